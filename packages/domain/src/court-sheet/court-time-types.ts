/**
 * Service types members book court time with (issue 24 point 18; docs/decisions.md "Service types members book
 * court time with"). A club marks each service type as applying to court time or not (lesson, clinic and coaching
 * types do not). Members and customers booking court time choose only among the marked ones, and the server refuses
 * any other; staff booking on the sheet, lessons and coaches' sessions use any type.
 */
export interface ServiceTypeUse {
  /** The type applies to court time (service_types.court_time). */
  courtTime: boolean;
  /** Archived. */
  hidden: boolean;
}

export const COURT_TIME_TYPE_MESSAGES = {
  notCourtTime:
    'This service type is for lessons and coaching, not court time. Choose a court-time type or Court time.',
} as const;

/** Whether a booker may book court time as this type: staff any type that is not archived, customers the marked. */
export function mayBookCourtTimeAs(type: ServiceTypeUse, customer: boolean): boolean {
  return !type.hidden && (!customer || type.courtTime);
}

/** The types offered to someone booking court time, in the given order. */
export function courtTimeTypeChoices<T>(
  types: readonly T[],
  useOf: (type: T) => ServiceTypeUse,
  customer: boolean,
): T[] {
  return types.filter((type) => mayBookCourtTimeAs(useOf(type), customer));
}

import {
  bookingLengthIssue,
  bookingLengthLimit,
  COURT_TIME_TYPE_MESSAGES,
  mayBookCourtTimeAs,
  type TimeRange,
} from '@fairplay/domain';
import type { TenantScope } from '@fairplay/db';
import { fieldError } from '../../errors.js';
import { serviceTypesByIds, type ServiceTypeInfo } from '../service-types/index.js';
import type { Viewer } from './appointment-viewer.js';
import type { CourtInfo } from './ports.js';

export type { ServiceTypeInfo } from '../service-types/index.js';

export const SERVICE_TYPE_MESSAGES = {
  unknown: 'is not a service type of this club.',
  archived: 'This service type is archived; choose another.',
} as const;

/**
 * The service type a booking names (the body's lesson_type_id): one of the club's, not archived, and for a
 * customer booking court time one that applies to court time (domain mayBookCourtTimeAs). null: none.
 * A 400 on `field` otherwise.
 */
export async function chosenServiceType(
  scope: TenantScope,
  id: number | null | undefined,
  field = 'lesson_type_id',
  customer = false,
): Promise<ServiceTypeInfo | null> {
  if (id === null || id === undefined) return null;
  const type = (await serviceTypesByIds(scope, [id])).get(id);
  if (!type) throw fieldError(field, SERVICE_TYPE_MESSAGES.unknown);
  if (type.hidden) throw fieldError(field, SERVICE_TYPE_MESSAGES.archived);
  if (!mayBookCourtTimeAs(type, customer)) throw fieldError(field, COURT_TIME_TYPE_MESSAGES.notCourtTime);
  return type;
}

/** The service types of existing occurrences, by id (archived ones too: they keep their limits). */
export function serviceTypesOf(scope: TenantScope, ids: (number | null)[]): Promise<Map<number, ServiceTypeInfo>> {
  return serviceTypesByIds(
    scope,
    ids.filter((id): id is number => id !== null),
  );
}

/** Who a length check holds and how (docs/decisions.md "How long a booking may be"). */
export interface LengthCheck {
  /** Customers' own bookings: held to the service type's min/max, else the court's and club's limits. */
  customer: boolean;
  /** Staff with force go past a service type's min/max (the explicit override, as with freezes). */
  force: boolean;
  /** The field a refusal names. */
  field?: string;
}

/**
 * Refuses (400 with the spec's message) an occurrence whose length breaks its limit. Customers are held to the
 * service type's min/max when it enables them, else to the court's (or club's) minimum and the maximum per party
 * size; staff only to a service type's min/max, unless they force it.
 */
export function checkBookingLength(
  viewer: Viewer,
  court: CourtInfo | undefined,
  type: ServiceTypeInfo | null,
  partySize: number,
  range: TimeRange,
  check: LengthCheck,
): void {
  if (!check.customer && (check.force || !type?.isMinMaxEnabled)) return;
  const limit = bookingLengthLimit(viewer.member.business, court ?? null, type, partySize);
  const issue = bookingLengthIssue(limit, Math.round((range.end.getTime() - range.start.getTime()) / 60_000));
  if (issue) throw fieldError(check.field ?? 'end_time', issue);
}

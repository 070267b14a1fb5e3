/** The court settings the cross-field rules read (null: the club's setting applies). */
export interface CourtRuleValues {
  booking_to_start: number | null;
  min_list_duration: number | null;
  max_time_for_singles: number | null;
  max_time_for_doubles: number | null;
  max_time_for_triples: number | null;
  max_time_for_quadruples: number | null;
  enable_max_time_for_bookings: boolean;
}

/** The club settings a court falls back to where its own value is null. */
export interface CourtRuleDefaults {
  booking_to_start: number;
  min_list_duration: number;
}

export const COURT_RULE_MESSAGES = {
  timeConflict: 'Minimum and Max time settings are in conflict.',
  notAMultiple: (step: number) => `Minimum duration must be a multiple of the booking step (${step} minutes).`,
  clubMinNotAMultiple: (min: number, step: number) =>
    `The club's minimum duration (${min} minutes) is not a multiple of this court's booking step (${step} minutes); set a minimum duration for this court.`,
} as const;

/**
 * The rules that tie a court's fields to one another and to the club's settings (spec 2 section 5):
 * the minimum duration (the court's, or the club's when null) goes in steps of the booking step (likewise),
 * and with all four max times set and the max time not enabled it may not exceed any of them.
 */
export function courtRuleIssues(court: CourtRuleValues, club: CourtRuleDefaults): { field: string; message: string }[] {
  const step = court.booking_to_start ?? club.booking_to_start;
  const min = court.min_list_duration ?? club.min_list_duration;
  if (min % step !== 0) {
    const message =
      court.min_list_duration === null
        ? COURT_RULE_MESSAGES.clubMinNotAMultiple(min, step)
        : COURT_RULE_MESSAGES.notAMultiple(step);
    return [{ field: 'min_list_duration', message }];
  }
  const maxes = [
    court.max_time_for_singles,
    court.max_time_for_doubles,
    court.max_time_for_triples,
    court.max_time_for_quadruples,
  ];
  const allSet = maxes.every((value) => value !== null);
  if (allSet && !court.enable_max_time_for_bookings && maxes.some((value) => min > value!)) {
    return [{ field: 'min_list_duration', message: COURT_RULE_MESSAGES.timeConflict }];
  }
  return [];
}

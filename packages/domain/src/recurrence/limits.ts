/** Recurrence limits and user-facing messages (spec 2, sections 5 and 9). */

export const RECURRENCE_LIMITS = {
  /** No occurrence, and no repeat end date, more than 12 calendar months after the club-local today. */
  horizonMonths: 12,
  maxOccurrences: {
    /**
     * Not a user-facing cap: daily repeats must end by date, so this is just the most a daily series can
     * produce inside the horizon (today through today + 12 months inclusive, 367 days across a 29 February).
     */
    daily: 367,
    weekly: 52,
    biweekly: 27,
    monthly: 12,
  },
  /** "List Different Times" entries. */
  maxMultipleDates: 10,
} as const;

export const RECURRENCE_MESSAGES = {
  // Texts from the spec (section 5, lesson form).
  invalidDateRange: 'Please provide valid date range',
  listingCount: 'Allowed listing count is 10',
  notSameDay: 'Selected range should be for same day',
  invalidSelectedRange: 'Invalid selected range',
  overlappingRanges: 'Invalid selected range in list',
  // Our own texts for the remaining rules.
  /** A court booking starting before now (the lesson form keeps the spec's invalidDateRange: lessonTimesMessage). */
  pastStart: 'This time has already passed. Please choose a time from now on.',
  invalidTimeZone: 'The club time zone is not a known IANA time zone.',
  invalidDate: 'Please provide a date as YYYY-MM-DD.',
  invalidTime: 'Please provide a time as HH:mm.',
  startBeyondHorizon: 'The start date must be within 12 months from today.',
  invalidRecurrence: 'Please provide the repeat settings.',
  invalidFrequency: 'Repeat must be daily, weekly or monthly.',
  invalidEvery: 'Repeat every 2 is only available for weekly (bi-weekly).',
  invalidDays: 'Weekdays must be unique numbers from 0 (Monday) to 6 (Sunday).',
  invalidEnds: 'Repeat must end on a date or after a number of occurrences.',
  dailyNeedsEndDate: 'A daily repeat must end on a date.',
  endDateRequired: 'Please provide the repeat end date.',
  endDateBeforeStart: 'The repeat end date must not be before the start date.',
  endDateInPast: 'The repeat end date must not be before today.',
  endDateBeyondHorizon: 'The repeat end date must be within 12 months from today.',
  occurrencesRequired: 'Please provide the number of occurrences (a whole number, at least 1).',
  tooManyOccurrences: {
    weekly: 'A weekly repeat can have at most 52 occurrences.',
    biweekly: 'A bi-weekly repeat can have at most 27 occurrences.',
    monthly: 'A monthly repeat can have at most 12 occurrences.',
  },
  noOccurrences: 'The repeat settings do not produce any date.',
  emptyList: 'Please add at least one time range.',
  listBeyondHorizon: 'Selected ranges must be within 12 months from today.',
} as const;

/** The lesson form's wording of a times refusal: spec 2 section 5 says 'Please provide valid date range' for a past start too. */
export function lessonTimesMessage(message: string): string {
  return message === RECURRENCE_MESSAGES.pastStart ? RECURRENCE_MESSAGES.invalidDateRange : message;
}

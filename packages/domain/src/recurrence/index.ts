/** Recurrence: club-local series expansion, "List Different Times" checks and time-zone helpers (spec 2). */
export type { Frequency, Outcome, RecurrenceRule, SeriesInput, TimeRange } from './types.js';
export { lessonTimesMessage, RECURRENCE_LIMITS, RECURRENCE_MESSAGES } from './limits.js';
export { addDaysToDate, addMonthsToDate } from './civil-date.js';
export { isValidTimeZone, utcToZonedParts, zonedDayBounds, zonedWallTimeToUtc } from './zoned-time.js';
export { expandSeries } from './expand.js';
export { recurrenceHorizonDate } from './validate.js';
export { validateMultipleDates } from './multiple-dates.js';
export { describeRecurrence } from './describe.js';

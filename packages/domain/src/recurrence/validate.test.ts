import { describe, expect, it } from 'vitest';
import { expandSeries } from './expand.js';
import { RECURRENCE_LIMITS, RECURRENCE_MESSAGES as MESSAGES } from './limits.js';
import { type RecurrenceRule, type SeriesInput } from './types.js';
import { recurrenceHorizonDate } from './validate.js';

/** Friday 2026-02-20, 06:00 in Chicago; the horizon is 2027-02-20. */
const NOW = new Date('2026-02-20T12:00:00Z');

function series(
  overrides: Partial<SeriesInput>,
  recurrence?: Partial<RecurrenceRule> | Record<string, unknown>,
): SeriesInput {
  const rule = recurrence
    ? ({
        frequency: 'weekly',
        every: 1,
        days: [],
        ends: 'date',
        end_date: '2026-03-31',
        ...recurrence,
      } as RecurrenceRule)
    : null;
  return {
    timeZone: 'America/Chicago',
    startDate: '2026-03-01',
    startTime: '18:00',
    endTime: '19:00',
    recurrence: rule,
    ...overrides,
  };
}

function errorOf(input: SeriesInput, now = NOW) {
  const outcome = expandSeries(input, now);
  if (outcome.ok) throw new Error(`expected an error, got ${outcome.value.length} occurrences`);
  return { field: outcome.field, message: outcome.message };
}

describe('expandSeries validation: times and dates', () => {
  it('uses the spec message for an end not after the start', () => {
    const invalid = { field: 'end_time', message: 'Please provide valid date range' };
    expect(errorOf(series({ startTime: '18:00', endTime: '17:00' }))).toEqual(invalid);
    expect(errorOf(series({ startTime: '18:00', endTime: '18:00' }))).toEqual(invalid);
    // Only exactly 00:00 means midnight; 00:30 is not "the next morning".
    expect(errorOf(series({ startTime: '23:00', endTime: '00:30' }))).toEqual(invalid);
    expect(MESSAGES.invalidDateRange).toBe('Please provide valid date range');
  });

  it('refuses a first occurrence in the past, even earlier today', () => {
    const past = { field: 'start_time', message: MESSAGES.pastStart };
    expect(errorOf(series({ startDate: '2026-02-20', startTime: '05:00', endTime: '05:30' }))).toEqual(past);
    expect(errorOf(series({ startDate: '2026-02-19' }, { frequency: 'daily', end_date: '2026-03-01' }))).toEqual(past);
    // Starting exactly now is fine.
    expect(expandSeries(series({ startDate: '2026-02-20', startTime: '06:00', endTime: '07:00' }), NOW).ok).toBe(true);
  });

  it('only looks at the first generated occurrence, not the start date itself', () => {
    // Today is Friday; a Monday-only repeat starting today first happens on 2026-02-23.
    const outcome = expandSeries(
      series({ startDate: '2026-02-20', startTime: '05:00', endTime: '05:30' }, { days: [0] }),
      NOW,
    );
    expect(outcome.ok && outcome.value[0]!.start.toISOString()).toBe('2026-02-23T11:00:00.000Z');
  });

  it('refuses malformed input with its field', () => {
    expect(errorOf(series({ timeZone: 'Mars/Olympus' }))).toEqual({
      field: 'timeZone',
      message: MESSAGES.invalidTimeZone,
    });
    expect(errorOf(series({ startDate: '2026-02-30' }))).toEqual({
      field: 'start_date',
      message: MESSAGES.invalidDate,
    });
    expect(errorOf(series({ startTime: '6pm' }))).toEqual({ field: 'start_time', message: MESSAGES.invalidTime });
    expect(errorOf(series({ endTime: '24:00' }))).toEqual({ field: 'end_time', message: MESSAGES.invalidTime });
  });

  it('refuses a start date beyond the 12-month horizon', () => {
    expect(expandSeries(series({ startDate: '2027-02-20' }), NOW).ok).toBe(true);
    expect(errorOf(series({ startDate: '2027-02-21' }))).toEqual({
      field: 'start_date',
      message: MESSAGES.startBeyondHorizon,
    });
  });
});

describe('expandSeries validation: repeat settings', () => {
  it('checks frequency, interval and weekdays', () => {
    expect(errorOf(series({}, { frequency: 'yearly' }))).toEqual({
      field: 'recurrence.frequency',
      message: MESSAGES.invalidFrequency,
    });
    expect(errorOf(series({}, { every: 3 }))).toEqual({ field: 'recurrence.every', message: MESSAGES.invalidEvery });
    expect(errorOf(series({}, { frequency: 'monthly', every: 2 }))).toEqual({
      field: 'recurrence.every',
      message: MESSAGES.invalidEvery,
    });
    for (const days of [[7], [-1], [1, 1], [1.5], ['1']]) {
      expect(errorOf(series({}, { days }))).toEqual({ field: 'recurrence.days', message: MESSAGES.invalidDays });
    }
  });

  it('forces daily repeats to end by date', () => {
    expect(errorOf(series({}, { frequency: 'daily', ends: 'occurrences', occurrences: 5 }))).toEqual({
      field: 'recurrence.ends',
      message: MESSAGES.dailyNeedsEndDate,
    });
    expect(errorOf(series({}, { ends: 'never' }))).toEqual({ field: 'recurrence.ends', message: MESSAGES.invalidEnds });
  });

  it('checks the end date: present, not before the start or today, within 12 months', () => {
    const field = 'recurrence.end_date';
    expect(errorOf(series({}, { end_date: undefined }))).toEqual({ field, message: MESSAGES.endDateRequired });
    expect(errorOf(series({}, { end_date: '2026-13-01' }))).toEqual({ field, message: MESSAGES.invalidDate });
    expect(errorOf(series({}, { end_date: '2026-02-28' }))).toEqual({ field, message: MESSAGES.endDateBeforeStart });
    expect(errorOf(series({ startDate: '2026-02-16' }, { days: [0], end_date: '2026-02-19' }))).toEqual({
      field,
      message: MESSAGES.endDateInPast,
    });
    expect(errorOf(series({}, { end_date: '2027-02-21' }))).toEqual({ field, message: MESSAGES.endDateBeyondHorizon });
    expect(expandSeries(series({}, { end_date: '2027-02-20' }), NOW).ok).toBe(true);
    expect(expandSeries(series({}, { end_date: '2026-03-01' }), NOW).ok).toBe(true); // same day as the start
  });

  it('enforces the occurrence caps: weekly 52, bi-weekly 27, monthly 12', () => {
    const field = 'recurrence.occurrences';
    expect(RECURRENCE_LIMITS.maxOccurrences).toMatchObject({ weekly: 52, biweekly: 27, monthly: 12 });
    expect(errorOf(series({}, { ends: 'occurrences', occurrences: 53 }))).toEqual({
      field,
      message: MESSAGES.tooManyOccurrences.weekly,
    });
    expect(errorOf(series({}, { every: 2, ends: 'occurrences', occurrences: 28 }))).toEqual({
      field,
      message: MESSAGES.tooManyOccurrences.biweekly,
    });
    expect(errorOf(series({}, { frequency: 'monthly', ends: 'occurrences', occurrences: 13 }))).toEqual({
      field,
      message: MESSAGES.tooManyOccurrences.monthly,
    });
    for (const occurrences of [0, -1, 2.5, undefined, '5']) {
      expect(errorOf(series({}, { ends: 'occurrences', occurrences }))).toEqual({
        field,
        message: MESSAGES.occurrencesRequired,
      });
    }
  });

  it('stops a counted series at the 12-month horizon instead of running past it', () => {
    // 52 Sundays from 2026-03-01 would end on 2027-02-21, one day past the horizon.
    const outcome = expandSeries(series({}, { days: [6], ends: 'occurrences', occurrences: 52 }), NOW);
    expect(outcome.ok && outcome.value.length).toBe(51);
  });

  it('reports a repeat that produces no date', () => {
    // Monday-only, from Tuesday to Sunday of the same week.
    expect(errorOf(series({ startDate: '2026-03-03' }, { days: [0], end_date: '2026-03-08' }))).toEqual({
      field: 'recurrence',
      message: MESSAGES.noOccurrences,
    });
  });

  it('reports a single slot that vanishes in the spring-forward gap', () => {
    expect(errorOf(series({ startDate: '2026-03-08', startTime: '02:30', endTime: '03:00' }))).toEqual({
      field: 'start_time',
      message: MESSAGES.invalidDateRange,
    });
  });
});

describe('recurrenceHorizonDate', () => {
  it('is the club-local today plus 12 months', () => {
    expect(recurrenceHorizonDate(NOW, 'America/Chicago')).toBe('2027-02-20');
    expect(recurrenceHorizonDate(NOW, 'Pacific/Auckland')).toBe('2027-02-21');
    expect(recurrenceHorizonDate(new Date('2028-02-29T18:00:00Z'), 'UTC')).toBe('2029-02-28');
  });
});

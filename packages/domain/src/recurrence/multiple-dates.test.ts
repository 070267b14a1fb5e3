import { describe, expect, it } from 'vitest';
import { RECURRENCE_LIMITS, RECURRENCE_MESSAGES as MESSAGES } from './limits.js';
import { validateMultipleDates } from './multiple-dates.js';

const CHICAGO = 'America/Chicago';
/** Friday 2026-02-20, 06:00 in Chicago. */
const NOW = new Date('2026-02-20T12:00:00Z');

const range = (start_time: string, end_time: string) => ({ start_time, end_time });

describe('validateMultipleDates', () => {
  it('returns the ranges as instants sorted by start', () => {
    const outcome = validateMultipleDates(
      [
        range('2026-03-05T00:00:00Z', '2026-03-05T01:00:00Z'),
        range('2026-03-02T15:00:00-06:00', '2026-03-02T16:30:00-06:00'),
      ],
      CHICAGO,
      NOW,
    );
    expect(outcome).toEqual({
      ok: true,
      value: [
        { start: new Date('2026-03-02T21:00:00Z'), end: new Date('2026-03-02T22:30:00Z') },
        { start: new Date('2026-03-05T00:00:00Z'), end: new Date('2026-03-05T01:00:00Z') },
      ],
    });
  });

  it('allows at most 10 entries', () => {
    const day = (n: number) => `2026-03-${String(n).padStart(2, '0')}`;
    const list = Array.from({ length: 11 }, (_, i) => range(`${day(i + 1)}T15:00:00Z`, `${day(i + 1)}T16:00:00Z`));
    expect(RECURRENCE_LIMITS.maxMultipleDates).toBe(10);
    expect(validateMultipleDates(list.slice(0, 10), CHICAGO, NOW).ok).toBe(true);
    expect(validateMultipleDates(list, CHICAGO, NOW)).toEqual({
      ok: false,
      field: 'multipleDates',
      message: 'Allowed listing count is 10',
    });
  });

  it('refuses an empty list', () => {
    expect(validateMultipleDates([], CHICAGO, NOW)).toEqual({
      ok: false,
      field: 'multipleDates',
      message: MESSAGES.emptyList,
    });
  });

  it('needs the end after the start and parsable instants', () => {
    const invalid = { ok: false, field: 'multipleDates.1', message: 'Invalid selected range' };
    const good = range('2026-03-02T15:00:00Z', '2026-03-02T16:00:00Z');
    expect(validateMultipleDates([good, range('2026-03-03T16:00:00Z', '2026-03-03T15:00:00Z')], CHICAGO, NOW)).toEqual(
      invalid,
    );
    expect(validateMultipleDates([good, range('2026-03-03T16:00:00Z', '2026-03-03T16:00:00Z')], CHICAGO, NOW)).toEqual(
      invalid,
    );
    expect(validateMultipleDates([good, range('2026-03-03 16:00', '2026-03-03T17:00:00Z')], CHICAGO, NOW)).toEqual(
      invalid,
    );
    expect(validateMultipleDates([good, range('tomorrow', '2026-03-03T17:00:00Z')], CHICAGO, NOW)).toEqual(invalid);
  });

  it('keeps each range on one club-local day, allowing an end at the next local midnight', () => {
    const notSameDay = { ok: false, field: 'multipleDates.0', message: 'Selected range should be for same day' };
    // 23:00 to 01:00 Chicago time crosses midnight, although it is one UTC date.
    expect(validateMultipleDates([range('2026-03-03T05:00:00Z', '2026-03-03T07:00:00Z')], CHICAGO, NOW)).toEqual(
      notSameDay,
    );
    // 22:00 to 00:00 local is fine, including on the 23-hour spring-forward day (midnight is 05:00Z there).
    expect(validateMultipleDates([range('2026-03-03T04:00:00Z', '2026-03-03T06:00:00Z')], CHICAGO, NOW).ok).toBe(true);
    expect(validateMultipleDates([range('2026-03-09T03:00:00Z', '2026-03-09T05:00:00Z')], CHICAGO, NOW).ok).toBe(true);
    expect(validateMultipleDates([range('2026-03-09T03:00:00Z', '2026-03-09T05:01:00Z')], CHICAGO, NOW)).toEqual(
      notSameDay,
    );
  });

  it('judges the day in the club zone (Europe/London during BST)', () => {
    // 23:30-00:30 BST on 2026-06-01/02 is 22:30-23:30 UTC, one UTC date but two London dates.
    expect(
      validateMultipleDates([range('2026-06-01T22:30:00Z', '2026-06-01T23:30:00Z')], 'Europe/London', NOW),
    ).toMatchObject({
      ok: false,
      message: MESSAGES.notSameDay,
    });
  });

  it('refuses overlapping ranges but accepts touching ones', () => {
    const list = [
      range('2026-03-02T15:00:00Z', '2026-03-02T16:00:00Z'),
      range('2026-03-02T16:00:00Z', '2026-03-02T17:00:00Z'),
      range('2026-03-02T14:30:00Z', '2026-03-02T15:30:00Z'),
    ];
    expect(validateMultipleDates(list.slice(0, 2), CHICAGO, NOW).ok).toBe(true);
    expect(validateMultipleDates(list, CHICAGO, NOW)).toEqual({
      ok: false,
      field: 'multipleDates.0',
      message: 'Invalid selected range in list',
    });
  });

  it('refuses an overlap hidden behind a longer earlier range', () => {
    const list = [
      range('2026-03-02T14:00:00Z', '2026-03-02T18:00:00Z'),
      range('2026-03-02T15:00:00Z', '2026-03-02T15:30:00Z'),
      range('2026-03-02T16:00:00Z', '2026-03-02T16:30:00Z'),
    ];
    expect(validateMultipleDates(list, CHICAGO, NOW)).toMatchObject({
      ok: false,
      field: 'multipleDates.1',
      message: MESSAGES.overlappingRanges,
    });
  });

  it('refuses ranges in the past or beyond the 12-month horizon', () => {
    expect(validateMultipleDates([range('2026-02-20T11:00:00Z', '2026-02-20T13:00:00Z')], CHICAGO, NOW)).toEqual({
      ok: false,
      field: 'multipleDates.0',
      message: 'This time has already passed. Please choose a time from now on.',
    });
    expect(validateMultipleDates([range('2027-02-21T15:00:00Z', '2027-02-21T16:00:00Z')], CHICAGO, NOW)).toEqual({
      ok: false,
      field: 'multipleDates.0',
      message: MESSAGES.listBeyondHorizon,
    });
  });

  it('refuses an unknown time zone', () => {
    expect(
      validateMultipleDates([range('2026-03-02T15:00:00Z', '2026-03-02T16:00:00Z')], 'Nowhere/City', NOW),
    ).toMatchObject({
      ok: false,
      field: 'timeZone',
    });
  });
});

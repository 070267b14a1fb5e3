import { describe, expect, it } from 'vitest';
import {
  defaultFreezeEnd,
  FREEZE_MESSAGES,
  freezeCloses,
  freezeRanges,
  mergeRanges,
  rangesWithoutDay,
} from './freeze.js';

const zone = 'America/New_York';
// Wednesday 2026-03-04, 10:00 in New York.
const now = new Date('2026-03-04T15:00:00Z');
const row = (start: string, end: string, days: number[] = [], multipleDates: string[] = []) => ({
  start_time: start,
  end_time: end,
  days,
  multipleDates,
});

describe('freezeRanges', () => {
  it('closes the whole stretch between From and To without weekdays or dates', () => {
    const result = freezeRanges([row('2026-03-10T12:00:00Z', '2026-03-12T20:00:00Z')], zone, now);
    expect(result).toEqual({
      ok: true,
      ranges: [{ start: new Date('2026-03-10T12:00:00Z'), end: new Date('2026-03-12T20:00:00Z') }],
    });
  });

  it('allows earlier today but not yesterday', () => {
    expect(freezeRanges([row('2026-03-04T06:00:00Z', '2026-03-04T20:00:00Z')], zone, now).ok).toBe(true);
    expect(freezeRanges([row('2026-03-04T04:00:00Z', '2026-03-04T20:00:00Z')], zone, now)).toEqual({
      ok: false,
      field: 'rules.0.start_time',
      message: FREEZE_MESSAGES.past,
    });
  });

  it('refuses a To that is not after From', () => {
    expect(freezeRanges([row('2026-03-10T12:00:00Z', '2026-03-10T12:00:00Z')], zone, now)).toEqual({
      ok: false,
      field: 'rules.0.end_time',
      message: FREEZE_MESSAGES.times,
    });
  });

  it('closes the time of day on the chosen weekdays, in club-local time across a DST change', () => {
    // 09:00 to 11:00 New York on Mondays (0) from Mar 2 to Mar 16: DST starts on Mar 8.
    const result = freezeRanges([row('2026-03-05T14:00:00Z', '2026-03-16T15:00:00Z', [0])], zone, now);
    expect(result).toEqual({
      ok: true,
      ranges: [
        { start: new Date('2026-03-09T13:00:00Z'), end: new Date('2026-03-09T15:00:00Z') },
        { start: new Date('2026-03-16T13:00:00Z'), end: new Date('2026-03-16T15:00:00Z') },
      ],
    });
  });

  it('adds the extra dates with the same time of day and merges overlaps', () => {
    const result = freezeRanges(
      [row('2026-03-05T14:00:00Z', '2026-03-05T15:00:00Z', [], ['2026-03-20', '2026-03-20'])],
      zone,
      now,
    );
    expect(result).toEqual({
      ok: true,
      ranges: [{ start: new Date('2026-03-20T13:00:00Z'), end: new Date('2026-03-20T14:00:00Z') }],
    });
  });

  it('refuses daily windows whose To time is not after the From time, and weekdays that never fall in range', () => {
    expect(freezeRanges([row('2026-03-05T20:00:00Z', '2026-03-06T14:00:00Z', [3])], zone, now)).toMatchObject({
      ok: false,
      message: FREEZE_MESSAGES.dailyTimes,
    });
    // Thursday Mar 5 09:00 to Thursday 10:00: no Monday.
    expect(freezeRanges([row('2026-03-05T14:00:00Z', '2026-03-05T15:00:00Z', [0])], zone, now)).toMatchObject({
      ok: false,
      field: 'rules.0.days',
      message: FREEZE_MESSAGES.noDays,
    });
  });

  it('refuses freezes that reach more than a year or close too many separate times', () => {
    expect(freezeRanges([row('2026-03-05T14:00:00Z', '2027-06-05T15:00:00Z')], zone, now)).toMatchObject({
      ok: false,
      message: FREEZE_MESSAGES.tooLong,
    });
    const everyDay = [0, 1, 2, 3, 4, 5, 6];
    const rows = [0, 1].map(() => row('2026-03-05T14:00:00Z', '2027-03-05T15:00:00Z', everyDay));
    expect(freezeRanges(rows, zone, now)).toMatchObject({ ok: false, message: FREEZE_MESSAGES.tooManyRanges });
  });
});

describe('mergeRanges and defaultFreezeEnd', () => {
  it('joins touching ranges', () => {
    const at = (hour: number) => new Date(Date.UTC(2026, 2, 10, hour));
    expect(
      mergeRanges([
        { start: at(12), end: at(14) },
        { start: at(8), end: at(10) },
        { start: at(10), end: at(11) },
      ]),
    ).toEqual([
      { start: at(8), end: at(11) },
      { start: at(12), end: at(14) },
    ]);
  });

  it('rounds the default end up to the half hour', () => {
    expect(defaultFreezeEnd(new Date('2026-03-10T12:10:00Z'))).toEqual(new Date('2026-03-10T13:30:00Z'));
    expect(defaultFreezeEnd(new Date('2026-03-10T12:30:00Z'))).toEqual(new Date('2026-03-10T13:30:00Z'));
  });
});

describe('what a freeze closes, and unfreezing one day', () => {
  it('closes bookings of its sports or naming none, and only bookings of its service types', () => {
    const everything = { sportIds: [], serviceTypeIds: [] };
    expect(freezeCloses(everything, { sportId: 3, serviceTypeId: null })).toBe(true);
    const pickleball = { sportIds: [2], serviceTypeIds: [] };
    expect(freezeCloses(pickleball, { sportId: 2, serviceTypeId: null })).toBe(true);
    expect(freezeCloses(pickleball, { sportId: null, serviceTypeId: null })).toBe(true);
    expect(freezeCloses(pickleball, { sportId: 1, serviceTypeId: null })).toBe(false);
    const lessons = { sportIds: [], serviceTypeIds: [7] };
    expect(freezeCloses(lessons, { sportId: null, serviceTypeId: 7 })).toBe(true);
    expect(freezeCloses(lessons, { sportId: null, serviceTypeId: 8 })).toBe(false);
    expect(freezeCloses(lessons, { sportId: null, serviceTypeId: null })).toBe(false);
  });

  it('takes one club-local day out of a stretch, and answers null for a day it does not touch', () => {
    const stretch = [{ start: new Date('2026-07-01T04:00:00Z'), end: new Date('2026-07-04T04:00:00Z') }];
    expect(rangesWithoutDay(stretch, '2026-07-02', zone)).toEqual([
      { start: new Date('2026-07-01T04:00:00Z'), end: new Date('2026-07-02T04:00:00Z') },
      { start: new Date('2026-07-03T04:00:00Z'), end: new Date('2026-07-04T04:00:00Z') },
    ]);
    expect(rangesWithoutDay(stretch, '2026-07-01', zone)).toEqual([
      { start: new Date('2026-07-02T04:00:00Z'), end: new Date('2026-07-04T04:00:00Z') },
    ]);
    expect(rangesWithoutDay(stretch, '2026-07-09', zone)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { expandSeries } from './expand.js';
import { type RecurrenceRule, type SeriesInput, type TimeRange } from './types.js';
import { utcToZonedParts } from './zoned-time.js';

const CHICAGO = 'America/Chicago';
/** Friday 2026-02-20, 06:00 in Chicago. */
const NOW = new Date('2026-02-20T12:00:00Z');
const MON = 0,
  WED = 2,
  FRI = 4,
  SAT = 5,
  SUN = 6;

function series(overrides: Partial<SeriesInput>, recurrence?: Partial<RecurrenceRule> | null): SeriesInput {
  const rule: RecurrenceRule | null | undefined = recurrence
    ? { frequency: 'weekly', every: 1, days: [], ends: 'date', ...recurrence }
    : recurrence;
  return {
    timeZone: CHICAGO,
    startDate: '2026-03-01',
    startTime: '18:00',
    endTime: '19:00',
    recurrence: rule,
    ...overrides,
  };
}

function expandOk(input: SeriesInput, now = NOW): TimeRange[] {
  const outcome = expandSeries(input, now);
  if (!outcome.ok) throw new Error(`expected ok, got ${outcome.field}: ${outcome.message}`);
  return outcome.value;
}

const localDates = (ranges: TimeRange[], timeZone = CHICAGO) =>
  ranges.map((range) => utcToZonedParts(range.start, timeZone).date);
const isoStarts = (ranges: TimeRange[]) => ranges.map((range) => range.start.toISOString());

describe('expandSeries: single occurrence', () => {
  it('returns one range when there is no recurrence', () => {
    for (const recurrence of [null, undefined]) {
      expect(expandOk(series({ recurrence }))).toEqual([
        { start: new Date('2026-03-02T00:00:00Z'), end: new Date('2026-03-02T01:00:00Z') },
      ]);
    }
  });

  it('treats an end of 00:00 as midnight at the end of the same day', () => {
    const [range] = expandOk(series({ startDate: '2026-03-07', startTime: '22:00', endTime: '00:00' }));
    expect(range).toEqual({ start: new Date('2026-03-08T04:00:00Z'), end: new Date('2026-03-08T06:00:00Z') });
    // 00:00-00:00 is the whole local day: 23 hours on spring-forward day.
    const [wholeDay] = expandOk(series({ startDate: '2026-03-08', startTime: '00:00', endTime: '00:00' }));
    expect(wholeDay).toEqual({ start: new Date('2026-03-08T06:00:00Z'), end: new Date('2026-03-09T05:00:00Z') });
  });
});

describe('expandSeries: daily', () => {
  it('repeats every day through the inclusive end date', () => {
    const ranges = expandOk(series({ startDate: '2026-02-27' }, { frequency: 'daily', end_date: '2026-03-03' }));
    expect(localDates(ranges)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02', '2026-03-03']);
  });

  it('ignores weekdays', () => {
    const ranges = expandOk(series({}, { frequency: 'daily', days: [MON], end_date: '2026-03-03' }));
    expect(ranges).toHaveLength(3);
  });

  it('runs a full year up to the 12-month horizon (366 days from 2026-02-20)', () => {
    const ranges = expandOk(series({ startDate: '2026-02-20' }, { frequency: 'daily', end_date: '2027-02-20' }));
    expect(ranges).toHaveLength(366);
    expect(localDates(ranges).at(-1)).toBe('2027-02-20');
  });
});

describe('expandSeries: weekly and DST', () => {
  it('keeps 18:00 local through the spring-forward week (UTC 00:00 next day, then 23:00)', () => {
    const ranges = expandOk(series({}, { days: [SUN], end_date: '2026-03-15' }));
    expect(isoStarts(ranges)).toEqual([
      '2026-03-02T00:00:00.000Z',
      '2026-03-08T23:00:00.000Z',
      '2026-03-15T23:00:00.000Z',
    ]);
    expect(ranges.map((range) => utcToZonedParts(range.start, CHICAGO).time)).toEqual(['18:00', '18:00', '18:00']);
  });

  it('keeps 18:00 local through the fall-back week (UTC 23:00, then 00:00 next day)', () => {
    const ranges = expandOk(series({ startDate: '2026-10-25' }, { days: [SUN], end_date: '2026-11-01' }));
    expect(ranges).toEqual([
      { start: new Date('2026-10-25T23:00:00Z'), end: new Date('2026-10-26T00:00:00Z') },
      { start: new Date('2026-11-02T00:00:00Z'), end: new Date('2026-11-02T01:00:00Z') },
    ]);
  });

  it('uses the chosen weekdays and includes the start date only when it matches', () => {
    // 2026-03-01 is a Sunday; Monday and Wednesday are chosen.
    const ranges = expandOk(series({}, { days: [WED, MON], end_date: '2026-03-11' }));
    expect(localDates(ranges)).toEqual(['2026-03-02', '2026-03-04', '2026-03-09', '2026-03-11']);
  });

  it("falls back to the start date's weekday when no day is chosen", () => {
    const ranges = expandOk(series({ startDate: '2026-03-04' }, { days: [], ends: 'occurrences', occurrences: 3 }));
    expect(localDates(ranges)).toEqual(['2026-03-04', '2026-03-11', '2026-03-18']);
  });

  it('counts every generated event towards the occurrence count', () => {
    const ranges = expandOk(
      series({ startDate: '2026-03-02' }, { days: [MON, WED, FRI], ends: 'occurrences', occurrences: 5 }),
    );
    expect(localDates(ranges)).toEqual(['2026-03-02', '2026-03-04', '2026-03-06', '2026-03-09', '2026-03-11']);
  });

  it('allows the 52-occurrence weekly cap from today', () => {
    const ranges = expandOk(series({ startDate: '2026-02-20' }, { days: [FRI], ends: 'occurrences', occurrences: 52 }));
    expect(ranges).toHaveLength(52);
    expect(localDates(ranges).at(-1)).toBe('2027-02-12');
  });
});

describe('expandSeries: bi-weekly', () => {
  it("alternates Monday-based weeks, starting with the start date's week", () => {
    // Start Wednesday 2026-03-04: its week (Mon 2 – Sun 8) is on, 9-15 off, 16-22 on, 23-29 off, 30 on.
    const ranges = expandOk(
      series({ startDate: '2026-03-04' }, { every: 2, days: [MON, WED, FRI], ends: 'occurrences', occurrences: 8 }),
    );
    expect(localDates(ranges)).toEqual([
      '2026-03-04',
      '2026-03-06',
      '2026-03-16',
      '2026-03-18',
      '2026-03-20',
      '2026-03-30',
      '2026-04-01',
      '2026-04-03',
    ]);
  });

  it('starts the alternation from a Sunday start date too', () => {
    // Sunday 2026-03-01 belongs to the week of Monday 2026-02-23, so the next "on" week starts 2026-03-09.
    const ranges = expandOk(series({}, { every: 2, days: [MON, SUN], end_date: '2026-03-23' }));
    expect(localDates(ranges)).toEqual(['2026-03-01', '2026-03-09', '2026-03-15', '2026-03-23']);
  });

  it('fits the 27-occurrence cap inside the 12-month horizon', () => {
    const ranges = expandOk(
      series({ startDate: '2026-02-20' }, { every: 2, days: [FRI], ends: 'occurrences', occurrences: 27 }),
    );
    expect(ranges).toHaveLength(27);
    expect(localDates(ranges).at(-1)).toBe('2027-02-19');
  });
});

describe('expandSeries: monthly', () => {
  it('repeats on the day of month of the start date', () => {
    const ranges = expandOk(
      series({ startDate: '2026-02-20' }, { frequency: 'monthly', ends: 'occurrences', occurrences: 12 }),
    );
    expect(ranges).toHaveLength(12);
    expect(localDates(ranges).slice(0, 3)).toEqual(['2026-02-20', '2026-03-20', '2026-04-20']);
    expect(localDates(ranges).at(-1)).toBe('2027-01-20');
  });

  it('skips months without the 31st and stops at the 12-month horizon', () => {
    const ranges = expandOk(
      series({ startDate: '2026-03-31' }, { frequency: 'monthly', ends: 'occurrences', occurrences: 12 }),
    );
    expect(localDates(ranges)).toEqual([
      '2026-03-31',
      '2026-05-31',
      '2026-07-31',
      '2026-08-31',
      '2026-10-31',
      '2026-12-31',
      '2027-01-31',
    ]);
  });

  it('skips February for the 30th and ends on the inclusive end date', () => {
    const ranges = expandOk(
      series({ startDate: '2027-01-30' }, { frequency: 'monthly', end_date: '2027-02-20' }),
      new Date('2027-01-10T12:00:00Z'),
    );
    expect(localDates(ranges)).toEqual(['2027-01-30']);
  });
});

describe('expandSeries: spring-forward gap and fall-back overlap', () => {
  it('moves a start inside the gap one hour later (02:00-04:00 becomes 03:00-04:00 CDT)', () => {
    const ranges = expandOk(
      series(
        { startDate: '2026-03-07', startTime: '02:00', endTime: '04:00' },
        { frequency: 'daily', end_date: '2026-03-09' },
      ),
    );
    expect(ranges[1]).toEqual({ start: new Date('2026-03-08T08:00:00Z'), end: new Date('2026-03-08T09:00:00Z') });
    expect(ranges.map((range) => utcToZonedParts(range.start, CHICAGO).time)).toEqual(['02:00', '03:00', '02:00']);
  });

  it('skips a day whose slot lies inside the gap, and a counted series makes up for it', () => {
    const daily = expandOk(
      series(
        { startDate: '2026-03-07', startTime: '02:30', endTime: '03:00' },
        { frequency: 'daily', end_date: '2026-03-09' },
      ),
    );
    expect(localDates(daily)).toEqual(['2026-03-07', '2026-03-09']);
    const weekly = expandOk(
      series({ startTime: '02:30', endTime: '03:00' }, { days: [SUN], ends: 'occurrences', occurrences: 3 }),
    );
    expect(localDates(weekly)).toEqual(['2026-03-01', '2026-03-15', '2026-03-22']);
  });

  it('starts an ambiguous fall-back time at its first instant (01:00-02:00 lasts two real hours)', () => {
    const [range] = expandOk(series({ startDate: '2026-11-01', startTime: '01:00', endTime: '02:00' }));
    expect(range).toEqual({ start: new Date('2026-11-01T06:00:00Z'), end: new Date('2026-11-01T08:00:00Z') });
  });
});

describe('expandSeries: other zones', () => {
  it('keeps 09:00 in London across the BST change', () => {
    const ranges = expandOk(
      series(
        { timeZone: 'Europe/London', startDate: '2026-03-21', startTime: '09:00', endTime: '10:30' },
        { days: [SAT], end_date: '2026-04-04' },
      ),
    );
    expect(isoStarts(ranges)).toEqual([
      '2026-03-21T09:00:00.000Z',
      '2026-03-28T09:00:00.000Z',
      '2026-04-04T08:00:00.000Z',
    ]);
  });

  it('keeps 07:00 in Sydney when daylight saving ends in April', () => {
    const ranges = expandOk(
      series(
        { timeZone: 'Australia/Sydney', startDate: '2026-04-04', startTime: '07:00', endTime: '08:00' },
        { frequency: 'daily', end_date: '2026-04-05' },
      ),
    );
    expect(isoStarts(ranges)).toEqual(['2026-04-03T20:00:00.000Z', '2026-04-04T21:00:00.000Z']);
    expect(localDates(ranges, 'Australia/Sydney')).toEqual(['2026-04-04', '2026-04-05']);
  });

  it("takes today from the club's zone, not UTC", () => {
    // 2026-02-20T12:00Z is already 2026-02-21 01:00 in Auckland, so a series starting on the 20th is in the past.
    const outcome = expandSeries(
      series({ timeZone: 'Pacific/Auckland', startDate: '2026-02-20' }, { frequency: 'daily', end_date: '2026-02-22' }),
      NOW,
    );
    expect(outcome).toMatchObject({ ok: false, field: 'start_time' });
  });
});

describe('expandSeries: speed', () => {
  it('expands 150,000 occurrences quickly (2,885 weekly series of 52)', () => {
    const started = performance.now();
    let total = 0;
    for (let i = 0; i < 2885; i++) {
      const startTime = `${String(6 + (i % 14)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
      const input = series(
        { startDate: '2026-02-21', startTime, endTime: '21:00' },
        { days: [i % 7], ends: 'occurrences', occurrences: 52 },
      );
      total += expandOk(input).length;
    }
    expect(total).toBe(2885 * 52);
    // Generous bound for slow CI machines; it takes well under a second locally.
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

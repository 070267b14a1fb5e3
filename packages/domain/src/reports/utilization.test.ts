import { describe, expect, it } from 'vitest';
import { intersectSpans, subtractSpans, unionSpans } from './intervals.js';
import { unsoldPrimeHours, utilization, type UtilizationInput } from './utilization.js';

const at = (iso: string) => new Date(iso);
const courts = [
  { id: 1, name: 'Court 1', facilityGroupId: 10, facilityGroupName: 'Outdoor' },
  { id: 2, name: 'Court 2', facilityGroupId: 20, facilityGroupName: 'Indoor' },
];
// 2026-06-01 is a Monday.
function input(over: Partial<UtilizationInput> = {}): UtilizationInput {
  return {
    timeZone: 'UTC',
    from: at('2026-06-01T00:00:00Z'),
    to: at('2026-06-08T00:00:00Z'),
    courts,
    sports: [
      { id: 1, name: 'Tennis' },
      { id: 2, name: 'Padel' },
    ],
    open: [
      { courtId: 1, sportId: 1, start: at('2026-06-01T08:00:00Z'), end: at('2026-06-01T12:00:00Z') },
      // Two rules overlapping on court 1 count once.
      { courtId: 1, sportId: 1, start: at('2026-06-01T10:00:00Z'), end: at('2026-06-01T14:00:00Z') },
      { courtId: 2, sportId: 2, start: at('2026-06-02T17:00:00Z'), end: at('2026-06-02T19:00:00Z') },
    ],
    closed: [{ courtId: 1, start: at('2026-06-01T13:00:00Z'), end: at('2026-06-01T15:00:00Z') }],
    booked: [
      { courtId: 1, start: at('2026-06-01T08:30:00Z'), end: at('2026-06-01T09:30:00Z') },
      // Outside the open hours: not counted.
      { courtId: 1, start: at('2026-06-01T06:00:00Z'), end: at('2026-06-01T07:00:00Z') },
      { courtId: 2, start: at('2026-06-02T17:00:00Z'), end: at('2026-06-02T18:00:00Z') },
    ],
    prime: { days: [0, 1, 2, 3, 4], startHour: 17, endHour: 21 },
    ...over,
  };
}

describe('intervals', () => {
  it('unions, subtracts and intersects', () => {
    const u = unionSpans([
      { start: 5, end: 8 },
      { start: 0, end: 3 },
      { start: 2, end: 4 },
    ]);
    expect(u).toEqual([
      { start: 0, end: 4 },
      { start: 5, end: 8 },
    ]);
    expect(subtractSpans(u, [{ start: 1, end: 6 }])).toEqual([
      { start: 0, end: 1 },
      { start: 6, end: 8 },
    ]);
    expect(intersectSpans(u, [{ start: 3, end: 7 }])).toEqual([
      { start: 3, end: 4 },
      { start: 5, end: 7 },
    ]);
  });
});

describe('utilization', () => {
  it('divides booked by open hours less closures, cell by cell', () => {
    const result = utilization(input());
    const cell = (weekday: number, hour: number) => result.cells.find((c) => c.weekday === weekday && c.hour === hour)!;
    // Monday court 1: open 08-14 less closed 13-15 = 08-13 (300 min), booked 08:30-09:30.
    expect(cell(0, 8)).toMatchObject({ available_minutes: 60, booked_minutes: 30, utilization: 0.5, prime: false });
    expect(cell(0, 9)).toMatchObject({ available_minutes: 60, booked_minutes: 30 });
    expect(cell(0, 13)).toMatchObject({ available_minutes: 0, booked_minutes: 0, utilization: null });
    expect(cell(0, 6)).toMatchObject({ available_minutes: 0, booked_minutes: 0 });
    expect(cell(1, 17)).toMatchObject({ available_minutes: 60, booked_minutes: 60, utilization: 1, prime: true });
    expect(result.total).toEqual({ available_minutes: 420, booked_minutes: 120, utilization: 0.2857 });
    expect(result.prime).toEqual({ available_minutes: 120, booked_minutes: 60, utilization: 0.5 });
    expect(result.off_peak).toEqual({ available_minutes: 300, booked_minutes: 60, utilization: 0.2 });
    expect(result.by_court).toEqual([
      { id: 1, name: 'Court 1', available_minutes: 300, booked_minutes: 60, utilization: 0.2 },
      { id: 2, name: 'Court 2', available_minutes: 120, booked_minutes: 60, utilization: 0.5 },
    ]);
    expect(result.by_facility_group.map((g) => [g.name, g.available_minutes])).toEqual([
      ['Outdoor', 300],
      ['Indoor', 120],
    ]);
    expect(result.by_sport.map((s) => [s.name, s.available_minutes, s.booked_minutes])).toEqual([
      ['Tennis', 300, 60],
      ['Padel', 120, 60],
    ]);
  });

  it('places hours on the club wall clock', () => {
    // 12:00 UTC is 08:00 in New York in June (EDT).
    const result = utilization(input({ timeZone: 'America/New_York' }));
    const cell = result.cells.find((c) => c.weekday === 0 && c.hour === 4)!;
    expect(cell.available_minutes).toBe(60);
    expect(result.total.available_minutes).toBe(420);
  });

  it('lists unsold prime hours', () => {
    const unsold = unsoldPrimeHours(input());
    expect(unsold).toEqual({ total_minutes: 60, hours: [{ date: '2026-06-02', hour: 18, unsold_minutes: 60 }] });
  });
});

describe('freezes of some sports', () => {
  it('close only the time those sports open', () => {
    const result = utilization(
      input({
        closed: [
          { courtId: 1, sportIds: [2], start: at('2026-06-01T08:00:00Z'), end: at('2026-06-01T14:00:00Z') },
          { courtId: 2, sportIds: [2], start: at('2026-06-02T18:00:00Z'), end: at('2026-06-02T19:00:00Z') },
        ],
      }),
    );
    expect(result.by_court.map((c) => c.available_minutes)).toEqual([360, 60]);
  });
});

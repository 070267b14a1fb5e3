import { describe, expect, it } from 'vitest';
import {
  bookingHistory,
  currentUsage,
  describeLimit,
  describePrimeTime,
  findRefusal,
  periodAround,
  primeTimeMinutes,
  type CountedBooking,
  type RestrictedMember,
  type RestrictionRule,
} from './restrictions.js';

const TZ = 'America/New_York';
const member: RestrictedMember = { userId: 7, memberTypeId: 3, isStaff: false, groupIds: [11], planIds: [] };

function rule(changes: Partial<RestrictionRule> = {}): RestrictionRule {
  return {
    id: 1,
    name: 'Weekly limit',
    unit: 'bookings',
    period: 'week',
    max_value: 2,
    week_start: 0,
    prime_time: null,
    sport_id: null,
    facility_group_id: null,
    all_members: true,
    member_type_ids: [],
    group_ids: [],
    plan_ids: [],
    applies_to_staff: false,
    active: true,
    ...changes,
  };
}

let nextId = 1;
/** A booking at a New York wall-clock time (EST, UTC-5 in late November). */
function at(date: string, start: string, minutes = 60, extra: Partial<CountedBooking> = {}): CountedBooking {
  const startsAt = new Date(`${date}T${start}:00-05:00`);
  return {
    id: nextId++,
    start: startsAt,
    end: new Date(startsAt.getTime() + minutes * 60_000),
    sportId: null,
    facilityGroupId: null,
    ...extra,
  };
}

// Wednesday 25 November 2026, 10:00 in New York.
const now = new Date('2026-11-25T15:00:00Z');

describe('counting periods in the club time zone', () => {
  it('a week starts on its week_start day at local midnight', () => {
    const week = periodAround('week', 0, new Date('2026-11-27T03:00:00Z'), TZ); // Thu 26th 22:00 local
    expect(week.first_day).toBe('2026-11-23');
    expect(week.start.toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-11-30T05:00:00.000Z');
    expect(periodAround('week', 6, new Date('2026-11-27T03:00:00Z'), TZ).first_day).toBe('2026-11-22');
  });

  it('a day is the local day, not the UTC one', () => {
    // 23:30 local on the 24th is already the 25th in UTC.
    const day = periodAround('day', 0, new Date('2026-11-25T04:30:00Z'), TZ);
    expect(day.first_day).toBe('2026-11-24');
  });

  it('a week over a daylight-saving change is 7 local days', () => {
    const week = periodAround('week', 0, new Date('2026-11-03T12:00:00Z'), TZ);
    expect(week.first_day).toBe('2026-11-02');
    const march = periodAround('week', 0, new Date('2026-03-10T12:00:00Z'), TZ);
    expect(march.start.toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
});

describe('prime-time overlap', () => {
  const prime = { days: [0, 1, 2, 3, 4], start_time: '17:00', end_time: '21:00' };
  it('counts only the minutes inside the window on its days', () => {
    const b = at('2026-11-25', '16:00', 90);
    expect(primeTimeMinutes(prime, b.start, b.end, TZ)).toBe(30);
    const evening = at('2026-11-25', '20:30', 60);
    expect(primeTimeMinutes(prime, evening.start, evening.end, TZ)).toBe(30);
    const saturday = at('2026-11-28', '18:00', 60);
    expect(primeTimeMinutes(prime, saturday.start, saturday.end, TZ)).toBe(0);
    const before = at('2026-11-25', '16:00', 60);
    expect(primeTimeMinutes(prime, before.start, before.end, TZ)).toBe(0);
  });
  it('a window ending at midnight covers the evening', () => {
    const late = { days: [2], start_time: '22:00', end_time: '00:00' };
    const b = at('2026-11-25', '23:00', 120);
    expect(primeTimeMinutes(late, b.start, b.end, TZ)).toBe(60);
  });
  it('describes itself', () => {
    expect(describePrimeTime(prime)).toBe('Weekdays 17:00–21:00');
    expect(describeLimit('bookings', 'week', 2)).toBe('2 bookings per week');
    expect(describeLimit('bookings', 'upcoming', 1)).toBe('1 upcoming booking at once');
  });
});

describe('findRefusal', () => {
  const base = { overrides: [], member, byStaff: false, now, timeZone: TZ };

  it('allows up to the limit and refuses one past it, naming the usage', () => {
    const existing = [at('2026-11-23', '09:00')];
    const second = at('2026-11-26', '09:00');
    expect(findRefusal({ ...base, rules: [rule()], bookings: [...existing, second], added: [second.id] })).toBeNull();
    const third = at('2026-11-27', '09:00');
    const refusal = findRefusal({
      ...base,
      rules: [rule()],
      bookings: [...existing, second, third],
      added: [third.id],
    });
    expect(refusal).toMatchObject({ restriction_id: 1, used: 2, limit: 2 });
    expect(refusal!.message).toBe('You have used 2 of 2 bookings this week (restriction “Weekly limit”).');
  });

  it('several new bookings at once may go over from below the limit', () => {
    const a = at('2026-11-26', '09:00');
    const b = at('2026-11-26', '11:00');
    const c = at('2026-11-27', '11:00');
    expect(findRefusal({ ...base, rules: [rule()], bookings: [a, b, c], added: [a.id, b.id, c.id] })!.message).toBe(
      'You have used 0 of 2 bookings this week; this would make 3 (restriction “Weekly limit”).',
    );
  });

  it('a booking in another week counts there', () => {
    const existing = [at('2026-11-23', '09:00'), at('2026-11-24', '09:00')];
    const nextWeek = at('2026-11-30', '09:00');
    expect(findRefusal({ ...base, rules: [rule()], bookings: [...existing, nextWeek], added: [nextWeek.id] })).toBe(
      null,
    );
  });

  it('minutes per day count durations on the local day', () => {
    const r = rule({ unit: 'minutes', period: 'day', max_value: 60, name: 'Juniors' });
    const a = at('2026-11-26', '09:00', 30);
    const b = at('2026-11-26', '10:00', 30);
    expect(findRefusal({ ...base, rules: [r], bookings: [a, b], added: [b.id] })).toBeNull();
    const c = at('2026-11-26', '11:00', 30);
    const refusal = findRefusal({ ...base, rules: [r], bookings: [a, b, c], added: [c.id] });
    expect(refusal!.message).toBe('You have used 60 of 60 minutes on 2026-11-26 (restriction “Juniors”).');
  });

  it('upcoming bookings held at once ignore past ones', () => {
    const r = rule({ period: 'upcoming', max_value: 1, name: 'One at a time' });
    const past = at('2026-11-20', '09:00');
    const next = at('2026-12-01', '09:00');
    expect(findRefusal({ ...base, rules: [r], bookings: [past, next], added: [next.id] })).toBeNull();
    const another = at('2026-12-05', '09:00');
    expect(findRefusal({ ...base, rules: [r], bookings: [past, next, another], added: [another.id] })!.message).toBe(
      'You hold 1 of 1 upcoming booking (restriction “One at a time”).',
    );
  });

  it('prime time counts only bookings overlapping the window', () => {
    const r = rule({ prime_time: { days: [0, 1, 2, 3, 4], start_time: '17:00', end_time: '21:00' }, max_value: 1 });
    const evening = at('2026-11-23', '18:00');
    const morning = at('2026-11-24', '09:00');
    expect(findRefusal({ ...base, rules: [r], bookings: [evening, morning], added: [morning.id] })).toBeNull();
    const justBefore = at('2026-11-24', '16:00');
    expect(findRefusal({ ...base, rules: [r], bookings: [evening, justBefore], added: [justBefore.id] })).toBeNull();
    const inside = at('2026-11-24', '16:30');
    expect(findRefusal({ ...base, rules: [r], bookings: [evening, inside], added: [inside.id] })?.used).toBe(1);
  });

  it('holds only for the targeted member types, groups and plans', () => {
    const r = rule({ all_members: false, group_ids: [99], max_value: 0 });
    const b = at('2026-11-26', '09:00');
    expect(findRefusal({ ...base, rules: [r], bookings: [b], added: [b.id] })).toBeNull();
    expect(
      findRefusal({ ...base, rules: [{ ...r, group_ids: [11] }], bookings: [b], added: [b.id] })?.restriction_id,
    ).toBe(1);
    expect(
      findRefusal({ ...base, rules: [{ ...r, member_type_ids: [3] }], bookings: [b], added: [b.id] }),
    ).not.toBeNull();
    expect(
      findRefusal({
        ...base,
        member: { ...member, isStaff: true },
        rules: [{ ...r, group_ids: [11] }],
        bookings: [b],
        added: [b.id],
      }),
    ).toBeNull();
  });

  it('per sport or facility group', () => {
    const r = rule({ max_value: 0, sport_id: 4 });
    const other = at('2026-11-26', '09:00', 60, { sportId: 5 });
    expect(findRefusal({ ...base, rules: [r], bookings: [other], added: [other.id] })).toBeNull();
    const tennis = at('2026-11-26', '11:00', 60, { sportId: 4 });
    expect(findRefusal({ ...base, rules: [r], bookings: [tennis], added: [tennis.id] })).not.toBeNull();
    const g = rule({ max_value: 0, facility_group_id: 2 });
    expect(findRefusal({ ...base, rules: [g], bookings: [tennis], added: [tennis.id] })).toBeNull();
  });

  it('an override raises the limit or exempts, until its end date', () => {
    const existing = [at('2026-11-23', '09:00'), at('2026-11-24', '09:00')];
    const third = at('2026-11-27', '09:00');
    const check = { ...base, rules: [rule()], bookings: [...existing, third], added: [third.id] };
    const raised = { restriction_id: 1, user_id: 7, exempt: false, max_value: 3, ends_on: null };
    expect(findRefusal({ ...check, overrides: [raised] })).toBeNull();
    const exempt = { ...raised, exempt: true, max_value: null, ends_on: '2026-11-25' };
    expect(findRefusal({ ...check, overrides: [exempt] })).toBeNull();
    expect(findRefusal({ ...check, overrides: [{ ...exempt, ends_on: '2026-11-24' }] })).not.toBeNull();
    expect(findRefusal({ ...check, overrides: [{ ...raised, user_id: 8 }] })).not.toBeNull();
  });

  it('staff booking for a member pass unless the restriction applies to staff', () => {
    const b = at('2026-11-26', '09:00');
    const r = rule({ max_value: 0 });
    expect(findRefusal({ ...base, byStaff: true, rules: [r], bookings: [b], added: [b.id] })).toBeNull();
    expect(
      findRefusal({ ...base, byStaff: true, rules: [{ ...r, applies_to_staff: true }], bookings: [b], added: [b.id] }),
    ).not.toBeNull();
  });
});

describe('currentUsage and bookingHistory', () => {
  it('reports used and remaining per restriction', () => {
    const bookings = [at('2026-11-23', '09:00'), at('2026-11-30', '09:00')];
    const [usage] = currentUsage([rule()], [], member, bookings, now, TZ);
    expect(usage).toMatchObject({ used: 1, limit: 2, remaining: 1, period_start: '2026-11-23T05:00:00.000Z' });
  });
  it('buckets bookings per local week', () => {
    const bookings = [at('2026-11-16', '09:00', 90), at('2026-11-23', '09:00'), at('2026-11-24', '09:00', 30)];
    expect(bookingHistory(bookings, 'week', 2, 0, now, TZ)).toEqual([
      { period_start: '2026-11-16', bookings: 1, minutes: 90 },
      { period_start: '2026-11-23', bookings: 2, minutes: 90 },
    ]);
    expect(bookingHistory(bookings, 'month', 2, 0, now, TZ).map((row) => row.period_start)).toEqual([
      '2026-10-01',
      '2026-11-01',
    ]);
  });
});

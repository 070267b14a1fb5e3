import { describe, expect, it } from 'vitest';
import { zonedWallTimeToUtc } from '../recurrence/zoned-time.js';
import { checkSlot, compileRules, governingRules, suggestSlot, type PolicyDecision } from './policy.js';
import { ruleCalendar } from './rule-dates.js';
import type { AvailabilityRule, BookingPerson, RuleRow } from './types.js';

const ZONE = 'America/Chicago';
const at = (date: string, time: string) => zonedWallTimeToUtc(date, time, ZONE);
/** Monday 2026-03-02, 09:00 in Chicago. */
const NOW = at('2026-03-02', '09:00');

function row(overrides: Partial<RuleRow> = {}): RuleRow {
  return {
    id: 1,
    start_time: '08:00',
    end_time: '22:00',
    days: [],
    advance_days: 14,
    buffer: 0,
    price: 2000,
    point_price: 10,
    ...overrides,
  };
}

function rule(overrides: Partial<AvailabilityRule> = {}): AvailabilityRule {
  return {
    id: 1,
    note: 'Members prime time',
    sport_id: null,
    court_ids: [1],
    start_date: '2026-03-01',
    recurrence: { frequency: 'daily', every: 1, days: [], ends: 'date', end_date: '2026-12-31' },
    excluded_dates: [],
    book_pay_type: -1,
    who_can_book: [{ for: 'allmembers', values: [-3] }],
    filters: { min_age: null, max_age: null, min_level: null, max_level: null, gender: null },
    rows: [row()],
    ...overrides,
  };
}

const member: BookingPerson = {
  userId: 10,
  isMember: true,
  isCoach: false,
  groupIds: [],
  planIds: [],
  facilityGroupIds: [],
  age: null,
  level: null,
  gender: null,
};
const visitor: BookingPerson = { ...member, userId: null, isMember: false };

function check(
  rules: AvailabilityRule[],
  person: BookingPerson,
  date: string,
  from: string,
  to: string,
  now = NOW,
  courtId = 1,
): PolicyDecision {
  return checkSlot(compileRules(rules, ZONE), person, { courtId, start: at(date, from), end: at(date, to) }, now);
}

function refusal(decision: PolicyDecision) {
  if (decision.ok) throw new Error('expected a refusal');
  return decision.refusal;
}
function approval(decision: PolicyDecision) {
  if (!decision.ok) throw new Error(`expected an approval, got ${decision.refusal.reason}`);
  return decision.approval;
}

describe('courts and days without rules', () => {
  it('leaves a court no rule names to the club-wide settings', () => {
    expect(approval(check([rule()], visitor, '2026-03-03', '10:00', '11:00', NOW, 2)).governed).toBe(false);
    expect(approval(check([], visitor, '2026-03-03', '10:00', '11:00')).governed).toBe(false);
  });

  it('leaves a day the rule does not repeat on to the club-wide settings', () => {
    const weekly = rule({
      recurrence: { frequency: 'weekly', every: 1, days: [0], ends: 'date', end_date: '2026-12-31' },
    });
    expect(approval(check([weekly], member, '2026-03-02', '10:00', '11:00')).governed).toBe(true);
    expect(approval(check([weekly], visitor, '2026-03-03', '10:00', '11:00')).governed).toBe(false);
    expect(refusal(check([weekly], visitor, '2026-03-09', '10:00', '11:00')).reason).toBe('not_admitted');
  });

  it('does not govern an excluded date (a single-day override replaces it)', () => {
    const recurring = rule({ excluded_dates: ['2026-03-04'] });
    expect(refusal(check([recurring], visitor, '2026-03-03', '10:00', '11:00')).reason).toBe('not_admitted');
    expect(approval(check([recurring], visitor, '2026-03-04', '10:00', '11:00')).governed).toBe(false);
    const override = rule({
      id: 2,
      note: 'Open day',
      start_date: '2026-03-04',
      recurrence: null,
      who_can_book: [{ for: 'public', values: [-1] }],
    });
    const open = approval(check([recurring, override], visitor, '2026-03-04', '10:00', '11:00'));
    expect(open).toMatchObject({ governed: true, ruleIds: [2] });
  });

  it('ends a rule at its end date', () => {
    expect(refusal(check([rule()], visitor, '2026-03-05', '10:00', '11:00')).reason).toBe('not_admitted');
    const ended = rule({
      recurrence: { frequency: 'daily', every: 1, days: [], ends: 'date', end_date: '2026-03-04' },
    });
    expect(approval(check([ended], visitor, '2026-03-05', '10:00', '11:00')).governed).toBe(false);
  });
});

describe('rule calendars', () => {
  it('counts weekly and bi-weekly occurrences', () => {
    const calendar = ruleCalendar({
      start_date: '2026-03-02',
      recurrence: { frequency: 'weekly', every: 2, days: [0, 2], ends: 'occurrences', occurrences: 3 },
      excluded_dates: [],
    });
    const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
    expect(calendar.applies(day('2026-03-02'))).toBe(true);
    expect(calendar.applies(day('2026-03-04'))).toBe(true);
    expect(calendar.applies(day('2026-03-09'))).toBe(false);
    expect(calendar.applies(day('2026-03-16'))).toBe(true);
    expect(calendar.applies(day('2026-03-18'))).toBe(false);
    expect(calendar.applies(day('2026-03-01'))).toBe(false);
  });

  it('repeats monthly on the day of month, skipping short months in the count', () => {
    const calendar = ruleCalendar({
      start_date: '2026-01-31',
      recurrence: { frequency: 'monthly', every: 1, days: [], ends: 'occurrences', occurrences: 2 },
      excluded_dates: [],
    });
    const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
    expect(calendar.applies(day('2026-01-31'))).toBe(true);
    expect(calendar.applies(day('2026-02-28'))).toBe(false);
    expect(calendar.applies(day('2026-03-31'))).toBe(true);
    expect(calendar.applies(day('2026-05-31'))).toBe(false);
  });
});

describe('rows', () => {
  it('admits a booking inside a row and leaves the part outside every row to the club-wide settings', () => {
    const morning = rule({ rows: [row({ start_time: '08:00', end_time: '12:00' })] });
    expect(approval(check([morning], member, '2026-03-03', '11:00', '12:00'))).toMatchObject({
      governed: true,
      ungovernedMinutes: 0,
      price: 2000,
    });
    expect(approval(check([morning], member, '2026-03-03', '11:30', '12:30'))).toMatchObject({
      governed: true,
      ungovernedMinutes: 30,
      price: 1000,
    });
    expect(approval(check([morning], visitor, '2026-03-03', '12:00', '13:00'))).toMatchObject({
      governed: false,
      ungovernedMinutes: 60,
    });
  });

  it('refuses a booking reaching just into a row that does not admit the person', () => {
    const coaches = rule({
      id: 2,
      note: 'Coaching',
      who_can_book: [{ for: 'coaches', values: [-3] }],
      rows: [row({ start_time: '12:00', end_time: '14:00' })],
    });
    const morning = rule({ rows: [row({ start_time: '08:00', end_time: '12:00' })] });
    expect(approval(check([morning, coaches], member, '2026-03-03', '11:00', '12:00')).governed).toBe(true);
    expect(refusal(check([morning, coaches], member, '2026-03-03', '11:15', '12:15'))).toMatchObject({
      reason: 'not_admitted',
      rule: { id: 2, note: 'Coaching' },
    });
  });

  it('honours the weekdays of a row in the club time zone', () => {
    const mondays = rule({ rows: [row({ days: [0] })] });
    expect(approval(check([mondays], member, '2026-03-02', '20:00', '21:00')).governed).toBe(true);
    expect(approval(check([mondays], visitor, '2026-03-03', '20:00', '21:00')).governed).toBe(false);
    expect(refusal(check([mondays], visitor, '2026-03-02', '20:00', '21:00')).reason).toBe('not_admitted');
  });

  it('treats an end of 00:00 as midnight', () => {
    const late = rule({ rows: [row({ start_time: '20:00', end_time: '00:00' })] });
    const slot = { courtId: 1, start: at('2026-03-03', '23:00'), end: at('2026-03-04', '00:00') };
    expect(approval(checkSlot(compileRules([late], ZONE), member, slot, NOW)).governed).toBe(true);
  });
});

describe('who can book', () => {
  const groups = (values: number[]) => rule({ who_can_book: [{ for: 'groups', values }] });
  it('public admits members and visitors', () => {
    const open = rule({ who_can_book: [{ for: 'public', values: [-1] }] });
    expect(approval(check([open], visitor, '2026-03-03', '10:00', '11:00')).governed).toBe(true);
    expect(approval(check([open], member, '2026-03-03', '10:00', '11:00')).governed).toBe(true);
  });
  it('all members admits members only', () => {
    expect(approval(check([rule()], member, '2026-03-03', '10:00', '11:00')).governed).toBe(true);
    expect(refusal(check([rule()], visitor, '2026-03-03', '10:00', '11:00')).reason).toBe('not_admitted');
  });
  it('groups: the listed ones, or any group with -3', () => {
    const inGroup = { ...member, groupIds: [5] };
    expect(approval(check([groups([5, 6])], inGroup, '2026-03-03', '10:00', '11:00')).governed).toBe(true);
    expect(refusal(check([groups([6])], inGroup, '2026-03-03', '10:00', '11:00')).reason).toBe('not_admitted');
    expect(approval(check([groups([-3])], inGroup, '2026-03-03', '10:00', '11:00')).governed).toBe(true);
    expect(refusal(check([groups([-3])], member, '2026-03-03', '10:00', '11:00')).reason).toBe('not_admitted');
  });
  it('plans: the listed ones, or any plan with -3', () => {
    const plans = (values: number[]) => rule({ who_can_book: [{ for: 'plans', values }] });
    const subscriber = { ...member, planIds: [3] };
    expect(approval(check([plans([3])], subscriber, '2026-03-03', '10:00', '11:00')).governed).toBe(true);
    expect(approval(check([plans([-3])], subscriber, '2026-03-03', '10:00', '11:00')).governed).toBe(true);
    expect(refusal(check([plans([-3])], member, '2026-03-03', '10:00', '11:00')).reason).toBe('not_admitted');
  });
  it('coaches: the listed coaches, or every coach with -3', () => {
    const coaches = (values: number[]) => rule({ who_can_book: [{ for: 'coaches', values }] });
    const coach = { ...member, isCoach: true };
    expect(approval(check([coaches([10])], coach, '2026-03-03', '10:00', '11:00')).governed).toBe(true);
    expect(refusal(check([coaches([11])], coach, '2026-03-03', '10:00', '11:00')).reason).toBe('not_admitted');
    expect(approval(check([coaches([-3])], coach, '2026-03-03', '10:00', '11:00')).governed).toBe(true);
    expect(refusal(check([coaches([-3])], member, '2026-03-03', '10:00', '11:00')).reason).toBe('not_admitted');
  });
  it('facility groups: the listed ones, or any with -3', () => {
    const facility = (values: number[]) => rule({ who_can_book: [{ for: 'facility_groups', values }] });
    const staff = { ...member, facilityGroupIds: [7] };
    expect(approval(check([facility([7])], staff, '2026-03-03', '10:00', '11:00')).governed).toBe(true);
    expect(refusal(check([facility([8])], staff, '2026-03-03', '10:00', '11:00')).reason).toBe('not_admitted');
    expect(approval(check([facility([-3])], staff, '2026-03-03', '10:00', '11:00')).governed).toBe(true);
  });
});

describe('filters', () => {
  const filtered = (filters: Partial<AvailabilityRule['filters']>) =>
    rule({ filters: { min_age: null, max_age: null, min_level: null, max_level: null, gender: null, ...filters } });
  it('age: inside the range, at its edges, and just outside; unknown age is refused', () => {
    const juniors = filtered({ min_age: 10, max_age: 17 });
    for (const age of [10, 17]) {
      expect(approval(check([juniors], { ...member, age }, '2026-03-03', '10:00', '11:00')).governed).toBe(true);
    }
    for (const age of [9, 18, null]) {
      expect(refusal(check([juniors], { ...member, age }, '2026-03-03', '10:00', '11:00')).reason).toBe('not_admitted');
    }
  });
  it('level: inside and just outside', () => {
    const advanced = filtered({ min_level: 3.5, max_level: 4.5 });
    expect(approval(check([advanced], { ...member, level: 3.5 }, '2026-03-03', '10:00', '11:00')).governed).toBe(true);
    expect(refusal(check([advanced], { ...member, level: 3 }, '2026-03-03', '10:00', '11:00')).reason).toBe(
      'not_admitted',
    );
    expect(refusal(check([advanced], { ...member, level: 5 }, '2026-03-03', '10:00', '11:00')).reason).toBe(
      'not_admitted',
    );
  });
  it('gender: the chosen one only; NA does not filter', () => {
    const ladies = filtered({ gender: 'female' });
    expect(approval(check([ladies], { ...member, gender: 'female' }, '2026-03-03', '10:00', '11:00')).governed).toBe(
      true,
    );
    expect(refusal(check([ladies], { ...member, gender: 'male' }, '2026-03-03', '10:00', '11:00')).reason).toBe(
      'not_admitted',
    );
    expect(approval(check([filtered({ gender: 'NA' })], member, '2026-03-03', '10:00', '11:00')).governed).toBe(true);
  });
});

describe('book-in-advance window and buffer', () => {
  it('opens a slot at local midnight advance_days before its day', () => {
    const twoDays = rule({ rows: [row({ advance_days: 2 })] });
    // Now is Monday 09:00: Wednesday is 2 days ahead (open), Thursday 3 (opens Tuesday 00:00).
    expect(approval(check([twoDays], member, '2026-03-04', '20:00', '21:00')).governed).toBe(true);
    const early = refusal(check([twoDays], member, '2026-03-05', '20:00', '21:00'));
    expect(early.reason).toBe('too_early');
    expect(early.earliestTime?.toISOString()).toBe(at('2026-03-03', '00:00').toISOString());
    expect(approval(check([twoDays], member, '2026-03-05', '20:00', '21:00', at('2026-03-03', '00:00'))).governed).toBe(
      true,
    );
  });

  it('advance 0 opens a slot on its own day', () => {
    const sameDay = rule({ rows: [row({ advance_days: 0 })] });
    expect(approval(check([sameDay], member, '2026-03-02', '20:00', '21:00')).governed).toBe(true);
    expect(refusal(check([sameDay], member, '2026-03-03', '20:00', '21:00')).reason).toBe('too_early');
  });

  it('closes booking buffer hours before the start', () => {
    const notice = rule({ rows: [row({ buffer: 2 })] });
    expect(approval(check([notice], member, '2026-03-02', '11:00', '12:00')).governed).toBe(true);
    const late = refusal(check([notice], member, '2026-03-02', '10:59', '11:59'));
    expect(late).toMatchObject({ reason: 'too_late', earliestTime: null });
  });
});

describe('prices', () => {
  it('charges the row price and points for the duration', () => {
    expect(approval(check([rule()], member, '2026-03-03', '10:00', '11:30'))).toMatchObject({
      price: 3000,
      points: 15,
      bookPayType: -1,
      ruleIds: [1],
    });
  });
  it('money only zeroes the points; points only zeroes the price', () => {
    expect(approval(check([rule({ book_pay_type: 1 })], member, '2026-03-03', '10:00', '11:00'))).toMatchObject({
      price: 2000,
      points: 0,
    });
    expect(approval(check([rule({ book_pay_type: 2 })], member, '2026-03-03', '10:00', '11:00'))).toMatchObject({
      price: 0,
      points: 10,
    });
  });
  it('sums the rows a booking spans', () => {
    const peak = rule({
      rows: [
        row({ id: 1, start_time: '08:00', end_time: '18:00', price: 2000 }),
        row({ id: 2, start_time: '18:00', end_time: '22:00', price: 3000 }),
      ],
    });
    expect(approval(check([peak], member, '2026-03-03', '17:30', '18:30')).price).toBe(2500);
  });
  it('takes the cheapest of the admitting rows that cover the same time', () => {
    const publicRule = rule({ id: 2, note: 'Public', who_can_book: [{ for: 'public', values: [-1] }] });
    const members = rule({ id: 3, note: 'Members rate', rows: [row({ price: 1200 })] });
    expect(approval(check([publicRule, members], member, '2026-03-03', '10:00', '11:00'))).toMatchObject({
      price: 1200,
      ruleIds: [3],
    });
    expect(approval(check([publicRule, members], visitor, '2026-03-03', '10:00', '11:00'))).toMatchObject({
      price: 2000,
      ruleIds: [2],
    });
  });
});

describe('suggestions', () => {
  const evening = rule({
    rows: [
      row({ id: 1, start_time: '08:00', end_time: '18:00' }),
      row({ id: 2, start_time: '18:00', end_time: '22:00', advance_days: 0 }),
    ],
  });
  const compiled = compileRules([evening], ZONE);

  it('suggests the nearest free slot the person may book', () => {
    const slot = { courtId: 1, start: at('2026-03-04', '19:00'), end: at('2026-03-04', '20:00') };
    expect(refusal(checkSlot(compiled, member, slot, NOW)).reason).toBe('too_early');
    const suggestion = suggestSlot(compiled, member, slot, NOW, { busy: [], stepMinutes: 30, horizonDays: 7 });
    expect(suggestion?.start.toISOString()).toBe(at('2026-03-04', '17:00').toISOString());
    const busy = [{ start: at('2026-03-04', '16:00'), end: at('2026-03-04', '18:00') }];
    const around = suggestSlot(compiled, member, slot, NOW, { busy, stepMinutes: 30, horizonDays: 7 });
    // 22:00, after the rule's rows, is left to the club-wide settings (here: allowed), and nearer than 15:00.
    expect(around?.start.toISOString()).toBe(at('2026-03-04', '22:00').toISOString());
    const strict = suggestSlot(compiled, member, slot, NOW, {
      busy,
      stepMinutes: 30,
      horizonDays: 7,
      alsoAllowed: (_range, governed) => governed,
    });
    expect(strict?.start.toISOString()).toBe(at('2026-03-04', '15:00').toISOString());
  });

  it('answers null when nothing within the horizon is allowed', () => {
    const allDay = compileRules([rule({ rows: [row({ start_time: '00:00', end_time: '00:00' })] })], ZONE);
    const slot = { courtId: 1, start: at('2026-03-04', '10:00'), end: at('2026-03-04', '11:00') };
    expect(suggestSlot(allDay, visitor, slot, NOW, { busy: [], stepMinutes: 60, horizonDays: 1 })).toBeNull();
  });

  it('lists the rules governing a court on a day', () => {
    expect(governingRules(compiled, 1, at('2026-03-04', '10:00')).map((r) => r.id)).toEqual([1]);
    expect(governingRules(compiled, 2, at('2026-03-04', '10:00'))).toEqual([]);
  });
});

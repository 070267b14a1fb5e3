import { describe, expect, it } from 'vitest';
import {
  clampDays,
  partySizeTimeLimitMessage,
  payColumns,
  showsPerHourPrice,
  RULE_FORM_MESSAGES,
  validateRuleForm,
  type RuleFormInput,
} from './rule-form.js';
import { ruleAppliesOn, ruleLastDate, ruleOccurrences } from './occurrences.js';
import type { AvailabilityRule } from './types.js';

const now = new Date('2026-03-02T15:00:00Z');
const context = {
  now,
  timeZone: 'America/Chicago',
  slotMinutes: 60,
  paymentsConnected: false,
  paymentProvider: 'Stripe',
};
const row = (start: string, end: string, extra: Partial<RuleFormInput['rules'][number]> = {}) => ({
  days: [],
  start_time: start,
  end_time: end,
  price: 2000,
  point_price: 8,
  advance: 7,
  buffer: 0,
  ...extra,
});
const form = (extra: Partial<RuleFormInput> = {}): RuleFormInput => ({
  note: ' Prime time ',
  sport_id: 1,
  courts: [3, 1, 3],
  start_date: '2026-03-03',
  recurrence: { frequency: 'weekly', every: 1, days: [0, 2], ends: 'date', end_date: '2026-06-30' },
  book_pay_type: -1,
  rules: [row('07:00', '09:00'), row('18:00', '00:00')],
  who_can_book: [{ for: 'groups', values: [4, 2, 4] }],
  filters: { min_age: null, max_age: null, min_level: null, max_level: null, gender: null },
  ...extra,
});
const failure = (extra: Partial<RuleFormInput>, ctx = context) => {
  const result = validateRuleForm(form(extra), ctx);
  return result.ok ? null : { field: result.field, message: result.message };
};

describe('validateRuleForm', () => {
  it('answers the rule to save: trimmed, courts and ids unique and sorted, midnight end kept, expiry worked out', () => {
    const result = validateRuleForm(form(), context);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      note: 'Prime time',
      courts: [1, 3],
      ends_on: '2026-06-30',
      who_can_book: [{ for: 'groups', values: [2, 4] }],
    });
    expect(result.value.rows[1]).toMatchObject({ start_time: '18:00', end_time: '00:00', advance_days: 7 });
  });

  it('needs a title, a sport, someone who can book and courts, with the spec messages', () => {
    expect(failure({ note: '  ' })).toEqual({ field: 'note', message: RULE_FORM_MESSAGES.required });
    expect(failure({ sport_id: null })).toEqual({ field: 'sport_id', message: RULE_FORM_MESSAGES.required });
    expect(failure({ who_can_book: [] })).toEqual({ field: 'who_can_book', message: RULE_FORM_MESSAGES.required });
    expect(failure({ courts: [] })).toEqual({ field: 'courts', message: 'Please select courts.' });
    expect(RULE_FORM_MESSAGES.required).toBe('Please fill all required fields.');
  });

  it('checks start and end of each row and their overlap on the time-step slots', () => {
    const times = 'Please Check Start and End Days/Times';
    expect(failure({ rules: [row('09:00', '09:00')] })).toEqual({ field: 'rules.0.end_time', message: times });
    expect(failure({ rules: [row('10:00', '09:00')] })).toEqual({ field: 'rules.0.end_time', message: times });
    // Start must differ from end, even where 00:00 as an end would mean midnight.
    expect(failure({ rules: [row('00:00', '00:00')] })).toEqual({ field: 'rules.0.end_time', message: times });
    expect(failure({ rules: [row('00:00', '23:00'), row('23:00', '00:00')] })).toBeNull();
    // 09:30 shares the 09:00 slot with a row ending at 10:00 on an hourly sheet, but not on a 30-minute one.
    const rows = [row('08:00', '09:30'), row('09:30', '11:00')];
    expect(failure({ rules: rows })).toEqual({ field: 'rules.1.start_time', message: times });
    expect(failure({ rules: rows }, { ...context, slotMinutes: 30 })).toBeNull();
    // Rows on different weekdays may share hours.
    expect(failure({ rules: [row('08:00', '10:00', { days: [0] }), row('08:00', '10:00', { days: [1] })] })).toBeNull();
    expect(failure({ rules: [] })).toEqual({ field: 'rules', message: RULE_FORM_MESSAGES.lastRow });
  });

  it('keeps the clamps: advance and buffer 0 to 365, prices at least 0', () => {
    expect(failure({ rules: [row('08:00', '09:00', { advance: 366 })] })?.field).toBe('rules.0.advance');
    expect(failure({ rules: [row('08:00', '09:00', { buffer: -1 })] })?.field).toBe('rules.0.buffer');
    expect(failure({ rules: [row('08:00', '09:00', { price: -5 })] })?.field).toBe('rules.0.price');
    expect(failure({ rules: [row('08:00', '09:00', { point_price: 1.5 })] })?.field).toBe('rules.0.point_price');
    expect([clampDays(-4), clampDays(400), clampDays(12.7), clampDays(Number.NaN)]).toEqual([0, 365, 12, 0]);
  });

  it('zeroes the price of points-only and the points of money-only rules, and shows the matching columns', () => {
    const points = validateRuleForm(form({ book_pay_type: 2 }), context);
    const money = validateRuleForm(form({ book_pay_type: 1 }), context);
    expect(points.ok && points.value.rows.every((r) => r.price === 0 && r.point_price === 8)).toBe(true);
    expect(money.ok && money.value.rows.every((r) => r.price === 2000 && r.point_price === 0)).toBe(true);
    expect([payColumns(-1), payColumns(1), payColumns(2)]).toEqual([
      { price: true, points: true },
      { price: true, points: false },
      { price: false, points: true },
    ]);
    expect(failure({ book_pay_type: 3 })?.field).toBe('book_pay_type');
  });

  it('refuses public rules until a payment account is connected; -3 stands for all of a kind', () => {
    const open = { who_can_book: [{ for: 'public' as const, values: [-1] }] };
    expect(failure(open)).toEqual({
      field: 'who_can_book.0.for',
      message: RULE_FORM_MESSAGES.publicNeedsPayments('Stripe'),
    });
    expect(failure(open, { ...context, paymentsConnected: true })).toBeNull();
    const all = validateRuleForm(form({ who_can_book: [{ for: 'coaches', values: [7, -3] }] }), context);
    expect(all.ok && all.value.who_can_book).toEqual([{ for: 'coaches', values: [-3] }]);
    // Plans are named by id (issue 14); the server checks they are the club's.
    expect(failure({ who_can_book: [{ for: 'plans', values: [3] }] })).toBeNull();
    expect(
      failure({
        who_can_book: [
          { for: 'allmembers', values: [] },
          { for: 'allmembers', values: [] },
        ],
      })?.message,
    ).toBe(RULE_FORM_MESSAGES.whoRepeated);
  });

  it('keeps the repeat limits: end within 12 months, occurrence caps', () => {
    expect(
      failure({ recurrence: { frequency: 'weekly', every: 2, days: [], ends: 'occurrences', occurrences: 28 } }),
    ).toEqual({ field: 'recurrence.occurrences', message: 'A bi-weekly repeat can have at most 27 occurrences.' });
    expect(
      failure({ recurrence: { frequency: 'monthly', every: 1, days: [], ends: 'occurrences', occurrences: 13 } }),
    )?.toMatchObject({ field: 'recurrence.occurrences' });
    expect(
      failure({ recurrence: { frequency: 'daily', every: 1, days: [], ends: 'date', end_date: '2027-04-01' } })?.field,
    ).toBe('recurrence.end_date');
  });

  it('checks the filters', () => {
    const filters = { min_age: 18, max_age: 12, min_level: null, max_level: null, gender: null };
    expect(failure({ filters })?.field).toBe('filters.max_age');
    expect(failure({ filters: { ...filters, min_age: null, min_level: 4.5, max_level: 3 } })?.field).toBe(
      'filters.max_level',
    );
  });

  it('words the party-size time limit as the spec does', () => {
    expect(partySizeTimeLimitMessage(60, 1)).toBe('The business requires maximum 60 minutes per booking for 1 person.');
    expect(partySizeTimeLimitMessage(90, 2)).toBe('The business requires maximum 90 minutes per booking for 2 people.');
    expect(partySizeTimeLimitMessage(120, 5)).toBe(
      'The business requires maximum 120 minutes per booking for 4 people and more.',
    );
  });
});

describe('rule occurrences', () => {
  const rule: AvailabilityRule = {
    id: 1,
    note: 'Evenings',
    sport_id: 1,
    court_ids: [5, 6],
    start_date: '2026-03-02',
    recurrence: { frequency: 'weekly', every: 2, days: [0, 3], ends: 'occurrences', occurrences: 4 },
    excluded_dates: ['2026-03-05'],
    book_pay_type: -1,
    who_can_book: [{ for: 'allmembers', values: [-3] }],
    filters: { min_age: null, max_age: null, min_level: null, max_level: null, gender: null },
    rows: [
      {
        id: 9,
        start_time: '18:00',
        end_time: '00:00',
        days: [],
        advance_days: 7,
        buffer: 0,
        price: 3000,
        point_price: 12,
      },
    ],
  };

  it('works out the last day of a counted repeat and the days it applies', () => {
    // Mondays and Thursdays every other week: 2 Mar, 5 Mar, 16 Mar, 19 Mar.
    expect(ruleLastDate(rule.start_date, rule.recurrence)).toBe('2026-03-19');
    expect(ruleAppliesOn(rule, '2026-03-02')).toBe(true);
    expect(ruleAppliesOn(rule, '2026-03-05')).toBe(false);
    expect(ruleAppliesOn(rule, '2026-03-09')).toBe(false);
    expect(ruleAppliesOn(rule, '2026-03-16')).toBe(true);
    expect(ruleAppliesOn(rule, '2026-03-30')).toBe(false);
  });

  it('places rows on the wall clock across a DST change, on each court', () => {
    // US clocks spring forward on 8 March 2026: 18:00 Chicago is 00:00Z before and 23:00Z after.
    const events = ruleOccurrences(
      rule,
      'America/Chicago',
      new Date('2026-03-01T00:00:00Z'),
      new Date('2026-03-20T00:00:00Z'),
    );
    expect(events.map((e) => [e.courtId, e.start.toISOString(), e.end.toISOString()])).toEqual([
      [5, '2026-03-03T00:00:00.000Z', '2026-03-03T06:00:00.000Z'],
      [6, '2026-03-03T00:00:00.000Z', '2026-03-03T06:00:00.000Z'],
      [5, '2026-03-16T23:00:00.000Z', '2026-03-17T05:00:00.000Z'],
      [6, '2026-03-16T23:00:00.000Z', '2026-03-17T05:00:00.000Z'],
      [5, '2026-03-19T23:00:00.000Z', '2026-03-20T05:00:00.000Z'],
      [6, '2026-03-19T23:00:00.000Z', '2026-03-20T05:00:00.000Z'],
    ]);
    expect(ruleOccurrences(rule, 'America/Chicago', new Date('2026-03-01'), new Date('2026-03-20'), [7])).toEqual([]);
  });
});

describe('perHourLabel', () => {
  it('shows money and points by pay type', async () => {
    const { perHourLabel } = await import('./rule-form.js');
    expect(perHourLabel(3500, 14, -1, 'USD')).toBe('$35.00/h · 14 pts/h');
    expect(perHourLabel(3500, 0, 1, 'USD')).toBe('$35.00/h');
    expect(perHourLabel(0, 14, 2, 'USD')).toBe('14 pts/h');
    // With the club's court-time taxes: the hour's total as the booking's charge has it (issue 24).
    expect(perHourLabel(3000, 30, -1, 'USD', [{ id: 1, percentage: 8.875, inclusive: false }])).toBe(
      '$30.00/h ($32.66/h with tax) · 30 pts/h',
    );
    expect(perHourLabel(3000, 0, 1, 'USD', [{ id: 1, percentage: 20, inclusive: true }])).toBe('$30.00/h incl. tax');
    expect(perHourLabel(0, 14, 2, 'USD', [{ id: 1, percentage: 8.875, inclusive: false }])).toBe('14 pts/h');
  });
});

describe('showsPerHourPrice', () => {
  it("hides the per-hour prices from members of a club that hides them, never from staff (spec 2's club 109 setting)", () => {
    expect(showsPerHourPrice(true, true)).toBe(false);
    expect(showsPerHourPrice(true, false)).toBe(true);
    expect(showsPerHourPrice(false, true)).toBe(true);
  });
});

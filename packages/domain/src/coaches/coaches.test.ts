import { describe, expect, it } from 'vitest';
import { COACH_MESSAGES, blockRangeIssue, sessionLengthIssue, validateCoachAvailability } from './form.js';
import { coachWindows, sessionPrice, subtractRanges, type CoachAvailabilityRule } from './windows.js';

const at = (time: string) => new Date(`2030-03-04T${time}:00Z`);
const range = (from: string, to: string) => ({ start: at(from), end: at(to) });

describe('coach availability rules', () => {
  it('cuts busy time out of a range', () => {
    expect(subtractRanges([range('08:00', '12:00')], [range('09:00', '10:00'), range('11:30', '13:00')])).toEqual([
      range('08:00', '09:00'),
      range('10:00', '11:30'),
    ]);
  });

  it('prices a session pro rata from the hourly row', () => {
    expect(sessionPrice({ price_per_hour: 6000, point_per_hour: 60 }, 90)).toEqual({
      main_value: 9000,
      point_value: 90,
      price: 6000,
      point_price: 60,
    });
  });

  it('keeps sessions within the lesson type’s lengths and blocks to real ranges', () => {
    const type = { isMinMaxEnabled: true, minListDuration: 60, maxListDuration: 120 };
    expect(sessionLengthIssue(30, type)).toBe(COACH_MESSAGES.minDuration(60));
    expect(sessionLengthIssue(150, type)).toBe(COACH_MESSAGES.maxDuration(120));
    expect(sessionLengthIssue(60, type)).toBeNull();
    expect(sessionLengthIssue(20, { isMinMaxEnabled: false, minListDuration: null, maxListDuration: null })).toBe(
      COACH_MESSAGES.minDuration(30),
    );
    expect(blockRangeIssue(at('10:00'), at('10:00'))).toBe(COACH_MESSAGES.invalidRange);
  });

  it('refuses an earliest book in advance outside 1 to 365 days and needs a lesson type and courts', () => {
    const input = {
      note: 'Private lessons',
      sport_id: 1,
      courts: [1],
      start_date: '2030-03-04',
      recurrence: null,
      book_pay_type: -1,
      rules: [{ days: [], start_time: '08:00', end_time: '12:00', price: 0, point_price: 0, advance: 0, buffer: 0 }],
      who_can_book: [{ for: 'allmembers' as const, values: [] }],
      filters: { min_age: null, max_age: null, min_level: null, max_level: null, gender: null },
      lesson_type_id: 2,
    };
    const context = {
      now: new Date('2030-03-01T00:00:00Z'),
      timeZone: 'UTC',
      slotMinutes: 30,
      paymentsConnected: false,
      paymentProvider: 'Sandbox',
    };
    expect(validateCoachAvailability(input, context)).toEqual({
      ok: false,
      field: 'rules.0.advance',
      message: COACH_MESSAGES.advance,
    });
    expect(validateCoachAvailability({ ...input, lesson_type_id: null }, context)).toMatchObject({
      field: 'lesson_type_id',
    });
    expect(validateCoachAvailability({ ...input, courts: [] }, context)).toMatchObject({
      message: COACH_MESSAGES.courts,
    });
    const fine = validateCoachAvailability({ ...input, rules: [{ ...input.rules[0]!, advance: 30 }] }, context);
    expect(fine.ok).toBe(true);
  });

  it('shows members only what their advance window and buffer allow, staff the blocked part too', () => {
    const rule: CoachAvailabilityRule = {
      id: 1,
      note: 'Private',
      sport_id: 1,
      court_ids: [7],
      start_date: '2030-03-04',
      recurrence: null,
      excluded_dates: [],
      book_pay_type: -1,
      who_can_book: [{ for: 'allmembers', values: [-3] }],
      filters: { min_age: null, max_age: null, min_level: null, max_level: null, gender: null },
      rows: [
        {
          id: 1,
          days: [],
          start_time: '08:00',
          end_time: '12:00',
          price: 6000,
          point_price: 0,
          advance_days: 1,
          buffer: 2,
        },
      ],
      coach_id: 5,
      lesson_type_id: 2,
    };
    const query = {
      availabilities: [rule],
      timeZone: 'UTC',
      from: at('00:00'),
      to: at('23:59'),
      now: at('07:00'),
      blocks: new Map([[5, [range('11:00', '12:00')]]]),
      coachBusy: new Map(),
      courtBusy: new Map([[7, [range('08:00', '09:00')]]]),
      minMinutes: 60,
    };
    const member = {
      userId: 9,
      isMember: true,
      isCoach: false,
      groupIds: [],
      planIds: [],
      facilityGroupIds: [],
      age: null,
      level: null,
      gender: null,
    };
    // The buffer keeps members out until 09:00; the court is taken until 09:00 anyway; 11:00-12:00 is blocked.
    expect(coachWindows({ ...query, person: member }).map((w) => [w.start, w.end, w.blocked])).toEqual([
      [at('09:00'), at('11:00'), false],
    ]);
    expect(coachWindows({ ...query, person: null }).map((w) => [w.start, w.end, w.blocked])).toEqual(
      [
        [at('11:00'), at('12:00'), true],
        [at('09:00'), at('11:00'), false],
      ].sort((a, b) => (a[0] as Date).getTime() - (b[0] as Date).getTime()),
    );
    // Two days ahead, a one-day advance has not opened yet for members.
    expect(coachWindows({ ...query, person: member, now: new Date('2030-03-02T07:00:00Z') })).toEqual([]);
  });
});

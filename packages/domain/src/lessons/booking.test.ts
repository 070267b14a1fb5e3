import { describe, expect, it } from 'vitest';
import { lessonAdmits, lessonBookingIssue, lessonCancelIssue, paysSpecialPrice } from './booking.js';

const zone = 'America/Chicago';
const start = new Date('2026-06-10T15:00:00Z'); // 10:00 in Chicago

describe('lesson booking window', () => {
  it('opens at local midnight advance days before and closes buffer hours before the start', () => {
    const base = { start, timeZone: zone, advance: 7, buffer: 2 };
    expect(lessonBookingIssue({ ...base, now: new Date('2026-06-03T04:59:00Z') })).toBe('too_far');
    expect(lessonBookingIssue({ ...base, now: new Date('2026-06-03T05:00:00Z') })).toBeNull();
    expect(lessonBookingIssue({ ...base, now: new Date('2026-06-10T13:00:00Z') })).toBeNull();
    expect(lessonBookingIssue({ ...base, now: new Date('2026-06-10T13:00:01Z') })).toBe('too_late');
    expect(lessonBookingIssue({ ...base, now: start })).toBe('started');
  });
  it('cancels up to the lesson’s hours before, never when cancellation is off', () => {
    expect(
      lessonCancelIssue({ now: new Date('2026-06-09T15:00:00Z'), start, cancelAllowed: true, hours: 24 }),
    ).toBeNull();
    expect(lessonCancelIssue({ now: new Date('2026-06-09T15:00:01Z'), start, cancelAllowed: true, hours: 24 })).toBe(
      'too_late',
    );
    expect(lessonCancelIssue({ now: new Date('2026-06-01T00:00:00Z'), start, cancelAllowed: false, hours: 0 })).toBe(
      'not_allowed',
    );
  });
  it('admits members by default and the who-can-book entries otherwise', () => {
    const person = {
      userId: 5,
      isMember: true,
      isCoach: false,
      groupIds: [3],
      planIds: [],
      facilityGroupIds: [],
      age: null,
      level: null,
      gender: null,
    };
    expect(lessonAdmits([], person)).toBe(true);
    expect(lessonAdmits([], { ...person, isMember: false })).toBe(false);
    expect(lessonAdmits([{ for: 'groups', values: [4] }], person)).toBe(false);
    expect(lessonAdmits([{ for: 'groups', values: [3] }], person)).toBe(true);
    expect(paysSpecialPrice([{ for: 'groups', values: [3] }], person)).toBe(true);
    expect(paysSpecialPrice([], person)).toBe(false);
  });
  it('takes nobody on a closed lesson and closes allow_booking_until hours before when later than the buffer', () => {
    const base = { start, timeZone: zone, advance: 7, buffer: 2 };
    expect(lessonBookingIssue({ ...base, closed: true, now: new Date('2026-06-09T00:00:00Z') })).toBe('closed');
    const until = { ...base, allowBookingUntil: 24 };
    expect(lessonBookingIssue({ ...until, now: new Date('2026-06-09T15:00:00Z') })).toBeNull();
    expect(lessonBookingIssue({ ...until, now: new Date('2026-06-09T15:00:01Z') })).toBe('too_late');
    // A shorter allow_booking_until than the buffer leaves the buffer in force.
    expect(lessonBookingIssue({ ...base, allowBookingUntil: 1, now: new Date('2026-06-10T13:30:00Z') })).toBe(
      'too_late',
    );
  });
  it('applies who-can-book filters as the availability rules do', () => {
    const person = {
      userId: 5,
      isMember: true,
      isCoach: false,
      groupIds: [],
      planIds: [],
      facilityGroupIds: [],
      age: 30,
      level: 3.5,
      gender: 'female' as const,
    };
    const filters = { min_age: 18, max_age: 40, min_level: 3, max_level: 4, gender: 'female' as const };
    expect(lessonAdmits([], person, filters)).toBe(true);
    expect(lessonAdmits([], { ...person, age: 17 }, filters)).toBe(false);
    expect(lessonAdmits([], { ...person, level: 4.5 }, filters)).toBe(false);
    expect(lessonAdmits([], { ...person, gender: 'male' }, filters)).toBe(false);
    expect(lessonAdmits([], { ...person, age: null }, filters)).toBe(false);
    expect(lessonAdmits([], { ...person, gender: 'male' }, { ...filters, gender: 'NA' })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { checkCustomerBooking, type CustomerBookingSettings } from './customer-booking.js';

const now = new Date('2026-03-02T10:00:00Z');
const settings: CustomerBookingSettings = {
  advanceTime: 7,
  allowBookingUntil: 2,
};
const at = (hoursFromNow: number, minutes = 60) => {
  const start = new Date(now.getTime() + hoursFromNow * 3600_000);
  return { start, end: new Date(start.getTime() + minutes * 60_000) };
};
const court = { partySize: 4 };

describe('checkCustomerBooking', () => {
  it('accepts a booking within every limit, and nothing to check', () => {
    expect(checkCustomerBooking(settings, [at(3)], 1, court, now)).toBeNull();
    expect(checkCustomerBooking(settings, [], 1, court, now)).toBeNull();
  });

  it('refuses the last occurrence beyond the advance time, and the first too close to now', () => {
    expect(checkCustomerBooking(settings, [at(3), at(8 * 24)], 1, court, now)).toEqual({
      rule: 'advanceTooFar',
      field: 'start_time',
    });
    expect(checkCustomerBooking(settings, [at(1)], 1, court, now)).toEqual({
      rule: 'tooLateToBook',
      field: 'start_time',
    });
  });

  it('refuses more players than the court takes', () => {
    expect(checkCustomerBooking(settings, [at(3)], 5, { partySize: 4 }, now)).toEqual({
      rule: 'partyFull',
      field: 'partners',
    });
  });
});

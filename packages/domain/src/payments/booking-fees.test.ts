import { describe, expect, it } from 'vitest';
import {
  bookingFeeAmount,
  noShowAt,
  owesLateCancelFee,
  owesNoShowFee,
  type BookingFeeSettings,
} from './booking-fees.js';

const settings: BookingFeeSettings = {
  noShowFee: 1500,
  noShowFeeMinutes: 15,
  lateCancelFee: 1000,
  feesChangedAt: new Date('2026-03-01T00:00:00Z'),
};
const start = new Date('2026-03-10T18:00:00Z');
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

describe('owesNoShowFee', () => {
  it('is due only once the grace after the start has passed', () => {
    expect(noShowAt(start, settings)).toEqual(minutes(15));
    expect(owesNoShowFee(settings, start, null, minutes(14))).toBe(false);
    expect(owesNoShowFee(settings, start, null, minutes(15))).toBe(true);
  });

  it('is excused by a check-in up to the grace, not after it', () => {
    expect(owesNoShowFee(settings, start, minutes(-10), minutes(30))).toBe(false);
    expect(owesNoShowFee(settings, start, minutes(15), minutes(30))).toBe(false);
    expect(owesNoShowFee(settings, start, minutes(16), minutes(30))).toBe(true);
  });

  it('is never charged without a fee, for bookings before the fee was set, or past the look-back', () => {
    expect(owesNoShowFee({ ...settings, noShowFee: 0 }, start, null, minutes(30))).toBe(false);
    expect(owesNoShowFee({ ...settings, feesChangedAt: minutes(1) }, start, null, minutes(30))).toBe(false);
    expect(owesNoShowFee(settings, start, null, minutes(15 + 8 * 24 * 60))).toBe(false);
  });
});

describe('owesLateCancelFee', () => {
  const window = { cancelAllowed: true, cancelAllowedHour: 24 };
  const booked = new Date('2026-03-05T00:00:00Z');

  it('charges a cancellation outside the window, not inside it', () => {
    expect(owesLateCancelFee(settings, window, start, booked, minutes(-23 * 60))).toBe(true);
    expect(owesLateCancelFee(settings, window, start, booked, minutes(-25 * 60))).toBe(false);
  });

  it('counts every cancellation as late when the club allows none', () => {
    expect(
      owesLateCancelFee(settings, { cancelAllowed: false, cancelAllowedHour: 0 }, start, booked, minutes(-48 * 60)),
    ).toBe(true);
  });

  it('owes nothing without a fee, once started, or for a booking made before the fee', () => {
    expect(owesLateCancelFee({ ...settings, lateCancelFee: 0 }, window, start, booked, minutes(-60))).toBe(false);
    expect(owesLateCancelFee(settings, window, start, booked, minutes(1))).toBe(false);
    expect(owesLateCancelFee(settings, window, start, new Date('2026-02-01T00:00:00Z'), minutes(-60))).toBe(false);
  });

  it('answers the amount of each kind', () => {
    expect(bookingFeeAmount(settings, 'no_show')).toBe(1500);
    expect(bookingFeeAmount(settings, 'late_cancel')).toBe(1000);
  });
});

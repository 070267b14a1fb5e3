import { describe, expect, it } from 'vitest';
import { guestFeeCharged, guestFeesAdded, guestFeesInPrice } from './guest-fees.js';

const fee = { money: 500, points: 3 };

describe('the guest-fee rule', () => {
  it('adds the fee per guest in money and points when the booking takes both', () => {
    expect(guestFeesAdded(-1, 2, fee)).toEqual({ price: 1000, points: 6 });
    expect(guestFeesAdded(-1, 0, fee)).toEqual({ price: 0, points: 0 });
  });

  it('zeroes the money fee for points only and the points fee for money only', () => {
    expect(guestFeesAdded(2, 2, fee)).toEqual({ price: 0, points: 6 });
    expect(guestFeesAdded(1, 2, fee)).toEqual({ price: 1000, points: 0 });
    expect(guestFeeCharged(2, 500)).toBe(0);
    expect(guestFeeCharged(1, 500)).toBe(500);
  });

  it('finds the fees inside a booked price, never more than the price and none when paid in points', () => {
    expect(guestFeesInPrice(-1, 4000, 3, 500)).toBe(1500);
    expect(guestFeesInPrice(1, 1200, 3, 500)).toBe(1200);
    expect(guestFeesInPrice(2, 4000, 3, 500)).toBe(0);
  });
});

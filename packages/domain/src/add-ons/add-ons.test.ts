import { describe, expect, it } from 'vitest';
import { addOnBookingPrice, addOnPriceLabel, addOnUnitsLeft } from './add-ons.js';

describe('addOnBookingPrice', () => {
  it('charges a per-booking add-on its price whatever the length', () => {
    expect(addOnBookingPrice({ price: 500, pointPrice: 5, per: 'booking' }, 180)).toEqual({
      price: 500,
      pointPrice: 5,
    });
  });
  it('prorates a per-hour add-on by the minutes, rounded', () => {
    expect(addOnBookingPrice({ price: 400, pointPrice: 10, per: 'hour' }, 90)).toEqual({ price: 600, pointPrice: 15 });
    expect(addOnBookingPrice({ price: 333, pointPrice: 1, per: 'hour' }, 20)).toEqual({ price: 111, pointPrice: 0 });
    expect(addOnBookingPrice({ price: 400, pointPrice: 0, per: 'hour' }, 0)).toEqual({ price: 0, pointPrice: 0 });
  });
});

describe('addOnUnitsLeft', () => {
  it('counts each held unit once', () => {
    expect(addOnUnitsLeft(2, [])).toBe(2);
    expect(addOnUnitsLeft(2, [1])).toBe(1);
    expect(addOnUnitsLeft(2, [1, 1, 2])).toBe(0);
  });
  it('never goes below zero when the stock was lowered', () => {
    expect(addOnUnitsLeft(1, [1, 2, 3])).toBe(0);
  });
});

describe('addOnPriceLabel', () => {
  it('shows money, the basis and points', () => {
    expect(addOnPriceLabel({ price: 400, pointPrice: 0, per: 'hour' })).toBe('$4.00 per hour');
    expect(addOnPriceLabel({ price: 1500, pointPrice: 20, per: 'booking' })).toBe('$15.00 per booking · 20 points');
  });
});

import { describe, expect, it } from 'vitest';
import { addMonthsUtc, couponCoversPeriod, couponDiscount, describeCoupon } from './coupons.js';

describe('couponDiscount', () => {
  it('takes a percentage rounded to the cent', () => {
    expect(couponDiscount(8900, { percentOff: 15, amountOff: null })).toBe(1335);
    expect(couponDiscount(999, { percentOff: 33, amountOff: null })).toBe(330);
    expect(couponDiscount(8900, { percentOff: 100, amountOff: null })).toBe(8900);
  });

  it('takes an amount, never more than the period costs', () => {
    expect(couponDiscount(8900, { percentOff: null, amountOff: 1000 })).toBe(1000);
    expect(couponDiscount(500, { percentOff: null, amountOff: 1000 })).toBe(500);
    expect(couponDiscount(0, { percentOff: 50, amountOff: null })).toBe(0);
  });
});

describe('couponCoversPeriod', () => {
  const start = new Date('2026-01-31T10:00:00Z');
  it('once covers only the first billed period', () => {
    const once = { percentOff: 10, amountOff: null, duration: 'once' as const, discountEndsAt: null };
    expect(couponCoversPeriod(once, start, 0)).toBe(true);
    expect(couponCoversPeriod(once, addMonthsUtc(start, 1), 1)).toBe(false);
  });

  it('repeating covers the periods that start before its end', () => {
    const ends = addMonthsUtc(start, 2);
    const repeating = { percentOff: 10, amountOff: null, duration: 'repeating' as const, discountEndsAt: ends };
    expect(couponCoversPeriod(repeating, start, 0)).toBe(true);
    expect(couponCoversPeriod(repeating, addMonthsUtc(start, 1), 1)).toBe(true);
    expect(couponCoversPeriod(repeating, ends, 2)).toBe(false);
  });

  it('forever covers every period', () => {
    const forever = { percentOff: null, amountOff: 500, duration: 'forever' as const, discountEndsAt: null };
    expect(couponCoversPeriod(forever, addMonthsUtc(start, 40), 40)).toBe(true);
  });
});

describe('addMonthsUtc', () => {
  it('keeps the day of the month, clamped to the month end', () => {
    expect(addMonthsUtc(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonthsUtc(new Date('2026-11-15T00:00:00Z'), 3).toISOString()).toBe('2027-02-15T00:00:00.000Z');
  });
});

describe('describeCoupon', () => {
  const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  it('says what the member gets', () => {
    expect(describeCoupon({ percentOff: 20, amountOff: null, duration: 'repeating', durationInMonths: 3 }, money)).toBe(
      '20% off for 3 months',
    );
    expect(describeCoupon({ percentOff: null, amountOff: 500, duration: 'once' }, money)).toBe(
      '$5.00 off the first payment',
    );
    expect(describeCoupon({ percentOff: 10, amountOff: null, duration: 'forever' }, money)).toBe(
      '10% off every payment',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { addBillingMonth, discountApplies, discountEnd, periodPrice, unusedCredit } from './club-billing.js';

describe('club billing rules', () => {
  it('adds a month keeping the day, clamped to the month end', () => {
    expect(addBillingMonth(new Date('2026-01-31T12:00:00Z')).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(addBillingMonth(new Date('2026-11-15T08:00:00Z')).toISOString()).toBe('2026-12-15T08:00:00.000Z');
  });

  it('prices a period with a percentage off and a credit, never below zero', () => {
    expect(periodPrice(19900, 25)).toEqual({ amount: 19900, discount: 4975, credit: 0, total: 14925 });
    expect(periodPrice(29900, 0, 10000)).toEqual({ amount: 29900, discount: 0, credit: 10000, total: 19900 });
    expect(periodPrice(14900, 50, 99999)).toEqual({ amount: 14900, discount: 7450, credit: 7450, total: 0 });
  });

  it('credits the unused share of a paid period', () => {
    const start = new Date('2026-03-01T00:00:00Z');
    const end = new Date('2026-03-31T00:00:00Z');
    expect(unusedCredit(30000, start, end, new Date('2026-03-16T00:00:00Z'))).toBe(15000);
    expect(unusedCredit(30000, start, end, end)).toBe(0);
    expect(unusedCredit(30000, start, end, new Date('2026-02-01T00:00:00Z'))).toBe(30000);
  });

  it('ends a discount after its months', () => {
    const from = new Date('2026-01-10T00:00:00Z');
    expect(discountEnd(from, 3)!.toISOString()).toBe('2026-04-10T00:00:00.000Z');
    expect(discountEnd(from, null)).toBeNull();
    expect(discountApplies(20, new Date('2026-04-10T00:00:00Z'), new Date('2026-03-10T00:00:00Z'))).toBe(true);
    expect(discountApplies(20, new Date('2026-04-10T00:00:00Z'), new Date('2026-04-10T00:00:00Z'))).toBe(false);
    expect(discountApplies(0, null, from)).toBe(false);
  });
});

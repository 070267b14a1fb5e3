import { describe, expect, it } from 'vitest';
import { slotPriceLabel } from './price';

describe('a free slot’s price label', () => {
  it('shows the money with its court-time tax, and points where the rule takes them', () => {
    const taxed = { main_value: 3000, tax: 266, total: 3266, point_value: 30 };
    expect(slotPriceLabel({ ...taxed, book_pay_type: 1 }, 'usd')).toBe('$30.00 · Tax $2.66 · Total $32.66');
    expect(slotPriceLabel({ ...taxed, book_pay_type: -1 }, 'usd')).toBe(
      '$30.00 · Tax $2.66 · Total $32.66 or 30 points',
    );
    expect(slotPriceLabel({ ...taxed, book_pay_type: 2 }, 'usd')).toBe('30 points');
    expect(slotPriceLabel({ main_value: 3000, tax: 0, total: 3000, point_value: 0, book_pay_type: -1 }, 'usd')).toBe(
      '$30.00',
    );
  });

  it('reads in money, points or both by the rule’s pay type, and No charge when nothing is asked', () => {
    const untaxed = (main_value: number) => ({ main_value, tax: 0, total: main_value });
    expect(slotPriceLabel({ ...untaxed(1600), point_value: 16, book_pay_type: -1 }, 'usd')).toBe('$16.00 or 16 points');
    expect(slotPriceLabel({ ...untaxed(3000), point_value: 15, book_pay_type: 1 }, 'usd')).toBe('$30.00');
    expect(slotPriceLabel({ ...untaxed(0), point_value: 1, book_pay_type: 2 }, 'usd')).toBe('1 point');
    expect(slotPriceLabel({ ...untaxed(0), point_value: 0, book_pay_type: -1 }, 'usd')).toBe('No charge');
  });
});

import { describe, expect, it } from 'vitest';
import { slotPriceLabel } from './price';

describe('a free time’s price', () => {
  it('reads in money, points or both by the rule’s pay type, and No charge when nothing is asked', () => {
    expect(slotPriceLabel({ main_value: 1600, point_value: 16, book_pay_type: -1 }, 'usd')).toBe('$16.00 or 16 points');
    expect(slotPriceLabel({ main_value: 3000, point_value: 15, book_pay_type: 1 }, 'usd')).toBe('$30.00');
    expect(slotPriceLabel({ main_value: 0, point_value: 1, book_pay_type: 2 }, 'usd')).toBe('1 point');
    expect(slotPriceLabel({ main_value: 0, point_value: 0, book_pay_type: -1 }, 'usd')).toBe('No charge');
  });
});

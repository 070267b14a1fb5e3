import { describe, expect, it } from 'vitest';
import { changeDue, ean13CheckDigit, internalBarcode, priceCart, shareOut, unitPriceOf } from './cart.js';

const rate = (percentage: number, inclusive = false) => ({ id: 1, percentage, inclusive });

describe('the shop cart (issue 28 point 5)', () => {
  it('sells at the member price only to a member and only when it is lower', () => {
    expect(unitPriceOf({ price: 1000, memberPrice: 800 }, true)).toBe(800);
    expect(unitPriceOf({ price: 1000, memberPrice: 800 }, false)).toBe(1000);
    expect(unitPriceOf({ price: 1000, memberPrice: null }, true)).toBe(1000);
  });

  it('shares a cart discount out in proportion, adding up exactly', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
    expect(shareOut(7, [0, 0])).toEqual([0, 0]);
    expect(shareOut(10, [300, 100]).reduce((a, b) => a + b)).toBe(10);
  });

  it('taxes each line by its own rate after its discounts', () => {
    const priced = priceCart(
      [
        { price: 1000, memberPrice: null, quantity: 2, discount: 200, tax: rate(10) },
        { price: 500, memberPrice: 400, quantity: 1, discount: 0, tax: null },
        { price: 1100, memberPrice: null, quantity: 1, discount: 0, tax: rate(10, true) },
      ],
      300,
      true,
    );
    if ('kind' in priced) throw new Error('priced');
    expect(priced.subtotal).toBe(2000 + 400 + 1100);
    expect(priced.discount).toBe(200 + 300);
    expect(priced.lines[1]).toMatchObject({ unitPrice: 400, memberPriced: true });
    // 1800 after the line discount, less its share of 300 over 1800/400/1100.
    const first = priced.lines[0]!;
    expect(first.tax).toBe(Math.round((2000 - first.discount) * 0.1));
    expect(first.total).toBe(2000 - first.discount + first.tax);
    // Inclusive: the tax is inside the price, the total is what is left after discounts.
    const third = priced.lines[2]!;
    expect(third.taxInclusive).toBe(true);
    expect(third.total).toBe(1100 - third.discount);
    expect(priced.total).toBe(priced.lines.reduce((sum, line) => sum + line.total, 0));
  });

  it('refuses a discount above what it is taken off', () => {
    expect(priceCart([{ price: 100, memberPrice: null, quantity: 1, discount: 101, tax: null }], 0, false)).toEqual({
      kind: 'lineDiscount',
      index: 0,
      max: 100,
    });
    expect(priceCart([{ price: 100, memberPrice: null, quantity: 2, discount: 50, tax: null }], 151, false)).toEqual({
      kind: 'cartDiscount',
      max: 150,
    });
  });

  it('gives change and makes valid internal EAN-13 barcodes', () => {
    expect(changeDue(2000, 1750)).toBe(250);
    expect(changeDue(1000, 1750)).toBe(0);
    expect(ean13CheckDigit('400638133393')).toBe('1');
    expect(internalBarcode(42)).toMatch(/^2\d{12}$/);
    expect(internalBarcode(42).slice(-1)).toBe(ean13CheckDigit(internalBarcode(42).slice(0, 12)));
  });
});

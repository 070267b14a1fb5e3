import { describe, expect, it } from 'vitest';
import { courtTimeLines, courtTimeQuote, formatTaxedPrice, taxedLines } from './court-time-tax.js';

const salesTax = { id: 1, percentage: 8.25, inclusive: false };
const cityTax = { id: 2, percentage: 0.625, inclusive: false };
const vat = { id: 3, percentage: 20, inclusive: true };

describe('court time with its tax', () => {
  it('splits guest fees into lines of their own, as the charge does', () => {
    expect(courtTimeLines(3000, 0, 500)).toEqual([3000]);
    expect(courtTimeLines(4000, 2, 500)).toEqual([3000, 500, 500]);
    expect(courtTimeLines(1000, 2, 500)).toEqual([500, 500]);
    // Fees the price cannot hold: one line, as bookingLines answers.
    expect(courtTimeLines(800, 2, 500)).toEqual([800]);
    expect(courtTimeLines(3000, 2, 0)).toEqual([3000]);
  });

  it('adds exclusive taxes per line and keeps inclusive ones inside the price', () => {
    expect(courtTimeQuote(3000, 0, 0, [salesTax])).toEqual({ price: 3000, tax: 248, total: 3248 });
    expect(courtTimeQuote(3000, 0, 0, [salesTax, cityTax])).toEqual({ price: 3000, tax: 267, total: 3267 });
    expect(courtTimeQuote(3000, 0, 0, [vat])).toEqual({ price: 3000, tax: 500, total: 3000 });
    expect(courtTimeQuote(3000, 0, 0, [])).toEqual({ price: 3000, tax: 0, total: 3000 });
  });

  it('rounds each line as the charge does, not the sum', () => {
    // 8.25 % of 1010 is 83.325 → 83; of 505 twice 41.6625 → 42 + 42 = 84.
    expect(taxedLines([1010], [salesTax]).tax).toBe(83);
    expect(courtTimeQuote(1010, 2, 505, [salesTax])).toEqual({ price: 1010, tax: 84, total: 1094 });
  });

  it('reads as the price, its tax and the total', () => {
    expect(formatTaxedPrice({ price: 3000, tax: 0, total: 3000 })).toBe('$30.00');
    expect(formatTaxedPrice({ price: 3000, tax: 248, total: 3248 })).toBe('$30.00 · Tax $2.48 · Total $32.48');
    expect(formatTaxedPrice({ price: 3000, tax: 500, total: 3000 })).toBe('$30.00 incl. tax $5.00');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineTaxes, refundTax, totalPercent } from './taxes.js';

const sales = { id: 1, percentage: 8.25, inclusive: false };
const city = { id: 2, percentage: 1.5, inclusive: false };
const vat = { id: 3, percentage: 20, inclusive: true };

describe('tax on a line', () => {
  it('adds exclusive rates: tax per rate = price × percentage rounded to cents', () => {
    expect(lineTaxes(1000, [sales, city])).toEqual({
      net: 1000,
      taxes: [
        { id: 1, amount: 83 },
        { id: 2, amount: 15 },
      ],
      tax: 98,
      total: 1098,
    });
  });

  it('takes inclusive rates out of the price', () => {
    expect(lineTaxes(1200, [vat])).toEqual({ net: 1000, taxes: [{ id: 3, amount: 200 }], tax: 200, total: 1200 });
    // 1000 / 1.2 = 833.33: the tax is 167 and the net absorbs the rounding.
    expect(lineTaxes(1000, [vat])).toMatchObject({ net: 833, tax: 167, total: 1000 });
  });

  it('applies exclusive rates to the net when both kinds are selected', () => {
    expect(lineTaxes(1200, [vat, sales])).toEqual({
      net: 1000,
      taxes: [
        { id: 3, amount: 200 },
        { id: 1, amount: 83 },
      ],
      tax: 283,
      total: 1283,
    });
  });

  it("treats every rate as included in the cash dialog's Total mode", () => {
    expect(lineTaxes(1083, [sales], true)).toEqual({ net: 1000, taxes: [{ id: 1, amount: 83 }], tax: 83, total: 1083 });
  });

  it('has no tax without rates, and sums the percentages', () => {
    expect(lineTaxes(999, [])).toEqual({ net: 999, taxes: [], tax: 0, total: 999 });
    expect(totalPercent([sales, city])).toBe(9.75);
  });
});

describe('refunding tax in proportion', () => {
  const line = { total: 1083, tax: 83, amountRefunded: 0, taxRefunded: 0 };
  it('refunds the tax share of a partial refund', () => {
    expect(refundTax(500, line)).toBe(38);
  });
  it('refunds exactly the tax left with the last refund', () => {
    expect(refundTax(583, { ...line, amountRefunded: 500, taxRefunded: 38 })).toBe(45);
    expect(refundTax(1083, line)).toBe(83);
  });
});

describe('tax properties', () => {
  const rate = fc.record({
    id: fc.integer({ min: 1, max: 1000 }),
    percentage: fc.integer({ min: 0, max: 9999 }).map((points) => points / 100),
    inclusive: fc.boolean(),
  });
  it('keeps cents whole and the parts adding up: net + tax = total, and inclusive rates stay in the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.array(rate, { maxLength: 4 }), (price, rates) => {
        const result = lineTaxes(price, rates);
        expect(Number.isInteger(result.tax) && Number.isInteger(result.net)).toBe(true);
        expect(result.net + result.tax).toBe(result.total);
        expect(result.taxes.reduce((sum, tax) => sum + tax.amount, 0)).toBe(result.tax);
        const exclusive = result.taxes.filter((_, index) => !rates[index]!.inclusive);
        expect(result.total - price).toBe(exclusive.reduce((sum, tax) => sum + tax.amount, 0));
      }),
    );
  });
  it('refunds all the tax of a line over any sequence of partial refunds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 9999 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 6 }),
        (price, points, parts) => {
          const tax = lineTaxes(price, [{ id: 1, percentage: points / 100, inclusive: false }]);
          const line = { total: tax.total, tax: tax.tax, amountRefunded: 0, taxRefunded: 0 };
          for (const part of [...parts, tax.total]) {
            const amount = Math.min(part, line.total - line.amountRefunded);
            if (amount === 0) break;
            const share = refundTax(amount, line);
            expect(share).toBeGreaterThanOrEqual(0);
            line.amountRefunded += amount;
            line.taxRefunded += share;
          }
          expect(line).toMatchObject({ amountRefunded: tax.total, taxRefunded: tax.tax });
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { formatPercent, rateUnits, formatCents, parseCents, percentOf, proportion, sumCents } from './money.js';

describe('money in cents', () => {
  it('takes a percentage of cents rounded half up, without float drift', () => {
    expect(rateUnits(8.25)).toBe(8250);
    expect(rateUnits(0.07)).toBe(70);
    expect(rateUnits(8.875)).toBe(8875);
    expect(percentOf(10_000, 8.875)).toBe(888); // 887.5 → 888
    expect(percentOf(4900, 8.875)).toBe(435); // 434.875
    expect(percentOf(1000, 8.25)).toBe(83); // 82.5 → 83
    expect(percentOf(1999, 7)).toBe(140); // 139.93
    expect(percentOf(10, 5)).toBe(1); // 0.5 → 1
    expect(percentOf(0, 20)).toBe(0);
    expect(percentOf(100_000_000, 99.99)).toBe(99_990_000);
  });

  it('splits in proportion and sums', () => {
    expect(proportion(500, 83, 1083)).toBe(38);
    expect(proportion(100, 1, 3)).toBe(33);
    expect(proportion(5, 1, 0)).toBe(0);
    expect(sumCents([1, 2, 3])).toBe(6);
  });

  it('parses typed amounts and formats cents with two decimals', () => {
    expect(parseCents('12.5')).toBe(1250);
    expect(parseCents('$1,234.56')).toBe(123456);
    expect(parseCents('7')).toBe(700);
    expect(parseCents('1.234')).toBeNull();
    expect(parseCents('abc')).toBeNull();
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5, 'eur')).toBe('€0.05');
  });

  it('shows a rate with two decimals, and the third where it has one', () => {
    expect(formatPercent(8.25)).toBe('8.25%');
    expect(formatPercent(8.875)).toBe('8.875%');
    expect(formatPercent(7)).toBe('7.00%');
    expect(formatPercent(0.125)).toBe('0.125%');
  });
});

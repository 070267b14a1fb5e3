/**
 * Money arithmetic in integer cents (issue 12): every amount the product stores or sends is whole cents, so sums
 * are exact; only a percentage turns into a fraction, and `percentOf` rounds it back to cents, half away from zero.
 */

/**
 * Thousandths of a percent in one percent: tax rates keep three decimals (New York City's 8.875 %), so a rate is
 * counted in these whole units (8.875 % → 8875) and no float reaches the math.
 */
export const RATE_UNITS_PER_PERCENT = 1000;
/** What 100 % is in rate units. */
export const WHOLE_IN_RATE_UNITS = 100 * RATE_UNITS_PER_PERCENT;

/** A percentage with at most three decimals in whole thousandths of a percent (8.875 % → 8875, 8.25 % → 8250). */
export function rateUnits(percentage: number): number {
  return Math.round(percentage * RATE_UNITS_PER_PERCENT);
}

/**
 * "8.25%", "8.875%", "7.00%": a tax rate with the two decimals the spec shows, and the third where the rate has one
 * (docs/decisions.md "Tax rates with three decimals").
 */
export function formatPercent(percentage: number): string {
  const thirdDecimal = rateUnits(percentage) % 10 !== 0;
  return `${percentage.toFixed(thirdDecimal ? 3 : 2)}%`;
}

/** Rounds a non-negative fraction numerator/denominator to the nearest whole, halves up. */
function roundedDivision(numerator: number, denominator: number): number {
  const sign = numerator < 0 ? -1 : 1;
  const magnitude = Math.abs(numerator);
  return sign * Math.floor((2 * magnitude + denominator) / (2 * denominator));
}

/** `percentage` % of `cents`, rounded to cents (spec 3 section 5: price / 100 × percentage). */
export function percentOf(cents: number, percentage: number): number {
  return roundedDivision(cents * rateUnits(percentage), WHOLE_IN_RATE_UNITS);
}

/** `cents` × part / whole rounded to cents: the share of an amount in proportion (a refund's share of tax). */
export function proportion(cents: number, part: number, whole: number): number {
  if (whole === 0) return 0;
  return roundedDivision(cents * part, whole);
}

export function sumCents(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0);
}

/** Dollars and cents as typed ("12.5", "1,234.56") to cents; null when it is not an amount with up to 2 decimals. */
export function parseCents(text: string): number | null {
  const value = text.trim().replace(/,/g, '').replace(/^\$/, '');
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** Cents shown with two decimals in the currency given (spec 3 section 9: amounts shown with 2 decimals). */
export function formatCents(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

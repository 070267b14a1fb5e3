/**
 * What the payments screens add to domain's money (formatCents, parseCents): amounts are integer cents in the API
 * and typed and read as dollars with two decimals (spec 3 section 9).
 */

/** The currency's symbol ("$", "€") for an amount input. */
export function currencySymbol(currency: string): string {
  try {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).formatToParts(
      0,
    );
    return parts.find((part) => part.type === 'currency')?.value ?? currency.toUpperCase();
  } catch {
    return currency.toUpperCase();
  }
}

// A tax rate as people read it: domain's formatPercent ("8.25%", "8.875%").
export { formatPercent } from '@fairplay/domain';

/** Cents as an amount input shows them ("12.50"). */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}

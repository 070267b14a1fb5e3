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

/** "8.25%": a tax rate's percentage with two decimals (spec 3 section 5). */
export function formatPercent(percentage: number): string {
  return `${percentage.toFixed(2)}%`;
}

/** Cents as an amount input shows them ("12.50"). */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}

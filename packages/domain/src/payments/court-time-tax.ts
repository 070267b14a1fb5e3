import { formatCents, sumCents } from './money.js';
import { lineTaxes, type TaxRate } from './taxes.js';

/**
 * Court time priced with its tax (issue 24 point 4): the club's court-time taxes on each line of the booking's
 * charge, computed line by line as the charge computes them (payments' priceLines runs lineTaxes per line), so the
 * total a person is shown is the total charged to the cent.
 */
export interface TaxedPrice {
  /** The price before exclusive taxes (inclusive taxes are inside it). */
  price: number;
  tax: number;
  /** What is charged: the price plus the exclusive taxes. */
  total: number;
}

/**
 * The lines of a court booking's charge in cents: the court time, then one line per guest with the club's guest
 * fee, as booking payments' bookingLines makes them; one line when there are no guest fees or they would not fit
 * in the price (fees capped at the price).
 */
export function courtTimeLines(price: number, guests: number, guestFee: number): number[] {
  const fees = guests * guestFee;
  if (guests === 0 || guestFee === 0 || fees > price) return [price];
  return [price - fees, ...Array.from({ length: guests }, () => guestFee)].filter((amount) => amount > 0);
}

/** Lines taxed each with the same rates, summed. */
export function taxedLines(lines: readonly number[], rates: readonly TaxRate[]): TaxedPrice {
  const taxed = lines.map((amount) => lineTaxes(amount, rates));
  return {
    price: sumCents(lines),
    tax: sumCents(taxed.map((line) => line.tax)),
    total: sumCents(taxed.map((line) => line.total)),
  };
}

/** A slot's court-time price (guest fees included) with the court-time taxes, as its charge will have it. */
export function courtTimeQuote(price: number, guests: number, guestFee: number, rates: readonly TaxRate[]): TaxedPrice {
  return taxedLines(courtTimeLines(price, guests, guestFee), rates);
}

/**
 * "$30.00" untaxed; "$30.00 · Tax $2.48 · Total $32.48" with exclusive taxes; "$30.00 incl. tax $2.27" when the
 * taxes are inside the price.
 */
export function formatTaxedPrice(taxed: TaxedPrice, currency = 'usd'): string {
  const price = formatCents(taxed.price, currency);
  if (taxed.tax === 0) return price;
  const tax = formatCents(taxed.tax, currency);
  if (taxed.total === taxed.price) return `${price} incl. tax ${tax}`;
  return `${price} · Tax ${tax} · Total ${formatCents(taxed.total, currency)}`;
}

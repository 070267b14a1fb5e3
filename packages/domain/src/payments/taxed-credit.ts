import { lineTaxes, type LineTaxes, type TaxRate } from './taxes.js';
import type { Proration } from './proration.js';

/**
 * Tax on plan money that account credit pays (issue 25 point 7). A member's credit is money the club owes them with
 * its tax in it, as a card processor's customer balance is: the unused part of a plan is given back with the tax it
 * was charged with, and whatever credit pays for (the rest of a new plan, a renewal) is revenue taxed by the same
 * rule as any charge (`lineTaxes`). So every cent of plan revenue has its tax posted, however it was paid.
 */

/** A price (before exclusive taxes) and what it costs with its taxes. */
export interface TaxedPart extends LineTaxes {
  /** The price before exclusive taxes (the amount a charge of it would name). */
  price: number;
}

function taxed(price: number, rates: readonly TaxRate[]): TaxedPart {
  return { price, ...lineTaxes(price, rates) };
}

/**
 * The largest part of `price` that `credit` pays with its taxes: the whole price when the credit covers its total,
 * else the largest price whose total (price plus exclusive taxes, each rounded as a charge rounds them) fits in the
 * credit. A total grows with the price, so the part is found by halving.
 */
export function creditCovers(credit: number, price: number, rates: readonly TaxRate[]): TaxedPart {
  const whole = taxed(Math.max(0, price), rates);
  if (credit >= whole.total) return whole;
  let low = 0;
  let high = whole.price;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (taxed(middle, rates).total <= credit) low = middle;
    else high = middle - 1;
  }
  return taxed(low, rates);
}

export interface TaxedProration {
  /** The unused part of the old plan with the tax it was charged: all of it becomes credit. */
  unused: TaxedPart;
  /** The new plan for the rest of the period with its tax. */
  remainder: TaxedPart;
  /** The part of the remainder the credit (given now and held before) pays, with its tax. */
  fromCredit: TaxedPart;
  /** The part of the remainder charged to the card now, with its tax (the charge computes the same). */
  card: TaxedPart;
  /** Credit left after the change, tax included. */
  creditAfter: number;
}

/**
 * A plan change's proration with its taxes: `oldRates` are the old plan's (the unused part gives back what they
 * took), `newRates` the new plan's; `heldCredit` is credit held from before, tax included. Credit pays first.
 */
export function taxProration(
  proration: Pick<Proration, 'unusedCredit' | 'newRemainder'>,
  oldRates: readonly TaxRate[],
  newRates: readonly TaxRate[],
  heldCredit: number,
): TaxedProration {
  const unused = taxed(proration.unusedCredit, oldRates);
  const remainder = taxed(proration.newRemainder, newRates);
  const credit = unused.total + Math.max(0, heldCredit);
  const fromCredit = creditCovers(credit, remainder.price, newRates);
  const card = taxed(remainder.price - fromCredit.price, newRates);
  return { unused, remainder, fromCredit, card, creditAfter: credit - fromCredit.total };
}

/** Held credit taken off a renewal of `price` (after its coupon) with `rates`: the part paid and the credit left. */
export function renewalCredit(
  price: number,
  heldCredit: number,
  rates: readonly TaxRate[],
): { covered: TaxedPart; left: number } {
  const covered = creditCovers(Math.max(0, heldCredit), price, rates);
  return { covered, left: Math.max(0, heldCredit) - covered.total };
}

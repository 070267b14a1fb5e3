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

/**
 * How a price is paid by credit first and a card for the rest, never leaving the card a charge under the
 * processor's minimum (issue 25 point 9): a card part under `minimum` is raised to the smallest part that reaches
 * it, so less credit is used (and kept for later); when even the whole price does not reach it, the uncovered part
 * is not charged at all (`forgone`: less than the minimum, which the club forgoes rather than charge alone).
 */
export function payWithCredit(
  credit: number,
  price: number,
  rates: readonly TaxRate[],
  minimum = 0,
): { fromCredit: TaxedPart; card: TaxedPart; forgone: number } {
  const fromCredit = creditCovers(credit, price, rates);
  const card = taxed(price - fromCredit.price, rates);
  if (card.total === 0 || card.total >= minimum) return { fromCredit, card, forgone: 0 };
  if (taxed(price, rates).total < minimum) return { fromCredit, card: taxed(0, rates), forgone: card.price };
  let low = card.price;
  let high = price;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (taxed(middle, rates).total >= minimum) high = middle;
    else low = middle + 1;
  }
  return { fromCredit: taxed(price - low, rates), card: taxed(low, rates), forgone: 0 };
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
  /** A part under the minimum card charge that credit could not pay: not charged (see `payWithCredit`). */
  forgone: number;
  /** Credit left after the change, tax included. */
  creditAfter: number;
}

/**
 * A plan change's proration with its taxes: `oldRates` are the old plan's (the unused part gives back what they
 * took), `newRates` the new plan's; `heldCredit` is credit held from before, tax included. Credit pays first; the
 * card is never left a charge under `minimum`.
 */
export function taxProration(
  proration: Pick<Proration, 'unusedCredit' | 'newRemainder'>,
  oldRates: readonly TaxRate[],
  newRates: readonly TaxRate[],
  heldCredit: number,
  minimum = 0,
): TaxedProration {
  const unused = taxed(proration.unusedCredit, oldRates);
  const remainder = taxed(proration.newRemainder, newRates);
  const credit = unused.total + Math.max(0, heldCredit);
  const paid = payWithCredit(credit, remainder.price, newRates, minimum);
  return { unused, remainder, ...paid, creditAfter: credit - paid.fromCredit.total };
}

/**
 * Held credit taken off a renewal of `price` (after its coupon) with `rates`: the part credit pays, the part the
 * card is charged (never under `minimum`), and the credit left.
 */
export function renewalCredit(
  price: number,
  heldCredit: number,
  rates: readonly TaxRate[],
  minimum = 0,
): { covered: TaxedPart; card: TaxedPart; forgone: number; left: number } {
  const paid = payWithCredit(Math.max(0, heldCredit), price, rates, minimum);
  return {
    covered: paid.fromCredit,
    card: paid.card,
    forgone: paid.forgone,
    left: Math.max(0, heldCredit) - paid.fromCredit.total,
  };
}

import { lineTaxes, type TaxRate } from '../payments/taxes.js';

/**
 * The pro shop's cart prices (issue 28 point 5), the same on the register and the server: each line's price
 * (the member price when a member is picked and the item has one), its own discount, its share of the cart's
 * discount, and its tax from its category's rate on what is left.
 */
export interface CartLineInput {
  price: number;
  memberPrice: number | null;
  quantity: number;
  /** The line's own discount in cents (off price × quantity). */
  discount: number;
  tax: TaxRate | null;
}

export interface PricedCartLine {
  unitPrice: number;
  memberPriced: boolean;
  quantity: number;
  /** The line's own discount plus its share of the cart's. */
  discount: number;
  tax: number;
  taxInclusive: boolean;
  taxPercent: number;
  total: number;
}

export interface PricedCart {
  lines: PricedCartLine[];
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

export type CartProblem = { kind: 'lineDiscount'; index: number; max: number } | { kind: 'cartDiscount'; max: number };

/** The unit price a line sells at: the member price for a member, when the item has one below its price. */
export function unitPriceOf(line: Pick<CartLineInput, 'price' | 'memberPrice'>, forMember: boolean): number {
  return forMember && line.memberPrice !== null && line.memberPrice < line.price ? line.memberPrice : line.price;
}

/**
 * Splits `amount` over `weights` in proportion, largest remainders first, so the shares add up to it exactly.
 */
export function shareOut(amount: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  if (whole === 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / whole);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** Prices a cart, or names what is wrong with its discounts. */
export function priceCart(
  lines: readonly CartLineInput[],
  cartDiscount: number,
  forMember: boolean,
): PricedCart | CartProblem {
  const gross = lines.map((line) => unitPriceOf(line, forMember) * line.quantity);
  for (const [index, line] of lines.entries())
    if (line.discount > gross[index]!) return { kind: 'lineDiscount', index, max: gross[index]! };
  const afterLine = lines.map((line, index) => gross[index]! - line.discount);
  const room = afterLine.reduce((sum, value) => sum + value, 0);
  if (cartDiscount > room) return { kind: 'cartDiscount', max: room };
  const shares = shareOut(cartDiscount, afterLine);
  const priced = lines.map((line, index): PricedCartLine => {
    const net = afterLine[index]! - shares[index]!;
    const taxed = line.tax ? lineTaxes(net, [line.tax]) : { tax: 0, total: net };
    return {
      unitPrice: unitPriceOf(line, forMember),
      memberPriced: unitPriceOf(line, forMember) !== line.price,
      quantity: line.quantity,
      discount: line.discount + shares[index]!,
      tax: taxed.tax,
      taxInclusive: line.tax?.inclusive ?? false,
      taxPercent: line.tax?.percentage ?? 0,
      total: taxed.total,
    };
  });
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    lines: priced,
    subtotal: sum(gross),
    discount: sum(priced.map((line) => line.discount)),
    tax: sum(priced.map((line) => line.tax)),
    total: sum(priced.map((line) => line.total)),
  };
}

/** Change due on cash: what was handed over beyond the cash part of the sale. */
export function changeDue(tendered: number, amount: number): number {
  return Math.max(0, tendered - amount);
}

/**
 * A club-internal EAN-13 for an item that came without a barcode: the in-store prefix 2, then the item's number,
 * then the check digit, so scanners read it and it never collides with a maker's code.
 */
export function internalBarcode(itemId: number): string {
  const body = `2${String(itemId).padStart(11, '0')}`;
  return body + ean13CheckDigit(body);
}

/** The EAN-13 check digit of 12 digits. */
export function ean13CheckDigit(digits: string): string {
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return String((10 - (sum % 10)) % 10);
}

import { BOOK_PAY_TYPE, type BookPayType, type CheckoutOptions, type PaymentCustomer } from '@fairplay/contracts';

/** How a booking is paid in the checkout (spec 3: Saved Card, New Card, Cash, Points). */
export type CheckoutMethod = 'saved' | 'new_card' | 'cash' | 'check' | 'terminal' | 'points';

export const METHOD_LABELS: Record<CheckoutMethod, string> = {
  saved: 'Saved Card',
  new_card: 'New Card',
  cash: 'Cash',
  check: 'Check',
  terminal: 'Terminal',
  points: 'Points',
};

/**
 * What the picker offers by the book pay type (spec 3: '1' money only, '2' points only, '-1' the customer's
 * choice): the money methods when money is taken and the price is above 0, and Points when points are taken and
 * the points price is above 0.
 */
export function methodsByPayType(
  money: CheckoutMethod[],
  price: number | null,
  points: { price: number; payType: BookPayType } | null,
): CheckoutMethod[] {
  const takesMoney = points === null || points.payType !== BOOK_PAY_TYPE.pointsOnly;
  const offered = takesMoney && price !== null && price > 0 ? [...money] : [];
  if (points !== null && points.payType !== BOOK_PAY_TYPE.moneyOnly && points.price > 0) offered.push('points');
  return offered;
}

/**
 * The methods the picker offers (spec 2 section 6): Cash only for staff who take payments; Saved Card only when the
 * payer has a payment account with a usable card; cards only when the club's account is connected.
 */
export function methodsOffered(
  options: CheckoutOptions,
  payer: PaymentCustomer | undefined,
  /** A check as well as cash (the desk taking what a saved booking owes). */
  checks = false,
  /** A card reader is online for the desk (the terminal, for what a saved booking owes). */
  terminal = false,
): CheckoutMethod[] {
  const methods: CheckoutMethod[] = [];
  if (options.card_payments && savedCards(payer).length > 0) methods.push('saved');
  if (options.card_payments) methods.push('new_card');
  if (options.takes_payments) methods.push('cash');
  if (options.takes_payments && checks) methods.push('check');
  if (options.card_payments && options.takes_payments && terminal) methods.push('terminal');
  return methods;
}

/** The payer's verified saved cards, when they have a payment account. */
export function savedCards(payer: PaymentCustomer | undefined) {
  if (!payer?.payment_account_id) return [];
  return payer.methods.filter((method) => method.object === 'card' && method.status === 'verified');
}

/**
 * A member's choices (spec 2 section 6): 'Book and Pay in Person' only when the price loaded and the club takes
 * payment in person or the price is 0; paying by card only when the club's account is connected and the price is
 * above 0.
 */
export function memberChoices(options: CheckoutOptions, price: number | null) {
  return {
    payInPerson: price !== null && (options.pay_in_person || price === 0),
    payByCard: price !== null && price > 0 && options.card_payments,
  };
}

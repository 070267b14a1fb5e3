/**
 * Status words that match the money (issue 24): what a booking owes and how its payment state reads, what a charge
 * reads once refunded, and what a member owes in all. The server writes the court sheet's dots, the booking's
 * Payments tab and the member's balance from these rules, and the web shows the same words, so no screen reads a
 * $0.00 booking as not paid or a refunded charge as paid.
 */

/** What a booking still owes in money (cents): its booked price less what payments took of it, never below 0. */
export function bookingOwed(price: number, taken: number): number {
  return Math.max(0, price - taken);
}

/** The money facts of one booking (one occurrence) the payment state is read from. */
export interface BookingMoney {
  /** The price it was booked at, in cents (0: free in money). */
  price: number;
  /** Its price in points by its rule (0: none). */
  points: number;
  /** Cents its paid payments cover; null when no payment of it is paid (a payment in points may cover 0 cents). */
  paid: number | null;
  /** Whether a payment of it is held on a card (authorized, or scheduled to be). */
  held: boolean;
  /** Marked paid outside the product's payments (the spec's make_it_paid). */
  markedPaid: boolean;
  /** Marked authorized outside the product's payments (the spec's authorized). */
  markedAuthorized: boolean;
}

/**
 * How a booking's payment reads: `paid` (marked so, or its paid payments cover its price), `authorized` (held on a
 * card), `free` (priced at nothing in money and points: nothing to pay, never "not paid"), `partly` (paid in part,
 * the rest owed) or `unpaid`.
 */
export type BookingPaymentState = 'paid' | 'authorized' | 'free' | 'partly' | 'unpaid';

export const BOOKING_PAYMENT_STATES: readonly BookingPaymentState[] = [
  'paid',
  'authorized',
  'free',
  'partly',
  'unpaid',
];

export function bookingPaymentState(money: BookingMoney): BookingPaymentState {
  if (money.markedPaid) return 'paid';
  if (money.paid !== null && money.paid >= money.price) return 'paid';
  // Money in flight on a card reads as such, whatever the price says.
  if (money.held || money.markedAuthorized) return 'authorized';
  if (money.price === 0 && money.points === 0) return 'free';
  if (money.paid !== null && money.paid > 0) return 'partly';
  return 'unpaid';
}

/** The words of a booking's payment state, as the booking's details and the court sheet's legend write them. */
export const BOOKING_PAYMENT_WORDS: Record<BookingPaymentState, string> = {
  paid: 'Paid',
  authorized: 'Authorized',
  free: 'No charge',
  partly: 'Partly paid',
  unpaid: 'Not paid',
};

/** What remains owed of a booking as the member's balance counts it: nothing once marked paid, else `bookingOwed`. */
export function bookingOwedOf(booking: { price: number; taken: number; markedPaid: boolean }): number {
  return booking.markedPaid ? 0 : bookingOwed(booking.price, booking.taken);
}

/**
 * A charge's state as its money stands: a charge that took money (`succeeded`) and was given back whole reads
 * `refunded`, in part `partly_refunded`; any other keeps its own status.
 */
export function chargeMoneyState<S extends string>(charge: {
  status: S;
  total: number;
  amount_refunded: number;
}): S | 'refunded' | 'partly_refunded' {
  if (charge.status !== 'succeeded' || charge.amount_refunded <= 0) return charge.status;
  return charge.amount_refunded >= charge.total ? 'refunded' : 'partly_refunded';
}

/** The words of a refunded charge's state. */
export const REFUND_WORDS = { refunded: 'Refunded', partly_refunded: 'Partly refunded' } as const;

/**
 * What a member owes the club in all (cents): what the ledger has them owe (monthly invoices, fees) plus what their
 * bookings still owe (priced court time not paid in full, which the ledger does not carry until it is charged).
 */
export function memberOwed(balance: { ledgerOwed: number; bookingsOwed: number }): number {
  return balance.ledgerOwed + balance.bookingsOwed;
}

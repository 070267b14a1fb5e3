import type { PaymentCustomer, PaymentMethod } from '@fairplay/contracts';

/** What "Pay owed" offers: what the member's bookings owe, paid with the payer's default saved method. */
export interface PayOwedOffer {
  amount: number;
  method: PaymentMethod;
}

/**
 * The member detail's "Pay owed" (issue 26: payment/charges/create with `balance: true`): offered when the member's
 * bookings owe something (`bookings_owed`; the monthly invoice is collected at the month's end, not here) and the
 * payer has a verified default method; null otherwise.
 */
export function payOwedOffer(customer: Pick<PaymentCustomer, 'balance' | 'methods'>): PayOwedOffer | null {
  const amount = customer.balance.bookings_owed;
  const method = customer.methods.find((row) => row.default_source && row.status === 'verified');
  if (amount <= 0 || !method) return null;
  return { amount, method };
}

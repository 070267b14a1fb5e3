import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type { CardBehavior } from './test-methods.js';

/**
 * The objects the fake keeps, with the fields the adapter reads; names and types come from the SDK's own
 * declarations (a Pick of each), so the fake answers what the SDK's types say Stripe answers.
 */
export type FakeCustomer = Pick<Stripe.Customer, 'id' | 'object' | 'name' | 'email' | 'metadata' | 'created'>;

export type FakePaymentMethod = Pick<
  Stripe.PaymentMethod,
  'id' | 'object' | 'type' | 'customer' | 'billing_details' | 'created'
> & {
  card?: Pick<Stripe.PaymentMethod.Card, 'brand' | 'last4' | 'exp_month' | 'exp_year'>;
  us_bank_account?: Pick<Stripe.PaymentMethod.UsBankAccount, 'bank_name' | 'last4' | 'routing_number'>;
};

export type FakeSetupIntent = Pick<
  Stripe.SetupIntent,
  'id' | 'object' | 'status' | 'customer' | 'payment_method' | 'usage' | 'payment_method_types' | 'created'
> & {
  next_action:
    | { type: 'verify_with_microdeposits'; verify_with_microdeposits: { microdeposit_type: 'amounts' } }
    | { type: 'use_stripe_sdk'; use_stripe_sdk: Record<string, never> }
    | null;
  last_setup_error: Pick<Stripe.SetupIntent.LastSetupError, 'type' | 'code' | 'decline_code' | 'message'> | null;
};

export type FakeCharge = Pick<
  Stripe.Charge,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_captured'
  | 'amount_refunded'
  | 'captured'
  | 'paid'
  | 'refunded'
  | 'status'
  | 'payment_intent'
  | 'created'
> & {
  payment_method_details: {
    type: string;
    card?: { brand: string; last4: string; capture_before?: number };
    card_present?: { brand: string; last4: string };
    us_bank_account?: { bank_name: string; last4: string };
  };
  /** Set when money is captured: what the account was credited and the fees taken. */
  balance_transaction?: string | FakeBalanceTransaction | null;
};

export type FakeBalanceTransaction = Pick<
  Stripe.BalanceTransaction,
  'id' | 'object' | 'amount' | 'fee' | 'net' | 'currency' | 'type' | 'status' | 'created'
> & { source: string; fee_details: { amount: number; type: 'application_fee' | 'stripe_fee'; currency: string }[] };

export type FakePayout = Pick<
  Stripe.Payout,
  'id' | 'object' | 'amount' | 'currency' | 'status' | 'arrival_date' | 'created' | 'method' | 'type'
> & { failure_code: string | null; failure_message: string | null };

export type FakePaymentIntent = Pick<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_capturable'
  | 'amount_received'
  | 'application_fee_amount'
  | 'capture_method'
  | 'currency'
  | 'customer'
  | 'description'
  | 'metadata'
  | 'status'
  | 'created'
  | 'canceled_at'
  | 'client_secret'
> & {
  latest_charge: string | FakeCharge | null;
  payment_method: string | FakePaymentMethod | null;
  next_action:
    | { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } }
    | { type: 'use_stripe_sdk'; use_stripe_sdk: Record<string, never> }
    | null;
  last_payment_error: Pick<Stripe.PaymentIntent.LastPaymentError, 'type' | 'code' | 'decline_code' | 'message'> | null;
};

export type FakeRefund = Pick<Stripe.Refund, 'id' | 'object' | 'amount' | 'status' | 'metadata' | 'created'> & {
  payment_intent: string;
  charge: string;
};

export type FakeTerminalLocation = Pick<
  Stripe.Terminal.Location,
  'id' | 'object' | 'display_name' | 'livemode' | 'metadata'
> & { address: Pick<Stripe.Address, 'line1' | 'line2' | 'city' | 'state' | 'postal_code' | 'country'> };

export type FakeReader = Pick<
  Stripe.Terminal.Reader,
  'id' | 'object' | 'device_type' | 'label' | 'livemode' | 'serial_number' | 'status' | 'metadata' | 'last_seen_at'
> & {
  location: string;
  action: {
    type: 'process_payment_intent';
    status: Stripe.Terminal.Reader.Action.Status;
    failure_code: string | null;
    failure_message: string | null;
    process_payment_intent: { payment_intent: string };
  } | null;
};

/** One connected account's records. */
export interface FakeAccount {
  id: string;
  customers: Map<string, FakeCustomer>;
  paymentMethods: Map<string, FakePaymentMethod>;
  /** What each card does (the test card it was made from) and a bank account's debit outcome. */
  behaviors: Map<string, CardBehavior | 'bank_succeeds' | 'bank_fails'>;
  setupIntents: Map<string, FakeSetupIntent & { attempts: number }>;
  paymentIntents: Map<string, FakePaymentIntent>;
  charges: Map<string, FakeCharge>;
  refunds: Map<string, FakeRefund>;
  balanceTransactions: Map<string, FakeBalanceTransaction>;
  payouts: Map<string, FakePayout>;
  terminalLocations: Map<string, FakeTerminalLocation>;
  readers: Map<string, FakeReader>;
  /** Idempotency keys: the first request's fingerprint and answer, replayed for a repeat. */
  idempotency: Map<string, { fingerprint: string; status: number; body: unknown }>;
}

export const fakeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export function newAccount(id: string): FakeAccount {
  return {
    id,
    customers: new Map(),
    paymentMethods: new Map(),
    behaviors: new Map(),
    setupIntents: new Map(),
    paymentIntents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    balanceTransactions: new Map(),
    payouts: new Map(),
    terminalLocations: new Map(),
    readers: new Map(),
    idempotency: new Map(),
  };
}

/** A Stripe API error: the status and the `error` object the SDK turns into its error classes. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message ?? body.error_description ?? 'error'));
  }
}

export const invalidRequest = (message: string, param?: string, code?: string) =>
  new ApiError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) });

export const missing = (kind: string, id: string, param: string) =>
  new ApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });

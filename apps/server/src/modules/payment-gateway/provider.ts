import type { PostalAddress } from '@fairplay/domain';

/**
 * The one interface every payment provider implements (issue 12): the built-in `sandbox` (the default, a card
 * processor's test mode inside Fairplay) and `stripe` (when STRIPE_SECRET_KEY is set). The payments module talks
 * to nothing else. Amounts are integer cents. Every call that moves money or creates something carries an
 * `idempotencyKey` derived from our own record (e.g. `charge-42`, `refund-7`), never a random one, so a retried
 * request or a crashed-and-retried charge reaches the provider as the same request and is answered the same way.
 *
 * Calls that concern a club act on its connected account (`account`, the id `connectAccount` answered).
 * Failures the card holder or the club should see are thrown as `ProviderError`.
 */
export type ProviderName = 'sandbox' | 'stripe';

export interface ProviderPaymentMethod {
  /** The provider's id of the saved method (`pm_…`, `ba_…`). */
  id: string;
  object: 'card' | 'bank_account';
  /** Card brand, or the bank's name. */
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  accountHolderName: string | null;
  /** Cards are verified; a bank account once its micro-deposits are confirmed. */
  verified: boolean;
}

export type ProviderPaymentStatus =
  'requires_action' | 'requires_capture' | 'processing' | 'succeeded' | 'failed' | 'canceled';

export interface ProviderPayment {
  /** The provider's payment id (`py_…`, Stripe's `pi_…`). */
  id: string;
  status: ProviderPaymentStatus;
  /** The amount asked for, the amount captured and the amount refunded, in cents. */
  amount: number;
  amountCaptured: number;
  amountRefunded: number;
  currency: string;
  method: { object: 'card' | 'bank_account' | 'card_present'; brand: string; last4: string } | null;
  /** While `requires_action`: where the card holder authenticates. */
  nextActionUrl: string | null;
  /** While `requires_capture`: when the authorization lapses (then the payment is `canceled`). */
  authorizationExpiresAt: Date | null;
  failure: { code: ProviderErrorCode; message: string } | null;
  /** Our reference as given when the payment was made (e.g. `charge-42`), for reconciliation. */
  reference: string;
  created: Date;
  /**
   * What the provider kept of the captured amount as its processing fee, in cents (the platform's application fee
   * and the provider's own; Stripe: the charge's balance transaction fee); null until something is captured.
   * Refunds do not give it back.
   */
  fee: number | null;
}

/** A payout of the connected account's balance to the club's bank. */
export interface ProviderPayout {
  /** The provider's payout id (`po_…`). */
  id: string;
  amount: number;
  currency: string;
  /** `paid` once the bank has it; `failed` when the bank refused it (the money is back in the balance). */
  status: 'paid' | 'failed' | 'pending';
  /** The day the money arrives (or arrived) at the bank, YYYY-MM-DD. */
  arrivalDate: string;
  created: Date;
}

/** A balance transaction of a dispute: `amount` negative when withdrawn, positive when reinstated; `fee` as charged. */
export interface ProviderDisputeMovement {
  id: string;
  amount: number;
  fee: number;
}

/** A dispute (chargeback) of a payment as the provider has it now. */
export interface ProviderDispute {
  id: string;
  paymentId: string | null;
  amount: number;
  currency: string;
  reason: string;
  status: string;
  evidenceDueBy: Date | null;
  movements: ProviderDisputeMovement[];
  created: Date;
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amount: number;
  status: 'succeeded' | 'failed';
  reference: string;
  created: Date;
}

export type ProviderErrorCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'authentication_required'
  | 'capture_failed'
  | 'debit_failed'
  | 'invalid_token'
  | 'token_used'
  | 'verification_failed'
  | 'not_verified'
  | 'invalid_code'
  | 'not_found'
  | 'invalid_request'
  | 'amount_too_large'
  /** Under the currency's minimum card charge (Stripe's `amount_too_small`). */
  | 'amount_too_small'
  /** An authorization (capture later) on a method that cannot be held: a US bank account. */
  | 'hold_not_supported'
  | 'idempotency_mismatch'
  | 'reader_busy'
  | 'reader_offline';

/** A failure the provider reports; `message` is fit to show to the person who paid or the club's staff. */
export class ProviderError extends Error {
  constructor(
    readonly code: ProviderErrorCode,
    message: string,
    /** The input the failure is about, when it is one (e.g. `token`, `amount`). */
    readonly param: string | null = null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** A card reader registered on the club's account (spec 3 "Card reader"). */
export interface ProviderReader {
  /** The provider's reader id (`tmr_…`). */
  id: string;
  label: string;
  /** The provider's terminal location the reader belongs to. */
  locationId: string;
  /** E.g. `simulated_wisepos_e`, `bbpos_wisepos_e`. */
  deviceType: string;
  serialNumber: string;
  /** Test-mode readers driven by `presentTestPayment`. */
  simulated: boolean;
  status: 'online' | 'offline';
  /** What the reader is doing: collecting and processing a payment, and how that went. */
  action: {
    paymentId: string;
    status: 'in_progress' | 'succeeded' | 'failed';
    failure: { code: ProviderErrorCode; message: string } | null;
  } | null;
}

/** How a simulated reader's test card answers when presented. */
export type TestPresentment = 'succeeds' | 'declined';

export interface PaymentSource {
  /** A fresh single-use token from the provider's browser client. */
  token?: string;
  /** Or a saved method of `customerId`. */
  paymentMethodId?: string;
  customerId?: string;
}

export interface CreatePaymentInput {
  amount: number;
  currency: string;
  source: PaymentSource;
  /** false: authorize only; `capturePayment` takes the money before `authorizationExpiresAt`. */
  capture: boolean;
  description: string;
  /** Our record's reference, kept by the provider (and used as the idempotency key's base). */
  reference: string;
  idempotencyKey: string;
  /** Where the card holder returns after authenticating. */
  returnUrl?: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** How staff see it named: "First connect to {label}". */
  readonly label: string;
  /**
   * The platform's own account (Fairplay's, not a club's): where Fairplay charges clubs for their subscription.
   * Passed as `account` like a connected account's id; no application fee is taken on it.
   */
  readonly platformAccount: string;

  /** Where the Connect button sends the browser; the provider returns to `redirectUri` with `code` or `error`. */
  connectUrl(input: { state: string; redirectUri: string }): string;
  /** Exchanges the returned code for the club's connected account id. A code works once. */
  connectAccount(code: string): Promise<{ accountId: string }>;

  /**
   * Reads a token made by the provider's browser client without using it: what it is, and whether it was used.
   * Throws `invalid_token` when the provider does not know it (or it expired). `account`: the club's connected
   * account, where Stripe.js makes its PaymentMethods (the sandbox's tokens are not per account).
   */
  retrieveToken(
    token: string,
    account?: string,
  ): Promise<{ type: 'card' | 'bank_account'; brand: string; last4: string; used: boolean }>;

  /** A customer on the club's account for one payer (`reference`: our user id). */
  createCustomer(
    account: string,
    input: { name: string; email: string; reference: string; idempotencyKey: string },
  ): Promise<{ customerId: string }>;
  /** Turns a token into a saved method of the customer. */
  attachPaymentMethod(
    account: string,
    input: { customerId: string; token: string; idempotencyKey: string },
  ): Promise<ProviderPaymentMethod>;
  detachPaymentMethod(account: string, input: { customerId: string; paymentMethodId: string }): Promise<void>;
  /** Confirms a bank account's two micro-deposit amounts (cents). */
  verifyBankAccount(
    account: string,
    input: { customerId: string; paymentMethodId: string; amounts: [number, number] },
  ): Promise<ProviderPaymentMethod>;

  /**
   * Charges (or authorizes) a card or bank account. A decline is answered as a payment with status `failed` and
   * its `failure`, not thrown, so the attempt is on record at the provider and with us alike; a bad token or
   * request is thrown as ProviderError.
   */
  createPayment(account: string, input: CreatePaymentInput): Promise<ProviderPayment>;
  /** Reads a payment as the provider has it now (after authentication, for reconciliation). */
  retrievePayment(account: string, paymentId: string): Promise<ProviderPayment>;
  /** Captures an authorized payment (all of it, or `amount` cents of it). */
  capturePayment(
    account: string,
    input: { paymentId: string; amount?: number; idempotencyKey: string },
  ): Promise<ProviderPayment>;
  /** Releases an authorization. */
  cancelPayment(account: string, input: { paymentId: string; idempotencyKey: string }): Promise<ProviderPayment>;
  refundPayment(
    account: string,
    input: { paymentId: string; amount: number; reference: string; idempotencyKey: string },
  ): Promise<ProviderRefund>;

  // ---- Card readers (Terminal): registered by code, driven by the server (spec 3 "Terminal flow").

  /** A secret for the provider's in-store client SDK (spec: POST payment/createterminaltoken "returns secret"). */
  createConnectionToken(account: string, input: { locationId?: string }): Promise<{ secret: string }>;
  /** A place readers belong to (one per club location), made once per our location's key. */
  createLocation(
    account: string,
    input: { displayName: string; address: PostalAddress; idempotencyKey: string },
  ): Promise<{ locationId: string }>;
  /** Registers a reader by the code it shows (`simulated-wpe` for a test reader). Throws `invalid_code`. */
  registerReader(
    account: string,
    input: { registrationCode: string; label: string; locationId: string; idempotencyKey: string },
  ): Promise<ProviderReader>;
  listReaders(account: string): Promise<ProviderReader[]>;
  retrieveReader(account: string, readerId: string): Promise<ProviderReader>;
  deleteReader(account: string, readerId: string): Promise<void>;
  /**
   * An authorization to take on a reader (card present, captured by `capturePayment` once the reader is done):
   * answered `processing` until the reader has it; `clientSecret` is what spec 3's call returns.
   */
  createTerminalPayment(
    account: string,
    input: { amount: number; currency: string; description: string; reference: string; idempotencyKey: string },
  ): Promise<{ payment: ProviderPayment; clientSecret: string }>;
  /** Sends the payment to the reader, which asks for the card. Throws `reader_busy` or `reader_offline`. */
  processOnReader(
    account: string,
    input: { readerId: string; paymentId: string; idempotencyKey: string },
  ): Promise<ProviderReader>;
  /**
   * A terminal payment as it stands: `processing` while the reader waits for a card, `requires_capture` once
   * authorized, `failed` when the reader's card was declined or the reader was stopped.
   */
  retrieveTerminalPayment(account: string, input: { paymentId: string; readerId: string }): Promise<ProviderPayment>;
  /** Stops what the reader is doing (the staff canceled the charge). */
  cancelReaderAction(account: string, readerId: string): Promise<ProviderReader>;
  /** Test mode only: a test card is tapped on a simulated reader. */
  presentTestPayment(account: string, input: { readerId: string; card: TestPresentment }): Promise<ProviderReader>;

  /**
   * The refunds of one payment, oldest first, ours (reference `refund-{id}`) and those made in the provider's
   * dashboard alike: what a refund webhook imports.
   */
  listRefunds(account: string, paymentId: string): Promise<ProviderRefund[]>;
  /**
   * A dispute as the provider has it now, with its balance transactions (Stripe). Absent where disputes cannot
   * happen: the sandbox takes no real cards, so no bank disputes its charges.
   */
  retrieveDispute?(account: string, disputeId: string): Promise<ProviderDispute>;

  /** One payout as the provider has it now (a payout event's re-read). */
  retrievePayout(account: string, payoutId: string): Promise<ProviderPayout>;
  /** The account's payouts made from `since` on, oldest first: what reconciliation compares the ledger with. */
  listPayouts(account: string, input: { since: Date }): Promise<ProviderPayout[]>;
  /**
   * Pays the account's whole available balance out to its bank, once per `reference` (the day's `payout-YYYY-MM-DD`);
   * null when there is nothing to pay out. Only providers whose payouts Fairplay starts (the sandbox); Stripe pays
   * out on the connected account's own schedule and reports it by webhook.
   */
  createPayout?(account: string, input: { reference: string; arrivalDate: string }): Promise<ProviderPayout | null>;

  /** Every payment and refund on the account made from `since` on: what reconciliation compares the ledger with. */
  listActivity(
    account: string,
    input: { since: Date },
  ): Promise<{ payments: ProviderPayment[]; refunds: ProviderRefund[]; disputes: ProviderDispute[] }>;
}

/** The card-reader (Terminal) part of a provider, which each adapter builds in a file of its own. */
export type TerminalCalls = Pick<
  PaymentProvider,
  | 'createConnectionToken'
  | 'createLocation'
  | 'registerReader'
  | 'listReaders'
  | 'retrieveReader'
  | 'deleteReader'
  | 'createTerminalPayment'
  | 'processOnReader'
  | 'retrieveTerminalPayment'
  | 'cancelReaderAction'
  | 'presentTestPayment'
>;

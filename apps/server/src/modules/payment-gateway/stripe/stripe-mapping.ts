import Stripe from 'stripe';
import {
  ProviderError,
  type ProviderDispute,
  type ProviderErrorCode,
  type ProviderPayment,
  type ProviderPaymentMethod,
  type ProviderPaymentStatus,
  type ProviderPayout,
  type ProviderRefund,
} from '../provider.js';

const dateOf = (seconds: number) => new Date(seconds * 1000);

/** Stripe's error codes (docs: error-codes, declines) in the interface's words; anything else is a bad request. */
function codeOf(code: string | undefined, declineCode: string | undefined): ProviderErrorCode {
  if (declineCode === 'insufficient_funds') return 'insufficient_funds';
  if (declineCode === 'expired_card') return 'expired_card';
  if (declineCode === 'incorrect_cvc') return 'incorrect_cvc';
  switch (code) {
    case 'card_declined':
    case 'card_decline_rate_limit_exceeded':
      return 'card_declined';
    case 'expired_card':
      return 'expired_card';
    case 'incorrect_cvc':
      return 'incorrect_cvc';
    case 'authentication_required':
    case 'payment_intent_authentication_failure':
    case 'setup_intent_authentication_failure':
      return 'authentication_required';
    case 'insufficient_funds':
      return 'insufficient_funds';
    case 'bank_account_unusable':
    case 'bank_account_declined':
    case 'debit_not_authorized':
      return 'debit_failed';
    case 'payment_method_microdeposit_verification_amounts_mismatch':
    case 'payment_method_microdeposit_verification_attempts_exceeded':
    case 'payment_method_microdeposit_verification_amounts_invalid':
    case 'payment_method_microdeposit_verification_timeout':
      return 'verification_failed';
    case 'resource_missing':
      return 'not_found';
    case 'payment_method_unactivated':
      return 'not_verified';
    case 'amount_too_large':
    case 'charge_exceeds_source_limit':
    case 'charge_already_refunded':
      return 'amount_too_large';
    case 'amount_too_small':
      return 'amount_too_small';
    case 'idempotency_key_in_use':
      return 'idempotency_mismatch';
    case 'invalid_grant':
      return 'invalid_code';
    default:
      return 'invalid_request';
  }
}

/**
 * A Stripe failure the card holder or the club should see, as a ProviderError; other failures (Stripe down, a
 * bad secret key, rate limits) are the operator's and are passed on as they are, to be logged and answered 5xx.
 */
export function providerErrorOf(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error instanceof Stripe.errors.StripeIdempotencyError)
    return new ProviderError('idempotency_mismatch', error.message);
  if (error instanceof Stripe.errors.StripeInvalidGrantError)
    return new ProviderError('invalid_code', 'This connection code is invalid or has expired.', 'code');
  if (!(error instanceof Stripe.errors.StripeCardError || error instanceof Stripe.errors.StripeInvalidRequestError))
    return error;
  return new ProviderError(codeOf(error.code, error.decline_code), error.message, error.param ?? null);
}

/** Runs a call to Stripe and turns its expected failures into ProviderErrors. */
export async function mapped<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerErrorOf(error);
  }
}

/**
 * Stripe's PaymentIntent states in the interface's words. A confirmed intent back at `requires_payment_method`
 * has failed (declined, or authentication failed); one still waiting for confirmation is not settled yet.
 */
function statusOf(intent: Stripe.PaymentIntent): ProviderPaymentStatus {
  switch (intent.status) {
    case 'requires_action':
    case 'requires_capture':
    case 'processing':
    case 'succeeded':
    case 'canceled':
      return intent.status as ProviderPaymentStatus;
    case 'requires_payment_method':
      return 'failed';
    default:
      return 'processing';
  }
}

function chargeOf(intent: Stripe.PaymentIntent): Stripe.Charge | null {
  return typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
}

function methodSummary(intent: Stripe.PaymentIntent): ProviderPayment['method'] {
  const details = chargeOf(intent)?.payment_method_details;
  if (details?.card) return { object: 'card', brand: details.card.brand ?? 'card', last4: details.card.last4 ?? '' };
  if (details?.card_present)
    return {
      object: 'card_present',
      brand: details.card_present.brand ?? 'card',
      last4: details.card_present.last4 ?? '',
    };
  if (details?.us_bank_account)
    return {
      object: 'bank_account',
      brand: details.us_bank_account.bank_name ?? 'bank account',
      last4: details.us_bank_account.last4 ?? '',
    };
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  if (!method) return null;
  const summary = methodOf(method, true);
  return { object: summary.object, brand: summary.brand, last4: summary.last4 };
}

/** Refunds only: Stripe also counts the part of an authorization that was not captured as refunded. */
function refundedOf(charge: Stripe.Charge | null): number {
  if (!charge) return 0;
  const released = charge.captured ? charge.amount - charge.amount_captured : 0;
  return Math.max(0, charge.amount_refunded - released);
}

/** A PaymentIntent read with `latest_charge` and `payment_method` expanded, as the interface's payment. */
export function paymentOf(intent: Stripe.PaymentIntent): ProviderPayment {
  const status = statusOf(intent);
  const charge = chargeOf(intent);
  const captureBefore = charge?.payment_method_details?.card?.capture_before;
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    status,
    amount: intent.amount,
    amountCaptured: intent.amount_received,
    amountRefunded: refundedOf(charge),
    currency: intent.currency,
    method: methodSummary(intent),
    nextActionUrl: status === 'requires_action' ? (intent.next_action?.redirect_to_url?.url ?? null) : null,
    authorizationExpiresAt: status === 'requires_capture' && captureBefore ? dateOf(captureBefore) : null,
    failure:
      status === 'failed'
        ? error
          ? { code: codeOf(error.code, error.decline_code), message: error.message ?? 'The payment failed.' }
          : { code: 'card_declined', message: 'The payment failed.' }
        : null,
    reference: intent.metadata?.reference ?? '',
    created: dateOf(intent.created),
    fee: feeOf(charge),
  };
}

/**
 * The fee Stripe kept of a direct charge: its balance transaction's fee on the connected account (the platform's
 * application fee and Stripe's own processing fee together). Null until the charge has a balance transaction
 * (nothing captured yet) or when it was not expanded.
 */
function feeOf(charge: Stripe.Charge | null): number | null {
  const transaction = charge?.balance_transaction;
  return transaction && typeof transaction === 'object' ? transaction.fee : null;
}

const isoDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** A Payout of the connected account; `in_transit` and `pending` are on their way, `canceled` never left. */
export function payoutOf(payout: Stripe.Payout): ProviderPayout {
  return {
    id: payout.id,
    amount: payout.amount,
    currency: payout.currency,
    status:
      payout.status === 'paid'
        ? 'paid'
        : payout.status === 'failed' || payout.status === 'canceled'
          ? 'failed'
          : 'pending',
    arrivalDate: isoDay(payout.arrival_date),
    created: dateOf(payout.created),
  };
}

/** A saved PaymentMethod; `verified`: whether its SetupIntent has succeeded (a bank account's micro-deposits). */
export function methodOf(method: Stripe.PaymentMethod, verified: boolean): ProviderPaymentMethod {
  const holder = method.billing_details?.name ?? null;
  if (method.type === 'us_bank_account' && method.us_bank_account)
    return {
      id: method.id,
      object: 'bank_account',
      brand: method.us_bank_account.bank_name ?? 'bank account',
      last4: method.us_bank_account.last4 ?? '',
      expMonth: null,
      expYear: null,
      accountHolderName: holder,
      verified,
    };
  return {
    id: method.id,
    object: 'card',
    brand: method.card?.brand ?? 'card',
    last4: method.card?.last4 ?? '',
    expMonth: method.card?.exp_month ?? null,
    expYear: method.card?.exp_year ?? null,
    accountHolderName: holder,
    verified,
  };
}

/**
 * A Refund. Stripe answers `pending` while the money is on its way back (bank debits, some cards): the refund is
 * made and counted as such; one that later fails or is canceled is `failed`.
 */
export function refundOf(refund: Stripe.Refund): ProviderRefund {
  const intent = refund.payment_intent;
  return {
    id: refund.id,
    paymentId: typeof intent === 'string' ? intent : (intent?.id ?? ''),
    amount: refund.amount,
    status: refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'succeeded',
    reference: refund.metadata?.reference ?? '',
    created: dateOf(refund.created),
  };
}

/** A dispute with its balance transactions (Stripe includes them in the dispute object). */
export function disputeOf(dispute: Stripe.Dispute): ProviderDispute {
  const intent = dispute.payment_intent;
  return {
    id: dispute.id,
    paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    amount: dispute.amount,
    currency: dispute.currency,
    reason: dispute.reason,
    status: dispute.status,
    evidenceDueBy: dispute.evidence_details?.due_by ? dateOf(dispute.evidence_details.due_by) : null,
    movements: (dispute.balance_transactions ?? []).map((transaction) => ({
      id: transaction.id,
      amount: transaction.amount,
      fee: transaction.fee,
    })),
    created: dateOf(dispute.created),
  };
}

import { amountTooSmallMessage, minimumCharge } from '@fairplay/domain';
import { integer, list, object, required, text, type Form } from './form.js';
import {
  ApiError,
  type FakeBalanceTransaction,
  fakeId,
  invalidRequest,
  missing,
  type FakeAccount,
  type FakeCharge,
  type FakePaymentIntent,
  type FakePaymentMethod,
  type FakeRefund,
} from './state.js';
import { declineOf, TEST_CARDS, type CardBehavior } from './test-methods.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
/** How long a card authorization holds (Stripe: seven days for most cards). */
const AUTHORIZATION_SECONDS = 7 * 86_400;

/**
 * The fake's PaymentMethods, PaymentIntents and Refunds on one connected account: Stripe's rules for what each
 * test method does when confirmed, captured, canceled or refunded.
 */
export function paymentsOf(account: FakeAccount, now: () => Date, publicUrl: string) {
  /** A magic test id (`pm_card_visa`) makes a new PaymentMethod of that card; any other id must exist here. */
  function useMethod(id: string, param: string): FakePaymentMethod {
    const card = TEST_CARDS[id];
    if (card) {
      const method: FakePaymentMethod = {
        id: fakeId('pm'),
        object: 'payment_method',
        type: 'card',
        customer: null,
        billing_details: { name: null } as FakePaymentMethod['billing_details'],
        card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: now().getUTCFullYear() + 3 },
        created: seconds(now()),
      };
      account.paymentMethods.set(method.id, method);
      account.behaviors.set(method.id, card.behavior);
      return method;
    }
    const method = account.paymentMethods.get(id);
    if (!method) throw missing('PaymentMethod', id, param);
    return method;
  }

  function charge(intent: FakePaymentIntent, method: FakePaymentMethod, status: FakeCharge['status']): FakeCharge {
    const created = seconds(now());
    const row: FakeCharge = {
      id: fakeId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: 0,
      amount_refunded: 0,
      captured: false,
      paid: status === 'succeeded',
      refunded: false,
      status,
      payment_intent: intent.id,
      created,
      payment_method_details: method.card
        ? {
            type: 'card',
            card: {
              brand: method.card.brand,
              last4: method.card.last4,
              ...(intent.capture_method === 'manual' ? { capture_before: created + AUTHORIZATION_SECONDS } : {}),
            },
          }
        : {
            type: 'us_bank_account',
            us_bank_account: { bank_name: method.us_bank_account!.bank_name!, last4: method.us_bank_account!.last4! },
          },
    };
    account.charges.set(row.id, row);
    intent.latest_charge = row.id;
    return row;
  }

  function capture(intent: FakePaymentIntent, amount: number) {
    const row = account.charges.get(intent.latest_charge as string)!;
    row.captured = true;
    row.amount_captured = amount;
    // Stripe counts the part of an authorization that was not captured as refunded on the charge.
    row.amount_refunded = row.amount - amount;
    intent.amount_received = amount;
    intent.amount_capturable = 0;
    intent.status = 'succeeded';
    row.balance_transaction = balanceTransaction(row, amount, intent.application_fee_amount ?? 0).id;
  }

  /**
   * The connected account's credit for a captured direct charge: the amount less Stripe's processing fee (US
   * pricing: card 2.9% + 30¢, card present 2.7% + 5¢, ACH debit 0.8% capped at $5) and the platform's application
   * fee, both in `fee` and itemized in `fee_details`.
   */
  function balanceTransaction(row: FakeCharge, amount: number, applicationFee: number): FakeBalanceTransaction {
    const type = row.payment_method_details.type;
    const stripeFee =
      type === 'card'
        ? Math.round(amount * 0.029) + 30
        : type === 'card_present'
          ? Math.round(amount * 0.027) + 5
          : Math.min(Math.round(amount * 0.008), 500);
    const fee = stripeFee + applicationFee;
    const transaction: FakeBalanceTransaction = {
      id: fakeId('txn'),
      object: 'balance_transaction',
      amount,
      fee,
      net: amount - fee,
      currency: 'usd',
      type: 'charge',
      status: 'available',
      created: seconds(now()),
      source: row.id,
      fee_details: [
        { amount: stripeFee, type: 'stripe_fee', currency: 'usd' },
        ...(applicationFee > 0 ? [{ amount: applicationFee, type: 'application_fee' as const, currency: 'usd' }] : []),
      ],
    };
    account.balanceTransactions.set(transaction.id, transaction);
    return transaction;
  }

  /** The card holder may pay: the money is taken, held, or (a bank debit) on its way. */
  function settle(intent: FakePaymentIntent, method: FakePaymentMethod) {
    intent.next_action = null;
    if (method.type === 'us_bank_account') {
      charge(intent, method, 'pending');
      intent.status = 'processing';
      return;
    }
    const row = charge(intent, method, 'succeeded');
    if (intent.capture_method === 'manual') {
      intent.status = 'requires_capture';
      intent.amount_capturable = intent.amount;
    } else capture(intent, intent.amount);
    row.paid = true;
  }

  function decline(intent: FakePaymentIntent, method: FakePaymentMethod, failure: ReturnType<typeof declineOf>) {
    charge(intent, method, 'failed');
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { type: 'card_error', ...failure! };
    return new ApiError(402, {
      type: 'card_error',
      ...failure!,
      charge: intent.latest_charge,
      payment_intent: { ...intent },
    });
  }

  function intentOf(id: string): FakePaymentIntent {
    const intent = account.paymentIntents.get(id);
    if (!intent) throw missing('payment_intent', id, 'intent');
    // Stripe cancels an authorization that was not captured in time.
    const charged = intent.latest_charge ? account.charges.get(intent.latest_charge as string) : undefined;
    const before = charged?.payment_method_details.card?.capture_before;
    if (intent.status === 'requires_capture' && before !== undefined && before < seconds(now())) {
      intent.status = 'canceled';
      intent.canceled_at = seconds(now());
      intent.amount_capturable = 0;
    }
    return intent;
  }

  const unexpected = (intent: FakePaymentIntent, action: string, expected: string) =>
    invalidRequest(
      `This PaymentIntent's ${action} could not be performed because it has a status of ${intent.status}. ${expected}`,
      undefined,
      'payment_intent_unexpected_state',
    );

  return {
    useMethod,

    createIntent(form: Form): FakePaymentIntent {
      const amount = integer(form, 'amount');
      if (amount === undefined) throw invalidRequest('Missing required param: amount.', 'amount');
      // Stripe's minimum per currency, in its words.
      const currency = required(form, 'currency');
      if (amount < minimumCharge(currency))
        throw invalidRequest(amountTooSmallMessage(currency), 'amount', 'amount_too_small');
      if (amount > 99_999_999)
        throw invalidRequest('Amount must be no more than $999,999.99', 'amount', 'amount_too_large');
      const customer = text(form, 'customer') ?? null;
      if (customer && !account.customers.has(customer)) throw missing('customer', customer, 'customer');
      const intentId = fakeId('pi');
      const intent: FakePaymentIntent = {
        id: intentId,
        client_secret: `${intentId}_secret_${fakeId('s').slice(2)}`,
        object: 'payment_intent',
        amount,
        amount_capturable: 0,
        amount_received: 0,
        application_fee_amount: integer(form, 'application_fee_amount') ?? null,
        capture_method: text(form, 'capture_method') === 'manual' ? 'manual' : 'automatic',
        currency,
        customer,
        description: text(form, 'description') ?? null,
        metadata: object(form, 'metadata') as Record<string, string>,
        status: 'requires_payment_method',
        created: seconds(now()),
        canceled_at: null,
        latest_charge: null,
        payment_method: null,
        next_action: null,
        last_payment_error: null,
      };
      if ((intent.application_fee_amount ?? 0) > amount)
        throw invalidRequest('The application fee cannot exceed the amount.', 'application_fee_amount');
      const methodId = text(form, 'payment_method');
      if (!methodId) {
        account.paymentIntents.set(intent.id, intent);
        return intent;
      }
      const method = useMethod(methodId, 'payment_method');
      if (method.customer && method.customer !== customer)
        throw invalidRequest(
          `The provided PaymentMethod belongs to a different Customer than the one on this PaymentIntent.`,
          'payment_method',
        );
      intent.payment_method = method.id;
      account.paymentIntents.set(intent.id, intent);
      if (text(form, 'confirm') !== 'true') {
        intent.status = 'requires_confirmation';
        return intent;
      }
      const behavior = account.behaviors.get(method.id);
      if (method.type === 'us_bank_account') {
        if (intent.capture_method === 'manual')
          throw invalidRequest(
            'The PaymentMethod type us_bank_account does not support capture_method manual.',
            'capture_method',
          );
        const verified = [...account.setupIntents.values()].some(
          (setup) => setup.payment_method === method.id && setup.status === 'succeeded',
        );
        if (!verified)
          throw invalidRequest(
            'The PaymentMethod has not been verified; verify it with micro-deposits before it is used.',
            'payment_method',
            'payment_method_unactivated',
          );
        settle(intent, method);
        return intent;
      }
      const failure = declineOf(behavior as CardBehavior);
      if (failure) throw decline(intent, method, failure);
      if (behavior === 'requires_authentication') {
        if (text(form, 'off_session') === 'true')
          throw decline(intent, method, {
            code: 'authentication_required',
            decline_code: 'authentication_required',
            message: 'Your card was declined. This transaction requires authentication.',
          });
        const returnUrl = text(form, 'return_url');
        intent.status = 'requires_action';
        intent.next_action = returnUrl
          ? {
              type: 'redirect_to_url',
              redirect_to_url: { url: `${publicUrl}/authenticate/${intent.id}`, return_url: returnUrl },
            }
          : { type: 'use_stripe_sdk', use_stripe_sdk: {} };
        return intent;
      }
      settle(intent, method);
      return intent;
    },

    intentOf,

    /** The card holder's answer on the authentication page. */
    authenticate(id: string, outcome: 'complete' | 'fail') {
      const intent = intentOf(id);
      if (intent.status !== 'requires_action') return intent;
      const method = account.paymentMethods.get(intent.payment_method as string)!;
      if (outcome === 'complete') settle(intent, method);
      else {
        intent.status = 'requires_payment_method';
        intent.next_action = null;
        intent.last_payment_error = {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message:
            'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
        };
      }
      return intent;
    },

    /** The bank answers a debit that was processing (Stripe's test accounts do so within minutes). */
    settleBankDebit(id: string) {
      const intent = intentOf(id);
      if (intent.status !== 'processing') return intent;
      const row = account.charges.get(intent.latest_charge as string)!;
      if (account.behaviors.get(intent.payment_method as string) === 'bank_fails') {
        row.status = 'failed';
        intent.status = 'requires_payment_method';
        intent.last_payment_error = {
          type: 'invalid_request_error',
          code: 'payment_method_provider_decline',
          decline_code: 'account_closed',
          message: "The customer's bank account has been closed.",
        };
      } else {
        row.status = 'succeeded';
        row.paid = true;
        capture(intent, intent.amount);
      }
      return intent;
    },

    capture(id: string, form: Form) {
      const intent = intentOf(id);
      if (intent.status !== 'requires_capture')
        throw unexpected(intent, 'capture', 'It should be in the requires_capture state.');
      const charged = account.charges.get(intent.latest_charge as string)!;
      if ((charged.payment_method_details.card?.capture_before ?? Infinity) < seconds(now())) {
        intent.status = 'canceled';
        intent.canceled_at = seconds(now());
        throw unexpected(intent, 'capture', 'The authorization has expired.');
      }
      const amount = integer(form, 'amount_to_capture') ?? intent.amount;
      if (amount > intent.amount)
        throw invalidRequest(
          'The amount to capture must be less than or equal to the amount capturable.',
          'amount_to_capture',
          'amount_too_large',
        );
      const fee = integer(form, 'application_fee_amount');
      if (fee !== undefined) intent.application_fee_amount = fee;
      capture(intent, amount);
      return intent;
    },

    cancel(id: string) {
      const intent = intentOf(id);
      if (
        !['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action'].includes(
          intent.status,
        )
      )
        throw unexpected(
          intent,
          'cancel',
          'It should be in one of: requires_payment_method, requires_capture, requires_confirmation, requires_action.',
        );
      intent.status = 'canceled';
      intent.canceled_at = seconds(now());
      intent.next_action = null;
      intent.amount_capturable = 0;
      return intent;
    },

    refund(form: Form): FakeRefund {
      const id = text(form, 'payment_intent') ?? '';
      const intent = account.paymentIntents.get(id);
      if (!intent) throw missing('payment_intent', id, 'payment_intent');
      if (intent.status !== 'succeeded' || !intent.latest_charge)
        throw invalidRequest(
          `This PaymentIntent (${id}) does not have a successful charge to refund.`,
          'payment_intent',
          'charge_not_refundable',
        );
      const row = account.charges.get(intent.latest_charge as string)!;
      const refundedSoFar = row.amount_refunded - (row.amount - row.amount_captured);
      const left = row.amount_captured - refundedSoFar;
      if (left === 0)
        throw invalidRequest(`Charge ${row.id} has already been refunded.`, undefined, 'charge_already_refunded');
      const amount = integer(form, 'amount') ?? left;
      if (amount < 1) throw invalidRequest('Invalid positive integer', 'amount');
      if (amount > left)
        throw invalidRequest(
          `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
          'amount',
          'amount_too_large',
        );
      row.amount_refunded += amount;
      row.refunded = row.amount_refunded === row.amount;
      const refund: FakeRefund = {
        id: fakeId('re'),
        object: 'refund',
        amount,
        // Money back to a bank account takes days; to a card Stripe answers at once.
        status: row.payment_method_details.type === 'us_bank_account' ? 'pending' : 'succeeded',
        metadata: object(form, 'metadata') as Record<string, string>,
        created: seconds(now()),
        payment_intent: intent.id,
        charge: row.id,
      };
      account.refunds.set(refund.id, refund);
      return refund;
    },

    /** The bank or card network could not return a refund: Stripe marks it failed and the charge refundable again. */
    failRefund(refundId: string): void {
      const refund = account.refunds.get(refundId);
      if (!refund || refund.status === 'failed') return;
      refund.status = 'failed';
      const row = account.charges.get(refund.charge as string);
      if (!row) return;
      row.amount_refunded -= refund.amount;
      row.refunded = false;
    },

    /** An intent as answered, with `latest_charge` and `payment_method` expanded when asked. */
    expand(intent: FakePaymentIntent, fields: string[]): FakePaymentIntent {
      const copy = { ...intent };
      if (fields.includes('latest_charge') && typeof intent.latest_charge === 'string') {
        const charged = { ...account.charges.get(intent.latest_charge)! };
        if (fields.includes('latest_charge.balance_transaction') && typeof charged.balance_transaction === 'string')
          charged.balance_transaction = { ...account.balanceTransactions.get(charged.balance_transaction)! };
        copy.latest_charge = charged;
      }
      if (fields.includes('payment_method') && typeof intent.payment_method === 'string')
        copy.payment_method = { ...account.paymentMethods.get(intent.payment_method)! };
      return copy;
    },

    expandFields: (form: Form, prefix = '') =>
      list(form, 'expand')
        .filter((field) => field.startsWith(prefix))
        .map((field) => field.slice(prefix.length)),
  };
}

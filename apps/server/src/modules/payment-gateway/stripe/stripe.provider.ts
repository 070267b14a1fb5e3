import Stripe from 'stripe';
import { refuseBankHold } from '../processor-rules.js';
import { ProviderError, type CreatePaymentInput, type PaymentProvider, type ProviderPayment } from '../provider.js';
import { disputeOf, mapped, methodOf, paymentOf, payoutOf, providerErrorOf, refundOf } from './stripe-mapping.js';

import { applicationFeeOf } from './stripe-fees.js';
import { stripeTerminal } from './stripe-terminal.js';
export { APPLICATION_FEE_BASIS_POINTS, applicationFeeOf } from './stripe-fees.js';

export interface StripeProviderOptions {
  secretKey: string;
  /** The platform's Connect client id (`ca_…`), for the OAuth connection. */
  clientId: string;
  /** Fairplay's own address: Stripe returns the browser to an absolute URL registered with the platform. */
  publicUrl: string;
  /** Tests point the SDK at a local fake of Stripe's API; unset in production. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Every payment is read with its charge (captured, refunded amounts, the card's capture deadline) and method. */
const EXPAND = ['latest_charge', 'latest_charge.balance_transaction', 'payment_method'];

/**
 * The `stripe` PaymentProvider (issue 12): direct charges on each club's connected Standard account (OAuth
 * connection), with the platform's application fee; SetupIntents save cards and US bank accounts (verified by
 * micro-deposits); PaymentIntents charge them, with manual capture when a charge is only authorized. Every call
 * that creates or moves something carries the idempotency key the payments module derived from its own record,
 * so a retry is answered by Stripe with the first answer.
 */
/** Stands for the platform's own Stripe account in `account` arguments. */
export const STRIPE_PLATFORM_ACCOUNT = 'platform';

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider & { stripe: Stripe } {
  const stripe = new Stripe(options.secretKey, {
    // Pinned by the SDK's version: the objects' shapes are the ones its types describe.
    maxNetworkRetries: 2,
    timeout: 30_000,
    ...(options.api ?? {}),
  });
  // The platform's own account is Stripe's default (no Stripe-Account header); a club's is its connected account.
  const on = (account: string, idempotencyKey?: string): Stripe.RequestOptions => ({
    ...(account === STRIPE_PLATFORM_ACCOUNT ? {} : { stripeAccount: account }),
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });

  const read = (account: string, id: string) =>
    mapped(async () => paymentOf(await stripe.paymentIntents.retrieve(id, { expand: EXPAND }, on(account))));

  /** The SetupIntent that saved a method (the one that holds its micro-deposit verification). */
  async function setupOf(account: string, customerId: string, paymentMethodId: string) {
    const list = await stripe.setupIntents.list(
      { customer: customerId, payment_method: paymentMethodId, limit: 10 },
      on(account),
    );
    return list.data.find((intent) => intent.status === 'succeeded') ?? list.data[0] ?? null;
  }

  async function savedMethod(account: string, customerId: string, paymentMethodId: string) {
    const method = await stripe.paymentMethods.retrieve(paymentMethodId, {}, on(account));
    const owner = typeof method.customer === 'string' ? method.customer : method.customer?.id;
    if (owner !== customerId)
      throw new ProviderError('not_found', `No such payment method: '${paymentMethodId}'`, 'payment_method');
    return method;
  }

  return {
    name: 'stripe',
    label: 'stripe',
    platformAccount: STRIPE_PLATFORM_ACCOUNT,
    stripe,

    connectUrl({ state, redirectUri }) {
      return stripe.oauth.authorizeUrl({
        client_id: options.clientId,
        response_type: 'code',
        scope: 'read_write',
        state,
        redirect_uri: redirectUri.startsWith('/') ? `${options.publicUrl}${redirectUri}` : redirectUri,
      });
    },

    async connectAccount(code) {
      const token = await mapped(() =>
        // A code works once and is not retried: a second exchange of it must fail, as the contract says.
        stripe.oauth.token({ grant_type: 'authorization_code', code }, { maxNetworkRetries: 0 }),
      );
      if (!token.stripe_user_id)
        throw new ProviderError('invalid_code', 'This connection code is invalid or has expired.', 'code');
      return { accountId: token.stripe_user_id };
    },

    async retrieveToken(token, account) {
      let method: Stripe.PaymentMethod;
      try {
        method = await stripe.paymentMethods.retrieve(token, {}, account ? on(account) : {});
      } catch (error) {
        const mappedError = providerErrorOf(error);
        if (mappedError instanceof ProviderError && mappedError.code === 'not_found')
          throw new ProviderError('invalid_token', 'This card or bank token is invalid, used or expired.', 'token');
        throw mappedError;
      }
      const summary = methodOf(method, false);
      // Stripe.js makes a PaymentMethod of no customer; one attached to a customer is a saved method, not a token.
      return { type: summary.object, brand: summary.brand, last4: summary.last4, used: method.customer !== null };
    },

    async createCustomer(account, input) {
      const customer = await mapped(() =>
        stripe.customers.create(
          { name: input.name, email: input.email, metadata: { reference: input.reference } },
          on(account, input.idempotencyKey),
        ),
      );
      return { customerId: customer.id };
    },

    async attachPaymentMethod(account, input) {
      return mapped(async () => {
        const token = await stripe.paymentMethods.retrieve(input.token, {}, on(account));
        const bank = token.type === 'us_bank_account';
        // Saved for later charges without the holder present; a bank account by the club's offline mandate (staff
        // or the member's form collected it) and verified by micro-deposits, the only way without Financial
        // Connections.
        const setup = await stripe.setupIntents.create(
          {
            customer: input.customerId,
            payment_method: input.token,
            allowed_payment_method_types: [bank ? 'us_bank_account' : 'card'],
            usage: 'off_session',
            confirm: true,
            ...(bank
              ? {
                  payment_method_options: { us_bank_account: { verification_method: 'microdeposits' } },
                  mandate_data: { customer_acceptance: { type: 'offline' } },
                }
              : {}),
          },
          on(account, input.idempotencyKey),
        );
        if (setup.status === 'requires_action' && setup.next_action?.type !== 'verify_with_microdeposits')
          throw new ProviderError(
            'authentication_required',
            'This card asks its holder to authenticate before it is saved.',
            'token',
          );
        if (setup.status === 'requires_payment_method') {
          const error = setup.last_setup_error;
          throw providerErrorOf(
            new Stripe.errors.StripeCardError({
              type: 'card_error',
              message: error?.message ?? 'This card could not be saved.',
              code: error?.code ?? 'card_declined',
              decline_code: error?.decline_code,
            }),
          );
        }
        const methodId = typeof setup.payment_method === 'string' ? setup.payment_method : setup.payment_method!.id;
        const method = await stripe.paymentMethods.retrieve(methodId, {}, on(account));
        return methodOf(method, setup.status === 'succeeded');
      });
    },

    async detachPaymentMethod(account, input) {
      await mapped(async () => {
        const method = await savedMethod(account, input.customerId, input.paymentMethodId);
        await stripe.paymentMethods.detach(method.id, {}, on(account, `detach-${method.id}`));
      });
    },

    async verifyBankAccount(account, input) {
      return mapped(async () => {
        const method = await savedMethod(account, input.customerId, input.paymentMethodId);
        const setup = await setupOf(account, input.customerId, method.id);
        if (!setup || method.type !== 'us_bank_account')
          throw new ProviderError('not_found', `No such bank account: '${input.paymentMethodId}'`, 'bank_account');
        if (setup.status === 'succeeded') return methodOf(method, true);
        const verified = await stripe.setupIntents.verifyMicrodeposits(
          setup.id,
          { amounts: [...input.amounts] },
          // A repeated guess is one attempt, not two.
          on(account, `verify-${setup.id}-${input.amounts.join('-')}`),
        );
        return methodOf(method, verified.status === 'succeeded');
      });
    },

    async createPayment(account, input: CreatePaymentInput) {
      const { token, paymentMethodId, customerId } = input.source;
      const saved = Boolean(paymentMethodId && customerId);
      const params: Stripe.PaymentIntentCreateParams = {
        amount: input.amount,
        currency: input.currency.toLowerCase(),
        payment_method: token ?? paymentMethodId,
        ...(customerId ? { customer: customerId } : {}),
        confirm: true,
        capture_method: input.capture ? 'automatic' : 'manual',
        ...(account === STRIPE_PLATFORM_ACCOUNT ? {} : { application_fee_amount: applicationFeeOf(input.amount) }),
        description: input.description,
        metadata: { reference: input.reference },
        // Staff charging a saved method do so without its holder: off session, so a card that wants
        // authentication fails at once instead of waiting for someone who is not there.
        ...(saved && !input.returnUrl ? { off_session: true } : {}),
        ...(input.returnUrl
          ? { return_url: input.returnUrl, automatic_payment_methods: { enabled: true } }
          : { automatic_payment_methods: { enabled: true, allow_redirects: 'never' } }),
      };
      let id: string;
      try {
        // A saved method must still be the customer's (a detached one is gone), as the contract says: not_found.
        const method = saved
          ? await savedMethod(account, customerId!, paymentMethodId!)
          : !input.capture && token
            ? await stripe.paymentMethods.retrieve(token, {}, on(account))
            : null;
        // Stripe does not hold ACH debits (no manual capture for us_bank_account): said plainly before asking.
        if (method) refuseBankHold(method.type === 'us_bank_account' ? 'bank_account' : 'card', input.capture);
        id = (await stripe.paymentIntents.create(params, on(account, input.idempotencyKey))).id;
      } catch (error) {
        // A decline leaves a PaymentIntent on record: answer it as a failed payment, as the interface asks.
        const intent = error instanceof Stripe.errors.StripeError ? error.payment_intent : undefined;
        if (!intent) throw providerErrorOf(error);
        id = intent.id;
      }
      return read(account, id);
    },

    retrievePayment: read,

    async capturePayment(account, input) {
      await mapped(() =>
        stripe.paymentIntents.capture(
          input.paymentId,
          input.amount === undefined
            ? {}
            : { amount_to_capture: input.amount, application_fee_amount: applicationFeeOf(input.amount) },
          on(account, input.idempotencyKey),
        ),
      );
      return read(account, input.paymentId);
    },

    async cancelPayment(account, input) {
      try {
        await stripe.paymentIntents.cancel(input.paymentId, {}, on(account, input.idempotencyKey));
      } catch (error) {
        // Canceling what is already canceled (a lapsed authorization, a retry) is done, not an error.
        const current: ProviderPayment = await read(account, input.paymentId);
        if (current.status === 'canceled') return current;
        throw providerErrorOf(error);
      }
      return read(account, input.paymentId);
    },

    async refundPayment(account, input) {
      const refund = await mapped(() =>
        stripe.refunds.create(
          {
            payment_intent: input.paymentId,
            amount: input.amount,
            // The platform's fee on the refunded part goes back to the club with it.
            refund_application_fee: true,
            metadata: { reference: input.reference },
          },
          on(account, input.idempotencyKey),
        ),
      );
      return refundOf(refund);
    },

    ...stripeTerminal(stripe, on),

    async listRefunds(account, paymentId) {
      return mapped(async () => {
        const refunds = await stripe.refunds
          .list({ payment_intent: paymentId, limit: 100 }, on(account))
          .autoPagingToArray({ limit: 1_000 });
        // Stripe lists the newest first.
        return refunds.map(refundOf).reverse();
      });
    },

    async retrieveDispute(account, disputeId) {
      return mapped(async () => disputeOf(await stripe.disputes.retrieve(disputeId, {}, on(account))));
    },

    async retrievePayout(account, payoutId) {
      return mapped(async () => payoutOf(await stripe.payouts.retrieve(payoutId, {}, on(account))));
    },

    async listPayouts(account, input) {
      const created = { gte: Math.floor(input.since.getTime() / 1000) };
      return mapped(async () => {
        const payouts = await stripe.payouts.list({ created, limit: 100 }, on(account)).autoPagingToArray({
          limit: 10_000,
        });
        return payouts.map(payoutOf).reverse();
      });
    },

    async listActivity(account, input) {
      const created = { gte: Math.floor(input.since.getTime() / 1000) };
      return mapped(async () => {
        const intents = await stripe.paymentIntents
          .list({ created, limit: 100, expand: EXPAND.map((field) => `data.${field}`) }, on(account))
          .autoPagingToArray({ limit: 10_000 });
        const refunds = await stripe.refunds.list({ created, limit: 100 }, on(account)).autoPagingToArray({
          limit: 10_000,
        });
        const disputes = await stripe.disputes.list({ created, limit: 100 }, on(account)).autoPagingToArray({
          limit: 10_000,
        });
        return { payments: intents.map(paymentOf), refunds: refunds.map(refundOf), disputes: disputes.map(disputeOf) };
      });
    },
  };
}

export type StripeProvider = ReturnType<typeof createStripeProvider>;

/**
 * The payment gateway (issue 25 point 2): everything that talks to the processor and nothing the club keeps as its
 * money records. The `PaymentProvider` interface, its two adapters (the built-in `sandbox`, with its own tables and
 * pages, and `stripe`), the card-reader calls of each, Stripe's signed webhooks (recorded in `stripe_webhook_events`
 * and applied by a job through the `PaymentUpdates` the records' owner hands it) and the choice between the adapters
 * (`choosePaymentProvider`). The club's charges, refunds, taxes, receipts, invoices, payouts and reconciliation are
 * `payments`', which is the only module that calls a provider for a club's money.
 */
export { choosePaymentProvider, providerAnnouncement, type ChosenProvider } from './choose.js';
export {
  ProviderError,
  type CreatePaymentInput,
  type PaymentProvider,
  type PaymentSource,
  type ProviderDispute,
  type ProviderErrorCode,
  type ProviderName,
  type ProviderPayment,
  type ProviderPaymentMethod,
  type ProviderPayout,
  type ProviderReader,
  type ProviderRefund,
} from './provider.js';
export { sandboxRoutes } from './sandbox/sandbox.routes.js';
export { createSandboxProvider, type SandboxProvider } from './sandbox/sandbox.provider.js';
export { createStripeProvider, type StripeProvider } from './stripe/stripe.provider.js';
export { STRIPE_WEBHOOK_PATH, type PaymentUpdates } from './stripe/stripe-webhooks.js';

import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import type { JobType } from '../jobs/index.js';
import { choosePaymentProvider } from './choose.js';
import type { PaymentProvider } from './provider.js';
import { sandboxRoutes } from './sandbox/sandbox.routes.js';
import type { PaymentUpdates } from './stripe/stripe-webhooks.js';

export interface PaymentGatewayModule extends AppModule {
  /** The configured processor; payments (the club's money) and club billing (the club's own plan) call it. */
  provider: PaymentProvider;
  /** The sandbox processor's own pages and tokenization, outside /api/v1 (registered at the root), or null. */
  sandboxPages: FastifyPluginAsync | null;
  /** Stripe's signed webhook route, to register at the root (or null): it records and enqueues each event. */
  webhookRoutes: FastifyPluginAsync | null;
  /**
   * The job that applies a recorded Stripe event through the updates of the records' owner (payments registers
   * it), or null without Stripe.
   */
  webhookJob: ((updates: PaymentUpdates) => JobType) | null;
}

/** The gateway: the processor chosen once per process (sandbox, or Stripe when STRIPE_SECRET_KEY is set). */
export function paymentGatewayModule(deps: AppDeps): PaymentGatewayModule {
  const { provider, sandbox, stripeWebhook } = choosePaymentProvider(deps);
  return {
    name: 'payment-gateway',
    provider,
    sandboxPages: sandbox ? sandboxRoutes(deps.db, deps.now, sandbox) : null,
    webhookRoutes: stripeWebhook?.routes ?? null,
    webhookJob: stripeWebhook?.job ?? null,
  };
}

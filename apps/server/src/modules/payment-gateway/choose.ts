import type { FastifyPluginAsync } from 'fastify';
import type { JobType } from '../jobs/index.js';
import type { AppDeps } from '../../deps.js';
import type { StripeConfig } from '../../config.js';
import type { PaymentProvider } from './provider.js';
import { createSandboxProvider, type SandboxProvider } from './sandbox/sandbox.provider.js';
import { createStripeProvider } from './stripe/stripe.provider.js';
import { stripeEventJob, stripeWebhookRoutes, type PaymentUpdates } from './stripe/stripe-webhooks.js';

export interface ChosenProvider {
  provider: PaymentProvider;
  /** The built-in sandbox, when it is the provider (its consent and authentication pages are served then). */
  sandbox: SandboxProvider | null;
  /**
   * When Stripe is the provider: its signed webhook endpoint, and the job that applies an event, given how payments
   * apply an update.
   */
  stripeWebhook: { routes: FastifyPluginAsync; job: (updates: PaymentUpdates) => JobType } | null;
}

/**
 * The one place the payment provider is chosen (issue 12): Stripe when STRIPE_SECRET_KEY is set (the
 * configuration then holds all of Stripe's keys), otherwise the built-in sandbox.
 */
export function choosePaymentProvider(deps: AppDeps): ChosenProvider {
  const stripeConfig = deps.config.stripe;
  if (!stripeConfig) {
    const sandbox = createSandboxProvider(deps.db, deps.now);
    return { provider: sandbox, sandbox, stripeWebhook: null };
  }
  const stripe = createStripeProvider({
    secretKey: stripeConfig.secretKey,
    clientId: stripeConfig.clientId,
    publicUrl: deps.config.publicUrl,
    ...(stripeConfig.api ? { api: stripeConfig.api } : {}),
  });
  return {
    provider: stripe,
    sandbox: null,
    stripeWebhook: {
      routes: stripeWebhookRoutes({
        db: deps.db,
        now: deps.now,
        stripe: stripe.stripe,
        webhookSecret: stripeConfig.webhookSecret,
      }),
      job: (updates) => stripeEventJob({ provider: stripe, updates }),
    },
  };
}

/** What start-up says about payments. */
export function providerAnnouncement(stripe: StripeConfig | null): string {
  if (!stripe) return 'Payments: the built-in sandbox provider (test cards only; set STRIPE_SECRET_KEY to use Stripe).';
  const mode = stripe.secretKey.includes('_live_') ? 'live mode' : 'test mode';
  return `Payments: Stripe (${mode}).`;
}

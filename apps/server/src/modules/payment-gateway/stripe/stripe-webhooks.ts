import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import type { Database, Executor } from '@fairplay/db';
import { enqueueJob, type JobType } from '../../jobs/index.js';
import type { PaymentProvider, ProviderDispute, ProviderPayment, ProviderPayout, ProviderRefund } from '../provider.js';
import { isProcessed, markProcessed, recordDelivery, type ReceivedEvent } from './webhook-events.repository.js';

/** Where Stripe sends the platform's Connect events (the webhook endpoint set up in Stripe's dashboard). */
export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';

/** The job that applies one event (its key is the event id: a duplicate delivery adds none). */
export const STRIPE_EVENT_JOB = 'stripe.webhook-event';
/** Stripe retries a failed delivery for three days; our own tries, 30 s apart and growing, last about as long. */
const EVENT_JOB_ATTEMPTS = 10;

/**
 * The port through which webhooks reach the payments module: a payment as Stripe has it now, re-read after an
 * event about it. Applying it must be idempotent and must not move a charge backwards (the same state may come
 * again, late, or after a newer one).
 */
export interface PaymentUpdates {
  /** Applies the payment with `db`: the event job's transaction, so the change commits with the event's mark. */
  paymentChanged(account: string, payment: ProviderPayment, db: Executor): Promise<void>;
  /**
   * The payment's refunds as Stripe lists them now, after a refund event: those made in the dashboard are imported
   * (once each), ours are recognized by their reference. Same transaction as paymentChanged.
   */
  refundsChanged(account: string, paymentId: string, refunds: ProviderRefund[], db: Executor): Promise<void>;
  /**
   * A payout of the connected account as Stripe has it now, after a payout event (`payout.paid`, `payout.failed`):
   * recorded with its ledger movement once, reversed once when a paid payout failed. Same transaction.
   */
  payoutChanged(account: string, payout: ProviderPayout, db: Executor): Promise<void>;
  /**
   * A dispute as Stripe has it now, after a `charge.dispute.*` event: its status recorded, and each of its balance
   * transactions (funds withdrawn, funds reinstated) posted to the ledger once. Same transaction.
   */
  disputeChanged(account: string, dispute: ProviderDispute, db: Executor): Promise<void>;
  /** The club took Fairplay's access away in Stripe (`account.application.deauthorized`): it is disconnected. */
  accountDeauthorized(account: string, db: Executor): Promise<void>;
}

/** Events about a refund of a payment: after them, the payment's refunds are re-read and imported. */
export function isRefundEvent(type: string | undefined): boolean {
  return (
    type === 'charge.refunded' || type?.startsWith('charge.refund.') === true || type?.startsWith('refund.') === true
  );
}

export interface StripeWebhookOptions {
  db: Database;
  now: () => Date;
  stripe: Stripe;
  webhookSecret: string;
}

/** What the event job keeps of an event: enough to re-read its payment, nothing of its (untrusted) payload. */
interface EventJobPayload {
  eventId: string;
  /** The event's type (absent from jobs queued before refunds were imported). */
  type?: string;
  account: string | null;
  paymentIntent: string | null;
  /** A payout event's payout (absent from jobs queued before payouts were recorded). */
  payout?: string | null;
  /** A dispute event's dispute (absent from jobs queued before disputes were recorded). */
  dispute?: string | null;
}

/** The event Stripe sends when a connected account removes the platform's access. */
const DEAUTHORIZED = 'account.application.deauthorized';

type EventObject = { id?: string; object?: string; payment_intent?: string | { id: string } | null };

/** The Payout a payout event is about. */
function payoutOfEvent(event: Stripe.Event): string | null {
  const object = event.data.object as EventObject;
  return object.object === 'payout' ? (object.id ?? null) : null;
}

/** The Dispute a dispute event (`charge.dispute.created`, `funds_withdrawn`, `funds_reinstated`, `closed`) is about. */
function disputeOfEvent(event: Stripe.Event): string | null {
  const object = event.data.object as EventObject;
  return object.object === 'dispute' ? (object.id ?? null) : null;
}

/** The PaymentIntent an event is about: the intent itself, or the one of its charge or refund. */
function paymentIntentOf(event: Stripe.Event): string | null {
  const object = event.data.object as EventObject;
  if (object.object === 'payment_intent') return object.id ?? null;
  if (object.object === 'charge' || object.object === 'refund') {
    const intent = object.payment_intent;
    return typeof intent === 'string' ? intent : (intent?.id ?? null);
  }
  return null;
}

const receivedOf = (event: Stripe.Event): ReceivedEvent => ({
  eventId: event.id,
  type: event.type,
  accountId: event.account ?? null,
  objectId: (event.data.object as EventObject).id ?? null,
  livemode: event.livemode,
  eventCreated: new Date(event.created * 1000),
});

/**
 * Applies a recorded event on the job queue: the payment it concerns is re-read from Stripe (the event's payload is
 * never trusted) and handed to the payments module as it stands now, so events out of order or late can only bring
 * the newest state. A failure rolls the job back and the queue retries it with a growing pause; the event is marked
 * processed in the job's transaction, once. Events of the platform's own account, or about other objects than a
 * payment, are marked processed as they are.
 */
export function stripeEventJob(options: {
  provider: Pick<PaymentProvider, 'retrievePayment' | 'listRefunds' | 'retrievePayout' | 'retrieveDispute'>;
  updates: PaymentUpdates;
}): JobType {
  return {
    type: STRIPE_EVENT_JOB,
    maxAttempts: EVENT_JOB_ATTEMPTS,
    async run({ db, job, now }) {
      const { eventId, type, account, paymentIntent, payout, dispute } = job.payload as unknown as EventJobPayload;
      if (await isProcessed(db, eventId)) return;
      // A read from Stripe inside the job's transaction: it changes nothing outside, and the SDK's timeout bounds it.
      if (paymentIntent && account) {
        await options.updates.paymentChanged(
          account,
          await options.provider.retrievePayment(account, paymentIntent),
          db,
        );
        if (isRefundEvent(type))
          await options.updates.refundsChanged(
            account,
            paymentIntent,
            await options.provider.listRefunds(account, paymentIntent),
            db,
          );
      }
      if (payout && account)
        await options.updates.payoutChanged(account, await options.provider.retrievePayout(account, payout), db);
      if (dispute && account && options.provider.retrieveDispute)
        await options.updates.disputeChanged(account, await options.provider.retrieveDispute(account, dispute), db);
      if (type === DEAUTHORIZED && account) await options.updates.accountDeauthorized(account, db);
      await markProcessed(db, eventId, now);
    },
  };
}

/**
 * Stripe's signed webhooks (issue 12), outside /api/v1 (docs/decisions.md): the signature is verified on the raw
 * body; the event is recorded and its job enqueued in one transaction, and Stripe is answered at once (its
 * deliveries time out, and a slow answer is retried as a failure). Each event id is recorded once: a duplicate
 * delivery counts a delivery, is acknowledged and adds no job. `stripeEventJob` applies it.
 */
export function stripeWebhookRoutes(options: StripeWebhookOptions): FastifyPluginAsync {
  const { db, now, stripe, webhookSecret } = options;
  return async (app) => {
    // This plugin's own parser: the signature covers the exact bytes Stripe sent, so the body stays raw here.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post(
      STRIPE_WEBHOOK_PATH,
      { schema: { hide: true }, config: { access: 'public' as const } },
      async (request, reply) => {
        const signature = request.headers['stripe-signature'];
        if (!Buffer.isBuffer(request.body) || typeof signature !== 'string')
          return reply.status(400).send({ error: 'A signed JSON body is required.' });
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(
            request.body,
            signature,
            webhookSecret,
            undefined,
            undefined,
            Math.floor(now().getTime() / 1000),
          );
        } catch {
          return reply.status(400).send({ error: 'The signature does not match the body.' });
        }

        const payload: EventJobPayload = {
          eventId: event.id,
          type: event.type,
          account: event.account ?? null,
          paymentIntent: paymentIntentOf(event),
          payout: payoutOfEvent(event),
          dispute: disputeOfEvent(event),
        };
        const deliveries = await db.transaction(async (tx) => {
          const count = await recordDelivery(tx, receivedOf(event), now());
          // Keyed by the event: a duplicate delivery, even one racing the first, adds no second job.
          await enqueueJob(tx, {
            type: STRIPE_EVENT_JOB,
            businessId: null,
            key: event.id,
            payload: { ...payload },
            runAt: now(),
            maxAttempts: EVENT_JOB_ATTEMPTS,
          });
          return count;
        });
        if (deliveries > 1) return reply.send({ received: true, duplicate: true });
        return reply.send({ received: true });
      },
    );
  };
}

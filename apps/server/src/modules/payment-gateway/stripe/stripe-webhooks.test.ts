import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeWebhookEvents } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { findJob, JobRunner } from '../../jobs/index.js';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe/server.js';
import type { ProviderPayment, ProviderRefund } from '../provider.js';
import { createStripeProvider, type StripeProvider } from './stripe.provider.js';
import { STRIPE_EVENT_JOB, STRIPE_WEBHOOK_PATH, stripeEventJob, stripeWebhookRoutes } from './stripe-webhooks.js';

const SECRET = 'whsec_fairplaytestsecret';

describe('Stripe webhooks', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let provider: StripeProvider;
  let web: FastifyInstance;
  let worker: JobRunner;
  let account: string;
  let eventCount = 0;
  const applied: { account: string; payment: ProviderPayment }[] = [];
  const refunded: { account: string; paymentId: string; refunds: ProviderRefund[] }[] = [];
  let failNext = false;

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    fake = await startFakeStripe();
    provider = createStripeProvider({
      secretKey: fake.secretKey,
      clientId: 'ca_fairplaytest',
      publicUrl: 'http://club.test',
      api: fake.api,
    });
    account = (await provider.connectAccount(fake.authorize().code)).accountId;
    web = Fastify();
    await web.register(
      stripeWebhookRoutes({ db: t.handle.db, now: t.clock.now, stripe: provider.stripe, webhookSecret: SECRET }),
    );
    worker = new JobRunner(t.handle.db, web.log, t.clock.now);
    worker.register(
      stripeEventJob({
        provider,
        updates: {
          async paymentChanged(on, payment) {
            if (failNext) {
              failNext = false;
              throw new Error('the ledger is busy');
            }
            applied.push({ account: on, payment });
          },
          async refundsChanged(on, paymentId, refunds) {
            refunded.push({ account: on, paymentId, refunds });
          },
          async payoutChanged() {},
          async disputeChanged() {},
          async accountDeauthorized() {},
        },
      }),
    );
  });
  afterAll(async () => {
    await web?.close();
    await fake?.close();
    await t?.close();
  });

  const authorize = async (capture = false) => {
    const reference = `charge-webhook-${++eventCount}`;
    return provider.createPayment(account, {
      amount: 4200,
      currency: 'usd',
      source: { token: 'pm_card_visa' },
      capture,
      description: 'Court booking',
      reference,
      idempotencyKey: reference,
    });
  };

  /** An event as Stripe sends it: the object as it was when the event was made, `created` then. */
  const eventOf = (type: string, paymentId: string, created = Math.floor(Date.now() / 1000)) =>
    JSON.stringify({
      id: `evt_test${++eventCount}${Date.now()}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      account,
      created,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: fake.paymentIntent(account, paymentId) },
    });

  const deliver = (payload: string, secret = SECRET) =>
    web.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': provider.stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });

  const idOf = (payload: string) => (JSON.parse(payload) as { id: string }).id;
  const rowOf = async (payload: string) => {
    const [row] = await t.handle.db
      .select()
      .from(stripeWebhookEvents)
      .where(eq(stripeWebhookEvents.eventId, idOf(payload)));
    return row;
  };
  const runJobs = (after = 0) => worker.runDueJobs(new Date(t.clock.now().getTime() + after));

  it('verifies the signature on the raw body, answers at once, and its job hands over the payment re-read from Stripe', async () => {
    const held = await authorize();
    const payload = eventOf('payment_intent.amount_capturable_updated', held.id);
    const before = applied.length;
    const response = await deliver(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    // Recorded and queued, not yet applied: Stripe is not kept waiting on the re-read.
    expect(applied.length).toBe(before);
    expect(await rowOf(payload)).toMatchObject({ processedAt: null, deliveries: 1 });
    expect(await findJob(t.handle.db, STRIPE_EVENT_JOB, idOf(payload))).toMatchObject({ status: 'pending' });

    expect(await runJobs()).toEqual({ done: 1, failed: 0 });
    expect(applied.slice(before)).toEqual([{ account, payment: await provider.retrievePayment(account, held.id) }]);
    expect(await rowOf(payload)).toMatchObject({
      type: 'payment_intent.amount_capturable_updated',
      accountId: account,
      objectId: held.id,
      deliveries: 1,
    });
    expect((await rowOf(payload))!.processedAt).toBeInstanceOf(Date);
  });

  it('refuses a bad signature, a body changed after signing and a missing signature with 400, recording nothing', async () => {
    const held = await authorize();
    const payload = eventOf('payment_intent.succeeded', held.id);
    expect((await deliver(payload, 'whsec_someoneelse')).statusCode).toBe(400);
    const signature = provider.stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const tampered = payload.replace('"livemode":false', '"livemode":true');
    const changed = await web.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: tampered,
    });
    expect(changed.statusCode).toBe(400);
    const unsigned = await web.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await rowOf(payload)).toBeUndefined();
    expect(await findJob(t.handle.db, STRIPE_EVENT_JOB, idOf(payload))).toBeUndefined();
  });

  it('processes duplicate deliveries once, even when they arrive together', async () => {
    const paid = await authorize(true);
    const payload = eventOf('payment_intent.succeeded', paid.id);
    const before = applied.length;
    const answers = await Promise.all([deliver(payload), deliver(payload)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(
      answers.map((answer) => answer.json()).sort((a, b) => Number('duplicate' in a) - Number('duplicate' in b)),
    ).toEqual([{ received: true }, { received: true, duplicate: true }]);
    expect(await runJobs()).toEqual({ done: 1, failed: 0 });
    const again = await deliver(payload);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await runJobs()).toEqual({ done: 0, failed: 0 });
    expect(applied.length).toBe(before + 1);
    expect((await rowOf(payload))!.deliveries).toBe(3);
  });

  it('never moves a payment backwards when events arrive out of order', async () => {
    const held = await authorize();
    const older = eventOf('payment_intent.amount_capturable_updated', held.id, Math.floor(Date.now() / 1000) - 30);
    await provider.capturePayment(account, { paymentId: held.id, idempotencyKey: `capture-${held.id}` });
    const newer = eventOf('charge.captured', held.id);
    const before = applied.length;
    expect((await deliver(newer)).statusCode).toBe(200);
    // The older event's payload still says requires_capture: it is not believed, the payment is read again.
    expect((JSON.parse(older) as { data: { object: { status: string } } }).data.object.status).toBe('requires_capture');
    expect((await deliver(older)).statusCode).toBe(200);
    expect(await runJobs()).toEqual({ done: 2, failed: 0 });
    expect(applied.slice(before).map((entry) => entry.payment.status)).toEqual(['succeeded', 'succeeded']);
    expect(applied.at(-1)!.payment.amountCaptured).toBe(4200);
  });

  it('retries an event that could not be applied, with a pause, until it is processed', async () => {
    const paid = await authorize(true);
    const payload = eventOf('payment_intent.succeeded', paid.id);
    const before = applied.length;
    failNext = true;
    expect((await deliver(payload)).statusCode).toBe(200);
    expect(await runJobs()).toEqual({ done: 0, failed: 1 });
    expect(await rowOf(payload)).toMatchObject({ processedAt: null });
    expect(await findJob(t.handle.db, STRIPE_EVENT_JOB, idOf(payload))).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'the ledger is busy',
    });
    // Not before its pause (30 s after a first failure); then it goes through.
    expect(await runJobs(10_000)).toEqual({ done: 0, failed: 0 });
    expect(await runJobs(31_000)).toEqual({ done: 1, failed: 0 });
    expect(applied.length).toBe(before + 1);
    expect((await rowOf(payload))!.processedAt).toBeInstanceOf(Date);
  });

  it("hands a refund event's payment refunds over as Stripe lists them, and other events' none", async () => {
    const paid = await authorize(true);
    const made = await provider.stripe.refunds.create(
      { payment_intent: paid.id, amount: 1200 },
      { stripeAccount: account },
    );
    const before = refunded.length;
    expect((await deliver(eventOf('payment_intent.succeeded', paid.id))).statusCode).toBe(200);
    expect(await runJobs()).toEqual({ done: 1, failed: 0 });
    expect(refunded.length).toBe(before);

    expect((await deliver(eventOf('charge.refunded', paid.id))).statusCode).toBe(200);
    expect(await runJobs()).toEqual({ done: 1, failed: 0 });
    expect(refunded.slice(before)).toEqual([
      {
        account,
        paymentId: paid.id,
        refunds: [expect.objectContaining({ id: made.id, paymentId: paid.id, amount: 1200, status: 'succeeded' })],
      },
    ]);
  });
});

import Stripe from 'stripe';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { TenantScope, ledgerEntries, ledgerTransactions, stripeWebhookEvents } from '@fairplay/db';
import { reconcile } from './reconciliation.js';
import { createStripeProvider } from '../payment-gateway/index.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { registerSecondClub } from '../../test/second-club.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe/server.js';
import { expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';
import { STRIPE_WEBHOOK_PATH } from '../payment-gateway/index.js';

const SECRET = 'whsec_fairplay';
const table = endpoints.payments;

/**
 * The app's own webhook route (registered at the root when Stripe is the provider) on the fake Stripe API: an
 * event about a charge's payment, signed by the SDK's test helper, re-reads the payment and moves the charge on.
 */
describe('Stripe webhooks reach the charges (the whole app on the fake Stripe API)', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let owner: string;
  let account: string;
  let clubId: number;
  let events = 0;
  const signer = new Stripe('sk_test_signer');

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await startTestApp({
      config: {
        stripe: {
          secretKey: fake.secretKey,
          publishableKey: 'pk_test_fairplay',
          webhookSecret: SECRET,
          clientId: 'ca_fairplaytest',
          api: fake.api,
        },
      },
    });
    ({ token: owner, businessId: clubId } = await registerSecondClub(t, 'w'));
    const { accountId, code } = fake.authorize();
    await t.call(table.connect, { params: { provider: 'stripe' }, body: { code }, token: owner });
    account = accountId;
  }, 120_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
    await fake.close();
  });

  const envelope = (type: string, on: string, object: unknown, created: number) =>
    JSON.stringify({
      id: `evt_app${++events}${Date.now()}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      account: on,
      created,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
  const eventOf = (type: string, paymentId: string, created = Math.floor(Date.now() / 1000)) =>
    envelope(type, account, fake.paymentIntent(account, paymentId), created);
  const deliver = (payload: string, secret = SECRET) =>
    t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  const detailOf = async (id: number) => (await t.call(table.get, { params: { id }, token: owner })).body.payload;

  it('a charge waiting for authentication is paid when its event arrives, once, and never moves back', async () => {
    const started = await t.callRaw(table.charge, {
      body: { amount: 3100, token: 'pm_card_authenticationRequired', name: 'Walk-in Player', description: 'Lesson' },
      token: owner,
      headers: freshKey(),
    });
    expect(started.status, started.body.message).toBe(200);
    expect(started.body.payload).toMatchObject({ status: 'requires_action' });
    const { id, charge_id: intent } = started.body.payload;
    // An event made before the card holder authenticated, to arrive late.
    const early = eventOf('payment_intent.requires_action', intent!, Math.floor(Date.now() / 1000) - 60);

    fake.authenticate(account, intent!);
    const succeeded = eventOf('payment_intent.succeeded', intent!);
    const wrong = await deliver(succeeded, 'whsec_wrong');
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect((await detailOf(id)).status).toBe('requires_action');
    const delivered = await deliver(succeeded);
    expect(delivered.statusCode, delivered.body).toBe(200);
    // The route answers Stripe at once; the job queue applies the event.
    expect((await detailOf(id)).status).toBe('requires_action');
    expect(await t.app.jobs.runDueJobs(t.clock.now())).toMatchObject({ failed: 0 });
    expect(await detailOf(id)).toMatchObject({ status: 'succeeded', total: 3100 });
    expect(typeof (await detailOf(id)).receipt_url).toBe('string');

    // Stripe's retry of the same event, and the early event arriving late: acknowledged, nothing moves.
    const retry = await deliver(succeeded);
    expect(retry.json()).toEqual({ received: true, duplicate: true });
    expect((await deliver(early)).statusCode).toBe(200);
    expect(await t.app.jobs.runDueJobs(t.clock.now())).toMatchObject({ failed: 0 });
    expect(await detailOf(id)).toMatchObject({ status: 'succeeded', amount_refunded: 0 });
    const [row] = await t.handle.db
      .select()
      .from(stripeWebhookEvents)
      .where(eq(stripeWebhookEvents.eventId, (JSON.parse(succeeded) as { id: string }).id));
    expect(row).toMatchObject({ deliveries: 2 });
  });

  it('a payout.paid event records the payout and its ledger movement once; payout.failed reverses it once', async () => {
    const payoutMovements = async () =>
      (
        await t.handle.db
          .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
          .from(ledgerEntries)
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
          .where(and(eq(ledgerTransactions.businessId, clubId), eq(ledgerTransactions.kind, 'payout')))
          .orderBy(ledgerEntries.id)
      ).map((entry) => `${entry.account}:${entry.amount}`);
    const payout = fake.payout(account, 4200);
    const paid = envelope('payout.paid', account, payout, Math.floor(Date.now() / 1000));
    expect((await deliver(paid)).statusCode).toBe(200);
    // Stripe's retry, and a second event about the same payout: recorded once all the same.
    expect((await deliver(paid)).json()).toEqual({ received: true, duplicate: true });
    expect((await deliver(envelope('payout.updated', account, payout, Math.floor(Date.now() / 1000)))).statusCode).toBe(
      200,
    );
    expect(await t.app.jobs.runDueJobs(t.clock.now())).toMatchObject({ failed: 0 });
    const listed = await t.call(table.payouts, { token: owner });
    expect(listed.body.payload.rows).toEqual([
      expect.objectContaining({ amount: 4200, status: 'paid', payout_id: payout.id, currency: 'usd' }),
    ]);
    expect(await payoutMovements()).toEqual(['bank:4200', 'processor:-4200']);

    const failed = fake.failPayout(account, payout.id);
    const failure = envelope('payout.failed', account, failed, Math.floor(Date.now() / 1000));
    expect((await deliver(failure)).statusCode).toBe(200);
    expect((await deliver(envelope('payout.failed', account, failed, Math.floor(Date.now() / 1000)))).statusCode).toBe(
      200,
    );
    expect(await t.app.jobs.runDueJobs(t.clock.now())).toMatchObject({ failed: 0 });
    expect((await t.call(table.payouts, { token: owner })).body.payload.rows).toEqual([
      expect.objectContaining({ amount: 4200, status: 'failed' }),
    ]);
    expect(await payoutMovements()).toEqual(['bank:4200', 'processor:-4200', 'bank:-4200', 'processor:4200']);
    const stripe = createStripeProvider({
      secretKey: fake.secretKey,
      clientId: 'ca_fairplaytest',
      publicUrl: 'http://fairplay.test',
      api: fake.api,
    });
    const agreement = await reconcile(
      { db: t.handle.db, now: t.clock.now, provider: stripe },
      new TenantScope(t.handle.db, clubId),
    );
    expect(agreement.differences).toEqual([]);
  });

  it('a dispute reaches the ledger: funds withdrawn with the fee, reinstated when won, each movement once', async () => {
    const disputeLedger = async (chargeId: number) =>
      (
        await t.handle.db
          .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
          .from(ledgerEntries)
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
          .where(and(eq(ledgerTransactions.chargeId, chargeId), eq(ledgerTransactions.kind, 'dispute')))
          .orderBy(ledgerEntries.id)
      ).map((entry) => `${entry.account}:${entry.amount}`);
    const paid = await t.callRaw(table.charge, {
      body: { amount: 5000, token: 'pm_card_visa', name: 'Disputing Player', description: 'Court hire' },
      token: owner,
      headers: freshKey(),
    });
    expect(paid.status, paid.body.message).toBe(200);
    const { id, charge_id: intent } = paid.body.payload;
    const now = () => Math.floor(Date.now() / 1000);

    const opened = fake.dispute(account, intent!);
    const created = envelope('charge.dispute.created', account, opened, now());
    expect((await deliver(created)).statusCode).toBe(200);
    // Stripe sends funds_withdrawn beside created: the same withdrawal, posted once.
    expect((await deliver(envelope('charge.dispute.funds_withdrawn', account, opened, now()))).statusCode).toBe(200);
    expect((await deliver(created)).json()).toEqual({ received: true, duplicate: true });
    expect(await t.app.jobs.runDueJobs(t.clock.now())).toMatchObject({ failed: 0 });
    expect(await detailOf(id)).toMatchObject({ status: 'succeeded', dispute_status: 'needs_response' });
    expect(await disputeLedger(id)).toEqual(['processor:-6500', 'disputes:5000', 'fees:1500']);
    const listed = await t.call(table.list, { query: {}, token: owner });
    expect(listed.body.payload.rows.find((row) => row.id === id)).toMatchObject({ dispute_status: 'needs_response' });

    const won = fake.closeDispute(account, opened.id, 'won');
    expect((await deliver(envelope('charge.dispute.funds_reinstated', account, won, now()))).statusCode).toBe(200);
    expect((await deliver(envelope('charge.dispute.closed', account, won, now()))).statusCode).toBe(200);
    expect(await t.app.jobs.runDueJobs(t.clock.now())).toMatchObject({ failed: 0 });
    expect(await detailOf(id)).toMatchObject({ dispute_status: 'won' });
    expect(await disputeLedger(id)).toEqual([
      'processor:-6500',
      'disputes:5000',
      'fees:1500',
      'processor:6500',
      'disputes:-5000',
      'fees:-1500',
    ]);
    const stripe = createStripeProvider({
      secretKey: fake.secretKey,
      clientId: 'ca_fairplaytest',
      publicUrl: 'http://fairplay.test',
      api: fake.api,
    });
    const scope = new TenantScope(t.handle.db, clubId);
    expect((await reconcile({ db: t.handle.db, now: t.clock.now, provider: stripe }, scope)).differences).toEqual([]);

    // A second charge's dispute is lost: the withdrawn money stays in 'disputes' as the loss, and the books agree.
    const second = await t.callRaw(table.charge, {
      body: { amount: 2000, token: 'pm_card_visa', name: 'Disputing Player', description: 'Lesson' },
      token: owner,
      headers: freshKey(),
    });
    const lostDispute = fake.dispute(account, second.body.payload.charge_id!);
    fake.closeDispute(account, lostDispute.id, 'lost');
    const closed = envelope('charge.dispute.closed', account, lostDispute, now());
    expect((await deliver(closed)).statusCode).toBe(200);
    expect(await t.app.jobs.runDueJobs(t.clock.now())).toMatchObject({ failed: 0 });
    expect(await detailOf(second.body.payload.id)).toMatchObject({ dispute_status: 'lost' });
    expect(await disputeLedger(second.body.payload.id)).toEqual(['processor:-3500', 'disputes:2000', 'fees:1500']);
    expect((await reconcile({ db: t.handle.db, now: t.clock.now, provider: stripe }, scope)).differences).toEqual([]);
  });

  it('an event about an account that is no club of ours is acknowledged and changes nothing', async () => {
    const other = fake.authorize().accountId;
    const payload = envelope('account.updated', other, { id: other, object: 'account' }, Math.floor(Date.now() / 1000));
    const response = await deliver(payload);
    expect(response.statusCode, response.body).toBe(200);
    expect(await t.app.jobs.runDueJobs(t.clock.now())).toMatchObject({ failed: 0 });
    const [row] = await t.handle.db
      .select()
      .from(stripeWebhookEvents)
      .where(eq(stripeWebhookEvents.eventId, (JSON.parse(payload) as { id: string }).id));
    expect(row!.processedAt).toBeInstanceOf(Date);
  });

  // Last: the club is disconnected after it.
  it('account.application.deauthorized disconnects the club until it connects again', async () => {
    expect((await t.call(table.account, { token: owner })).body.payload.connected).toBe(true);
    const payload = envelope(
      'account.application.deauthorized',
      account,
      { id: 'ca_fairplaytest', object: 'application', name: 'Fairplay' },
      Math.floor(Date.now() / 1000),
    );
    expect((await deliver(payload)).statusCode).toBe(200);
    expect(await t.app.jobs.runDueJobs(t.clock.now())).toMatchObject({ failed: 0 });
    expect((await t.call(table.account, { token: owner })).body.payload).toMatchObject({ connected: false });
  });
});

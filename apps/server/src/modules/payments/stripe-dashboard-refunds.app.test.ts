import Stripe from 'stripe';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type ChargeDetail } from '@fairplay/contracts';
import { ledgerEntries, ledgerTransactions, refunds } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { registerSecondClub } from '../../test/second-club.js';
import { fakeClient, startFakeStripe, type FakeStripe } from '../../test/fake-stripe/server.js';
import { expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';
import { STRIPE_WEBHOOK_PATH } from '../payment-gateway/index.js';

const SECRET = 'whsec_fairplay_refunds';
const table = endpoints.payments;

/**
 * Refunds made in Stripe's dashboard reach our records through the refund webhooks (the whole app on the fake
 * Stripe API, events signed by the SDK's test helper): imported once as a refund of the charge with its ledger
 * movement, however many of its events arrive and how often; a refund we made ourselves is never imported again.
 */
describe('refunds made in the Stripe dashboard are imported from its webhooks', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let dashboard: Stripe;
  let owner: string;
  let clubId: number;
  let account: string;
  let events = 0;
  const signer = new Stripe('sk_test_signer');

  beforeAll(async () => {
    fake = await startFakeStripe();
    dashboard = fakeClient(fake);
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
    ({ token: owner, businessId: clubId } = await registerSecondClub(t, 'r'));
    const { accountId, code } = fake.authorize();
    await t.call(table.connect, { params: { provider: 'stripe' }, body: { code }, token: owner });
    account = accountId;
  }, 120_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
    await fake.close();
  });

  const deliver = (type: string, object: Record<string, unknown>) => {
    const payload = JSON.stringify({
      id: `evt_refund${++events}${Date.now()}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      account,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
        },
        payload,
      });
    return { send };
  };
  const runJobs = async () => expect(await t.app.jobs.runDueJobs(t.clock.now())).toMatchObject({ failed: 0 });
  const detailOf = async (id: number) => (await t.call(table.get, { params: { id }, token: owner })).body.payload;
  const refundEntries = async (chargeId: number) =>
    (
      await t.handle.db
        .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(
          and(
            eq(ledgerTransactions.businessId, clubId),
            eq(ledgerTransactions.chargeId, chargeId),
            eq(ledgerTransactions.kind, 'refund'),
          ),
        )
    )
      .map((entry) => `${entry.account}:${entry.amount}`)
      .sort();
  const paid = async (amount: number): Promise<ChargeDetail> => {
    const response = await t.callRaw(table.charge, {
      body: { amount, token: 'pm_card_visa', name: 'Walk-in Player', description: 'Ball machine' },
      token: owner,
      headers: freshKey(),
    });
    expect(response.status, response.body.message).toBe(200);
    return response.body.payload as ChargeDetail;
  };

  it('imports a dashboard refund once, whichever of its events arrive and however often', async () => {
    const charge = await paid(5000);
    const intent = charge.charge_id!;
    const made = await dashboard.refunds.create({ payment_intent: intent, amount: 1500 }, { stripeAccount: account });
    // Stripe sends both events about the refund, and retries one of them.
    const refunded = deliver('charge.refunded', { id: `ch_for_${intent}`, object: 'charge', payment_intent: intent });
    const created = deliver('refund.created', { id: made.id, object: 'refund', payment_intent: intent });
    expect((await refunded.send()).statusCode).toBe(200);
    expect((await created.send()).statusCode).toBe(200);
    expect((await created.send()).json()).toEqual({ received: true, duplicate: true });
    await runJobs();

    const detail = await detailOf(charge.id);
    expect(detail).toMatchObject({ status: 'succeeded', amount_refunded: 1500, refundable: 3500 });
    expect(detail.refunds).toEqual([expect.objectContaining({ amount: 1500, refund_id: made.id, count: 0 })]);
    expect(await refundEntries(charge.id)).toEqual(['processor:-1500', 'revenue:1500']);

    // A later update of the same refund changes nothing.
    expect(
      (await deliver('refund.updated', { id: made.id, object: 'refund', payment_intent: intent }).send()).statusCode,
    ).toBe(200);
    await runJobs();
    expect((await detailOf(charge.id)).amount_refunded).toBe(1500);
    expect(await refundEntries(charge.id)).toHaveLength(2);
  });

  it('never imports a refund we made ourselves', async () => {
    const charge = await paid(4000);
    const intent = charge.charge_id!;
    const ours = await t.call(table.refund, {
      headers: freshKey(),
      body: { payment_id: charge.id, amount: 1000 },
      token: owner,
    });
    expect(ours.status, ours.body.message).toBe(200);
    const [row] = await t.handle.db.select().from(refunds).where(eq(refunds.chargeId, charge.id));
    expect(
      (await deliver('refund.created', { id: row!.providerRefundId, object: 'refund', payment_intent: intent }).send())
        .statusCode,
    ).toBe(200);
    await runJobs();
    const detail = await detailOf(charge.id);
    expect(detail.amount_refunded).toBe(1000);
    expect(detail.refunds).toHaveLength(1);
    expect(await refundEntries(charge.id)).toEqual(['processor:-1000', 'revenue:1000']);
  });

  it('completes our own refund whose answer was lost, posting it once', async () => {
    const charge = await paid(3000);
    const intent = charge.charge_id!;
    const ours = await t.call(table.refund, {
      headers: freshKey(),
      body: { payment_id: charge.id, amount: 700 },
      token: owner,
    });
    expect(ours.status, ours.body.message).toBe(200);
    // As if the process had stopped after Stripe refunded and before we recorded it: pending, not yet posted.
    const [row] = await t.handle.db.select().from(refunds).where(eq(refunds.chargeId, charge.id));
    await t.handle.db.update(refunds).set({ status: 'pending', providerRefundId: null }).where(eq(refunds.id, row!.id));
    await t.handle.db.delete(ledgerTransactions).where(eq(ledgerTransactions.refundId, row!.id));
    expect(await refundEntries(charge.id)).toEqual([]);
    expect(
      (await deliver('refund.created', { id: row!.providerRefundId, object: 'refund', payment_intent: intent }).send())
        .statusCode,
    ).toBe(200);
    await runJobs();
    const [done] = await t.handle.db.select().from(refunds).where(eq(refunds.chargeId, charge.id));
    expect(done).toMatchObject({ status: 'succeeded', providerRefundId: row!.providerRefundId, amount: 700 });
    expect((await detailOf(charge.id)).amount_refunded).toBe(700);
    expect(await refundEntries(charge.id)).toEqual(['processor:-700', 'revenue:700']);
  });

  it('undoes a dashboard refund once when Stripe reports it failed, and the amount can be refunded again', async () => {
    const charge = await paid(2400);
    const intent = charge.charge_id!;
    const made = await dashboard.refunds.create({ payment_intent: intent, amount: 900 }, { stripeAccount: account });
    expect(
      (await deliver('refund.created', { id: made.id, object: 'refund', payment_intent: intent }).send()).statusCode,
    ).toBe(200);
    await runJobs();
    expect((await detailOf(charge.id)).amount_refunded).toBe(900);

    fake.failRefund(account, made.id);
    const failed = deliver('refund.failed', { id: made.id, object: 'refund', payment_intent: intent });
    expect((await failed.send()).statusCode).toBe(200);
    expect(
      (await deliver('refund.updated', { id: made.id, object: 'refund', payment_intent: intent }).send()).statusCode,
    ).toBe(200);
    await runJobs();
    const detail = await detailOf(charge.id);
    expect(detail).toMatchObject({ amount_refunded: 0, refundable: 2400, refunds: [] });
    expect(await refundEntries(charge.id)).toEqual(['processor:-900', 'processor:900', 'revenue:-900', 'revenue:900']);
    const again = await t.call(table.refund, { headers: freshKey(), body: { payment_id: charge.id }, token: owner });
    expect(again.status, again.body.message).toBe(200);
    expect(again.body.payload.amount_refunded).toBe(2400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, endpoints } from '@fairplay/contracts';
import { eq } from 'drizzle-orm';
import { charges, TenantScope, users } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { registerSecondClub } from '../../test/second-club.js';
import { fakeClient, startFakeStripe, type FakeStripe } from '../../test/fake-stripe/server.js';
import { expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';
import { createHolds } from './holds.service.js';
import { reconcile } from './reconciliation.js';
import { providerAnnouncement } from '../payment-gateway/index.js';
import { createStripeProvider } from '../payment-gateway/index.js';

const table = endpoints.payments;

/**
 * The whole app with STRIPE_* set, on the fake Stripe API: the provider chosen is Stripe, a club connects through
 * Stripe's OAuth code, and charges and refunds made through the API land at Stripe and in the ledger alike.
 */
describe('payments through Stripe (on the fake Stripe API)', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let owner: string;
  let clubId: number;
  let account: string;

  const fakeConfig = () => ({
    secretKey: fake.secretKey,
    publishableKey: 'pk_test_fairplay',
    webhookSecret: 'whsec_fairplay',
    clientId: 'ca_fairplaytest',
    api: fake.api,
  });

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await startTestApp({ config: { stripe: fakeConfig() } });
    // A new club of its own: the demo club's month of sandbox charges is not Stripe's to reconcile.
    ({ token: owner, businessId: clubId } = await registerSecondClub(t, 's'));
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
    await fake.close();
  });

  it('asks to connect to stripe first, then connects with the code Stripe returned', async () => {
    expect(providerAnnouncement(fakeConfig())).toBe('Payments: Stripe (test mode).');
    expect(providerAnnouncement(null)).toMatch(/^Payments: the built-in sandbox provider/);
    const before = await t.call(table.account, { token: owner });
    expect(before.body.payload).toMatchObject({ provider: 'stripe', provider_label: 'stripe', connected: false });
    const connectUrl = new URL(before.body.payload.connect_url);
    expect(connectUrl.pathname).toBe('/oauth/authorize');
    expect(Object.fromEntries(connectUrl.searchParams)).toMatchObject({
      client_id: 'ca_fairplaytest',
      response_type: 'code',
      scope: 'read_write',
      redirect_uri: 'http://fairplay.test/private/stripe',
    });
    const early = await t.callRaw(table.charge, {
      body: { amount: 1000, token: 'pm_card_visa', name: 'Walk-in Player' },
      token: owner,
      headers: freshKey(),
    });
    expect(early.body.message).toBe(PAYMENT_MESSAGES.notConnected('stripe'));

    const { accountId, code } = fake.authorize();
    const connected = await t.call(table.connect, { params: { provider: 'stripe' }, body: { code }, token: owner });
    expect(connected.status, connected.body.message).toBe(200);
    expect(connected.body.payload).toMatchObject({ connected: true, account_id: accountId });
    account = accountId;
    const again = await t.callRaw(table.connect, { params: { provider: 'stripe' }, body: { code }, token: owner });
    expect(again.status).toBe(400);
  });

  it('charges a test card, records a decline, refunds in part, and the ledger agrees with Stripe', async () => {
    const charge = (token: string, amount: number) =>
      t.callRaw(table.charge, {
        body: { amount, token, name: 'Walk-in Player', description: 'Court fee' },
        token: owner,
        headers: freshKey(),
      });
    const paid = await charge('pm_card_visa', 2400);
    expect(paid.status, paid.body.message).toBe(200);
    expect(paid.body.payload).toMatchObject({ status: 'succeeded', total: 2400 });
    const declined = await charge('pm_card_chargeDeclined', 1300);
    expect(declined.body.message).toBe('Your card was declined.');

    const intent = fake.paymentIntent(account, paid.body.payload.charge_id!);
    // A direct charge on the club's account with the platform's 0.2% fee, and our idempotency key, not a random one.
    expect(intent).toMatchObject({ amount: 2400, application_fee_amount: 5, status: 'succeeded' });
    const creation = fake.requests.find(
      (request) => request.method === 'POST' && request.path === '/v1/payment_intents',
    );
    expect(creation).toMatchObject({ account });
    expect(creation!.idempotencyKey).toMatch(/^charge-/);

    const refunded = await t.call(table.refund, {
      headers: freshKey(),
      body: { payment_id: paid.body.payload.id, amount: 400 },
      token: owner,
    });
    expect(refunded.status, refunded.body.message).toBe(200);
    expect(refunded.body.payload.amount_refunded).toBe(400);

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
    // 2400 captured, 400 refunded, and Stripe's balance-transaction fee kept: 2.9% + 30¢ (100) and 0.2% (5).
    expect(agreement.provider).toBe(1895);
    const detail = await t.call(table.get, { params: { id: paid.body.payload.id }, token: owner });
    expect(detail.body.payload.fee).toBe(105);
  });
  it("gives the browser Stripe.js's key and the club's account; a PaymentMethod made there charges, saves and holds", async () => {
    const client = await t.call(table.client, { token: owner });
    expect(client.status, client.body.message).toBe(200);
    expect(client.body.payload).toEqual({
      provider: 'stripe',
      publishable_key: 'pk_test_fairplay',
      account_id: account,
    });
    // The pages may load Stripe.js, its Elements' frames, and call Stripe's API (never so with the sandbox).
    const csp = String((await t.app.inject({ url: '/api/docs/json' })).headers['content-security-policy']);
    expect(csp).toContain('script-src');
    for (const directive of ['script-src', 'frame-src', 'connect-src'])
      expect(csp.split(';').find((part) => part.trim().startsWith(directive))).toMatch(
        /https:\/\/(js|api)\.stripe\.com/,
      );
    // What Stripe.js does with Elements' card in the browser: a new PaymentMethod (pm_…) of no customer, made on
    // the club's connected account (loadStripe(key, { stripeAccount })).
    const elements = async () =>
      (
        await fakeClient(fake).paymentMethods.create(
          { type: 'card', card: { token: 'tok_visa' } },
          { stripeAccount: client.body.payload.account_id! },
        )
      ).id;

    const paid = await t.callRaw(table.charge, {
      body: { amount: 1800, token: await elements(), name: 'Walk-in Player', description: 'Ball machine' },
      token: owner,
      headers: freshKey(),
    });
    expect(paid.status, paid.body.message).toBe(200);
    expect(paid.body.payload).toMatchObject({ status: 'succeeded', total: 1800 });

    const [ownerRow] = await t.handle.db.select().from(users).where(eq(users.username, 'bianca.s'));
    const saved = await t.call(table.createForMember, {
      body: { member_id: ownerRow!.id, token: await elements() },
      token: owner,
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.payload.methods).toEqual([expect.objectContaining({ last4: '4242', brand: 'visa' })]);
    const setup = fake.requests.find((request) => request.method === 'POST' && request.path === '/v1/setup_intents');
    expect(setup).toMatchObject({ account });

    const holds = createHolds({
      db: t.handle.db,
      now: t.clock.now,
      publicUrl: 'http://fairplay.test',
      provider: createStripeProvider({
        secretKey: fake.secretKey,
        clientId: 'ca_fairplaytest',
        publicUrl: 'http://fairplay.test',
        api: fake.api,
      }),
    });
    const held = await holds.authorize(new TenantScope(t.handle.db, clubId), {
      memberUserId: ownerRow!.id,
      description: 'Racket rental deposit',
      amount: 2500,
      currency: 'usd',
      idempotencyKey: 'elements-hold-1',
      createdBy: null,
      token: await elements(),
    });
    expect(held.status).toBe('authorized');
    const [row] = await t.handle.db.select().from(charges).where(eq(charges.id, held.chargeId));
    expect(fake.paymentIntent(account, row!.providerPaymentId!)).toMatchObject({
      amount: 2500,
      capture_method: 'manual',
      status: 'requires_capture',
    });
    const released = await holds.release(new TenantScope(t.handle.db, clubId), held.chargeId);
    expect(released.status).toBe('released');
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS, endpoints } from '@fairplay/contracts';
import { TenantScope, ledgerEntries, ledgerTransactions, payouts } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, userIdOf } from '../../test/appointments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';
import { cardToken, connectSandbox, expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';
import { enqueueJob } from '../jobs/index.js';
import { accountBalances } from '../ledger/index.js';
import { createHolds } from './holds.service.js';
import { PAYOUT_JOB } from './payouts.js';
import { createSandboxProvider } from '../payment-gateway/index.js';
import { reconcile } from './reconciliation.js';

const table = endpoints.payments;

/**
 * Processor fees and payouts in the ledger (issue 12): a paid charge and a captured hold write the sandbox's fee
 * (fees debited, processor credited) with their own movement; the daily payout job pays each club's available
 * balance to its bank once a day (bank debited, processor credited); the ledger agrees with the sandbox throughout.
 */
describe('processor fees and payouts', () => {
  let t: TestApp;
  let club: { token: string; businessId: number };
  let scope: TenantScope;
  const sandbox = () => createSandboxProvider(t.handle.db, t.clock.now);
  const context = () => ({ db: t.handle.db, now: t.clock.now, provider: sandbox() });
  const balances = async () =>
    Object.fromEntries(
      (await accountBalances(scope)).filter((row) => row.unit === 'cents').map((row) => [row.account, row.balance]),
    );

  beforeAll(async () => {
    t = await startTestApp();
    club = await registerSecondClub(t, 'f');
    await connectSandbox(t, club.token);
    scope = new TenantScope(t.handle.db, club.businessId);
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  it('writes the fee with a paid charge and with a captured hold, and agrees with the sandbox', async () => {
    const paid = await t.call(table.charge, {
      body: { amount: 1000, token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds), name: 'Walk-in Player' },
      token: club.token,
      headers: freshKey(),
    });
    expect(paid.status, paid.body.message).toBe(200);
    // 2.9% of 1000 (29) + 30¢ + the 0.2% application fee (2).
    expect(paid.body.payload).toMatchObject({ status: 'succeeded', fee: 61 });

    const holds = createHolds({ ...context(), publicUrl: 'http://fairplay.test' });
    const held = await holds.authorize(scope, {
      memberUserId: await userIdOf(t, 'bianca.f'),
      description: 'Court 1 hold',
      amount: 2000,
      currency: 'usd',
      idempotencyKey: 'fee-test-hold',
      createdBy: null,
      token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds),
    });
    expect(held.status).toBe('authorized');
    expect(await holds.capture(scope, held.chargeId)).toMatchObject({ status: 'succeeded' });
    // Captured again: answered as before, no second fee.
    expect(await holds.capture(scope, held.chargeId)).toMatchObject({ status: 'succeeded' });
    const fees = await t.handle.db
      .select({ chargeId: ledgerTransactions.chargeId, account: ledgerEntries.account, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(eq(ledgerTransactions.businessId, club.businessId), eq(ledgerTransactions.kind, 'fee')))
      .orderBy(ledgerEntries.id);
    // 2.9% of 2000 (58) + 30¢ + 4.
    expect(fees).toEqual([
      { chargeId: paid.body.payload.id, account: 'fees', amount: 61 },
      { chargeId: paid.body.payload.id, account: 'processor', amount: -61 },
      { chargeId: held.chargeId, account: 'fees', amount: 92 },
      { chargeId: held.chargeId, account: 'processor', amount: -92 },
    ]);
    expect(await balances()).toMatchObject({ fees: 153, processor: 3000 - 153 });
    expect(await reconcile(context(), scope)).toMatchObject({ differences: [], ledger: 2847, provider: 2847 });
  });

  it("pays each club's available balance out once a day, and lists it for staff of that club only", async () => {
    const now = t.clock.now();
    await t.app.jobs.runDueJobs(now, { types: [PAYOUT_JOB] });
    // The same day's job again (a retry, a second server): the same payout, nothing new recorded.
    await enqueueJob(t.handle.db, { type: PAYOUT_JOB, businessId: null, key: 'again', runAt: now });
    await t.app.jobs.runDueJobs(now, { types: [PAYOUT_JOB] });
    const rows = await t.handle.db.select().from(payouts).where(eq(payouts.businessId, club.businessId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 2847, status: 'paid', arrivalDate: now.toISOString().slice(0, 10) });
    expect(await balances()).toMatchObject({ processor: 0, bank: 2847, fees: 153 });
    expect(await reconcile(context(), scope)).toMatchObject({ differences: [], ledger: 0, provider: 0 });

    const listed = await t.call(table.payouts, { token: club.token });
    expect(listed.body.payload.rows).toEqual([
      expect.objectContaining({ amount: 2847, status: 'paid', currency: 'usd', payout_id: rows[0]!.providerPayoutId }),
    ]);
    // The demo club's owner sees the demo's own payouts, never this club's.
    const owner = await t.login('owner');
    const demo = (await t.call(table.payouts, { token: owner })).body.payload.rows;
    expect(demo.length).toBeGreaterThan(0);
    expect(demo.map((row) => row.payout_id)).not.toContain(rows[0]!.providerPayoutId);
    expect(await reconcile(context(), new TenantScope(t.handle.db, await clubIdOf(t, owner)))).toMatchObject({
      differences: [],
    });
    // A member without payments read is refused.
    const member = await t.callRaw(table.payouts, { token: await t.login('member') });
    expect(member.status).toBe(403);
  });
});

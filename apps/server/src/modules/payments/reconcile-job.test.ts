import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, SANDBOX_PATHS, SANDBOX_TEST_CARDS, endpoints, type ChargeDetail } from '@fairplay/contracts';
import { TenantScope, charges, emailOutbox, ledgerEntries, ledgerTransactions, sandboxPayments } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, userIdOf } from '../../test/appointments-kit.js';
import { cardToken, expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';
import { findAccount } from './accounts.repository.js';
import { insertCharge } from './charges.repository.js';
import { AUTHENTICATION_WINDOW_MS, RECONCILE_JOB, STALE_AFTER_MS } from './index.js';
import { createSandboxProvider } from '../payment-gateway/index.js';
import { reconcile } from './reconciliation.js';

const MINUTE = 60_000;

describe('the reconciliation job finishes charges left processing or waiting for authentication', () => {
  let t: TestApp;
  let owner: string;
  let clubId: number;
  let memberId: number;
  let scope: TenantScope;
  let keys = 0;
  const sandbox = () => createSandboxProvider(t.handle.db, t.clock.now);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    clubId = await clubIdOf(t, owner);
    memberId = await userIdOf(t, 'member');
    scope = new TenantScope(t.handle.db, clubId);
  }, 180_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  // The reconciliation alone, not every sweep of the demo club.
  const runJobs = () => t.app.jobs.runDueJobs(t.clock.now(), { types: [RECONCILE_JOB] });
  const chargeRow = async (id: number) => (await t.handle.db.select().from(charges).where(eq(charges.id, id)))[0]!;
  const entriesOf = async (chargeId: number) =>
    (
      await t.handle.db
        .select({ kind: ledgerTransactions.kind, account: ledgerEntries.account, amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(and(eq(ledgerTransactions.businessId, clubId), eq(ledgerTransactions.chargeId, chargeId)))
    ).map((entry) => `${entry.kind}:${entry.account}:${entry.amount}`);

  /** What POST payment/charges/create writes before it asks the provider: the charge, `processing`. */
  const processingCharge = async (total: number) => {
    const row = await insertCharge(scope, {
      type: 'card',
      status: 'processing',
      amount: total,
      total,
      currency: 'usd',
      description: 'Pro shop: grip tape',
      fullName: 'Crash Tester',
      memberUserId: memberId,
      payerUserId: memberId,
      provider: 'sandbox',
      idempotencyKey: `reconcile-test-${++keys}`,
      requestHash: `reconcile-test-${keys}`,
      createdAt: t.clock.now(),
    });
    return row!;
  };

  it('settles a charge whose provider answer was lost in a crash: paid once, in the ledger, with its receipt', async () => {
    const row = await processingCharge(1800);
    const account = (await findAccount(scope))!.accountId;
    // The provider took the money; the process stopped before the charge recorded the answer.
    const payment = await sandbox().createPayment(account, {
      amount: 1800,
      currency: 'usd',
      source: { token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) },
      capture: true,
      description: row.description,
      reference: `charge-${row.id}`,
      idempotencyKey: `charge-${row.id}`,
    });
    expect(payment.status).toBe('succeeded');

    // Younger than the grace period: a request may still be waiting on the provider, so it is left alone.
    t.clock.advance(STALE_AFTER_MS - MINUTE);
    await runJobs();
    expect((await chargeRow(row.id)).status).toBe('processing');

    t.clock.advance(15 * MINUTE);
    await runJobs();
    expect(await chargeRow(row.id)).toMatchObject({
      status: 'succeeded',
      providerPaymentId: payment.id,
      sourceLast4: '4242',
    });
    expect((await entriesOf(row.id)).sort()).toEqual([
      'charge:processor:1800',
      'charge:revenue:-1800',
      'fee:fees:86',
      'fee:processor:-86',
    ]);
    const receiptsOf = async () =>
      (await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.businessId, clubId))).filter(
        (mail) => mail.subject.startsWith('Your receipt') && mail.textBody.includes('Pro shop: grip tape'),
      );
    expect(await receiptsOf()).toHaveLength(1);

    // The next sweeps find nothing left to do.
    t.clock.advance(15 * MINUTE);
    await runJobs();
    expect(await entriesOf(row.id)).toHaveLength(4);
    expect(await receiptsOf()).toHaveLength(1);
    expect((await reconcile({ db: t.handle.db, now: t.clock.now, provider: sandbox() }, scope)).differences).toEqual(
      [],
    );
  });

  it('fails a charge the provider never received, as nothing was charged', async () => {
    const row = await processingCharge(900);
    t.clock.advance(STALE_AFTER_MS + MINUTE);
    await runJobs();
    expect(await chargeRow(row.id)).toMatchObject({
      status: 'failed',
      failureCode: 'not_submitted',
      failureMessage: PAYMENT_MESSAGES.neverReachedProvider,
    });
    expect(await entriesOf(row.id)).toEqual([]);
  });

  const authenticating = async (amount: number): Promise<ChargeDetail> => {
    const response = await t.callRaw(endpoints.payments.charge, {
      body: { amount, token: await cardToken(t, SANDBOX_TEST_CARDS.requiresAuthentication), name: 'Away Player' },
      token: owner,
      headers: freshKey(),
    });
    expect(response.status, response.body.message).toBe(200);
    const detail = response.body.payload as ChargeDetail;
    expect(detail.status).toBe('requires_action');
    return detail;
  };

  it('settles a charge whose card holder authenticated but whose confirmation never came back', async () => {
    const pending = await authenticating(2600);
    const answered = await t.app.inject({
      method: 'POST',
      url: `${SANDBOX_PATHS.authenticate}/${pending.charge_id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=complete&return_url=${encodeURIComponent(`/private/stripe?charge_id=${pending.id}`)}`,
    });
    expect(answered.statusCode).toBe(303);
    t.clock.advance(STALE_AFTER_MS + MINUTE);
    await runJobs();
    expect((await chargeRow(pending.id)).status).toBe('succeeded');
    expect((await entriesOf(pending.id)).sort()).toEqual([
      'charge:processor:2600',
      'charge:revenue:-2600',
      'fee:fees:110',
      'fee:processor:-110',
    ]);
  });

  it('cancels at the provider and fails a charge whose card holder never authenticated within a day', async () => {
    const pending = await authenticating(3300);
    t.clock.advance(STALE_AFTER_MS + MINUTE);
    await runJobs();
    expect((await chargeRow(pending.id)).status).toBe('requires_action');

    t.clock.advance(AUTHENTICATION_WINDOW_MS);
    await runJobs();
    expect(await chargeRow(pending.id)).toMatchObject({
      status: 'failed',
      failureMessage: PAYMENT_MESSAGES.authenticationAbandoned,
    });
    const [atProvider] = await t.handle.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, pending.charge_id!));
    expect(atProvider!.status).toBe('canceled');
    expect(await entriesOf(pending.id)).toEqual([]);
  });
});

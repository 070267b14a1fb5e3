import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES, SANDBOX_TEST_CARDS, endpoints, type ChargeDetail, type Invoice } from '@fairplay/contracts';
import { TenantScope, emailOutbox, inAppNotifications, ledgerEntries, ledgerTransactions } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, userIdOf } from '../../test/appointments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';
import { cardToken, connectSandbox, expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';
import { createSandboxProvider } from '../payment-gateway/index.js';
import { reconcile } from './reconciliation.js';
import { INVOICE_COLLECT_JOB, INVOICE_SWEEP_JOB } from './invoice-collection.js';

const table = endpoints.payments;

describe('monthly invoices (issue 12): added charges, month-end collection, retries, history', () => {
  let t: TestApp;
  let owner: string;
  let clubId: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    clubId = await clubIdOf(t, owner);
    if (!(await t.call(table.account, { token: owner })).body.payload.connected) await connectSandbox(t, owner);
    await setInvoices(true);
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  const setInvoices = async (on: boolean) => {
    const response = await t.call(endpoints.settings.update, { body: { add_to_invoice: on }, token: owner });
    expect(response.status, response.body.message).toBe(200);
    expect(response.body.payload.add_to_invoice).toBe(on);
  };
  const invoiced = (body: Record<string, unknown>, headers = freshKey()) =>
    t.callRaw(table.charge, { body: { invoice: true, name: '', ...body }, token: owner, headers });
  const history = async (memberId: number, token = owner) => {
    const response = await t.call(endpoints.invoices.history, { params: { id: memberId }, token });
    expect(response.status, response.body.message).toBe(200);
    return response.body.payload;
  };
  const openInvoice = async (memberId: number): Promise<Invoice> =>
    (await history(memberId)).invoices.find((invoice) => invoice.status === 'open')!;
  const balanceOf = async (memberId: number) =>
    (await t.call(table.businessCustomer, { params: { id: memberId }, token: owner })).body.payload.balance;
  const entriesOf = (chargeId: number) =>
    t.handle.db
      .select({ kind: ledgerTransactions.kind, account: ledgerEntries.account, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(eq(ledgerTransactions.businessId, clubId), eq(ledgerTransactions.chargeId, chargeId)))
      .orderBy(ledgerEntries.id);
  // The invoice jobs alone: weeks of the demo club's other sweeps (reminders above all) are not this file's.
  const runInvoiceJobs = () =>
    t.app.jobs.runDueJobs(t.clock.now(), { types: [INVOICE_SWEEP_JOB, INVOICE_COLLECT_JOB] });
  /** Moves the clock just past when `invoice` is to be collected, and runs what is due then. */
  const collectAfter = async (invoice: Invoice) => {
    const gap = new Date(invoice.collect_at).getTime() - t.clock.now().getTime();
    if (gap > -60_000) t.clock.advance(gap + 60_000);
    await runInvoiceJobs();
    // Weeks may have passed on the clock: a fresh session.
    owner = await t.login('owner');
  };
  const agreement = () =>
    reconcile(
      { db: t.handle.db, now: t.clock.now, provider: createSandboxProvider(t.handle.db, t.clock.now) },
      new TenantScope(t.handle.db, clubId),
    );

  it('adds charges to the open invoice (owed in the ledger, nothing taken), then collects it at the month end', async () => {
    const erik = await userIdOf(t, 'erik.larsen');
    const before = await balanceOf(erik);
    const first = await invoiced({ member_id: erik, amount: 4500, description: 'Court fees, week 1' });
    expect(first.status, first.body.message).toBe(200);
    const item = first.body.payload as ChargeDetail;
    expect(item).toMatchObject({ status: 'invoiced', total: 4500, charge_id: null, receipt_url: null, refundable: 0 });
    expect(item.source).toMatchObject({ object: 'card', last4: '4444' });
    expect(await entriesOf(item.id)).toEqual([
      { kind: 'invoice', account: 'receivable', amount: 4500 },
      { kind: 'invoice', account: 'revenue', amount: -4500 },
    ]);
    // A retry with the same key adds nothing twice.
    const key = freshKey();
    const second = await invoiced({ member_id: erik, amount: 2000, description: 'Ball machine' }, key);
    const retried = await invoiced({ member_id: erik, amount: 2000, description: 'Ball machine' }, key);
    expect(retried.body.payload.id).toBe(second.body.payload.id);

    const open = await openInvoice(erik);
    expect(open).toMatchObject({ status: 'open', total: 6500, attempts: 0, charge_id: null, payer_user_id: erik });
    expect(open.items.map((row) => row.description)).toEqual(['Court fees, week 1', 'Ball machine']);
    expect((await balanceOf(erik)).owed - before.owed).toBe(6500);
    expect((await agreement()).differences).toEqual([]);

    await collectAfter(open);
    const paid = (await history(erik)).invoices.find((invoice) => invoice.id === open.id)!;
    expect(paid).toMatchObject({ status: 'paid', attempts: 0, last_error: null });
    const collection = await t.call(table.get, { params: { id: paid.charge_id! }, token: owner });
    expect(collection.body.payload).toMatchObject({ status: 'succeeded', total: 6500, type: 'card' });
    expect(collection.body.payload.description).toMatch(/^Monthly invoice, \w+ \d{4}$/);
    expect(collection.body.payload.order_details.map((line) => line.description)).toEqual([
      'Court fees, week 1',
      'Ball machine',
    ]);
    expect(await entriesOf(paid.charge_id!)).toEqual([
      { kind: 'invoice', account: 'processor', amount: 6500 },
      { kind: 'invoice', account: 'receivable', amount: -6500 },
      // The sandbox's card fee: 2.9% + 30¢ (219) and the 0.2% application fee (13).
      { kind: 'fee', account: 'fees', amount: 232 },
      { kind: 'fee', account: 'processor', amount: -232 },
    ]);
    expect((await balanceOf(erik)).owed).toBe(before.owed);
    const receipts = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.textBody, `%Receipt for charge ${paid.charge_id},%`));
    expect(receipts).toHaveLength(1);
    expect((await agreement()).differences).toEqual([]);
    // Collected once: running the jobs again takes nothing more.
    await runInvoiceJobs();
    expect((await history(erik)).invoices.filter((invoice) => invoice.status === 'paid')).toHaveLength(1);
  });

  it('without a payment method the invoice stays open, staff are told, and it is collected once a card is saved', async () => {
    // Raj holds a saved card and no membership (a card a live subscription renews with cannot be removed).
    const raj = await userIdOf(t, 'raj.patel');
    const item = await invoiced({ member_id: raj, amount: 3000, description: 'Clinic, 2 sessions' });
    expect(item.status, item.body.message).toBe(200);
    const customer = await t.call(table.businessCustomer, { params: { id: raj }, token: owner });
    for (const method of customer.body.payload.methods) {
      const removed = await t.call(table.deleteCard, {
        params: { id: raj },
        body: { card: method.id },
        token: owner,
      });
      expect(removed.status, removed.body.message).toBe(200);
    }
    const open = await openInvoice(raj);
    await collectAfter(open);
    const failed = (await history(raj)).invoices.find((invoice) => invoice.id === open.id)!;
    expect(failed).toMatchObject({ status: 'open', attempts: 1, last_error: INVOICE_MESSAGES.noMethod });
    expect(new Date(failed.collect_at).getTime() - new Date(open.collect_at).getTime()).toBeGreaterThan(86_000_000);
    const notes = await t.handle.db
      .select()
      .from(inAppNotifications)
      .where(
        and(eq(inAppNotifications.businessId, clubId), eq(inAppNotifications.link, `/private/member/edit/${raj}`)),
      );
    expect(notes.length).toBeGreaterThan(0);
    expect(notes[0]!.title).toBe('A monthly invoice could not be collected');

    // A declined card: the attempt is on record as a failed charge, the invoice stays open for the next try.
    const declining = await cardToken(t, SANDBOX_TEST_CARDS.declined);
    await t.call(table.createForMember, { body: { member_id: raj, token: declining }, token: owner });
    await collectAfter(failed);
    const declined = (await history(raj)).invoices.find((invoice) => invoice.id === open.id)!;
    expect(declined).toMatchObject({ status: 'open', attempts: 2 });
    expect(declined.last_error).toBeTruthy();

    const good = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const saved = await t.call(table.createForMember, { body: { member_id: raj, token: good }, token: owner });
    expect(saved.status, saved.body.message).toBe(200);
    await collectAfter(declined);
    const paid = (await history(raj)).invoices.find((invoice) => invoice.id === open.id)!;
    expect(paid).toMatchObject({ status: 'paid', attempts: 2, total: 3000 });
    expect((await agreement()).differences).toEqual([]);
  });

  it("a family member's charge goes on the payer's invoice; the rules of adding one are kept", async () => {
    const sam = await userIdOf(t, 'sam.garcia');
    const leo = await userIdOf(t, 'leo.garcia');
    const noMethod = await invoiced({ member_id: leo, amount: 1500, description: 'Junior clinic' });
    const hasMethod = (await t.call(table.businessCustomer, { params: { id: sam }, token: owner })).body.payload.methods
      .length;
    if (hasMethod === 0) {
      expect(noMethod.status).toBe(400);
      expect(noMethod.errors).toEqual([{ field: 'invoice', message: INVOICE_MESSAGES.automatedInvoice }]);
      // A new card without saving it is refused too; saved, it pays the invoice later.
      const unsaved = await invoiced({ member_id: leo, amount: 1500, token: await cardToken(t, '4242424242424242') });
      expect(unsaved.errors).toEqual([{ field: 'save_card', message: INVOICE_MESSAGES.automatedInvoice }]);
      const savedNow = await invoiced({
        member_id: leo,
        amount: 1500,
        description: 'Junior clinic',
        save_card: true,
        token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds),
      });
      expect(savedNow.status, savedNow.body.message).toBe(200);
    } else expect(noMethod.status).toBe(200);
    const invoice = await openInvoice(leo);
    expect(invoice.payer_user_id).toBe(sam);
    expect(invoice.items.some((row) => row.member_id === leo && row.description === 'Junior clinic')).toBe(true);
    expect((await history(sam)).invoices.map((row) => row.id)).toContain(invoice.id);
    // The family's payer reads it; the child reads their payer's invoices too.
    expect((await history(leo, await t.login('sam.garcia'))).payer_user_id).toBe(sam);

    const walkIn = await invoiced({ amount: 500, name: 'Walk In', token: 'tok_x' });
    expect(walkIn.errors).toEqual([{ field: 'member_id', message: INVOICE_MESSAGES.customerRequired }]);
    await setInvoices(false);
    const off = await invoiced({ member_id: leo, amount: 500 });
    expect(off.errors).toEqual([{ field: 'invoice', message: INVOICE_MESSAGES.turnedOff }]);
    await setInvoices(true);
  });

  it("history: another club's member 404, someone else's invoices 403, no token 401, a bad id 400", async () => {
    const erik = await userIdOf(t, 'erik.larsen');
    const other = await registerSecondClub(t, 'i');
    const call = (params: Record<string, unknown>, token?: string) =>
      t.callRaw(endpoints.invoices.history, { params: params as { id: number }, token });
    expect((await call({ id: erik }, other.token)).status).toBe(404);
    expect((await call({ id: erik }, await t.login('member'))).status).toBe(403);
    expect((await call({ id: erik })).status).toBe(401);
    const bad = await call({ id: 'x' }, owner);
    expect(bad.status).toBe(400);
    expect(bad.errors[0]?.field).toBe('id');
    const own = await t.call(endpoints.invoices.history, { params: { id: erik }, token: await t.login('erik.larsen') });
    expect(own.status).toBe(200);
  });
});

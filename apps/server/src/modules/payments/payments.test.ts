import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVOICE_MESSAGES,
  PAYMENT_LIMITS,
  PAYMENT_MESSAGES,
  SANDBOX_PATHS,
  SANDBOX_TEST_CARDS,
  endpoints,
  type ChargeDetail,
} from '@fairplay/contracts';
import { TenantScope, charges, ledgerEntries, ledgerTransactions, paymentMethods, sandboxPayments } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, userIdOf } from '../../test/appointments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';
import {
  bankToken,
  cardToken,
  connectSandbox,
  expectLedgerBalanced,
  freshKey,
  sandboxCode,
} from '../../test/payments-kit.js';
import { createSandboxProvider } from '../payment-gateway/index.js';
import { reconcile } from './reconciliation.js';

const table = endpoints.payments;

describe('payments (issue 12): connection, charges, idempotency, refunds, ledger', () => {
  let t: TestApp;
  let owner: string;
  let clubId: number;
  let sam: number;
  let leo: number;
  let tax: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    clubId = await clubIdOf(t, owner);
    sam = await userIdOf(t, 'sam.garcia');
    leo = await userIdOf(t, 'leo.garcia');
    // The demo seed connects the demo club; a club without a connection is connected here.
    if (!(await t.call(table.account, { token: owner })).body.payload.connected) await connectSandbox(t, owner);
    const created = await t.call(table.createTax, {
      body: { display_name: 'Texas sales tax', percentage: 8.25, jurisdiction: 'Texas' },
      token: owner,
    });
    tax = created.body.payload.id;
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  const charge = (body: Record<string, unknown>, headers: Record<string, string> = freshKey(), token = owner) =>
    t.callRaw(table.charge, { body, token, headers });
  const paid = async (body: Record<string, unknown>): Promise<ChargeDetail> => {
    const response = await charge(body);
    expect(response.status, response.body.message).toBe(200);
    return response.body.payload;
  };
  const entriesOf = (chargeId: number) =>
    t.handle.db
      .select({ kind: ledgerTransactions.kind, account: ledgerEntries.account, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(eq(ledgerTransactions.businessId, clubId), eq(ledgerTransactions.chargeId, chargeId)))
      .orderBy(ledgerEntries.id);
  const agreement = () =>
    reconcile(
      { db: t.handle.db, now: t.clock.now, provider: createSandboxProvider(t.handle.db, t.clock.now) },
      new TenantScope(t.handle.db, clubId),
    );

  it('starts the demo club connected, with taxes, saved methods and a month of charges that reconcile', async () => {
    const taxes = (await t.call(table.taxes, { query: {}, token: owner })).body.payload;
    expect(taxes.map((row) => row.display_name)).toEqual(
      expect.arrayContaining(['Texas sales tax', 'Austin local tax', 'Facility fee (included)']),
    );
    const member = await userIdOf(t, 'member');
    const customer = await t.call(table.businessCustomer, { params: { id: member }, token: owner });
    expect(customer.body.payload.methods).toEqual([expect.objectContaining({ last4: '4242', default_source: true })]);
    expect(customer.body.payload.balance.charged).toBeGreaterThan(0);
    // The demo's month of charges holds every tender (each read by its own filter: the month fills more than a page).
    const startDate = new Date(Date.now() - 31 * 86_400_000).toISOString();
    for (const type of ['ach', 'card', 'cash', 'check-input'] as const) {
      const month = await t.call(table.list, { query: { startDate, type }, token: owner });
      expect(month.body.payload.count, type).toBeGreaterThan(0);
    }
    const [refunded] = await t.handle.db
      .select({ count: sql<number>`count(*)::int` })
      .from(charges)
      .where(
        and(eq(charges.businessId, clubId), gt(charges.amountRefunded, 0), gt(charges.createdAt, new Date(startDate))),
      );
    expect(refunded?.count).toBeGreaterThan(0);
    expect((await agreement()).differences).toEqual([]);
  });

  it('asks to connect first, then connects through the consent page with a one-time code', async () => {
    const other = await registerSecondClub(t, 'p');
    const before = await t.call(table.account, { token: other.token });
    expect(before.body.payload).toMatchObject({ provider: 'sandbox', connected: false, account_id: null });
    expect(before.body.payload.connect_url).toContain(SANDBOX_PATHS.authorize);
    // Any member's browser learns its tokenizer: the sandbox's own client, no Stripe.js key.
    const client = await t.call(table.client, { token: await t.login('member') });
    expect(client.status, client.body.message).toBe(200);
    expect(client.body.payload).toMatchObject({ provider: 'sandbox', publishable_key: null });
    expect((await t.call(table.client, { token: other.token })).body.payload).toEqual({
      provider: 'sandbox',
      publishable_key: null,
      account_id: null,
    });
    const refused = await charge({ amount: 500, token: 'tok_x', name: 'Walk In' }, freshKey(), other.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('First connect to the sandbox payment provider');

    expect(await sandboxCode(t, 'deny')).toBe('The user denied your request');
    const code = (await sandboxCode(t, 'allow'))!;
    const connect = (provider: 'sandbox' | 'stripe') =>
      t.callRaw(table.connect, { params: { provider }, body: { code }, token: other.token });
    expect((await connect('stripe')).errors[0]?.field).toBe('provider');
    const connected = await connect('sandbox');
    expect(connected.status).toBe(200);
    expect(connected.body.message).toBe(PAYMENT_MESSAGES.successConnect);
    expect(connected.body.payload).toMatchObject({ connected: true, currency: 'usd' });
    const again = await connect('sandbox');
    expect(again.status).toBe(400);
    expect(again.errors[0]?.field).toBe('code');
    // The demo club's own connection is another account: each club reconciles with its own.
    expect(connected.body.payload.account_id).not.toBe(
      (await t.call(table.account, { token: owner })).body.payload.account_id,
    );
  });

  it('charges a test card with tax, writes balanced entries, and agrees with the sandbox', async () => {
    const detail = await paid({
      amount: 1000,
      token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds),
      name: 'Walk-in Player',
      description: 'Ball machine rental',
      selected_taxes: [tax],
    });
    expect(detail).toMatchObject({
      type: 'card',
      status: 'succeeded',
      amount: 1000,
      tax: 83,
      total: 1083,
      tax_percent: 8.25,
      refundable: 1083,
      source: { object: 'card', brand: 'visa', last4: '4242' },
      metadata: { full_name: 'Walk-in Player' },
      // The sandbox's card fee: 2.9% + 30¢ (61) and the 0.2% application fee (2).
      fee: 63,
    });
    expect(detail.order_details).toHaveLength(1);
    expect(detail.order_details[0]).toMatchObject({ price: 1000, count: 1, tax: 83, total: 1083 });
    expect(detail.charge_id).toMatch(/^py_/);
    expect(await entriesOf(detail.id)).toEqual([
      { kind: 'charge', account: 'processor', amount: 1083 },
      { kind: 'charge', account: 'revenue', amount: -1000 },
      { kind: 'charge', account: 'tax_payable', amount: -83 },
      { kind: 'fee', account: 'fees', amount: 63 },
      { kind: 'fee', account: 'processor', amount: -63 },
    ]);
    expect((await agreement()).differences).toEqual([]);
  });

  it('answers a declined card and a card failing at capture with 402 and writes nothing to the ledger', async () => {
    for (const [number, message] of [
      [SANDBOX_TEST_CARDS.declined, 'Your card was declined.'],
      [SANDBOX_TEST_CARDS.failsOnCapture, 'The payment was authorized but could not be captured.'],
    ] as const) {
      const response = await charge({ amount: 700, token: await cardToken(t, number), name: 'Walk-in Player' });
      expect(response.status).toBe(402);
      expect(response.body.message).toBe(message);
      const failed = (response.body.payload as unknown as { charge: ChargeDetail }).charge;
      expect(failed.status).toBe('failed');
      expect(await entriesOf(failed.id)).toEqual([]);
    }
    expect((await agreement()).differences).toEqual([]);
  });

  it('waits for the card holder to authenticate, then confirms the charge', async () => {
    const pending = await paid({
      amount: 2500,
      token: await cardToken(t, SANDBOX_TEST_CARDS.requiresAuthentication),
      name: 'Walk-in Player',
    });
    expect(pending.status).toBe('requires_action');
    expect(pending.authentication_url).toContain(`${SANDBOX_PATHS.authenticate}/${pending.charge_id}`);
    expect(await entriesOf(pending.id)).toEqual([]);
    const page = await t.app.inject({ method: 'GET', url: pending.authentication_url! });
    expect(page.body).toContain('Complete authentication');
    const answered = await t.app.inject({
      method: 'POST',
      url: `${SANDBOX_PATHS.authenticate}/${pending.charge_id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=complete&return_url=${encodeURIComponent(`/private/stripe?charge_id=${pending.id}`)}`,
    });
    expect(answered.statusCode).toBe(303);
    const confirmed = await t.call(table.confirm, { params: { id: pending.id }, token: owner });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.payload.status).toBe('succeeded');
    expect((await entriesOf(pending.id)).map((entry) => entry.amount)).toEqual([2500, -2500, 108, -108]);
    const twice = await t.call(table.confirm, { params: { id: pending.id }, token: owner });
    expect(twice.status).toBe(409);
  });

  it('never charges twice for one Idempotency-Key, also when the retries race', async () => {
    const headers = freshKey();
    const body = { amount: 1500, token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds), name: 'Racing Player' };
    const answers = await Promise.all([1, 2, 3, 4].map(() => charge(body, headers)));
    for (const answer of answers) expect(answer.status, answer.body.message).toBe(200);
    const ids = new Set(answers.map((answer) => answer.body.payload.id));
    expect(ids.size).toBe(1);
    const retry = await charge(body, headers);
    expect(retry.body.payload.id).toBe([...ids][0]);
    const rows = await t.handle.db
      .select()
      .from(charges)
      .where(and(eq(charges.businessId, clubId), eq(charges.idempotencyKey, headers['idempotency-key']!)));
    expect(rows).toHaveLength(1);
    const atProvider = await t.handle.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, `charge-${rows[0]!.id}`));
    expect(atProvider).toHaveLength(1);
    // The charge's movement (processor, revenue) and its fee's (fees, processor), once.
    expect(await entriesOf(rows[0]!.id)).toHaveLength(4);
    const changed = await charge({ ...body, amount: 1600 }, headers);
    expect(changed.status).toBe(409);
    expect(changed.errors[0]).toEqual({ field: 'Idempotency-Key', message: PAYMENT_MESSAGES.idempotencyKeyReused });
    const missing = await t.callRaw(table.charge, { body, token: owner });
    expect(missing.status).toBe(400);
    expect(missing.errors[0]?.field).toBe('Idempotency-Key');
  });

  it("saves a family member's card on the family's payer and charges the payer; one default, kept by the database", async () => {
    const linh = await userIdOf(t, 'linh.nguyen');
    const kim = await userIdOf(t, 'kim.nguyen');
    const saved = await t.call(table.createForMember, {
      body: { member_id: kim, token: await cardToken(t, SANDBOX_TEST_CARDS.succeedsMastercard) },
      token: owner,
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.payload).toMatchObject({ member_id: kim, payer_user_id: linh });
    expect(saved.body.payload.methods).toEqual([
      expect.objectContaining({ object: 'card', brand: 'mastercard', last4: '4444', default_source: true }),
    ]);
    const second = await t.call(table.createForMember, {
      body: { member_id: linh, token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) },
      token: owner,
    });
    const methods = second.body.payload.methods;
    expect(methods.map((method) => [method.last4, method.default_source])).toEqual([
      ['4242', true],
      ['4444', false],
    ]);

    // No name needed: a stored account pays; the default method is used when none is named.
    const byDefault = await paid({ amount: 1200, member_id: kim });
    expect(byDefault).toMatchObject({ member_id: kim, payer_user_id: linh, source: { last4: '4242' } });

    const switched = await t.call(table.setDefaultAdmin, {
      body: { member_id: linh, token: methods[1]!.id },
      token: owner,
    });
    expect(switched.body.message).toBe(PAYMENT_MESSAGES.defaultCardSaved);
    expect(switched.body.payload.methods.filter((method) => method.default_source).map((m) => m.last4)).toEqual([
      '4444',
    ]);

    // The database keeps exactly one default: none at commit is refused, and so are two.
    await expect(
      t.handle.db.update(paymentMethods).set({ isDefault: false }).where(eq(paymentMethods.userId, linh)),
    ).rejects.toThrow();
    await expect(
      t.handle.db.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.userId, linh)),
    ).rejects.toThrow();

    const removed = await t.call(table.deleteCard, {
      params: { id: linh },
      body: { card: methods[1]!.id },
      token: owner,
    });
    expect(removed.body.message).toBe(PAYMENT_MESSAGES.cardRemoved);
    expect(removed.body.payload.methods.map((method) => [method.last4, method.default_source])).toEqual([
      ['4242', true],
    ]);
  });

  it('saves a bank account unverified, verifies it by its two micro-deposits, then charges it by ACH', async () => {
    const chidi = await userIdOf(t, 'chidi.okafor');
    const saved = await t.call(table.createForMember, {
      body: { member_id: chidi, token: await bankToken(t) },
      token: owner,
    });
    const bank = saved.body.payload.methods.find((method) => method.object === 'bank_account')!;
    expect(bank).toMatchObject({ status: 'not verified', default_source: true, last4: '6789' });
    const early = await charge({ amount: 5000, member_id: chidi, payment_method_id: bank.id });
    expect(early.status).toBe(400);
    expect(early.errors[0]).toEqual({ field: 'payment_method_id', message: PAYMENT_MESSAGES.bankNotVerified });
    const wrong = await t.callRaw(table.verifyBank, {
      body: { member_id: chidi, bank_source_id: bank.id, amount1: 10, amount2: 45 },
      token: owner,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.errors[0]?.field).toBe('amount1');
    const zero = await t.callRaw(table.verifyBank, {
      body: { member_id: chidi, bank_source_id: bank.id, amount1: 0, amount2: 45 },
      token: owner,
    });
    expect(zero.errors[0]?.field).toBe('amount1');
    const verified = await t.call(table.verifyBank, {
      body: { member_id: chidi, bank_source_id: bank.id, amount1: 45, amount2: 32 },
      token: owner,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.payload.methods.find((method) => method.id === bank.id)?.status).toBe('verified');
    const ach = await paid({ amount: 5000, member_id: chidi, payment_method_id: bank.id });
    expect(ach).toMatchObject({ type: 'ach', status: 'succeeded', source: { object: 'bank_account', last4: '6789' } });
  });

  it('records cash (Subtotal and Total) and checks, lists charges by type, and pages by last_id', async () => {
    const grace = await userIdOf(t, 'grace.hopper');
    // The demo may have charged Grace already (its paid bookings follow the calendar): this charge adds to that.
    const balanceOf = async () =>
      (await t.call(table.businessCustomer, { params: { id: grace }, token: owner })).body.payload.balance;
    const before = await balanceOf();
    const subtotal = await t.call(table.cash, {
      body: {
        amount: 2000,
        type: 'cash',
        selected_taxes: [tax],
        description: 'Lesson, paid at the desk',
        user_id: grace,
      },
      headers: freshKey(),
      token: owner,
    });
    expect(subtotal.body.payload).toMatchObject({ type: 'cash', amount: 2000, tax: 165, total: 2165 });
    const total = await t.call(table.cash, {
      body: { amount: 1083, type: 'check-input', amount_type: 'total', selected_taxes: [tax] },
      headers: freshKey(),
      token: owner,
    });
    expect(total.body.payload).toMatchObject({
      type: 'check-input',
      tax: 83,
      total: 1083,
      cash_input_type: 'check-input',
    });
    expect((await entriesOf(total.body.payload.id)).map((entry) => [entry.account, entry.amount])).toEqual([
      ['checks', 1083],
      ['revenue', -1000],
      ['tax_payable', -83],
    ]);

    const cashOnly = (await t.call(table.list, { query: { type: 'cash' }, token: owner })).body.payload.rows;
    expect(cashOnly.map((row) => row.id)).toContain(subtotal.body.payload.id);
    expect(cashOnly.every((row) => row.type === 'cash')).toBe(true);
    // A page is the newest charges, at most a page's worth; `count` counts all of them (the demo's fill several pages).
    const all = await t.call(table.list, { query: {}, token: owner });
    const ids = all.body.payload.rows.map((row) => row.id);
    expect(ids.length).toBe(Math.min(all.body.payload.count, PAYMENT_LIMITS.pageSize));
    expect(all.body.payload.isEnd).toBe(ids.length < PAYMENT_LIMITS.pageSize);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const next = await t.call(table.list, { query: { last_id: ids[1]! }, token: owner });
    expect(next.body.payload.rows.map((row) => row.id).slice(0, ids.length - 2)).toEqual(ids.slice(2));
    expect(await balanceOf()).toEqual({ ...before, charged: before.charged + 2165 });
  });

  it('refunds part of an order line with its tax in proportion, then the rest of the charge', async () => {
    const detail = await paid({
      amount: 3000,
      token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds),
      name: 'Shop Customer',
      goods: [
        { description: 'Tennis balls', price: 500, count: 4 },
        { description: 'Grip tape', price: 1000, count: 1 },
      ],
      selected_taxes: [tax],
    });
    expect(detail.total).toBe(3248); // 2000 + 165 and 1000 + 83
    const balls = detail.order_details[0]!;
    const tooMuch = await t.callRaw(table.refundItem, {
      headers: freshKey(),
      body: { payment_id: detail.id, order_details_id: balls.id, amount: balls.total + 1 },
      token: owner,
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.errors[0]).toEqual({ field: 'amount', message: 'Not valid Tax number' });
    const part = await t.call(table.refundItem, {
      headers: freshKey(),
      body: { payment_id: detail.id, order_details_id: balls.id, amount: 1083, count: 2 },
      token: owner,
    });
    expect(part.status, part.body.message).toBe(200);
    const line = part.body.payload.order_details[0]!;
    expect(line).toMatchObject({ amount_refunded: 1083, tax_refunded: 83, returned_count: 2, refundable: 1082 });
    expect(part.body.payload).toMatchObject({ amount_refunded: 1083, refundable: 2165 });
    const count = await t.callRaw(table.refundItem, {
      headers: freshKey(),
      body: { payment_id: detail.id, order_details_id: balls.id, amount: 1, count: 3 },
      token: owner,
    });
    expect(count.errors[0]?.field).toBe('count');
    const rest = await t.call(table.refund, { headers: freshKey(), body: { payment_id: detail.id }, token: owner });
    expect(rest.body.payload).toMatchObject({ amount_refunded: 3248, refundable: 0 });
    expect(rest.body.payload.refunds.map((refund) => [refund.amount, refund.tax])).toEqual([
      [1083, 83],
      [2165, 165],
    ]);
    const none = await t.callRaw(table.refund, { headers: freshKey(), body: { payment_id: detail.id }, token: owner });
    expect(none.errors[0]).toEqual({ field: 'payment_id', message: PAYMENT_MESSAGES.refundNothingLeft });
    const entries = await entriesOf(detail.id);
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
    // All was given back but the processor's fee (2.9% + 30¢ + 0.2% of 3248), which refunds do not return.
    expect(entries.filter((entry) => entry.account === 'processor').reduce((s, e) => s + e.amount, 0)).toBe(-130);
    expect(await agreement()).toMatchObject({ differences: [] });
  });

  it('validates input naming the field, with the spec texts, and writes nothing on a refusal', async () => {
    const before = await t.handle.db
      .select({ id: charges.id })
      .from(charges)
      .where(eq(charges.businessId, clubId))
      .orderBy(charges.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: 0, token: 'tok_x', name: 'Walk In' }, 'amount', PAYMENT_MESSAGES.amountPositive],
      [{ amount: 12.5, token: 'tok_x', name: 'Walk In' }, 'amount', 'Amount must be whole cents.'],
      [
        { amount: 500, token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds), name: 'Al' },
        'name',
        PAYMENT_MESSAGES.nameRequired,
      ],
      [{ amount: 500, name: 'Walk In' }, 'token', PAYMENT_MESSAGES.sourceRequired],
      [
        { amount: 500, token: 'tok_x', payment_method_id: 1, name: 'Walk In' },
        'payment_method_id',
        PAYMENT_MESSAGES.oneSource,
      ],
      [
        { amount: 500, token: 'tok_unknown', name: 'Walk In' },
        'token',
        'This card or bank token is invalid, used or expired.',
      ],
      [
        { amount: 500, token: 'tok_x', name: 'Walk In', selected_taxes: [999999] },
        'selected_taxes.0',
        PAYMENT_MESSAGES.taxNotFound,
      ],
      [
        { amount: 500, token: 'tok_x', name: 'Walk In', currency: 'eur' },
        'currency',
        PAYMENT_MESSAGES.currencyMismatch,
      ],
      [{ amount: 500, token: 'tok_x', name: 'Walk In', invoice: true }, 'member_id', INVOICE_MESSAGES.customerRequired],
    ];
    for (const [body, field, message] of cases) {
      const response = await charge(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.errors[0], JSON.stringify(body)).toEqual({ field, message });
    }
    const bank = await charge({ amount: 500, token: await bankToken(t), name: 'Walk In' });
    expect(bank.errors[0]).toEqual({ field: 'token', message: PAYMENT_MESSAGES.bankMustBeSaved });
    for (const percentage of [100, -1, 1.2345, 'x']) {
      const response = await t.callRaw(table.createTax, { body: { display_name: 'Bad', percentage }, token: owner });
      expect(response.errors[0]).toEqual({ field: 'percentage', message: 'Not valid Tax number' });
    }
    const update = await t.callRaw(table.updateTax, { params: { id: tax }, body: { percentage: 9 }, token: owner });
    expect(update.status).toBe(400);
    const after = await t.handle.db
      .select({ id: charges.id })
      .from(charges)
      .where(eq(charges.businessId, clubId))
      .orderBy(charges.id);
    expect(after).toEqual(before);
  });

  it('updates and archives a tax; an archived tax cannot be selected', async () => {
    const made = await t.call(table.createTax, {
      body: { display_name: 'City levy', percentage: 1.5, type: 'custom', typeName: 'Levy', inclusive: true },
      token: owner,
    });
    const id = made.body.payload.id;
    const updated = await t.call(table.updateTax, {
      params: { id },
      body: { description: 'Austin city' },
      token: owner,
    });
    expect(updated.body.payload).toMatchObject({ description: 'Austin city', percentage: 1.5, inclusive: true });
    const archived = await t.call(table.archiveTax, { params: { id }, token: owner });
    expect(archived.body.payload.archived).toBe(true);
    expect((await t.call(table.taxes, { query: {}, token: owner })).body.payload.map((row) => row.id)).not.toContain(
      id,
    );
    expect(
      (await t.call(table.taxes, { query: { status: '1' }, token: owner })).body.payload.map((r) => r.id),
    ).toContain(id);
    const response = await charge({ amount: 500, token: 'tok_x', name: 'Walk In', selected_taxes: [id] });
    expect(response.errors[0]).toEqual({ field: 'selected_taxes.0', message: PAYMENT_MESSAGES.taxArchivedAlready });
  });

  it('keeps members to their own payment side, and refuses without permission or sign-in', async () => {
    const member = await t.login('sam.garcia');
    const child = await t.login('leo.garcia');
    const own = await t.call(table.customer, { params: { id: leo }, token: member });
    expect(own.status).toBe(200);
    expect(own.body.payload.payer_user_id).toBe(sam);
    const saved = await t.call(table.createForBusinessMember, {
      body: { member_id: sam, token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) },
      token: member,
    });
    expect(saved.status, saved.body.message).toBe(200);
    const other = await userIdOf(t, 'grace.hopper');
    const notMine = await t.callRaw(table.customer, { params: { id: other }, token: member });
    expect(notMine.status).toBe(403);
    // The child is not the payer: they may read their own side but not the payer's.
    expect((await t.callRaw(table.customer, { params: { id: sam }, token: child })).status).toBe(403);
    const charged = await charge({ amount: 500, member_id: sam }, freshKey(), member);
    expect(charged.status).toBe(403);
    expect((await t.callRaw(table.list, { query: {} })).status).toBe(401);
    expect((await t.callRaw(table.taxes, { query: {}, token: member })).status).toBe(200);
    expect(
      (await t.callRaw(table.createTax, { body: { display_name: 'X', percentage: 1 }, token: member })).status,
    ).toBe(403);
  });

  it('refuses an unbalanced ledger transaction at commit, and entries cannot be changed', async () => {
    await expect(
      t.handle.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerTransactions)
          .values({ businessId: clubId, kind: 'adjustment' })
          .returning({ id: ledgerTransactions.id });
        await tx.insert(ledgerEntries).values([
          { businessId: clubId, transactionId: row!.id, account: 'cash_drawer', amount: 100 },
          { businessId: clubId, transactionId: row!.id, account: 'revenue', amount: -99 },
        ]);
      }),
    ).rejects.toThrow();
    await expect(t.handle.db.execute(sql`UPDATE ledger_entries SET amount = amount + 1`)).rejects.toThrow();
  });
});

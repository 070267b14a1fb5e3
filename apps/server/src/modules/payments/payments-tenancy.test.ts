import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, SANDBOX_TEST_CARDS, endpoints } from '@fairplay/contracts';
import { charges, paymentMethods, taxes } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, userIdOf } from '../../test/appointments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';
import { cardToken, connectSandbox, expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';

const table = endpoints.payments;

describe("payments stay in their club: another club's ids answer 404 or 400 and change nothing", () => {
  let t: TestApp;
  let owner: string;
  let other: { token: string; businessId: number };
  let otherOwnerId: number;
  let member: number;
  let chargeId: number;
  let lineId: number;
  let taxId: number;
  let methodId: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    const clubId = await clubIdOf(t, owner);
    member = await userIdOf(t, 'member');
    other = await registerSecondClub(t, 't');
    otherOwnerId = await userIdOf(t, 'bianca.t');
    await connectSandbox(t, other.token);
    const [charge] = await t.handle.db.select().from(charges).where(eq(charges.businessId, clubId)).limit(1);
    chargeId = charge!.id;
    const detail = await t.call(table.get, { params: { id: chargeId }, token: owner });
    lineId = detail.body.payload.order_details[0]!.id;
    const [tax] = await t.handle.db.select().from(taxes).where(eq(taxes.businessId, clubId)).limit(1);
    taxId = tax!.id;
    const [method] = await t.handle.db.select().from(paymentMethods).where(eq(paymentMethods.userId, member));
    methodId = method!.id;
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  it('answers 404 for the other club’s charges, taxes, members and methods', async () => {
    const token = other.token;
    const statuses = [
      (await t.callRaw(table.get, { params: { id: chargeId }, token })).status,
      (await t.callRaw(table.confirm, { params: { id: chargeId }, token })).status,
      (await t.callRaw(table.refund, { headers: freshKey(), body: { payment_id: chargeId, amount: 100 }, token }))
        .status,
      (
        await t.callRaw(table.refundItem, {
          headers: freshKey(),
          body: { payment_id: chargeId, order_details_id: lineId, amount: 100 },
          token,
        })
      ).status,
      (await t.callRaw(table.updateTax, { params: { id: taxId }, body: { description: 'x' }, token })).status,
      (await t.callRaw(table.archiveTax, { params: { id: taxId }, token })).status,
      (await t.callRaw(table.businessCustomer, { params: { id: member }, token })).status,
      (await t.callRaw(table.customer, { params: { id: member }, token })).status,
      (
        await t.callRaw(table.createForMember, {
          body: { member_id: member, token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) },
          token,
        })
      ).status,
      (await t.callRaw(table.setDefaultAdmin, { body: { member_id: member, token: methodId }, token })).status,
      (await t.callRaw(table.deleteCard, { params: { id: member }, body: { card: methodId }, token })).status,
      (await t.callRaw(table.deleteOwnCard, { body: { card: methodId }, token })).status,
      (
        await t.callRaw(table.verifyBank, {
          body: { member_id: member, bank_source_id: methodId, amount1: 32, amount2: 45 },
          token,
        })
      ).status,
      (await t.callRaw(table.charge, { body: { amount: 500, member_id: member }, headers: freshKey(), token })).status,
      (
        await t.callRaw(table.charge, {
          body: { amount: 500, member_id: otherOwnerId, payment_method_id: methodId },
          headers: freshKey(),
          token,
        })
      ).status,
      (
        await t.callRaw(table.cash, {
          body: { amount: 500, type: 'cash', user_id: member },
          headers: freshKey(),
          token,
        })
      ).status,
    ];
    expect(statuses).toEqual(Array(statuses.length).fill(404));
    const taxed = await t.callRaw(table.cash, {
      body: { amount: 500, type: 'cash', selected_taxes: [taxId] },
      headers: freshKey(),
      token,
    });
    expect(taxed.errors[0]).toEqual({ field: 'selected_taxes.0', message: PAYMENT_MESSAGES.taxNotFound });

    const list = await t.call(table.list, { query: { startDate: '2000-01-01T00:00:00Z' }, token });
    expect(list.body.payload.rows.map((row) => row.id)).not.toContain(chargeId);
    expect((await t.call(table.taxes, { query: {}, token })).body.payload).toEqual([]);

    // Nothing of the demo club changed.
    const after = await t.call(table.get, { params: { id: chargeId }, token: owner });
    expect(after.body.payload.amount_refunded).toBe(0);
    const [tax] = await t.handle.db.select().from(taxes).where(eq(taxes.id, taxId));
    expect(tax!.archivedAt).toBeNull();
    const methods = await t.handle.db.select().from(paymentMethods).where(eq(paymentMethods.userId, member));
    expect(methods.map((method) => [method.id, method.isDefault])).toEqual([[methodId, true]]);
  });
});

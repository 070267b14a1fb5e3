import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { chargeLines, charges, ledgerEntries, ledgerTransactions, subscriptionInvoices } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { userIdOf } from '../../test/appointments-kit.js';
import { newPlan } from '../../test/memberships-kit.js';
import { expectLedgerBalanced } from '../../test/payments-kit.js';
import { RENEWAL_JOB } from './index.js';

const table = endpoints.plans;
const DAY = 86_400_000;

/**
 * Issue 25 point 7: plan money paid through account credit carries its sales tax. The club is in Austin, Texas:
 * 6.25 % state and 2 % city tax, both added to the price. Every amount below is worked out by hand.
 */
describe('tax on plan-change proration and on renewals paid from held credit', () => {
  let t: TestApp;
  let owner: string;
  let raj: number;
  let taxIds: number[];
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    raj = await userIdOf(t, 'raj.patel');
    taxIds = [];
    for (const [display_name, percentage] of [
      ['Texas sales tax', 6.25],
      ['Austin city tax', 2],
    ] as const) {
      const created = await t.call(endpoints.payments.createTax, { body: { display_name, percentage }, token: owner });
      expect(created.status, created.body.message).toBe(200);
      taxIds.push(created.body.payload.id);
    }
  }, 120_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  async function subscribeAndReachHalfway(amount: number, nickname: string) {
    const plan = await newPlan(t, owner, { nickname, amount, interval: 'week', default_tax_rates: taxIds });
    const started = await t.call(table.subscribeMember, { body: { member_id: raj, plan: plan.id }, token: owner });
    expect(started.status, started.body.message).toBe(200);
    const sub = started.body.payload;
    // Exactly half the week left: a cent of these plans is over 100 seconds, so the moment the server reads its
    // clock a little later changes no amount.
    const halfway = new Date(sub.current_period_start).getTime() + 3.5 * DAY;
    t.clock.advance(halfway - t.clock.now().getTime());
    return sub;
  }

  /** The subscription's ledger sums per account: its proration movements (memo names sub_{id}) and its charges. */
  async function sums(subscriptionId: number, kind: 'proration' | 'charge') {
    const rows = await t.handle.db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amount, memo: ledgerTransactions.memo })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(eq(ledgerTransactions.kind, kind), eq(ledgerEntries.userId, raj)));
    const out: Record<string, number> = {};
    for (const row of rows.filter(
      (r) => kind === 'charge' || new RegExp(`sub_${subscriptionId}\\b`).test(r.memo ?? ''),
    ))
      out[row.account] = (out[row.account] ?? 0) + Number(row.amount);
    return out;
  }

  it('an upgrade halfway: the unused part gives back its tax, credit and card each pay the new plan’s tax', async () => {
    const basic = await subscribeAndReachHalfway(3000, 'Taxed basic weekly');
    const plus = await newPlan(t, owner, {
      nickname: 'Taxed plus weekly',
      amount: 6000,
      interval: 'week',
      default_tax_rates: taxIds,
    });
    const preview = await t.call(table.changePreview, {
      params: { id: basic.id },
      query: { plan: plus.id },
      token: owner,
    });
    // Unused 1500: 6.25 % = 93.75 → 94, 2 % = 30; the rest of Plus 3000: 187.50 → 188 + 60 = 248.
    // Credit 1624 pays 1500 of it with 124 tax; the card pays the other 1500 with 124 tax.
    expect(preview.body.payload).toMatchObject({
      unused_credit: 1500,
      unused_credit_tax: 124,
      unused_credit_total: 1624,
      new_remainder: 3000,
      new_remainder_tax: 248,
      new_remainder_total: 3248,
      due_now: 1500,
      due_now_tax: 124,
      due_now_total: 1624,
      credit_after: 0,
    });
    expect(preview.body.payload.explanation).toContain('$16.24 ($1.24 of it tax) credit for the unused part');

    const cardBefore = await sums(basic.id, 'charge');
    const changed = await t.call(table.change, { params: { id: basic.id }, body: { plan: plus.id }, token: owner });
    expect(changed.status, changed.body.message).toBe(200);
    expect(changed.body.payload.credit).toBe(0);
    // Credit given: deferred revenue +1500 (the unused half of the week still deferred), tax payable +124, member
    // credit −1624; credit used: the reverse (the rest of the week is paid ahead, so deferred again).
    expect(await sums(basic.id, 'proration')).toEqual({ deferred_revenue: 0, tax_payable: 0, member_credit: 0 });
    const given = await t.handle.db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(like(ledgerTransactions.memo, `%(sub_${basic.id}): unused part credited`));
    expect(Object.fromEntries(given.map((row) => [row.account, Number(row.amount)]))).toEqual({
      deferred_revenue: 1500,
      tax_payable: 124,
      member_credit: -1624,
    });
    // The card charge: 1500 + 124 tax, on its line as on any charge (and so on its receipt).
    const [charge] = await t.handle.db
      .select()
      .from(charges)
      .where(and(eq(charges.memberUserId, raj), like(charges.description, 'Taxed plus weekly (plan change%')));
    expect(charge).toMatchObject({ status: 'succeeded', amount: 1500, tax: 124, total: 1624 });
    const [line] = await t.handle.db.select().from(chargeLines).where(eq(chargeLines.chargeId, charge!.id));
    expect(line).toMatchObject({ price: 1500, tax: 124, total: 1624 });
    const cardAfter = await sums(basic.id, 'charge');
    expect((cardAfter.tax_payable ?? 0) - (cardBefore.tax_payable ?? 0)).toBe(-124);
    await t.call(table.cancelMember, { body: { member_id: raj, subscription_id: basic.id }, token: owner });
  });

  it('a downgrade keeps credit with its tax; renewals paid from it post the tax of what it pays', async () => {
    const premium = await subscribeAndReachHalfway(8000, 'Taxed premium weekly');
    const lite = await newPlan(t, owner, {
      nickname: 'Taxed lite weekly',
      amount: 2000,
      interval: 'week',
      default_tax_rates: taxIds,
    });
    const changed = await t.call(table.change, { params: { id: premium.id }, body: { plan: lite.id }, token: owner });
    expect(changed.status, changed.body.message).toBe(200);
    // Unused 4000 + 250 + 80 = 4330 given; the rest of Lite 1000 + 62.50 → 63 + 20 = 1083 paid from it.
    expect(changed.body.payload.credit).toBe(3247);
    expect(changed.body.payload.next_charge?.amount).toBe(0);
    // Given: deferred revenue +4000, tax payable +330, credit −4330; used: credit +1083, deferred revenue −1000
    // (the rest of the week is paid ahead), tax payable −83.
    expect(await sums(premium.id, 'proration')).toEqual({
      deferred_revenue: 3000,
      tax_payable: 247,
      member_credit: -3247,
    });

    // The first renewal: Lite 2000 + 125 + 40 = 2165, all from credit (1082 left); no card charge.
    const end = new Date(premium.current_period_end!);
    t.clock.advance(end.getTime() - t.clock.now().getTime() + 60_000);
    await t.app.jobs.runDueJobs(t.clock.now(), { types: [RENEWAL_JOB] });
    const renewal = async (start: Date) =>
      (
        await t.handle.db
          .select()
          .from(subscriptionInvoices)
          .where(and(eq(subscriptionInvoices.subscriptionId, premium.id), eq(subscriptionInvoices.periodStart, start)))
      )[0];
    expect(await renewal(end)).toMatchObject({ amount: 0, creditApplied: 2165, status: 'paid', chargeId: null });
    expect(await sums(premium.id, 'proration')).toEqual({
      deferred_revenue: 1000,
      tax_payable: 82,
      member_credit: -1082,
    });
    const renewed = (await t.call(table.get, { params: { id: premium.id }, token: owner })).body.payload;
    // 1082 of credit pays 999 + 62.44 → 62 + 19.98 → 20 = 1081 of the next 2000; the card is charged 1001.
    expect(renewed).toMatchObject({ credit: 1082, next_charge: { amount: 1001 } });

    // The second renewal: credit pays 999 with 82 tax; the card 1001 + 62.56 → 63 + 20.02 → 20 = 1084; 1 cent left.
    const secondEnd = new Date(renewed.current_period_end!);
    t.clock.advance(secondEnd.getTime() - t.clock.now().getTime() + 60_000);
    await t.app.jobs.runDueJobs(t.clock.now(), { types: [RENEWAL_JOB] });
    const second = await renewal(secondEnd);
    expect(second).toMatchObject({ amount: 1001, creditApplied: 1081, status: 'paid' });
    const [charge] = await t.handle.db.select().from(charges).where(eq(charges.id, second!.chargeId!));
    expect(charge).toMatchObject({ amount: 1001, tax: 83, total: 1084 });
    expect(await sums(premium.id, 'proration')).toEqual({ deferred_revenue: 1, tax_payable: 0, member_credit: -1 });
    await t.call(table.cancelMember, { body: { member_id: raj, subscription_id: premium.id }, token: owner });
  });
});

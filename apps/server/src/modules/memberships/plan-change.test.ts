import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_CHANGE_MESSAGES, SANDBOX_TEST_CARDS, endpoints } from '@fairplay/contracts';
import {
  charges,
  ledgerEntries,
  ledgerTransactions,
  paymentMethods,
  sandboxPayments,
  subscriptionInvoices,
  subscriptions,
} from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { userIdOf } from '../../test/appointments-kit.js';
import { newPlan } from '../../test/memberships-kit.js';
import { cardToken, expectLedgerBalanced } from '../../test/payments-kit.js';
import { RENEWAL_JOB } from './index.js';

const table = endpoints.plans;
const DAY = 86_400_000;
/** Within a cent: the server reads its clock a moment after the test does. */
const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1);

describe('changing plan mid-period: the unused part credited, the new remainder charged, both in the ledger', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let raj: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    raj = await userIdOf(t, 'raj.patel');
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  async function subscribe(planId: number) {
    const response = await t.call(table.subscribeMember, { body: { member_id: raj, plan: planId }, token: owner });
    expect(response.status, response.body.message).toBe(200);
    return response.body.payload;
  }

  /** Raj's sums per account of the proration movements (credit given and used). */
  async function prorationSums(): Promise<Record<string, number>> {
    const rows = await t.handle.db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(eq(ledgerTransactions.kind, 'proration'), eq(ledgerEntries.userId, raj)));
    const sums: Record<string, number> = {};
    for (const row of rows) sums[row.account] = (sums[row.account] ?? 0) + Number(row.amount);
    return sums;
  }

  it('an upgrade halfway through the week shows the proration, then charges the difference at once', async () => {
    const basic = await newPlan(t, owner, { nickname: 'Basic weekly', amount: 3000, interval: 'week' });
    const plus = await newPlan(t, owner, { nickname: 'Plus weekly', amount: 6000, interval: 'week' });
    const started = await subscribe(basic.id);
    t.clock.advance(3.5 * DAY);

    const preview = await t.call(table.changePreview, {
      params: { id: started.id },
      query: { plan: plus.id },
      token: owner,
    });
    expect(preview.status, preview.body.message).toBe(200);
    const numbers = preview.body.payload;
    expect(numbers).toMatchObject({
      from_plan: { id: basic.id, amount: 3000 },
      to_plan: { id: plus.id, amount: 6000 },
      held_credit: 0,
      credit_after: 0,
      period_end: started.current_period_end,
    });
    near(numbers.unused_credit, 1500);
    near(numbers.new_remainder, 3000);
    expect(numbers.due_now).toBe(numbers.new_remainder - numbers.unused_credit);
    expect(numbers.explanation).toContain('credit for the unused part of Basic weekly');
    expect(numbers.explanation).toContain('is charged now');

    const before = await prorationSums();
    const changed = await t.call(table.change, { params: { id: started.id }, body: { plan: plus.id }, token: owner });
    expect(changed.status, changed.body.message).toBe(200);
    expect(changed.body.message).toBe(PLAN_CHANGE_MESSAGES.changed);
    // The billing date does not move; the next charge is the new plan's price.
    expect(changed.body.payload).toMatchObject({
      plan: { id: plus.id },
      amount: 6000,
      credit: 0,
      status: 'active',
      current_period_end: started.current_period_end,
      next_charge: { amount: 6000, date: started.current_period_end },
    });
    const [charge] = await t.handle.db
      .select()
      .from(charges)
      .where(and(eq(charges.memberUserId, raj), like(charges.description, 'Plus weekly (plan change%')));
    expect(charge).toMatchObject({ status: 'succeeded' });
    near(charge!.amount, numbers.due_now);
    // The credit given equals the credit used: revenue gave back the unused part, the member's credit paid it on.
    const after = await prorationSums();
    near((after.revenue ?? 0) - (before.revenue ?? 0), 0);
    near((after.member_credit ?? 0) - (before.member_credit ?? 0), 0);
    const entries = await t.handle.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        and(
          eq(ledgerTransactions.kind, 'proration'),
          eq(ledgerEntries.account, 'member_credit'),
          eq(ledgerTransactions.chargeId, charge!.id),
        ),
      );
    near(Math.min(...entries.map((row) => Number(row.amount))), -numbers.unused_credit);

    // Changing again to the plan it is on is refused, naming the field.
    const same = await t.callRaw(table.change, { params: { id: started.id }, body: { plan: plus.id }, token: owner });
    expect(same.status).toBe(400);
    expect(same.errors[0]).toEqual({ field: 'plan', message: PLAN_CHANGE_MESSAGES.samePlan });
    await t.call(table.cancelMember, { body: { member_id: raj, subscription_id: started.id }, token: owner });
  });

  it('a downgrade charges nothing, keeps the credit and takes it off the next renewals', async () => {
    const premium = await newPlan(t, owner, { nickname: 'Premium weekly', amount: 8000, interval: 'week' });
    const lite = await newPlan(t, owner, { nickname: 'Lite weekly', amount: 2000, interval: 'week' });
    const started = await subscribe(premium.id);
    t.clock.advance(3.5 * DAY);
    const preview = (
      await t.call(table.changePreview, { params: { id: started.id }, query: { plan: lite.id }, token: owner })
    ).body.payload;
    near(preview.unused_credit, 4000);
    near(preview.new_remainder, 1000);
    expect(preview.due_now).toBe(0);
    near(preview.credit_after, 3000);
    expect(preview.explanation).toContain('nothing is charged now');
    expect(preview.explanation).toContain('is taken off your next charges');

    const chargesBefore = (await t.handle.db.select().from(charges).where(eq(charges.memberUserId, raj))).length;
    const changed = await t.call(table.change, { params: { id: started.id }, body: { plan: lite.id }, token: owner });
    expect(changed.status, changed.body.message).toBe(200);
    const credit = changed.body.payload.credit;
    expect(credit).toBe(preview.credit_after);
    // The next charge is the price less the credit (here nothing).
    expect(changed.body.payload.next_charge).toEqual({ date: started.current_period_end, amount: 0 });
    expect((await t.handle.db.select().from(charges).where(eq(charges.memberUserId, raj))).length).toBe(chargesBefore);
    expect((await prorationSums()).member_credit).toBe(-credit);

    // The first renewal is paid by the credit; the second charges what the credit no longer covers.
    const end = new Date(started.current_period_end!);
    t.clock.advance(end.getTime() - t.clock.now().getTime() + 60_000);
    await t.app.jobs.runDueJobs(t.clock.now(), { types: [RENEWAL_JOB] });
    const renewed = (await t.call(table.get, { params: { id: started.id }, token: owner })).body.payload;
    expect(renewed).toMatchObject({ status: 'active', current_period_start: end.toISOString(), credit: credit - 2000 });
    expect(renewed.next_charge?.amount).toBe(2000 - (credit - 2000));
    const [firstRenewal] = await t.handle.db
      .select()
      .from(subscriptionInvoices)
      .where(and(eq(subscriptionInvoices.subscriptionId, started.id), eq(subscriptionInvoices.periodStart, end)));
    expect(firstRenewal).toMatchObject({ amount: 0, creditApplied: 2000, status: 'paid', chargeId: null });

    const secondEnd = new Date(renewed.current_period_end!);
    t.clock.advance(secondEnd.getTime() - t.clock.now().getTime() + 60_000);
    await t.app.jobs.runDueJobs(t.clock.now(), { types: [RENEWAL_JOB] });
    const [second] = await t.handle.db
      .select()
      .from(subscriptionInvoices)
      .where(and(eq(subscriptionInvoices.subscriptionId, started.id), eq(subscriptionInvoices.periodStart, secondEnd)));
    expect(second).toMatchObject({ amount: 2000 - (credit - 2000), creditApplied: credit - 2000, status: 'paid' });
    const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, started.id));
    expect(row!.credit).toBe(0);
    // Every cent of credit given was used: the member holds none.
    expect((await prorationSums()).member_credit).toBe(0);
    await t.call(table.cancelMember, { body: { member_id: raj, subscription_id: started.id }, token: owner });
  });

  it('refuses another interval, a product, a paused subscription, and a declined card changes nothing', async () => {
    const weekly = await newPlan(t, owner, { amount: 1000, interval: 'week' });
    const monthly = await newPlan(t, owner, { amount: 1000, interval: 'month' });
    const product = await newPlan(t, owner, { amount: 1000, one_time: true, interval: undefined, valid_days: 30 });
    const bigger = await newPlan(t, owner, { amount: 9000, interval: 'week' });
    const started = await subscribe(weekly.id);
    const refuse = async (plan: number) =>
      t.callRaw(table.change, { params: { id: started.id }, body: { plan }, token: owner });
    expect((await refuse(monthly.id)).errors[0]).toEqual({
      field: 'plan',
      message: PLAN_CHANGE_MESSAGES.intervalDiffers,
    });
    expect((await refuse(product.id)).errors[0]).toEqual({ field: 'plan', message: PLAN_CHANGE_MESSAGES.notRecurring });
    expect((await refuse(999_999)).status).toBe(404);
    expect(
      (await t.callRaw(table.change, { params: { id: started.id }, body: { plan: 'x' }, token: owner })).status,
    ).toBe(400);
    expect(
      (await t.callRaw(table.changePreview, { params: { id: started.id }, query: {}, token: owner })).errors[0]!.field,
    ).toBe('plan');
    expect((await t.callRaw(table.change, { params: { id: started.id }, body: { plan: bigger.id } })).status).toBe(401);
    // Another member cannot see or change Raj's subscription.
    expect(
      (await t.callRaw(table.changePreview, { params: { id: started.id }, query: { plan: bigger.id }, token: member }))
        .status,
    ).toBe(404);
    expect(
      (await t.callRaw(table.change, { params: { id: started.id }, body: { plan: bigger.id }, token: member })).status,
    ).toBe(404);

    // A declined card: 402 with the provider's message, the subscription and the ledger unchanged.
    const declined = await cardToken(t, SANDBOX_TEST_CARDS.failsOnCapture);
    expect(
      (await t.call(endpoints.payments.createForMember, { body: { member_id: raj, token: declined }, token: owner }))
        .status,
    ).toBe(200);
    const [failing] = await t.handle.db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, raj), eq(paymentMethods.isDefault, true)));
    await t.handle.db
      .update(subscriptions)
      .set({ paymentMethodId: failing!.id })
      .where(eq(subscriptions.id, started.id));
    t.clock.advance(DAY);
    const before = await prorationSums();
    const refused = await refuse(bigger.id);
    expect(refused.status).toBe(402);
    const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, started.id));
    expect(row).toMatchObject({ planId: weekly.id, amount: 1000, credit: 0 });
    expect(await prorationSums()).toEqual(before);

    // Paused: resume first.
    const paused = await t.call(table.action, {
      params: { action: 'pause' },
      body: { subscription_ids: [started.id], resumes_at: new Date(t.clock.now().getTime() + 3 * DAY).toISOString() },
      token: owner,
    });
    expect(paused.status).toBe(200);
    const whilePaused = await refuse(bigger.id);
    expect(whilePaused).toMatchObject({ status: 409 });
    expect(whilePaused.body.message).toBe(PLAN_CHANGE_MESSAGES.paused);
    await t.call(table.cancelMember, { body: { member_id: raj, subscription_id: started.id }, token: owner });
    const canceled = await refuse(bigger.id);
    expect(canceled.body.message).toBe(PLAN_CHANGE_MESSAGES.notActive);
  });
  it('during a trial the new plan takes over the rest of the trial and nothing is charged', async () => {
    const trial = await newPlan(t, owner, {
      nickname: 'Trial weekly',
      amount: 1500,
      interval: 'week',
      trial_period_days: 7,
    });
    const bigger = await newPlan(t, owner, { nickname: 'Trial plus', amount: 4500, interval: 'week' });
    const started = await subscribe(trial.id);
    expect(started.status).toBe('trialing');
    const preview = (
      await t.call(table.changePreview, { params: { id: started.id }, query: { plan: bigger.id }, token: owner })
    ).body.payload;
    expect(preview).toMatchObject({ unused_credit: 0, new_remainder: 0, due_now: 0, credit_after: 0 });
    expect(preview.explanation).toContain('Your trial continues on Trial plus; nothing is charged now.');
    const before = await prorationSums();
    const changed = await t.call(table.change, { params: { id: started.id }, body: { plan: bigger.id }, token: owner });
    expect(changed.body.payload).toMatchObject({
      status: 'trialing',
      plan: { id: bigger.id },
      amount: 4500,
      current_period_end: started.current_period_end,
      next_charge: { amount: 4500 },
    });
    expect(await prorationSums()).toEqual(before);
    await t.call(table.cancelMember, { body: { member_id: raj, subscription_id: started.id }, token: owner });
  });
  /** Raj's default method becomes a card that pays (an earlier test left one that fails). */
  async function goodCard() {
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const saved = await t.call(endpoints.payments.createForMember, { body: { member_id: raj, token }, token: owner });
    expect(saved.status, saved.body.message).toBe(200);
  }

  it('two different changes at the same instant: the database lets one through before any card is charged', async () => {
    await goodCard();
    const base = await newPlan(t, owner, { nickname: 'Race base', amount: 2000, interval: 'week' });
    const gold = await newPlan(t, owner, { nickname: 'Race gold', amount: 7000, interval: 'week' });
    const silver = await newPlan(t, owner, { nickname: 'Race silver', amount: 5000, interval: 'week' });
    const started = await subscribe(base.id);
    t.clock.advance(2 * DAY);
    const targets = [gold.id, silver.id, gold.id, silver.id];
    const send = () =>
      Promise.all(
        targets.map((plan) => t.callRaw(table.change, { params: { id: started.id }, body: { plan }, token: owner })),
      );
    let answers: Awaited<ReturnType<typeof send>>;
    if (process.env.TEST_DB_KIND === 'postgres') {
      // The same instant for sure: the requests read the subscription while the test holds its row, and all wait at
      // their claim until it lets go. Only then may one of them go ahead, and none has charged yet.
      // The requests' answers come after the transaction lets go of the row (returned wrapped, not awaited in it).
      const gate = await t.handle.db.transaction(async (tx) => {
        await tx.select().from(subscriptions).where(eq(subscriptions.id, started.id)).for('update');
        const sent = send();
        // Counted on the held transaction itself (its activity snapshot cleared each time): a connection of its own
        // could wait for the pool the requests hold.
        let waiting = 0;
        while (waiting < targets.length) {
          await tx.execute(sql`SELECT pg_stat_clear_snapshot()`);
          const result = (await tx.execute(
            sql`SELECT count(*)::int AS n FROM pg_stat_activity
                WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE 'update "subscriptions"%'`,
          )) as unknown as { rows: { n: number }[] };
          waiting = Number(result.rows[0]!.n);
        }
        const charged = await tx
          .select({ id: charges.id })
          .from(charges)
          .where(like(charges.description, 'Race % (plan change%'));
        expect(charged).toHaveLength(0);
        return { sent };
      });
      answers = await gate.sent;
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    } else {
      // PGlite's one connection runs them one after another: each change reads the one before it applied.
      answers = await send();
    }
    const won = answers.filter((answer) => answer.status === 200);
    for (const lost of answers.filter((answer) => answer.status !== 200)) {
      expect(lost.status).toBe(409);
      expect(lost.body.message).toBe(PLAN_CHANGE_MESSAGES.changedMeanwhile);
    }
    const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, started.id));
    // Every change that went through bumped the version once; a loser never did.
    expect(row).toMatchObject({ pendingPlanId: null, pendingSince: null, changeVersion: won.length });
    // Each charge in Fairplay's records and the processor's belongs to a change that went through, never to a
    // loser, and none was refunded; each has its change's two proration movements.
    const made = await t.handle.db
      .select()
      .from(charges)
      .where(and(eq(charges.memberUserId, raj), like(charges.description, 'Race % (plan change%')));
    if (process.env.TEST_DB_KIND === 'postgres') expect(made).toHaveLength(1);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(made.length).toBeLessThanOrEqual(won.length);
    for (const charge of made) {
      expect(charge).toMatchObject({ status: 'succeeded', amountRefunded: 0 });
      const processed = await t.handle.db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.reference, `charge-${charge.id}`));
      expect(processed).toHaveLength(1);
      expect(processed[0]).toMatchObject({ status: 'succeeded', amountRefunded: 0 });
      const movements = await t.handle.db
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.kind, 'proration'), eq(ledgerTransactions.chargeId, charge.id)));
      expect(movements).toHaveLength(2);
    }
    expect(
      await t.handle.db
        .select({ id: sandboxPayments.id })
        .from(sandboxPayments)
        .where(like(sandboxPayments.description, 'Race % (plan change%')),
    ).toHaveLength(made.length);
    if (won.length === 1) expect(row!.planId).toBe(won[0]!.body.payload.plan.id);
    await t.call(table.cancelMember, { body: { member_id: raj, subscription_id: started.id }, token: owner });
  });

  it('a change still being charged holds off another until it is stale; a charge that cannot apply is refunded', async () => {
    await goodCard();
    const base = await newPlan(t, owner, { nickname: 'Held base', amount: 2000, interval: 'week' });
    const up = await newPlan(t, owner, { nickname: 'Held up', amount: 6000, interval: 'week' });
    const started = await subscribe(base.id);
    t.clock.advance(DAY);
    // Another server claimed a change a moment ago and is charging: this one is refused without charging.
    await t.handle.db
      .update(subscriptions)
      .set({ pendingPlanId: up.id, pendingSince: t.clock.now(), changeVersion: 7 })
      .where(eq(subscriptions.id, started.id));
    const held = await t.callRaw(table.change, { params: { id: started.id }, body: { plan: up.id }, token: owner });
    expect(held.status).toBe(409);
    const upCharges = () =>
      t.handle.db
        .select()
        .from(charges)
        .where(and(eq(charges.memberUserId, raj), like(charges.description, 'Held up (plan change%')));
    expect(await upCharges()).toHaveLength(0);
    // That server stopped: after ten minutes its claim is taken over.
    t.clock.advance(11 * 60_000);
    const taken = await t.call(table.change, { params: { id: started.id }, body: { plan: up.id }, token: owner });
    expect(taken.status, taken.body.message).toBe(200);
    expect(await upCharges()).toHaveLength(1);

    // The member already holds the target plan elsewhere: the change is charged, refused by the one-live key, and
    // its charge refunded in full in the same request; the claim is given up.
    const other = await subscribe(base.id);
    const refused = await t.callRaw(table.change, { params: { id: other.id }, body: { plan: up.id }, token: owner });
    expect(refused.status).toBe(409);
    const both = await upCharges();
    expect(both).toHaveLength(2);
    const refunded = both.find((charge) => charge.amountRefunded > 0)!;
    expect(refunded.amountRefunded).toBe(refunded.total);
    const [processed] = await t.handle.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, `charge-${refunded.id}`));
    expect(processed!.amountRefunded).toBe(processed!.amount);
    const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, other.id));
    expect(row).toMatchObject({ planId: base.id, pendingPlanId: null });
    await t.call(table.cancelMember, { body: { member_id: raj, subscription_id: started.id }, token: owner });
    await t.call(table.cancelMember, { body: { member_id: raj, subscription_id: other.id }, token: owner });
  });
});

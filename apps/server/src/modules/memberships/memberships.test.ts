import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES, PLAN_MESSAGES, SANDBOX_TEST_CARDS, endpoints } from '@fairplay/contracts';
import { businessMembers, businesses, charges, paymentMethods, users } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, courtIdsOf, localDate, spot, userIdOf } from '../../test/appointments-kit.js';
import { newPlan } from '../../test/memberships-kit.js';
import { cardToken, expectLedgerBalanced } from '../../test/payments-kit.js';
import { RENEWAL_JOB } from './index.js';

const table = endpoints.plans;
const DAY = 86_400_000;

describe('plans, subscriptions and renewals', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let memberId: number;
  let raj: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    memberId = await userIdOf(t, 'member');
    raj = await userIdOf(t, 'raj.patel');
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  it('creates, lists, updates, orders, disables and deletes plans and products', async () => {
    const plan = await newPlan(t, owner, { trial_period_days: 7, min_age: 10, max_age: 80, description: 'All courts' });
    expect(plan).toMatchObject({
      interval: 'month',
      one_time: false,
      trial_period_days: 7,
      plan_id: `plan_${plan.id}`,
    });
    const product = await newPlan(t, owner, {
      nickname: '10-class pack',
      one_time: true,
      interval: null,
      valid_days: 90,
    });
    expect(product.one_time).toBe(true);
    const plansList = await t.call(table.list, { query: {}, token: member });
    expect(plansList.body.payload.map((row) => row.id)).toContain(plan.id);
    expect(plansList.body.payload.map((row) => row.id)).not.toContain(product.id);
    const products = await t.call(table.list, { query: { product: '1' }, token: owner });
    expect(products.body.payload.map((row) => row.id)).toContain(product.id);

    const updated = await t.call(table.update, { params: { id: plan.id }, body: { amount: 5900 }, token: owner });
    expect(updated.body.payload.amount).toBe(5900);
    const ordered = await t.call(table.order, { body: { order: [plan.id] }, token: owner });
    expect(ordered.body.payload[0]!.id).toBe(plan.id);
    const disabled = await t.call(table.disable, {
      params: { id: plan.id },
      body: { is_disabled: true },
      token: owner,
    });
    expect(disabled.body.payload.is_disabled).toBe(true);

    // A product is deleted only as a product.
    expect((await t.call(table.remove, { params: { id: product.id }, query: {}, token: owner })).status).toBe(404);
    const gone = await t.call(table.remove, { params: { id: product.id }, query: { product: '1' }, token: owner });
    expect(gone.status).toBe(200);
    const after = await t.call(table.list, { query: { product: '1' }, token: owner });
    expect(after.body.payload.map((row) => row.id)).not.toContain(product.id);
  });

  it('refuses bad plans naming the field, and answers 401 and 403', async () => {
    const bad = async (body: object) => t.callRaw(table.create, { body, token: owner });
    expect((await bad({ nickname: 'X', amount: -1, interval: 'month' })).errors[0]!.field).toBe('amount');
    expect((await bad({ nickname: 'X', amount: 100 })).errors[0]!.field).toBe('interval');
    expect(
      (await bad({ nickname: 'X', amount: 100, interval: 'month', min_age: 30, max_age: 20 })).errors[0]!.field,
    ).toBe('max_age');
    expect(
      (await bad({ nickname: 'X', amount: 100, interval: 'month', valid_days: 3, period_end: '2030-01-01T00:00:00Z' }))
        .errors[0]!.field,
    ).toBe('valid_days');
    expect(
      (await bad({ nickname: 'X', amount: 100, interval: 'month', default_tax_rates: [999999] })).errors[0]!.field,
    ).toBe('default_tax_rates');
    expect(
      (await bad({ nickname: 'X', amount: 100, interval: 'month', facility_groups: [999999] })).errors[0]!.field,
    ).toBe('facility_groups.0');
    const body = { nickname: 'Y', amount: 100, interval: 'month' as const };
    expect((await t.callRaw(table.create, { body, token: member })).status).toBe(403);
    expect((await t.callRaw(table.create, { body })).status).toBe(401);
  });

  it('staff subscribe a member: the first period is charged to the saved card and written to the ledger', async () => {
    const plan = await newPlan(t, owner, { amount: 3000 });
    const response = await t.call(table.subscribeMember, { body: { member_id: raj, plan: plan.id }, token: owner });
    expect(response.status, response.body.message).toBe(200);
    expect(response.body.message).toBe(PLAN_MESSAGES.subscribed);
    const subscription = response.body.payload;
    expect(subscription).toMatchObject({ status: 'active', amount: 3000, member_id: raj });
    expect(subscription.next_charge?.amount).toBe(3000);
    const paid = await t.handle.db
      .select()
      .from(charges)
      .where(eq(charges.idempotencyKey, `subscription-invoice-${await invoiceIdOf(subscription.id)}-1`));
    expect(paid[0]?.status).toBe('succeeded');
    // Twice is refused by the database's one-live-subscription key.
    const again = await t.call(table.subscribeMember, { body: { member_id: raj, plan: plan.id }, token: owner });
    expect(again.status).toBe(409);
    // The customers list's plan filter holds the subscriber.
    const listed = await t.call(endpoints.customers.list, { query: { last_id: -1, plan: plan.id }, token: owner });
    expect(listed.body.payload.members.map((row) => row.id)).toEqual([raj]);
    const canceled = await t.call(table.cancelMember, {
      body: { member_id: raj, subscription_id: subscription.id },
      token: owner,
    });
    expect(canceled.body).toMatchObject({ message: PLAN_MESSAGES.removed, payload: { status: 'canceled' } });
    expect(
      (await t.callRaw(table.subscribeMember, { body: { member_id: raj, plan: plan.id, coupon: 'X' }, token: owner }))
        .errors[0]!.field,
    ).toBe('coupon');
  });

  async function invoiceIdOf(subscriptionId: number): Promise<number> {
    const { subscriptionInvoices } = await import('@fairplay/db');
    const [row] = await t.handle.db
      .select()
      .from(subscriptionInvoices)
      .where(eq(subscriptionInvoices.subscriptionId, subscriptionId));
    return row!.id;
  }

  it('a customer subscribes with a card; the card and the age gate are checked first', async () => {
    const clubId = (await t.call(endpoints.users.info, { token: member })).body.payload.business_id!;
    const plan = await newPlan(t, owner, { min_age: 18, max_age: 30 });
    const noCard = await t.callRaw(table.subscribe, { body: { business_id: clubId, plan: plan.id }, token: member });
    expect(noCard.errors[0]).toEqual({ field: 'payment.token', message: PLAN_MESSAGES.cardRequired });
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const body = { business_id: clubId, plan: plan.id, payment: { token } };
    await t.handle.db.update(users).set({ dob: null }).where(eq(users.id, memberId));
    expect((await t.callRaw(table.subscribe, { body, token: member })).errors[0]!.message).toBe(
      PLAN_MESSAGES.ageNeedsBirthDate,
    );
    await t.handle.db.update(users).set({ dob: '1960-01-01' }).where(eq(users.id, memberId));
    expect((await t.callRaw(table.subscribe, { body, token: member })).errors[0]!.message).toBe(
      PLAN_MESSAGES.ageRestricted,
    );
    await t.handle.db.update(users).set({ dob: '2001-05-05' }).where(eq(users.id, memberId));
    const created = await t.call(table.subscribe, { body, token: member });
    expect(created.status, created.body.message).toBe(200);
    expect(created.body).toMatchObject({ message: PLAN_MESSAGES.subscriptionCreated, payload: { status: 'active' } });
    const mine = await t.call(table.mine, { token: member });
    expect(mine.body.payload.map((row) => row.id)).toContain(created.body.payload.id);
    // The card a live subscription renews with cannot be removed.
    const removal = await t.call(endpoints.payments.deleteOwnCard, {
      body: { card: created.body.payload.payment_method!.id, remove_payment_account_id: false },
      token: member,
    });
    expect(removal).toMatchObject({ status: 409, body: { message: PLAN_MESSAGES.cannotRemoveMethod } });
    const own = await t.call(table.cancelOwn, { body: { subscription_id: created.body.payload.id }, token: member });
    expect(own.body.payload.status).toBe('canceled');
  });

  it('shows a taxed plan’s total and charges exactly it; the same card again is no second saved card', async () => {
    const clubId = (await t.call(endpoints.users.info, { token: member })).body.payload.business_id!;
    const tax = await t.call(endpoints.payments.createTax, {
      body: { display_name: 'Plan sales tax', percentage: 8.25 },
      token: owner,
    });
    const plan = await newPlan(t, owner, { amount: 4900, default_tax_rates: [tax.body.payload.id] });
    expect(plan).toMatchObject({ amount: 4900, tax: 404, total: 5304 });
    const listed = (await t.call(table.list, { query: {}, token: member })).body.payload.find(
      (row) => row.id === plan.id,
    );
    expect(listed).toMatchObject({ tax: 404, total: 5304 });
    const cards = async () =>
      (await t.call(endpoints.payments.customer, { params: { id: memberId }, token: member })).body.payload.methods
        .length;
    const subscribe = async () => {
      const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
      const made = await t.call(table.subscribe, {
        body: { business_id: clubId, plan: plan.id, payment: { token } },
        token: member,
      });
      expect(made.status, made.body.message).toBe(200);
      return made.body.payload;
    };
    const first = await subscribe();
    const [charged] = await t.handle.db
      .select()
      .from(charges)
      .where(eq(charges.idempotencyKey, `subscription-invoice-${await invoiceIdOf(first.id)}-1`));
    expect(charged).toMatchObject({ status: 'succeeded', total: 5304 });
    const saved = await cards();
    await t.call(table.cancelOwn, { body: { subscription_id: first.id }, token: member });
    const second = await subscribe();
    expect(await cards()).toBe(saved);
    expect(second.payment_method!.id).toBe(first.payment_method!.id);
    await t.call(table.cancelOwn, { body: { subscription_id: second.id }, token: member });
  });

  it('renews on the job queue, pauses move the billing date, a failed renewal asks for a new card', async () => {
    const plan = await newPlan(t, owner, { amount: 2500, interval: 'week' });
    const start = await t.call(table.subscribeMember, { body: { member_id: raj, plan: plan.id }, token: owner });
    const id = start.body.payload.id;
    const firstEnd = new Date(start.body.payload.current_period_end!);

    // Pause for 10 days: the billing date moves by 10 days; resume early gives back the unused 4.
    const resumesAt = new Date(t.clock.now().getTime() + 10 * DAY).toISOString();
    const paused = await t.call(table.action, {
      params: { action: 'pause' },
      body: { subscription_ids: [id], resumes_at: resumesAt },
      token: owner,
    });
    expect(paused.body.payload[0]!.pause_collection?.resumes_at).toBe(resumesAt);
    const pause = paused.body.payload[0]!.pause_collection!;
    const pausedFor = Date.parse(pause.resumes_at) - Date.parse(pause.paused_at);
    expect(new Date(paused.body.payload[0]!.current_period_end!).getTime()).toBe(firstEnd.getTime() + pausedFor);
    t.clock.advance(6 * DAY);
    const resumed = await t.call(table.action, {
      params: { action: 'resume' },
      body: { subscription_ids: [id] },
      token: owner,
    });
    expect(resumed.body.payload[0]!.pause_collection).toBeNull();
    const moved = new Date(resumed.body.payload[0]!.current_period_end!);
    // The 4 days not used come off again (the server's clock read a moment after the test's).
    expect(Math.abs(moved.getTime() - (firstEnd.getTime() + 6 * DAY))).toBeLessThan(60_000);

    // The renewal: the sweep after the billing date charges the next period.
    t.clock.advance(moved.getTime() - t.clock.now().getTime() + 60_000);
    await t.app.jobs.runDueJobs(t.clock.now(), { types: [RENEWAL_JOB] });
    const renewed = await t.call(table.get, { params: { id }, token: owner });
    expect(renewed.body.payload).toMatchObject({ status: 'active', current_period_start: moved.toISOString() });

    // The card now fails at capture: the next renewal leaves the subscription incomplete.
    const failing = await cardToken(t, SANDBOX_TEST_CARDS.failsOnCapture);
    const saved = await t.call(endpoints.payments.createForMember, {
      body: { member_id: raj, token: failing },
      token: owner,
    });
    expect(saved.status, saved.body.message).toBe(200);
    const [newDefault] = await t.handle.db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, raj), eq(paymentMethods.isDefault, true)));
    const { subscriptions } = await import('@fairplay/db');
    await t.handle.db.update(subscriptions).set({ paymentMethodId: newDefault!.id }).where(eq(subscriptions.id, id));
    const nextEnd = new Date(renewed.body.payload.current_period_end!);
    t.clock.advance(nextEnd.getTime() - t.clock.now().getTime() + 60_000);
    await t.app.jobs.runDueJobs(t.clock.now(), { types: [RENEWAL_JOB] });
    const incomplete = await t.call(table.get, { params: { id }, token: owner });
    expect(incomplete.body.payload).toMatchObject({ status: 'incomplete', failure_message: PLAN_MESSAGES.incomplete });

    // A new card is tried at once.
    const good = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const card = await t.call(table.action, {
      params: { action: 'card' },
      body: { subscription_ids: [id], token: good },
      token: owner,
    });
    expect(card.body.message).toBe(PLAN_MESSAGES.cardAdded);
    expect(card.body.payload[0]).toMatchObject({ status: 'active', current_period_start: nextEnd.toISOString() });
    await t.call(table.cancelMember, { body: { member_id: raj, subscription_id: id }, token: owner });
  });

  it("who-can-book by plan admits the plan's active subscribers only", async () => {
    const clubId = await clubIdOf(t, owner);
    const court = (await courtIdsOf(t, clubId))[3]!;
    const day = localDate(120);
    await t.handle.db
      .update(businesses)
      .set({ requirePartnerName: false, bookingToStart: 60, advanceTime: 365, allowBookingUntil: 0 })
      .where(eq(businesses.id, clubId));
    const plan = await newPlan(t, owner, { amount: 1000 });
    const options = await t.call(endpoints.availability.whoCanBook, { token: owner });
    expect(options.body.payload.plans).toContainEqual({ id: plan.id, name: plan.nickname });
    const rule = await t.call(endpoints.availability.add, {
      body: {
        note: 'Members plan mornings',
        sport_id: 1,
        courts: [court],
        start_date: localDate(110),
        recurrence: { frequency: 'daily', every: 1, days: [], ends: 'date', end_date: localDate(130) },
        book_pay_type: -1,
        rules: [
          { days: [], start_time: '08:00', end_time: '12:00', price: 0, point_price: 0, advance: 365, buffer: 0 },
        ],
        who_can_book: [{ for: 'plans', values: [plan.id] }],
        filters: { min_age: null, max_age: null, min_level: null, max_level: null, gender: null },
      },
      token: owner,
    });
    expect(rule.status, rule.body.message).toBe(200);
    const refused = await t.callRaw(endpoints.appointments.addBook, {
      body: spot(court, day, '08:00', '09:00'),
      token: member,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('Members plan mornings');
    const started = await t.call(table.subscribeMember, { body: { member_id: memberId, plan: plan.id }, token: owner });
    expect(started.status, started.body.message).toBe(200);
    const booked = await t.callRaw(endpoints.appointments.addBook, {
      body: spot(court, day, '08:00', '09:00'),
      token: member,
    });
    expect(booked.status, booked.body.message).toBe(200);
    await t.call(table.cancelMember, {
      body: { member_id: memberId, subscription_id: started.body.payload.id },
      token: owner,
    });
  });

  it('a member cannot see or act on another member’s subscription', async () => {
    const plan = await newPlan(t, owner);
    const start = await t.call(table.subscribeMember, { body: { member_id: raj, plan: plan.id }, token: owner });
    const id = start.body.payload.id;
    expect((await t.callRaw(table.get, { params: { id }, token: member })).status).toBe(404);
    const pause = await t.callRaw(table.action, {
      params: { action: 'pause' },
      body: { subscription_ids: [id], resumes_at: new Date(t.clock.now().getTime() + DAY).toISOString() },
      token: member,
    });
    expect(pause.status).toBe(404);
    expect(
      (await t.callRaw(table.cancelMember, { body: { member_id: raj, subscription_id: id }, token: member })).status,
    ).toBe(403);
    expect((await t.callRaw(table.mine, {})).status).toBe(401);
    await t.call(table.cancelMember, { body: { member_id: raj, subscription_id: id }, token: owner });
  });

  it('ending a membership waits until the member’s subscriptions are cancelled', async () => {
    const plan = await newPlan(t, owner);
    const started = await t.call(table.subscribeMember, { body: { member_id: raj, plan: plan.id }, token: owner });
    expect(started.status, started.body.message).toBe(200);
    const statusOf = async () =>
      (
        await t.handle.db
          .select({ status: businessMembers.status })
          .from(businessMembers)
          .where(eq(businessMembers.userId, raj))
      )[0]?.status;
    const refused = await t.call(endpoints.customers.remove, { params: { id: raj }, token: owner });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MEMBER_MESSAGES.activeSubscription);
    expect(await statusOf()).toBe('active');

    await t.call(table.cancelMember, {
      body: { member_id: raj, subscription_id: started.body.payload.id },
      token: owner,
    });
    // Now only what else holds a membership (upcoming bookings) may stand in the way, never the subscription.
    const after = await t.call(endpoints.customers.remove, { params: { id: raj }, token: owner });
    expect(after.body.message).not.toBe(MEMBER_MESSAGES.activeSubscription);
    expect([200, 409]).toContain(after.status);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUB_BILLING, CLUB_BILLING_MESSAGES, SANDBOX_TEST_CARDS, endpoints } from '@fairplay/contracts';
import { clubInvoices, clubSubscriptions, promoCodes } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { CLUB_RENEWAL_EVERY_MS, CLUB_RENEWAL_JOB } from './index.js';
import { cardToken } from '../../test/payments-kit.js';

const table = endpoints.clubBilling;
let clubs = 0;

/** A new club, on its free trial of the lesson-provider plan. */
async function newClub(t: TestApp): Promise<{ token: string; businessId: number; username: string }> {
  const n = ++clubs;
  const response = await t.call(endpoints.auth.register, {
    ip: `10.94.0.${n}`,
    body: {
      user_type: 'bu',
      firstName: 'Nora',
      lastName: 'Quinn',
      username: `nora.quinn${n}`,
      email: `nora.quinn${n}@harbourside.example.org`,
      dob: '1984-02-02',
      password: 'harbour-club-9',
      businessName: `Harbourside Tennis ${n}`,
      businessAddress: '9 Quay Street, Auckland',
      timezone: 'Pacific/Auckland',
    },
  });
  expect(response.status, response.body.message).toBe(200);
  return {
    token: response.body.payload.token,
    businessId: response.body.payload.user.business_id!,
    username: `nora.quinn${n}`,
  };
}

/** The first field error of a 400 answer. */
const errorOf = (response: { body: { payload: unknown } }) =>
  (response.body.payload as { errors: { field: string; message: string }[] }).errors[0];

describe("the club's Fairplay subscription", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 60_000);
  afterAll(async () => t.close());

  const subscriptionRow = async (businessId: number) =>
    (await t.handle.db.select().from(clubSubscriptions).where(eq(clubSubscriptions.businessId, businessId)))[0]!;
  const invoicesOf = (businessId: number) =>
    t.handle.db.select().from(clubInvoices).where(eq(clubInvoices.businessId, businessId));
  const redemptions = async (code: string) =>
    (await t.handle.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0]!.redemptions;
  /** Moves the clock past `at` and runs the job queue there. */
  async function runJobsAfter(at: string | Date, club?: { token: string; username: string }) {
    // Past `at`, and into the sweep's next slot (one run per slot).
    const target = Math.max(new Date(at).getTime() + 60_000, t.clock.now().getTime() + CLUB_RENEWAL_EVERY_MS);
    t.clock.advance(target - t.clock.now().getTime());
    await t.app.jobs.runDueJobs(t.clock.now(), { types: [CLUB_RENEWAL_JOB] });
    // Sessions expire while the clock moves on: sign in again.
    if (club) club.token = await t.login(club.username, 'harbour-club-9');
  }

  it('checks promo codes: bad input, unknown, expired, used up and valid ones with their plan and discount', async () => {
    const owner = await t.login('owner');
    const verify = (body: unknown, token = owner) => t.call(table.verifyPromo, { body: body as never, token });
    for (const [body, message] of [
      [{}, 'promo must be text.'],
      [{ promo: 'ab12' }, CLUB_BILLING_MESSAGES.promoShort],
      [{ promo: 'x'.repeat(41) }, CLUB_BILLING_MESSAGES.promoLong],
      [{ promo: 'NOSUCHCODE' }, CLUB_BILLING_MESSAGES.promoInvalid],
      [{ promo: 'WINTER15' }, CLUB_BILLING_MESSAGES.promoExpired],
      [{ promo: 'FOUNDERS10' }, CLUB_BILLING_MESSAGES.promoUsedUp],
    ] as const) {
      const response = await verify(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(response)).toEqual({ field: 'promo', message });
    }
    expect((await verify({ promo: 'SPRING20', extra: 1 })).status).toBe(400);
    const valid = await verify({ promo: ' aceHalf ' });
    expect(valid.status).toBe(200);
    expect(valid.body.payload).toEqual({
      promo: 'ACEHALF',
      plan: 'courtandlessonproviderplan',
      percent_off: 50,
      duration_months: 3,
      expires_at: null,
    });
    expect((await t.call(table.verifyPromo, { body: { promo: 'SPRING20' } })).status).toBe(401);
    expect((await verify({ promo: 'SPRING20' }, await t.login('member'))).status).toBe(403);
    expect((await verify({ promo: 'SPRING20' }, await t.login('coach'))).status).toBe(403);
  });

  it('shows the demo club paying for Grand Slam, premium, with its card and invoices', async () => {
    const owner = await t.login('owner');
    const info = (await t.call(endpoints.users.info, { token: owner })).body.payload;
    expect(info).toMatchObject({
      premium: true,
      subscribed: true,
      subscription: { status: 'active', pause_collection: null },
    });
    expect(info.business!.plan).toBe('enterprisecourtandlessonproviderplan');
    const member = (await t.call(endpoints.users.info, { token: await t.login('member') })).body.payload;
    expect(member).toMatchObject({ premium: false, subscribed: false, subscription: null });
    const mine = await t.call(table.subscription, { token: owner });
    expect(mine.body.payload).toMatchObject({
      plan: 'enterprisecourtandlessonproviderplan',
      plan_name: 'Grand Slam',
      status: 'active',
      promo_code: 'SPRING20',
      percent_off: 20,
      card: { brand: 'visa', last4: '4242' },
      next_charge: { amount: 23920 },
      premium: true,
    });
    expect(mine.body.payload.invoices).toHaveLength(4);
    expect((await t.call(table.subscription, { token: await t.login('member') })).status).toBe(403);
  });

  it('refuses bad upgrades with the field and message, writing nothing', async () => {
    const club = await newClub(t);
    const info = (await t.call(endpoints.users.info, { token: club.token })).body.payload;
    expect(info).toMatchObject({ premium: false, subscribed: true, subscription: { status: 'trialing' } });
    const upgrade = (body: unknown) => t.call(table.upgrade, { body: body as never, token: club.token });
    for (const [body, field, message] of [
      [{}, 'planId', CLUB_BILLING_MESSAGES.choosePlan],
      [{ planId: 'grandslam' }, 'planId', CLUB_BILLING_MESSAGES.choosePlan],
      [{ planId: 'courtandlessonproviderplan', coupon: 'abc' }, 'coupon', CLUB_BILLING_MESSAGES.promoShort],
      [{ planId: 'courtandlessonproviderplan', coupon: 'NOSUCHCODE' }, 'coupon', CLUB_BILLING_MESSAGES.promoInvalid],
      [
        { planId: 'enterprisecourtandlessonproviderplan', coupon: 'ACEHALF' },
        'coupon',
        CLUB_BILLING_MESSAGES.promoOtherPlan('Ace'),
      ],
      [{ planId: 'courtandlessonproviderplan' }, 'token', CLUB_BILLING_MESSAGES.cardRequired],
      [{ planId: 'courtandlessonproviderplan', token: '' }, 'token', CLUB_BILLING_MESSAGES.cardRequired],
      [{ planId: 'courtandlessonproviderplan', token: 'tok_nope' }, 'token', null],
    ] as const) {
      const response = await upgrade(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(response)!.field).toBe(field);
      if (message) expect(errorOf(response)!.message).toBe(message);
    }
    const create = await t.call(table.create, { body: {} as never, token: club.token });
    expect(create.status).toBe(400);
    expect(errorOf(create)).toEqual({ field: 'token', message: CLUB_BILLING_MESSAGES.cardRequired });
    const member = await t.call(table.upgrade, {
      body: { planId: 'courtandlessonproviderplan' },
      token: await t.login('member'),
    });
    expect(member.status).toBe(403);
    expect(await invoicesOf(club.businessId)).toHaveLength(0);
    expect(await subscriptionRow(club.businessId)).toMatchObject({ status: 'trialing', paymentMethodId: null });
  });

  it('upgrades with a promo code, credits a plan change, renews on the clock and cancels when set to end', async () => {
    const club = await newClub(t);
    const before = await redemptions('ACEHALF');
    const upgraded = await t.call(table.upgrade, {
      body: {
        planId: 'courtandlessonproviderplan',
        coupon: 'acehalf',
        token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds),
      },
      token: club.token,
    });
    expect(upgraded.status, upgraded.body.message).toBe(200);
    expect(upgraded.body.message).toBe(CLUB_BILLING_MESSAGES.upgraded('Ace'));
    expect(upgraded.body.payload).toMatchObject({
      plan: 'courtandlessonproviderplan',
      status: 'active',
      promo_code: 'ACEHALF',
      percent_off: 50,
      premium: true,
      card: { last4: '4242' },
      trial_ends_at: null,
    });
    expect(upgraded.body.payload.invoices[0]).toMatchObject({
      amount: 19900,
      discount: 9950,
      total: 9950,
      status: 'paid',
    });
    expect(await redemptions('ACEHALF')).toBe(before + 1);
    const info = (await t.call(endpoints.users.info, { token: club.token })).body.payload;
    expect(info).toMatchObject({ premium: true, subscribed: true, subscription: { status: 'active' } });
    expect(info.business!.plan).toBe('courtandlessonproviderplan');
    // The same plan again is refused; the card on file pays for Grand Slam, less the unused part of the month.
    const same = await t.call(table.upgrade, { body: { planId: 'courtandlessonproviderplan' }, token: club.token });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe(CLUB_BILLING_MESSAGES.samePlan);
    expect((await t.call(table.create, { body: { token: 'tok_any' }, token: club.token })).status).toBe(409);
    const slam = await t.call(table.upgrade, {
      body: { planId: 'enterprisecourtandlessonproviderplan' },
      token: club.token,
    });
    expect(slam.status, slam.body.message).toBe(200);
    const slamInvoice = slam.body.payload.invoices[0]!;
    expect(slamInvoice.amount).toBe(29900);
    // ACEHALF is for Ace only: Grand Slam is charged in full, less nearly all of the 99.50 just paid.
    expect(slamInvoice.discount).toBe(0);
    expect(slamInvoice.credit).toBeGreaterThan(9900);
    expect(slamInvoice.credit).toBeLessThanOrEqual(9950);
    expect(slam.body.payload).toMatchObject({ plan: 'enterprisecourtandlessonproviderplan', promo_code: null });

    // The month ends: the job queue charges the next one in full on the card on file.
    const end = slam.body.payload.current_period_end;
    await runJobsAfter(end, club);
    const renewed = (await t.call(table.subscription, { token: club.token })).body.payload;
    expect(renewed).toMatchObject({ status: 'active', current_period_start: end });
    expect(renewed.invoices[0]).toMatchObject({ period_start: end, total: 29900, status: 'paid', attempts: 1 });
    // Running the sweep again in the same slot charges nothing twice.
    await t.app.jobs.runDueJobs(t.clock.now(), { types: [CLUB_RENEWAL_JOB] });
    expect((await invoicesOf(club.businessId)).filter((row) => row.periodStart.toISOString() === end)).toHaveLength(1);

    // Set to end (pause_collection): the banner's date, re-activation, and cancellation at the period's end.
    const subscriptionId = renewed.subscription_id;
    const member = await t.call(table.cancel, { token: await t.login('member') });
    expect(member.status).toBe(403);
    const ending = await t.call(table.cancel, { token: club.token });
    expect(ending.status).toBe(200);
    expect(ending.body.message).toBe(CLUB_BILLING_MESSAGES.setToEnd);
    expect(ending.body.payload).toMatchObject({
      pause_collection: { resumes_at: renewed.current_period_end },
      next_charge: null,
    });
    expect((await t.call(table.cancel, { token: club.token })).status).toBe(409);
    const paused = (await t.call(endpoints.users.info, { token: club.token })).body.payload.subscription;
    expect(paused).toEqual({
      subscription_id: subscriptionId,
      status: 'active',
      pause_collection: { resumes_at: renewed.current_period_end },
    });
    const reactivate = (body: unknown, token = club.token) => t.call(table.reactivate, { body: body as never, token });
    expect(errorOf(await reactivate({}))!.field).toBe('subscription_id');
    expect((await reactivate({ subscription_id: 'sub_club_999999' })).status).toBe(404);
    expect((await reactivate({ subscription_id: subscriptionId }, await t.login('owner'))).status).toBe(404);
    const back = await reactivate({ subscription_id: subscriptionId });
    expect(back.status).toBe(200);
    expect(back.body.message).toBe(CLUB_BILLING_MESSAGES.reactivated);
    expect(back.body.payload.pause_collection).toBeNull();
    const again = await reactivate({ subscription_id: subscriptionId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CLUB_BILLING_MESSAGES.notEnding);

    expect((await t.call(table.cancel, { token: club.token })).status).toBe(200);
    await runJobsAfter(renewed.current_period_end, club);
    const ended = await subscriptionRow(club.businessId);
    expect(ended).toMatchObject({ status: 'canceled', resumesAt: null });
    expect(
      (await invoicesOf(club.businessId)).filter((row) => row.periodStart >= new Date(renewed.current_period_end)),
    ).toHaveLength(0);
    const canceled = await reactivate({ subscription_id: subscriptionId });
    expect(canceled.status).toBe(409);
    expect(canceled.body.message).toBe(CLUB_BILLING_MESSAGES.canceledCannotReactivate);
    const info2 = (await t.call(endpoints.users.info, { token: club.token })).body.payload;
    expect(info2).toMatchObject({ premium: false, subscribed: false });
  });

  it('a declined upgrade changes nothing and gives the promo redemption back', async () => {
    const club = await newClub(t);
    const before = await redemptions('SLAM25');
    const response = await t.call(table.upgrade, {
      body: {
        planId: 'enterprisecourtandlessonproviderplan',
        coupon: 'SLAM25',
        token: await cardToken(t, SANDBOX_TEST_CARDS.failsOnCapture),
      },
      token: club.token,
    });
    expect(response.status).toBe(402);
    expect(await redemptions('SLAM25')).toBe(before);
    const row = await subscriptionRow(club.businessId);
    expect(row).toMatchObject({ status: 'trialing', plan: 'lessonproviderplan', promoCode: null, cardLast4: '0341' });
    const [invoice] = await invoicesOf(club.businessId);
    expect(invoice).toMatchObject({ status: 'failed', total: 22425, promoCode: 'SLAM25' });
  });

  it('renews at the trial end; a declined renewal is incomplete, retried, then paid with a new card', async () => {
    const club = await newClub(t);
    // A card that saves but whose charges fail, kept by a declined first attempt.
    const declined = await t.call(table.create, {
      body: { token: await cardToken(t, SANDBOX_TEST_CARDS.failsOnCapture) },
      token: club.token,
    });
    expect(declined.status).toBe(402);
    expect(declined.body.message).not.toBe('');
    const trial = await subscriptionRow(club.businessId);
    expect(trial.status).toBe('trialing');
    await t.handle.db.delete(clubInvoices).where(eq(clubInvoices.businessId, club.businessId));

    await runJobsAfter(trial.trialEndsAt!, club);
    const incomplete = await subscriptionRow(club.businessId);
    expect(incomplete).toMatchObject({ status: 'incomplete', failedAttempts: 1 });
    const info = (await t.call(endpoints.users.info, { token: club.token })).body.payload;
    expect(info).toMatchObject({ premium: true, subscription: { status: 'incomplete' } });
    const view = (await t.call(table.subscription, { token: club.token })).body.payload;
    expect(view.next_charge).toEqual({ at: incomplete.nextAttemptAt!.toISOString(), amount: 14900 });

    // The retry a few days later fails again.
    await runJobsAfter(incomplete.nextAttemptAt!, club);
    const [retried] = await invoicesOf(club.businessId);
    expect(retried).toMatchObject({ status: 'failed', attempts: 2, periodStart: trial.trialEndsAt });
    expect(await subscriptionRow(club.businessId)).toMatchObject({ status: 'incomplete', failedAttempts: 2 });

    // A new card is tried at once for the same period.
    const added = await t.call(table.create, {
      body: { token: await cardToken(t, SANDBOX_TEST_CARDS.succeedsMastercard) },
      token: club.token,
    });
    expect(added.status, added.body.message).toBe(200);
    expect(added.body.message).toBe(CLUB_BILLING_MESSAGES.cardAdded);
    expect(added.body.payload).toMatchObject({
      status: 'active',
      card: { last4: '4444' },
      current_period_start: trial.trialEndsAt!.toISOString(),
    });
    const invoices = await invoicesOf(club.businessId);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ status: 'paid', attempts: 3, total: 14900 });
  });

  it('a trial that ends without a card, or a renewal declined on its last try, leaves the club unpaid', async () => {
    const club = await newClub(t);
    const trial = await subscriptionRow(club.businessId);
    await runJobsAfter(trial.trialEndsAt!, club);
    expect(await subscriptionRow(club.businessId)).toMatchObject({ status: 'unpaid' });
    const info = (await t.call(endpoints.users.info, { token: club.token })).body.payload;
    expect(info).toMatchObject({ premium: false, subscribed: false, subscription: { status: 'unpaid' } });

    const other = await newClub(t);
    await t.call(table.create, {
      body: { token: await cardToken(t, SANDBOX_TEST_CARDS.failsOnCapture) },
      token: other.token,
    });
    await t.handle.db.delete(clubInvoices).where(eq(clubInvoices.businessId, other.businessId));
    await runJobsAfter((await subscriptionRow(other.businessId)).trialEndsAt!, other);
    for (let attempt = 2; attempt <= CLUB_BILLING.maxAttempts; attempt++)
      await runJobsAfter((await subscriptionRow(other.businessId)).nextAttemptAt!, other);
    expect(await subscriptionRow(other.businessId)).toMatchObject({
      status: 'unpaid',
      failedAttempts: CLUB_BILLING.maxAttempts,
    });
    const unpaid = await t.call(table.reactivate, {
      body: { subscription_id: `sub_club_${other.businessId}` },
      token: other.token,
    });
    expect(unpaid.status).toBe(409);
    // Paying again with a good card starts a new month at once.
    const fresh = await t.call(table.create, {
      body: { token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds), coupon: 'SPRING20' },
      token: other.token,
    });
    expect(fresh.status, fresh.body.message).toBe(200);
    expect(fresh.body.payload).toMatchObject({ status: 'active', percent_off: 20 });
    expect(fresh.body.payload.invoices[0]).toMatchObject({ total: 11920, status: 'paid' });
  });
});

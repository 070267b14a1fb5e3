import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classPacks, lessonBookings } from '@fairplay/db';
import { CLASS_PACK_MESSAGES, SANDBOX_TEST_CARDS, endpoints, type PlanCreateBody } from '@fairplay/contracts';
import { simultaneous, startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, courtIdsOf, localDate, userIdOf } from '../../test/appointments-kit.js';
import { addLesson, clinic, demoClub, type Club } from '../../test/lessons-kit.js';
import { newPlan } from '../../test/memberships-kit.js';
import { cardToken, expectLedgerBalanced } from '../../test/payments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';

const packs = endpoints.classPacks;

describe('class packs (issue 14): a one-time product with uses, spent on lesson places', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let memberId: number;
  let raj: string;
  let clubId: number;
  let club: Club;
  let day = 59;
  /** A fresh early clinic each time, on its own far day, so no test meets another's places. */
  async function freshClinic(extra: Parameters<typeof clinic>[4] = {}) {
    day += 1;
    const lesson = await addLesson(
      t,
      owner,
      clinic(club, localDate(day), '05:00', '06:00', { courts: [club.courts[1]!], ...extra }),
    );
    return { lessonId: lesson.lesson.id, appointmentId: lesson.occurrences[0]!.appointment_id };
  }
  /** The member buys a new class pack product with their card; answers the pack. */
  async function buyPack(product: Partial<PlanCreateBody> = {}) {
    const plan = await newPlan(t, owner, {
      amount: 9000,
      interval: null,
      one_time: true,
      uses: 5,
      valid_days: 90,
      ...product,
    });
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const bought = await t.call(endpoints.plans.subscribe, {
      body: { business_id: clubId, plan: plan.id, payment: { token } },
      token: member,
    });
    expect(bought.status, bought.body.message).toBe(200);
    const held = await t.call(packs.memberPacks, { params: { id: memberId }, token: member });
    return held.body.payload.find((pack) => pack.plan_id === plan.id)!;
  }
  const packNow = async (id: number) => (await t.handle.db.select().from(classPacks).where(eq(classPacks.id, id)))[0]!;
  const bookWith = (lessonId: number, appointmentId: number, packId: number, token = member) =>
    t.callRaw(endpoints.lessons.book, {
      params: { lesson_id: lessonId },
      body: { appointment_id: appointmentId, payment: { method: 'pack', pack_id: packId } },
      token,
    });

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    raj = await t.login('raj.patel');
    memberId = await userIdOf(t, 'member');
    clubId = await clubIdOf(t, owner);
    club = await demoClub(t, clubId, await courtIdsOf(t, clubId));
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  it('lets only a one-time product carry uses, of known lesson kinds', async () => {
    const recurring = await t.callRaw(endpoints.plans.create, {
      body: { nickname: 'Monthly', amount: 100, interval: 'month', uses: 10 },
      token: owner,
    });
    expect(recurring.status).toBe(400);
    expect(recurring.errors[0]).toEqual({ field: 'uses', message: CLASS_PACK_MESSAGES.usesOnlyProducts });
    const badKind = await t.callRaw(endpoints.plans.create, {
      body: { nickname: 'Pack', amount: 100, one_time: true, uses: 10, pack_covers: ['yoga'] },
      token: owner,
    });
    expect(badKind.status).toBe(400);
    expect(badKind.errors[0]!.field).toBe('pack_covers.0');
    const zero = await t.callRaw(endpoints.plans.create, {
      body: { nickname: 'Pack', amount: 100, one_time: true, uses: 0 },
      token: owner,
    });
    expect(zero.errors[0]!.field).toBe('uses');
    const product = await newPlan(t, owner, { interval: null, one_time: true, uses: 10, pack_covers: ['group'] });
    expect(product).toMatchObject({ uses: 10, pack_covers: ['group'], one_time: true });
  });

  it('gives the buyer a pack with the product’s uses and expiry', async () => {
    const pack = await buyPack({ nickname: 'Ten-class pack', uses: 10, valid_days: 90 });
    expect(pack).toMatchObject({ name: 'Ten-class pack', uses_total: 10, uses_left: 10, status: 'active', covers: [] });
    const days = (new Date(pack.expires_at!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89);
    expect(days).toBeLessThanOrEqual(90);
    // Staff see it on the member detail too.
    const staffView = await t.call(packs.memberPacks, { params: { id: memberId }, token: owner });
    expect(staffView.body.payload.map((one) => one.id)).toContain(pack.id);
  });

  it('lets the member buy the same pack again: each purchase is a pack of its own', async () => {
    const plan = await newPlan(t, owner, { amount: 5000, interval: null, one_time: true, uses: 3 });
    for (let i = 0; i < 2; i += 1) {
      const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
      const bought = await t.call(endpoints.plans.subscribe, {
        body: { business_id: clubId, plan: plan.id, payment: { token } },
        token: member,
      });
      expect(bought.status, bought.body.message).toBe(200);
    }
    const held = await t.call(packs.memberPacks, { params: { id: memberId }, token: member });
    expect(held.body.payload.filter((pack) => pack.plan_id === plan.id).map((pack) => pack.uses_left)).toEqual([3, 3]);
  });

  it('pays a lesson place with one use, and gives it back when cancelled inside the window', async () => {
    const pack = await buyPack();
    const { lessonId, appointmentId } = await freshClinic({ cancel_allowed_hour: 24 });
    const booked = await bookWith(lessonId, appointmentId, pack.id);
    expect(booked.status, booked.body.message).toBe(200);
    expect((booked.body.payload as { pay_method: string }).pay_method).toBe('pack');
    expect((await packNow(pack.id)).usesLeft).toBe(4);
    const [place] = await t.handle.db
      .select()
      .from(lessonBookings)
      .where(eq(lessonBookings.occurrenceId, appointmentId));
    expect(place).toMatchObject({ payMethod: 'pack', status: 'booked' });
    expect(place!.packUseId).not.toBeNull();

    const cancelled = await t.call(endpoints.lessons.cancel, {
      params: { id: appointmentId },
      body: {},
      token: member,
    });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect((await packNow(pack.id)).usesLeft).toBe(5);
    const history = (await t.call(packs.memberPacks, { params: { id: memberId }, token: member })).body.payload.find(
      (one) => one.id === pack.id,
    )!.history;
    expect(history.map((use) => use.change)).toEqual([1, -1]);
    expect(history[1]!.description).toContain('Intermediate clinic');
  });

  it('keeps the use when a place is cancelled outside the window', async () => {
    const pack = await buyPack();
    // The lesson allows no cancelling by members: staff still may, but the use is spent.
    const { lessonId, appointmentId } = await freshClinic({ cancel_allowed: false });
    expect((await bookWith(lessonId, appointmentId, pack.id)).status).toBe(200);
    const refused = await t.callRaw(endpoints.lessons.cancel, {
      params: { id: appointmentId },
      body: {},
      token: member,
    });
    expect(refused.status).toBe(400);
    const byStaff = await t.call(endpoints.lessons.cancelUser, {
      params: { id: appointmentId, userId: memberId },
      body: {},
      token: owner,
    });
    expect(byStaff.status, byStaff.body.message).toBe(200);
    expect((await packNow(pack.id)).usesLeft).toBe(4);
  });

  it('refuses an empty, expired, not covering or someone else’s pack, naming the field, and books nothing', async () => {
    const single = await buyPack({ uses: 1 });
    const first = await freshClinic();
    expect((await bookWith(first.lessonId, first.appointmentId, single.id)).status).toBe(200);
    const second = await freshClinic();
    const empty = await bookWith(second.lessonId, second.appointmentId, single.id);
    expect(empty.status).toBe(400);
    expect(empty.errors[0]).toEqual({ field: 'payment.pack_id', message: CLASS_PACK_MESSAGES.empty });

    const expiring = await buyPack();
    await t.handle.db
      .update(classPacks)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(classPacks.id, expiring.id));
    const expired = await bookWith(second.lessonId, second.appointmentId, expiring.id);
    expect(expired.errors[0]).toEqual({ field: 'payment.pack_id', message: CLASS_PACK_MESSAGES.expired });
    expect((await packNow(expiring.id)).usesLeft).toBe(5);

    const campsOnly = await buyPack({ pack_covers: ['camp'] });
    const uncovered = await bookWith(second.lessonId, second.appointmentId, campsOnly.id);
    expect(uncovered.errors[0]).toEqual({ field: 'payment.pack_id', message: CLASS_PACK_MESSAGES.notCovered });

    const good = await buyPack();
    const notTheirs = await bookWith(second.lessonId, second.appointmentId, good.id, raj);
    expect(notTheirs.errors[0]).toEqual({ field: 'payment.pack_id', message: CLASS_PACK_MESSAGES.notYours });
    expect((await packNow(good.id)).usesLeft).toBe(5);

    const missing = await t.callRaw(endpoints.lessons.book, {
      params: { lesson_id: second.lessonId },
      body: { appointment_id: second.appointmentId, payment: { method: 'pack' } },
      token: member,
    });
    expect(missing.errors[0]).toEqual({ field: 'payment.pack_id', message: CLASS_PACK_MESSAGES.packIdRequired });
    // None of the refusals left a place.
    const places = await t.handle.db
      .select()
      .from(lessonBookings)
      .where(eq(lessonBookings.occurrenceId, second.appointmentId));
    expect(places).toHaveLength(0);
  });

  it('settles a race for the last use in the database: exactly one booking wins', async () => {
    const pack = await buyPack({ uses: 1 });
    const tries = Math.min(simultaneous(8), 8);
    const lessons = [];
    for (let i = 0; i < tries; i += 1) lessons.push(await freshClinicOn(i));
    const answers = await Promise.all(lessons.map((one) => bookWith(one.lessonId, one.appointmentId, pack.id)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const lost of answers.filter((answer) => answer.status !== 200))
      expect(lost.errors[0]).toEqual({ field: 'payment.pack_id', message: CLASS_PACK_MESSAGES.empty });
    expect((await packNow(pack.id)).usesLeft).toBe(0);
    const [history] = (
      await t.call(packs.memberPacks, { params: { id: memberId }, token: member })
    ).body.payload.filter((one) => one.id === pack.id);
    expect(history!.history).toHaveLength(1);
  });

  /** Clinics for the race: each its own court hour on another far day. */
  let raceDay = 80;
  async function freshClinicOn(index: number) {
    raceDay += 1;
    const lesson = await addLesson(
      t,
      owner,
      clinic(club, localDate(raceDay), '05:00', '06:00', { courts: [club.courts[index % club.courts.length]!] }),
    );
    return { lessonId: lesson.lesson.id, appointmentId: lesson.occurrences[0]!.appointment_id };
  }

  it('shows a member’s packs to themselves and staff only; another club finds nothing', async () => {
    expect((await t.callRaw(packs.memberPacks, { params: { id: memberId }, token: raj })).status).toBe(403);
    expect((await t.callRaw(packs.memberPacks, { params: { id: memberId } })).status).toBe(401);
    const other = await registerSecondClub(t, 'k');
    expect((await t.callRaw(packs.memberPacks, { params: { id: memberId }, token: other.token })).status).toBe(404);
    expect((await t.callRaw(packs.memberPacks, { params: { id: 0 }, token: owner })).status).toBe(400);
  });
});

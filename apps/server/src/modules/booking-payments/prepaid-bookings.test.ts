import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_PAYMENT_MESSAGES,
  CLASS_PACK_MESSAGES,
  SANDBOX_TEST_CARDS,
  endpoints,
  type BookAndPayBody,
  type PlanCreateBody,
} from '@fairplay/contracts';
import { addDaysToDate, utcToZonedParts } from '@fairplay/domain';
import {
  appointments,
  availabilityRuleCourts,
  bookingPayments,
  businessMembers,
  businesses,
  classPacks,
  courts as courtsTable,
  families,
  lessonBookings,
  pointEntities,
  subscriptionInvoices,
} from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import {
  at,
  clubIdOf,
  courtIdsOf,
  localDate,
  mondayFrom,
  userIdOf,
  ZONE,
  allowOverlappingCourts,
} from '../../test/appointments-kit.js';
import { addAvailability, availability } from '../../test/coaches-kit.js';
import { addLesson, clinic, demoClub, type Club } from '../../test/lessons-kit.js';
import { newPlan } from '../../test/memberships-kit.js';
import { insertRule } from '../../test/policy-kit.js';
import { cardToken, expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';

const table = endpoints.bookingPayments;
const PRICE = 4000;
const POINTS = 8;
const HOUR = 3_600_000;

describe('court time and private sessions paid with points or a class pack (issues 13 and 14)', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let memberId: number;
  let payerId: number;
  let clubId: number;
  let club: Club;
  /** Rules by book pay type: either (-1), money only (1), points only (2); and a dear one (points). */
  let either: number;
  let moneyOnly: number;
  let pointsOnly: number;
  let group: number;
  let hour = 6;
  let day = 3;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    // These bookings put one member on courts at overlapping times: the one-court rule has its own tests.
    await allowOverlappingCourts(t, owner);
    member = await t.login('member');
    memberId = await userIdOf(t, 'member');
    clubId = await clubIdOf(t, owner);
    const ids = await courtIdsOf(t, clubId);
    club = await demoClub(t, clubId, ids);
    // Courts of a facility group whose points the club sells (points are held per group), not the lesson courts.
    const sold = new Set(
      (await t.handle.db.select().from(pointEntities).where(eq(pointEntities.businessId, clubId))).map(
        (entity) => entity.facilityGroupId,
      ),
    );
    const inGroup = (await t.handle.db.select().from(courtsTable).where(eq(courtsTable.businessId, clubId)))
      .filter((court) => sold.has(court.facilityGroupId) && !club.courts.slice(0, 2).includes(court.id))
      .map((court) => court.id);
    [either, moneyOnly, pointsOnly] = [inGroup[0]!, inGroup[1]!, inGroup[2]!];
    await t.handle.db
      .update(businesses)
      .set({
        requirePartnerName: false,
        bookingToStart: 60,
        advanceTime: 365,
        enableMaxTimeForBookings: false,
        cancelAllowed: true,
        cancelAllowedHour: 24,
        automaticallyRefundPayment: true,
      })
      .where(eq(businesses.id, clubId));
    const today = utcToZonedParts(new Date(), ZONE).date;
    for (const [court, payType, note] of [
      [either, -1, 'Points'],
      [moneyOnly, 1, 'Money only'],
      [pointsOnly, 2, 'Points only'],
    ] as const) {
      await t.handle.db.delete(appointments).where(eq(appointments.courtId, court));
      // Only this test's rule prices the court.
      await t.handle.db.delete(availabilityRuleCourts).where(eq(availabilityRuleCourts.courtId, court));
      await insertRule(t, clubId, {
        note,
        courts: [court],
        startDate: today,
        endDate: addDaysToDate(today, 60),
        who: [{ kind: 'allmembers' }],
        payType,
        rows: [{ start: '06:00', end: '23:00', price: PRICE, pointPrice: POINTS }],
      });
    }
    const [row] = await t.handle.db.select().from(courtsTable).where(eq(courtsTable.id, either));
    group = row!.facilityGroupId;
    // Points are the family payer's (as money is charged to them).
    const [membership] = await t.handle.db
      .select({ familyId: businessMembers.familyId })
      .from(businessMembers)
      .where(and(eq(businessMembers.userId, memberId), eq(businessMembers.businessId, clubId)));
    const [family] = membership?.familyId
      ? await t.handle.db.select().from(families).where(eq(families.id, membership.familyId))
      : [];
    payerId = family?.payerUserId ?? memberId;
  }, 180_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  const slot = (court: number, extra: Partial<BookAndPayBody> = {}, days = day): BookAndPayBody => {
    const date = addDaysToDate(utcToZonedParts(t.clock.now(), ZONE).date, days);
    const start = `${String(hour).padStart(2, '0')}:00`;
    const end = `${String(hour + 1).padStart(2, '0')}:00`;
    hour += 1;
    if (hour > 21) {
      hour = 6;
      day += 1;
    }
    return { startDate: at(date, start), endDate: at(date, end), courts: [court], amount: POINTS, ...extra };
  };
  const balance = async () =>
    (await t.call(endpoints.points.memberPoints, { params: { id: payerId }, token: owner })).body.payload.balances.find(
      (row) => row.facility_group_id === group,
    )?.points ?? 0;
  const gift = async (points: number) => {
    const given = await t.callRaw(endpoints.points.buy, {
      body: { user_id: payerId, facility_group_id: group, points, gift: true },
      headers: freshKey(),
      token: owner,
    });
    expect(given.status, given.body.message).toBe(200);
  };
  /** Leaves the payer exactly `points` in the court's group (spending the rest through a staff points charge). */
  const balanceOf = async (points: number) => {
    const now = await balance();
    if (now < points) await gift(points - now);
    if (now > points) {
      const spent = await t.callRaw(endpoints.points.charge, {
        body: { user_id: payerId, amount: now - points, facility_group_id: group, description: 'Test reset' },
        headers: freshKey(),
        token: owner,
      });
      expect(spent.status, spent.body.message).toBe(200);
    }
    expect(await balance()).toBe(points);
  };
  const bookedOn = async (body: BookAndPayBody) =>
    t.handle.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.courtId, body.courts[0]!), eq(appointments.startsAt, new Date(body.startDate))));
  const paymentRow = async (id: number) =>
    (await t.handle.db.select().from(bookingPayments).where(eq(bookingPayments.id, id)))[0]!;

  it('prices court time in points from the rule, spends the payer’s points with the booking, and shows it paid', async () => {
    await balanceOf(20);
    const body = slot(either, { method: 'points' });
    const wrong = await t.callRaw(table.bookAndPay, { body: { ...body, amount: 5 }, token: member });
    expect(wrong.status).toBe(409);
    expect(wrong.errors).toEqual([{ field: 'amount', message: BOOKING_PAYMENT_MESSAGES.pointsPriceChanged(POINTS) }]);
    expect(await bookedOn(body)).toHaveLength(0);
    const answer = await t.call(table.bookAndPay, { body, token: member });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe(BOOKING_PAYMENT_MESSAGES.bookedWithPoints);
    expect(answer.body.payload.payment).toMatchObject({
      status: 'paid',
      method: 'points',
      points: POINTS,
      amount: PRICE,
      charge: null,
      member_user_id: memberId,
    });
    expect(await balance()).toBe(20 - POINTS);
    // The booking owes nothing, and the sheet's paid dot counts it.
    const id = answer.body.payload.booking.created[0]!.id;
    const owed = await t.call(table.appointmentPayments, { params: { id }, token: owner });
    expect(owed.body.payload).toMatchObject({ price: PRICE, owed: 0 });
  });

  it('lets staff take a saved booking’s price in the booker’s points (createforappointment), once per key', async () => {
    await balanceOf(20);
    const body = slot(either, { method: 'in_person', amount: PRICE, userId: memberId });
    const booked = await t.call(table.bookAndPay, { body, token: owner });
    expect(booked.status, booked.body.message).toBe(200);
    const id = booked.body.payload.booking.created[0]!.id;
    const before = await t.call(table.appointmentPayments, { params: { id }, token: owner });
    expect(before.body.payload).toMatchObject({ owed: PRICE, points_price: POINTS, book_pay_type: -1 });
    const wrong = await t.callRaw(table.chargeForAppointment, {
      body: { appointment_id: id, amount: POINTS - 1, method: 'points' },
      headers: freshKey(),
      token: owner,
    });
    expect(wrong.status).toBe(409);
    expect(await balance()).toBe(20);
    const key = freshKey();
    const charge = { appointment_id: id, amount: POINTS, method: 'points' as const };
    const paid = await t.call(table.chargeForAppointment, { body: charge, headers: key, token: owner });
    expect(paid.status, paid.body.message).toBe(200);
    expect(paid.body.payload).toMatchObject({ status: 'paid', method: 'points', points: POINTS, amount: PRICE });
    const retried = await t.call(table.chargeForAppointment, { body: charge, headers: key, token: owner });
    expect(retried.body.payload.id).toBe(paid.body.payload.id);
    expect(await balance()).toBe(20 - POINTS);
    const after = await t.call(table.appointmentPayments, { params: { id }, token: owner });
    expect(after.body.payload).toMatchObject({ owed: 0, paid: PRICE });
    const twice = await t.callRaw(table.chargeForAppointment, { body: charge, headers: freshKey(), token: owner });
    expect(twice.status).toBe(409);
    // A booking partly paid in money takes the rest in money: points pay a booking whole.
    const part = await t.call(table.bookAndPay, {
      body: slot(either, { method: 'in_person', amount: PRICE, userId: memberId }),
      token: owner,
    });
    const partId = part.body.payload.booking.created[0]!.id;
    await t.call(table.chargeForAppointment, {
      body: { appointment_id: partId, amount: 1000, method: 'cash' },
      headers: freshKey(),
      token: owner,
    });
    const mixed = await t.callRaw(table.chargeForAppointment, {
      body: { appointment_id: partId, amount: POINTS, method: 'points' },
      headers: freshKey(),
      token: owner,
    });
    expect(mixed.status).toBe(409);
    expect(mixed.errors).toEqual([{ field: 'method', message: BOOKING_PAYMENT_MESSAGES.pointsPartlyPaid }]);
    expect(await balance()).toBe(20 - POINTS);
  });

  it('adds the club’s guest fee in points per guest to a booking paid with points', async () => {
    const GUEST_POINTS = 3;
    const [club] = await t.handle.db.select().from(businesses).where(eq(businesses.id, clubId));
    await t.handle.db.update(businesses).set({ guestFeePoint: GUEST_POINTS }).where(eq(businesses.id, clubId));
    try {
      await balanceOf(30);
      const body = slot(either, { method: 'points', guests: ['Ada Guest', 'Ben Guest'] });
      const total = POINTS + 2 * GUEST_POINTS;
      // The court time's points alone are not the price with two guests.
      const short = await t.callRaw(table.bookAndPay, { body, token: member });
      expect(short.errors).toEqual([{ field: 'amount', message: BOOKING_PAYMENT_MESSAGES.pointsPriceChanged(total) }]);
      const answer = await t.call(table.bookAndPay, { body: { ...body, amount: total }, token: member });
      expect(answer.status, answer.body.message).toBe(200);
      expect(answer.body.payload.payment).toMatchObject({ status: 'paid', method: 'points', points: total });
      expect(await balance()).toBe(30 - total);
    } finally {
      await t.handle.db.update(businesses).set({ guestFeePoint: club!.guestFeePoint }).where(eq(businesses.id, clubId));
    }
  });

  it('follows the book pay type: money-only refuses points, points-only refuses money', async () => {
    await balanceOf(20);
    const money = await t.callRaw(table.bookAndPay, { body: slot(moneyOnly, { method: 'points' }), token: member });
    expect(money.status).toBe(400);
    expect(money.errors).toEqual([{ field: 'method', message: BOOKING_PAYMENT_MESSAGES.moneyOnly }]);
    const cash = await t.callRaw(table.bookAndPay, {
      body: slot(pointsOnly, { method: 'cash', amount: 0 }),
      token: owner,
    });
    expect(cash.status).toBe(400);
    expect(cash.errors).toEqual([{ field: 'method', message: BOOKING_PAYMENT_MESSAGES.pointsOnly }]);
    // Staff booking for the member may take points on a points-only court.
    const staff = await t.call(table.bookAndPay, {
      body: slot(pointsOnly, { method: 'points', userId: memberId }),
      token: owner,
    });
    expect(staff.status, staff.body.message).toBe(200);
    expect(staff.body.payload.payment).toMatchObject({ method: 'points', points: POINTS, amount: 0 });
    expect(await balance()).toBe(20 - POINTS);
  });

  it('refuses a booking the payer has too few points for, naming the field and keeping nothing', async () => {
    await balanceOf(POINTS - 1);
    const body = slot(either, { method: 'points' });
    const short = await t.callRaw(table.bookAndPay, { body, token: member });
    expect(short.status).toBe(409);
    expect(short.errors[0]).toMatchObject({ field: 'method' });
    expect(short.body.message).toContain('Not enough points');
    expect(await bookedOn(body)).toHaveLength(0);
    expect(await balance()).toBe(POINTS - 1);
  });

  it('lets only one of two bookings racing for the last points through', async () => {
    await balanceOf(POINTS);
    const bodies = [slot(either, { method: 'points' }), slot(either, { method: 'points' })];
    const answers = await Promise.all(bodies.map((body) => t.callRaw(table.bookAndPay, { body, token: member })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await balance()).toBe(0);
    const booked = (await bookedOn(bodies[0]!)).length + (await bookedOn(bodies[1]!)).length;
    expect(booked).toBe(1);
  });

  it('gives the points back on a cancellation inside the window, once; outside it keeps them', async () => {
    await balanceOf(2 * POINTS);
    const inside = await t.call(table.bookAndPay, { body: slot(either, { method: 'points' }, 5), token: member });
    const outside = await t.call(table.bookAndPay, { body: slot(either, { method: 'points' }, 1), token: member });
    expect(await balance()).toBe(0);
    const insideId = inside.body.payload.booking.created[0]!.id;
    const cancelled = await t.call(endpoints.appointments.cancel, {
      params: { id: insideId },
      body: {},
      token: member,
    });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(await balance()).toBe(POINTS);
    const again = await t.callRaw(endpoints.appointments.cancel, { params: { id: insideId }, body: {}, token: member });
    expect(again.status).not.toBe(200);
    expect(await balance()).toBe(POINTS);
    // Less than 24 hours before: staff cancel for the member, and the points stay spent (as money does).
    const outsideId = outside.body.payload.booking.created[0]!.id;
    const [row] = await t.handle.db.select().from(appointments).where(eq(appointments.id, outsideId));
    t.clock.advance(Math.max(0, row!.startsAt.getTime() - 20 * HOUR - t.clock.now().getTime()));
    const late = await t.call(endpoints.appointments.cancelFor, {
      params: { aptId: outsideId },
      query: { automatically_refund_payment: '1' },
      body: { user_id: memberId },
      token: owner,
    });
    expect(late.status, late.body.message).toBe(200);
    expect(await balance()).toBe(POINTS);
    expect((await paymentRow(outside.body.payload.payment!.id)).status).toBe('paid');
  });

  /** The member buys a class pack product with their card; answers the pack. */
  async function buyPack(product: Partial<PlanCreateBody> = {}) {
    const plan = await newPlan(t, owner, {
      amount: 8000,
      interval: null,
      one_time: true,
      uses: 4,
      valid_days: 90,
      pack_covers: ['court'],
      ...product,
    });
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const bought = await t.call(endpoints.plans.subscribe, {
      body: { business_id: clubId, plan: plan.id, payment: { token } },
      token: member,
    });
    expect(bought.status, bought.body.message).toBe(200);
    const held = await t.call(endpoints.classPacks.memberPacks, { params: { id: memberId }, token: member });
    return held.body.payload.find((pack) => pack.plan_id === plan.id)!;
  }
  const packNow = async (id: number) => (await t.handle.db.select().from(classPacks).where(eq(classPacks.id, id)))[0]!;

  it('pays court time with one use of a pack covering it, refusing one that does not, and the last use once', async () => {
    const lessonsOnly = await buyPack({ pack_covers: [] });
    const refused = await t.callRaw(table.bookAndPay, {
      body: slot(either, { method: 'pack', pack_id: lessonsOnly.id }),
      token: member,
    });
    expect(refused.status).toBe(400);
    expect(refused.errors).toEqual([{ field: 'pack_id', message: CLASS_PACK_MESSAGES.notCoveredCourt }]);
    const pack = await buyPack({ uses: 2 });
    const first = await t.call(table.bookAndPay, {
      body: slot(either, { method: 'pack', pack_id: pack.id }),
      token: member,
    });
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.message).toBe(BOOKING_PAYMENT_MESSAGES.bookedWithPack);
    expect(first.body.payload.payment).toMatchObject({ method: 'pack', status: 'paid', pack_id: pack.id });
    expect((await packNow(pack.id)).usesLeft).toBe(1);
    const bodies = [
      slot(either, { method: 'pack', pack_id: pack.id }),
      slot(either, { method: 'pack', pack_id: pack.id }),
    ];
    const answers = await Promise.all(bodies.map((body) => t.callRaw(table.bookAndPay, { body, token: member })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)!.errors).toEqual([
      { field: 'pack_id', message: CLASS_PACK_MESSAGES.empty },
    ]);
    expect((await packNow(pack.id)).usesLeft).toBe(0);
    expect((await bookedOn(bodies[0]!)).length + (await bookedOn(bodies[1]!)).length).toBe(1);
  });

  it('returns a pack use on a cancellation inside the window and when staff delete the booking', async () => {
    const pack = await buyPack({ uses: 2 });
    const cancelled = await t.call(table.bookAndPay, {
      body: slot(either, { method: 'pack', pack_id: pack.id }, 7),
      token: member,
    });
    const deleted = await t.call(table.bookAndPay, {
      body: slot(either, { method: 'pack', pack_id: pack.id }, 7),
      token: member,
    });
    expect((await packNow(pack.id)).usesLeft).toBe(0);
    const cancelId = cancelled.body.payload.booking.created[0]!.id;
    expect(
      (await t.call(endpoints.appointments.cancel, { params: { id: cancelId }, body: {}, token: member })).status,
    ).toBe(200);
    expect((await packNow(pack.id)).usesLeft).toBe(1);
    const deleteId = deleted.body.payload.booking.created[0]!.id;
    const removed = await t.callRaw(endpoints.appointments.delete, {
      params: { id: deleteId },
      query: { automatically_refund_payment: '0' },
      token: owner,
    });
    expect(removed.status, removed.body.message).toBe(200);
    expect((await packNow(pack.id)).usesLeft).toBe(2);
    const history = (
      await t.call(endpoints.classPacks.memberPacks, { params: { id: memberId }, token: member })
    ).body.payload.find((one) => one.id === pack.id)!.history;
    expect(history.filter((entry) => entry.change === 1)).toHaveLength(2);
  });

  it('shrinks a pack whose purchase is refunded; uses already spent are owed and paid off by a later give-back', async () => {
    const pack = await buyPack({ uses: 4, amount: 8000 });
    const booked = await t.call(table.bookAndPay, {
      body: slot(either, { method: 'pack', pack_id: pack.id }, 8),
      token: member,
    });
    expect((await packNow(pack.id)).usesLeft).toBe(3);
    const [invoice] = await t.handle.db
      .select()
      .from(subscriptionInvoices)
      .where(eq(subscriptionInvoices.subscriptionId, (await packNow(pack.id)).subscriptionId));
    const refund = (amount: number) =>
      t.callRaw(endpoints.payments.refund, {
        headers: freshKey(),
        body: { payment_id: invoice!.chargeId!, amount },
        token: owner,
      });
    // Half the price back: half the uses (2) taken back from the 3 left.
    expect((await refund(4000)).status).toBe(200);
    expect(await packNow(pack.id)).toMatchObject({ usesLeft: 1, usesRevoked: 2, usesOwed: 0 });
    // The rest back: all 4 revoked, but one was spent on a booking: it is owed.
    expect((await refund(4000)).status).toBe(200);
    expect(await packNow(pack.id)).toMatchObject({ usesLeft: 0, usesRevoked: 4, usesOwed: 1 });
    // Cancelling that booking in time pays the owed use off instead of making it usable.
    const id = booked.body.payload.booking.created[0]!.id;
    expect((await t.call(endpoints.appointments.cancel, { params: { id }, body: {}, token: member })).status).toBe(200);
    expect(await packNow(pack.id)).toMatchObject({ usesLeft: 0, usesOwed: 0 });
    const view = (
      await t.call(endpoints.classPacks.memberPacks, { params: { id: memberId }, token: member })
    ).body.payload.find((one) => one.id === pack.id)!;
    expect(view).toMatchObject({ uses_left: 0, uses_revoked: 4, status: 'used_up' });
  });

  it('returns pack uses and points when staff delete a lesson occurrence', async () => {
    const pack = await buyPack({ uses: 2, pack_covers: ['group'] });
    const lesson = await addLesson(
      t,
      owner,
      clinic(club, localDate(50), '05:00', '06:00', { courts: [club.courts[1]!] }),
    );
    const appointmentId = lesson.occurrences[0]!.appointment_id;
    const booked = await t.callRaw(endpoints.lessons.book, {
      params: { lesson_id: lesson.lesson.id },
      body: { appointment_id: appointmentId, payment: { method: 'pack', pack_id: pack.id } },
      token: member,
    });
    expect(booked.status, booked.body.message).toBe(200);
    expect((await packNow(pack.id)).usesLeft).toBe(1);
    const removed = await t.callRaw(endpoints.lessons.remove, {
      params: { lessonId: lesson.lesson.id, aptId: appointmentId },
      query: {},
      token: owner,
    });
    expect(removed.status, removed.body.message).toBe(200);
    expect((await packNow(pack.id)).usesLeft).toBe(2);
  });

  it('pays a private session with points or a pack, and gives them back on a cancellation in time', async () => {
    const sofiaId = await userIdOf(t, 'coach.sofia');
    const dayOf = mondayFrom(210);
    await addAvailability(t, owner, availability(club, dayOf, { coach_id: sofiaId }));
    const [court] = await t.handle.db.select().from(courtsTable).where(eq(courtsTable.id, club.courts[0]!));
    const sessionGroup = court!.facilityGroupId;
    const sessionBalance = async () =>
      (
        await t.call(endpoints.points.memberPoints, { params: { id: payerId }, token: owner })
      ).body.payload.balances.find((row) => row.facility_group_id === sessionGroup)?.points ?? 0;
    const given = await t.callRaw(endpoints.points.buy, {
      body: { user_id: payerId, facility_group_id: sessionGroup, points: 60, gift: true },
      headers: freshKey(),
      token: owner,
    });
    expect(given.status).toBe(200);
    const before = await sessionBalance();
    const body = (from: string, to: string, extra: Record<string, unknown>) => ({
      startDate: at(dayOf, from),
      endDate: at(dayOf, to),
      courts: [club.courts[0]!],
      coach_id: sofiaId,
      lesson_type_id: club.typeId,
      amount: 60,
      ...extra,
    });
    const wrong = await t.callRaw(endpoints.coaches.bookAndPay, {
      body: body('08:00', '09:00', { method: 'points', amount: 6000 }),
      token: member,
    });
    expect(wrong.status).toBe(409);
    expect(wrong.errors).toEqual([{ field: 'amount', message: BOOKING_PAYMENT_MESSAGES.pointsPriceChanged(60) }]);
    const paid = await t.call(endpoints.coaches.bookAndPay, {
      body: body('08:00', '09:00', { method: 'points' }),
      token: member,
    });
    expect(paid.status, paid.body.message).toBe(200);
    expect(paid.body.payload).toMatchObject({ pay_method: 'points', payment: null });
    expect(await sessionBalance()).toBe(before - 60);
    const pack = await buyPack({ uses: 1, pack_covers: ['private'], valid_days: 365 });
    const packed = await t.call(endpoints.coaches.bookAndPay, {
      body: body('10:00', '11:00', { method: 'pack', pack_id: pack.id }),
      token: member,
    });
    expect(packed.status, packed.body.message).toBe(200);
    expect(packed.body.payload.pay_method).toBe('pack');
    const [place] = await t.handle.db
      .select()
      .from(lessonBookings)
      .where(eq(lessonBookings.id, packed.body.payload.booking_id));
    expect(place).toMatchObject({ payMethod: 'pack' });
    expect((await packNow(pack.id)).usesLeft).toBe(0);
    for (const session of [paid, packed]) {
      const cancelled = await t.call(endpoints.lessons.cancel, {
        params: { id: session.body.payload.appointment_id },
        body: {},
        token: member,
      });
      expect(cancelled.status, cancelled.body.message).toBe(200);
    }
    expect(await sessionBalance()).toBe(before);
    expect((await packNow(pack.id)).usesLeft).toBe(1);
  });

  it('refuses bad input naming the field', async () => {
    const noPack = await t.callRaw(table.bookAndPay, { body: slot(either, { method: 'pack' }), token: member });
    expect(noPack.status).toBe(400);
    expect(noPack.errors[0]!.field).toBe('pack_id');
    const badMethod = await t.callRaw(table.bookAndPay, {
      body: { ...slot(either), method: 'bitcoin' },
      token: member,
    });
    expect(badMethod.status).toBe(400);
    expect(badMethod.errors[0]!.field).toBe('method');
    const badPack = await t.callRaw(table.bookAndPay, {
      body: { ...slot(either), method: 'pack', pack_id: 'one' },
      token: member,
    });
    expect(badPack.status).toBe(400);
    expect(badPack.errors[0]!.field).toBe('pack_id');
    const missing = await t.callRaw(table.bookAndPay, {
      body: slot(either, { method: 'pack', pack_id: 99_999_999 }),
      token: member,
    });
    expect(missing.status).toBe(404);
    const coachNoPack = await t.callRaw(endpoints.coaches.bookAndPay, {
      body: { ...slot(either), coach_id: 1, lesson_type_id: club.typeId, method: 'pack' },
      token: member,
    });
    expect(coachNoPack.status).toBe(400);
    expect(coachNoPack.errors[0]!.field).toBe('pack_id');
  });
});

import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingPaymentItems,
  bookingPayments,
  courts,
  emailOutbox,
  lessonBookings,
  lessonOccurrences,
  pointSpends,
} from '@fairplay/db';
import { BOOKING_PAYMENT_MESSAGES, endpoints, SANDBOX_TEST_CARDS, type LessonBookBody } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, courtIdsOf, localDate, mondayFrom, userIdOf } from '../../test/appointments-kit.js';
import { addLesson, clinic, demoClub, type Club } from '../../test/lessons-kit.js';
import { cardToken, expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';
import { expectPointsLedgerAgrees, groupIdsByName } from '../../test/points-kit.js';

const table = endpoints.lessons;

describe('paying for a lesson place (issue 13: lesson/book with its payment block)', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let memberId: number;
  let club: Club;
  let hour = 6;
  /** A fresh one-hour clinic each test (its own hour on a far day), so no test meets another's places. */
  async function freshClinic(extra: Parameters<typeof clinic>[4] = {}) {
    hour += 1;
    const from = `${String(hour).padStart(2, '0')}:00`;
    const to = `${String(hour + 1).padStart(2, '0')}:00`;
    return addLesson(t, owner, clinic(club, localDate(150), from, to, { courts: [club.courts[2]!], ...extra }));
  }
  const book = (lessonId: number, body: LessonBookBody, token = member) =>
    t.callRaw(table.book, { params: { lesson_id: lessonId }, body, token });
  const placesOn = (appointmentId: number) =>
    t.handle.db.select().from(lessonBookings).where(eq(lessonBookings.occurrenceId, appointmentId));
  const occurrence = async (appointmentId: number) =>
    (await t.handle.db.select().from(lessonOccurrences).where(eq(lessonOccurrences.id, appointmentId)))[0]!;
  const paymentsOn = (appointmentId: number) =>
    t.handle.db
      .select({ id: bookingPayments.id, status: bookingPayments.status })
      .from(bookingPaymentItems)
      .innerJoin(bookingPayments, eq(bookingPayments.id, bookingPaymentItems.bookingPaymentId))
      .where(eq(bookingPaymentItems.appointmentId, appointmentId));

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    memberId = await userIdOf(t, 'member');
    const clubId = await clubIdOf(t, owner);
    club = await demoClub(t, clubId, await courtIdsOf(t, clubId));
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await expectPointsLedgerAgrees(t, club.clubId);
    await t.close();
  });

  it('charges a new card the lesson’s price for the place, and announces the place once paid', async () => {
    const { lesson, occurrences } = await freshClinic();
    const appointmentId = occurrences[0]!.appointment_id;
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const answer = await book(lesson.id, {
      appointment_id: appointmentId,
      payment: { method: 'charge', amount: 2500, currency: 'usd', token },
    });
    expect(answer.status, answer.body.message).toBe(200);
    const payload = answer.body.payload as {
      booked: { booking_id: number }[];
      total: { main_value: number };
      pay_method: string;
      payment: { status: string; amount: number; member_user_id: number; charge: { total: number } };
    };
    expect(payload.total.main_value).toBe(2500);
    expect(payload.pay_method).toBe('charge');
    expect(payload.payment).toMatchObject({ status: 'paid', amount: 2500, member_user_id: memberId });
    expect(payload.payment.charge.total).toBe(2500);
    const [place] = await placesOn(appointmentId);
    expect(place).toMatchObject({ status: 'booked', payMethod: 'charge', price: 2500, userId: memberId });
    expect(await paymentsOn(appointmentId)).toEqual([{ id: expect.any(Number), status: 'paid' }]);
    expect((await occurrence(appointmentId)).booked).toBe(1);
  });

  it('leaves no place, no payment and no notice when the card is declined', async () => {
    const { lesson, occurrences } = await freshClinic();
    const appointmentId = occurrences[0]!.appointment_id;
    const mailBefore = (await t.handle.db.select({ id: emailOutbox.id }).from(emailOutbox)).length;
    const token = await cardToken(t, SANDBOX_TEST_CARDS.declined);
    const answer = await book(lesson.id, {
      appointment_id: appointmentId,
      payment: { method: 'charge', amount: 2500, token },
    });
    expect(answer.status).toBe(402);
    expect(await placesOn(appointmentId)).toEqual([]);
    expect(await paymentsOn(appointmentId)).toEqual([]);
    expect((await occurrence(appointmentId)).booked).toBe(0);
    expect((await t.handle.db.select({ id: emailOutbox.id }).from(emailOutbox)).length).toBe(mailBefore);
    // The place is free again: a good card books it.
    const good = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const again = await book(lesson.id, {
      appointment_id: appointmentId,
      payment: { method: 'charge', amount: 2500, token: good },
    });
    expect(again.status, again.body.message).toBe(200);
  });

  it('prices from the lesson, never the client: another amount is refused with 409 and nothing is booked', async () => {
    const { lesson, occurrences } = await freshClinic();
    const appointmentId = occurrences[0]!.appointment_id;
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const answer = await book(lesson.id, {
      appointment_id: appointmentId,
      payment: { method: 'charge', amount: 100, token },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(BOOKING_PAYMENT_MESSAGES.priceChanged('$25.00'));
    expect(await placesOn(appointmentId)).toEqual([]);
    expect(await paymentsOn(appointmentId)).toEqual([]);
  });

  it('charges a whole run of dates at the price get-price-camps gives', async () => {
    const monday = mondayFrom(160);
    const created = await addLesson(
      t,
      owner,
      clinic(club, monday, '06:00', '07:00', {
        courts: [club.courts[2]!],
        recurrence: { frequency: 'weekly', days: [0], ends: 'occurrences', occurrences: 3 },
        allowBooking: 'recurrence',
      }),
    );
    const first = created.occurrences[0]!;
    const price = await t.call(table.campPrice, {
      body: { lesson_id: created.lesson.id, start_time: first.start },
      token: member,
    });
    expect(price.body.payload).toMatchObject({ main_value: 7500, days: 3 });
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const answer = await book(created.lesson.id, {
      appointment_id: first.appointment_id,
      booking_type: 'recurrence',
      payment: { method: 'charge', amount: price.body.payload.main_value, token },
    });
    expect(answer.status, answer.body.message).toBe(200);
    const payload = answer.body.payload as {
      booked: unknown[];
      payment: { amount: number; appointment_ids: number[] };
    };
    expect(payload.booked).toHaveLength(3);
    expect(payload.payment.amount).toBe(7500);
    expect(payload.payment.appointment_ids).toEqual(created.occurrences.map((o) => o.appointment_id));
  });

  it('pays with points (spent and refunded in the ledger) when the lesson takes points', async () => {
    // A court of the group whose points the demo club sells (Tennis).
    const groupId = (await groupIdsByName(t, club.clubId)).get('Tennis')!;
    const [court] = await t.handle.db
      .select()
      .from(courts)
      .where(and(eq(courts.businessId, club.clubId), eq(courts.facilityGroupId, groupId)))
      .orderBy(desc(courts.id))
      .limit(1);
    const { lesson, occurrences } = await freshClinic({ book_pay_type: -1, courts: [court!.id] });
    const appointmentId = occurrences[0]!.appointment_id;
    const gift = await t.callRaw(endpoints.points.buy, {
      body: { user_id: memberId, facility_group_id: groupId, points: 40, gift: true },
      token: owner,
      headers: freshKey(),
    });
    expect(gift.status, gift.body.message).toBe(200);
    const answer = await book(lesson.id, { appointment_id: appointmentId, payment: { method: 'points', amount: 25 } });
    expect(answer.status, answer.body.message).toBe(200);
    const payload = answer.body.payload as { pay_method: string; payment: unknown; points_balance: number };
    expect(payload).toMatchObject({ pay_method: 'points', payment: null });
    const [place] = await placesOn(appointmentId);
    expect(place).toMatchObject({ payMethod: 'points', points: 25 });
    const [spend] = await t.handle.db.select().from(pointSpends).where(eq(pointSpends.id, place!.pointSpendId!));
    expect(spend).toMatchObject({ points: 25, refunded: 0, cause: 'lesson', userId: memberId });
    await expectPointsLedgerAgrees(t, club.clubId);

    const cancelled = await t.call(table.cancel, {
      params: { id: appointmentId },
      body: { cancel_for: 0 },
      token: member,
    });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    const [after] = await t.handle.db.select().from(pointSpends).where(eq(pointSpends.id, spend!.id));
    expect(after!.refunded).toBe(25);
    await expectPointsLedgerAgrees(t, club.clubId);
  });

  it('refuses points for a money-only lesson, short points, and cash from a member, writing nothing', async () => {
    const { lesson, occurrences } = await freshClinic({ book_pay_type: 1 });
    const appointmentId = occurrences[0]!.appointment_id;
    const points = await book(lesson.id, { appointment_id: appointmentId, payment: { method: 'points', amount: 0 } });
    expect(points.status).toBe(400);
    expect(JSON.stringify(points.body.payload)).toContain('payment.method');
    const cash = await book(lesson.id, { appointment_id: appointmentId, payment: { method: 'cash', amount: 2500 } });
    expect(cash.status).toBe(403);
    const other = await freshClinic({ book_pay_type: 2, point_price: 100000 });
    const short = await book(other.lesson.id, {
      appointment_id: other.occurrences[0]!.appointment_id,
      payment: { method: 'points', amount: 100000 },
    });
    expect(short.status).toBe(409);
    expect(await placesOn(appointmentId)).toEqual([]);
    expect(await placesOn(other.occurrences[0]!.appointment_id)).toEqual([]);
    const moneyForPoints = await book(other.lesson.id, {
      appointment_id: other.occurrences[0]!.appointment_id,
      payment: { method: 'charge', amount: 0 },
    });
    expect(moneyForPoints.status).toBe(400);
    expect(
      await t.handle.db
        .select()
        .from(lessonBookings)
        .where(and(eq(lessonBookings.occurrenceId, other.occurrences[0]!.appointment_id))),
    ).toEqual([]);
  });

  it('lets staff take cash for a member’s place', async () => {
    const { lesson, occurrences } = await freshClinic();
    const appointmentId = occurrences[0]!.appointment_id;
    const answer = await book(
      lesson.id,
      { appointment_id: appointmentId, userId: memberId, payment: { method: 'cash', amount: 2500 } },
      owner,
    );
    expect(answer.status, answer.body.message).toBe(200);
    expect((answer.body.payload as { payment: { status: string; method: string } }).payment).toMatchObject({
      status: 'paid',
      method: 'cash',
    });
  });
});

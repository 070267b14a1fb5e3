import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, bookingPayments, businesses, charges, lessonBookings } from '@fairplay/db';
import { BOOKING_PAYMENT_MESSAGES, endpoints, SANDBOX_TEST_CARDS } from '@fairplay/contracts';
import { CAPTURE_LEAD_MS } from '@fairplay/domain';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate, userIdOf } from '../../test/appointments-kit.js';
import { addAvailability, availability } from '../../test/coaches-kit.js';
import { demoClub, type Club } from '../../test/lessons-kit.js';
import { cardToken, expectLedgerBalanced } from '../../test/payments-kit.js';
import { HOLD_JOB, SETTLE_JOB } from '../booking-payments/index.js';

const table = endpoints.coaches;
const DAY = 86_400_000;

/**
 * "Book and Authorize Payment" for a private session (issue 13): book-and-pay-coach with `method: 'authorize'` holds
 * the price through court time's holds path: captured by the hold job 24 hours before the session, released when
 * the session is cancelled inside its window, authorized later (with consent to keep the card) for a far session.
 */
describe('book-and-pay-coach holds the card: captured later, released on cancel (issue 13)', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let memberId: number;
  let sofiaId: number;
  let club: Club;
  let days = 2;

  /** The next club-local day with Sofia's availability (08:00-12:00), `days` ahead of today. */
  async function nextDay(ahead?: number): Promise<string> {
    const day = localDate(ahead ?? ++days);
    await addAvailability(t, owner, availability(club, day, { coach_id: sofiaId }));
    return day;
  }
  const body = (day: string, extra: Record<string, unknown> = {}) => ({
    startDate: at(day, '08:00'),
    endDate: at(day, '09:00'),
    courts: [club.courts[0]!],
    coach_id: sofiaId,
    lesson_type_id: club.typeId,
    amount: 6000,
    currency: 'usd',
    method: 'authorize' as const,
    ...extra,
  });
  const paymentRow = async (id: number) =>
    (await t.handle.db.select().from(bookingPayments).where(eq(bookingPayments.id, id)))[0]!;
  const chargeRow = async (id: number) => (await t.handle.db.select().from(charges).where(eq(charges.id, id)))[0]!;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    memberId = await userIdOf(t, 'member');
    sofiaId = await userIdOf(t, 'coach.sofia');
    const clubId = await clubIdOf(t, owner);
    club = await demoClub(t, clubId, await courtIdsOf(t, clubId));
    await t.handle.db.update(businesses).set({ automaticallyRefundPayment: true }).where(eq(businesses.id, clubId));
    // This file's own near-term court time: the demo's bookings on the two courts in the coming weeks are cleared
    // (each test file has its own database).
    const now = Date.now();
    await t.handle.db
      .delete(appointments)
      .where(
        and(
          inArray(appointments.courtId, [club.courts[0]!, club.courts[1]!]),
          gte(appointments.startsAt, new Date(now - DAY)),
          lt(appointments.startsAt, new Date(now + 40 * DAY)),
        ),
      );
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  // The hold jobs alone, not every sweep of the demo club (hundreds of reminders a day).
  const runHoldJobs = () => t.app.jobs.runDueJobs(t.clock.now(), { types: [HOLD_JOB, SETTLE_JOB] });

  it('leaves no session and no hold when the card is declined', async () => {
    const day = await nextDay(2);
    const token = await cardToken(t, SANDBOX_TEST_CARDS.declined);
    const before = (await t.handle.db.select().from(bookingPayments)).length;
    const answer = await t.callRaw(table.bookAndPay, { body: body(day, { token }), token: member });
    expect(answer.status).toBe(402);
    expect((await t.handle.db.select().from(bookingPayments)).length).toBe(before);
    const sessions = (
      await t.handle.db
        .select()
        .from(appointments)
        .where(eq(appointments.startsAt, new Date(at(day, '08:00'))))
    ).filter((row) => row.lessonId !== null);
    expect(sessions).toEqual([]);
  });

  it('holds the price, books the place as paid by card, and the hold job captures it 24 hours before', async () => {
    const day = await nextDay();
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const answer = await t.call(table.bookAndPay, { body: body(day, { token }), token: member });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe(BOOKING_PAYMENT_MESSAGES.bookedAndAuthorized);
    const payment = answer.body.payload.payment!;
    expect(payment).toMatchObject({
      status: 'authorized',
      method: 'authorize',
      amount: 6000,
      member_user_id: memberId,
    });
    const start = new Date(at(day, '08:00')).getTime();
    expect(payment.capture_at).toBe(new Date(start - CAPTURE_LEAD_MS).toISOString());
    const [place] = await t.handle.db
      .select()
      .from(lessonBookings)
      .where(eq(lessonBookings.id, answer.body.payload.booking_id));
    expect(place).toMatchObject({ status: 'booked', payMethod: 'charge', price: 6000 });
    const chargeId = (await paymentRow(payment.id)).chargeId!;
    expect((await chargeRow(chargeId)).status).toBe('authorized');

    // A minute before the capture time nothing is taken; at it, the job captures the hold.
    t.clock.advance(start - CAPTURE_LEAD_MS - t.clock.now().getTime() - 60_000);
    await runHoldJobs();
    expect((await paymentRow(payment.id)).status).toBe('authorized');
    t.clock.advance(60_000);
    await runHoldJobs();
    expect((await paymentRow(payment.id)).status).toBe('paid');
    expect((await chargeRow(chargeId)).status).toBe('succeeded');
  });

  it('releases the hold when the member cancels the session inside its window', async () => {
    // Near enough to the moved clock for a hold now (a Visa hold lasts 5 days).
    const day = await nextDay(days + 3);
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const answer = await t.call(table.bookAndPay, { body: body(day, { token }), token: member });
    expect(answer.status, answer.body.message).toBe(200);
    const payment = answer.body.payload.payment!;
    expect(payment.status).toBe('authorized');
    const cancelled = await t.call(table.cancel, { params: { id: answer.body.payload.appointment_id }, token: member });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    const row = await paymentRow(payment.id);
    expect(row).toMatchObject({ status: 'released', cancelAction: 'release' });
    expect((await chargeRow(row.chargeId!)).status).toBe('released');
    // The capture planned for later finds the hold released and takes nothing.
    t.clock.advance(new Date(payment.capture_at!).getTime() - t.clock.now().getTime());
    await runHoldJobs();
    expect((await paymentRow(payment.id)).status).toBe('released');
  });

  it('keeps the card for a far session only with consent, and authorizes it when the window opens', async () => {
    const day = await nextDay(days + 25);
    const refused = await t.callRaw(table.bookAndPay, {
      body: body(day, { token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) }),
      token: member,
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(BOOKING_PAYMENT_MESSAGES.mustAgreeToSave);
    const answer = await t.call(table.bookAndPay, {
      body: body(day, { token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds), save_card: true }),
      token: member,
    });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe(BOOKING_PAYMENT_MESSAGES.bookedAndScheduled);
    const payment = answer.body.payload.payment!;
    expect(payment.status).toBe('scheduled');
    t.clock.advance(new Date(payment.authorize_at!).getTime() - t.clock.now().getTime());
    await runHoldJobs();
    expect((await paymentRow(payment.id)).status).toBe('authorized');
  });
});

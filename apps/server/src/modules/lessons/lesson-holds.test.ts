import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingPaymentItems,
  bookingPayments,
  businesses,
  charges,
  lessonBookings,
  lessonOccurrences,
} from '@fairplay/db';
import {
  BOOKING_PAYMENT_MESSAGES,
  endpoints,
  SANDBOX_TEST_CARDS,
  type BookingPayment,
  type LessonBody,
} from '@fairplay/contracts';
import { addDaysToDate, CAPTURE_LEAD_MS, utcToZonedParts } from '@fairplay/domain';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, freeCourtBetween, userIdOf, ZONE } from '../../test/appointments-kit.js';
import { addLesson, clinic, demoClub, type Club } from '../../test/lessons-kit.js';
import { cardToken, expectLedgerBalanced } from '../../test/payments-kit.js';
import { HOLD_JOB, SETTLE_JOB } from '../booking-payments/index.js';

const table = endpoints.lessons;
const DAY = 24 * 3_600_000;

/**
 * A group-lesson place held on the card (issue 13, lesson/book's payment block with `authorize`): held now and
 * captured 24 hours before the occurrence by booking payments' hold job, or (a far date) the card saved with consent
 * and authorized when the window opens; a declined card leaves no place; a cancellation inside the lesson's window
 * releases the hold. The test clock moves forward through the file, so each clinic is dated from it.
 */
describe('Book and Authorize Payment for a lesson place (issue 13)', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let memberId: number;
  let club: Club;
  let hour = 6;

  async function freshClinic(days: number, extra: Partial<LessonBody> = {}) {
    hour = hour >= 20 ? 7 : hour + 1;
    const date = addDaysToDate(utcToZonedParts(t.clock.now(), ZONE).date, days);
    const from = `${String(hour).padStart(2, '0')}:00`;
    const to = `${String(hour + 1).padStart(2, '0')}:00`;
    await freeCourtBetween(t, owner, club.courts[4]!, at(date, from), at(date, to));
    const made = await addLesson(t, owner, clinic(club, date, from, to, { courts: [club.courts[4]!], ...extra }));
    return { lessonId: made.lesson.id, appointmentId: made.occurrences[0]!.appointment_id };
  }
  async function hold(lessonId: number, appointmentId: number, card: string, extra: { save_card?: boolean } = {}) {
    const token = await cardToken(t, card);
    return t.callRaw(table.book, {
      params: { lesson_id: lessonId },
      body: { appointment_id: appointmentId, payment: { method: 'authorize', amount: 2500, token, ...extra } },
      token: member,
    });
  }
  const paymentRow = async (id: number) =>
    (await t.handle.db.select().from(bookingPayments).where(eq(bookingPayments.id, id)))[0]!;
  const chargeRow = async (id: number) => (await t.handle.db.select().from(charges).where(eq(charges.id, id)))[0]!;
  const placesOn = (appointmentId: number) =>
    t.handle.db.select().from(lessonBookings).where(eq(lessonBookings.occurrenceId, appointmentId));
  const startOf = async (appointmentId: number) =>
    (await t.handle.db.select().from(lessonOccurrences).where(eq(lessonOccurrences.id, appointmentId)))[0]!.startsAt;
  // The hold jobs alone, not every sweep of the demo club (hundreds of reminders a day).
  const runJobs = () => t.app.jobs.runDueJobs(t.clock.now(), { types: [HOLD_JOB, SETTLE_JOB] });

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    memberId = await userIdOf(t, 'member');
    const clubId = await clubIdOf(t, owner);
    club = await demoClub(t, clubId, await courtIdsOf(t, clubId));
    await t.handle.db.update(businesses).set({ automaticallyRefundPayment: true }).where(eq(businesses.id, clubId));
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  it('holds the place’s price now and the hold job captures it 24 hours before the lesson', async () => {
    const { lessonId, appointmentId } = await freshClinic(3);
    const answer = await hold(lessonId, appointmentId, SANDBOX_TEST_CARDS.succeeds);
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe(BOOKING_PAYMENT_MESSAGES.bookedAndAuthorized);
    const payload = answer.body.payload as { pay_method: string; payment: BookingPayment };
    expect(payload.pay_method).toBe('authorize');
    const start = (await startOf(appointmentId)).getTime();
    expect(payload.payment).toMatchObject({ status: 'authorized', method: 'authorize', amount: 2500 });
    expect(payload.payment.capture_at).toBe(new Date(start - CAPTURE_LEAD_MS).toISOString());
    const [place] = await placesOn(appointmentId);
    expect(place).toMatchObject({ status: 'booked', payMethod: 'charge', userId: memberId });
    const items = await t.handle.db
      .select()
      .from(bookingPaymentItems)
      .where(eq(bookingPaymentItems.bookingPaymentId, payload.payment.id));
    expect(items).toMatchObject([{ appointmentId, lessonBookingId: place!.id, amount: 2500 }]);
    const chargeId = (await paymentRow(payload.payment.id)).chargeId!;
    expect((await chargeRow(chargeId)).status).toBe('authorized');

    t.clock.advance(start - CAPTURE_LEAD_MS - t.clock.now().getTime() - 60_000);
    await runJobs();
    expect((await paymentRow(payload.payment.id)).status).toBe('authorized');
    t.clock.advance(60_000);
    await runJobs();
    expect((await paymentRow(payload.payment.id)).status).toBe('paid');
    expect((await chargeRow(chargeId)).status).toBe('succeeded');
  });

  it('saves the card with consent for a far lesson and authorizes it when the window opens', async () => {
    const { lessonId, appointmentId } = await freshClinic(14);
    const refused = await hold(lessonId, appointmentId, SANDBOX_TEST_CARDS.succeeds);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(BOOKING_PAYMENT_MESSAGES.mustAgreeToSave);
    expect(await placesOn(appointmentId)).toEqual([]);

    const answer = await hold(lessonId, appointmentId, SANDBOX_TEST_CARDS.succeeds, { save_card: true });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe(BOOKING_PAYMENT_MESSAGES.bookedAndScheduled);
    const payment = (answer.body.payload as { payment: BookingPayment }).payment;
    expect(payment).toMatchObject({ status: 'scheduled', charge: null });
    const start = (await startOf(appointmentId)).getTime();
    expect(payment.capture_at).toBe(new Date(start - DAY).toISOString());

    t.clock.advance(new Date(payment.authorize_at!).getTime() - t.clock.now().getTime());
    await runJobs();
    const held = await paymentRow(payment.id);
    expect(held.status).toBe('authorized');
    expect((await chargeRow(held.chargeId!)).status).toBe('authorized');
    t.clock.advance(start - DAY - t.clock.now().getTime());
    await runJobs();
    expect((await paymentRow(payment.id)).status).toBe('paid');
  });

  it('leaves no place and no payment when the card declines the hold', async () => {
    const { lessonId, appointmentId } = await freshClinic(2);
    const answer = await hold(lessonId, appointmentId, SANDBOX_TEST_CARDS.declined);
    expect(answer.status).toBe(402);
    expect(await placesOn(appointmentId)).toEqual([]);
    const payments = await t.handle.db
      .select()
      .from(bookingPaymentItems)
      .where(eq(bookingPaymentItems.appointmentId, appointmentId));
    expect(payments).toEqual([]);
    const [occurrence] = await t.handle.db
      .select()
      .from(lessonOccurrences)
      .where(eq(lessonOccurrences.id, appointmentId));
    expect(occurrence!.booked).toBe(0);
  });

  it('releases the hold when the member cancels inside the lesson’s window; it is never captured', async () => {
    const { lessonId, appointmentId } = await freshClinic(4, { cancel_allowed: true, cancel_allowed_hour: 24 });
    const answer = await hold(lessonId, appointmentId, SANDBOX_TEST_CARDS.succeeds);
    expect(answer.status, answer.body.message).toBe(200);
    const payment = (answer.body.payload as { payment: BookingPayment }).payment;
    const cancelled = await t.callRaw(table.cancel, { params: { id: appointmentId }, body: {}, token: member });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    const row = await paymentRow(payment.id);
    expect(row).toMatchObject({ status: 'released', cancelAction: 'release' });
    expect((await chargeRow(row.chargeId!)).status).toBe('released');
    t.clock.advance(new Date(payment.capture_at!).getTime() - t.clock.now().getTime());
    await runJobs();
    expect((await paymentRow(payment.id)).status).toBe('released');
  });

  it('lets staff capture a held place now; a hold is for one date only', async () => {
    const { lessonId, appointmentId } = await freshClinic(3);
    const answer = await hold(lessonId, appointmentId, SANDBOX_TEST_CARDS.succeeds);
    const payment = (answer.body.payload as { payment: BookingPayment }).payment;
    const captured = await t.call(endpoints.bookingPayments.captureForAppointment, {
      body: { appointment_id: appointmentId, payment_id: payment.id },
      token: owner,
    });
    expect(captured.status, captured.body.message).toBe(200);
    expect((await paymentRow(payment.id)).status).toBe('paid');

    const several = await freshClinic(5);
    const refused = await t.callRaw(table.book, {
      params: { lesson_id: several.lessonId },
      body: {
        appointment_id: several.appointmentId,
        booking_type: 'recurrence',
        payment: { method: 'authorize', amount: 2500, token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) },
      },
      token: member,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(BOOKING_PAYMENT_MESSAGES.authorizeOneDate);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingFees,
  bookingPaymentItems,
  bookingPayments,
  businesses,
  charges,
  emailOutbox,
  inAppNotifications,
  lessonBookings,
} from '@fairplay/db';
import {
  BOOKING_FEE_MESSAGES,
  BOOKING_PAYMENT_MESSAGES,
  endpoints,
  SANDBOX_TEST_CARDS,
  type LessonBody,
} from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, freeCourtBetween, localDate, userIdOf } from '../../test/appointments-kit.js';
import { addLesson, clinic, demoClub, type Club } from '../../test/lessons-kit.js';
import { cardToken, expectLedgerBalanced } from '../../test/payments-kit.js';

const table = endpoints.lessons;

/**
 * lesson/cancel gives back a paid place's money by the lesson's own cancellation window (issue 13), as court time's
 * cancellations do: inside it, with the club refunding automatically, the charge is refunded; outside it, or with
 * cancellation off ("off means no cancellation and no refunds"), nothing is.
 */
describe('lesson/cancel refunds a paid place by the lesson’s cancellation window (issue 13)', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let memberId: number;
  let clubId: number;
  let club: Club;
  let hour = 6;

  /** A one-hour clinic `days` ahead on its own hour, so no test meets another's places. */
  async function freshClinic(days: number, extra: Partial<LessonBody> = {}) {
    hour += 1;
    const from = `${String(hour).padStart(2, '0')}:00`;
    const to = `${String(hour + 1).padStart(2, '0')}:00`;
    const date = localDate(days);
    // The demo seed books this court week after week; the clinic's hour is made free first.
    await freeCourtBetween(t, owner, club.courts[3]!, at(date, from), at(date, to));
    return addLesson(t, owner, clinic(club, date, from, to, { courts: [club.courts[3]!], ...extra }));
  }
  /** Books the clinic's first occurrence for the member, paid by a new card; answers its place and payment. */
  async function paidPlace(lessonId: number, appointmentId: number) {
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const answer = await t.callRaw(table.book, {
      params: { lesson_id: lessonId },
      body: { appointment_id: appointmentId, payment: { method: 'charge', amount: 2500, currency: 'usd', token } },
      token: member,
    });
    expect(answer.status, answer.body.message).toBe(200);
    const payload = answer.body.payload as { booked: { booking_id: number }[]; payment: { id: number } };
    return { placeId: payload.booked[0]!.booking_id, paymentId: payload.payment.id };
  }
  const cancel = (appointmentId: number, token = member) =>
    t.callRaw(table.cancel, { params: { id: appointmentId }, body: {}, token });
  const paymentOf = async (id: number) =>
    (await t.handle.db.select().from(bookingPayments).where(eq(bookingPayments.id, id)))[0]!;
  const chargeOf = async (id: number) => (await t.handle.db.select().from(charges).where(eq(charges.id, id)))[0]!;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    memberId = await userIdOf(t, 'member');
    clubId = await clubIdOf(t, owner);
    club = await demoClub(t, clubId, await courtIdsOf(t, clubId));
    await t.handle.db.update(businesses).set({ automaticallyRefundPayment: true }).where(eq(businesses.id, clubId));
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  it('refunds the place’s charge when the member cancels inside the window', async () => {
    const { lesson, occurrences } = await freshClinic(151, { cancel_allowed: true, cancel_allowed_hour: 24 });
    const appointmentId = occurrences[0]!.appointment_id;
    const { placeId, paymentId } = await paidPlace(lesson.id, appointmentId);
    const answer = await cancel(appointmentId);
    expect(answer.status, answer.body.message).toBe(200);
    const [place] = await t.handle.db.select().from(lessonBookings).where(eq(lessonBookings.id, placeId));
    expect(place!.status).toBe('cancelled');
    const payment = await paymentOf(paymentId);
    expect(payment).toMatchObject({ status: 'refunded', cancelAction: 'refund', memberUserId: memberId });
    expect(payment.settledAt).not.toBeNull();
    const charge = await chargeOf(payment.chargeId!);
    expect(charge.amountRefunded).toBe(2500);
    // The member is told in the bell.
    const notes = await t.handle.db
      .select()
      .from(inAppNotifications)
      .where(
        and(
          eq(inAppNotifications.userId, memberId),
          eq(inAppNotifications.title, BOOKING_PAYMENT_MESSAGES.refundedTitle),
        ),
      );
    expect(notes.map((note) => note.body)).toContain(BOOKING_PAYMENT_MESSAGES.refundedOnCancel('$25.00'));
    // Asking again changes nothing: the place is gone and the refund was made once.
    expect((await cancel(appointmentId)).status).toBe(404);
    expect((await chargeOf(payment.chargeId!)).amountRefunded).toBe(2500);
  });

  it('refunds only the cancelling member’s place, never another’s on the same occurrence', async () => {
    const { lesson, occurrences } = await freshClinic(152);
    const appointmentId = occurrences[0]!.appointment_id;
    const mine = await paidPlace(lesson.id, appointmentId);
    // The owner takes a paid place for another member on the same occurrence.
    const other = club.members.find((id) => id !== memberId)!;
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const theirs = await t.callRaw(table.book, {
      params: { lesson_id: lesson.id },
      body: {
        appointment_id: appointmentId,
        userId: other,
        payment: { method: 'charge', amount: 2500, currency: 'usd', token },
      },
      token: owner,
    });
    expect(theirs.status, theirs.body.message).toBe(200);
    const theirPayment = (theirs.body.payload as { payment: { id: number } }).payment.id;
    expect((await cancel(appointmentId)).status).toBe(200);
    expect((await paymentOf(mine.paymentId)).status).toBe('refunded');
    expect(await paymentOf(theirPayment)).toMatchObject({ status: 'paid', cancelAction: null });
  });

  it('refunds nothing outside the window: the member may not cancel, and staff cancelling give nothing back', async () => {
    const { lesson, occurrences } = await freshClinic(1, { cancel_allowed: true, cancel_allowed_hour: 999 });
    const appointmentId = occurrences[0]!.appointment_id;
    const { paymentId } = await paidPlace(lesson.id, appointmentId);
    expect((await cancel(appointmentId)).status).toBe(400);
    // Staff may cancel at any time; outside the window nothing is given back automatically (a refund by hand is).
    const forMember = await t.callRaw(table.cancelUser, {
      params: { id: appointmentId, userId: memberId },
      body: {},
      token: owner,
    });
    expect(forMember.status, forMember.body.message).toBe(200);
    const payment = await paymentOf(paymentId);
    expect(payment).toMatchObject({ status: 'paid', cancelAction: null });
    expect((await chargeOf(payment.chargeId!)).amountRefunded).toBe(0);
  });

  it('refunds nothing where the lesson allows no cancellation, nor where the club refunds by hand', async () => {
    const off = await freshClinic(153, { cancel_allowed: false });
    const offPlace = await paidPlace(off.lesson.id, off.occurrences[0]!.appointment_id);
    const forMember = await t.callRaw(table.cancelUser, {
      params: { id: off.occurrences[0]!.appointment_id, userId: memberId },
      body: {},
      token: owner,
    });
    expect(forMember.status, forMember.body.message).toBe(200);
    expect(await paymentOf(offPlace.paymentId)).toMatchObject({ status: 'paid', cancelAction: null });

    await t.handle.db.update(businesses).set({ automaticallyRefundPayment: false }).where(eq(businesses.id, clubId));
    try {
      const byHand = await freshClinic(154);
      const place = await paidPlace(byHand.lesson.id, byHand.occurrences[0]!.appointment_id);
      expect((await cancel(byHand.occurrences[0]!.appointment_id)).status).toBe(200);
      expect(await paymentOf(place.paymentId)).toMatchObject({ status: 'paid', cancelAction: null });
    } finally {
      await t.handle.db.update(businesses).set({ automaticallyRefundPayment: true }).where(eq(businesses.id, clubId));
    }
    // The items still name the places (a refund by hand can find them).
    const items = await t.handle.db
      .select()
      .from(bookingPaymentItems)
      .where(eq(bookingPaymentItems.bookingPaymentId, offPlace.paymentId));
    expect(items).toHaveLength(1);
  });

  it('a place given up outside the lesson’s window owes the club’s late-cancel fee, charged once and waivable', async () => {
    const saved = await t.call(endpoints.payments.createForMember, {
      body: { member_id: memberId, token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) },
      token: owner,
    });
    expect(saved.status, saved.body.message).toBe(200);
    await t.handle.db
      .update(businesses)
      .set({ lateCancelFee: 1200, feesChangedAt: new Date(0), addToInvoice: false })
      .where(eq(businesses.id, clubId));
    try {
      const late = await freshClinic(1, { cancel_allowed: true, cancel_allowed_hour: 999 });
      const early = await freshClinic(155, { cancel_allowed: true, cancel_allowed_hour: 24 });
      const lateId = late.occurrences[0]!.appointment_id;
      const earlyId = early.occurrences[0]!.appointment_id;
      await paidPlace(late.lesson.id, lateId);
      await paidPlace(early.lesson.id, earlyId);
      // The member may not cancel late themselves; staff cancelling for them (the member called late) records it.
      expect((await cancel(lateId)).status).toBe(400);
      const forMember = await t.callRaw(table.cancelUser, {
        params: { id: lateId, userId: memberId },
        body: {},
        token: owner,
      });
      expect(forMember.status, forMember.body.message).toBe(200);
      // Inside the window nothing is owed.
      expect((await cancel(earlyId)).status).toBe(200);
      const fees = await t.handle.db
        .select()
        .from(bookingFees)
        .where(and(eq(bookingFees.userId, memberId), eq(bookingFees.kind, 'late_cancel')));
      expect(fees.filter((fee) => fee.appointmentId === earlyId)).toHaveLength(0);
      const fee = fees.find((row) => row.appointmentId === lateId)!;
      expect(fee).toMatchObject({ amount: 1200, status: 'charged' });
      expect(fee.lessonBookingId).not.toBeNull();
      expect(await chargeOf(fee.chargeId!)).toMatchObject({ status: 'succeeded', total: 1200, memberUserId: memberId });
      const told = await t.handle.db
        .select()
        .from(inAppNotifications)
        .where(
          and(
            eq(inAppNotifications.userId, memberId),
            eq(inAppNotifications.title, BOOKING_FEE_MESSAGES.lateCancelTitle),
          ),
        );
      expect(told).toHaveLength(1);
      const [business] = await t.handle.db.select().from(businesses).where(eq(businesses.id, clubId));
      const mails = await t.handle.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.subject, `${business!.name}: ${BOOKING_FEE_MESSAGES.lateCancelTitle}`));
      expect(mails.map((mail) => mail.textBody)).toContain(told[0]!.body);
      // Staff waive it: refunded in full.
      const waived = await t.call(endpoints.bookingFees.waive, { params: { id: fee.id }, token: owner });
      expect(waived.status, waived.body.message).toBe(200);
      expect((await chargeOf(fee.chargeId!)).amountRefunded).toBe(1200);
    } finally {
      await t.handle.db.update(businesses).set({ lateCancelFee: 0 }).where(eq(businesses.id, clubId));
    }
  });
});

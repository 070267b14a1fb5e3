import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  bookingPaymentItems,
  bookingPayments,
  businesses,
  charges,
  inAppNotifications,
  jobs,
  lessonBookings,
  lessonOccurrences,
  paymentMethods,
  sandboxPaymentMethods,
} from '@fairplay/db';
import { BOOKING_PAYMENT_MESSAGES, endpoints, SANDBOX_TEST_CARDS, type LessonBody } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, courtIdsOf, localDate, allowOverlappingCourts } from '../../test/appointments-kit.js';
import { addLesson, clinic, demoClub, type Club } from '../../test/lessons-kit.js';
import { cardToken, expectLedgerBalanced } from '../../test/payments-kit.js';

const table = endpoints.lessons;

/**
 * Waitlists with payment (issue 13): joining a full lesson's waitlist with Book and Authorize Payment saves the
 * method with consent and holds nothing; a freed place goes to the first in line, booked and their card authorized
 * (and told); when that authorization fails the next in line is tried; nobody's card is touched for a place they
 * did not get. Staff join members to the waitlist here, each with their own card, so several wait at once.
 */
describe('waitlists with payment (issue 13)', () => {
  let t: TestApp;
  let owner: string;
  let club: Club;
  let hour = 6;

  /** A clinic of two places, filled in person; `days` ahead (near: a promoted card is authorized at once). */
  async function fullClinic(days = 160, extra: Partial<LessonBody> = {}) {
    hour += 1;
    const from = `${String(hour).padStart(2, '0')}:00`;
    const to = `${String(hour + 1).padStart(2, '0')}:00`;
    const made = await addLesson(
      t,
      owner,
      clinic(club, localDate(days), from, to, { courts: [club.courts[5]!], quantity: 2, ...extra }),
    );
    const lessonId = made.lesson.id;
    const appointmentId = made.occurrences[0]!.appointment_id;
    // Two members in person fill it.
    const [first, second] = club.members;
    for (const userId of [first!, second!]) {
      const answer = await t.callRaw(table.book, {
        params: { lesson_id: lessonId },
        body: { appointment_id: appointmentId, userId },
        token: owner,
      });
      expect(answer.status, answer.body.message).toBe(200);
    }
    return { lessonId, appointmentId, holders: [first!, second!] };
  }
  async function joinWithCard(lessonId: number, appointmentId: number, userId: number, card: string) {
    const token = await cardToken(t, card);
    return t.callRaw(table.book, {
      params: { lesson_id: lessonId },
      body: {
        appointment_id: appointmentId,
        userId,
        payment: { method: 'authorize', amount: 2500, token, save_card: true },
      },
      token: owner,
    });
  }
  const placesOn = (appointmentId: number) =>
    t.handle.db
      .select()
      .from(lessonBookings)
      .where(eq(lessonBookings.occurrenceId, appointmentId))
      .orderBy(lessonBookings.id);
  const paymentsOn = (appointmentId: number) =>
    t.handle.db
      .select({
        status: bookingPayments.status,
        memberUserId: bookingPayments.memberUserId,
        chargeId: bookingPayments.chargeId,
      })
      .from(bookingPaymentItems)
      .innerJoin(bookingPayments, eq(bookingPayments.id, bookingPaymentItems.bookingPaymentId))
      .where(eq(bookingPaymentItems.appointmentId, appointmentId));
  const cancelFor = (appointmentId: number, userId: number) =>
    t.callRaw(table.cancelUser, { params: { id: appointmentId, userId }, body: {}, token: owner });
  const chargesOf = (userIds: number[]) =>
    t.handle.db
      .select({ status: charges.status, amount: charges.amount })
      .from(charges)
      .where(inArray(charges.memberUserId, userIds))
      .orderBy(charges.id);
  /** The card the member saved for the waitlist since declines (their bank stopped it), as the sandbox is told. */
  async function cardNowDeclines(placeId: number) {
    const [place] = await t.handle.db.select().from(lessonBookings).where(eq(lessonBookings.id, placeId));
    const [method] = await t.handle.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, place!.waitlistPaymentMethodId!));
    await t.handle.db
      .update(sandboxPaymentMethods)
      .set({ behavior: 'declined' })
      .where(eq(sandboxPaymentMethods.id, method!.providerMethodId));
  }

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    // These bookings put one member on courts at overlapping times: the one-court rule has its own tests.
    await allowOverlappingCourts(t, owner);
    const clubId = await clubIdOf(t, owner);
    club = await demoClub(t, clubId, await courtIdsOf(t, clubId));
    await t.handle.db.update(businesses).set({ showWaitlist: true }).where(eq(businesses.id, clubId));
    // This file's own court: the demo's bookings on it are cleared (each test file has its own database).
    await t.handle.db.delete(appointments).where(eq(appointments.courtId, club.courts[5]!));
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  it('joins with a card saved by consent and nothing held; a freed place books and authorizes the first in line', async () => {
    const { lessonId, appointmentId, holders } = await fullClinic();
    const waiter = club.members[2]!;
    const chargesBefore = (await chargesOf([waiter])).length;
    const withoutConsent = await t.callRaw(table.book, {
      params: { lesson_id: lessonId },
      body: {
        appointment_id: appointmentId,
        userId: waiter,
        payment: {
          method: 'authorize',
          amount: 2500,
          token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds),
        },
      },
      token: owner,
    });
    expect(withoutConsent.status).toBe(400);
    expect(withoutConsent.body.message).toBe(BOOKING_PAYMENT_MESSAGES.mustAgreeToSave);
    expect((await placesOn(appointmentId)).filter((place) => place.userId === waiter)).toEqual([]);

    const joined = await joinWithCard(lessonId, appointmentId, waiter, SANDBOX_TEST_CARDS.succeeds);
    expect(joined.status, joined.body.message).toBe(200);
    expect(joined.body.message).toBe(BOOKING_PAYMENT_MESSAGES.waitlistedWithCard);
    const waiting = (await placesOn(appointmentId)).find((place) => place.userId === waiter)!;
    expect(waiting).toMatchObject({ status: 'waitlist', payMethod: 'charge' });
    expect(waiting.waitlistPaymentMethodId).not.toBeNull();
    expect(await paymentsOn(appointmentId)).toEqual([]);
    expect((await chargesOf([waiter])).length).toBe(chargesBefore);

    const cancelled = await cancelFor(appointmentId, holders[0]!);
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect((cancelled.body.payload as { promoted: number[] }).promoted).toEqual([waiting.id]);
    const promoted = (await placesOn(appointmentId)).find((place) => place.id === waiting.id)!;
    expect(promoted.status).toBe('booked');
    const [payment] = await paymentsOn(appointmentId);
    // Far away: the saved method is authorized when the window opens (the hold job), nothing is taken now.
    expect(payment).toMatchObject({ status: 'scheduled', memberUserId: waiter });
  });

  it('refuses a full lesson to a card charge: nobody is charged for a waitlist place', async () => {
    const { lessonId, appointmentId } = await fullClinic();
    const answer = await t.callRaw(table.book, {
      params: { lesson_id: lessonId },
      body: {
        appointment_id: appointmentId,
        userId: club.members[3]!,
        payment: { method: 'charge', amount: 2500, token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) },
      },
      token: owner,
    });
    expect(answer.status).toBe(409);
  });

  it('under simultaneous cancellations, books exactly the freed places, skips a card that fails, charges nobody else', async () => {
    const { lessonId, appointmentId, holders } = await fullClinic(3);
    const [declining, second, third, fourth] = club.members.slice(4, 8) as [number, number, number, number];
    const before = (await chargesOf([declining, second, third, fourth])).length;
    for (const userId of [declining, second, third, fourth]) {
      // The declining waiter's card is a card of its own: a family's payer keeps one copy of a card saved twice, so
      // making the shared copy decline would decline the others' too.
      const card = userId === declining ? SANDBOX_TEST_CARDS.succeedsMastercard : SANDBOX_TEST_CARDS.succeeds;
      const joined = await joinWithCard(lessonId, appointmentId, userId, card);
      expect(joined.status, joined.body.message).toBe(200);
    }
    const firstInLine = (await placesOn(appointmentId)).find((place) => place.userId === declining)!;
    await cardNowDeclines(firstInLine.id);

    const answers = await Promise.all(holders.map((userId) => cancelFor(appointmentId, userId)));
    for (const answer of answers) expect(answer.status, answer.body.message).toBe(200);

    const places = await placesOn(appointmentId);
    const statusOf = (userId: number) => places.find((place) => place.userId === userId)!.status;
    // The first in line's card failed: their place went to the next, who was tried in turn.
    expect(statusOf(declining)).toBe('cancelled');
    expect(statusOf(second)).toBe('booked');
    expect(statusOf(third)).toBe('booked');
    expect(statusOf(fourth)).toBe('waitlist');
    const [occurrence] = await t.handle.db
      .select()
      .from(lessonOccurrences)
      .where(eq(lessonOccurrences.id, appointmentId));
    expect(occurrence!.booked).toBe(2);
    const payments = await paymentsOn(appointmentId);
    expect(payments.map((payment) => payment.memberUserId).sort()).toEqual([second, third].sort());
    expect(payments.every((payment) => payment.status === 'authorized')).toBe(true);
    // Nobody's card was charged or held for a place they did not get: only the two booked are held, once each.
    const after = (await chargesOf([declining, second, third, fourth])).slice(before);
    expect(after.filter((charge) => charge.status === 'authorized')).toHaveLength(2);
    expect(after.filter((charge) => charge.status === 'succeeded')).toEqual([]);
    expect(after.filter((charge) => charge.status === 'failed')).toHaveLength(1);
    // Each booked waiter appears once: never promoted twice.
    expect(places.filter((place) => place.status === 'booked').length).toBe(2);
    const bookedIds = places.filter((place) => place.status === 'booked').map((place) => place.id);
    const promoted = answers.flatMap((answer) => (answer.body.payload as { promoted: number[] }).promoted);
    expect(promoted.sort()).toEqual(bookedIds.sort());
  });

  it('authorizes the promoted member’s card at once for a near lesson, and the next is tried when it declines', async () => {
    hour += 1;
    const date = localDate(2);
    const from = `${String(hour).padStart(2, '0')}:00`;
    const made = await addLesson(
      t,
      owner,
      clinic(club, date, from, `${String(hour + 1).padStart(2, '0')}:00`, {
        courts: [club.courts[5]!],
        quantity: 1,
      }),
    );
    const appointmentId = made.occurrences[0]!.appointment_id;
    const holder = club.members[8]!;
    const booked = await t.callRaw(table.book, {
      params: { lesson_id: made.lesson.id },
      body: { appointment_id: appointmentId, userId: holder },
      token: owner,
    });
    expect(booked.status, booked.body.message).toBe(200);
    const [declining, next] = [club.members[9]!, club.members[10]!];
    for (const userId of [declining, next]) {
      const joined = await joinWithCard(made.lesson.id, appointmentId, userId, SANDBOX_TEST_CARDS.succeeds);
      expect(joined.status, joined.body.message).toBe(200);
    }
    await cardNowDeclines((await placesOn(appointmentId)).find((place) => place.userId === declining)!.id);
    expect((await cancelFor(appointmentId, holder)).status).toBe(200);
    const places = await placesOn(appointmentId);
    expect(places.find((place) => place.userId === declining)!.status).toBe('cancelled');
    expect(places.find((place) => place.userId === next)!.status).toBe('booked');
    const payments = await paymentsOn(appointmentId);
    expect(payments).toEqual([{ status: 'authorized', memberUserId: next, chargeId: expect.any(Number) }]);
    // The declined attempt left no hold: only the next in line's card is held.
    const held = await t.handle.db
      .select({ status: charges.status, memberUserId: charges.memberUserId })
      .from(charges)
      .where(and(inArray(charges.memberUserId, [declining, next]), eq(charges.status, 'authorized')));
    expect(held).toEqual([{ status: 'authorized', memberUserId: next }]);
  });

  const runJobs = () => t.app.jobs.runDueJobs(t.clock.now());
  const paymentOfPlace = async (placeId: number) =>
    (
      await t.handle.db
        .select({ id: bookingPayments.id, status: bookingPayments.status })
        .from(bookingPaymentItems)
        .innerJoin(bookingPayments, eq(bookingPayments.id, bookingPaymentItems.bookingPaymentId))
        .where(eq(bookingPaymentItems.lessonBookingId, placeId))
        .orderBy(bookingPayments.id)
    ).at(-1);
  const joinInPerson = async (lessonId: number, appointmentId: number, userId: number) => {
    const answer = await t.callRaw(table.book, {
      params: { lesson_id: lessonId },
      body: { appointment_id: appointmentId, userId },
      token: owner,
    });
    expect(answer.status, answer.body.message).toBe(200);
    return (await placesOn(appointmentId)).find((place) => place.userId === userId && place.status !== 'cancelled')!;
  };
  const promotionJobs = (appointmentId: number) =>
    t.handle.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, 'lessons.waitlist-promote'), eq(jobs.status, 'pending')))
      .then((rows) => rows.filter((row) => (row.payload as { occurrenceId: number }).occurrenceId === appointmentId));

  it('a promoted member whose card fails when the window opens loses the place to the next in line, and is told', async () => {
    const { lessonId, appointmentId, holders } = await fullClinic(161);
    const [first, second] = [club.members[4]!, club.members[5]!];
    for (const userId of [first, second]) {
      const joined = await joinWithCard(lessonId, appointmentId, userId, SANDBOX_TEST_CARDS.succeeds);
      expect(joined.status, joined.body.message).toBe(200);
    }
    expect((await cancelFor(appointmentId, holders[0]!)).status).toBe(200);
    const promoted = (await placesOn(appointmentId)).find((place) => place.userId === first)!;
    expect(promoted.status).toBe('booked');
    const scheduled = (await paymentOfPlace(promoted.id))!;
    expect(scheduled.status).toBe('scheduled');
    // Months later the window opens and the saved card is refused.
    await cardNowDeclines(promoted.id);
    const [authorize] = (await t.handle.db.select().from(jobs).where(eq(jobs.type, 'booking-payment.hold'))).filter(
      (job) => (job.payload as { paymentId: number }).paymentId === scheduled.id,
    );
    await t.handle.db.update(jobs).set({ runAt: t.clock.now() }).where(eq(jobs.id, authorize!.id));
    await runJobs();

    const places = await placesOn(appointmentId);
    expect(places.find((place) => place.id === promoted.id)!.status).toBe('cancelled');
    const next = places.find((place) => place.userId === second)!;
    expect(next.status).toBe('booked');
    expect(places.filter((place) => place.status === 'booked')).toHaveLength(2);
    expect((await paymentOfPlace(promoted.id))!.status).toBe('failed');
    // The next in line's card is authorized when the window opens for them in turn.
    expect((await paymentOfPlace(next.id))!.status).toBe('scheduled');
    const told = await t.handle.db.select().from(inAppNotifications).where(eq(inAppNotifications.userId, first));
    expect(told.map((note) => note.body).join('\n')).toContain(BOOKING_PAYMENT_MESSAGES.waitlistPassedOn);
    expect(await chargesOf([first])).not.toContainEqual(expect.objectContaining({ status: 'authorized' }));
  });

  it('places added by raising a lesson’s capacity go to the waitlist by a job written with the change, once', async () => {
    const { lessonId, appointmentId } = await fullClinic(162);
    const waiter = await joinInPerson(lessonId, appointmentId, club.members[6]!);
    expect(waiter.status).toBe('waitlist');
    const raised = await t.call(table.update, {
      params: { lessonId },
      body: { appointment_id: appointmentId, quantity: 3 },
      token: owner,
    });
    expect(raised.status, raised.body.message).toBe(200);
    // The promotion is a job committed with the change: a process stopping now still promotes when it runs.
    expect((await placesOn(appointmentId)).find((place) => place.id === waiter.id)!.status).toBe('waitlist');
    const [job] = await promotionJobs(appointmentId);
    expect(job).toBeDefined();
    // Run twice (a retried job): the freed place is filled once.
    await t.handle.db.insert(jobs).values({ ...job!, id: undefined, key: `${job!.key}-again` });
    await runJobs();
    const places = await placesOn(appointmentId);
    expect(places.find((place) => place.id === waiter.id)!.status).toBe('booked');
    const [occurrence] = await t.handle.db
      .select()
      .from(lessonOccurrences)
      .where(eq(lessonOccurrences.id, appointmentId));
    expect(occurrence).toMatchObject({ booked: 3, capacity: 3 });
    expect(await promotionJobs(appointmentId)).toEqual([]);
  });

  it('a place given back by the settle job (its payment never answered) goes to the first in line', async () => {
    hour += 1;
    const from = `${String(hour).padStart(2, '0')}:00`;
    const to = `${String(hour + 1).padStart(2, '0')}:00`;
    const made = await addLesson(
      t,
      owner,
      clinic(club, localDate(163), from, to, { courts: [club.courts[5]!], quantity: 1 }),
    );
    const lessonId = made.lesson.id;
    const appointmentId = made.occurrences[0]!.appointment_id;
    // The only place is taken by a card that asks its holder to authenticate, who never does.
    const pending = await t.callRaw(table.book, {
      params: { lesson_id: lessonId },
      body: {
        appointment_id: appointmentId,
        userId: club.members[7]!,
        payment: {
          method: 'charge',
          amount: 2500,
          token: await cardToken(t, SANDBOX_TEST_CARDS.requiresAuthentication),
        },
      },
      token: owner,
    });
    expect(pending.status, pending.body.message).toBe(200);
    const waiter = await joinInPerson(lessonId, appointmentId, club.members[11]!);
    expect(waiter.status).toBe('waitlist');
    t.clock.advance(31 * 60_000);
    await runJobs();
    const places = await placesOn(appointmentId);
    expect(places.filter((place) => place.userId === club.members[7]!)).toEqual([]);
    expect(places.find((place) => place.id === waiter.id)!.status).toBe('booked');
  });
});

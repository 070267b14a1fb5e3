import {
  APPOINTMENT_MESSAGES,
  BOOKING_PAYMENT_MESSAGES,
  PAYMENT_MESSAGES,
  bookAndPayCoachBody,
  createAppointmentBody,
  type BookAndPayResponse,
  type CheckoutOptions,
  type bookAndPayBody,
  type ChargeDetail,
  BOOK_PAY_TYPE,
} from '@fairplay/contracts';
import type { Database, Executor } from '@fairplay/db';
import { can, formatCents, formatClubDateTime, taxedLines, type TaxRate } from '@fairplay/domain';
import type { z } from 'zod';
import { AppError, conflict, fieldError, forbidden } from '../../errors.js';
import { bookedOccurrences } from '../appointments/index.js';
import type { MemberContext } from '../identity/index.js';
import { courtTimeTaxes } from '../payments/index.js';
import { paymentViews } from './booking-payment-view.js';
import {
  deleteBookingPayment,
  insertBookingPayment,
  moveBookingPayment,
  type BookingPaymentRow,
} from './booking-payments.repository.js';
import { enqueueSettle } from './settle-job.js';
import { takePayment, type PaySource } from './take-payment.js';
import { holdBooking, planHold } from './authorize-booking.js';
import { recordPrepaid } from './prepaid-bookings.js';
import type { BookingPaymentsNeeds } from './ports.js';
import {
  bookingLines,
  guestFeesOf,
  type ChargeLine,
  type RecordedPayment,
  type SplitPayments,
} from './split-payments.service.js';

type BookAndPay = z.output<typeof bookAndPayBody>;

/** Staff who take payments (spec 2 section 6: Cash and Terminal only for staff). */
export const takesPayments = (member: MemberContext) => can(member.membership.roles, 'payments', 'update');

/** The charge description of court time: "Court booking Nov 23, 2026 6:00 PM", in the club's zone and clock. */
export function describeBooking(startsAt: Date, club: { timezone: string; amPm: boolean }): string {
  return `Court booking ${formatClubDateTime(startsAt, club.timezone, club.amPm)}`;
}

/**
 * A repeat (issue 24) is paid by the booker for all its occurrences at once, or in person: a card hold and split
 * shares each cover one booking, and a coach's session is booked one at a time.
 */
function requirePayableRepeat(body: BookAndPay): void {
  if (body.coach_id !== undefined) throw fieldError('recurrence', BOOKING_PAYMENT_MESSAGES.repeatNotWithCoach);
  if (body.method === 'authorize') throw fieldError('method', BOOKING_PAYMENT_MESSAGES.repeatNotAuthorized);
  if (body.splitPayment) throw fieldError('splitPayment', BOOKING_PAYMENT_MESSAGES.repeatNotSplit);
}

/**
 * Book-and-pay (issue 13): the court time is booked, priced by the club's rules and held with a `pending` payment
 * in one transaction; then the money is asked for (the charges service, key `booking-payment-{id}`); then the
 * payment becomes `paid` and the members are told, or, when the card is declined or the request refused, the
 * booking and its payment record are removed together. A settle job (enqueued with the booking) finishes a booking
 * whose answer never came (a crash, a card still authenticating). docs/decisions.md "Booking payments (issue 13)".
 */
export function createBookAndPayService(
  db: Database,
  now: () => Date,
  needs: BookingPaymentsNeeds,
  split: SplitPayments,
) {
  const { bookings, payments } = needs;

  async function withdraw(member: MemberContext, payment: BookingPaymentRow, appointmentIds: number[]) {
    await db.transaction(async (tx) => {
      const scope = member.scope.within(tx);
      await deleteBookingPayment(scope, payment.id);
      await bookings.withdraw(scope, appointmentIds);
    });
    needs.scheduleChanged(member.business.id);
  }

  /** Asks for the money of a pending payment (take-payment.ts); lesson places take theirs here too. */
  const take = (
    member: MemberContext,
    body: PaySource,
    payment: BookingPaymentRow,
    description: string,
    lines?: ChargeLine[],
    taxIds?: readonly number[],
  ) => takePayment(payments.charging, member, body, payment, description, lines, taxIds);

  return {
    take,
    async options(member: MemberContext): Promise<CheckoutOptions> {
      const connection = await payments.connection(member.scope);
      const taxes = await courtTimeTaxes(member.scope);
      return {
        court_time_taxes: taxes.map((tax) => ({
          id: tax.id,
          display_name: tax.displayName,
          percentage: tax.percentage,
          inclusive: tax.inclusive,
        })),
        card_payments: connection.connected,
        provider_label: connection.providerLabel,
        pay_in_person: member.business.allowToPayInPerson,
        currency: member.business.currencyCode,
        takes_payments: takesPayments(member),
        split_payment: member.business.splitPayment,
      };
    },

    async bookAndPay(
      member: MemberContext,
      body: BookAndPay,
    ): Promise<{ answer: BookAndPayResponse; message: string }> {
      const { business } = member;
      if (body.business_id !== undefined && body.business_id !== business.id)
        throw fieldError('business_id', BOOKING_PAYMENT_MESSAGES.clubMismatch);
      if (body.currency !== undefined && body.currency !== business.currencyCode)
        throw fieldError('currency', BOOKING_PAYMENT_MESSAGES.currencyMismatch);
      const staff = takesPayments(member);
      if (body.method === 'cash' && !staff) throw forbidden(BOOKING_PAYMENT_MESSAGES.staffOnlyMethod);
      if (body.recurrence) requirePayableRepeat(body);
      // Court time with a coach (spec 2 "Book-and-pay request"): the coach's session at their rate, or, for staff,
      // court time at the club's price with the coach assigned.
      if (body.coach_id !== undefined && body.lesson_type_id !== null) return coachSession(member, body);
      if (body.coach_id !== undefined && member.user.userType !== 'bu')
        throw fieldError('lesson_type_id', BOOKING_PAYMENT_MESSAGES.coachNeedsServiceType);
      // Split payment: the players sharing the price, the booker first (null: the booker pays it all).
      const players = body.splitPayment ? split.plan(member, body) : null;
      if ((body.method === 'charge' || body.method === 'authorize') && body.amount > 0) {
        const connection = await payments.connection(member.scope);
        if (!connection.connected) throw new AppError(409, PAYMENT_MESSAGES.notConnected(connection.providerLabel));
      }
      // Book and Authorize Payment: held now, or later for a far event; less than 24 hours away, charged at once.
      const plan = body.method === 'authorize' && body.amount > 0 ? await planHold(member, body, needs, now()) : null;
      if (plan?.kind === 'charge_now') body = { ...body, method: 'charge' };
      const parsed = createAppointmentBody.safeParse({
        courts: body.courts,
        start_time: body.startDate,
        end_time: body.endDate,
        sport_id: body.sport_id,
        lesson_type_id: body.lesson_type_id,
        userId: body.userId,
        partners: body.partners,
        guests: body.guests,
        note: body.note,
        assigned: body.coach_id !== undefined ? [body.coach_id] : [],
        recurrence: body.recurrence,
        // Staff's override of one court at a time (members cannot override it); conflicts are refused regardless.
        force: body.force && member.user.userType === 'bu',
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw fieldError(issue.path.join('.'), issue.message);
      }
      const appointment = parsed.data;
      // Court time's taxes, read once: the total checked in the booking's transaction is the one charged after it.
      const taxes = await courtTimeTaxes(member.scope);
      const { booking, extra: recorded } = await bookings.book(member, appointment, async (tx, made) =>
        recordPayment(
          tx,
          member,
          body,
          made.created.map((event) => event.id),
          staff,
          players,
          taxes,
        ),
      );
      const payment = recorded?.payment ?? null;
      const shares = async () => (recorded ? split.views(member.scope, recorded.shares) : []);
      const ids = booking.created.map((event) => event.id);
      const first = booking.created[0]!;
      if (payment && (payment.method === 'points' || payment.method === 'pack')) {
        // Paid with points or a class pack in the booking's own transaction: nothing is left to ask for.
        await db.transaction((tx) => bookings.announce(tx, member, first));
        const [view] = await paymentViews(member.scope, needs, [payment]);
        const message =
          payment.method === 'points'
            ? BOOKING_PAYMENT_MESSAGES.bookedWithPoints
            : BOOKING_PAYMENT_MESSAGES.bookedWithPack;
        return { answer: { booking, payment: view!, shares: [], session: null }, message };
      }
      if (!payment || payment.status === 'unpaid') {
        await db.transaction((tx) => bookings.announce(tx, member, first));
        const answer = {
          booking,
          payment: payment ? (await paymentViews(member.scope, needs, [payment]))[0]! : null,
          shares: await shares(),
          session: null,
        };
        return {
          answer,
          message: APPOINTMENT_MESSAGES.booked,
        };
      }
      if (plan && plan.kind !== 'charge_now') {
        let held: BookingPaymentRow;
        try {
          held = await holdBooking(db, member, body, payment, new Date(first.start), plan, needs, now());
        } catch (error) {
          await withdraw(member, payment, ids);
          throw error;
        }
        await db.transaction((tx) => bookings.announce(tx, member, first));
        needs.scheduleChanged(business.id);
        const [view] = await paymentViews(member.scope, needs, [held]);
        const message =
          held.status === 'scheduled'
            ? BOOKING_PAYMENT_MESSAGES.bookedAndScheduled
            : BOOKING_PAYMENT_MESSAGES.bookedAndAuthorized;
        return { answer: { booking, payment: view!, shares: await shares(), session: null }, message };
      }
      let charge: ChargeDetail;
      try {
        charge = await take(
          member,
          body,
          payment,
          describeBooking(new Date(first.start), business),
          recorded?.lines,
          taxes.map((tax) => tax.id),
        );
      } catch (error) {
        await withdraw(member, payment, ids);
        throw error;
      }
      // A card that asks its holder to authenticate keeps the court held (pending) until the settle job decides.
      const settled = await db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        if (charge.status !== 'succeeded')
          return (await moveBookingPayment(scope, payment.id, 'pending', { chargeId: charge.id }, now())) ?? payment;
        const paid = await moveBookingPayment(
          scope,
          payment.id,
          'pending',
          { status: 'paid', chargeId: charge.id },
          now(),
        );
        if (paid) await bookings.announce(tx, member, first);
        return paid ?? payment;
      });
      needs.scheduleChanged(business.id);
      const [view] = await paymentViews(member.scope, needs, [settled]);
      return {
        answer: { booking, payment: view!, shares: await shares(), session: null },
        message: BOOKING_PAYMENT_MESSAGES.bookedAndPaid,
      };
    },
  };

  /**
   * appointment/book-and-pay with `coach_id` and `lesson_type_id`: the coach's private session, booked and paid by
   * book-and-pay-coach (priced by the coach's availability, one court, one person), answered in book-and-pay's shape
   * with the session's court-sheet event and the session itself.
   */
  async function coachSession(
    member: MemberContext,
    body: BookAndPay,
  ): Promise<{ answer: BookAndPayResponse; message: string }> {
    if (body.note) throw fieldError('note', BOOKING_PAYMENT_MESSAGES.coachSessionNote);
    const parsed = bookAndPayCoachBody.safeParse({
      startDate: body.startDate,
      endDate: body.endDate,
      sport_id: body.sport_id,
      business_id: body.business_id,
      courts: body.courts,
      coach_id: body.coach_id,
      lesson_type_id: body.lesson_type_id,
      partners: body.partners,
      guests: body.guests,
      userId: body.userId,
      amount: body.amount,
      currency: body.currency,
      token: body.token,
      payment_method_id: body.payment_method_id,
      splitPayment: body.splitPayment,
      save_card: body.save_card,
      method: body.method,
      pack_id: body.pack_id,
      total: body.total,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw fieldError(issue.path.join('.'), issue.message);
    }
    const { answer, message } = await needs.coachSessions.bookAndPay(member, parsed.data);
    const { payment, ...session } = answer;
    const created = await bookings.events(member, [session.appointment_id]);
    return {
      answer: {
        booking: { global_recurrence_id: created[0]?.global_recurrence_id ?? 0, created, skipped: [] },
        payment,
        shares: [],
        session,
      },
      message,
    };
  }

  /**
   * In the booking's transaction: checks the client's amount against the price the rules gave the occurrences and
   * records how it is paid. Nothing is recorded for a free booking.
   */
  async function recordPayment(
    tx: Executor,
    member: MemberContext,
    body: BookAndPay,
    appointmentIds: number[],
    staff: boolean,
    players: number[] | null,
    taxes: readonly TaxRate[],
  ): Promise<RecordedPayment | null> {
    const scope = member.scope.within(tx);
    const occurrences = await bookedOccurrences(scope, appointmentIds);
    // The booker: whom staff book for, else the caller (as add_book books).
    const booker = body.userId ?? member.user.id;
    if (body.method === 'points' || body.method === 'pack') {
      const courtIds = [...new Set(occurrences.map((occurrence) => occurrence.courtId))];
      const courtGroups = new Map(
        (await needs.findCourts(scope, courtIds)).map((court) => [court.id, court.facilityGroupId]),
      );
      const prepaid = await recordPrepaid(scope, member, {
        pay: { method: body.method, amount: body.amount, pack_id: body.pack_id },
        memberUserId: booker,
        occurrences,
        courtGroups,
        description: describeBooking(occurrences[0]!.startsAt, member.business),
        at: now(),
      });
      return prepaid && { payment: prepaid, shares: [], lines: undefined };
    }
    const price = occurrences.reduce((sum, occurrence) => sum + occurrence.bookedPrice, 0);
    // Spec 3 book pay type '2': points only, money refused (while there are points to pay).
    if (
      body.method !== 'in_person' &&
      occurrences.some((o) => o.bookedPayType === BOOK_PAY_TYPE.pointsOnly && o.bookedPoints > 0)
    )
      throw fieldError('method', BOOKING_PAYMENT_MESSAGES.pointsOnly);
    const currency = member.business.currencyCode;
    if (price !== body.amount)
      throw conflict('amount', BOOKING_PAYMENT_MESSAGES.priceChanged(formatCents(price, currency)));
    if (price === 0) return null;
    if (body.method === 'in_person' && !staff && !member.business.allowToPayInPerson)
      throw fieldError('method', BOOKING_PAYMENT_MESSAGES.payInPersonNotAllowed);
    const memberUserId = booker;
    const row = {
      status: body.method === 'in_person' ? ('unpaid' as const) : ('pending' as const),
      method: body.method,
      currency,
      memberUserId,
      createdBy: member.user.id,
      createdAt: now(),
      updatedAt: now(),
    };
    const guestFees = occurrences.reduce(
      (sum, occurrence) => sum + guestFeesOf(member, occurrence, body.guests.length),
      0,
    );
    const lines = bookingLines(occurrences, member, body.guests, {
      description: describeBooking(occurrences[0]!.startsAt, member.business),
      amount: price - guestFees,
    });
    // Court time's taxes on each line, by the domain's function the quote used; the charge computes the same.
    const taxed = taxedLines(lines?.map((line) => line.price * line.count) ?? [price], taxes);
    // A hold keeps its taxes (issue 24 point 4); split shares do not carry them yet.
    if (taxed.tax > 0 && players) throw conflict('splitPayment', BOOKING_PAYMENT_MESSAGES.taxedNotHeld);
    // A hold is one line (its price): guest fees' own taxed lines are paid now or in person.
    if (taxed.tax > 0 && body.method === 'authorize' && (lines?.length ?? 1) > 1)
      throw conflict('method', BOOKING_PAYMENT_MESSAGES.taxedNotHeld);
    if (body.total !== undefined && body.total !== taxed.total)
      throw conflict('total', BOOKING_PAYMENT_MESSAGES.totalChanged(formatCents(taxed.total, currency)));
    let recorded: RecordedPayment;
    if (players && occurrences.length === 1) {
      recorded = await split.record(tx, member, occurrences[0]!, players, body.guests, row);
    } else {
      // A hold is priced later (now, when its window opens, or again if it lapses): with these rates, never above
      // the total shown.
      const held = body.method === 'authorize' && taxed.tax > 0;
      const payment = await insertBookingPayment(
        scope,
        {
          ...row,
          amount: price,
          ...(held ? { taxIds: taxes.map((tax) => tax.id), shownTotal: taxed.total } : {}),
        },
        occurrences.map((occurrence) => ({ appointmentId: occurrence.id, amount: occurrence.bookedPrice })),
      );
      recorded = { payment, shares: [], lines };
    }
    if (recorded.payment.status === 'pending') await enqueueSettle(tx, member.business.id, recorded.payment.id, now());
    return recorded;
  }
}

export type BookAndPayService = ReturnType<typeof createBookAndPayService>;

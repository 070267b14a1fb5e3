import {
  BOOKING_PAYMENT_MESSAGES,
  PAYMENT_MESSAGES,
  SPLIT_PAYMENT_MESSAGES,
  type bookAndPayBody,
  type MyShares,
  type SplitShare,
  type SplitShareStatus,
  type payShareBody,
} from '@fairplay/contracts';
import type { Database, Executor, TenantScope } from '@fairplay/db';
import {
  can,
  formatCents,
  formatClubDateTime,
  minimumCharge,
  splitBooking,
  splitPlayers,
  guestFeesInPrice,
} from '@fairplay/domain';
import type { z } from 'zod';
import { AppError, conflict, fieldError, forbidden } from '../../errors.js';
import { bookedOccurrences, type BookedOccurrence } from '../appointments/index.js';
import { findNames, type MemberContext } from '../identity/index.js';
import { requireIdempotencyKey } from '../payments/index.js';
import {
  findBookingPaymentByKey,
  insertBookingPayment,
  insertKeyedBookingPayment,
  type BookingPaymentRow,
} from './booking-payments.repository.js';
import {
  bookingPaymentsByIds,
  claimShare,
  findShare,
  insertSplit,
  sharesOfAppointment,
  sharesOfUser,
  type ShareWithSplit,
} from './split-shares.repository.js';
import { enqueueSettle } from './settle-job.js';
import { takeReserved } from './take-payment.js';
import type { OrderLine } from '../checkout/index.js';
import type { BookingPaymentsNeeds } from './ports.js';

type PayShare = z.output<typeof payShareBody>;
type BookAndPay = Pick<z.output<typeof bookAndPayBody>, 'courts' | 'method' | 'partners' | 'userId'>;

/** An order line of a booking's charge (court time, a guest's fee): the checkout's order line. */
export type ChargeLine = OrderLine;

/** What book-and-pay recorded: the payment the booker pays now, the split's shares, and the charge's lines. */
export interface RecordedPayment {
  payment: BookingPaymentRow;
  shares: ShareWithSplit[];
  lines: ChargeLine[] | undefined;
}

const shareNotFound = () => new AppError(404, SPLIT_PAYMENT_MESSAGES.shareNotFound);

/**
 * The guest fees (cents) inside each occurrence's booked price: the club's guest fee per guest where the booking
 * is paid in money (a points-only rule takes them in points), never more than the price itself.
 */
export function guestFeesOf(member: MemberContext, occurrence: BookedOccurrence, guests: number): number {
  return guestFeesInPrice(occurrence.bookedPayType, occurrence.bookedPrice, guests, member.business.guestFee);
}

/**
 * The order lines of a booking's charge (issue 13 "Guest fees added per guest"): the court time, then one line
 * per guest with the club's guest fee (times the courts booked). Undefined (one line, as before) without guest fees.
 */
export function bookingLines(
  occurrences: BookedOccurrence[],
  member: MemberContext,
  guests: readonly string[],
  courtTime: { description: string; amount: number },
): ChargeLine[] | undefined {
  const fee = member.business.guestFee;
  if (guests.length === 0 || fee === 0) return undefined;
  // Each occurrence carries every guest's fee in money, or the lines would not add up: one line then.
  if (occurrences.some((occurrence) => guestFeesOf(member, occurrence, guests.length) !== guests.length * fee))
    return undefined;
  return [
    { description: courtTime.description, price: courtTime.amount, count: 1 },
    ...guests.map((guest) => ({
      description: SPLIT_PAYMENT_MESSAGES.guestFeeLine(guest),
      price: fee,
      count: occurrences.length,
    })),
  ].filter((line) => line.price > 0);
}

/** The status a share shows: from the payment that pays it (owed while there is none or its card is pending). */
function statusOf(payment: BookingPaymentRow | undefined): SplitShareStatus {
  switch (payment?.status) {
    case 'paid':
      return 'paid';
    case 'authorized':
    case 'scheduled':
      return 'authorized';
    case 'refunded':
      return 'refunded';
    case 'released':
      return 'released';
    default:
      return 'owed';
  }
}

/**
 * Split payment (issue 13, club setting `split_payment`): book-and-pay with `splitPayment` shares the booking's
 * price among its players (splitBooking: the booker first, guest fees on the booker alone). The booker's share is
 * the booking's payment (paid as book-and-pay pays); each other player's share is owed until a payment of its own
 * pays it (appointment/shares/{id}/pay), taken through the same charge path with its own idempotency key. The
 * database keeps one share per player, the shares adding up to the price, and one payer per share.
 */
export function createSplitPayments(db: Database, now: () => Date, needs: BookingPaymentsNeeds) {
  const { payments } = needs;

  /** The API's view of shares, with their payments' state and the players' names. */
  async function views(scope: TenantScope, shares: ShareWithSplit[]): Promise<SplitShare[]> {
    const paymentIds = shares.flatMap((share) => (share.bookingPaymentId === null ? [] : [share.bookingPaymentId]));
    const rows = await paymentsByIds(scope, paymentIds);
    const names = new Map(
      (await findNames(scope.db, [...new Set(shares.map((share) => share.userId))])).map((name) => [
        name.userId,
        `${name.firstName} ${name.lastName}`.trim(),
      ]),
    );
    return shares.map((share) => {
      const payment = share.bookingPaymentId === null ? undefined : rows.get(share.bookingPaymentId);
      const status = statusOf(payment);
      return {
        id: share.id,
        appointment_id: share.appointmentId,
        user_id: share.userId,
        full_name: names.get(share.userId) ?? '',
        booker: share.booker,
        amount: share.amount,
        guest_fees: share.guestFees,
        currency: share.currency,
        status,
        payment_id: payment?.id ?? null,
        charge_id: payment?.chargeId ?? null,
        paid_at: status === 'owed' || !payment ? null : payment.updatedAt.toISOString(),
      };
    });
  }

  async function paymentsByIds(scope: TenantScope, ids: number[]): Promise<Map<number, BookingPaymentRow>> {
    return new Map((await bookingPaymentsByIds(scope, ids)).map((row) => [row.id, row]));
  }

  return {
    views,

    /**
     * Before booking: a split needs the club's setting, one court, the booker paying now (card, hold or cash) and
     * at least one other member playing. Answers the players, the booker first.
     */
    plan(member: MemberContext, body: BookAndPay): number[] {
      if (!member.business.splitPayment) throw fieldError('splitPayment', SPLIT_PAYMENT_MESSAGES.notAllowed);
      if (body.courts.length !== 1) throw fieldError('courts', SPLIT_PAYMENT_MESSAGES.oneCourt);
      // The booker's share is money taken now; points, a class pack or paying at the desk do not split.
      if (body.method === 'in_person' || body.method === 'points' || body.method === 'pack')
        throw fieldError('method', SPLIT_PAYMENT_MESSAGES.payNow);
      const players = splitPlayers(body.userId ?? member.user.id, body.partners);
      if (players.length < 2) throw fieldError('partners', SPLIT_PAYMENT_MESSAGES.needsPlayers);
      return players;
    },

    /**
     * In the booking's transaction: the booker's payment for their share (court time and the guest fees) and the
     * split with each player's share, the booker's paid by that payment and the others owed.
     */
    async record(
      tx: Executor,
      member: MemberContext,
      occurrence: BookedOccurrence,
      players: number[],
      guests: readonly string[],
      payment: Omit<Parameters<typeof insertBookingPayment>[1], 'amount'>,
    ): Promise<RecordedPayment> {
      const scope = member.scope.within(tx);
      const guestFees = guestFeesOf(member, occurrence, guests.length);
      const amounts = splitBooking(
        occurrence.bookedPrice - guestFees,
        guestFees,
        players.length,
        minimumCharge(member.business.currencyCode),
      );
      const bookerShare = amounts[0]!;
      const row = await insertBookingPayment(scope, { ...payment, amount: bookerShare }, [
        { appointmentId: occurrence.id, amount: bookerShare },
      ]);
      const shares = await insertSplit(
        scope,
        {
          appointmentId: occurrence.id,
          price: occurrence.bookedPrice,
          currency: member.business.currencyCode,
          createdBy: member.user.id,
          createdAt: now(),
        },
        // A player whose share went to the booker (under the minimum card charge) owes nothing: no share of theirs.
        players.flatMap((userId, index) =>
          index > 0 && amounts[index] === 0
            ? []
            : [
                {
                  userId,
                  booker: index === 0,
                  amount: amounts[index]!,
                  guestFees: index === 0 ? guestFees : 0,
                  bookingPaymentId: index === 0 ? row.id : null,
                  createdAt: now(),
                },
              ],
        ),
      );
      const lines = bookingLines([occurrence], member, guests, {
        description: SPLIT_PAYMENT_MESSAGES.bookerShareLine(players.length),
        amount: bookerShare - guestFees,
      }) ?? [{ description: SPLIT_PAYMENT_MESSAGES.bookerShareLine(players.length), price: bookerShare, count: 1 }];
      return { payment: row, shares, lines };
    },

    /** The shares of an occurrence's split: staff and the split's players see them, others none. */
    async ofAppointment(member: MemberContext, appointmentId: number): Promise<SplitShare[]> {
      const shares = await sharesOfAppointment(member.scope, appointmentId);
      const staff = can(member.membership.roles, 'payments', 'read');
      if (!staff && !shares.some((share) => share.userId === member.user.id)) return [];
      return views(member.scope, shares);
    },

    /** Whether an occurrence's price is split (then staff collect shares, not what it owes as a whole). */
    async isSplit(scope: TenantScope, appointmentId: number): Promise<boolean> {
      return (await sharesOfAppointment(scope, appointmentId)).length > 0;
    },

    /** GET appointment/shares: the caller's shares of split bookings that have not ended, soonest first. */
    async mine(member: MemberContext): Promise<MyShares> {
      const shares = await sharesOfUser(member.scope, member.user.id);
      const occurrences = await bookedOccurrences(
        member.scope,
        shares.map((share) => share.appointmentId),
      );
      const at = now();
      const upcoming = new Map(
        occurrences.filter((occurrence) => occurrence.endsAt > at).map((occurrence) => [occurrence.id, occurrence]),
      );
      const kept = shares.filter((share) => upcoming.has(share.appointmentId));
      const shown = await views(member.scope, kept);
      const rows = shown
        .map((share) => {
          const occurrence = upcoming.get(share.appointment_id)!;
          return { ...share, start: occurrence.startsAt.toISOString(), end: occurrence.endsAt.toISOString() };
        })
        .sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id);
      return { rows };
    },

    /**
     * POST appointment/shares/{id}/pay: the share is claimed by a keyed booking payment under the share's row lock
     * (of two payers the second is refused), then charged (the player's card, or staff's card or cash), then the
     * payment is `paid`; a declined card deletes the payment, which leaves the share owed. A retry with the same
     * key answers the first payment's share.
     */
    async pay(member: MemberContext, shareId: number, body: PayShare, key: string | undefined): Promise<SplitShare> {
      const clientKey = `split-share:${shareId}:${requireIdempotencyKey(key)}`;
      const answer = async () => (await views(member.scope, [(await findShare(member.scope, shareId))!]))[0]!;
      const seen = await findBookingPaymentByKey(member.scope, clientKey);
      if (seen) {
        const share = await findShare(member.scope, shareId);
        if (!share) throw shareNotFound();
        return answer();
      }
      const share = await findShare(member.scope, shareId);
      if (!share) throw shareNotFound();
      const staff = can(member.membership.roles, 'payments', 'update');
      if (!staff && share.userId !== member.user.id) throw forbidden(SPLIT_PAYMENT_MESSAGES.notYourShare);
      if (body.method === 'cash' && !staff) throw forbidden(SPLIT_PAYMENT_MESSAGES.staffOnlyCash);
      if (body.method === 'charge') {
        const connection = await payments.connection(member.scope);
        if (!connection.connected) throw new AppError(409, PAYMENT_MESSAGES.notConnected(connection.providerLabel));
      }
      const reserved = await db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const locked = await findShare(scope, shareId, true);
        if (!locked) throw shareNotFound();
        if (locked.bookingPaymentId !== null) throw conflict('id', SPLIT_PAYMENT_MESSAGES.notOwed);
        if (body.amount !== locked.amount)
          throw conflict('amount', SPLIT_PAYMENT_MESSAGES.shareChanged(formatCents(locked.amount, locked.currency)));
        const [occurrence] = await bookedOccurrences(scope, [locked.appointmentId]);
        if (!occurrence) throw new AppError(404, BOOKING_PAYMENT_MESSAGES.bookingNotFound);
        const row = await insertKeyedBookingPayment(
          scope,
          {
            status: 'pending',
            method: body.method,
            amount: locked.amount,
            currency: locked.currency,
            memberUserId: locked.userId,
            createdBy: member.user.id,
            idempotencyKey: clientKey,
            createdAt: now(),
            updatedAt: now(),
          },
          { appointmentId: locked.appointmentId, amount: locked.amount },
        );
        if (!row) return undefined;
        if (!(await claimShare(scope, locked.id, row.id))) throw conflict('id', SPLIT_PAYMENT_MESSAGES.notOwed);
        await enqueueSettle(tx, member.business.id, row.id, now());
        return { row, startsAt: occurrence.startsAt };
      });
      // A concurrent twin with the same key made it first: answer as it does.
      if (!reserved) return answer();
      const { row } = reserved;
      const [name] = (await views(member.scope, [share])).map((view) => view.full_name);
      const when = formatClubDateTime(reserved.startsAt, member.business.timezone, member.business.amPm);
      const description = `${SPLIT_PAYMENT_MESSAGES.shareLine(name || 'a player')}, ${when}`;
      await takeReserved(payments.charging, member, body, row, description, now());
      needs.scheduleChanged(member.business.id);
      return answer();
    },
  };
}

export type SplitPayments = ReturnType<typeof createSplitPayments>;

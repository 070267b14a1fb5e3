import { BOOKING_PAYMENT_MESSAGES, BOOK_PAY_TYPE } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import { PACK_COURT_KIND, refundsOnCancel, type CancellationSettings } from '@fairplay/domain';
import { conflict, fieldError } from '../../errors.js';
import type { BookedOccurrence } from '../appointments/index.js';
import { givePackUseBack, givePointsBack, payWithPack, payWithPoints, pointsPayerOf } from '../checkout/index.js';
import type { MemberContext } from '../identity/index.js';
import { insertBookingPayment, itemsOf, type BookingPaymentRow } from './booking-payments.repository.js';

/** How court time is paid without money moving now: the payer's points, or one use of a class pack per occurrence. */
export interface PrepaidRequest {
  method: 'points' | 'pack';
  /** The points the member was shown (`points`); not read for a pack. */
  amount: number;
  pack_id?: number | undefined;
}

export { pointsPayerOf };

/** Points are held per facility group: a booking paid with points takes courts of one group. */
export function facilityGroupOf(groups: number[]): number {
  const distinct = [...new Set(groups)];
  if (distinct.length !== 1) throw fieldError('courts', BOOKING_PAYMENT_MESSAGES.pointsOneGroup);
  return distinct[0]!;
}

/**
 * The price in points of the occurrences a booking made, by their rules' book pay type as booked (spec 3: '1' money
 * only refuses points). The client's amount must be it (else the spec's pointsPriceChanged, 409). Answers 0 when
 * the booking is free in both.
 */
export function pointsPriceOf(occurrences: BookedOccurrence[], shown: number): number {
  if (occurrences.some((occurrence) => occurrence.bookedPayType === BOOK_PAY_TYPE.moneyOnly))
    throw fieldError('method', BOOKING_PAYMENT_MESSAGES.moneyOnly);
  const points = occurrences.reduce((sum, occurrence) => sum + occurrence.bookedPoints, 0);
  const money = occurrences.reduce((sum, occurrence) => sum + occurrence.bookedPrice, 0);
  if (points === 0 && money > 0) throw fieldError('method', BOOKING_PAYMENT_MESSAGES.noPointsPrice);
  if (points !== shown) throw conflict('amount', BOOKING_PAYMENT_MESSAGES.pointsPriceChanged(points));
  return points;
}

/**
 * In the booking's transaction (book-and-pay with `points` or `pack`): the payment is taken at once and recorded
 * `paid` with no charge. Points: the rule's points price (never the client's), spent from the payer's lots of the
 * courts' facility group, one ledger movement (the checkout's payWithPoints). Pack: one use of the booker's pack per occurrence,
 * taken under the pack's conditional UPDATE (the CHECK on uses_left), so two bookings cannot spend its last use.
 * Answers null for a booking free in money and points (nothing recorded, no use taken).
 */
export async function recordPrepaid(
  scope: TenantScope,
  member: MemberContext,
  input: {
    pay: PrepaidRequest;
    memberUserId: number;
    occurrences: BookedOccurrence[];
    courtGroups: Map<number, number>;
    description: string;
    at: Date;
    /** Staff charging a saved booking with points: the request's key, so a retry answers the same payment. */
    idempotencyKey?: string;
  },
): Promise<BookingPaymentRow | null> {
  const { pay, occurrences, at } = input;
  const price = occurrences.reduce((sum, occurrence) => sum + occurrence.bookedPrice, 0);
  const base = {
    status: 'paid' as const,
    method: pay.method,
    amount: price,
    currency: member.business.currencyCode,
    memberUserId: input.memberUserId,
    createdBy: member.user.id,
    createdAt: at,
    updatedAt: at,
    idempotencyKey: input.idempotencyKey ?? null,
  };
  if (pay.method === 'points') {
    const points = pointsPriceOf(occurrences, pay.amount);
    if (points === 0) return null;
    const group = facilityGroupOf(occurrences.map((occurrence) => input.courtGroups.get(occurrence.courtId)!));
    const spent = await payWithPoints(scope, {
      payerId: await pointsPayerOf(scope, input.memberUserId),
      points,
      facilityGroupId: group,
      cause: 'court',
      causeId: occurrences[0]!.id,
      description: input.description,
      actorId: member.user.id,
      at,
      shortField: 'method',
    });
    return insertBookingPayment(
      scope,
      { ...base, points, pointSpendId: spent.spend.id },
      occurrences.map((occurrence) => ({
        appointmentId: occurrence.id,
        amount: occurrence.bookedPrice,
        points: occurrence.bookedPoints,
      })),
    );
  }
  if (price === 0 && occurrences.every((occurrence) => occurrence.bookedPoints === 0)) return null;
  const uses = await payWithPack(scope, {
    packId: pay.pack_id!,
    memberId: input.memberUserId,
    kind: PACK_COURT_KIND,
    starts: occurrences.map((occurrence) => occurrence.startsAt),
    description: input.description,
    actorId: member.user.id,
    at,
    field: 'pack_id',
  });
  return insertBookingPayment(
    scope,
    base,
    occurrences.map((occurrence, index) => ({
      appointmentId: occurrence.id,
      amount: occurrence.bookedPrice,
      packUseId: uses[index]!,
    })),
  );
}

/** Why occurrences are removed: a cancellation (the member's place given up) or staff deleting the booking. */
export type RemovalReason = 'cancel' | 'delete';

/**
 * In the removal's transaction, before the occurrences go: what their points and class pack payments give back.
 * Points follow money (inside the club's window and with the refund asked for; a freeze refunds nothing), given back
 * into the lots they came from by the points module (once: the spend's refunded count). A pack use comes back on a
 * cancellation inside the window, and always when staff delete the booking (the member did not use it); once, by
 * the use's unique give-back.
 */
export async function givePrepaidBack(
  scope: TenantScope,
  rows: BookingPaymentRow[],
  removed: { id: number; startsAt: Date }[],
  options: { refund: boolean; window: CancellationSettings; reason: RemovalReason; actorId: number | null; at: Date },
): Promise<void> {
  const prepaid = rows.filter((row) => row.status === 'paid' && (row.method === 'points' || row.method === 'pack'));
  if (prepaid.length === 0) return;
  const startOf = new Map(removed.map((occurrence) => [occurrence.id, occurrence.startsAt]));
  const items = await itemsOf(
    scope,
    prepaid.map((row) => row.id),
  );
  for (const row of prepaid) {
    const mine = items.filter((item) => item.bookingPaymentId === row.id && startOf.has(item.appointmentId));
    if (row.method === 'points') {
      const back = mine
        .filter((item) => refundsOnCancel(options.window, startOf.get(item.appointmentId)!, options.at, options.refund))
        .reduce((sum, item) => sum + item.points, 0);
      if (back > 0 && row.pointSpendId !== null)
        await givePointsBack(scope, { spendId: row.pointSpendId, points: back, at: options.at });
      continue;
    }
    for (const item of mine) {
      if (item.packUseId === null) continue;
      const inWindow = refundsOnCancel(options.window, startOf.get(item.appointmentId)!, options.at, true);
      if (options.reason === 'delete' || inWindow)
        await givePackUseBack(scope, {
          useId: item.packUseId,
          description: options.reason === 'delete' ? 'Booking deleted by the club' : 'Booking cancelled in time',
          actorId: options.actorId,
          at: options.at,
        });
    }
  }
}

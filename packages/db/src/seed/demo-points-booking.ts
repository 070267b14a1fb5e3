import { and, asc, eq, gt, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Executor } from '../client.js';
import {
  appointmentParticipants,
  appointments,
  bookingPaymentItems,
  bookingPayments,
  courts,
  ledgerEntries,
  ledgerTransactions,
  pointEntities,
  pointLots,
  pointSpendLots,
  pointSpends,
} from '../schema/index.js';

const DAY_MS = 86_400_000;
/** The demo's Off-peak tennis rate in points: 16 points an hour, as $16.00 at $1.00 a tennis point. */
const POINTS_AN_HOUR = 16;

async function post(
  tx: Executor,
  context: { businessId: number; at: Date; memo: string; userId: number; points: number },
  debit: 'points_held' | 'points_spent',
  credit: 'points_issued' | 'points_held',
): Promise<void> {
  const { businessId, at, memo, userId, points } = context;
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({ businessId, kind: 'points', memo, createdAt: at })
    .returning({ id: ledgerTransactions.id });
  await tx.insert(ledgerEntries).values([
    { businessId, transactionId: row!.id, account: debit, unit: 'points', amount: points, userId, createdAt: at },
    { businessId, transactionId: row!.id, account: credit, unit: 'points', amount: -points, userId, createdAt: at },
  ]);
}

/**
 * Court time paid with points (issues 13 and 14): Linh Nguyen (her family's payer) was gifted 30 tennis points and
 * paid her soonest upcoming tennis booking with them, as book-and-pay writes it: the booking priced in points, a
 * points spend from the gift, a `points` booking payment marked paid (no charge), each movement balanced in the
 * ledger. Runs after the other booking payments, on a booking none of them took.
 */
export async function seedDemoPointsBooking(
  tx: Executor,
  context: { businessId: number; ownerId: number; memberId: number; tennisGroupId: number; now: Date },
): Promise<void> {
  const { businessId, ownerId, memberId, tennisGroupId, now } = context;
  const paid = tx
    .select({ id: bookingPaymentItems.appointmentId })
    .from(bookingPaymentItems)
    .where(eq(bookingPaymentItems.businessId, businessId));
  const tennis = tx
    .select({ id: courts.id })
    .from(courts)
    .where(and(eq(courts.businessId, businessId), eq(courts.facilityGroupId, tennisGroupId)));
  const [booking] = await tx
    .select({ id: appointments.id, startsAt: appointments.startsAt, endsAt: appointments.endsAt })
    .from(appointments)
    .innerJoin(
      appointmentParticipants,
      and(eq(appointmentParticipants.appointmentId, appointments.id), eq(appointmentParticipants.kind, 'booker')),
    )
    .where(
      and(
        eq(appointments.businessId, businessId),
        eq(appointmentParticipants.userId, memberId),
        gt(appointments.startsAt, now),
        eq(appointments.closed, false),
        isNull(appointments.lessonId),
        inArray(appointments.courtId, tennis),
        notInArray(appointments.id, paid),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .limit(1);
  if (!booking) return;
  const [entity] = await tx
    .select()
    .from(pointEntities)
    .where(and(eq(pointEntities.businessId, businessId), eq(pointEntities.facilityGroupId, tennisGroupId)));
  if (!entity) return;
  const hours = (booking.endsAt.getTime() - booking.startsAt.getTime()) / 3_600_000;
  const points = Math.max(1, Math.round(POINTS_AN_HOUR * hours));
  const giftedAt = new Date(now.getTime() - 10 * DAY_MS);
  const [lot] = await tx
    .insert(pointLots)
    .values({
      businessId,
      userId: memberId,
      pointEntityId: entity.id,
      facilityGroupId: tennisGroupId,
      source: 'gift',
      status: 'active',
      points: 30,
      remaining: 30 - points,
      expired: 0,
      amount: 0,
      note: 'Court time on us: thanks for coaching the juniors',
      idempotencyKey: 'demo-linh-tennis-gift',
      expiresAt: new Date(giftedAt.getTime() + entity.expirationDate * DAY_MS),
      createdBy: ownerId,
      createdAt: giftedAt,
    })
    .returning({ id: pointLots.id });
  await post(
    tx,
    { businessId, at: giftedAt, memo: `points #${lot!.id} gift`, userId: memberId, points: 30 },
    'points_held',
    'points_issued',
  );
  const paidAt = new Date(now.getTime() - 2 * DAY_MS);
  const description = `Court booking ${booking.startsAt.toISOString().slice(0, 10)}`;
  const [spend] = await tx
    .insert(pointSpends)
    .values({
      businessId,
      userId: memberId,
      facilityGroupId: tennisGroupId,
      points,
      cause: 'court',
      causeId: booking.id,
      description,
      createdBy: memberId,
      createdAt: paidAt,
    })
    .returning({ id: pointSpends.id });
  await tx.insert(pointSpendLots).values({ businessId, spendId: spend!.id, lotId: lot!.id, points });
  await post(
    tx,
    { businessId, at: paidAt, memo: `points payment #${spend!.id}: ${description}`, userId: memberId, points },
    'points_spent',
    'points_held',
  );
  await tx.update(appointments).set({ bookedPoints: points, bookedPayType: -1 }).where(eq(appointments.id, booking.id));
  const [row] = await tx
    .select({ price: appointments.bookedPrice })
    .from(appointments)
    .where(eq(appointments.id, booking.id));
  const [payment] = await tx
    .insert(bookingPayments)
    .values({
      businessId,
      status: 'paid',
      method: 'points',
      amount: row!.price,
      currency: 'usd',
      points,
      pointSpendId: spend!.id,
      memberUserId: memberId,
      createdBy: memberId,
      createdAt: paidAt,
      updatedAt: paidAt,
    })
    .returning({ id: bookingPayments.id });
  await tx.insert(bookingPaymentItems).values({
    businessId,
    bookingPaymentId: payment!.id,
    appointmentId: booking.id,
    amount: row!.price,
    points,
  });
}

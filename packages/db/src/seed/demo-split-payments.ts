import { and, asc, eq, gt, isNull, notInArray } from 'drizzle-orm';
import type { Executor } from '../client.js';
import {
  appointmentParticipants,
  appointments,
  bookingPaymentItems,
  bookingPayments,
  bookingSplitShares,
  bookingSplits,
  businesses,
  chargeLines,
  charges,
  ledgerEntries,
  ledgerTransactions,
} from '../schema/index.js';

/** The demo split's court rate: $30.00 an hour, shared by the two players. */
const HOUR_RATE = 3000;

/**
 * A split booking in the demo club (issue 13, split_payment on): an upcoming booking of a member with a partner,
 * priced at the day rate and shared: the booker's half paid in cash at the desk (its charge, order line and
 * balanced ledger movement, as the booking-payments module writes them), the partner's half still owed, so the
 * partner sees "Pay my share" on their home. Runs after seedDemoBookingPayments (it takes a booking nobody paid).
 */
export async function seedDemoSplitPayments(
  tx: Executor,
  context: { businessId: number; ownerId: number; names: Map<number, string>; now: Date },
): Promise<void> {
  const { businessId, ownerId, names, now } = context;
  await tx.update(businesses).set({ splitPayment: true }).where(eq(businesses.id, businessId));
  const paid = tx
    .select({ id: bookingPaymentItems.appointmentId })
    .from(bookingPaymentItems)
    .where(eq(bookingPaymentItems.businessId, businessId));
  const candidates = await tx
    .select({ id: appointments.id, startsAt: appointments.startsAt, endsAt: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        gt(appointments.startsAt, new Date(now.getTime() + 2 * 86_400_000)),
        eq(appointments.closed, false),
        isNull(appointments.lessonId),
        notInArray(appointments.id, paid),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .limit(200);
  for (const booking of candidates) {
    const people = await tx
      .select({ kind: appointmentParticipants.kind, userId: appointmentParticipants.userId })
      .from(appointmentParticipants)
      .where(eq(appointmentParticipants.appointmentId, booking.id));
    const booker = people.find((person) => person.kind === 'booker')?.userId ?? null;
    const partner = people.find((person) => person.kind === 'partner' && person.userId !== null)?.userId ?? null;
    if (booker === null || partner === null || booker === partner) continue;
    const price = Math.round((HOUR_RATE * (booking.endsAt.getTime() - booking.startsAt.getTime())) / 3_600_000);
    if (price < 2) continue;
    const bookerShare = Math.ceil(price / 2);
    const at = new Date(now.getTime() - 2 * 3_600_000);
    const description = 'Court time, your share (1 of 2)';
    await tx.update(appointments).set({ bookedPrice: price, bookedPayType: 1 }).where(eq(appointments.id, booking.id));
    const [charge] = await tx
      .insert(charges)
      .values({
        businessId,
        type: 'cash',
        status: 'succeeded',
        amount: bookerShare,
        total: bookerShare,
        currency: 'usd',
        description,
        fullName: names.get(booker) ?? '',
        memberUserId: booker,
        payerUserId: booker,
        idempotencyKey: 'demo-split-booker-share',
        createdBy: ownerId,
        createdAt: at,
      })
      .returning();
    await tx.insert(chargeLines).values({
      businessId,
      chargeId: charge!.id,
      description,
      price: bookerShare,
      count: 1,
      total: bookerShare,
      createdAt: at,
    });
    const [movement] = await tx
      .insert(ledgerTransactions)
      .values({ businessId, kind: 'cash', chargeId: charge!.id, memo: description, createdAt: at })
      .returning({ id: ledgerTransactions.id });
    await tx.insert(ledgerEntries).values([
      {
        businessId,
        transactionId: movement!.id,
        account: 'cash_drawer',
        amount: bookerShare,
        userId: booker,
        createdAt: at,
      },
      {
        businessId,
        transactionId: movement!.id,
        account: 'revenue',
        amount: -bookerShare,
        userId: booker,
        createdAt: at,
      },
    ]);
    const [payment] = await tx
      .insert(bookingPayments)
      .values({
        businessId,
        status: 'paid',
        method: 'cash',
        amount: bookerShare,
        currency: 'usd',
        chargeId: charge!.id,
        memberUserId: booker,
        createdBy: ownerId,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: bookingPayments.id });
    await tx
      .insert(bookingPaymentItems)
      .values({ businessId, bookingPaymentId: payment!.id, appointmentId: booking.id, amount: bookerShare });
    const [split] = await tx
      .insert(bookingSplits)
      .values({ businessId, appointmentId: booking.id, price, currency: 'usd', createdBy: ownerId, createdAt: at })
      .returning({ id: bookingSplits.id });
    await tx.insert(bookingSplitShares).values([
      {
        businessId,
        splitId: split!.id,
        userId: booker,
        booker: true,
        amount: bookerShare,
        bookingPaymentId: payment!.id,
        createdAt: at,
      },
      { businessId, splitId: split!.id, userId: partner, booker: false, amount: price - bookerShare, createdAt: at },
    ]);
    return;
  }
}

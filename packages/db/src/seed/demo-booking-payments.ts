import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../client.js';
import {
  appointmentParticipants,
  appointments,
  bookingPaymentItems,
  bookingPayments,
  chargeLines,
  charges,
  ledgerEntries,
  ledgerTransactions,
  paymentAccounts,
  paymentCustomers,
  paymentMethods,
  sandboxPayments,
} from '../schema/index.js';

/** The demo's court rate for the bookings it prices: $30.00 an hour, as the golf bays' day rate. */
const HOUR_RATE = 3000;
/**
 * How many of the demo's soonest bookings are paid by the booker's saved card, in cash at the desk, or still owed
 * in person.
 */
const QUOTAS = { card: 3, cash: 2, in_person: 3 };

/**
 * Paid and unpaid bookings in the demo club (issue 13): some upcoming member bookings are priced at the day rate and
 * paid by the member's saved card (with the sandbox's own payment record, so reconciliation agrees), in cash at the
 * desk, or booked to pay in person (owed; the court sheet's red dot). Written as the booking-payments module writes
 * them: the booking payment, its charge and the balanced ledger movement. Runs after seedDemoPayments.
 */
export async function seedDemoBookingPayments(
  tx: Executor,
  context: { businessId: number; ownerId: number; names: Map<number, string>; now: Date },
): Promise<number> {
  const { businessId, ownerId, names, now } = context;
  const [account] = await tx.select().from(paymentAccounts).where(eq(paymentAccounts.businessId, businessId));
  const booked = await tx
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      userId: appointmentParticipants.userId,
    })
    .from(appointments)
    .innerJoin(
      appointmentParticipants,
      and(eq(appointmentParticipants.appointmentId, appointments.id), eq(appointmentParticipants.kind, 'booker')),
    )
    .where(
      and(
        eq(appointments.businessId, businessId),
        gt(appointments.startsAt, now),
        eq(appointments.closed, false),
        isNull(appointments.lessonId),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .limit(400);
  const left = { ...QUOTAS };
  let made = 0;
  for (const [index, booking] of booked.entries()) {
    const userId = booking.userId!;
    const price = Math.round((HOUR_RATE * (booking.endsAt.getTime() - booking.startsAt.getTime())) / 3_600_000);
    if (price <= 0) continue;
    const [method] = await tx
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.businessId, businessId), eq(paymentMethods.userId, userId)));
    const [customer] = await tx
      .select()
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.businessId, businessId), eq(paymentCustomers.userId, userId)));
    // A card payment needs the booker's saved card; other bookings are paid in cash or owed.
    const canCard = method !== undefined && customer !== undefined && account !== undefined;
    const kind = canCard && left.card > 0 ? 'card' : left.cash > 0 ? 'cash' : left.in_person > 0 ? 'in_person' : null;
    if (kind === null) {
      if (left.card === 0) break;
      continue;
    }
    left[kind] -= 1;
    await tx.update(appointments).set({ bookedPrice: price, bookedPayType: 1 }).where(eq(appointments.id, booking.id));
    const at = new Date(Math.min(now.getTime(), booking.startsAt.getTime()) - (index + 1) * 3_600_000);
    const description = `Court booking ${booking.startsAt.toISOString().slice(0, 10)}`;
    let chargeId: number | null = null;
    if (kind !== 'in_person') {
      const [charge] = await tx
        .insert(charges)
        .values({
          businessId,
          type: kind === 'card' ? 'card' : 'cash',
          status: 'succeeded',
          amount: price,
          total: price,
          currency: 'usd',
          description,
          fullName: names.get(userId) ?? '',
          memberUserId: userId,
          payerUserId: userId,
          paymentMethodId: kind === 'card' ? method!.id : null,
          sourceObject: kind === 'card' ? 'card' : null,
          sourceBrand: kind === 'card' ? method!.brand : '',
          sourceLast4: kind === 'card' ? method!.last4 : '',
          provider: kind === 'card' ? 'sandbox' : null,
          idempotencyKey: `demo-booking-${index}`,
          createdBy: kind === 'card' ? userId : ownerId,
          createdAt: at,
        })
        .returning();
      chargeId = charge!.id;
      await tx.insert(chargeLines).values({
        businessId,
        chargeId,
        description,
        price,
        count: 1,
        total: price,
        createdAt: at,
      });
      if (kind === 'card') {
        const paymentId = `py_${randomBytes(12).toString('hex')}`;
        await tx.insert(sandboxPayments).values({
          id: paymentId,
          accountId: account!.accountId,
          amount: price,
          amountCaptured: price,
          currency: 'usd',
          status: 'succeeded',
          capture: true,
          methodType: 'card',
          brand: method!.brand,
          last4: method!.last4,
          behavior: 'succeeds',
          customerId: customer!.customerId,
          paymentMethodId: method!.providerMethodId,
          reference: `charge-${chargeId}`,
          description,
          createdAt: at,
        });
        await tx.update(charges).set({ providerPaymentId: paymentId }).where(eq(charges.id, chargeId));
      }
      const [movement] = await tx
        .insert(ledgerTransactions)
        .values({ businessId, kind: kind === 'card' ? 'charge' : 'cash', chargeId, memo: description, createdAt: at })
        .returning({ id: ledgerTransactions.id });
      await tx.insert(ledgerEntries).values([
        {
          businessId,
          transactionId: movement!.id,
          account: kind === 'card' ? 'processor' : 'cash_drawer',
          amount: price,
          userId,
          createdAt: at,
        },
        { businessId, transactionId: movement!.id, account: 'revenue', amount: -price, userId, createdAt: at },
      ]);
    }
    const [payment] = await tx
      .insert(bookingPayments)
      .values({
        businessId,
        status: kind === 'in_person' ? 'unpaid' : 'paid',
        method: kind === 'card' ? 'charge' : kind,
        amount: price,
        currency: 'usd',
        chargeId,
        memberUserId: userId,
        createdBy: kind === 'cash' ? ownerId : userId,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: bookingPayments.id });
    await tx
      .insert(bookingPaymentItems)
      .values({ businessId, bookingPaymentId: payment!.id, appointmentId: booking.id, amount: price });
    made += 1;
  }
  return made;
}

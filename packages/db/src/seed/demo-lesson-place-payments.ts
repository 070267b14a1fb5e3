import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../client.js';
import {
  bookingPaymentItems,
  bookingPayments,
  chargeLines,
  charges,
  ledgerEntries,
  ledgerTransactions,
  lessonBookings,
  lessonOccurrences,
  paymentAccounts,
  paymentCustomers,
  paymentMethods,
  sandboxPayments,
} from '../schema/index.js';

/** How many upcoming lesson places are paid by the member's saved card. */
const PAID_PLACES = 4;

/**
 * Lesson places paid by card in the demo club (issue 13, lesson/book with its payment block): a few upcoming booked
 * places are paid with the member's saved card at the lesson's price, written as the booking-payments module writes
 * them: a booking payment whose item names the place, its sandbox charge and the balanced ledger movement. The
 * places' pay method says card, so cancelling one inside the lesson's window refunds it. Runs after the lessons
 * and the saved cards are seeded.
 */
export async function seedDemoLessonPlacePayments(
  tx: Executor,
  context: { businessId: number; now: Date },
): Promise<number> {
  const { businessId, now } = context;
  const [account] = await tx.select().from(paymentAccounts).where(eq(paymentAccounts.businessId, businessId));
  if (!account) return 0;
  const places = await tx
    .select({ place: lessonBookings, startsAt: lessonOccurrences.startsAt })
    .from(lessonBookings)
    .innerJoin(
      lessonOccurrences,
      and(eq(lessonOccurrences.id, lessonBookings.occurrenceId), eq(lessonOccurrences.businessId, businessId)),
    )
    .where(
      and(
        eq(lessonBookings.businessId, businessId),
        eq(lessonBookings.status, 'booked'),
        eq(lessonBookings.payMethod, 'in_person'),
        gt(lessonBookings.price, 0),
        gt(lessonOccurrences.startsAt, now),
      ),
    )
    .orderBy(asc(lessonOccurrences.startsAt), asc(lessonBookings.id))
    .limit(200);
  let made = 0;
  for (const { place, startsAt } of places) {
    if (made === PAID_PLACES) break;
    const [method] = await tx
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.businessId, businessId), eq(paymentMethods.userId, place.userId)));
    const [customer] = await tx
      .select()
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.businessId, businessId), eq(paymentCustomers.userId, place.userId)));
    if (!method || !customer) continue;
    const at = new Date(Math.min(now.getTime(), place.createdAt.getTime()) + 60_000);
    const description = `Lesson place ${startsAt.toISOString().slice(0, 10)}`;
    const [charge] = await tx
      .insert(charges)
      .values({
        businessId,
        type: 'card',
        status: 'succeeded',
        amount: place.price,
        total: place.price,
        currency: 'usd',
        description,
        fullName: place.fullName,
        memberUserId: place.userId,
        payerUserId: place.userId,
        paymentMethodId: method.id,
        sourceObject: 'card',
        sourceBrand: method.brand,
        sourceLast4: method.last4,
        provider: 'sandbox',
        idempotencyKey: `demo-lesson-place-${place.id}`,
        createdBy: place.userId,
        createdAt: at,
      })
      .returning();
    const chargeId = charge!.id;
    await tx
      .insert(chargeLines)
      .values({ businessId, chargeId, description, price: place.price, count: 1, total: place.price, createdAt: at });
    const providerPaymentId = `py_${randomBytes(12).toString('hex')}`;
    await tx.insert(sandboxPayments).values({
      id: providerPaymentId,
      accountId: account.accountId,
      amount: place.price,
      amountCaptured: place.price,
      currency: 'usd',
      status: 'succeeded',
      capture: true,
      methodType: 'card',
      brand: method.brand,
      last4: method.last4,
      behavior: 'succeeds',
      customerId: customer.customerId,
      paymentMethodId: method.providerMethodId,
      reference: `charge-${chargeId}`,
      description,
      createdAt: at,
    });
    await tx.update(charges).set({ providerPaymentId }).where(eq(charges.id, chargeId));
    const [movement] = await tx
      .insert(ledgerTransactions)
      .values({ businessId, kind: 'charge', chargeId, memo: description, createdAt: at })
      .returning({ id: ledgerTransactions.id });
    await tx.insert(ledgerEntries).values([
      {
        businessId,
        transactionId: movement!.id,
        account: 'processor',
        amount: place.price,
        userId: place.userId,
        createdAt: at,
      },
      {
        businessId,
        transactionId: movement!.id,
        account: 'revenue',
        amount: -place.price,
        userId: place.userId,
        createdAt: at,
      },
    ]);
    const [payment] = await tx
      .insert(bookingPayments)
      .values({
        businessId,
        status: 'paid',
        method: 'charge',
        amount: place.price,
        currency: 'usd',
        chargeId,
        memberUserId: place.userId,
        createdBy: place.userId,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: bookingPayments.id });
    await tx.insert(bookingPaymentItems).values({
      businessId,
      bookingPaymentId: payment!.id,
      appointmentId: place.occurrenceId,
      lessonBookingId: place.id,
      amount: place.price,
    });
    await tx.update(lessonBookings).set({ payMethod: 'charge' }).where(eq(lessonBookings.id, place.id));
    made += 1;
  }
  return made;
}

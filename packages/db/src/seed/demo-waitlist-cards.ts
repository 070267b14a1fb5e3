import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { lessonBookings, paymentMethods, users } from '../schema/index.js';

/**
 * Waitlists with payment in the demo club (issue 13): the waiters on the demo's full clinic who have a saved card
 * wait with it, as joining with "Join the Waitlist with This Card" leaves them (the method kept on the waitlist
 * place, nothing held), and a card holder (`cardHolderId`) joins the end of each such line with their saved card.
 * When a place frees up the first in line is booked and their card authorized. Runs after the lessons and the saved
 * cards are seeded; answers how many wait with a card.
 */
export async function seedDemoWaitlistCards(
  tx: Executor,
  context: { businessId: number; cardHolderId: number },
): Promise<number> {
  const { businessId, cardHolderId } = context;
  await joinLines(tx, businessId, cardHolderId);
  const waiting = await tx
    .select()
    .from(lessonBookings)
    .where(
      and(
        eq(lessonBookings.businessId, businessId),
        eq(lessonBookings.status, 'waitlist'),
        eq(lessonBookings.payMethod, 'in_person'),
        gt(lessonBookings.price, 0),
      ),
    )
    .orderBy(asc(lessonBookings.id));
  for (const place of waiting) {
    const [method] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.businessId, businessId), eq(paymentMethods.userId, place.userId)))
      .orderBy(asc(paymentMethods.id))
      .limit(1);
    if (!method) continue;
    await tx
      .update(lessonBookings)
      .set({ payMethod: 'charge', waitlistPaymentMethodId: method.id })
      .where(eq(lessonBookings.id, place.id));
  }
  const withCard = await tx
    .select({ id: lessonBookings.id })
    .from(lessonBookings)
    .where(
      and(
        eq(lessonBookings.businessId, businessId),
        eq(lessonBookings.status, 'waitlist'),
        eq(lessonBookings.payMethod, 'charge'),
      ),
    );
  return withCard.length;
}

/** The card holder at the end of each waitlist they are not on yet, waiting with their first saved method. */
async function joinLines(tx: Executor, businessId: number, userId: number): Promise<void> {
  const [method] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.businessId, businessId), eq(paymentMethods.userId, userId)))
    .orderBy(asc(paymentMethods.id))
    .limit(1);
  const [holder] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!method || !holder) return;
  const lines = await tx
    .selectDistinct({ occurrenceId: lessonBookings.occurrenceId, price: lessonBookings.price })
    .from(lessonBookings)
    .where(
      and(
        eq(lessonBookings.businessId, businessId),
        eq(lessonBookings.status, 'waitlist'),
        gt(lessonBookings.price, 0),
      ),
    );
  for (const line of lines) {
    const [already] = await tx
      .select({ id: lessonBookings.id })
      .from(lessonBookings)
      .where(
        and(
          eq(lessonBookings.occurrenceId, line.occurrenceId),
          eq(lessonBookings.userId, userId),
          ne(lessonBookings.status, 'cancelled'),
        ),
      );
    if (already) continue;
    await tx.insert(lessonBookings).values({
      businessId,
      occurrenceId: line.occurrenceId,
      userId,
      fullName: `${holder.firstName} ${holder.lastName}`.trim(),
      status: 'waitlist',
      payMethod: 'charge',
      waitlistPaymentMethodId: method.id,
      price: line.price,
      points: line.price / 100,
      bookedBy: userId,
    });
  }
}

import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, lt, notInArray } from 'drizzle-orm';
import { captureTimeFor, holdEndsAt, holdPlan } from '@fairplay/domain';
import type { Executor } from '../client.js';
import {
  appointmentParticipants,
  appointments,
  bookingPaymentItems,
  bookingPayments,
  chargeLines,
  charges,
  jobs,
  ledgerEntries,
  ledgerTransactions,
  paymentAccounts,
  paymentCustomers,
  paymentMethods,
  sandboxPayments,
} from '../schema/index.js';

const HOUR_MS = 3_600_000;
/** The demo's court rate for the bookings it prices: $30.00 an hour, as the golf bays' day rate. */
const HOUR_RATE = 3000;
/** How many upcoming bookings are held on the booker's card now, and how many wait for their window to open. */
const QUOTAS = { authorized: 3, scheduled: 2 };
/** The hold job's type and key, as the booking-payments module enqueues them (hold-jobs.ts). */
const HOLD_JOB = 'booking-payment.hold';

/**
 * "Book and Authorize Payment" in the demo club (issue 13): a few upcoming member bookings held on the booker's saved
 * card (a sandbox authorization awaiting capture, the hold's memo entries in the ledger, the capture job 24 hours
 * before the start, or earlier when the hold would lapse first), and a few further away whose saved card is
 * authorized by a job when the hold's window opens. Written as the booking-payments module writes them. Runs after
 * seedDemoBookingPayments, on bookings it left unpaid.
 */
export async function seedDemoBookingHolds(
  tx: Executor,
  context: { businessId: number; names: Map<number, string>; now: Date },
): Promise<number> {
  const { businessId, names, now } = context;
  const [account] = await tx.select().from(paymentAccounts).where(eq(paymentAccounts.businessId, businessId));
  if (!account) return 0;
  const paid = tx
    .select({ id: bookingPaymentItems.appointmentId })
    .from(bookingPaymentItems)
    .where(eq(bookingPaymentItems.businessId, businessId));
  const upcoming = await tx
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
        gt(appointments.startsAt, new Date(now.getTime() + 30 * HOUR_MS)),
        lt(appointments.startsAt, new Date(now.getTime() + 30 * 24 * HOUR_MS)),
        eq(appointments.closed, false),
        isNull(appointments.lessonId),
        notInArray(appointments.id, paid),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .limit(300);
  const left = { ...QUOTAS };
  let made = 0;
  for (const row of upcoming) {
    if (left.authorized === 0 && left.scheduled === 0) break;
    if (row.userId === null) continue;
    const booking = { ...row, userId: row.userId };
    const [method] = await tx
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.businessId, businessId), eq(paymentMethods.userId, booking.userId)));
    const [customer] = await tx
      .select()
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.businessId, businessId), eq(paymentCustomers.userId, booking.userId)));
    if (!method || !customer) continue;
    const plan = holdPlan(booking.startsAt, now, method.brand);
    if (plan.kind === 'charge_now') continue;
    const kind = plan.kind === 'authorize_now' ? 'authorized' : 'scheduled';
    if (left[kind] === 0) continue;
    left[kind] -= 1;
    const price = Math.round((HOUR_RATE * (booking.endsAt.getTime() - booking.startsAt.getTime())) / HOUR_MS);
    await tx.update(appointments).set({ bookedPrice: price, bookedPayType: 1 }).where(eq(appointments.id, booking.id));
    const at = new Date(now.getTime() - (made + 1) * HOUR_MS);
    let chargeId: number | null = null;
    let captureAt = plan.captureAt;
    if (kind === 'authorized') {
      const description = `Court booking hold ${booking.startsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
      const expiresAt = holdEndsAt(method.brand, at);
      captureAt = captureTimeFor(booking.startsAt, expiresAt);
      const [charge] = await tx
        .insert(charges)
        .values({
          businessId,
          type: 'card',
          status: 'authorized',
          amount: price,
          total: price,
          currency: 'usd',
          description,
          fullName: names.get(booking.userId) ?? '',
          memberUserId: booking.userId,
          payerUserId: booking.userId,
          paymentMethodId: method.id,
          sourceObject: 'card',
          sourceBrand: method.brand,
          sourceLast4: method.last4,
          provider: 'sandbox',
          idempotencyKey: `demo-booking-hold-${booking.id}`,
          authorizationExpiresAt: expiresAt,
          createdBy: booking.userId,
          createdAt: at,
        })
        .returning();
      chargeId = charge!.id;
      await tx
        .insert(chargeLines)
        .values({ businessId, chargeId, description, price, count: 1, total: price, createdAt: at });
      const providerPaymentId = `py_${randomBytes(12).toString('hex')}`;
      await tx.insert(sandboxPayments).values({
        id: providerPaymentId,
        accountId: account.accountId,
        amount: price,
        amountCaptured: 0,
        currency: 'usd',
        status: 'requires_capture',
        capture: false,
        methodType: 'card',
        brand: method.brand,
        last4: method.last4,
        behavior: 'succeeds',
        customerId: customer.customerId,
        paymentMethodId: method.providerMethodId,
        reference: `charge-${chargeId}`,
        description,
        authorizationExpiresAt: expiresAt,
        createdAt: at,
      });
      await tx.update(charges).set({ providerPaymentId }).where(eq(charges.id, chargeId));
      // The hold's memo entries: what is held on the member's card, never revenue.
      const [movement] = await tx
        .insert(ledgerTransactions)
        .values({ businessId, kind: 'hold', chargeId, memo: description.slice(0, 200), createdAt: at })
        .returning({ id: ledgerTransactions.id });
      await tx.insert(ledgerEntries).values([
        {
          businessId,
          transactionId: movement!.id,
          account: 'card_holds',
          amount: price,
          userId: booking.userId,
          createdAt: at,
        },
        {
          businessId,
          transactionId: movement!.id,
          account: 'holds_outstanding',
          amount: -price,
          userId: booking.userId,
          createdAt: at,
        },
      ]);
    }
    const [payment] = await tx
      .insert(bookingPayments)
      .values({
        businessId,
        status: kind,
        method: 'authorize',
        amount: price,
        currency: 'usd',
        chargeId,
        memberUserId: booking.userId,
        createdBy: booking.userId,
        paymentMethodId: method.id,
        captureAt,
        authorizeAt: plan.kind === 'authorize_later' ? plan.authorizeAt : null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: bookingPayments.id });
    await tx
      .insert(bookingPaymentItems)
      .values({ businessId, bookingPaymentId: payment!.id, appointmentId: booking.id, amount: price });
    await tx.update(appointments).set({ authorized: true }).where(eq(appointments.id, booking.id));
    // The next step on the job queue: the capture of a hold, or the authorization once the window opens.
    const step = kind === 'authorized' ? 'capture' : 'authorize';
    await tx.insert(jobs).values({
      businessId,
      type: HOLD_JOB,
      key: `booking-payment-hold:${businessId}:${payment!.id}:${step}:0`,
      payload: { paymentId: payment!.id, step },
      runAt: kind === 'authorized' ? captureAt : (plan as { authorizeAt: Date }).authorizeAt,
      maxAttempts: 3,
    });
    made += 1;
  }
  return made;
}

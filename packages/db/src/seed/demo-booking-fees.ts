import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { BOOKING_FEE_MESSAGES } from '@fairplay/contracts';
import { bookingFeeDescription, formatCents, utcToZonedParts, zonedWallTimeToUtc } from '@fairplay/domain';
import { queryRows, type Executor } from '../client.js';
import {
  bookingFees,
  businesses,
  chargeLines,
  charges,
  inAppNotifications,
  invoices,
  ledgerEntries,
  ledgerTransactions,
  paymentAccounts,
  paymentCustomers,
  paymentMethods,
  sandboxPayments,
} from '../schema/index.js';

const NO_SHOW_FEE = 1500;
const LATE_CANCEL_FEE = 1000;

/** How each demo fee was taken: from the saved card, onto the monthly invoice, or owed at the desk and waived. */
const FEES: { username: string; daysAgo: number; how: 'charged' | 'invoiced' | 'waived' }[] = [
  { username: 'raj.patel', daysAgo: 6, how: 'charged' },
  { username: 'julia.rossi', daysAgo: 3, how: 'invoiced' },
  { username: 'ivan.petrov', daysAgo: 9, how: 'waived' },
];

interface Context {
  businessId: number;
  ownerId: number;
  timeZone: string;
  userIds: Map<string, number>;
  names: Map<number, string>;
  now: Date;
}

/**
 * No-show and late-cancel fees in the demo club (issue 13): the club charges $15.00 for a no-show (15 minutes'
 * grace) and $10.00 for a late cancellation, set when the demo was seeded (so only bookings from then on owe them;
 * turning a fee on never charges for the past), and three no-shows recorded on real past bookings of members who
 * were not checked in: Raj's charged to his saved Visa, Julia's on her open monthly invoice, and Ivan's (no saved
 * method, owed at the desk) waived by the owner. Each with its charge and ledger entries and the member's bell note.
 * Runs after the bookings, saved methods and check-ins are seeded.
 */
export async function seedDemoBookingFees(tx: Executor, context: Context): Promise<void> {
  const { businessId, now } = context;
  await tx
    .update(businesses)
    .set({ noShowFee: NO_SHOW_FEE, noShowFeeMinutes: 15, lateCancelFee: LATE_CANCEL_FEE, feesChangedAt: now })
    .where(eq(businesses.id, businessId));
  const [account] = await tx.select().from(paymentAccounts).where(eq(paymentAccounts.businessId, businessId));
  if (!account) return;
  for (const fee of FEES) {
    const userId = context.userIds.get(fee.username);
    if (userId === undefined) continue;
    const booking = await missedBooking(tx, businessId, userId, now, fee.daysAgo);
    if (!booking) continue;
    const startsAt = new Date(booking.starts_at);
    const parts = utcToZonedParts(startsAt, context.timeZone);
    const description = bookingFeeDescription('no_show', `${parts.date} ${parts.time}`);
    const recordedAt = new Date(startsAt.getTime() + 20 * 60_000);
    let chargeId: number | null = null;
    if (fee.how === 'charged')
      chargeId = await cardCharge(tx, context, account.accountId, userId, description, recordedAt);
    if (fee.how === 'invoiced') chargeId = await invoiceItem(tx, context, userId, description, recordedAt);
    const waivedAt = fee.how === 'waived' ? new Date(recordedAt.getTime() + 26 * 3_600_000) : null;
    await tx.insert(bookingFees).values({
      businessId,
      kind: 'no_show',
      appointmentId: booking.id,
      userId,
      startsAt,
      amount: NO_SHOW_FEE,
      currency: 'usd',
      status: fee.how === 'waived' ? 'waived' : fee.how,
      chargeId,
      failureMessage: fee.how === 'waived' ? 'No saved payment method.' : null,
      waivedBy: waivedAt ? context.ownerId : null,
      waivedAt,
      createdAt: recordedAt,
      updatedAt: waivedAt ?? recordedAt,
    });
    const when = `${parts.date} ${parts.time}`;
    const amount = formatCents(NO_SHOW_FEE, 'usd');
    const body =
      BOOKING_FEE_MESSAGES.noShow(amount, when) +
      (fee.how === 'invoiced'
        ? BOOKING_FEE_MESSAGES.invoiced
        : fee.how === 'waived'
          ? BOOKING_FEE_MESSAGES.unpaid
          : '');
    const notes: { title: string; body: string; at: Date }[] = [
      { title: BOOKING_FEE_MESSAGES.noShowTitle, body, at: recordedAt },
    ];
    if (waivedAt)
      notes.push({ title: BOOKING_FEE_MESSAGES.waivedTitle, body: BOOKING_FEE_MESSAGES.waived(amount), at: waivedAt });
    await tx.insert(inAppNotifications).values(
      notes.map((note) => ({
        businessId,
        userId,
        kind: 'booking_changed' as const,
        title: note.title,
        body: note.body,
        link: '/private/home',
        createdAt: note.at,
        readAt: note.at,
      })),
    );
  }
}

/** The member's booking about `daysAgo` days back that they were not checked in for (their own, as its booker). */
async function missedBooking(tx: Executor, businessId: number, userId: number, now: Date, daysAgo: number) {
  const [row] = await queryRows<{ id: number; starts_at: string }>(
    tx,
    sql`SELECT a.id, a.starts_at
          FROM appointments a
          JOIN appointment_participants p ON p.appointment_id = a.id AND p.user_id = ${userId}
         WHERE a.business_id = ${businessId}
           AND a.starts_at < ${new Date(now.getTime() - daysAgo * 86_400_000).toISOString()}::timestamptz
           AND a.starts_at > ${new Date(now.getTime() - 28 * 86_400_000).toISOString()}::timestamptz
           AND NOT EXISTS (SELECT 1 FROM check_ins c WHERE c.appointment_id = a.id AND c.user_id = ${userId})
         ORDER BY a.starts_at DESC, a.id
         LIMIT 1`,
  );
  return row;
}

/** The fee charged off-session to the member's saved default card through the sandbox, in the ledger. */
async function cardCharge(
  tx: Executor,
  context: Context,
  accountId: string,
  userId: number,
  description: string,
  at: Date,
): Promise<number | null> {
  const { businessId } = context;
  const [method] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.businessId, businessId), eq(paymentMethods.userId, userId)));
  const [customer] = await tx
    .select()
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.businessId, businessId), eq(paymentCustomers.userId, userId)));
  if (!method || !customer) return null;
  const providerPaymentId = `py_${randomBytes(12).toString('hex')}`;
  const [charge] = await tx
    .insert(charges)
    .values({
      businessId,
      type: 'card',
      status: 'succeeded',
      amount: NO_SHOW_FEE,
      total: NO_SHOW_FEE,
      currency: 'usd',
      description,
      fullName: context.names.get(userId) ?? '',
      memberUserId: userId,
      payerUserId: userId,
      paymentMethodId: method.id,
      sourceObject: method.object,
      sourceBrand: method.brand,
      sourceLast4: method.last4,
      provider: 'sandbox',
      providerPaymentId,
      idempotencyKey: `demo-booking-fee-${userId}`,
      createdAt: at,
    })
    .returning();
  await tx.insert(chargeLines).values({
    businessId,
    chargeId: charge!.id,
    description,
    price: NO_SHOW_FEE,
    count: 1,
    total: NO_SHOW_FEE,
    createdAt: at,
  });
  await tx.insert(sandboxPayments).values({
    id: providerPaymentId,
    accountId,
    amount: NO_SHOW_FEE,
    amountCaptured: NO_SHOW_FEE,
    currency: 'usd',
    status: 'succeeded',
    capture: true,
    methodType: method.object,
    brand: method.brand,
    last4: method.last4,
    behavior: 'succeeds',
    customerId: customer.customerId,
    paymentMethodId: method.providerMethodId,
    reference: `charge-${charge!.id}`,
    description,
    createdAt: at,
  });
  await movement(tx, businessId, 'charge', charge!.id, at, [
    { account: 'processor', amount: NO_SHOW_FEE, userId },
    { account: 'revenue', amount: -NO_SHOW_FEE, userId },
  ]);
  return charge!.id;
}

/** The fee on the member's open invoice for this month (made if they have none), owed in the ledger. */
async function invoiceItem(
  tx: Executor,
  context: Context,
  userId: number,
  description: string,
  at: Date,
): Promise<number | null> {
  const { businessId, timeZone, now } = context;
  const [method] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.businessId, businessId), eq(paymentMethods.userId, userId)));
  const [year, month] = utcToZonedParts(now, timeZone).date.split('-').map(Number) as [number, number];
  const period = `${year}-${String(month).padStart(2, '0')}-01`;
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  // The fee belongs to this month's invoice: recorded no earlier than the month's start.
  const createdAt = new Date(Math.max(at.getTime(), zonedWallTimeToUtc(period, '00:00', timeZone).getTime()));
  let [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.businessId, businessId), eq(invoices.payerUserId, userId), eq(invoices.period, period)));
  if (!invoice)
    [invoice] = await tx
      .insert(invoices)
      .values({
        businessId,
        payerUserId: userId,
        period,
        currency: 'usd',
        amount: 0,
        total: 0,
        collectAt: zonedWallTimeToUtc(next, '00:00', timeZone),
      })
      .returning();
  if (invoice!.status !== 'open') return null;
  const [charge] = await tx
    .insert(charges)
    .values({
      businessId,
      type: 'card',
      status: 'invoiced',
      amount: NO_SHOW_FEE,
      total: NO_SHOW_FEE,
      currency: 'usd',
      description,
      fullName: context.names.get(userId) ?? '',
      memberUserId: userId,
      payerUserId: userId,
      paymentMethodId: method?.id ?? null,
      sourceObject: method?.object ?? null,
      sourceBrand: method?.brand ?? '',
      sourceLast4: method?.last4 ?? '',
      provider: 'sandbox',
      invoiceId: invoice!.id,
      idempotencyKey: `demo-booking-fee-${userId}-invoice`,
      createdAt,
    })
    .returning();
  await tx.insert(chargeLines).values({
    businessId,
    chargeId: charge!.id,
    description,
    price: NO_SHOW_FEE,
    count: 1,
    total: NO_SHOW_FEE,
    createdAt,
  });
  await tx
    .update(invoices)
    .set({ amount: sql`${invoices.amount} + ${NO_SHOW_FEE}`, total: sql`${invoices.total} + ${NO_SHOW_FEE}` })
    .where(eq(invoices.id, invoice!.id));
  await movement(tx, businessId, 'invoice', charge!.id, createdAt, [
    { account: 'receivable', amount: NO_SHOW_FEE, userId },
    { account: 'revenue', amount: -NO_SHOW_FEE, userId },
  ]);
  return charge!.id;
}

async function movement(
  tx: Executor,
  businessId: number,
  kind: 'charge' | 'invoice',
  chargeId: number,
  at: Date,
  entries: { account: 'processor' | 'receivable' | 'revenue'; amount: number; userId: number }[],
): Promise<void> {
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({ businessId, kind, chargeId, createdAt: at })
    .returning({ id: ledgerTransactions.id });
  await tx
    .insert(ledgerEntries)
    .values(entries.map((entry) => ({ businessId, transactionId: row!.id, ...entry, createdAt: at })));
}

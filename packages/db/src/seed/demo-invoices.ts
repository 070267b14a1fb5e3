import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { invoicePeriodLabel, utcToZonedParts, zonedWallTimeToUtc } from '@fairplay/domain';
import type { Executor } from '../client.js';
import {
  businesses,
  chargeLines,
  charges,
  invoices,
  ledgerEntries,
  ledgerTransactions,
  paymentAccounts,
  paymentCustomers,
  paymentMethods,
  sandboxPayments,
} from '../schema/index.js';

/** What the demo member bought on account, by month (0: this month, open; 1 and 2: paid). */
const ITEMS: { monthsAgo: number; day: number; what: string; price: number }[] = [
  { monthsAgo: 2, day: 6, what: 'Court fees, 4 evening hours', price: 6000 },
  { monthsAgo: 2, day: 19, what: 'Cardio Tennis Express', price: 2500 },
  { monthsAgo: 1, day: 3, what: 'Ball machine rental', price: 1500 },
  { monthsAgo: 1, day: 14, what: 'Restring, Luxilon ALU Power', price: 3200 },
  { monthsAgo: 1, day: 22, what: 'Court fees, 2 evening hours', price: 3000 },
  { monthsAgo: 0, day: 1, what: 'Intermediate clinic', price: 3500 },
  { monthsAgo: 0, day: 1, what: 'Guest fee', price: 1000 },
];

function monthStart(year: number, month: number): string {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((((month - 1) % 12) + 12) % 12) + 1;
  return `${y}-${String(m).padStart(2, '0')}-01`;
}

/**
 * Monthly invoices (issue 12): the club bills on account, and the demo member ("member", a saved Visa) has two paid
 * monthly invoices, collected at their months' ends with their receipts, and this month's open one.
 */
export async function seedDemoInvoices(
  tx: Executor,
  context: { businessId: number; timeZone: string; userIds: Map<string, number>; name: string; now: Date },
): Promise<void> {
  const { businessId, timeZone, now } = context;
  const userId = context.userIds.get('member')!;
  await tx.update(businesses).set({ addToInvoice: true }).where(eq(businesses.id, businessId));
  const [account] = await tx.select().from(paymentAccounts).where(eq(paymentAccounts.businessId, businessId));
  const [method] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.businessId, businessId), eq(paymentMethods.userId, userId)));
  const [customer] = await tx
    .select()
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.businessId, businessId), eq(paymentCustomers.userId, userId)));
  if (!account || !method || !customer) return;
  const [year, month] = utcToZonedParts(now, timeZone).date.split('-').map(Number) as [number, number];

  for (const monthsAgo of [2, 1, 0]) {
    const period = monthStart(year, month - monthsAgo);
    const endsAt = zonedWallTimeToUtc(monthStart(year, month - monthsAgo + 1), '00:00', timeZone);
    const items = ITEMS.filter((item) => item.monthsAgo === monthsAgo);
    const total = items.reduce((sum, item) => sum + item.price, 0);
    const [invoice] = await tx
      .insert(invoices)
      .values({ businessId, payerUserId: userId, period, currency: 'usd', amount: total, total, collectAt: endsAt })
      .returning();
    for (const item of items) {
      const at = zonedWallTimeToUtc(period.replace(/01$/, String(item.day).padStart(2, '0')), '18:30', timeZone);
      const [row] = await tx
        .insert(charges)
        .values({
          businessId,
          type: 'card',
          status: 'invoiced',
          amount: item.price,
          total: item.price,
          currency: 'usd',
          description: item.what,
          fullName: context.name,
          memberUserId: userId,
          payerUserId: userId,
          paymentMethodId: method.id,
          sourceObject: 'card',
          sourceBrand: method.brand,
          sourceLast4: method.last4,
          provider: 'sandbox',
          invoiceId: invoice!.id,
          idempotencyKey: `demo-invoice-item-${period}-${item.day}-${item.price}`,
          createdAt: monthsAgo === 0 ? new Date(Math.min(at.getTime(), now.getTime())) : at,
        })
        .returning();
      await tx.insert(chargeLines).values({
        businessId,
        chargeId: row!.id,
        description: item.what,
        price: item.price,
        count: 1,
        total: item.price,
        createdAt: row!.createdAt,
      });
      await movement(tx, businessId, row!.id, row!.createdAt, [
        { account: 'receivable', amount: item.price, userId },
        { account: 'revenue', amount: -item.price, userId },
      ]);
    }
    if (monthsAgo === 0) continue;
    // Collected at the month's end with the saved card, through the sandbox.
    const paidAt = new Date(endsAt.getTime() + 15 * 60_000);
    const paymentId = `py_${randomBytes(12).toString('hex')}`;
    const description = `Monthly invoice, ${invoicePeriodLabel(period)}`;
    const [collection] = await tx
      .insert(charges)
      .values({
        businessId,
        type: 'card',
        status: 'succeeded',
        amount: total,
        total,
        currency: 'usd',
        description,
        fullName: context.name,
        memberUserId: userId,
        payerUserId: userId,
        paymentMethodId: method.id,
        sourceObject: 'card',
        sourceBrand: method.brand,
        sourceLast4: method.last4,
        provider: 'sandbox',
        providerPaymentId: paymentId,
        collectsInvoiceId: invoice!.id,
        idempotencyKey: `invoice-${invoice!.id}-1`,
        createdAt: paidAt,
      })
      .returning();
    await tx.insert(chargeLines).values(
      items.map((item) => ({
        businessId,
        chargeId: collection!.id,
        description: item.what,
        price: item.price,
        count: 1,
        total: item.price,
        createdAt: paidAt,
      })),
    );
    await tx.insert(sandboxPayments).values({
      id: paymentId,
      accountId: account.accountId,
      amount: total,
      amountCaptured: total,
      currency: 'usd',
      status: 'succeeded',
      capture: true,
      methodType: 'card',
      brand: method.brand,
      last4: method.last4,
      behavior: 'succeeds',
      customerId: customer.customerId,
      paymentMethodId: method.providerMethodId,
      reference: `charge-${collection!.id}`,
      description,
      createdAt: paidAt,
    });
    await movement(tx, businessId, collection!.id, paidAt, [
      { account: 'processor', amount: total, userId },
      { account: 'receivable', amount: -total, userId },
    ]);
    await tx
      .update(invoices)
      .set({ status: 'paid', chargeId: collection!.id, paidAt })
      .where(and(eq(invoices.id, invoice!.id), eq(invoices.businessId, businessId)));
  }
}

async function movement(
  tx: Executor,
  businessId: number,
  chargeId: number,
  at: Date,
  entries: { account: 'processor' | 'receivable' | 'revenue'; amount: number; userId: number }[],
): Promise<void> {
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({ businessId, kind: 'invoice', chargeId, createdAt: at })
    .returning({ id: ledgerTransactions.id });
  await tx
    .insert(ledgerEntries)
    .values(entries.map((entry) => ({ businessId, transactionId: row!.id, ...entry, createdAt: at })));
}

import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { invoices, type Executor, type TenantScope } from '@fairplay/db';

/** The only reader and writer of invoices (their items are charges: charges.repository.ts). */

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The payer's invoice for `period`, made if it does not exist yet (one per payer and month: the unique key decides
 * between two concurrent first items), locked for the caller's transaction.
 */
export async function lockInvoiceFor(
  scope: TenantScope,
  values: { payerUserId: number; period: string; currency: string; collectAt: Date },
): Promise<InvoiceRow> {
  await scope.db.insert(invoices).values(scope.values(values)).onConflictDoNothing();
  const [row] = await scope.db
    .select()
    .from(invoices)
    .where(scope.where(invoices, eq(invoices.payerUserId, values.payerUserId), eq(invoices.period, values.period)))
    .for('update');
  return row!;
}

/** Adds an item's sums to its open invoice's (in the item's transaction, under the invoice's row lock). */
export async function addToInvoiceTotals(
  scope: TenantScope,
  id: number,
  sums: { amount: number; tax: number; total: number },
): Promise<void> {
  await scope.db
    .update(invoices)
    .set({
      amount: sql`${invoices.amount} + ${sums.amount}`,
      tax: sql`${invoices.tax} + ${sums.tax}`,
      total: sql`${invoices.total} + ${sums.total}`,
    })
    .where(scope.where(invoices, eq(invoices.id, id)));
}

export async function findInvoice(scope: TenantScope, id: number, lock = false): Promise<InvoiceRow | undefined> {
  const query = scope.db
    .select()
    .from(invoices)
    .where(scope.where(invoices, eq(invoices.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A payer's invoices, newest month first. */
export async function invoicesOfPayer(scope: TenantScope, payerUserId: number, limit = 24): Promise<InvoiceRow[]> {
  return scope.db
    .select()
    .from(invoices)
    .where(scope.where(invoices, eq(invoices.payerUserId, payerUserId)))
    .orderBy(desc(invoices.period))
    .limit(limit);
}

/**
 * Open invoices of every club whose collection is due at `now`: the system's month-end sweep, not one club's
 * request, so it reads across clubs; each invoice is then collected within its own club's scope.
 */
export async function dueInvoices(db: Executor, now: Date, limit: number) {
  return db
    .select({ id: invoices.id, businessId: invoices.businessId, attempts: invoices.attempts })
    .from(invoices)
    .where(and(eq(invoices.status, 'open'), lte(invoices.collectAt, now), sql`${invoices.total} > 0`))
    .orderBy(asc(invoices.collectAt))
    .limit(limit);
}

export async function markInvoicePaid(scope: TenantScope, id: number, chargeId: number, now: Date): Promise<void> {
  await scope.db
    .update(invoices)
    .set({ status: 'paid', chargeId, paidAt: now, lastError: null })
    .where(scope.where(invoices, eq(invoices.id, id), eq(invoices.status, 'open')));
}

/** A failed attempt: counted, its reason kept, the next try set. The invoice stays open. */
export async function recordAttemptFailed(
  scope: TenantScope,
  id: number,
  attempt: number,
  error: string,
  nextAt: Date,
): Promise<void> {
  await scope.db
    .update(invoices)
    .set({ attempts: attempt, lastError: error.slice(0, 500), collectAt: nextAt })
    .where(scope.where(invoices, eq(invoices.id, id), eq(invoices.status, 'open')));
}

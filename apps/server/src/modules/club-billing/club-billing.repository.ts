import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { clubInvoices, clubSubscriptions, promoCodes, type Executor, type TenantScope } from '@fairplay/db';

/** club_subscriptions, club_invoices and promo_codes belong to club-billing (migration 0094). */

export type ClubSubscriptionRow = typeof clubSubscriptions.$inferSelect;
export type ClubInvoiceRow = typeof clubInvoices.$inferSelect;
export type PromoRow = typeof promoCodes.$inferSelect;

/** club_subscriptions is keyed by the club itself (one row per club). */
const ownRow = (scope: TenantScope) => eq(clubSubscriptions.businessId, scope.businessId);

export async function findClubSubscription(scope: TenantScope, lock = false): Promise<ClubSubscriptionRow | undefined> {
  const query = scope.db.select().from(clubSubscriptions).where(ownRow(scope));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The club's subscription read outside a request's scope (the session user's). */
export async function clubSubscriptionOf(db: Executor, businessId: number): Promise<ClubSubscriptionRow | undefined> {
  const [row] = await db.select().from(clubSubscriptions).where(eq(clubSubscriptions.businessId, businessId));
  return row;
}

export async function updateClubSubscription(
  scope: TenantScope,
  changes: Partial<Omit<ClubSubscriptionRow, 'businessId' | 'createdAt'>>,
  now: Date,
): Promise<ClubSubscriptionRow> {
  const [row] = await scope.db
    .update(clubSubscriptions)
    .set({ ...changes, updatedAt: now })
    .where(ownRow(scope))
    .returning();
  return row!;
}

export async function findPromo(db: Executor, code: string): Promise<PromoRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row;
}

/**
 * Takes one redemption of the code; false when it is used up (the table's CHECK refuses the count over its limit,
 * so two clubs racing for the last one are settled by the database).
 */
export async function redeemPromo(db: Executor, code: string): Promise<boolean> {
  const rows = await db
    .update(promoCodes)
    .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
    .where(
      and(
        eq(promoCodes.code, code),
        or(isNull(promoCodes.maxRedemptions), sql`${promoCodes.redemptions} < ${promoCodes.maxRedemptions}`),
      ),
    )
    .returning({ code: promoCodes.code });
  return rows.length > 0;
}

/** Gives a redemption back (the payment it was taken for failed). */
export async function releasePromo(db: Executor, code: string): Promise<void> {
  await db
    .update(promoCodes)
    .set({ redemptions: sql`greatest(${promoCodes.redemptions} - 1, 0)` })
    .where(eq(promoCodes.code, code));
}

export type NewClubInvoice = Omit<typeof clubInvoices.$inferInsert, 'businessId' | 'id'>;

export async function insertClubInvoice(scope: TenantScope, invoice: NewClubInvoice): Promise<ClubInvoiceRow> {
  const [row] = await scope.db.insert(clubInvoices).values(scope.values(invoice)).returning();
  return row!;
}

export async function findClubInvoice(scope: TenantScope, id: number, lock = false) {
  const query = scope.db
    .select()
    .from(clubInvoices)
    .where(scope.where(clubInvoices, eq(clubInvoices.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateClubInvoice(
  scope: TenantScope,
  id: number,
  changes: Partial<Omit<ClubInvoiceRow, 'id' | 'businessId'>>,
): Promise<ClubInvoiceRow> {
  const [row] = await scope.db
    .update(clubInvoices)
    .set(changes)
    .where(scope.where(clubInvoices, eq(clubInvoices.id, id)))
    .returning();
  return row!;
}

export async function listClubInvoices(scope: TenantScope, limit: number): Promise<ClubInvoiceRow[]> {
  return scope.db
    .select()
    .from(clubInvoices)
    .where(scope.where(clubInvoices))
    .orderBy(desc(clubInvoices.periodStart), desc(clubInvoices.id))
    .limit(limit);
}

/** The club's last paid invoice (what a plan change credits the unused part of). */
export async function lastPaidInvoice(scope: TenantScope): Promise<ClubInvoiceRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(clubInvoices)
    .where(scope.where(clubInvoices, eq(clubInvoices.status, 'paid')))
    .orderBy(desc(clubInvoices.periodStart))
    .limit(1);
  return row;
}

/** The club's invoice still being tried (declined, to retry or to charge on a new card). */
export async function openClubInvoice(scope: TenantScope): Promise<ClubInvoiceRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(clubInvoices)
    .where(scope.where(clubInvoices, inArray(clubInvoices.status, ['pending', 'failed'])))
    .orderBy(desc(clubInvoices.periodStart))
    .limit(1);
  return row;
}

/** Subscriptions the renewal sweep acts on at `at`: a trial or period that ended, or a retry that is due. */
export async function dueClubSubscriptions(db: Executor, at: Date, limit: number): Promise<ClubSubscriptionRow[]> {
  return db
    .select()
    .from(clubSubscriptions)
    .where(
      or(
        and(inArray(clubSubscriptions.status, ['trialing', 'active']), lte(clubSubscriptions.currentPeriodEnd, at)),
        and(eq(clubSubscriptions.status, 'incomplete'), lte(clubSubscriptions.nextAttemptAt, at)),
      ),
    )
    .orderBy(asc(clubSubscriptions.currentPeriodEnd))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Invoices waiting for their charge (the renewal sweep's, after its commit). */
export async function pendingClubInvoices(db: Executor, limit: number): Promise<ClubInvoiceRow[]> {
  return db
    .select()
    .from(clubInvoices)
    .where(eq(clubInvoices.status, 'pending'))
    .orderBy(asc(clubInvoices.id))
    .limit(limit);
}

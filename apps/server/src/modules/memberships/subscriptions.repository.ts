import { and, asc, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { plans, subscriptionInvoices, subscriptions, type Executor, type TenantScope } from '@fairplay/db';

/** The only reader and writer of subscriptions and subscription_invoices. */

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = Omit<typeof subscriptions.$inferInsert, 'id' | 'businessId' | 'createdAt'>;
export type InvoiceRow = typeof subscriptionInvoices.$inferSelect;

export const LIVE = ['trialing', 'active', 'incomplete'] as const;

/** Inserts a live subscription; undefined when the member already has a live one of the plan (the unique index). */
export async function insertSubscription(
  scope: TenantScope,
  values: NewSubscription,
): Promise<SubscriptionRow | undefined> {
  const [row] = await scope.db.insert(subscriptions).values(scope.values(values)).onConflictDoNothing().returning();
  return row;
}

export async function findSubscription(
  scope: TenantScope,
  id: number,
  lock = false,
): Promise<SubscriptionRow | undefined> {
  const query = scope.db
    .select()
    .from(subscriptions)
    .where(scope.where(subscriptions, eq(subscriptions.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function subscriptionsOf(scope: TenantScope, userIds: readonly number[]): Promise<SubscriptionRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return scope.db
    .select()
    .from(subscriptions)
    .where(scope.where(subscriptions, inArray(subscriptions.userId, [...userIds])))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

/** A plan's live subscriptions (trialing, active or incomplete), oldest first. */
export function liveSubscriptionsOfPlan(scope: TenantScope, planId: number): Promise<SubscriptionRow[]> {
  return scope.db
    .select()
    .from(subscriptions)
    .where(scope.where(subscriptions, and(eq(subscriptions.planId, planId), inArray(subscriptions.status, [...LIVE]))))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
}

export async function updateSubscription(
  scope: TenantScope,
  id: number,
  changes: Partial<NewSubscription>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await scope.db
    .update(subscriptions)
    .set(changes)
    .where(scope.where(subscriptions, eq(subscriptions.id, id)))
    .returning();
  return row;
}

/**
 * Claims a plan change of the subscription as it was read (plan, credit, status and change version), unless another
 * change holds a claim newer than `staleBefore`: one conditional update, so of two changes at once the database lets
 * exactly one through. Answers the claimed change version, or null when another change won.
 */
export async function claimChange(
  scope: TenantScope,
  row: SubscriptionRow,
  toPlanId: number,
  at: Date,
  staleBefore: Date,
): Promise<number | null> {
  const [claimed] = await scope.db
    .update(subscriptions)
    .set({ changeVersion: sql`${subscriptions.changeVersion} + 1`, pendingPlanId: toPlanId, pendingSince: at })
    .where(
      scope.where(
        subscriptions,
        and(
          eq(subscriptions.id, row.id),
          eq(subscriptions.changeVersion, row.changeVersion),
          eq(subscriptions.planId, row.planId),
          eq(subscriptions.credit, row.credit),
          eq(subscriptions.status, row.status),
          or(isNull(subscriptions.pendingPlanId), lte(subscriptions.pendingSince, staleBefore)),
        ),
      ),
    )
    .returning({ version: subscriptions.changeVersion });
  return claimed?.version ?? null;
}

/** Gives up a claimed change that did not go through (declined card, refused write), if it is still the claim. */
export async function releaseChange(scope: TenantScope, id: number, version: number): Promise<void> {
  await scope.db
    .update(subscriptions)
    .set({ pendingPlanId: null, pendingSince: null })
    .where(scope.where(subscriptions, and(eq(subscriptions.id, id), eq(subscriptions.changeVersion, version))));
}

/** A plan's new amount for its live subscriptions (staff chose to apply it to existing ones). */
export async function repriceLive(scope: TenantScope, planId: number, amount: number): Promise<void> {
  await scope.db
    .update(subscriptions)
    .set({ amount })
    .where(scope.where(subscriptions, and(eq(subscriptions.planId, planId), inArray(subscriptions.status, [...LIVE]))));
}

export async function methodInUse(scope: TenantScope, methodId: number): Promise<boolean> {
  const [row] = await scope.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      scope.where(
        subscriptions,
        and(eq(subscriptions.paymentMethodId, methodId), inArray(subscriptions.status, [...LIVE])),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Family plans (not individual) the family's payer pays a live subscription of: they cover the whole family. */
export async function liveFamilyPlanIdsOf(scope: TenantScope, payerUserId: number): Promise<number[]> {
  const rows = await scope.db
    .selectDistinct({ planId: subscriptions.planId })
    .from(subscriptions)
    .innerJoin(plans, and(eq(plans.id, subscriptions.planId), eq(plans.businessId, subscriptions.businessId)))
    .where(
      scope.where(
        subscriptions,
        and(
          eq(subscriptions.payerUserId, payerUserId),
          eq(plans.isIndividual, false),
          inArray(subscriptions.status, ['trialing', 'active']),
        ),
      ),
    );
  return rows.map((row) => row.planId);
}

/** Plans a member holds a live subscription of (who-can-book by plan). */
export async function livePlanIdsOf(scope: TenantScope, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await scope.db
    .selectDistinct({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(
      scope.where(
        subscriptions,
        and(inArray(subscriptions.userId, [...userIds]), inArray(subscriptions.status, ['trialing', 'active'])),
      ),
    );
  return rows.map((row) => row.planId);
}

/** How many of a member's own subscriptions are not over (trialing, active or incomplete: still billed). */
export async function openSubscriptionCount(scope: TenantScope, userId: number): Promise<number> {
  const rows = await scope.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      scope.where(
        subscriptions,
        and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['trialing', 'active', 'incomplete'])),
      ),
    );
  return rows.length;
}

/**
 * Subscriptions whose next billing date has come (all clubs: the renewal sweep). A pause that has ended counts as
 * over; a paused one is billed at its moved date anyway (the pause moved current_period_end past resumes_at).
 */
export function dueSubscriptions(db: Executor, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['trialing', 'active']),
        lte(subscriptions.currentPeriodEnd, now),
        or(isNull(subscriptions.resumesAt), lte(subscriptions.resumesAt, now)),
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Records a period to bill; undefined when it is on record already (a period is billed once). */
export async function insertInvoice(
  db: Executor,
  values: Omit<typeof subscriptionInvoices.$inferInsert, 'id' | 'createdAt'>,
): Promise<InvoiceRow | undefined> {
  const [row] = await db.insert(subscriptionInvoices).values(values).onConflictDoNothing().returning();
  return row;
}

export function pendingInvoices(db: Executor, limit: number): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.status, 'pending'))
    .orderBy(asc(subscriptionInvoices.id))
    .limit(limit);
}

export async function findInvoice(scope: TenantScope, id: number, lock = false): Promise<InvoiceRow | undefined> {
  const query = scope.db
    .select()
    .from(subscriptionInvoices)
    .where(scope.where(subscriptionInvoices, eq(subscriptionInvoices.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The invoice a charge paid (a refund of that charge is a refund of the purchase), if any. */
export async function invoiceOfCharge(scope: TenantScope, chargeId: number): Promise<InvoiceRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(subscriptionInvoices)
    .where(scope.where(subscriptionInvoices, eq(subscriptionInvoices.chargeId, chargeId)))
    .limit(1);
  return row;
}

/** The latest unpaid invoice of a subscription (the one a new card pays). */
export async function openInvoiceOf(scope: TenantScope, subscriptionId: number): Promise<InvoiceRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(subscriptionInvoices)
    .where(
      scope.where(
        subscriptionInvoices,
        and(
          eq(subscriptionInvoices.subscriptionId, subscriptionId),
          inArray(subscriptionInvoices.status, ['pending', 'failed']),
        ),
      ),
    )
    .orderBy(desc(subscriptionInvoices.id))
    .limit(1);
  return row;
}

export async function updateInvoice(
  scope: TenantScope,
  id: number,
  changes: Partial<Pick<InvoiceRow, 'status' | 'attempts' | 'chargeId'>>,
): Promise<InvoiceRow | undefined> {
  const [row] = await scope.db
    .update(subscriptionInvoices)
    .set(changes)
    .where(scope.where(subscriptionInvoices, eq(subscriptionInvoices.id, id)))
    .returning();
  return row;
}

/** Claims the next attempt of an unpaid invoice (its number names the charge's idempotency key). */
export async function nextAttempt(scope: TenantScope, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await scope.db
    .update(subscriptionInvoices)
    .set({ attempts: sql`${subscriptionInvoices.attempts} + 1`, status: 'pending' })
    .where(
      scope.where(
        subscriptionInvoices,
        and(eq(subscriptionInvoices.id, id), inArray(subscriptionInvoices.status, ['pending', 'failed'])),
      ),
    )
    .returning();
  return row;
}

/** What the subscription's coupon took off the period it is in (the paid invoice of that period; 0 without one). */
export async function currentPeriodDiscount(scope: TenantScope, row: SubscriptionRow): Promise<number> {
  const [invoice] = await scope.db
    .select({ discount: subscriptionInvoices.discount })
    .from(subscriptionInvoices)
    .where(
      scope.where(
        subscriptionInvoices,
        and(
          eq(subscriptionInvoices.subscriptionId, row.id),
          eq(subscriptionInvoices.periodStart, row.currentPeriodStart),
          eq(subscriptionInvoices.status, 'paid'),
        ),
      ),
    )
    .limit(1);
  return invoice?.discount ?? 0;
}

/** Forgets a subscription whose first charge was refused before any money moved (its invoices go with it). */
export async function deleteSubscription(scope: TenantScope, id: number): Promise<void> {
  await scope.db.delete(subscriptions).where(scope.where(subscriptions, eq(subscriptions.id, id)));
}

/** A condition on a user id: the user holds a live subscription of the plan (the customers list's plan filter). */
export function memberOnPlanCondition(scope: TenantScope, planId: number, userId: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM ${subscriptions} WHERE ${subscriptions.businessId} = ${scope.businessId}
    AND ${subscriptions.userId} = ${userId} AND ${subscriptions.planId} = ${planId}
    AND ${subscriptions.status} IN ('trialing', 'active', 'incomplete'))`;
}

import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { plans, subscriptions, type TenantScope } from '@fairplay/db';

/** The only reader and writer of plans. */

export type PlanRow = typeof plans.$inferSelect;
export type PlanValues = Omit<typeof plans.$inferInsert, 'id' | 'businessId' | 'createdAt' | 'archivedAt'>;

export function listPlans(scope: TenantScope, oneTime: boolean, enabledOnly = false): Promise<PlanRow[]> {
  return scope.db
    .select()
    .from(plans)
    .where(
      scope.where(
        plans,
        and(
          eq(plans.oneTime, oneTime),
          isNull(plans.archivedAt),
          enabledOnly ? eq(plans.isDisabled, false) : undefined,
        ),
      ),
    )
    .orderBy(asc(plans.position), asc(plans.id));
}

/** Every live plan and product of the club (the public page, and the order call). */
export function allPlans(scope: TenantScope): Promise<PlanRow[]> {
  return scope.db
    .select()
    .from(plans)
    .where(scope.where(plans, isNull(plans.archivedAt)))
    .orderBy(asc(plans.position), asc(plans.id));
}

/** A live plan (or, with `archivedToo`, one deleted since: past subscriptions keep naming it). */
export async function findPlan(
  scope: TenantScope,
  id: number,
  lock = false,
  archivedToo = false,
): Promise<PlanRow | undefined> {
  const query = scope.db
    .select()
    .from(plans)
    .where(scope.where(plans, and(eq(plans.id, id), archivedToo ? undefined : isNull(plans.archivedAt))));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertPlan(scope: TenantScope, values: PlanValues): Promise<PlanRow> {
  // A new plan goes last in the club's order.
  const [last] = await scope.db
    .select({ max: sql<number>`coalesce(max(${plans.position}), 0)` })
    .from(plans)
    .where(scope.where(plans));
  const [row] = await scope.db
    .insert(plans)
    .values(scope.values({ ...values, position: Number(last?.max ?? 0) + 1 }))
    .returning();
  return row!;
}

export async function updatePlan(
  scope: TenantScope,
  id: number,
  changes: Partial<PlanValues> & { archivedAt?: Date },
): Promise<PlanRow | undefined> {
  const [row] = await scope.db
    .update(plans)
    .set(changes)
    .where(scope.where(plans, and(eq(plans.id, id), isNull(plans.archivedAt))))
    .returning();
  return row;
}

export async function setPositions(scope: TenantScope, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries())
    await scope.db
      .update(plans)
      .set({ position: index + 1 })
      .where(scope.where(plans, eq(plans.id, id)));
}

/** Live subscriptions per plan. */
export async function subscriberCounts(scope: TenantScope, planIds: readonly number[]): Promise<Map<number, number>> {
  if (planIds.length === 0) return new Map();
  const rows = await scope.db
    .select({ planId: subscriptions.planId, count: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(
      scope.where(
        subscriptions,
        and(
          inArray(subscriptions.planId, [...planIds]),
          inArray(subscriptions.status, ['trialing', 'active', 'incomplete']),
        ),
      ),
    )
    .groupBy(subscriptions.planId);
  return new Map(rows.map((row) => [row.planId, Number(row.count)]));
}

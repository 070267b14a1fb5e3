import { and, asc, desc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import {
  pointEntities,
  pointGiftRefunds,
  pointLots,
  pointSpendLots,
  pointSpends,
  type Executor,
  type TenantScope,
} from '@fairplay/db';

/** The only reader and writer of point_entities, point_lots, point_spends, point_spend_lots and point_gift_refunds. */

export type PointEntityRow = typeof pointEntities.$inferSelect;
export type PointLotRow = typeof pointLots.$inferSelect;
export type NewPointLot = Omit<typeof pointLots.$inferInsert, 'businessId'>;
export type PointSpendRow = typeof pointSpends.$inferSelect;
export type NewPointSpend = Omit<typeof pointSpends.$inferInsert, 'businessId'>;
export type PointSpendLotRow = typeof pointSpendLots.$inferSelect;

// ---- Point entities

export function listEntities(scope: TenantScope): Promise<PointEntityRow[]> {
  return scope.db.select().from(pointEntities).where(scope.where(pointEntities)).orderBy(asc(pointEntities.id));
}

export async function findEntityOfGroup(scope: TenantScope, groupId: number): Promise<PointEntityRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(pointEntities)
    .where(scope.where(pointEntities, eq(pointEntities.facilityGroupId, groupId)));
  return row;
}

/** Undefined when the facility group already has its entity (the unique key decides). */
export async function insertEntity(
  scope: TenantScope,
  values: Pick<PointEntityRow, 'facilityGroupId' | 'pricePerPoint' | 'expirationDate' | 'status'> & { at: Date },
): Promise<PointEntityRow | undefined> {
  const { at, ...rest } = values;
  const [row] = await scope.db
    .insert(pointEntities)
    .values(scope.values({ ...rest, createdAt: at, updatedAt: at }))
    .onConflictDoNothing({ target: [pointEntities.businessId, pointEntities.facilityGroupId] })
    .returning();
  return row;
}

export async function updateEntity(
  scope: TenantScope,
  id: number,
  changes: Partial<Pick<PointEntityRow, 'pricePerPoint' | 'expirationDate' | 'status' | 'updatedAt'>>,
): Promise<PointEntityRow | undefined> {
  const [row] = await scope.db
    .update(pointEntities)
    .set(changes)
    .where(scope.where(pointEntities, eq(pointEntities.id, id)))
    .returning();
  return row;
}

// ---- Lots

/** Undefined when a lot with the same idempotency key exists (a concurrent or repeated request). */
export async function insertLot(scope: TenantScope, values: NewPointLot): Promise<PointLotRow | undefined> {
  const [row] = await scope.db
    .insert(pointLots)
    .values(scope.values(values))
    .onConflictDoNothing({ target: [pointLots.businessId, pointLots.idempotencyKey] })
    .returning();
  return row;
}

export async function findLot(scope: TenantScope, id: number, lock = false): Promise<PointLotRow | undefined> {
  const query = scope.db
    .select()
    .from(pointLots)
    .where(scope.where(pointLots, eq(pointLots.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findLotByKey(scope: TenantScope, key: string): Promise<PointLotRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(pointLots)
    .where(scope.where(pointLots, eq(pointLots.idempotencyKey, key)));
  return row;
}

/** A bought lot whose charge succeeded: its points become spendable, once (of two finishers the second gets none). */
export async function activateLot(scope: TenantScope, id: number, chargeId: number): Promise<PointLotRow | undefined> {
  const [row] = await scope.db
    .update(pointLots)
    .set({ status: 'active', remaining: sql`${pointLots.points}`, chargeId })
    .where(scope.where(pointLots, eq(pointLots.id, id), eq(pointLots.status, 'pending')))
    .returning();
  return row;
}

export async function failLot(scope: TenantScope, id: number, chargeId: number | null): Promise<void> {
  await scope.db
    .update(pointLots)
    .set({ status: 'failed', chargeId })
    .where(scope.where(pointLots, eq(pointLots.id, id), eq(pointLots.status, 'pending')));
}

/** A bought lot waiting for its charge (the card holder must authenticate): the charge it waits for. */
export async function markWaiting(scope: TenantScope, id: number, chargeId: number): Promise<void> {
  await scope.db
    .update(pointLots)
    .set({ chargeId })
    .where(scope.where(pointLots, eq(pointLots.id, id), eq(pointLots.status, 'pending')));
}

/** The clubs with bought lots waiting for a named charge (for the settle job, across clubs). */
export async function clubsWithWaitingLots(db: Executor): Promise<number[]> {
  const rows = await db
    .selectDistinct({ businessId: pointLots.businessId })
    .from(pointLots)
    .where(and(eq(pointLots.status, 'pending'), isNotNull(pointLots.chargeId)));
  return rows.map((row) => row.businessId);
}

/** A club's lots waiting for a named charge, locked; lots another worker or request holds are left to it. */
export function waitingLots(scope: TenantScope, limit: number): Promise<PointLotRow[]> {
  return scope.db
    .select()
    .from(pointLots)
    .where(scope.where(pointLots, eq(pointLots.status, 'pending'), isNotNull(pointLots.chargeId)))
    .orderBy(asc(pointLots.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function deletePendingLot(scope: TenantScope, id: number): Promise<void> {
  await scope.db.delete(pointLots).where(scope.where(pointLots, eq(pointLots.id, id), eq(pointLots.status, 'pending')));
}

export function lotsOfMember(scope: TenantScope, userId: number, giftsOnly = false): Promise<PointLotRow[]> {
  return scope.db
    .select()
    .from(pointLots)
    .where(scope.where(pointLots, eq(pointLots.userId, userId), giftsOnly ? eq(pointLots.source, 'gift') : undefined))
    .orderBy(desc(pointLots.createdAt), desc(pointLots.id));
}

/**
 * The member's lots in a facility group that can pay now, the ones expiring first first. With `lock` they stay
 * locked to the end of the caller's transaction: a concurrent spend waits and then sees what this one left.
 */
export function spendableLots(
  scope: TenantScope,
  userId: number,
  groupId: number,
  at: Date,
  lock: boolean,
): Promise<PointLotRow[]> {
  const query = scope.db
    .select()
    .from(pointLots)
    .where(
      scope.where(
        pointLots,
        eq(pointLots.userId, userId),
        eq(pointLots.facilityGroupId, groupId),
        eq(pointLots.status, 'active'),
        gt(pointLots.remaining, 0),
        gt(pointLots.expiresAt, at),
      ),
    )
    .orderBy(asc(pointLots.expiresAt), asc(pointLots.id));
  return lock ? query.for('update') : query;
}

/** Moves `points` out of a lot's remaining into `column` (taken: spent, or refunded); never below zero. */
export async function takeFromLot(
  scope: TenantScope,
  id: number,
  points: number,
  into: 'spent' | 'refunded',
): Promise<boolean> {
  const rows = await scope.db
    .update(pointLots)
    .set(
      into === 'refunded'
        ? { remaining: sql`${pointLots.remaining} - ${points}`, refunded: sql`${pointLots.refunded} + ${points}` }
        : { remaining: sql`${pointLots.remaining} - ${points}` },
    )
    .where(scope.where(pointLots, eq(pointLots.id, id), sql`${pointLots.remaining} >= ${points}`))
    .returning({ id: pointLots.id });
  return rows.length > 0;
}

/** Points of a refunded spend back into their lot (into `expired` when the lot has expired since). */
export async function returnToLot(scope: TenantScope, id: number, points: number, expired: boolean): Promise<void> {
  await scope.db
    .update(pointLots)
    .set(
      expired
        ? { expired: sql`${pointLots.expired} + ${points}` }
        : { remaining: sql`${pointLots.remaining} + ${points}` },
    )
    .where(scope.where(pointLots, eq(pointLots.id, id)));
}

/** The clubs that have lots past their expiry still holding points (for the expiry job, across clubs). */
export async function clubsWithDueLots(db: Executor, at: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ businessId: pointLots.businessId })
    .from(pointLots)
    .where(and(eq(pointLots.status, 'active'), lte(pointLots.expiresAt, at)));
  return rows.map((row) => row.businessId);
}

/** A club's lots due to expire, locked; lots another worker holds are left to it. */
export function dueLots(scope: TenantScope, at: Date, limit: number): Promise<PointLotRow[]> {
  return scope.db
    .select()
    .from(pointLots)
    .where(scope.where(pointLots, eq(pointLots.status, 'active'), lte(pointLots.expiresAt, at)))
    .orderBy(asc(pointLots.expiresAt), asc(pointLots.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function expireLot(scope: TenantScope, id: number): Promise<void> {
  await scope.db
    .update(pointLots)
    .set({ status: 'expired', expired: sql`${pointLots.expired} + ${pointLots.remaining}`, remaining: 0 })
    .where(scope.where(pointLots, eq(pointLots.id, id), eq(pointLots.status, 'active')));
}

// ---- Spends

export async function insertSpend(scope: TenantScope, values: NewPointSpend): Promise<PointSpendRow | undefined> {
  const [row] = await scope.db
    .insert(pointSpends)
    .values(scope.values(values))
    .onConflictDoNothing({ target: [pointSpends.businessId, pointSpends.idempotencyKey] })
    .returning();
  return row;
}

export async function insertSpendLots(
  scope: TenantScope,
  spendId: number,
  parts: { lotId: number; points: number }[],
): Promise<void> {
  if (parts.length === 0) return;
  await scope.db.insert(pointSpendLots).values(parts.map((part) => scope.values({ spendId, ...part })));
}

export async function findSpend(scope: TenantScope, id: number, lock = false): Promise<PointSpendRow | undefined> {
  const query = scope.db
    .select()
    .from(pointSpends)
    .where(scope.where(pointSpends, eq(pointSpends.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findSpendByKey(scope: TenantScope, key: string): Promise<PointSpendRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(pointSpends)
    .where(scope.where(pointSpends, eq(pointSpends.idempotencyKey, key)));
  return row;
}

export function spendsOfMember(scope: TenantScope, userId: number): Promise<PointSpendRow[]> {
  return scope.db
    .select()
    .from(pointSpends)
    .where(scope.where(pointSpends, eq(pointSpends.userId, userId)))
    .orderBy(desc(pointSpends.createdAt), desc(pointSpends.id));
}

/** The lots a spend took from, the latest-expiring first (a refund gives those back first), locked. */
export function partsOfSpend(
  scope: TenantScope,
  spendId: number,
): Promise<(PointSpendLotRow & { lot: PointLotRow })[]> {
  return scope.db
    .select({
      id: pointSpendLots.id,
      businessId: pointSpendLots.businessId,
      spendId: pointSpendLots.spendId,
      lotId: pointSpendLots.lotId,
      points: pointSpendLots.points,
      returned: pointSpendLots.returned,
      lot: pointLots,
    })
    .from(pointSpendLots)
    .innerJoin(
      pointLots,
      and(eq(pointLots.id, pointSpendLots.lotId), eq(pointLots.businessId, pointSpendLots.businessId)),
    )
    .where(scope.where(pointSpendLots, eq(pointSpendLots.spendId, spendId)))
    .orderBy(desc(pointLots.expiresAt), desc(pointLots.id))
    .for('update');
}

export async function markReturned(scope: TenantScope, spendId: number, lotId: number, points: number): Promise<void> {
  await scope.db
    .update(pointSpendLots)
    .set({ returned: sql`${pointSpendLots.returned} + ${points}` })
    .where(scope.where(pointSpendLots, eq(pointSpendLots.spendId, spendId), eq(pointSpendLots.lotId, lotId)));
}

export async function markSpendRefunded(scope: TenantScope, spendId: number, points: number): Promise<void> {
  await scope.db
    .update(pointSpends)
    .set({ refunded: sql`${pointSpends.refunded} + ${points}` })
    .where(scope.where(pointSpends, eq(pointSpends.id, spendId)));
}

// ---- Gift refunds

export type PointGiftRefundRow = typeof pointGiftRefunds.$inferSelect;

/** The gift refund a point/refund_gift call with this Idempotency-Key made, if any. */
export async function findGiftRefundByKey(scope: TenantScope, key: string): Promise<PointGiftRefundRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(pointGiftRefunds)
    .where(scope.where(pointGiftRefunds, eq(pointGiftRefunds.idempotencyKey, key)));
  return row;
}

export async function insertGiftRefund(
  scope: TenantScope,
  values: Pick<PointGiftRefundRow, 'lotId' | 'points' | 'idempotencyKey' | 'requestHash' | 'createdBy'>,
): Promise<void> {
  await scope.db.insert(pointGiftRefunds).values(scope.values(values));
}

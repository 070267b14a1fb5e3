import { desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { classPackUses, classPacks, type TenantScope } from '@fairplay/db';

/** The only reader and writer of class_packs and class_pack_uses. */

export type ClassPackRow = typeof classPacks.$inferSelect;
export type ClassPackUseRow = typeof classPackUses.$inferSelect;
export type NewClassPack = Omit<typeof classPacks.$inferInsert, 'businessId' | 'id' | 'usesLeft'>;

/** Undefined when the purchase already has its pack (the unique key decides, so a retried payment grants once). */
export async function insertPack(scope: TenantScope, values: NewClassPack): Promise<ClassPackRow | undefined> {
  const [row] = await scope.db
    .insert(classPacks)
    .values(scope.values({ ...values, usesLeft: values.usesTotal }))
    .onConflictDoNothing({ target: [classPacks.businessId, classPacks.subscriptionId] })
    .returning();
  return row;
}

export async function findPack(scope: TenantScope, id: number): Promise<ClassPackRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(classPacks)
    .where(scope.where(classPacks, eq(classPacks.id, id)));
  return row;
}

export function packsOfMember(scope: TenantScope, userId: number): Promise<ClassPackRow[]> {
  return scope.db
    .select()
    .from(classPacks)
    .where(scope.where(classPacks, eq(classPacks.userId, userId)))
    .orderBy(desc(classPacks.createdAt), desc(classPacks.id));
}

/**
 * Takes one use: a conditional UPDATE, so two bookings racing for the last use queue on the row and the second
 * finds none left (undefined); the CHECK uses_left >= 0 refuses going below zero whatever the caller does.
 */
export async function takeOneUse(scope: TenantScope, packId: number): Promise<ClassPackRow | undefined> {
  const [row] = await scope.db
    .update(classPacks)
    .set({ usesLeft: sql`${classPacks.usesLeft} - 1` })
    .where(scope.where(classPacks, eq(classPacks.id, packId), gt(classPacks.usesLeft, 0)))
    .returning();
  return row;
}

/** A use given back: it pays off uses a refund found already spent (uses_owed) first, else it is usable again. */
export async function giveOneUseBack(scope: TenantScope, packId: number): Promise<void> {
  await scope.db
    .update(classPacks)
    .set({
      usesOwed: sql`greatest(${classPacks.usesOwed} - 1, 0)`,
      usesLeft: sql`${classPacks.usesLeft} + CASE WHEN ${classPacks.usesOwed} > 0 THEN 0 ELSE 1 END`,
    })
    .where(scope.where(classPacks, eq(classPacks.id, packId)));
}

/** The pack of a purchase, locked to the end of the transaction (a refund changes it). */
export async function lockPackOfPurchase(
  scope: TenantScope,
  subscriptionId: number,
): Promise<ClassPackRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(classPacks)
    .where(scope.where(classPacks, eq(classPacks.subscriptionId, subscriptionId)))
    .for('update');
  return row;
}

export async function setPackRevocation(
  scope: TenantScope,
  packId: number,
  values: Pick<ClassPackRow, 'usesLeft' | 'usesRevoked' | 'usesOwed'>,
): Promise<void> {
  await scope.db
    .update(classPacks)
    .set(values)
    .where(scope.where(classPacks, eq(classPacks.id, packId)));
}

export async function insertUse(
  scope: TenantScope,
  values: Pick<ClassPackUseRow, 'packId' | 'change' | 'description' | 'actorId' | 'createdAt'> & {
    returnedUseId?: number;
    refund?: boolean;
  },
): Promise<ClassPackUseRow | undefined> {
  const [row] = await scope.db
    .insert(classPackUses)
    .values(scope.values(values))
    .onConflictDoNothing({ target: [classPackUses.businessId, classPackUses.returnedUseId] })
    .returning();
  return row;
}

export async function findUse(scope: TenantScope, id: number): Promise<ClassPackUseRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(classPackUses)
    .where(scope.where(classPackUses, eq(classPackUses.id, id)));
  return row;
}

export function usesOfPacks(scope: TenantScope, packIds: number[]): Promise<ClassPackUseRow[]> {
  if (packIds.length === 0) return Promise.resolve([]);
  return scope.db
    .select()
    .from(classPackUses)
    .where(scope.where(classPackUses, inArray(classPackUses.packId, packIds)))
    .orderBy(desc(classPackUses.createdAt), desc(classPackUses.id));
}

/** The packs the uses belong to, by use id. */
export async function packIdsOfUses(scope: TenantScope, useIds: number[]): Promise<Map<number, number>> {
  if (useIds.length === 0) return new Map();
  const rows = await scope.db
    .select({ id: classPackUses.id, packId: classPackUses.packId })
    .from(classPackUses)
    .where(scope.where(classPackUses, inArray(classPackUses.id, useIds)));
  return new Map(rows.map((row) => [row.id, row.packId]));
}

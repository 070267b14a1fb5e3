import { and, eq, lt, sql } from 'drizzle-orm';
import { idempotencyKeys, type Executor } from '@fairplay/db';

/** One caller's key: keys are per club and user, so two people never collide on the same value. */
export interface KeyOwner {
  businessId: number;
  userId: number;
}

export type StoredKey = typeof idempotencyKeys.$inferSelect;

const ownKey = (owner: KeyOwner, key: string) =>
  and(
    eq(idempotencyKeys.businessId, owner.businessId),
    eq(idempotencyKeys.userId, owner.userId),
    eq(idempotencyKeys.key, key),
  );

export async function deleteExpiredKey(db: Executor, owner: KeyOwner, key: string, createdBefore: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(and(ownKey(owner, key), lt(idempotencyKeys.createdAt, createdBefore)));
}

/**
 * Claims the key for this attempt. False when it is taken; a concurrent attempt holding it uncommitted makes
 * this wait until that attempt commits (then false) or rolls back (then true).
 */
export async function claimKey(
  db: Executor,
  owner: KeyOwner,
  key: string,
  request: { route: string; requestHash: string; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...owner, key, route: request.route, requestHash: request.requestHash, createdAt: request.now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export async function findKey(db: Executor, owner: KeyOwner, key: string): Promise<StoredKey | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(ownKey(owner, key)).limit(1);
  return row;
}

export async function storeAnswer(db: Executor, owner: KeyOwner, key: string, answer: unknown): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: 200, response: sql`${JSON.stringify(answer)}::jsonb` })
    .where(ownKey(owner, key));
}

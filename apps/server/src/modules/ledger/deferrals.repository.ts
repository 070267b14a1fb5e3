import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import { ledgerEntries, revenueDeferrals, type Executor, type TenantScope } from '@fairplay/db';

/** The only reader and writer of revenue_deferrals. */

export type DeferralRow = typeof revenueDeferrals.$inferSelect;
export type DeferralSource = DeferralRow['source'];

/** What is still deferred of a row: neither released, expired nor given back. */
export const leftOf = (row: Pick<DeferralRow, 'amount' | 'released' | 'expired' | 'returned'>) =>
  row.amount - row.released - row.expired - row.returned;

const open = sql`${revenueDeferrals.released} + ${revenueDeferrals.expired} + ${revenueDeferrals.returned} < ${revenueDeferrals.amount}`;

export async function insertDeferral(
  scope: TenantScope,
  values: Omit<typeof revenueDeferrals.$inferInsert, 'businessId'>,
): Promise<DeferralRow> {
  const [row] = await scope.db.insert(revenueDeferrals).values(scope.values(values)).returning();
  return row!;
}

/** The deferral a charge opened, locked for the caller's transaction. */
export async function deferralOfCharge(scope: TenantScope, chargeId: number): Promise<DeferralRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(revenueDeferrals)
    .where(scope.where(revenueDeferrals, eq(revenueDeferrals.chargeId, chargeId)))
    .for('update');
  return row;
}

/** The open deferrals of a subscription or a point lot, oldest first, locked. */
export async function openDeferralsOf(
  scope: TenantScope,
  source: DeferralSource,
  refId: number,
): Promise<DeferralRow[]> {
  return scope.db
    .select()
    .from(revenueDeferrals)
    .where(
      scope.where(revenueDeferrals, and(eq(revenueDeferrals.source, source), eq(revenueDeferrals.refId, refId), open)),
    )
    .orderBy(asc(revenueDeferrals.startsAt), asc(revenueDeferrals.id))
    .for('update');
}

/** Every deferral of a subscription or a point lot (open or not), oldest first, locked. */
export async function deferralsOf(scope: TenantScope, source: DeferralSource, refId: number): Promise<DeferralRow[]> {
  return scope.db
    .select()
    .from(revenueDeferrals)
    .where(scope.where(revenueDeferrals, and(eq(revenueDeferrals.source, source), eq(revenueDeferrals.refId, refId))))
    .orderBy(asc(revenueDeferrals.startsAt), asc(revenueDeferrals.id))
    .for('update');
}

export async function updateDeferral(
  scope: TenantScope,
  id: number,
  values: Partial<
    Pick<DeferralRow, 'released' | 'expired' | 'returned' | 'releasedThrough' | 'endsAt' | 'unitsLeft' | 'unitsUsed'>
  >,
): Promise<void> {
  await scope.db
    .update(revenueDeferrals)
    .set(values)
    .where(scope.where(revenueDeferrals, eq(revenueDeferrals.id, id)));
}

/**
 * Deferrals of every club with something due at `at`: a plan's period with a whole day (or its end) passed since
 * it was last released, or a class pack past its expiry with money left. Locked, skipping rows another run holds.
 */
export async function dueDeferrals(db: Executor, at: Date, limit: number): Promise<DeferralRow[]> {
  const dayAgo = new Date(at.getTime() - 86_400_000);
  return db
    .select()
    .from(revenueDeferrals)
    .where(
      and(
        open,
        or(
          and(
            eq(revenueDeferrals.cadence, 'period'),
            or(lte(revenueDeferrals.releasedThrough, dayAgo), lte(revenueDeferrals.endsAt, at)),
          ),
          and(eq(revenueDeferrals.source, 'pack'), lte(revenueDeferrals.endsAt, at)),
        ),
      ),
    )
    .orderBy(asc(revenueDeferrals.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Clubs whose deferred_revenue balance differs from what their deferrals have left: always empty while every
 * movement of the account goes with its deferral's row. The money tests assert it.
 */
export async function deferralMismatches(
  db: Executor,
): Promise<{ businessId: number; ledger: number; deferrals: number }[]> {
  const ledger = await db
    .select({
      businessId: ledgerEntries.businessId,
      cents: sql<number>`-sum(${ledgerEntries.amount})::float8`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, 'deferred_revenue'))
    .groupBy(ledgerEntries.businessId);
  const deferred = await db
    .select({
      businessId: revenueDeferrals.businessId,
      cents:
        sql<number>`sum(${revenueDeferrals.amount} - ${revenueDeferrals.released} - ${revenueDeferrals.expired} - ${revenueDeferrals.returned})::float8`.mapWith(
          Number,
        ),
    })
    .from(revenueDeferrals)
    .groupBy(revenueDeferrals.businessId);
  const sums = new Map<number, { businessId: number; ledger: number; deferrals: number }>();
  const at = (businessId: number) => {
    if (!sums.has(businessId)) sums.set(businessId, { businessId, ledger: 0, deferrals: 0 });
    return sums.get(businessId)!;
  };
  for (const row of ledger) at(row.businessId).ledger = row.cents;
  for (const row of deferred) at(row.businessId).deferrals = row.cents;
  return [...sums.values()].filter((row) => row.ledger !== row.deferrals);
}

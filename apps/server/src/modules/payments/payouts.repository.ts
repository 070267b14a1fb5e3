import { and, desc, eq } from 'drizzle-orm';
import { payouts, type TenantScope } from '@fairplay/db';

/** The only reader and writer of payouts. */

export type PayoutRow = typeof payouts.$inferSelect;

/** Records a payout the provider reported, once per provider payout id (undefined: it was recorded before). */
export async function insertPayout(
  scope: TenantScope,
  values: Omit<typeof payouts.$inferInsert, 'id' | 'businessId' | 'createdAt'>,
): Promise<PayoutRow | undefined> {
  const [row] = await scope.db.insert(payouts).values(scope.values(values)).onConflictDoNothing().returning();
  return row;
}

/** A paid payout the bank returned: moved to `failed` once (undefined: it was not paid, or moved already). */
export async function failPaidPayout(scope: TenantScope, providerPayoutId: string): Promise<PayoutRow | undefined> {
  const [row] = await scope.db
    .update(payouts)
    .set({ status: 'failed' })
    .where(scope.where(payouts, eq(payouts.providerPayoutId, providerPayoutId), eq(payouts.status, 'paid')))
    .returning();
  return row;
}

/** The club's payouts, newest first. */
export async function listPayouts(scope: TenantScope, limit: number): Promise<PayoutRow[]> {
  return scope.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.businessId, scope.businessId)))
    .orderBy(desc(payouts.arrivalDate), desc(payouts.id))
    .limit(limit);
}

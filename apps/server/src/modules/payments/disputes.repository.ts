import { eq } from 'drizzle-orm';
import type { DisputeStatus } from '@fairplay/contracts';
import { charges, disputeMovements, disputes, type TenantScope } from '@fairplay/db';

/** The only reader and writer of disputes and dispute_movements (and of a charge's dispute_status). */

export type DisputeRow = typeof disputes.$inferSelect;

/**
 * Records a dispute as the provider has it now: inserted the first time, its status, reason and evidence date
 * updated after (the provider's re-read is always the newest state). The charge shows the status.
 */
export async function saveDispute(
  scope: TenantScope,
  values: {
    chargeId: number;
    providerDisputeId: string;
    amount: number;
    currency: string;
    reason: string;
    status: DisputeStatus;
    evidenceDueBy: Date | null;
    now: Date;
  },
): Promise<DisputeRow> {
  const { now, ...fields } = values;
  const [row] = await scope.db
    .insert(disputes)
    .values(scope.values({ ...fields, createdAt: now, updatedAt: now }))
    .onConflictDoUpdate({
      target: [disputes.businessId, disputes.providerDisputeId],
      set: { status: fields.status, reason: fields.reason, evidenceDueBy: fields.evidenceDueBy, updatedAt: now },
    })
    .returning();
  await scope.db
    .update(charges)
    .set({ disputeStatus: fields.status })
    .where(scope.where(charges, eq(charges.id, fields.chargeId)));
  return row!;
}

/** A balance transaction of a dispute, recorded once: undefined when it was recorded already. */
export async function insertDisputeMovement(
  scope: TenantScope,
  values: { disputeId: number; providerTransactionId: string; amount: number; fee: number },
): Promise<typeof disputeMovements.$inferSelect | undefined> {
  const [row] = await scope.db
    .insert(disputeMovements)
    .values(scope.values(values))
    .onConflictDoNothing({ target: [disputeMovements.businessId, disputeMovements.providerTransactionId] })
    .returning();
  return row;
}

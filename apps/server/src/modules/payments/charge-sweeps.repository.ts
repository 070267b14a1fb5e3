import { and, asc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { charges, type Executor } from '@fairplay/db';

/**
 * The payments jobs' reads across clubs (system jobs have no club): which charges need settling. Each answers
 * the club with the charge, and the job acts on it through a TenantScope of that club.
 */

export interface SweptCharge {
  id: number;
  businessId: number;
}

/** Authorizations (`authorized`) whose hold ends at or before `until`, the nearest first. */
export function expiringAuthorizations(db: Executor, until: Date, limit: number): Promise<SweptCharge[]> {
  return db
    .select({ id: charges.id, businessId: charges.businessId })
    .from(charges)
    .where(and(eq(charges.status, 'authorized'), lte(charges.authorizationExpiresAt, until)))
    .orderBy(asc(charges.authorizationExpiresAt), asc(charges.id))
    .limit(limit);
}

/**
 * Provider charges left `processing` or `requires_action` since before `before` (a crash between the provider's
 * answer and our write, a missed webhook, a card holder who never authenticated). Monthly invoices' collections are
 * left to their own follow-up job, which also records the invoice's attempt.
 */
export function staleCharges(db: Executor, before: Date, limit: number): Promise<SweptCharge[]> {
  return db
    .select({ id: charges.id, businessId: charges.businessId })
    .from(charges)
    .where(
      and(
        inArray(charges.status, ['processing', 'requires_action']),
        isNotNull(charges.provider),
        isNull(charges.collectsInvoiceId),
        lte(charges.createdAt, before),
      ),
    )
    .orderBy(asc(charges.createdAt), asc(charges.id))
    .limit(limit);
}

import { eq } from 'drizzle-orm';
import { businesses, type TenantScope } from '@fairplay/db';
import type { BusinessRow } from '../users/users.repository.js';

export async function findOwnBusiness(scope: TenantScope): Promise<BusinessRow | undefined> {
  const [row] = await scope.db.select().from(businesses).where(eq(businesses.id, scope.businessId)).limit(1);
  return row;
}

/** One UPDATE of the club's own row, so a save is all or nothing. */
export async function updateOwnBusiness(
  scope: TenantScope,
  changes: Partial<typeof businesses.$inferInsert>,
): Promise<BusinessRow | undefined> {
  const [row] = await scope.db.update(businesses).set(changes).where(eq(businesses.id, scope.businessId)).returning();
  return row;
}

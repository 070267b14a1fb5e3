import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { demoCodes, locations, type Executor } from '@fairplay/db';

/**
 * The club's first location at its address, in the registration's transaction.
 * TODO(lead): replace by `createFirstLocation(tx, ...)` from modules/locations/index.ts once merged; this is the
 * last table here that auth does not own.
 */
export async function insertFirstLocation(
  tx: Executor,
  businessId: number,
  club: { name: string; address: string },
): Promise<void> {
  await tx.insert(locations).values({ businessId, name: club.name, address: club.address });
}

/** demo_codes belongs to auth: registration is its only reader (the demo seed writes it). */
export async function findDemoCode(db: Executor, code: string, now: Date) {
  const [row] = await db
    .select()
    .from(demoCodes)
    .where(
      and(eq(demoCodes.code, code.trim().toUpperCase()), or(isNull(demoCodes.expiresAt), gt(demoCodes.expiresAt, now))),
    )
    .limit(1);
  return row;
}

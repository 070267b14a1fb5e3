import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { demoCodes, type Executor } from '@fairplay/db';

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

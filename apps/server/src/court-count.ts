import { count } from 'drizzle-orm';
import { courts, type TenantScope } from '@fairplay/db';

/**
 * How many courts the club has, for the session's and the settings' `fields_count`.
 * TODO(lead): temporary. The courts table belongs to the courts module: once it exports `countCourts(scope)` from
 * modules/courts/index.ts, wire that in app.ts and delete this file.
 */
export async function countCourts(scope: TenantScope): Promise<number> {
  const [row] = await scope.db.select({ total: count() }).from(courts).where(scope.where(courts));
  return row?.total ?? 0;
}

import type { TenantScope } from '@fairplay/db';
import { memberIdsQuery } from './clubs.repository.js';

/** The user ids of every active member of the club (bulk e-mail to all members). */
export async function memberUserIds(scope: TenantScope): Promise<number[]> {
  return (await memberIdsQuery(scope)).map((row) => row.userId);
}

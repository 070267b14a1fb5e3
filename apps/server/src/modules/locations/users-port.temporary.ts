import { inArray } from 'drizzle-orm';
import { users, type Database } from '@fairplay/db';
import type { UserNamesPort } from './ports.js';

/**
 * Temporary: reads the users table until identity exports the same lookup. Replaced by clubs/identity at merge;
 * wired in app.ts only.
 */
export function temporaryUserNames(db: Database): UserNamesPort {
  return async (ids) => {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
      .from(users)
      .where(inArray(users.id, [...new Set(ids)]));
    return new Map(rows.map(({ id, ...name }) => [id, name]));
  };
}

import { inArray, sql } from 'drizzle-orm';
import { insertBatches, users, type Executor } from '@fairplay/db';
import type { NewUser } from './identity.repository.js';

/** Bulk account reads and writes for imports: a statement per few thousand rows, never one per person. */

/** inArray sends one parameter per value; this keeps a list well under PostgreSQL's 65,535. */
const LOOKUP_CHUNK = 10_000;

export interface UserContact {
  id: number;
  email: string;
  phone: string | null;
  dob: string | null;
}

/** The accounts with these (lowercased) e-mails, with the contact details an import may fill in. */
export async function findUsersByEmails(db: Executor, emails: readonly string[]): Promise<UserContact[]> {
  const found: UserContact[] = [];
  for (let start = 0; start < emails.length; start += LOOKUP_CHUNK) {
    const chunk = emails.slice(start, start + LOOKUP_CHUNK);
    found.push(
      ...(await db
        .select({ id: users.id, email: users.email, phone: users.phone, dob: users.dob })
        .from(users)
        .where(inArray(users.email, chunk))),
    );
  }
  return found;
}

/**
 * Creates the accounts in multi-row INSERTs. An e-mail (or username) taken meanwhile by someone else is skipped,
 * not an error: the caller finds those by e-mail and treats them as existing accounts. Answers the new rows.
 */
export async function insertUsersBatch(
  db: Executor,
  rows: readonly NewUser[],
): Promise<{ id: number; email: string }[]> {
  const created: { id: number; email: string }[] = [];
  for (const batch of insertBatches(users, rows)) {
    created.push(
      ...(await db.insert(users).values(batch).onConflictDoNothing().returning({ id: users.id, email: users.email })),
    );
  }
  return created;
}

/**
 * Fills an account's phone and birth date where it has none, in one UPDATE: an import never overwrites what a
 * person entered themselves (their account is theirs, and may belong to other clubs too).
 */
export async function fillBlankContacts(
  db: Executor,
  rows: readonly { userId: number; phone: string | null; dob: string | null }[],
  now: Date,
): Promise<void> {
  const given = rows.filter((row) => row.phone !== null || row.dob !== null);
  if (given.length === 0) return;
  const values = sql.join(
    given.map((row) => sql`(${row.userId}::integer, ${row.phone}::text, ${row.dob}::date)`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE users SET
      phone = COALESCE(users.phone, v.phone),
      dob = COALESCE(users.dob, v.dob),
      updated_at = ${now.toISOString()}::timestamptz
    FROM (VALUES ${values}) AS v (id, phone, dob)
    WHERE users.id = v.id
      AND ((users.phone IS NULL AND v.phone IS NOT NULL) OR (users.dob IS NULL AND v.dob IS NOT NULL))`);
}

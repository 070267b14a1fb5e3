import { inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { users, type Executor } from '@fairplay/db';

/**
 * The people side of the customers list: their names and contact details, and the search condition the clubs
 * module's keyset page runs for each of its rows (a "person filter"), so the page is driven by the club's own
 * membership index and its cost follows the club's size.
 */

export interface PersonRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  dob: string | null;
  profileImage: string | null;
}

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  dob: users.dob,
  profileImage: users.profileImage,
};

/** A condition on one person, given the column that holds their user id in the caller's query. */
export type PersonFilter = (userId: SQLWrapper) => SQL;

/**
 * Search by name ("First Last" or "Last First"), e-mail or phone, case-insensitive, anywhere in the text
 * (users.search_text, kept by the database). Phone numbers are stored as digits (with an optional +), so a search
 * that looks like a phone number with at least three digits also matches the phone's digits. LIKE's wildcards in
 * the search are taken literally. `nameOnly` (the member directory) never matches contact details.
 */
export function personFilter(search: string | undefined, nameOnly = false): PersonFilter | undefined {
  const text = search?.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const conditions: SQL[] = nameOnly
    ? [
        sql`lower(${users.firstName} || ' ' || ${users.lastName}) LIKE ${pattern}`,
        sql`lower(${users.lastName} || ' ' || ${users.firstName}) LIKE ${pattern}`,
      ]
    : [sql`${users.searchText} LIKE ${pattern}`];
  const digits = text.replace(/\D/g, '');
  if (!nameOnly && digits.length >= 3 && /^[+\d\s().-]+$/.test(text)) {
    conditions.push(sql`${users.phone} LIKE ${`%${digits}%`}`);
  }
  const matches = or(...conditions)!;
  return (userId) => sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} AND (${matches}))`;
}

/** The list fields of the given people, in the order of `userIds` (absent ids are skipped). */
export async function findPersons(db: Executor, userIds: number[]): Promise<PersonRow[]> {
  if (userIds.length === 0) return [];
  const rows = await db.select(personColumns).from(users).where(inArray(users.id, userIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return userIds.flatMap((id) => byId.get(id) ?? []);
}

/** One person's list fields, or undefined. */
export async function findPerson(db: Executor, userId: number): Promise<PersonRow | undefined> {
  return (await findPersons(db, [userId]))[0];
}

/** The account with this e-mail (stored lowercased), if any. */
export async function findUserIdByEmail(db: Executor, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} = ${email.toLowerCase()}`)
    .limit(1);
  return row?.id;
}

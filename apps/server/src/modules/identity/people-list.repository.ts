import { and, desc, inArray, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { users, type Executor } from '@fairplay/db';

/**
 * The people of a list (a club's members or visitors, given as a subquery of user ids by the clubs module),
 * searched and paged by user id, newest accounts first. A keyset page: `beforeId` is the last id of the previous
 * page, so a page costs the same however deep it is and rows added meanwhile never shift it.
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

/**
 * Search by name ("First Last" or "Last First"), e-mail or phone, case-insensitive, anywhere in the text. Phone
 * numbers are stored as digits (with an optional +), so the search's digits are matched when it has at least three.
 * LIKE's wildcards in the search are taken literally. `nameOnly` (the member directory) never matches contact details.
 */
export function personSearch(search: string | undefined, nameOnly = false): SQL | undefined {
  const text = search?.trim().toLowerCase();
  if (!text) return undefined;
  const escaped = text.replace(/[\\%_]/g, (char) => `\\${char}`);
  const pattern = `%${escaped}%`;
  const conditions: SQL[] = [
    sql`lower(${users.firstName} || ' ' || ${users.lastName}) LIKE ${pattern}`,
    sql`lower(${users.lastName} || ' ' || ${users.firstName}) LIKE ${pattern}`,
  ];
  if (nameOnly) return or(...conditions);
  conditions.push(sql`${users.email} LIKE ${pattern}`);
  const digits = text.replace(/\D/g, '');
  if (digits.length >= 3 && /^[+\d\s().-]+$/.test(text)) conditions.push(sql`${users.phone} LIKE ${`%${digits}%`}`);
  return or(...conditions);
}

export async function pagePeople(
  db: Executor,
  among: SQLWrapper,
  page: { search?: string | undefined; beforeId: number; limit: number; nameOnly?: boolean },
): Promise<PersonRow[]> {
  return db
    .select(personColumns)
    .from(users)
    .where(
      and(
        inArray(users.id, among),
        page.beforeId > 0 ? lt(users.id, page.beforeId) : undefined,
        personSearch(page.search, page.nameOnly),
      ),
    )
    .orderBy(desc(users.id))
    .limit(page.limit);
}

export async function countPeople(db: Executor, among: SQLWrapper, search?: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(inArray(users.id, among), personSearch(search)));
  return row?.count ?? 0;
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

/** One person's list fields, or undefined. */
export async function findPerson(db: Executor, userId: number): Promise<PersonRow | undefined> {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .where(sql`${users.id} = ${userId}`)
    .limit(1);
  return row;
}

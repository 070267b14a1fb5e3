import { and, asc, eq, gt, inArray, isNull, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { anyInteger, authSessions, passwordResets, prepared, users, type Executor } from '@fairplay/db';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByLogin(db: Executor, login: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.username, login), eq(users.email, login)))
    .limit(1);
  return user;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function isUsernameTaken(db: Executor, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return row !== undefined;
}

export async function isEmailTaken(db: Executor, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined && row.id !== exceptUserId;
}

export async function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export async function insertSession(
  db: Executor,
  session: { userId: number; tokenHash: string; expiresAt: Date; userAgent: string | null; ip: string | null },
): Promise<void> {
  await db.insert(authSessions).values(session);
}

/** Every request's session check: prepared once (`prepared`), the token's hash and the time as placeholders. */
const liveSessionQuery = (db: Executor) =>
  prepared(db, 'identity_live_session', (on) =>
    on
      .select({ sessionId: authSessions.id, user: users })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(
        and(
          eq(authSessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1)
      .prepare('identity_live_session'),
  );

export async function findLiveSession(db: Executor, tokenHash: string, now: Date) {
  const [row] = await liveSessionQuery(db).execute({ tokenHash, now: now.toISOString() });
  return row;
}

/** Which of the given sessions are still live (not revoked, not expired at `now`), in one query. */
export async function findLiveSessionIds(db: Executor, sessionIds: number[], now: Date): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(inArray(authSessions.id, sessionIds), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)));
  return new Set(rows.map((row) => row.id));
}

export async function revokeSession(db: Executor, sessionId: number, now: Date): Promise<void> {
  await db.update(authSessions).set({ revokedAt: now }).where(eq(authSessions.id, sessionId));
}

export async function revokeAllSessions(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

export async function replaceResetCode(
  db: Executor,
  reset: { userId: number; codeHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
  await db.insert(passwordResets).values(reset);
}

/**
 * Takes one of the newest open code's tries, in one statement: only a taken try may compare the code, and the
 * database lets no more than `maxAttempts` be taken however many guesses arrive at once. Answers the code's hash,
 * or undefined when there is no open code or its tries are spent.
 */
export async function takeResetAttempt(db: Executor, userId: number, maxAttempts: number, now: Date) {
  const open = and(isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));
  const [newest] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), open))
    .orderBy(sql`${passwordResets.createdAt} DESC`)
    .limit(1);
  if (!newest) return undefined;
  const [taken] = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(and(eq(passwordResets.id, newest.id), open, lt(passwordResets.attempts, maxAttempts)))
    .returning({ id: passwordResets.id, codeHash: passwordResets.codeHash });
  return taken;
}

/** Uses the code up; false when another request used it first (two right guesses at once set one password). */
export async function claimReset(db: Executor, resetId: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return claimed.length > 0;
}

/** The given users' ids, types, "First Last" names and e-mails, in one query. */
export async function findPeople(
  db: Executor,
  userIds: number[],
): Promise<{ userId: number; userType: 'bu' | 'nbu'; fullName: string; email: string }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: users.id,
      userType: users.userType,
      fullName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      email: users.email,
    })
    .from(users)
    .where(inArray(users.id, userIds));
}

/** The given users' first and last names, by first name then id. */
export async function findNames(
  db: Executor,
  userIds: readonly number[],
): Promise<{ userId: number; firstName: string; lastName: string; username: string }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(anyInteger(users.id, userIds))
    .orderBy(asc(users.firstName), asc(users.id));
}

/**
 * Active users among `among` (a subquery of user ids, e.g. a club's members) whose "First Last" contains
 * `search`, by first name, last name and id. One query: the caller's subquery runs inside it.
 */
export async function searchActivePeople(
  db: Executor,
  among: SQLWrapper,
  search: string,
  limit: number,
): Promise<{ userId: number; fullName: string; userType: 'bu' | 'nbu' }[]> {
  const pattern = `%${search.replace(/[%_\\]/g, '')}%`;
  return db
    .select({
      userId: users.id,
      fullName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      userType: users.userType,
    })
    .from(users)
    .where(
      and(
        inArray(users.id, among),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ILIKE ${pattern}`,
        eq(users.status, 'active'),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(limit);
}

export async function updateUser(db: Executor, userId: number, changes: Partial<NewUser>): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

/** The given users' names, e-mail and phone, in one query (personal data: for staff with members read only). */
export async function findContacts(
  db: Executor,
  userIds: readonly number[],
): Promise<{ userId: number; firstName: string; lastName: string; email: string; phone: string | null }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .where(inArray(users.id, [...userIds]))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** The user with this public uid (user/public/info). */
export async function findUserByUid(db: Executor, uid: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.uid, uid));
  return row;
}

/**
 * For statements other modules compose (the court sheet's, in appointments, through app.ts): the "First Last" name
 * of the user `userId`, as findNames' callers write it; NULL for an unknown id.
 */
export function userFullNameSql(userId: SQL): SQL {
  return sql`(SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = ${userId})`;
}

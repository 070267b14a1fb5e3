import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { authSessions, queryRows, type DatabaseHandle } from '@fairplay/db';

/** Who the mixed load's clients are: a few staff and a few members, each with a session token. */
export interface MixedSessions {
  staff: string[];
  members: string[];
}

const STAFF_USERNAMES = ['owner', 'admin', 'reception'];
const MEMBERS = 12;

/**
 * Writes session tokens for a handful of the demo club's staff and members straight into `auth_sessions`, before
 * the server starts: 200 clients share them, so the load signs in nobody and never meets the sign-in limits.
 */
export async function mintSessions(handle: DatabaseHandle, businessId: number): Promise<MixedSessions> {
  const people = await queryRows<{ id: number; staff: boolean }>(
    handle.db,
    sql`(SELECT u.id, true AS staff FROM users u
          WHERE u.username IN (${sql.join(
            STAFF_USERNAMES.map((name) => sql`${name}`),
            sql`, `,
          )}) ORDER BY u.id)
        UNION ALL
        (SELECT u.id, false AS staff FROM business_members bm JOIN users u ON u.id = bm.user_id
          WHERE bm.business_id = ${businessId} AND u.user_type = 'nbu' ORDER BY u.id LIMIT ${MEMBERS})`,
  );
  const sessions: MixedSessions = { staff: [], members: [] };
  const expiresAt = new Date(Date.now() + 86_400_000);
  for (const person of people) {
    const token = randomBytes(32).toString('base64url');
    await handle.db.insert(authSessions).values({
      userId: Number(person.id),
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt,
      userAgent: 'bench mixed load',
      ip: null,
    });
    (person.staff ? sessions.staff : sessions.members).push(token);
  }
  if (sessions.staff.length === 0 || sessions.members.length === 0)
    throw new Error('the demo club has no staff or no members to sign in');
  return sessions;
}

/**
 * Occurrences that overlap an earlier one on the same court (every stored occurrence holds its court: cancelled
 * and deleted ones are removed). The exclusion constraint should make this 0 whatever the load did.
 */
export async function countDoubleBookings(handle: DatabaseHandle): Promise<number> {
  const [row] = await queryRows<{ overlaps: number }>(
    handle.db,
    sql`SELECT count(*)::int AS overlaps FROM (
          SELECT starts_at, max(ends_at) OVER (
                   PARTITION BY business_id, court_id ORDER BY starts_at, id
                   ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS previous_end
          FROM appointments) AS ordered
        WHERE starts_at < previous_end`,
  );
  return Number(row?.overlaps ?? -1);
}

import { createHash, randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { authSessions, users, type Executor } from '@fairplay/db';
import type { Principal } from './probe.js';

const DEMO_USERNAMES: Record<Exclude<Principal, 'anonymous'>, string> = {
  member: 'member',
  owner: 'owner',
  coach: 'coach',
};

/**
 * Session tokens for the sweep's principals, written straight into `auth_sessions` rather than signed in through
 * `auth/login`: the sweep sends hostile sign-ins of its own, and must not depend on how sign-in limits are counted
 * or where they are kept. A token a request revoked (sign-out, a password change) is replaced by a fresh one.
 */
export class SweepSessions {
  private readonly tokens = new Map<Principal, string>();

  private constructor(
    private readonly db: Executor,
    private readonly userIds: Map<string, number>,
    private readonly now: () => Date,
  ) {}

  static async open(db: Executor, now: () => Date): Promise<SweepSessions> {
    const rows = await db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.username, Object.values(DEMO_USERNAMES)));
    return new SweepSessions(db, new Map(rows.map((row) => [row.username, row.id])), now);
  }

  /** The principal's token, and whether one had to be written now (which moves the database's fingerprint). */
  async tokenFor(principal: Principal): Promise<{ token: string | null; minted: boolean }> {
    if (principal === 'anonymous') return { token: null, minted: false };
    const existing = this.tokens.get(principal);
    if (existing) return { token: existing, minted: false };
    const userId = this.userIds.get(DEMO_USERNAMES[principal]);
    if (userId === undefined) throw new Error(`the demo club has no ${principal} to sign in`);
    const token = randomBytes(32).toString('base64url');
    await this.db.insert(authSessions).values({
      userId,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(this.now().getTime() + 86_400_000),
      userAgent: 'api sweep',
      ip: null,
    });
    this.tokens.set(principal, token);
    return { token, minted: true };
  }

  /** The token stopped working (answered 401): the next request gets a fresh one. */
  forget(principal: Principal): void {
    this.tokens.delete(principal);
  }
}

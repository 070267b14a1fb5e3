import type { Executor } from '@fairplay/db';
import { insertSession } from './identity.repository.js';
import { hashSecret, newSessionToken } from './tokens.js';

export interface SessionMeta {
  userAgent: string | null;
  ip: string | null;
  ttlHours: number;
}

/** Opens a session and returns its token; the token itself is never stored. */
export async function createSession(db: Executor, userId: number, meta: SessionMeta, now: Date): Promise<string> {
  const token = newSessionToken();
  await insertSession(db, {
    userId,
    tokenHash: hashSecret(token),
    expiresAt: new Date(now.getTime() + meta.ttlHours * 3_600_000),
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip,
  });
  return token;
}

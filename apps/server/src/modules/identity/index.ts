import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../../module.js';

export {
  ACCESS_TOKEN_HEADER,
  identityPlugin,
  requireAuth,
  requireMember,
  type Access,
  type AuthContext,
  type BusinessRow,
  type ClubLoader,
  type MemberContext,
  type MembershipContext,
} from './identity.plugin.js';
export type { NewUser, UserRow } from './identity.repository.js';
export { userFullNameSql } from './identity.repository.js';
export { createSession, type SessionMeta } from './sessions.js';
export { fillBlankContacts, findUsersByEmails, insertUsersBatch, type UserContact } from './users-batch.repository.js';
export { SESSION_CHECK_MS, SessionWatch, type WatchedSession } from './session-watch.js';
export { hashSecret, newResetCode, sameHash } from './tokens.js';
export {
  findPerson,
  findPersons,
  findUserIdByEmail,
  personFilter,
  type PersonFilter,
  type PersonRow,
} from './people-list.repository.js';
export {
  findContacts,
  findNames,
  findPeople,
  findUserById,
  findUserByUid,
  findUserByLogin,
  insertUser,
  isEmailTaken,
  isUsernameTaken,
  replaceResetCode,
  revokeAllSessions,
  revokeSession,
  takeResetAttempt,
  claimReset,
  searchActivePeople,
  setPasswordHash,
  updateUser,
} from './identity.repository.js';

/** Where a request comes from, as its session records it. */
export interface ClientMeta {
  ip: string;
  userAgent: string | null;
}

export function clientMeta(request: FastifyRequest): ClientMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

/**
 * Identity: accounts (users), their sessions and password resets. Its plugin (`identityPlugin`, registered by
 * app.ts) decorates every request with its user and member; it serves no routes of its own.
 */
export function identityModule(): AppModule {
  return { name: 'identity' };
}

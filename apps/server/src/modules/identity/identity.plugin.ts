import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_KEY_PREFIX, INTEGRATION_MESSAGES, MESSAGES, type EndpointAccess } from '@fairplay/contracts';
import { can } from '@fairplay/domain';
import type { MemberTypeKey, RoleFlags } from '@fairplay/domain';
import { TenantScope, type businesses, type Database, type Executor } from '@fairplay/db';
import { forbidden, unauthorized } from '../../errors.js';
import { findLiveSession, findUserById, type UserRow } from './identity.repository.js';
import type { SessionWatch } from './session-watch.js';
import { hashSecret } from './tokens.js';

/** The club row a member's context carries (read by the clubs module, which owns the table). */
export type BusinessRow = typeof businesses.$inferSelect;

/** The user's member type and roles in one club. */
export interface MembershipContext {
  memberId: number;
  memberTypeId: number;
  key: MemberTypeKey;
  name: string;
  manageLessons: boolean;
  roles: RoleFlags[];
}

/**
 * Loads the user's current club and their membership of it; given by app.ts from the clubs module, so identity
 * depends on no other module.
 */
export type ClubLoader = (
  db: Executor,
  userId: number,
  businessId: number,
) => Promise<{ business: BusinessRow | undefined; membership: MembershipContext | undefined }>;

/** Who may call a route; every route declares one through the endpoint table, and the default is 'signedIn'. */
export type Access = EndpointAccess;

export interface AuthContext {
  /** The session's id; 0 for a call made with an API key. */
  sessionId: number;
  user: UserRow;
  business: BusinessRow | null;
  membership: MembershipContext | null;
  /** The API key the call was made with (acting as `user` in the key's club), or null for a session. */
  apiKey: { id: number; scope: 'read' | 'write' } | null;
}

/**
 * Checks an API key (`Authorization: Bearer fp_live_...`) and counts it against its rate limit (throwing 429);
 * given by app.ts from the integrations module, which owns the keys. Null: unknown or revoked.
 */
export type ApiKeyAuthenticator = (
  token: string,
) => Promise<{ id: number; businessId: number; userId: number; scope: 'read' | 'write' } | null>;

/** A signed-in member of a club, with the scope that keeps their queries inside it. */
export interface MemberContext extends AuthContext {
  business: BusinessRow;
  membership: MembershipContext;
  scope: TenantScope;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in user of this request, or null. */
    auth: AuthContext | null;
    /** The signed-in user as a member of their current club, or null when they have none. */
    member: MemberContext | null;
  }
}

export const ACCESS_TOKEN_HEADER = 'access-token';
const CHOOSE_A_CLUB = 'Please choose a club first.';

async function loadAuth(db: Database, loadClub: ClubLoader, token: string, now: Date): Promise<AuthContext | null> {
  const session = await findLiveSession(db, hashSecret(token), now);
  if (!session) return null;
  const { user } = session;
  const businessId = user.currentBusinessId;
  const { business, membership } = businessId
    ? await loadClub(db, user.id, businessId)
    : { business: undefined, membership: undefined };
  return {
    sessionId: session.sessionId,
    user,
    business: business ?? null,
    membership: membership ?? null,
    apiKey: null,
  };
}

/** The bearer token of an `Authorization` header when it is an API key, else null. */
function apiKeyOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S{1,200})$/i.exec(header) : null;
  return match?.[1]?.startsWith(API_KEY_PREFIX) ? match[1] : null;
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * A call made with an API key: the key's staff member in the key's club, as a staff token of theirs would be, within
 * the key's scope (read: GET only). Refused where the endpoint table says keys may not call.
 */
async function loadKeyAuth(
  db: Database,
  loadClub: ClubLoader,
  authenticate: ApiKeyAuthenticator,
  request: FastifyRequest,
  token: string,
): Promise<AuthContext> {
  if (request.routeOptions.config.apiKey === false) throw forbidden(INTEGRATION_MESSAGES.notWithKey);
  const key = await authenticate(token);
  if (!key) throw unauthorized(INTEGRATION_MESSAGES.invalidKey);
  const user = await findUserById(db, key.userId);
  const { business, membership } = await loadClub(db, key.userId, key.businessId);
  // The staff member left the club, lost their staff role or their account: the key no longer opens anything.
  if (!user || user.status !== 'active' || !business || !membership || membership.key === 'member')
    throw unauthorized(INTEGRATION_MESSAGES.invalidKey);
  if (key.scope === 'read' && !READ_METHODS.has(request.method)) throw forbidden(INTEGRATION_MESSAGES.readOnlyKey);
  return { sessionId: 0, user, business, membership, apiKey: { id: key.id, scope: key.scope } };
}

function memberOf(db: Database, auth: AuthContext | null): MemberContext | null {
  if (!auth?.business || !auth.membership) return null;
  return {
    ...auth,
    business: auth.business,
    membership: auth.membership,
    scope: new TenantScope(db, auth.business.id),
  };
}

/** API routes are private unless they say otherwise; docs, web files and unknown paths need no sign-in. */
function accessOf(request: FastifyRequest): Access {
  const declared = request.routeOptions.config.access;
  if (declared) return declared;
  return request.routeOptions.url?.startsWith('/api/v1/') ? 'signedIn' : 'public';
}

export interface IdentityOptions {
  db: Database;
  now: () => Date;
  loadClub: ClubLoader;
  /** Long-lived answers (live-update streams) that end with their session. */
  sessions: SessionWatch;
  /** API keys (the integrations module's check); without it, `Authorization` headers are ignored. */
  apiKeys?: ApiKeyAuthenticator;
}

/**
 * Reads the session token of every request, decorates the request with its user and member, and enforces the
 * route's declared access before any handler runs.
 */
const identity: FastifyPluginAsync<IdentityOptions> = async (app, { db, now, loadClub, sessions, apiKeys }) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('member', null);
  app.addHook('onRequest', async (request) => {
    const access = accessOf(request);
    const header = request.headers[ACCESS_TOKEN_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    const key = apiKeys && access !== 'public' && !token ? apiKeyOf(request) : null;
    if (key && apiKeys) {
      request.auth = await loadKeyAuth(db, loadClub, apiKeys, request, key);
      request.member = memberOf(db, request.auth);
    } else if (token && token.length <= 200) {
      request.auth = await loadAuth(db, loadClub, token, now());
      request.member = memberOf(db, request.auth);
    }
    if (access === 'public') return;
    if (!request.auth) throw unauthorized(token ? MESSAGES.sessionExpired : MESSAGES.notSignedIn);
    if (request.auth.user.status !== 'active') throw unauthorized(MESSAGES.sessionExpired);
    if (access === 'signedIn') return;
    if (!request.member) throw forbidden(CHOOSE_A_CLUB);
    if (access !== 'member' && !can(request.member.membership.roles, access.resource, access.action)) {
      throw forbidden(access.denied);
    }
  });
  // A user's write may have ended their sessions (sign-out, password change): their open streams learn it now
  // rather than at the next periodic check.
  app.addHook('onResponse', async (request) => {
    if (request.method === 'GET' || !request.auth || !sessions.watches(request.auth.user.id)) return;
    await sessions.check();
  });
  app.addHook('onClose', async () => sessions.close());
};

export const identityPlugin = fp(identity, { name: 'identity', fastify: '5.x' });

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** For routes declared with 'member' or a resource: the caller's club, membership and tenant scope. */
export function requireMember(request: FastifyRequest): MemberContext {
  if (!request.member) throw forbidden(CHOOSE_A_CLUB);
  return request.member;
}

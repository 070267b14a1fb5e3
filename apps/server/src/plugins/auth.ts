import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@fairplay/contracts';
import { can, type Action, type Resource } from '@fairplay/domain';
import { TenantScope, type Database } from '@fairplay/db';
import { AppError, forbidden, unauthorized } from '../errors.js';
import { findLiveSession, type UserRow } from '../modules/auth/auth.repository.js';
import { hashSecret } from '../modules/auth/tokens.js';
import {
  findBusiness,
  loadMembership,
  type BusinessRow,
  type MembershipContext,
} from '../modules/users/users.repository.js';

/**
 * Who may call a route: anyone, any signed-in user, or a signed-in member of the selected club whose
 * member type grants `action` on `resource` (refused with `denied`, or the general message). Every route declares
 * one; the default is 'signedIn'.
 */
export type Access = 'public' | 'signedIn' | 'member' | { resource: Resource; action: Action; denied?: string };

export interface AuthContext {
  sessionId: number;
  user: UserRow;
  business: BusinessRow | null;
  membership: MembershipContext | null;
}

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
    auth: AuthContext | null;
  }
}

export const ACCESS_TOKEN_HEADER = 'access-token';

async function loadAuth(db: Database, token: string, now: Date): Promise<AuthContext | null> {
  const session = await findLiveSession(db, hashSecret(token), now);
  if (!session) return null;
  const { user } = session;
  const businessId = user.currentBusinessId;
  const [business, membership] = businessId
    ? await Promise.all([findBusiness(db, businessId), loadMembership(db, user.id, businessId)])
    : [undefined, undefined];
  return { sessionId: session.sessionId, user, business: business ?? null, membership: membership ?? null };
}

/** API routes are private unless they say otherwise; docs, web files and unknown paths need no sign-in. */
function accessOf(request: FastifyRequest): Access {
  const declared = request.routeOptions.config.access;
  if (declared) return declared;
  return request.routeOptions.url?.startsWith('/api/v1/') ? 'signedIn' : 'public';
}

export function registerAuth(app: FastifyInstance, db: Database, now: () => Date): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const access = accessOf(request);
    const header = request.headers[ACCESS_TOKEN_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    if (token && token.length <= 200) request.auth = await loadAuth(db, token, now());
    if (access === 'public') return;
    if (!request.auth) throw unauthorized(token ? MESSAGES.sessionExpired : MESSAGES.notSignedIn);
    if (request.auth.user.status !== 'active') throw unauthorized(MESSAGES.sessionExpired);
    if (access === 'signedIn') return;
    if (!request.auth.membership || !request.auth.business) throw forbidden('Please choose a club first.');
    if (access !== 'member' && !can(request.auth.membership.roles, access.resource, access.action))
      throw forbidden(access.denied);
  });
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** For routes declared with 'member' or a resource: the caller's club, membership and tenant scope. */
export function requireMember(request: FastifyRequest, db: Database): MemberContext {
  const auth = requireAuth(request);
  if (!auth.business || !auth.membership) throw new AppError(403, 'Please choose a club first.');
  return {
    ...auth,
    business: auth.business,
    membership: auth.membership,
    scope: new TenantScope(db, auth.business.id),
  };
}

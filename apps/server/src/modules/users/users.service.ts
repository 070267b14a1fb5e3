import argon2 from 'argon2';
import type { z } from 'zod';
import {
  JOIN_MESSAGES,
  MESSAGES,
  type SessionUser,
  type changePasswordBody,
  type updateProfileBody,
} from '@fairplay/contracts';
import { can } from '@fairplay/domain';
import { PASSWORD_HASH_OPTIONS, TenantScope } from '@fairplay/db';
import type { AppDeps } from '../../deps.js';
import { conflict, fieldError, forbidden, isUniqueViolation, notFound } from '../../errors.js';
import type { JoiningService } from '../joining/index.js';
import { findBusiness, updateBusiness } from '../clubs/index.js';
import {
  createSession,
  findUserById,
  isEmailTaken,
  revokeAllSessions,
  setPasswordHash,
  updateUser,
  type AuthContext,
  type SessionMeta,
} from '../identity/index.js';
import { createLimiter, LIMITS } from '../limits/index.js';
import { buildSessionUser, type CountCourts } from './session-user.js';

type ProfileChanges = z.output<typeof updateProfileBody>;

export function createUsersService({ db, now }: AppDeps, countCourts: CountCourts, joining: JoiningService) {
  const limiter = createLimiter(db, now);

  /** The signed-in user as the client keeps it, or undefined when the account is gone. */
  async function findSessionUser(userId: number): Promise<SessionUser | undefined> {
    const user = await findUserById(db, userId);
    return user ? buildSessionUser(db, user, countCourts, joining.joinRequestsOf) : undefined;
  }

  async function sessionUserOf(userId: number): Promise<SessionUser> {
    const user = await findSessionUser(userId);
    if (!user) throw notFound('User');
    return user;
  }

  return {
    findSessionUser,
    sessionUserOf,

    async updateProfile(auth: AuthContext, changes: ProfileChanges): Promise<SessionUser> {
      if (changes.business && !(auth.business && can(auth.membership?.roles, 'settings', 'update'))) {
        throw forbidden('Only club staff with settings access can rename the club.');
      }
      if (changes.email && changes.email !== auth.user.email) {
        // A taken address still answers 409, but each try counts: a signed-in user cannot list accounts this way.
        await limiter.reserve(LIMITS.emailChange, String(auth.user.id));
        if (await isEmailTaken(db, changes.email, auth.user.id)) throw conflict('email', MESSAGES.emailTaken);
      }
      try {
        await db.transaction(async (tx) => {
          await updateUser(tx, auth.user.id, {
            firstName: changes.first_name,
            lastName: changes.last_name,
            email: changes.email,
            phone: changes.phone === undefined ? undefined : changes.phone || null,
            dob: changes.dob,
            updatedAt: now(),
          });
          if (changes.business && auth.business) {
            await updateBusiness(new TenantScope(tx, auth.business.id), { name: changes.business.name });
          }
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('email', MESSAGES.emailTaken);
        throw error;
      }
      return sessionUserOf(auth.user.id);
    },

    async changePassword(auth: AuthContext, body: z.output<typeof changePasswordBody>, meta: SessionMeta) {
      const valid = await argon2.verify(auth.user.passwordHash, body.old_password);
      if (!valid) throw fieldError('old_password', MESSAGES.wrongOldPassword);
      const passwordHash = await argon2.hash(body.new_password, PASSWORD_HASH_OPTIONS);
      return db.transaction(async (tx) => {
        await setPasswordHash(tx, auth.user.id, passwordHash, now());
        await revokeAllSessions(tx, auth.user.id, now());
        return { token: await createSession(tx, auth.user.id, meta, now()) };
      });
    },

    /**
     * Switches the current club. A customer (nbu) who is not yet a member joins it as the club's join policy allows:
     * at once (open, or invited), or by a request that waits for staff (approval); the club becomes current only
     * once they are a member. Answers the session user and what happened, in words.
     */
    async setBusiness(auth: AuthContext, businessId: number): Promise<{ user: SessionUser; message: string }> {
      const business = await findBusiness(db, businessId);
      if (!business) throw notFound('Club');
      const outcome = await db.transaction(async (tx) => {
        const result = await joining.joinClub(tx, auth.user, business);
        if (result === 'member' || result === 'joined') await joining.setCurrentClub(tx, auth.user.id, businessId);
        return result;
      });
      const messages = {
        member: MESSAGES.success,
        joined: JOIN_MESSAGES.joined(business.name),
        requested: JOIN_MESSAGES.requested(business.name),
        pending: JOIN_MESSAGES.stillPending(business.name),
      };
      return { user: await sessionUserOf(auth.user.id), message: messages[outcome] };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

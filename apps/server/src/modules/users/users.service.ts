import argon2 from 'argon2';
import type { z } from 'zod';
import { MESSAGES, type SessionUser, type changePasswordBody, type updateProfileBody } from '@fairplay/contracts';
import { can } from '@fairplay/domain';
import { PASSWORD_HASH_OPTIONS, TenantScope } from '@fairplay/db';
import type { AppDeps } from '../../deps.js';
import { AppError, conflict, fieldError, forbidden, isUniqueViolation, notFound } from '../../errors.js';
import { findBusiness, findMemberTypeId, insertMember, loadMembership, updateBusiness } from '../clubs/index.js';
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
import { buildSessionUser, type CountCourts } from './session-user.js';

type ProfileChanges = z.output<typeof updateProfileBody>;

export function createUsersService({ db, now }: AppDeps, countCourts: CountCourts) {
  /** The signed-in user as the client keeps it, or undefined when the account is gone. */
  async function findSessionUser(userId: number): Promise<SessionUser | undefined> {
    const user = await findUserById(db, userId);
    return user ? buildSessionUser(db, user, countCourts) : undefined;
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
      if (changes.email && (await isEmailTaken(db, changes.email, auth.user.id)))
        throw conflict('email', MESSAGES.emailTaken);
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

    /** Switches the current club; a customer (nbu) may join a club as a member this way. */
    async setBusiness(auth: AuthContext, businessId: number): Promise<SessionUser> {
      const business = await findBusiness(db, businessId);
      if (!business) throw notFound('Club');
      await db.transaction(async (tx) => {
        const membership = await loadMembership(tx, auth.user.id, businessId);
        if (!membership) {
          if (auth.user.userType !== 'nbu') throw forbidden('Staff accounts can only switch between their own clubs.');
          const scope = new TenantScope(tx, businessId);
          const memberTypeId = await findMemberTypeId(scope, 'member');
          if (memberTypeId === undefined) throw new AppError(409, 'This club does not accept members yet.');
          await insertMember(scope, { userId: auth.user.id, memberTypeId });
        }
        await updateUser(tx, auth.user.id, { currentBusinessId: businessId, updatedAt: now() });
      });
      return sessionUserOf(auth.user.id);
    },

    async reactivateSubscription(auth: AuthContext): Promise<SessionUser> {
      if (!auth.business) throw forbidden('Please choose a club first.');
      if (auth.business.subscriptionStatus === 'canceled') {
        throw new AppError(409, 'A canceled subscription cannot be re-activated; please choose a plan again.');
      }
      await updateBusiness(new TenantScope(db, auth.business.id), { subscriptionResumesAt: null });
      return sessionUserOf(auth.user.id);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

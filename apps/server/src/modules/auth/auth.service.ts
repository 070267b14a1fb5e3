import argon2 from 'argon2';
import type { z } from 'zod';
import {
  MESSAGES,
  type LoginResponse,
  type SessionUser,
  type forgotPasswordBody,
  type loginBody,
  type registerBody,
  type resetPasswordBody,
} from '@fairplay/contracts';
import { newUid, PASSWORD_HASH_OPTIONS, type Executor } from '@fairplay/db';
import type { AppDeps } from '../../deps.js';
import { AppError, conflict, fieldError, isUniqueViolation, unauthorized } from '../../errors.js';
import { enqueueEmail } from '../mail/index.js';
import { createFirstLocation } from '../locations/index.js';
import { addOwner, createBusiness } from '../clubs/index.js';
import {
  createSession,
  findOpenReset,
  findUserByLogin,
  hashSecret,
  insertUser,
  isEmailTaken,
  isUsernameTaken,
  markResetUsed,
  newResetCode,
  recordResetAttempt,
  replaceResetCode,
  revokeAllSessions,
  revokeSession,
  sameHash,
  setPasswordHash,
  type ClientMeta,
  type NewUser,
  type SessionMeta,
} from '../identity/index.js';
import { findDemoCode } from './registration.repository.js';

const RESET_CODE_TTL_MS = 60 * 60_000;
const RESET_MAX_ATTEMPTS = 5;
/** Verifying against a real hash for unknown users keeps response times from revealing which usernames exist. */
const DUMMY_HASH_PROMISE = argon2.hash('not-a-real-password-1', PASSWORD_HASH_OPTIONS);

interface NewClub {
  name: string;
  address: string;
  timezone: string;
  plan: string;
}

/** What auth needs from the modules that build on identity. */
export interface AuthNeeds {
  /** The signed-in user as the client keeps it, or undefined when the account is gone (users module). */
  sessionUserOf(userId: number): Promise<SessionUser | undefined>;
}

/**
 * Business registration, in the caller's transaction so a failure leaves nothing behind: the club, its owner
 * (with the nine default member types and their roles), and a first location at the club's address.
 */
async function createClubWithOwner(tx: Executor, person: NewUser, club: NewClub): Promise<number> {
  const businessId = await createBusiness(tx, club);
  const ownerId = (await insertUser(tx, { ...person, currentBusinessId: businessId })).id;
  await addOwner(tx, businessId, ownerId);
  await createFirstLocation(tx, businessId, club);
  return ownerId;
}

export function createAuthService({ db, now, config, loginLimiter }: AppDeps, { sessionUserOf }: AuthNeeds) {
  const sessionMeta = (client: ClientMeta): SessionMeta => ({ ...client, ttlHours: config.tokenTtlHours });

  async function signIn(userId: number, client: ClientMeta): Promise<LoginResponse> {
    const token = await createSession(db, userId, sessionMeta(client), now());
    const user = await sessionUserOf(userId);
    if (!user) throw unauthorized(MESSAGES.incorrectCredentials);
    return { token, user };
  }

  return {
    async login(body: z.output<typeof loginBody>, client: ClientMeta): Promise<LoginResponse> {
      loginLimiter.assertCanTry(body.username, client.ip);
      const user = await findUserByLogin(db, body.username);
      const valid = await argon2.verify(user?.passwordHash ?? (await DUMMY_HASH_PROMISE), body.password);
      if (!user || !valid) {
        loginLimiter.recordFailure(body.username, client.ip);
        throw unauthorized(MESSAGES.incorrectCredentials);
      }
      if (user.status === 'blocked') {
        throw new AppError(403, user.blockMessage ?? MESSAGES.accountBlocked, { name: 'BlockError' });
      }
      if (user.status === 'paused') throw new AppError(403, MESSAGES.accountPaused, { name: 'PauseError' });
      loginLimiter.recordSuccess(body.username);
      return signIn(user.id, client);
    },

    async logout(sessionId: number): Promise<void> {
      await revokeSession(db, sessionId, now());
    },

    async isUsernameAvailable(username: string): Promise<boolean> {
      const normalized = username.trim().toLowerCase();
      if (!/^[a-z0-9._]{2,22}$/.test(normalized)) return false;
      return !(await isUsernameTaken(db, normalized));
    },

    async verifyDemoCode(code: string) {
      const demo = await findDemoCode(db, code, now());
      return { valid: demo !== undefined, plan: demo?.plan ?? null };
    },

    async register(body: z.output<typeof registerBody>, client: ClientMeta): Promise<LoginResponse> {
      loginLimiter.assertSensitiveAllowed(client.ip);
      if (await isUsernameTaken(db, body.username)) throw conflict('username', MESSAGES.usernameTaken);
      if (await isEmailTaken(db, body.email)) throw conflict('email', MESSAGES.emailTaken);
      const passwordHash = await argon2.hash(body.password, PASSWORD_HASH_OPTIONS);
      const person = {
        uid: newUid(),
        username: body.username,
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        dob: body.dob,
        userType: body.user_type,
      };
      try {
        const userId = await db.transaction((tx) =>
          body.user_type === 'bu'
            ? createClubWithOwner(tx, person, {
                name: body.businessName,
                address: body.businessAddress,
                timezone: body.timezone ?? 'UTC',
                plan: body.plan ?? 'lessonproviderplan',
              })
            : insertUser(tx, person).then((user) => user.id),
        );
        return await signIn(userId, client);
      } catch (error) {
        if (isUniqueViolation(error, 'users_username_key')) {
          throw conflict('username', MESSAGES.usernameTaken);
        }
        if (isUniqueViolation(error)) throw conflict('email', MESSAGES.emailTaken);
        throw error;
      }
    },

    async forgotPassword(body: z.output<typeof forgotPasswordBody>, client: ClientMeta): Promise<void> {
      loginLimiter.assertSensitiveAllowed(client.ip);
      const user = await findUserByLogin(db, body.username);
      if (!user) throw new AppError(404, MESSAGES.incorrectCredentials);
      const code = newResetCode();
      const link = `${config.publicUrl}/reset-password?username=${encodeURIComponent(user.username)}&code=${code}`;
      await db.transaction(async (tx) => {
        await replaceResetCode(
          tx,
          { userId: user.id, codeHash: hashSecret(code), expiresAt: new Date(now().getTime() + RESET_CODE_TTL_MS) },
          now(),
        );
        await enqueueEmail(tx, {
          businessId: user.currentBusinessId,
          to: user.email,
          subject: 'Your Fairplay password reset code',
          text: [
            `Hi ${user.firstName},`,
            '',
            `Your password reset code is ${code}. It works once and expires in one hour.`,
            `Reset your password here: ${link}`,
            '',
            'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
          ].join('\n'),
        });
      });
    },

    async resetPassword(body: z.output<typeof resetPasswordBody>): Promise<void> {
      const user = await findUserByLogin(db, body.username);
      const reset = user ? await findOpenReset(db, user.id, now()) : undefined;
      if (!user || !reset) throw fieldError('code', MESSAGES.resetCodeInvalid);
      if (!sameHash(reset.codeHash, hashSecret(body.code))) {
        await recordResetAttempt(db, reset.id, RESET_MAX_ATTEMPTS, now());
        throw fieldError('code', MESSAGES.resetCodeInvalid);
      }
      const passwordHash = await argon2.hash(body.new_password, PASSWORD_HASH_OPTIONS);
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, user.id, passwordHash, now());
        await markResetUsed(tx, reset.id, now());
        await revokeAllSessions(tx, user.id, now());
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

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
import { applySignUpDiscount } from '../club-billing/index.js';
import {
  createSession,
  claimReset,
  findUserByLogin,
  hashSecret,
  insertUser,
  isEmailTaken,
  isUsernameTaken,
  newResetCode,
  replaceResetCode,
  revokeAllSessions,
  revokeSession,
  sameHash,
  setPasswordHash,
  takeResetAttempt,
  type ClientMeta,
  type NewUser,
  type SessionMeta,
} from '../identity/index.js';
import { createLimiter, LIMITS } from '../limits/index.js';
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
 * (with the nine default member types and their roles), a first location at the club's address, and a demo
 * code's discount on the club's Fairplay subscription.
 */
async function createClubWithOwner(
  tx: Executor,
  person: NewUser,
  club: NewClub,
  demoDiscount?: { percentOff: number; at: Date },
): Promise<number> {
  const businessId = await createBusiness(tx, club);
  // The demo code's discount is written with the club, on the trial its creation started.
  if (demoDiscount) await applySignUpDiscount(tx, businessId, demoDiscount.percentOff, demoDiscount.at);
  const ownerId = (await insertUser(tx, { ...person, currentBusinessId: businessId })).id;
  await addOwner(tx, businessId, ownerId);
  await createFirstLocation(tx, businessId, club);
  return ownerId;
}

/** The account a sign-in or reset names: its id when it exists, else the name as typed (it is limited alike). */
const accountKey = (user: { id: number } | undefined, login: string) => (user ? `user:${user.id}` : `login:${login}`);

export function createAuthService({ db, now, config }: AppDeps, { sessionUserOf }: AuthNeeds) {
  const limiter = createLimiter(db, now);
  const sessionMeta = (client: ClientMeta): SessionMeta => ({ ...client, ttlHours: config.tokenTtlHours });

  async function signIn(userId: number, client: ClientMeta): Promise<LoginResponse> {
    const token = await createSession(db, userId, sessionMeta(client), now());
    const user = await sessionUserOf(userId);
    if (!user) throw unauthorized(MESSAGES.incorrectCredentials);
    return { token, user };
  }

  return {
    async login(body: z.output<typeof loginBody>, client: ClientMeta): Promise<LoginResponse> {
      const user = await findUserByLogin(db, body.username);
      const account = accountKey(user, body.username);
      // Each try is counted before its password is checked, in the database: parallel tries cannot outrun the count.
      const [, fromAddress, onAccount] = await limiter.reserveAll([
        [LIMITS.login.accountAddress, `${account}|${client.ip}`],
        [LIMITS.login.address, client.ip],
        [LIMITS.login.account, account],
      ]);
      const valid = await argon2.verify(user?.passwordHash ?? (await DUMMY_HASH_PROMISE), body.password);
      if (!user || !valid) throw unauthorized(MESSAGES.incorrectCredentials);
      // The right password is no failure: the owner's count from this address starts again, and the address's and
      // the account's counts get their try back.
      await limiter.clear(LIMITS.login.accountAddress, `${account}|${client.ip}`);
      for (const reservation of [fromAddress, onAccount]) if (reservation) await limiter.release(reservation);
      if (user.status === 'blocked') {
        throw new AppError(403, user.blockMessage ?? MESSAGES.accountBlocked, { name: 'BlockError' });
      }
      if (user.status === 'paused') throw new AppError(403, MESSAGES.accountPaused, { name: 'PauseError' });
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
      return { valid: demo !== undefined, plan: demo?.plan ?? null, percent_off: demo?.percentOff ?? 0 };
    },

    async register(body: z.output<typeof registerBody>, client: ClientMeta): Promise<LoginResponse> {
      await limiter.reserve(LIMITS.register, client.ip);
      if (await isUsernameTaken(db, body.username)) throw conflict('username', MESSAGES.usernameTaken);
      if (await isEmailTaken(db, body.email)) throw conflict('email', MESSAGES.emailTaken);
      // A club signing up with a demo code: a code that is not (or no longer) valid is refused before anything is made.
      const demo =
        body.user_type === 'bu' && body.demo_code ? await findDemoCode(db, body.demo_code, now()) : undefined;
      if (body.user_type === 'bu' && body.demo_code && !demo) throw fieldError('demo_code', MESSAGES.demoCodeInvalid);
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
            ? createClubWithOwner(
                tx,
                person,
                {
                  name: body.businessName,
                  address: body.businessAddress,
                  timezone: body.timezone ?? 'UTC',
                  plan: body.plan ?? demo?.plan ?? 'lessonproviderplan',
                },
                demo ? { percentOff: demo.percentOff, at: now() } : undefined,
              )
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
      const user = await findUserByLogin(db, body.username);
      // Known and unknown accounts are limited and answered alike, so this call does not tell which exist.
      await limiter.reserveAll([
        [LIMITS.forgotPassword.address, client.ip],
        [LIMITS.forgotPassword.target, accountKey(user, body.username)],
      ]);
      if (!user) return;
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

    async resetPassword(body: z.output<typeof resetPasswordBody>, client: ClientMeta): Promise<void> {
      const user = await findUserByLogin(db, body.username);
      await limiter.reserveAll([
        [LIMITS.resetPassword.address, client.ip],
        [LIMITS.resetPassword.account, accountKey(user, body.username)],
      ]);
      // Only a try taken from the code's five may compare it.
      const reset = user ? await takeResetAttempt(db, user.id, RESET_MAX_ATTEMPTS, now()) : undefined;
      if (!user || !reset || !sameHash(reset.codeHash, hashSecret(body.code))) {
        throw fieldError('code', MESSAGES.resetCodeInvalid);
      }
      const passwordHash = await argon2.hash(body.new_password, PASSWORD_HASH_OPTIONS);
      await db.transaction(async (tx) => {
        if (!(await claimReset(tx, reset.id, now()))) throw fieldError('code', MESSAGES.resetCodeInvalid);
        await setPasswordHash(tx, user.id, passwordHash, now());
        await revokeAllSessions(tx, user.id, now());
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import type { z } from 'zod';
import {
  FAMILY_LIMITS,
  FAMILY_MESSAGES,
  MEMBER_MESSAGES,
  type addOwnFamilyMemberBody,
  MEMBER_PAGE_SIZE,
  type addMemberBody,
  type addVisitorBody,
  type memberFilterQuery,
  type MemberPage,
  type MemberRow,
  type updateMemberBody,
  type VisitorDetail,
} from '@fairplay/contracts';
import { newUid, PASSWORD_HASH_OPTIONS, type TenantScope } from '@fairplay/db';
import type { AppDeps } from '../../deps.js';
import { AppError, conflict, fieldError, forbidden } from '../../errors.js';
import { bookingCountsOf } from '../appointments/index.js';
import {
  addVisitor,
  admitMember,
  clubSideOf,
  familyMembershipsOf,
  familyOfMember,
  insertFamily,
  joinFamily,
  updateFamily,
  deleteVisitor,
  endMembership,
  findMemberTypeId,
  memberTypeKeyOf,
  otherClubsOf,
  setDirectoryListed,
  updateMemberSide,
  visitorToMember,
  type ClubSideOfMember,
} from '../clubs/index.js';
import {
  findPerson,
  findUserIdByEmail,
  hashSecret,
  insertUser,
  isEmailTaken,
  newResetCode,
  replaceResetCode,
  updateUser,
  type MemberContext,
} from '../identity/index.js';
import { enqueueEmail } from '../mail/index.js';
import { createLimiter, LIMITS } from '../limits/index.js';
import { addedToFamilyEmail, welcomeEmail } from './members.emails.js';
import { memberRowOf, memberRowsOf } from './member-rows.js';
import { countPeople, groupFilterOf, pagePeople } from './people-page.js';

type Filters = z.output<typeof memberFilterQuery>;
type AddBody = z.output<typeof addMemberBody>;
type UpdateBody = z.output<typeof updateMemberBody>;
type VisitorBody = z.output<typeof addVisitorBody>;
type OwnFamilyBody = z.output<typeof addOwnFamilyMemberBody>;

/** How long the e-mailed link to set a new account's password works. */
const WELCOME_CODE_TTL_MS = 7 * 24 * 60 * 60_000;

/** What members asks of modules built on it (given by app.ts). */
export interface MembersNeeds {
  /** How many of a member's own subscriptions still bill (memberships): ending the membership waits for them. */
  openSubscriptionCount?(scope: TenantScope, userId: number): Promise<number>;
}

export function createMembersService({ db, now, config }: AppDeps, needs: MembersNeeds = {}) {
  const limiter = createLimiter(db, now);
  /** A member type id of the club for a member (never the owner's), or the club's `member` type. */
  async function memberTypeFor(scope: TenantScope, wanted: number | undefined): Promise<number> {
    if (wanted === undefined) {
      const id = await findMemberTypeId(scope, 'member');
      if (id === undefined) throw new AppError(409, MEMBER_MESSAGES.unknownMemberType);
      return id;
    }
    const key = await memberTypeKeyOf(scope, wanted);
    if (key === undefined) throw fieldError('member_type_id', MEMBER_MESSAGES.unknownMemberType);
    if (key === 'owner') throw fieldError('member_type_id', MEMBER_MESSAGES.ownerProtected);
    return wanted;
  }

  /** The person's row in this club with the given status, or a 404 (another club's people are not found). */
  async function sideOf(scope: TenantScope, userId: number, status: 'active' | 'visitor'): Promise<ClubSideOfMember> {
    const side = (await clubSideOf(scope, [userId])).get(userId);
    if (!side || side.status !== status) {
      throw new AppError(404, status === 'active' ? MEMBER_MESSAGES.notFound : MEMBER_MESSAGES.visitorNotFound);
    }
    return side;
  }

  async function rowOf(scope: TenantScope, userId: number): Promise<MemberRow> {
    const person = await findPerson(scope.db, userId);
    const side = (await clubSideOf(scope, [userId])).get(userId);
    if (!person || !side) throw new AppError(404, MEMBER_MESSAGES.notFound);
    return memberRowOf(person, side);
  }

  async function page(
    scope: TenantScope,
    status: 'active' | 'visitor',
    query: {
      last_id: number;
      search?: string | undefined;
      include_coach?: boolean | undefined;
      group_id?: number | undefined;
      all_groups?: boolean | undefined;
      plan?: number | undefined;
    },
  ): Promise<MemberPage> {
    const people = await pagePeople(
      scope,
      {
        status,
        includeStaff: status === 'visitor' || !!query.include_coach,
        search: query.search,
        ...(status === 'active' ? groupFilterOf(query) : {}),
      },
      { beforeId: query.last_id, limit: MEMBER_PAGE_SIZE },
    );
    return { members: await memberRowsOf(scope, people), isEnd: people.length < MEMBER_PAGE_SIZE };
  }

  /** A new account for a person staff add: a random password they replace through the e-mailed link. */
  async function createAccount(
    scope: TenantScope,
    body: Pick<AddBody, 'email' | 'first_name' | 'last_name' | 'phone' | 'dob'>,
  ): Promise<{ userId: number; link: string }> {
    const local = body.email
      .split('@')[0]!
      .toLowerCase()
      .replace(/[^a-z0-9._]/g, '')
      .slice(0, 14);
    const username = `${local.length >= 2 ? local : 'member'}.${randomBytes(3).toString('hex')}`;
    const user = await insertUser(scope.db, {
      uid: newUid(),
      username,
      email: body.email,
      passwordHash: await argon2.hash(randomBytes(24).toString('base64url'), PASSWORD_HASH_OPTIONS),
      firstName: body.first_name,
      lastName: body.last_name,
      phone: body.phone ?? null,
      dob: body.dob ?? null,
      userType: 'nbu',
      currentBusinessId: scope.businessId,
    });
    const code = newResetCode();
    await replaceResetCode(
      scope.db,
      { userId: user.id, codeHash: hashSecret(code), expiresAt: new Date(now().getTime() + WELCOME_CODE_TTL_MS) },
      now(),
    );
    const link = `${config.publicUrl}/reset-password?username=${encodeURIComponent(username)}&code=${code}`;
    return { userId: user.id, link };
  }

  return {
    list: (member: MemberContext, query: Filters & { last_id: number }) => page(member.scope, 'active', query),
    visitors: (member: MemberContext, query: { last_id: number; search?: string | undefined }) =>
      page(member.scope, 'visitor', query),

    async count(member: MemberContext, query: Filters) {
      const scope = member.scope;
      return {
        members: await countPeople(scope, {
          status: 'active',
          includeStaff: !!query.include_coach,
          search: query.search,
          ...groupFilterOf(query),
        }),
        visitors: await countPeople(scope, { status: 'visitor', includeStaff: true, search: query.search }),
      };
    },

    async visitor(member: MemberContext, userId: number): Promise<VisitorDetail> {
      await sideOf(member.scope, userId, 'visitor');
      const row = await rowOf(member.scope, userId);
      return { ...row, bookings: await bookingCountsOf(member.scope, userId, now()) };
    },

    async removeVisitor(member: MemberContext, userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        await sideOf(scope, userId, 'visitor');
        const bookings = await bookingCountsOf(scope, userId, now());
        const total = bookings.upcoming + bookings.past;
        if (total > 0) throw new AppError(409, MEMBER_MESSAGES.visitorHasBookings(total), { bookings });
        if (!(await deleteVisitor(scope, userId))) throw new AppError(404, MEMBER_MESSAGES.visitorNotFound);
      });
    },

    /**
     * `POST members/add-visitor` (our path): an e-mail that already has an account adds that person (their own
     * details stay theirs); a new e-mail gets an account without any e-mail sent (a visitor did not ask to join; they
     * can set a password through "forgot password"). Refused, naming `email`, when the person is already a member,
     * a visitor or has asked to join.
     */
    async addVisitor(member: MemberContext, body: VisitorBody): Promise<{ row: MemberRow; existing: boolean }> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const known = await findUserIdByEmail(tx, body.email);
        const userId = known ?? (await createAccount(scope, { ...body, dob: null })).userId;
        const added = await addVisitor(scope, {
          userId,
          memberTypeId: await memberTypeFor(scope, undefined),
          decidedBy: member.user.id,
          at: now(),
        });
        if (!added) {
          const status = (await clubSideOf(scope, [userId])).get(userId)?.status;
          const message =
            status === 'pending'
              ? MEMBER_MESSAGES.alreadyRequested
              : status === 'visitor'
                ? MEMBER_MESSAGES.alreadyVisitor
                : MEMBER_MESSAGES.alreadyMember;
          throw conflict('email', message);
        }
        return { row: await rowOf(scope, userId), existing: known !== undefined };
      });
    },

    async visitorToMember(member: MemberContext, email: string): Promise<MemberRow> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const userId = await findUserIdByEmail(tx, email);
        const memberTypeId = await memberTypeFor(scope, undefined);
        const done =
          userId !== undefined &&
          (await visitorToMember(scope, userId, { memberTypeId, decidedBy: member.user.id, at: now() }));
        if (!done)
          throw new AppError(404, MEMBER_MESSAGES.noVisitorWithEmail, {
            errors: [{ field: 'email', message: MEMBER_MESSAGES.noVisitorWithEmail }],
          });
        return rowOf(scope, userId);
      });
    },

    /**
     * `POST members/add`: an e-mail that already has an account adds that person (their own details stay theirs);
     * a new e-mail gets an account and an e-mail to set its password, in the same transaction.
     */
    async add(member: MemberContext, body: AddBody): Promise<{ row: MemberRow; existing: boolean }> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const memberTypeId = await memberTypeFor(scope, body.member_type_id);
        const known = await findUserIdByEmail(tx, body.email);
        const created = known === undefined ? await createAccount(scope, body) : undefined;
        const userId = known ?? created!.userId;
        const admitted = await admitMember(scope, {
          userId,
          memberTypeId,
          about: body.about ?? null,
          directoryListed: body.directory_listed ?? false,
          gender: body.gender ?? null,
          decidedBy: member.user.id,
          at: now(),
        });
        if (!admitted) {
          const side = (await clubSideOf(scope, [userId])).get(userId);
          throw conflict(
            'email',
            side?.status === 'pending' ? MEMBER_MESSAGES.alreadyRequested : MEMBER_MESSAGES.alreadyMember,
          );
        }
        if (created) await enqueueEmail(tx, welcomeEmail(member.business, body, created.link));
        return { row: await rowOf(scope, userId), existing: known !== undefined };
      });
    },

    /**
     * POST members/family/add: the caller adds a child or spouse who has no Fairplay account yet. In one transaction
     * the person gets an account (with an e-mail to set the password), joins the club as a member and joins the
     * caller's family; a caller without a family gets one, with themselves as the payer. Not in invitation-only
     * clubs (they admit nobody uninvited), never by a child, never for an existing account (that
     * person must agree: staff add them), at most FAMILY_LIMITS.membersMax people.
     */
    async addToOwnFamily(
      member: MemberContext,
      body: OwnFamilyBody,
    ): Promise<{ user_id: number; family_id: number; payer_user_id: number | null; name: string }> {
      if (member.business.joinPolicy === 'invitation') throw forbidden(FAMILY_MESSAGES.askFrontDesk);
      const reservation = await limiter.reserve(LIMITS.invitations, String(member.business.id));
      try {
        return await db.transaction(async (tx) => {
          const scope = member.scope.within(tx);
          const self = member.user.id;
          const mine = await familyOfMember(scope, self, true);
          if (!mine) throw forbidden();
          let family = mine.family;
          if (family) {
            const people = await familyMembershipsOf(scope, family.id);
            if (people.find((person) => person.userId === self)?.isChild)
              throw forbidden(FAMILY_MESSAGES.childCannotAdd);
            if (people.length >= FAMILY_LIMITS.membersMax) throw conflict('role', FAMILY_MESSAGES.familyFull);
          }
          if ((await findUserIdByEmail(tx, body.email)) !== undefined) {
            throw conflict('email', FAMILY_MESSAGES.existingAccount);
          }
          const created = await createAccount(scope, { ...body, phone: null });
          await admitMember(scope, {
            userId: created.userId,
            memberTypeId: await memberTypeFor(scope, undefined),
            about: null,
            directoryListed: false,
            decidedBy: self,
            at: now(),
          });
          if (!family) {
            const id = await insertFamily(scope, `${member.user.lastName} family`);
            await joinFamily(scope, id, [{ userId: self, isChild: false, isSpouse: false }]);
            family = { id, name: '', payerUserId: null };
          }
          const payerUserId = family.payerUserId ?? self;
          await joinFamily(scope, family.id, [
            { userId: created.userId, isChild: body.role === 'child', isSpouse: body.role === 'spouse' },
          ]);
          if (family.payerUserId === null) await updateFamily(scope, family.id, { payerUserId });
          const adder = `${member.user.firstName} ${member.user.lastName}`;
          await enqueueEmail(tx, addedToFamilyEmail(member.business, body, adder, created.link));
          return {
            user_id: created.userId,
            family_id: family.id,
            payer_user_id: payerUserId,
            name: `${body.first_name} ${body.last_name}`,
          };
        });
      } catch (error) {
        await limiter.release(reservation);
        throw error;
      }
    },

    async update(member: MemberContext, userId: number, body: UpdateBody): Promise<MemberRow> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const side = await sideOf(scope, userId, 'active');
        if (side.memberType === 'owner' && userId !== member.user.id) throw forbidden(MEMBER_MESSAGES.ownerProtected);
        const memberTypeId =
          body.member_type_id === undefined || side.memberType === 'owner'
            ? undefined
            : await memberTypeFor(scope, body.member_type_id);
        if (body.email !== undefined) {
          const person = await findPerson(tx, userId);
          if (person && person.email !== body.email) {
            if (await isEmailTaken(tx, body.email, userId)) throw conflict('email', MEMBER_MESSAGES.emailTaken);
            // The e-mail signs the person in everywhere: staff change it only for an account of this club alone.
            if ((await otherClubsOf(scope, userId)) > 0) throw conflict('email', MEMBER_MESSAGES.emailOtherClubs);
          }
        }
        const personal = {
          ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
          ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
          ...(body.email !== undefined ? { email: body.email } : {}),
          ...(body.phone !== undefined ? { phone: body.phone } : {}),
          ...(body.dob !== undefined ? { dob: body.dob } : {}),
        };
        if (Object.keys(personal).length > 0) await updateUser(tx, userId, { ...personal, updatedAt: now() });
        await updateMemberSide(scope, userId, {
          ...(memberTypeId !== undefined ? { memberTypeId } : {}),
          ...(body.about !== undefined ? { about: body.about } : {}),
          ...(body.directory_listed !== undefined ? { directoryListed: body.directory_listed } : {}),
          ...(body.gender !== undefined ? { gender: body.gender } : {}),
        });
        return rowOf(scope, userId);
      });
    },

    /**
     * `DELETE members/delete/{id}` ends the membership (docs/decisions.md "Ending a membership"): refused while the
     * member has a subscription that still bills or upcoming bookings; otherwise they become a visitor and their
     * history stays.
     */
    async remove(member: MemberContext, userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const side = await sideOf(scope, userId, 'active');
        if (userId === member.user.id) throw new AppError(409, MEMBER_MESSAGES.notYourself);
        if (side.memberType === 'owner') throw forbidden(MEMBER_MESSAGES.ownerProtected);
        // A membership that is still billed would go on charging someone who is no longer a member.
        const subscriptions = (await needs.openSubscriptionCount?.(scope, userId)) ?? 0;
        if (subscriptions > 0) throw new AppError(409, MEMBER_MESSAGES.activeSubscription, { subscriptions });
        const bookings = await bookingCountsOf(scope, userId, now());
        if (bookings.upcoming > 0)
          throw new AppError(409, MEMBER_MESSAGES.upcomingBookings(bookings.upcoming), { bookings });
        const memberTypeId = await memberTypeFor(scope, undefined);
        if (!(await endMembership(scope, userId, { memberTypeId, by: member.user.id, at: now() }))) {
          throw new AppError(404, MEMBER_MESSAGES.notFound);
        }
      });
    },

    async directory(member: MemberContext, query: { last_id: number; search?: string | undefined }) {
      const scope = member.scope;
      const people = await pagePeople(
        scope,
        { status: 'active', includeStaff: true, listedOnly: true, search: query.search, nameOnly: true },
        { beforeId: query.last_id, limit: MEMBER_PAGE_SIZE },
      );
      const mine = (await clubSideOf(scope, [member.user.id])).get(member.user.id);
      return { people, isEnd: people.length < MEMBER_PAGE_SIZE, listed: mine?.directoryListed ?? false };
    },

    async consent(member: MemberContext): Promise<{ listed: boolean }> {
      const mine = (await clubSideOf(member.scope, [member.user.id])).get(member.user.id);
      return { listed: mine?.directoryListed ?? false };
    },

    async setConsent(member: MemberContext, listed: boolean): Promise<{ listed: boolean }> {
      await setDirectoryListed(member.scope, member.user.id, listed);
      return { listed };
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;

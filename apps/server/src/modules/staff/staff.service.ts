import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { COACH_TYPE_KEYS, STAFF_MESSAGES, type Coach, type Staff } from '@fairplay/contracts';
import { can, MEMBER_TYPE_NAMES, type MemberTypeKey } from '@fairplay/domain';
import { newUid, PASSWORD_HASH_OPTIONS, type Executor, type TenantScope } from '@fairplay/db';
import type { z } from 'zod';
import type { addStaffBody, coachesQuery, updateStaffBody } from '@fairplay/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../errors.js';
import { upcomingAssignmentsOf } from '../appointments/index.js';
import {
  findMembership,
  listStaffMemberships,
  lockOwners,
  memberTypeIds,
  putMembership,
  staffElsewhereCount,
  type StaffMembership,
} from '../clubs/index.js';
import { facilityGroupNames } from '../facilities/index.js';
import {
  findNames,
  findUserById,
  findUserByLogin,
  hashSecret,
  insertUser,
  isUsernameTaken,
  newResetCode,
  replaceResetCode,
  updateUser,
  type MemberContext,
} from '../identity/index.js';
import { createLimiter, LIMITS } from '../limits/index.js';
import { enqueueEmail } from '../mail/index.js';
import { addedToStaffEmail, staffAccountEmail } from './staff.emails.js';
import {
  groupsOfOneStaff,
  groupsOfStaff,
  profilesOf,
  putProfile,
  replaceGroups,
  type StaffProfileChanges,
} from './staff.repository.js';
import type { StaffRemoved } from '@fairplay/contracts';

/** A new staff account's set-password link lasts a week (a reset code of the ordinary reset flow). */
const NEW_ACCOUNT_LINK_MS = 7 * 24 * 60 * 60_000;
const USERNAME_MAX = 22;

type AddBody = z.output<typeof addStaffBody>;
type UpdateBody = z.output<typeof updateStaffBody>;
type CoachesQuery = z.output<typeof coachesQuery>;

/** A username free for a new account, from the e-mail's local part (letters, digits, . and _ only). */
async function freeUsername(db: Executor, email: string): Promise<string> {
  const base =
    (email.split('@')[0] ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9._]+/g, '.')
      .replace(/^[._]+|[._]+$/g, '')
      .slice(0, USERNAME_MAX - 4) || 'staff';
  const padded = base.length < 2 ? `${base}.staff` : base;
  for (let n = 0; n < 50; n++) {
    const candidate = n === 0 ? padded : `${padded}${n + 1}`;
    if (!(await isUsernameTaken(db, candidate))) return candidate;
  }
  return `staff.${randomBytes(6).toString('hex')}`;
}

export function createStaffService({ db, now, config }: AppDeps) {
  const limiter = createLimiter(db, now);

  /** The facility group ids must all be the club's (400 naming the field otherwise). */
  async function checkGroups(scope: TenantScope, ids: number[] | undefined): Promise<void> {
    if (!ids || ids.length === 0) return;
    const own = new Set((await facilityGroupNames(scope)).map((group) => group.id));
    if (ids.some((id) => !own.has(id))) throw fieldError('facility_group_ids', STAFF_MESSAGES.unknownGroup);
  }

  /** Owners are made and changed by owners only (the owner's own rights are protected). */
  function checkOwnerChange(member: MemberContext, from: MemberTypeKey | null, to: MemberTypeKey): void {
    if ((from === 'owner' || to === 'owner') && from !== to && member.membership.key !== 'owner') {
      throw forbidden(STAFF_MESSAGES.ownerOnly);
    }
  }

  async function typeIdOf(scope: TenantScope, key: MemberTypeKey): Promise<number> {
    const id = (await memberTypeIds(scope)).get(key);
    if (id === undefined) throw fieldError('member_type', `This club has no ${key} member type.`);
    return id;
  }

  /** The staff list with names, personal data (only for callers with members read), profiles and groups. */
  async function staffList(scope: TenantScope, withPersonal: boolean, only?: number): Promise<Staff[]> {
    const memberships = (await listStaffMemberships(scope)).filter((row) => only === undefined || row.userId === only);
    const ids = memberships.map((row) => row.userId);
    const [names, accounts, profiles, groupsOf, groups] = await Promise.all([
      findNames(scope.db, ids),
      withPersonal ? Promise.all(ids.map((id) => findUserById(scope.db, id))) : Promise.resolve([]),
      profilesOf(scope),
      groupsOfStaff(scope),
      facilityGroupNames(scope),
    ]);
    const nameOf = new Map(names.map((row) => [row.userId, row]));
    const accountOf = new Map(accounts.flatMap((row) => (row ? [[row.id, row] as const] : [])));
    const groupName = new Map(groups.map((group) => [group.id, group.name]));
    const order = new Map(groups.map((group, index) => [group.id, index]));
    return memberships
      .flatMap((row: StaffMembership) => {
        const name = nameOf.get(row.userId);
        if (!name) return [];
        const profile = profiles.get(row.userId);
        const account = accountOf.get(row.userId);
        const groupIds = [...(groupsOf.get(row.userId) ?? [])].sort((a, b) => order.get(a)! - order.get(b)!);
        return [
          {
            id: row.userId,
            user_id: row.userId,
            first_name: name.firstName,
            last_name: name.lastName,
            email: withPersonal ? (account?.email ?? null) : null,
            phone: withPersonal ? (account?.phone ?? null) : null,
            member_type: row.key,
            member_type_id: row.memberTypeId,
            member_type_name: row.name,
            hidden: profile?.hidden ?? false,
            bio: profile?.bio ?? '',
            color: profile?.color ?? null,
            facility_groups: groupIds.map((id) => ({ id, name: groupName.get(id) ?? '' })),
          },
        ];
      })
      .sort(
        (a, b) =>
          a.last_name.localeCompare(b.last_name, 'en') ||
          a.first_name.localeCompare(b.first_name, 'en') ||
          a.user_id - b.user_id,
      );
  }

  async function oneStaff(member: MemberContext, userId: number): Promise<Staff> {
    const [staff] = await staffList(member.scope, can(member.membership.roles, 'members', 'read'), userId);
    if (!staff) throw notFound(STAFF_MESSAGES.notStaff);
    return staff;
  }

  function profileChanges(body: { hidden?: boolean; bio?: string; color?: string | null }): StaffProfileChanges {
    const changes: StaffProfileChanges = {};
    if (body.hidden !== undefined) changes.hidden = body.hidden;
    if (body.bio !== undefined) changes.bio = body.bio;
    if (body.color !== undefined) changes.color = body.color;
    return changes;
  }

  /**
   * Whom coaches/add adds: `staff` (the spec's field) is a person of this club by id (404 for anyone else, so no
   * club reaches another's people); an e-mail with an account is that account; a new e-mail is nobody yet.
   */
  async function personToAdd(scope: TenantScope, body: AddBody) {
    if (body.staff !== undefined) {
      const membership = await findMembership(scope, body.staff, true);
      const person = membership && (await findUserById(scope.db, body.staff));
      if (!person) throw notFound('Member');
      if (body.email !== undefined && body.email !== person.email) {
        throw fieldError('staff', STAFF_MESSAGES.staffAndEmailDiffer);
      }
      return person;
    }
    const existing = await findUserByLogin(scope.db, body.email!);
    return existing && existing.email === body.email ? existing : undefined;
  }

  /** Creates the account of a person new to Fairplay and e-mails them the link that sets its password. */
  async function createAccount(
    tx: Executor,
    member: MemberContext,
    body: AddBody & { email: string },
    typeName: string,
  ): Promise<number> {
    if (!body.first_name) throw fieldError('first_name', STAFF_MESSAGES.nameNeeded);
    if (!body.last_name) throw fieldError('last_name', STAFF_MESSAGES.nameNeeded);
    const username = await freeUsername(tx, body.email);
    // Nobody knows this password: the e-mailed code sets the real one.
    const passwordHash = await argon2.hash(randomBytes(24).toString('base64url'), PASSWORD_HASH_OPTIONS);
    const user = await insertUser(tx, {
      uid: newUid(),
      username,
      email: body.email,
      passwordHash,
      firstName: body.first_name,
      lastName: body.last_name,
      phone: body.phone ?? null,
      userType: 'bu',
      currentBusinessId: member.business.id,
    });
    const code = newResetCode();
    await replaceResetCode(
      tx,
      { userId: user.id, codeHash: hashSecret(code), expiresAt: new Date(now().getTime() + NEW_ACCOUNT_LINK_MS) },
      now(),
    );
    const link = `${config.publicUrl}/reset-password?username=${encodeURIComponent(username)}&code=${code}`;
    await enqueueEmail(tx, staffAccountEmail(member.business, body.email, body.first_name, typeName, username, link));
    return user.id;
  }

  return {
    /** GET coaches/get-all: the club's staff for managing them. */
    async list(member: MemberContext): Promise<Staff[]> {
      return staffList(member.scope, can(member.membership.roles, 'members', 'read'));
    },

    /** GET coaches/get: the coaches members may book (coach types, never hidden), optionally of one group. */
    async coaches(member: MemberContext, query: CoachesQuery): Promise<Coach[]> {
      const staff = await staffList(member.scope, false);
      const coachTypes: readonly string[] = COACH_TYPE_KEYS;
      return staff
        .filter((person) => coachTypes.includes(person.member_type) && !person.hidden)
        .filter(
          (person) =>
            query.facility_group_id === undefined ||
            person.facility_groups.length === 0 ||
            person.facility_groups.some((group) => group.id === query.facility_group_id),
        )
        .map((person) => {
          const name = `${person.first_name} ${person.last_name}`;
          return {
            id: person.user_id,
            coach_id: person.user_id,
            coach_name: name,
            displayName: name,
            first_name: person.first_name,
            last_name: person.last_name,
            member_type: person.member_type,
            bio: person.bio,
            color: person.color,
            facility_group_ids: person.facility_groups.map((group) => group.id),
          };
        });
    },

    /**
     * POST coaches/add: an e-mail with an account adds that person (a member becomes staff); a new e-mail creates
     * the account and e-mails its set-password link. All in one transaction with its e-mail.
     */
    async add(member: MemberContext, body: AddBody): Promise<Staff> {
      checkOwnerChange(member, null, body.member_type);
      const reservation = await limiter.reserve(LIMITS.invitations, String(member.business.id));
      let userId: number;
      try {
        userId = await db.transaction(async (tx) => {
          const scope = member.scope.within(tx);
          await checkGroups(scope, body.facility_group_ids);
          const typeId = await typeIdOf(scope, body.member_type);
          const typeName = MEMBER_TYPE_NAMES[body.member_type];
          const existing = await personToAdd(scope, body);
          let id: number;
          if (existing) {
            const membership = await findMembership(scope, existing.id, true);
            if (membership && membership.key !== 'member') {
              throw conflict(body.staff !== undefined ? 'staff' : 'email', STAFF_MESSAGES.alreadyStaff);
            }
            id = existing.id;
            await updateUser(tx, id, {
              userType: 'bu',
              ...(existing.currentBusinessId === null ? { currentBusinessId: scope.businessId } : {}),
              ...(body.phone !== undefined ? { phone: body.phone } : {}),
              updatedAt: now(),
            });
            await enqueueEmail(
              tx,
              addedToStaffEmail(member.business, existing.email, existing.firstName, typeName, config.publicUrl),
            );
          } else {
            id = await createAccount(tx, member, { ...body, email: body.email! }, typeName);
          }
          await putMembership(scope, { userId: id, memberTypeId: typeId, by: member.user.id, at: now() });
          await putProfile(scope, id, profileChanges(body), now());
          await replaceGroups(scope, id, body.facility_group_ids);
          return id;
        });
      } catch (error) {
        await limiter.release(reservation);
        throw error;
      }
      return oneStaff(member, userId);
    },

    /**
     * PUT coaches/update/{id}: type, groups, hidden flag, bio, colour, phone. The club keeps at least one owner:
     * the owners' rows are locked first, so two owners demoting each other at once cannot both succeed.
     */
    async update(member: MemberContext, userId: number, body: UpdateBody): Promise<Staff> {
      if (body.staff !== undefined && body.staff !== userId) throw fieldError('staff', STAFF_MESSAGES.staffIsThePerson);
      await db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const owners = body.member_type !== undefined ? await lockOwners(scope) : [];
        const current = await findMembership(scope, userId, true);
        if (!current || current.key === 'member') throw notFound(STAFF_MESSAGES.notStaff);
        await checkGroups(scope, body.facility_group_ids);
        if (body.member_type !== undefined && body.member_type !== current.key) {
          checkOwnerChange(member, current.key, body.member_type);
          if (current.key === 'owner' && owners.every((id) => id === userId)) {
            throw conflict('member_type', STAFF_MESSAGES.lastOwner);
          }
          const typeId = await typeIdOf(scope, body.member_type);
          await putMembership(scope, { userId, memberTypeId: typeId, by: member.user.id, at: now() });
        }
        const changes = profileChanges(body);
        if (Object.keys(changes).length > 0) await putProfile(scope, userId, changes, now());
        if (body.facility_group_ids !== undefined) await replaceGroups(scope, userId, body.facility_group_ids);
        if (body.phone !== undefined) await updateUser(tx, userId, { phone: body.phone, updatedAt: now() });
      });
      return oneStaff(member, userId);
    },

    /**
     * POST coaches/remove/{id}: the person stops being staff and stays a member (member type `member`, no facility
     * groups). Never an owner, never the caller; refused while they are assigned to upcoming bookings. Their past
     * bookings, lessons, family and staff profile (bio, colour) stay. Someone who is staff of no other club becomes an
     * ordinary customer account (user type nbu), so the staff-only checks stop treating them as staff.
     */
    async remove(member: MemberContext, userId: number): Promise<StaffRemoved & { name: string }> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const current = await findMembership(scope, userId, true);
        if (!current || current.key === 'member') throw notFound(STAFF_MESSAGES.notStaff);
        if (current.key === 'owner') throw forbidden(STAFF_MESSAGES.ownerNotRemoved);
        if (userId === member.user.id) throw new AppError(409, STAFF_MESSAGES.notYourself);
        const upcoming = await upcomingAssignmentsOf(scope, userId, now());
        if (upcoming > 0) throw new AppError(409, STAFF_MESSAGES.upcomingAssignments(upcoming), { upcoming });
        await putMembership(scope, {
          userId,
          memberTypeId: await typeIdOf(scope, 'member'),
          by: member.user.id,
          at: now(),
        });
        await replaceGroups(scope, userId, []);
        if ((await staffElsewhereCount(scope, userId)) === 0) {
          await updateUser(tx, userId, { userType: 'nbu', updatedAt: now() });
        }
        const [name] = await findNames(tx, [userId]);
        return {
          user_id: userId,
          member_type: 'member' as const,
          name: name ? `${name.firstName} ${name.lastName}` : 'This person',
        };
      });
    },

    /** For facility/group-staff: each staff member's groups and who is hidden. */
    /** The facility groups one staff member is assigned to (who-can-book by facility group asks per booking). */
    facilityGroupsOf: (scope: TenantScope, userId: number): Promise<number[]> => groupsOfOneStaff(scope, userId),
    async assignments(scope: TenantScope): Promise<{ groupsOf: Map<number, number[]>; hidden: Set<number> }> {
      const [groupsOf, profiles] = await Promise.all([groupsOfStaff(scope), profilesOf(scope)]);
      const hidden = new Set([...profiles.values()].filter((row) => row.hidden).map((row) => row.userId));
      return { groupsOf, hidden };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;

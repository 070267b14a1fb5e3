import {
  GROUP_MESSAGES,
  type Group,
  type GroupDetail,
  type MemberGroups,
  type MemberGroupType,
} from '@fairplay/contracts';
import { can, readsOthersGroups, utcToZonedParts } from '@fairplay/domain';
import type { Database, TenantScope } from '@fairplay/db';
import { AppError, conflict, fieldError, forbidden, isUniqueViolation, notFound } from '../../errors.js';
import { findMembers } from '../clubs/index.js';
import { findContacts, type MemberContext } from '../identity/index.js';
import { groupReportCsv } from './group-report.js';
import {
  addMemberships,
  findGroups,
  groupsOfMember,
  insertGroup,
  leaveOtherActiveGroups,
  listGroupMembers,
  listGroups,
  removeMemberships,
  updateGroup,
  type GroupRow,
} from './groups.repository.js';

const NAME_KEY = 'groups_active_name_unique';

function groupOf(row: GroupRow): Group {
  return {
    id: row.id,
    name: row.name,
    archived: row.archivedAt !== null,
    archived_at: row.archivedAt?.toISOString() ?? null,
    member_count: row.memberCount,
    created_at: row.createdAt.toISOString(),
  };
}

/** A name already used by an active group of the club is refused by the database (groups_active_name_unique). */
async function nameTakenAware<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, NAME_KEY)) throw conflict('name', GROUP_MESSAGES.nameTaken);
    throw error;
  }
}

const personalDataFor = (member: MemberContext) => can(member.membership.roles, 'members', 'read');

/**
 * Customers never read other members' group lists, whatever their type's roles say (issue 26): a group's members
 * and another member's groups are refused; their own groups they may read.
 */
function requireReadsOthersGroups(member: MemberContext, userId?: number): void {
  if (userId === member.user.id) return;
  if (!readsOthersGroups(member.user.userType, member.membership.key)) throw forbidden(GROUP_MESSAGES.othersGroups);
}

export function createGroupsService(db: Database, now: () => Date) {
  async function findGroup(scope: TenantScope, id: number, lock = false): Promise<GroupRow> {
    const [group] = await findGroups(scope, [id], lock);
    if (!group) throw new AppError(404, GROUP_MESSAGES.notFound);
    return group;
  }

  /** The club's members among `userIds`; any other id (another club's, a stranger's) answers 404. */
  async function requireMembers(scope: TenantScope, userIds: number[]): Promise<number[]> {
    const unique = [...new Set(userIds)];
    const found = await findMembers(scope, unique);
    if (found.length !== unique.length) throw notFound('Member');
    return unique;
  }

  async function detailOf(scope: TenantScope, group: GroupRow, personal: boolean): Promise<GroupDetail> {
    const members = await listGroupMembers(scope, group.id);
    const added = new Map(members.map((m) => [m.userId, m.addedAt]));
    const people = await findContacts(
      scope.db,
      members.map((m) => m.userId),
    );
    return {
      ...groupOf({ ...group, memberCount: members.length }),
      members: people
        .map((person) => ({
          user_id: person.userId,
          first_name: person.firstName,
          last_name: person.lastName,
          email: personal ? person.email : null,
          added_at: added.get(person.userId)!.toISOString(),
        }))
        .sort(
          (a, b) =>
            a.last_name.localeCompare(b.last_name, 'en') ||
            a.first_name.localeCompare(b.first_name, 'en') ||
            a.user_id - b.user_id,
        ),
    };
  }

  return {
    async list(member: MemberContext, archived: boolean): Promise<Group[]> {
      return (await listGroups(member.scope, archived)).map(groupOf);
    },

    async get(member: MemberContext, id: number): Promise<GroupDetail> {
      requireReadsOthersGroups(member);
      return detailOf(member.scope, await findGroup(member.scope, id), personalDataFor(member));
    },

    async create(member: MemberContext, name: string): Promise<Group> {
      const id = await nameTakenAware(() => insertGroup(member.scope, name, member.user.id));
      return groupOf(await findGroup(member.scope, id));
    },

    async rename(member: MemberContext, id: number, name: string): Promise<Group> {
      const changed = await nameTakenAware(() => updateGroup(member.scope, id, { name }));
      if (!changed) throw new AppError(404, GROUP_MESSAGES.notFound);
      return groupOf(await findGroup(member.scope, id));
    },

    /** Archives (or restores) the group; a restored group whose name an active group took since is refused. */
    async archive(member: MemberContext, id: number, archived: boolean): Promise<Group> {
      const group = await findGroup(member.scope, id);
      if ((group.archivedAt !== null) !== archived) {
        await nameTakenAware(() => updateGroup(member.scope, id, { archivedAt: archived ? now() : null }));
      }
      return groupOf(await findGroup(member.scope, id));
    },

    async addMembers(member: MemberContext, id: number, userIds: number[]): Promise<GroupDetail> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const group = await findGroup(scope, id, true);
        if (group.archivedAt !== null) throw conflict('member_ids', GROUP_MESSAGES.archivedGroup);
        const ids = await requireMembers(scope, userIds);
        await addMemberships(
          scope,
          ids.map((userId) => ({ groupId: id, userId })),
          member.user.id,
          now(),
        );
        return detailOf(scope, group, personalDataFor(member));
      });
    },

    async removeMembers(member: MemberContext, id: number, userIds: number[]): Promise<GroupDetail> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const group = await findGroup(scope, id, true);
        await removeMemberships(scope, id, [...new Set(userIds)]);
        return detailOf(scope, group, personalDataFor(member));
      });
    },

    /** A member's groups: active ones, or (type all) the archived ones they were in too. */
    async memberGroups(member: MemberContext, userId: number, type: MemberGroupType): Promise<MemberGroups> {
      requireReadsOthersGroups(member, userId);
      await requireMembers(member.scope, [userId]);
      const [person] = await findContacts(member.scope.db, [userId]);
      const rows = await groupsOfMember(member.scope, userId, type === 'all');
      return {
        user_id: userId,
        first_name: person!.firstName,
        last_name: person!.lastName,
        groups: rows.map((row) => ({ ...groupOf(row), added_at: row.addedAt.toISOString() })),
      };
    },

    /**
     * POST members/addtogroup: puts the member in `groupIds`; without keepOthers they also leave every other active
     * group (archived groups keep them). One transaction with the groups locked, so an archive cannot slip between.
     */
    async addToGroup(
      member: MemberContext,
      body: { member_id: number; group_ids: number[] },
      keepOthers: boolean,
    ): Promise<{ member_id: number; group_ids: number[] }> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        await requireMembers(scope, [body.member_id]);
        const wanted = [...new Set(body.group_ids)];
        const found = await findGroups(scope, wanted, true);
        if (found.length !== wanted.length) throw new AppError(404, GROUP_MESSAGES.notFound);
        if (found.some((group) => group.archivedAt !== null))
          throw fieldError('group_ids', GROUP_MESSAGES.archivedGroup);
        if (!keepOthers) await leaveOtherActiveGroups(scope, body.member_id, wanted);
        await addMemberships(
          scope,
          wanted.map((groupId) => ({ groupId, userId: body.member_id })),
          member.user.id,
          now(),
        );
        const after = await groupsOfMember(scope, body.member_id, false);
        return { member_id: body.member_id, group_ids: after.map((group) => group.id) };
      });
    },

    /** GET reports/group: the group's members as CSV (e-mail and phone only for staff with members read). */
    async report(member: MemberContext, groupId: number): Promise<{ name: string; csv: string }> {
      requireReadsOthersGroups(member);
      const scope = member.scope;
      const group = await findGroup(scope, groupId);
      const members = await listGroupMembers(scope, groupId);
      const added = new Map(members.map((m) => [m.userId, m.addedAt]));
      const people = await findContacts(
        scope.db,
        members.map((m) => m.userId),
      );
      const rows = people
        .map((person) => ({
          ...person,
          addedOn: utcToZonedParts(added.get(person.userId)!, member.business.timezone).date,
        }))
        .sort(
          (a, b) =>
            a.lastName.localeCompare(b.lastName, 'en') ||
            a.firstName.localeCompare(b.firstName, 'en') ||
            a.userId - b.userId,
        );
      return { name: group.name, csv: groupReportCsv(group.name, rows, personalDataFor(member)) };
    },
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;

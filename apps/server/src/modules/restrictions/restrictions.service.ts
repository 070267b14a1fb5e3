import {
  RESTRICTION_MESSAGES,
  type OverrideInput,
  type OverrideUpdateInput,
  type Restriction,
  type RestrictionInput,
  type RestrictionOverride,
  type RestrictionStatistics,
  type statisticsBody,
} from '@fairplay/contracts';
import {
  bookingHistory,
  can,
  countingWindow,
  currentUsage,
  findRefusal,
  historyStart,
  restrictionAppliesTo,
  utcToZonedParts,
  type CountedBooking,
  type RestrictedMember,
  type RestrictionRule,
} from '@fairplay/domain';
import type { Database, Executor, TenantScope } from '@fairplay/db';
import type { z } from 'zod';
import { AppError, conflict, fieldError, forbidden, isUniqueViolation } from '../../errors.js';
import { bookerOccurrences, bookersOf, type BookerOccurrence } from '../appointments/index.js';
import { findBusiness, findMembers, findMembership, listFamilyOf, memberTypeIds } from '../clubs/index.js';
import { groupIdsOf } from '../facilities/index.js';
import { activeGroups, groupsOfMemberFor } from '../groups/index.js';
import { findNames, type MemberContext } from '../identity/index.js';
import { sportIsKnown } from '../sports/index.js';
import {
  deleteOverride,
  deleteRestriction,
  insertOverride,
  insertRestriction,
  listOverrides,
  listRestrictions,
  lockMember,
  updateOverride,
  updateRestriction,
  type OverrideRow,
  type RestrictionRow,
} from './restrictions.repository.js';

/** What restrictions needs from other modules: the facility group of courts (courts module). */
export interface RestrictionsNeeds {
  courtGroups(scope: TenantScope, courtIds: number[]): Promise<{ id: number; facilityGroupId: number }[]>;
}

type StatisticsBody = z.output<typeof statisticsBody>;

const OVERRIDE_KEY = 'restriction_overrides_business_id_restriction_id_user_id_key';
/** How far ahead upcoming bookings are counted (a bound for the query; bookings are at most two years ahead). */
const UPCOMING_HORIZON_MS = 5 * 366 * 86_400_000;

function toRestriction(row: RestrictionRow): Restriction {
  const { overrideCount, createdAt, updatedAt, ...rule } = row;
  return {
    ...rule,
    override_count: overrideCount,
    created_at: createdAt.toISOString(),
    updated_at: updatedAt.toISOString(),
  };
}

export function createRestrictionsService(db: Database, now: () => Date, needs: RestrictionsNeeds) {
  const today = (member: MemberContext) => utcToZonedParts(now(), member.business.timezone).date;

  async function toOverrides(scope: TenantScope, rows: OverrideRow[], date: string): Promise<RestrictionOverride[]> {
    const names = new Map(
      (await findNames(scope.db, [...new Set(rows.map((r) => r.user_id))])).map((n) => [n.userId, n]),
    );
    return rows.map((row) => ({
      id: row.id,
      user_id: row.user_id,
      first_name: names.get(row.user_id)?.firstName ?? '',
      last_name: names.get(row.user_id)?.lastName ?? '',
      restriction_id: row.restriction_id,
      restriction_name: row.restrictionName,
      exempt: row.exempt,
      max_value: row.max_value,
      ends_on: row.ends_on,
      note: row.note,
      in_force: row.ends_on === null || row.ends_on >= date,
      created_at: row.createdAt.toISOString(),
    }));
  }

  /** Every id the form names is the club's (a sport of the catalogue); refused naming the field otherwise. */
  async function requireKnownTargets(scope: TenantScope, input: RestrictionInput): Promise<void> {
    if (input.sport_id !== null && !(await sportIsKnown(scope.db, input.sport_id)))
      throw fieldError('sport_id', 'is not a known sport.');
    if (input.facility_group_id !== null && !(await groupIdsOf(scope, null)).includes(input.facility_group_id))
      throw fieldError('facility_group_id', 'is not a facility group of this club.');
    const types = new Set((await memberTypeIds(scope)).values());
    input.member_type_ids.forEach((id, index) => {
      if (!types.has(id)) throw fieldError(`member_type_ids.${index}`, 'is not a member type of this club.');
    });
    if (input.group_ids.length > 0) {
      const groups = new Set((await activeGroups(scope)).map((group) => group.id));
      input.group_ids.forEach((id, index) => {
        if (!groups.has(id)) throw fieldError(`group_ids.${index}`, 'is not an active group of this club.');
      });
    }
  }

  async function findRestriction(scope: TenantScope, id: number): Promise<RestrictionRow> {
    const [row] = await listRestrictions(scope, [id]);
    if (!row) throw new AppError(404, RESTRICTION_MESSAGES.notFound);
    return row;
  }

  async function findOverride(scope: TenantScope, id: number, date: string): Promise<RestrictionOverride> {
    const [row] = await toOverrides(scope, await listOverrides(scope, { id }), date);
    if (!row) throw new AppError(404, RESTRICTION_MESSAGES.overrideNotFound);
    return row;
  }

  /** The member as restrictions see them; undefined for someone who is not an active member of the club. */
  async function restrictedMember(scope: TenantScope, userId: number): Promise<RestrictedMember | undefined> {
    const membership = await findMembership(scope, userId);
    if (!membership) return undefined;
    const groups = await groupsOfMemberFor(scope, userId);
    return {
      userId,
      memberTypeId: membership.memberTypeId,
      isStaff: membership.key !== 'member',
      groupIds: groups.map((group) => group.id),
      planIds: [],
    };
  }

  async function counted(scope: TenantScope, rows: BookerOccurrence[]): Promise<CountedBooking[]> {
    const courtIds = [...new Set(rows.map((row) => row.courtId))];
    const groups = new Map(
      (courtIds.length > 0 ? await needs.courtGroups(scope, courtIds) : []).map((c) => [c.id, c.facilityGroupId]),
    );
    return rows.map((row) => ({
      id: row.id,
      start: row.startsAt,
      end: row.endsAt,
      sportId: row.sportId,
      facilityGroupId: groups.get(row.courtId) ?? null,
    }));
  }

  /** The port appointments calls inside a booking's transaction, after writing its occurrences. */
  async function check(tx: Executor, scope: TenantScope, change: { appointmentIds: number[]; byStaff: boolean }) {
    if (change.appointmentIds.length === 0) return;
    const local = scope.within(tx);
    const rules: RestrictionRule[] = (await listRestrictions(local, undefined, false)).filter(
      (rule) => rule.active && (!change.byStaff || rule.applies_to_staff),
    );
    if (rules.length === 0) return;
    const added = await bookersOf(local, change.appointmentIds);
    const userIds = [...new Set(added.map((row) => row.userId))].sort((a, b) => a - b);
    const at = now();
    const timezone = (await findBusiness(local.db, local.businessId))?.timezone ?? 'UTC';
    for (const userId of userIds) {
      const member = await restrictedMember(local, userId);
      if (!member) continue;
      const mine = rules.filter((rule) => restrictionAppliesTo(rule, member));
      if (mine.length === 0) continue;
      // One member's bookings are counted one transaction at a time: of two simultaneous ones, the second
      // counts the first.
      await lockMember(local, userId);
      const news = added.filter((row) => row.userId === userId);
      const windows = mine.flatMap((rule) => news.map((row) => countingWindow(rule, row.startsAt, at, timezone)));
      const from = new Date(Math.min(...windows.map((w) => w.start.getTime())));
      const to = new Date(
        Math.min(Math.max(...windows.map((w) => w.end.getTime())), at.getTime() + UPCOMING_HORIZON_MS),
      );
      const bookings = await counted(local, await bookerOccurrences(local, userId, { from, to }));
      const refusal = findRefusal({
        rules: mine,
        overrides: await listOverrides(local, { userId }),
        member,
        bookings,
        added: news.map((row) => row.id),
        byStaff: change.byStaff,
        now: at,
        timeZone: timezone,
      });
      if (refusal) throw new AppError(400, refusal.message, { restriction: refusal });
    }
  }

  return {
    check,

    async all(member: MemberContext): Promise<Restriction[]> {
      return (await listRestrictions(member.scope)).map(toRestriction);
    },

    async add(member: MemberContext, input: RestrictionInput): Promise<Restriction> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        await requireKnownTargets(scope, input);
        const id = await insertRestriction(scope, input, member.user.id);
        return toRestriction(await findRestriction(scope, id));
      });
    },

    async update(member: MemberContext, id: number, input: RestrictionInput): Promise<Restriction> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        await findRestriction(scope, id);
        await requireKnownTargets(scope, input);
        if (!(await updateRestriction(scope, id, input))) throw new AppError(404, RESTRICTION_MESSAGES.notFound);
        return toRestriction(await findRestriction(scope, id));
      });
    },

    async delete(member: MemberContext, id: number): Promise<{ id: number }> {
      if (!(await deleteRestriction(member.scope, id))) throw new AppError(404, RESTRICTION_MESSAGES.notFound);
      return { id };
    },

    async overrides(
      member: MemberContext,
      filter: { user_id?: number | undefined; restriction_id?: number | undefined },
    ): Promise<RestrictionOverride[]> {
      const rows = await listOverrides(member.scope, { userId: filter.user_id, restrictionId: filter.restriction_id });
      return toOverrides(member.scope, rows, today(member));
    },

    override: (member: MemberContext, id: number) => findOverride(member.scope, id, today(member)),

    async addOverride(member: MemberContext, input: OverrideInput): Promise<RestrictionOverride> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        await findRestriction(scope, input.restriction_id);
        if ((await findMembers(scope, [input.user_id])).length === 0) throw new AppError(404, 'Member not found.');
        try {
          const id = await tx.transaction((savepoint) =>
            insertOverride(scope.within(savepoint), input, member.user.id),
          );
          return await findOverride(scope, id, today(member));
        } catch (error) {
          if (isUniqueViolation(error, OVERRIDE_KEY)) throw conflict('user_id', RESTRICTION_MESSAGES.overrideTaken);
          throw error;
        }
      });
    },

    async updateOverride(member: MemberContext, id: number, input: OverrideUpdateInput): Promise<RestrictionOverride> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        if (!(await updateOverride(scope, id, input))) throw new AppError(404, RESTRICTION_MESSAGES.overrideNotFound);
        return findOverride(scope, id, today(member));
      });
    },

    async deleteOverride(member: MemberContext, id: number): Promise<{ id: number }> {
      if (!(await deleteOverride(member.scope, id))) throw new AppError(404, RESTRICTION_MESSAGES.overrideNotFound);
      return { id };
    },

    /**
     * A member's usage of each restriction that holds for them, their bookings per day, week or month, and their
     * overrides: for the member themselves, their family, or staff who may read members.
     */
    async statistics(member: MemberContext, userId: number, body: StatisticsBody): Promise<RestrictionStatistics> {
      const { scope } = member;
      if (userId !== member.user.id) {
        const family = (await listFamilyOf(scope, member.user.id)).some((person) => person.userId === userId);
        if (!family && !can(member.membership.roles, 'members', 'read')) throw forbidden();
      }
      const person = await restrictedMember(scope, userId);
      if (!person) throw new AppError(404, 'Member not found.');
      const at = now();
      const timeZone = member.business.timezone;
      const rules = await listRestrictions(scope);
      const windows = rules.map((rule) => countingWindow(rule, at, at, timeZone));
      const from = new Date(
        Math.min(
          historyStart(body.time_unit, body.unit_period, 0, at, timeZone).getTime(),
          ...windows.map((w) => w.start.getTime()),
        ),
      );
      const bookings = await counted(
        scope,
        await bookerOccurrences(scope, userId, { from, to: new Date(at.getTime() + UPCOMING_HORIZON_MS) }),
      );
      const overrides = await listOverrides(scope, { userId });
      const { sport_id: sportId, facility_group_id: groupId } = body.filters;
      const filtered = bookings.filter(
        (b) => (sportId === null || b.sportId === sportId) && (groupId === null || b.facilityGroupId === groupId),
      );
      return {
        user_id: userId,
        time_unit: body.time_unit,
        restrictions: currentUsage(rules, overrides, person, bookings, at, timeZone).map((usage) => ({
          ...usage,
          override: usage.override
            ? { exempt: usage.override.exempt, max_value: usage.override.max_value, ends_on: usage.override.ends_on }
            : null,
        })),
        history: bookingHistory(filtered, body.time_unit, body.unit_period, 0, at, timeZone),
        overides: await toOverrides(scope, overrides, today(member)),
      };
    },
  };
}

export type RestrictionsService = ReturnType<typeof createRestrictionsService>;

import type {
  CreateFacilityGroupBody,
  FacilityGroup,
  FacilityGroupStaff,
  ReorderFacilityGroupsBody,
  UpdateFacilityGroupBody,
} from '@fairplay/contracts';
import type { Database } from '@fairplay/db';
import { fieldError, notFound } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import type { Selection } from '../../plugins/selection.js';
import { locationExists, locationNamesOf } from '../locations/index.js';
import { sportCategoryIsKnown } from '../sports/index.js';
import {
  countOwnGroups,
  findGroup,
  insertGroup,
  listGroups,
  nextOrderIndex,
  renameGroup,
  setGroupOrder,
  type GroupRow,
} from './facilities.repository.js';
import type { FacilitiesNeeds } from './ports.js';

export function toFacilityGroup(row: GroupRow, locationName: string): FacilityGroup {
  return {
    id: row.id,
    name: row.name,
    location_id: row.locationId,
    location_name: locationName,
    order_index: row.orderIndex,
    sport_category_id: row.sportCategoryId,
    plan: row.plan,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The groups with their locations' names, read in one batch; a group whose location is gone is left out. */
async function withLocationNames(member: MemberContext, rows: GroupRow[]): Promise<FacilityGroup[]> {
  const names = await locationNamesOf(
    member.scope,
    rows.map((row) => row.locationId),
  );
  return rows.flatMap((row) => {
    const name = names.get(row.locationId);
    return name === undefined ? [] : [toFacilityGroup(row, name)];
  });
}

export function createFacilitiesService(db: Database, needs: FacilitiesNeeds) {
  async function get(member: MemberContext, id: number): Promise<FacilityGroup> {
    const row = await findGroup(member.scope, id);
    const [group] = row ? await withLocationNames(member, [row]) : [];
    if (!group) throw notFound('Facility group');
    return group;
  }

  return {
    get,

    /** The list honours the header's selection; a location or group of another club simply matches nothing. */
    async list(member: MemberContext, selection: Selection): Promise<FacilityGroup[]> {
      return withLocationNames(member, await listGroups(member.scope, selection));
    },

    async create(member: MemberContext, body: CreateFacilityGroupBody): Promise<FacilityGroup> {
      const id = await db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        if (!(await locationExists(scope, body.location_id))) throw notFound('Location');
        if (!(await sportCategoryIsKnown(tx, body.sport_category_id)))
          throw fieldError('sport_category_id', 'Please choose a sport category.');
        return insertGroup(scope, {
          name: body.name,
          locationId: body.location_id,
          orderIndex: await nextOrderIndex(scope),
          sportCategoryId: body.sport_category_id,
          plan: body.plan,
          coupon: body.coupon ?? null,
        });
      });
      return get(member, id);
    },

    async rename(member: MemberContext, id: number, body: UpdateFacilityGroupBody): Promise<FacilityGroup> {
      if (!(await renameGroup(member.scope, id, body.name))) throw notFound('Facility group');
      return get(member, id);
    },

    /** All or nothing: one id of another club (or unknown) refuses the whole list and changes no row. */
    async reorder(member: MemberContext, body: ReorderFacilityGroupsBody): Promise<FacilityGroup[]> {
      const ids = body.order_index.map((item) => item.id);
      await db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        if ((await countOwnGroups(scope, ids)) !== ids.length) throw notFound('Facility group');
        for (const item of body.order_index) await setGroupOrder(scope, item.id, item.order);
      });
      return withLocationNames(member, await listGroups(member.scope, { locationId: null, facilityGroupId: null }));
    },

    /**
     * Every facility group of the club with the staff who work in it: those assigned to the group, and those
     * assigned to no group (they work club-wide). Hidden staff are left out for members (docs/decisions.md).
     */
    async staff(member: MemberContext): Promise<FacilityGroupStaff[]> {
      const [groups, staff, assignments] = await Promise.all([
        listGroups(member.scope, { locationId: null, facilityGroupId: null }).then((rows) =>
          withLocationNames(member, rows),
        ),
        needs.clubStaff(member.scope),
        needs.staffAssignments(member.scope),
      ]);
      const seesHidden = member.membership.key !== 'member';
      const shown = staff.filter((person) => seesHidden || !assignments.hidden.has(person.user_id));
      return groups.map((group) => ({
        id: group.id,
        name: group.name,
        location_id: group.location_id,
        location_name: group.location_name,
        staff: shown.filter((person) => {
          const groupIds = assignments.groupsOf.get(person.user_id);
          return !groupIds || groupIds.length === 0 || groupIds.includes(group.id);
        }),
      }));
    },
  };
}

export type FacilitiesService = ReturnType<typeof createFacilitiesService>;

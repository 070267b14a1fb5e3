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
import { findLocation } from '../locations/locations.repository.js';
import { sportCategoryExists } from '../sports/sports.repository.js';
import {
  countOwnGroups,
  findGroup,
  insertGroup,
  listGroups,
  listStaff,
  nextOrderIndex,
  renameGroup,
  setGroupOrder,
  type GroupRow,
} from './facilities.repository.js';

export function toFacilityGroup(row: GroupRow): FacilityGroup {
  return {
    id: row.id,
    name: row.name,
    location_id: row.locationId,
    location_name: row.locationName,
    order_index: row.orderIndex,
    sport_category_id: row.sportCategoryId,
    plan: row.plan,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createFacilitiesService(db: Database) {
  async function get(member: MemberContext, id: number): Promise<FacilityGroup> {
    const row = await findGroup(member.scope, id);
    if (!row) throw notFound('Facility group');
    return toFacilityGroup(row);
  }

  return {
    get,

    /** The list honours the header's selection; a location or group of another club simply matches nothing. */
    async list(member: MemberContext, selection: Selection): Promise<FacilityGroup[]> {
      return (await listGroups(member.scope, selection)).map(toFacilityGroup);
    },

    async create(member: MemberContext, body: CreateFacilityGroupBody): Promise<FacilityGroup> {
      const id = await db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        if (!(await findLocation(scope, body.location_id))) throw notFound('Location');
        if (!(await sportCategoryExists(tx, body.sport_category_id)))
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
      return (await listGroups(member.scope, { locationId: null, facilityGroupId: null })).map(toFacilityGroup);
    },

    /** Every facility group of the club with the club's staff (staff are club-wide until groups get their own). */
    async staff(member: MemberContext): Promise<FacilityGroupStaff[]> {
      const [groups, staff] = await Promise.all([
        listGroups(member.scope, { locationId: null, facilityGroupId: null }),
        listStaff(member.scope),
      ]);
      return groups.map((group) => ({
        id: group.id,
        name: group.name,
        location_id: group.locationId,
        location_name: group.locationName,
        staff,
      }));
    },
  };
}

export type FacilitiesService = ReturnType<typeof createFacilitiesService>;

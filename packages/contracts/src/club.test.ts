import { describe, expect, it } from 'vitest';
import {
  createFacilityGroupBody,
  createLocationBody,
  FACILITY_PLANS,
  locationListQuery,
  reorderFacilityGroupsBody,
} from './club.js';

const group = { name: 'Padel', plan: 'courtandlessonproviderplan', sport_category_id: 1, location_id: 4 };

describe('club contracts', () => {
  it('asks for a location when none (or -1) is chosen', () => {
    for (const location_id of [undefined, -1, 0, '4']) {
      const result = createFacilityGroupBody.safeParse({ ...group, location_id });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['location_id'], message: 'Please select location.' });
    }
    expect(createFacilityGroupBody.parse({ ...group, name: ' Padel ' })).toEqual(group);
  });

  it('takes only the two facility plans and an optional, plain coupon', () => {
    expect(FACILITY_PLANS.map((plan) => plan.key)).toEqual([
      'courtandlessonproviderplan',
      'enterprisecourtandlessonproviderplan',
    ]);
    expect(createFacilityGroupBody.safeParse({ ...group, plan: 'lessonproviderplan' }).success).toBe(false);
    expect(createFacilityGroupBody.parse({ ...group, coupon: 'SPRING-10' }).coupon).toBe('SPRING-10');
    for (const coupon of ['', 'a b', "x'--", 'C'.repeat(41)])
      expect(createFacilityGroupBody.safeParse({ ...group, coupon }).success).toBe(false);
  });

  it('refuses a reorder list that names a group twice or is empty', () => {
    expect(reorderFacilityGroupsBody.safeParse({ order_index: [] }).success).toBe(false);
    expect(
      reorderFacilityGroupsBody.safeParse({
        order_index: [
          { id: 1, order: 0 },
          { id: 1, order: 1 },
        ],
      }).success,
    ).toBe(false);
    expect(
      reorderFacilityGroupsBody.parse({
        order_index: [
          { id: 2, order: 0 },
          { id: 1, order: 1 },
        ],
      }).order_index,
    ).toHaveLength(2);
  });

  it('shows "Please provide valid address" for an empty address and defaults the list query', () => {
    const result = createLocationBody.safeParse({ name: 'North', address: '   ' });
    expect(result.error?.issues[0]?.message).toBe('Please provide valid address');
    expect(locationListQuery.parse({})).toEqual({ page: 1, limit: 10, search: '' });
  });
});

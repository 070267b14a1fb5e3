import { z } from 'zod';
import { LIMITS } from './constants.js';
import { idParam } from './fields.js';

/** Locations, facility groups, the sport catalogue and check-ins (spec 1 sections 2, 3, 5, 7). */

export const CLUB_MESSAGES = {
  selectLocation: 'Please select location.',
  invalidAddress: 'Please provide valid address',
  fullAccess: 'Full Access to All Features',
} as const;

export const CLUB_LIMITS = {
  locationNameMax: 80,
  facilityNameMax: 80,
  couponMax: 40,
  searchMax: 80,
  pageSizeDefault: 10,
  pageSizeMax: 100,
  reorderMax: 200,
  orderMax: 10000,
  checkInsMax: 100,
} as const;

/** The plans a facility group is created on (spec 3, "Pricing plans", reading b). */
export const FACILITY_PLANS = [
  {
    key: 'courtandlessonproviderplan',
    name: 'Ace',
    price: 239,
    discounted_price: 199,
    features: [
      'Up to 12 bookable courts',
      'Bookings, lessons and memberships',
      'Member app and news feed',
      'Full module access',
    ],
  },
  {
    key: 'enterprisecourtandlessonproviderplan',
    name: 'Grand Slam',
    price: 349,
    discounted_price: 299,
    features: [
      'Unlimited courts',
      'Unlimited marketing emails',
      'Bookings, lessons and memberships',
      'Full module access',
    ],
  },
] as const;
export const FACILITY_PLAN_KEYS = ['courtandlessonproviderplan', 'enterprisecourtandlessonproviderplan'] as const;
export type FacilityPlanKey = (typeof FACILITY_PLAN_KEYS)[number];

const nameField = (label: string, max: number) =>
  z
    .string(`${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

// Locations

export const locationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  createdAt: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

export const createLocationBody = z
  .object({
    name: nameField('Location name', CLUB_LIMITS.locationNameMax),
    address: z
      .string(CLUB_MESSAGES.invalidAddress)
      .trim()
      .min(1, CLUB_MESSAGES.invalidAddress)
      .max(LIMITS.addressMax, `Address must be at most ${LIMITS.addressMax} characters.`),
  })
  .strict();
export type CreateLocationBody = z.infer<typeof createLocationBody>;

export const updateLocationBody = z.object({ name: nameField('Location name', CLUB_LIMITS.locationNameMax) }).strict();
export type UpdateLocationBody = z.infer<typeof updateLocationBody>;

/** GET location/entity: page (from 1), limit (1-100, default 10), search (name or address contains, case-insensitive). */
export const locationListQuery = z
  .object({
    page: z.coerce
      .number()
      .int('page must be a whole number.')
      .min(1, 'page must be 1 or more.')
      .max(100000)
      .default(1),
    limit: z.coerce
      .number()
      .int('limit must be a whole number.')
      .min(1, 'limit must be 1 or more.')
      .max(CLUB_LIMITS.pageSizeMax, `limit must be at most ${CLUB_LIMITS.pageSizeMax}.`)
      .default(CLUB_LIMITS.pageSizeDefault),
    search: z
      .string()
      .trim()
      .max(CLUB_LIMITS.searchMax, `search must be at most ${CLUB_LIMITS.searchMax} characters.`)
      .default(''),
  })
  .strict();
export type LocationListQuery = z.input<typeof locationListQuery>;

export const locationListSchema = z.object({
  rows: z.array(locationSchema),
  count: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type LocationList = z.infer<typeof locationListSchema>;

export const idParams = z.object({ id: idParam });

// Check-ins

export const checkInSchema = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  checked_in_at: z.string(),
});
export type CheckIn = z.infer<typeof checkInSchema>;

// Sports

export const sportSchema = z.object({ id: z.number().int(), display_name: z.string() });
export type Sport = z.infer<typeof sportSchema>;

export const sportCategorySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  display_name: z.string(),
  sports: z.array(sportSchema),
});
export type SportCategory = z.infer<typeof sportCategorySchema>;

export const sportQuery = z.object({ category: idParam.optional() }).strict();

export const categorySportSchema = sportSchema.extend({ sport_category_id: z.number().int() });
export type CategorySport = z.infer<typeof categorySportSchema>;

// Facility groups

export const facilityGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location_id: z.number().int(),
  location_name: z.string(),
  order_index: z.number().int(),
  sport_category_id: z.number().int().nullable(),
  plan: z.enum(FACILITY_PLAN_KEYS).nullable(),
  createdAt: z.string(),
});
export type FacilityGroup = z.infer<typeof facilityGroupSchema>;

export const createFacilityGroupBody = z
  .object({
    name: nameField('Facility name', CLUB_LIMITS.facilityNameMax),
    plan: z.enum(FACILITY_PLAN_KEYS, 'Please choose a plan.'),
    sport_category_id: z
      .number('Please choose a sport category.')
      .int('Please choose a sport category.')
      .positive('Please choose a sport category.')
      .max(2147483647, 'Please choose a sport category.'),
    location_id: z
      .number(CLUB_MESSAGES.selectLocation)
      .int(CLUB_MESSAGES.selectLocation)
      .positive(CLUB_MESSAGES.selectLocation)
      .max(2147483647, CLUB_MESSAGES.selectLocation),
    coupon: z
      .string()
      .trim()
      .min(1, 'Coupon must not be empty; leave it out instead.')
      .max(CLUB_LIMITS.couponMax, `Coupon must be at most ${CLUB_LIMITS.couponMax} characters.`)
      .regex(/^[A-Za-z0-9_-]+$/, 'Coupon may contain only letters, digits, - and _.')
      .optional(),
  })
  .strict();
export type CreateFacilityGroupBody = z.infer<typeof createFacilityGroupBody>;

export const updateFacilityGroupBody = z
  .object({ name: nameField('Facility name', CLUB_LIMITS.facilityNameMax) })
  .strict();
export type UpdateFacilityGroupBody = z.infer<typeof updateFacilityGroupBody>;

export const reorderFacilityGroupsBody = z
  .object({
    order_index: z
      .array(
        z
          .object({
            id: z
              .number('id must be a number.')
              .int('id must be a whole number.')
              .positive('id must be positive.')
              .max(2147483647),
            order: z.number().int('order must be a whole number.').min(0).max(CLUB_LIMITS.orderMax),
          })
          .strict(),
      )
      .min(1, 'order_index must list at least one facility group.')
      .max(CLUB_LIMITS.reorderMax, `order_index may list at most ${CLUB_LIMITS.reorderMax} facility groups.`)
      .refine(
        (items) => new Set(items.map((item) => item.id)).size === items.length,
        'order_index lists a facility group twice.',
      ),
  })
  .strict();
export type ReorderFacilityGroupsBody = z.infer<typeof reorderFacilityGroupsBody>;

export const staffMemberSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  member_type: z.string(),
});

export const facilityGroupStaffSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location_id: z.number().int(),
  location_name: z.string(),
  staff: z.array(staffMemberSchema),
});
export type FacilityGroupStaff = z.infer<typeof facilityGroupStaffSchema>;

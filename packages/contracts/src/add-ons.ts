import { z } from 'zod';

/**
 * Add-ons (issue 10): what a club sells with court time, such as a ball machine, court lights or racket rental.
 * The spec shows only the calls; the fields are ours (docs/decisions.md "Add-ons (issue 10)"). Prices are cents
 * and points, per booking or per hour of the booking; `stock` units exist and at most that many bookings at
 * overlapping times can hold one.
 */
export const ADD_ON_LIMITS = {
  nameMax: 60,
  descriptionMax: 280,
  priceMax: 100_000_000,
  stockMin: 1,
  stockMax: 999,
  courtsMax: 200,
} as const;

export const ADD_ON_PER = ['booking', 'hour'] as const;
export type AddOnPer = (typeof ADD_ON_PER)[number];

export const ADD_ON_MESSAGES = {
  created: 'Add-on created.',
  updated: 'Add-on updated.',
  removed: 'Add-on removed.',
  nameTaken: 'An add-on with this name already exists.',
  notFound: 'Add-on not found.',
  removedAddOn: 'This add-on was removed and can no longer be changed.',
  notOffered: 'This add-on is not offered on this court.',
  soldOut: 'This add-on is sold out at the selected time.',
  courtsRequired: 'Please select courts.',
} as const;

const id = z
  .number('Must be a number.')
  .int('Must be a whole number.')
  .positive('Must be a positive id.')
  .max(2147483647);
const whole = (label: string, min: number, max: number) =>
  z
    .number(`${label} must be a number.`)
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);

const fields = {
  name: z
    .string('Name is required.')
    .trim()
    .min(1, 'Name is required.')
    .max(ADD_ON_LIMITS.nameMax, `Name must be at most ${ADD_ON_LIMITS.nameMax} characters.`),
  description: z
    .string()
    .trim()
    .max(ADD_ON_LIMITS.descriptionMax, `Description must be at most ${ADD_ON_LIMITS.descriptionMax} characters.`),
  price: whole('Price (cents)', 0, ADD_ON_LIMITS.priceMax),
  point_price: whole('Points', 0, ADD_ON_LIMITS.priceMax),
  per: z.enum(ADD_ON_PER, "Must be 'booking' or 'hour'."),
  stock: whole('Stock', ADD_ON_LIMITS.stockMin, ADD_ON_LIMITS.stockMax),
  all_courts: z.boolean('Must be true or false.'),
  courts: z
    .array(id)
    .max(ADD_ON_LIMITS.courtsMax)
    .refine((list) => new Set(list).size === list.length, 'Each court may be listed once.'),
};

/** POST add_on/add. With all_courts false, `courts` names the courts it is offered on (at least one). */
export const addOnBody = z
  .object({
    name: fields.name,
    description: fields.description.default(''),
    price: fields.price.default(0),
    point_price: fields.point_price.default(0),
    per: fields.per.default('booking'),
    stock: fields.stock.default(1),
    all_courts: fields.all_courts.default(true),
    courts: fields.courts.default([]),
  })
  .strict()
  .refine((body) => body.all_courts || body.courts.length > 0, {
    message: ADD_ON_MESSAGES.courtsRequired,
    path: ['courts'],
  });
export type AddOnBody = z.input<typeof addOnBody>;

/** POST add_on/update/{id}: only the fields sent change. */
export const addOnUpdateBody = z
  .object({
    name: fields.name.optional(),
    description: fields.description.optional(),
    price: fields.price.optional(),
    point_price: fields.point_price.optional(),
    per: fields.per.optional(),
    stock: fields.stock.optional(),
    all_courts: fields.all_courts.optional(),
    courts: fields.courts.optional(),
  })
  .strict();
export type AddOnUpdateBody = z.input<typeof addOnUpdateBody>;

/** GET add_on: `status=1` lists the removed (archived) add-ons. */
export const addOnListQuery = z.object({ status: z.enum(['0', '1']).default('0') }).strict();

export const addOnSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  point_price: z.number().int(),
  per: z.enum(ADD_ON_PER),
  stock: z.number().int(),
  all_courts: z.boolean(),
  courts: z.array(z.number().int()),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type AddOn = z.infer<typeof addOnSchema>;

const instant = z.iso.datetime({ offset: true, message: 'Must be an ISO date-time such as 2026-03-01T18:00:00Z.' });

/**
 * POST add_on/list/{id} (id: a court): the add-ons offered on that court for a booking from start_time to
 * end_time, each with how many units are left then and what it costs for that booking. `appointment_id` leaves
 * that booking's own add-ons out of the count (changing a booking).
 */
export const addOnAvailabilityBody = z
  .object({ start_time: instant, end_time: instant, appointment_id: id.optional() })
  .strict();
export type AddOnAvailabilityBody = z.input<typeof addOnAvailabilityBody>;

export const addOnAvailabilitySchema = addOnSchema.extend({
  /** Units free over the whole time asked about. */
  available: z.number().int(),
  /** What this booking would pay: cents and points (per hour: prorated by the minutes, rounded). */
  booking_price: z.number().int(),
  booking_point_price: z.number().int(),
});
export type AddOnAvailability = z.infer<typeof addOnAvailabilitySchema>;

/** An add-on as a booking carries it: the price it was booked at. */
export const bookingAddOnSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  point_price: z.number().int(),
});
export type BookingAddOn = z.infer<typeof bookingAddOnSchema>;

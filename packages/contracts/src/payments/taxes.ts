import { z } from 'zod';
import { PAYMENT_LIMITS, PAYMENT_MESSAGES } from './common.js';
import { text } from './fields.js';

/* Tax rates (spec 3 section 9): create, update, archive and list. */

export const TAX_TYPES = ['Sales Tax', 'custom'] as const;
export const TAX_DEFAULT_JURISDICTION = 'Default region';

/**
 * Tax percentage: non-negative, below 100, at most three decimals (real combined rates such as New York City's
 * 8.875 %; docs/decisions.md "Tax rates with three decimals"); every failure says 'Not valid Tax number'.
 */
export const taxPercentField = z
  .number(PAYMENT_MESSAGES.notValidTax)
  .min(0, PAYMENT_MESSAGES.notValidTax)
  .lt(PAYMENT_LIMITS.taxPercentMax, PAYMENT_MESSAGES.notValidTax)
  .refine((value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6, PAYMENT_MESSAGES.notValidTax);

const taxFields = {
  display_name: z
    .string('Name is required.')
    .trim()
    .min(1, 'Name is required.')
    .max(PAYMENT_LIMITS.taxNameMax, `Name must be at most ${PAYMENT_LIMITS.taxNameMax} characters.`),
  description: text(PAYMENT_LIMITS.taxDescriptionMax, 'Description'),
  type: z.enum(TAX_TYPES, "Must be 'Sales Tax' or 'custom'."),
  typeName: text(PAYMENT_LIMITS.taxNameMax, 'Type name'),
  jurisdiction: z
    .string('Region is required.')
    .trim()
    .min(1, 'Region is required.')
    .max(PAYMENT_LIMITS.jurisdictionMax, `Region must be at most ${PAYMENT_LIMITS.jurisdictionMax} characters.`),
  inclusive: z.boolean('Must be true or false.'),
  /** Ours (issue 24): the rate is charged on court bookings too, and shown with their price before paying. */
  court_time: z.boolean('Must be true or false.'),
  /** Ours (issue 24 point 4): the rate is charged on lesson places, camp days and coaches' private sessions. */
  lessons: z.boolean('Must be true or false.'),
  /** Ours (issue 24 point 4): the rate is charged when a member buys points. */
  points: z.boolean('Must be true or false.'),
};

/** POST payment/tax/create. A custom type names itself in `typeName`. */
export const taxCreateBody = z
  .object({
    display_name: taxFields.display_name,
    description: taxFields.description.default(''),
    percentage: taxPercentField,
    type: taxFields.type.default('Sales Tax'),
    typeName: taxFields.typeName.default(''),
    jurisdiction: taxFields.jurisdiction.default(TAX_DEFAULT_JURISDICTION),
    inclusive: taxFields.inclusive.default(false),
    court_time: taxFields.court_time.default(false),
    lessons: taxFields.lessons.default(false),
    points: taxFields.points.default(false),
  })
  .strict()
  .refine((body) => body.type !== 'custom' || body.typeName.length > 0, {
    message: 'Type name is required for a custom tax.',
    path: ['typeName'],
  });
export type TaxCreateBody = z.input<typeof taxCreateBody>;

/**
 * POST payment/tax/update/{id}: the percentage is omitted on update (spec 3 section 3; charges already made keep
 * the rate they were made with, so a new rate is a new tax).
 */
export const taxUpdateBody = z
  .object({
    display_name: taxFields.display_name.optional(),
    description: taxFields.description.optional(),
    type: taxFields.type.optional(),
    typeName: taxFields.typeName.optional(),
    jurisdiction: taxFields.jurisdiction.optional(),
    inclusive: taxFields.inclusive.optional(),
    court_time: taxFields.court_time.optional(),
    lessons: taxFields.lessons.optional(),
    points: taxFields.points.optional(),
  })
  .strict();
export type TaxUpdateBody = z.input<typeof taxUpdateBody>;

/** GET payment/tax/getall: `status=1` lists the archived rates. */
export const taxListQuery = z.object({ status: z.enum(['0', '1']).default('0') }).strict();

export const taxSchema = z.object({
  id: z.number().int(),
  /** The provider's id of the rate (our own `txr_…` id when the provider keeps no tax rates). */
  tax_id: z.string(),
  display_name: z.string(),
  description: z.string(),
  percentage: z.number(),
  type: z.enum(TAX_TYPES),
  typeName: z.string(),
  jurisdiction: z.string(),
  inclusive: z.boolean(),
  /** Charged on court bookings (ours, issue 24). */
  court_time: z.boolean(),
  /** Charged on lesson places, camp days and coaches' private sessions (ours, issue 24 point 4). */
  lessons: z.boolean(),
  /** Charged on points purchases (ours, issue 24 point 4). */
  points: z.boolean(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type Tax = z.infer<typeof taxSchema>;

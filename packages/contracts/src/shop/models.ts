import { z } from 'zod';

/** Models and their items (issue 28 points 1 and 2): the style sold, and each colour x size of it. */
const cents = (label: string) =>
  z
    .number(`${label} must be a whole number of cents.`)
    .int(`${label} must be a whole number of cents.`)
    .min(0, `${label} cannot be negative.`)
    .max(10_000_000, `${label} must be at most 100,000.00.`);

const refId = (label: string) => z.number(`${label} must be an id.`).int().positive();

export const barcodeField = z
  .string('Barcode is required.')
  .trim()
  .regex(/^[0-9A-Za-z-]{4,32}$/, 'Barcode must be 4 to 32 letters, digits or dashes.');

const modelFields = {
  name: z.string('Name is required.').trim().min(1, 'Name is required.').max(80, 'Name must be at most 80 characters.'),
  description: z.string().trim().max(500, 'Description must be at most 500 characters.').default(''),
  category_id: refId('Category'),
  product_type_id: refId('Product type'),
  brand_id: refId('Brand').nullable().default(null),
  activity_id: refId('Activity').nullable().default(null),
  vendor_id: refId('Vendor').nullable().default(null),
  unit_id: refId('Unit').nullable().default(null),
};

export const modelBody = z.object(modelFields).strict();
export type ModelBody = z.input<typeof modelBody>;

export const modelUpdateBody = z
  .object(modelFields)
  .partial()
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Give at least one field to change.',
    path: ['name'],
  });

/** What an item sells for and how it is stocked. */
const itemFields = {
  price: cents('Price'),
  member_price: cents('Member price').nullable().default(null),
  cost: cents('Cost').default(0),
  reorder_point: z.number('Reorder point must be a whole number.').int().min(0).max(100000).default(0),
  allow_negative: z.boolean('Must be true or false.').default(false),
};
const memberPriceAtMost = {
  message: 'The member price cannot be above the price.',
  path: ['member_price'],
};

/**
 * The size x colour grid (point 2): one item per picked colour and size (or per colour, or per size, when the
 * product type varies by one only), at the prices given; `barcodes` names a barcode per cell ("colorId:sizeId",
 * 0 for none), the others get a club-internal EAN-13.
 */
export const itemGridBody = z
  .object({
    color_ids: z.array(refId('Colour')).max(30, 'At most 30 colours.').default([]),
    size_ids: z.array(refId('Size')).max(30, 'At most 30 sizes.').default([]),
    ...itemFields,
    barcodes: z.record(z.string().regex(/^\d+:\d+$/, 'Cells are named colourId:sizeId.'), barcodeField).default({}),
  })
  .strict()
  .refine((body) => body.member_price === null || body.member_price <= body.price, memberPriceAtMost);
export type ItemGridBody = z.input<typeof itemGridBody>;

export const itemUpdateBody = z
  .object({ ...itemFields, barcode: barcodeField })
  .partial()
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Give at least one field to change.',
    path: ['price'],
  });

export const itemSchema = z.object({
  id: z.number().int(),
  model_id: z.number().int(),
  model_name: z.string(),
  brand: z.string().nullable(),
  color_id: z.number().int().nullable(),
  color: z.string().nullable(),
  color_hex: z.string().nullable(),
  size_id: z.number().int().nullable(),
  size: z.string().nullable(),
  barcode: z.string(),
  price: z.number().int(),
  member_price: z.number().int().nullable(),
  cost: z.number().int(),
  reorder_point: z.number().int(),
  allow_negative: z.boolean(),
  track_stock: z.boolean(),
  /** The category's tax rate (percent) and whether it is inside the price. */
  tax_percent: z.number(),
  tax_inclusive: z.boolean(),
  /** On hand at the location asked about (all locations when none), null when stock is not counted. */
  on_hand: z.number().int().nullable(),
  archived: z.boolean(),
});
export type ShopItem = z.infer<typeof itemSchema>;

export const modelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category_id: z.number().int(),
  product_type_id: z.number().int(),
  brand_id: z.number().int().nullable(),
  activity_id: z.number().int().nullable(),
  vendor_id: z.number().int().nullable(),
  unit_id: z.number().int().nullable(),
  archived: z.boolean(),
  createdAt: z.string(),
  items: z.array(itemSchema),
});
export type ShopModel = z.infer<typeof modelSchema>;

export const modelListQuery = z.object({ status: z.enum(['0', '1']).default('0') }).strict();

/** The register's search: by text (model, brand, colour, size) or an exact barcode; on hand at `location_id`. */
export const itemSearchQuery = z
  .object({
    q: z.string().trim().max(80, 'Search must be at most 80 characters.').default(''),
    barcode: barcodeField.optional(),
    location_id: z.coerce.number().int().positive().optional(),
  })
  .strict();

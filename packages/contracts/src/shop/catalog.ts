import { z } from 'zod';

/**
 * The pro shop's back office (issue 28 point 1; spec 3 "Shop catalogs"): the simple catalogs as
 * /private/shop/control-panel/:metaName lists them. `model` has its own calls (it carries the items); the spec's
 * `cart` and `analytics` are the register's sales and the reports, not lists.
 */
export const SHOP_META_NAMES = [
  'category',
  'activity',
  'product_type',
  'brand',
  'color',
  'size',
  'unit',
  'vendor',
] as const;
export type ShopMetaName = (typeof SHOP_META_NAMES)[number];

export const SHOP_PRODUCT_KINDS = ['goods', 'service', 'rental', 'gift_card', 'fee'] as const;
export type ShopProductKind = (typeof SHOP_PRODUCT_KINDS)[number];

export const SHOP_META_LABELS: Record<ShopMetaName | 'model', string> = {
  category: 'Categories',
  activity: 'Activities',
  product_type: 'Product types',
  brand: 'Brands',
  model: 'Models',
  color: 'Colours',
  size: 'Sizes',
  unit: 'Units',
  vendor: 'Vendors',
};

export const SHOP_MESSAGES = {
  created: 'Saved.',
  updated: 'Saved.',
  archived: 'Archived.',
  notFound: 'Not found in the shop.',
  nameTaken: 'An active entry of this list already has this name.',
  archivedEntry: 'An archived entry cannot be changed.',
  notOfKind: 'is not an active entry of that list.',
  nothingToChange: 'Give at least one field to change.',
  unknownTax: 'is not an active tax rate of this club.',
  unknownSport: 'is not a sport of this club.',
  unknownLocation: 'is not a location of this club.',
  barcodeTaken: 'Another item of this club already has this barcode.',
  variantTaken: 'This model already has an item of that colour and size.',
  memberPriceAbovePrice: 'The member price cannot be above the price.',
  cannotForbidBelowZero: 'Stock of this item is below zero somewhere; count it before forbidding sales below zero.',
  notStocked: 'Stock is not counted for this product type.',
  outOfStock: (name: string, left: number) =>
    left > 0 ? `Only ${left} of ${name} left at this location.` : `${name} is out of stock at this location.`,
  belowZero: 'This would take stock below zero.',
  sameLocation: 'Transfer to another location.',
  gridEmpty: 'Pick at least one colour or size.',
  gridNotVaried: 'This product type does not vary by that option.',
} as const;

const name = z
  .string('Name is required.')
  .trim()
  .min(1, 'Name is required.')
  .max(60, 'Name must be at most 60 characters.');

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`);

/** One catalog entry's fields; the ones of other kinds are refused (each kind's own schema below). */
const fieldsOf = {
  category: {
    revenue_category: optionalText(60, 'Revenue category').default(''),
    account_code: optionalText(30, 'Account code').default(''),
    tax_id: z.number('Tax must be a tax rate id.').int().positive().nullable().default(null),
  },
  activity: { sport_id: z.number('Sport must be a sport id.').int().positive().nullable().default(null) },
  product_type: {
    product_kind: z.enum(SHOP_PRODUCT_KINDS, 'Kind must be goods, service, rental, gift_card or fee.'),
    track_stock: z.boolean('Must be true or false.').default(true),
    varies_color: z.boolean('Must be true or false.').default(false),
    varies_size: z.boolean('Must be true or false.').default(false),
  },
  brand: {},
  color: {
    color_hex: z
      .string('Colour must be a hex colour such as #1a2b3c.')
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex colour such as #1a2b3c.')
      .transform((value) => value.toLowerCase()),
  },
  size: { sort_order: z.number('Order must be a whole number.').int().min(0).max(1000).default(0) },
  unit: { units_per: z.number('Units must be a whole number.').int().min(1, 'At least 1.').max(10000).default(1) },
  vendor: {
    email: z.union([z.literal(''), z.email('Please enter a valid e-mail address.')]).default(''),
    phone: optionalText(40, 'Phone').default(''),
  },
} as const;

/** The body of creating an entry of `kind`. */
export function catalogBodyOf(kind: ShopMetaName) {
  return z.object({ name, ...fieldsOf[kind] }).strict();
}

/** The body of changing an entry of `kind`: any of its fields, at least one. */
export function catalogUpdateOf(kind: ShopMetaName) {
  return catalogBodyOf(kind)
    .partial()
    .strict()
    .refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: SHOP_MESSAGES.nothingToChange,
      path: ['name'],
    });
}

/** Any kind's body as the endpoint table declares it; the service parses it again by the kind in the path. */
export const catalogBody = z.record(z.string(), z.unknown());

export const metaNameParams = z
  .object({ metaName: z.enum(SHOP_META_NAMES, `The list must be one of: ${SHOP_META_NAMES.join(', ')}.`) })
  .strict();

export const catalogListQuery = z.object({ status: z.enum(['0', '1']).default('0') }).strict();

export const catalogEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(SHOP_META_NAMES),
  name: z.string(),
  revenue_category: z.string(),
  account_code: z.string(),
  tax_id: z.number().int().nullable(),
  sport_id: z.number().int().nullable(),
  product_kind: z.enum(SHOP_PRODUCT_KINDS).nullable(),
  track_stock: z.boolean(),
  varies_color: z.boolean(),
  varies_size: z.boolean(),
  units_per: z.number().int(),
  color_hex: z.string().nullable(),
  sort_order: z.number().int(),
  email: z.string(),
  phone: z.string(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type ShopCatalogEntry = z.infer<typeof catalogEntrySchema>;

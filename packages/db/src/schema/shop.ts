import {
  bigserial,
  boolean,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const SHOP_CATALOG_KINDS = [
  'category',
  'activity',
  'product_type',
  'brand',
  'color',
  'size',
  'unit',
  'vendor',
] as const;
export const SHOP_PRODUCT_KINDS = ['goods', 'service', 'rental', 'gift_card', 'fee'] as const;
export const SHOP_MOVEMENT_KINDS = [
  'receipt',
  'sale',
  'return',
  'count',
  'transfer_out',
  'transfer_in',
  'damage',
  'void',
] as const;
export const SHOP_TENDER_KINDS = ['cash', 'check', 'card', 'account'] as const;

/**
 * The pro shop's simple catalogs (issue 28, migration 0440): one row per category, activity, product type, brand,
 * colour, size, unit or vendor, with the fields of its kind (the others held empty by CHECKs).
 */
export const shopCatalog = pgTable('shop_catalog', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  kind: text('kind', { enum: SHOP_CATALOG_KINDS }).notNull(),
  name: text('name').notNull(),
  revenueCategory: text('revenue_category').notNull().default(''),
  accountCode: text('account_code').notNull().default(''),
  taxId: integer('tax_id'),
  sportId: integer('sport_id'),
  productKind: text('product_kind', { enum: SHOP_PRODUCT_KINDS }),
  trackStock: boolean('track_stock').notNull().default(false),
  variesColor: boolean('varies_color').notNull().default(false),
  variesSize: boolean('varies_size').notNull().default(false),
  unitsPer: integer('units_per').notNull().default(1),
  colorHex: text('color_hex'),
  sortOrder: integer('sort_order').notNull().default(0),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  archivedAt: instant('archived_at'),
  createdBy: integer('created_by'),
  createdAt: createdAtColumn(),
});

/** A model (the style sold); the `*_kind` columns are constants that key it to catalog rows of the right kind. */
export const shopModels = pgTable('shop_models', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  categoryId: integer('category_id').notNull(),
  categoryKind: text('category_kind').notNull().default('category'),
  productTypeId: integer('product_type_id').notNull(),
  productTypeKind: text('product_type_kind').notNull().default('product_type'),
  brandId: integer('brand_id'),
  brandKind: text('brand_kind').notNull().default('brand'),
  activityId: integer('activity_id'),
  activityKind: text('activity_kind').notNull().default('activity'),
  vendorId: integer('vendor_id'),
  vendorKind: text('vendor_kind').notNull().default('vendor'),
  unitId: integer('unit_id'),
  unitKind: text('unit_kind').notNull().default('unit'),
  archivedAt: instant('archived_at'),
  createdBy: integer('created_by'),
  createdAt: createdAtColumn(),
});

/** A sellable item: one colour x size of a model, barcode unique in the club. */
export const shopItems = pgTable('shop_items', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  modelId: integer('model_id').notNull(),
  colorId: integer('color_id'),
  colorKind: text('color_kind').notNull().default('color'),
  sizeId: integer('size_id'),
  sizeKind: text('size_kind').notNull().default('size'),
  barcode: text('barcode').notNull(),
  price: integer('price').notNull(),
  memberPrice: integer('member_price'),
  cost: integer('cost').notNull().default(0),
  reorderPoint: integer('reorder_point').notNull().default(0),
  allowNegative: boolean('allow_negative').notNull().default(false),
  archivedAt: instant('archived_at'),
  createdAt: createdAtColumn(),
});

/** On hand per item and location, written only by the shop_movements trigger. */
export const shopStock = pgTable(
  'shop_stock',
  {
    businessId: businessIdColumn(),
    itemId: integer('item_id').notNull(),
    locationId: integer('location_id').notNull(),
    allowNegative: boolean('allow_negative').notNull(),
    onHand: integer('on_hand').notNull(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.itemId, table.locationId] })],
);

export const shopSales = pgTable('shop_sales', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  clientId: text('client_id').notNull(),
  requestHash: text('request_hash').notNull(),
  status: text('status', { enum: ['pending', 'completed', 'voided'] }).notNull(),
  locationId: integer('location_id').notNull(),
  memberUserId: integer('member_user_id'),
  subtotal: integer('subtotal').notNull(),
  discount: integer('discount').notNull(),
  cartDiscount: integer('cart_discount').notNull().default(0),
  cartDiscountReason: text('cart_discount_reason').notNull().default(''),
  tax: integer('tax').notNull(),
  total: integer('total').notNull(),
  failure: text('failure').notNull().default(''),
  createdBy: integer('created_by'),
  createdAt: createdAtColumn(),
  completedAt: instant('completed_at'),
});

export const shopSaleLines = pgTable('shop_sale_lines', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  saleId: integer('sale_id').notNull(),
  itemId: integer('item_id').notNull(),
  description: text('description').notNull(),
  quantity: integer('quantity').notNull(),
  unitPrice: integer('unit_price').notNull(),
  memberPriced: boolean('member_priced').notNull().default(false),
  discount: integer('discount').notNull().default(0),
  discountReason: text('discount_reason').notNull().default(''),
  /** numeric reads back as a string. */
  taxPercent: numeric('tax_percent', { precision: 6, scale: 3 }).notNull().default('0'),
  taxInclusive: boolean('tax_inclusive').notNull().default(false),
  tax: integer('tax').notNull().default(0),
  total: integer('total').notNull(),
});

export const shopSaleTenders = pgTable('shop_sale_tenders', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  saleId: integer('sale_id').notNull(),
  position: integer('position').notNull(),
  kind: text('kind', { enum: SHOP_TENDER_KINDS }).notNull(),
  amount: integer('amount').notNull(),
  tendered: integer('tendered').notNull(),
  change: integer('change').notNull(),
  chargeId: integer('charge_id'),
});

/** The append-only movement log; each insert moves shop_stock in the same transaction (trigger). */
export const shopMovements = pgTable('shop_movements', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  businessId: businessIdColumn(),
  itemId: integer('item_id').notNull(),
  locationId: integer('location_id').notNull(),
  kind: text('kind', { enum: SHOP_MOVEMENT_KINDS }).notNull(),
  quantity: integer('quantity').notNull(),
  saleId: integer('sale_id'),
  note: text('note').notNull().default(''),
  createdBy: integer('created_by'),
  createdAt: createdAtColumn(),
});

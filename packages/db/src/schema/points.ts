import { integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';
import { users } from './users.js';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Points (issue 14, migration 0070). A point entity prices a facility group's points and says how many days a lot
 * stays valid; one per facility group.
 */
export const pointEntities = pgTable(
  'point_entities',
  {
    id: serial('id').notNull(),
    businessId: businessIdColumn(),
    facilityGroupId: integer('facility_group_id').notNull(),
    /** Cents for one point. */
    pricePerPoint: integer('price_per_point').notNull(),
    /** Days a lot stays valid. */
    expirationDate: integer('expiration_date').notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: createdAtColumn(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.id, table.businessId] })],
);

/** Points a member got at once (bought or gifted), what is left of them and when they expire. */
export const pointLots = pgTable(
  'point_lots',
  {
    id: serial('id').notNull(),
    businessId: businessIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pointEntityId: integer('point_entity_id').notNull(),
    facilityGroupId: integer('facility_group_id').notNull(),
    source: text('source', { enum: ['bought', 'gift'] }).notNull(),
    status: text('status', { enum: ['pending', 'active', 'expired', 'failed'] }).notNull(),
    points: integer('points').notNull(),
    remaining: integer('remaining').notNull(),
    refunded: integer('refunded').notNull().default(0),
    expired: integer('expired').notNull().default(0),
    amount: integer('amount').notNull().default(0),
    chargeId: integer('charge_id'),
    note: text('note').notNull().default(''),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    expiresAt: instant('expires_at').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.id, table.businessId] })],
);

/** Points a member paid with, and the part given back since. */
export const pointSpends = pgTable(
  'point_spends',
  {
    id: serial('id').notNull(),
    businessId: businessIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    facilityGroupId: integer('facility_group_id').notNull(),
    points: integer('points').notNull(),
    refunded: integer('refunded').notNull().default(0),
    cause: text('cause', { enum: ['charge', 'court', 'lesson'] }).notNull(),
    causeId: integer('cause_id'),
    description: text('description').notNull().default(''),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.id, table.businessId] })],
);

/** Which lots a spend took from (and how much of it went back to each). */
export const pointSpendLots = pgTable(
  'point_spend_lots',
  {
    id: serial('id').notNull(),
    businessId: businessIdColumn(),
    spendId: integer('spend_id').notNull(),
    lotId: integer('lot_id').notNull(),
    points: integer('points').notNull(),
    returned: integer('returned').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.businessId] }),
    unique().on(table.spendId, table.lotId, table.businessId),
  ],
);

/** A gift of points given back (point/refund_gift), keyed by the call's Idempotency-Key (migration 0140). */
export const pointGiftRefunds = pgTable(
  'point_gift_refunds',
  {
    id: serial('id').notNull(),
    businessId: businessIdColumn(),
    lotId: integer('lot_id').notNull(),
    points: integer('points').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.businessId] }),
    unique('point_gift_refunds_key').on(table.businessId, table.idempotencyKey),
  ],
);

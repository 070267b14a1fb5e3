import { boolean, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';
import { users } from './users.js';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A member's class pack (migration 0116): bought as a one-time product with uses, its terms copied at purchase.
 * `uses_left` never goes below zero (a CHECK), so the last use is won by one booking only.
 */
export const classPacks = pgTable(
  'class_packs',
  {
    id: serial('id').notNull(),
    businessId: businessIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').notNull(),
    subscriptionId: integer('subscription_id').notNull(),
    name: text('name').notNull(),
    usesTotal: integer('uses_total').notNull(),
    usesLeft: integer('uses_left').notNull(),
    covers: text('covers').array().notNull().default([]),
    /** Uses a refunded purchase took back, and of those the ones already spent (migration 0122). */
    usesRevoked: integer('uses_revoked').notNull().default(0),
    usesOwed: integer('uses_owed').notNull().default(0),
    expiresAt: instant('expires_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.id, table.businessId] })],
);

/** A use taken (-1) or given back (+1, naming the use it returns) of a class pack. */
export const classPackUses = pgTable(
  'class_pack_uses',
  {
    id: serial('id').notNull(),
    businessId: businessIdColumn(),
    packId: integer('pack_id').notNull(),
    change: integer('change').notNull(),
    returnedUseId: integer('returned_use_id'),
    /** A refund of the purchase taking uses back (or a failed refund giving them back), migration 0122. */
    refund: boolean('refund').notNull().default(false),
    description: text('description').notNull().default(''),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.id, table.businessId] })],
);

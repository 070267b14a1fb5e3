import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';
import { users } from './users.js';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A club's tag (issue 10, spec 2 "Tag"): a coloured label on bookings that filters the court sheet. Active names
 * are unique per club (tags_active_name_unique); an archived tag stays on its bookings and takes no new ones.
 */
export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  displayName: text('display_name').notNull(),
  color: text('color').notNull().default('#28e61a'),
  archivedAt: instant('archived_at'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
});

/** A tag on one occurrence (composite keys to appointments and tags of the same club). */
export const appointmentTags = pgTable(
  'appointment_tags',
  {
    businessId: businessIdColumn(),
    appointmentId: integer('appointment_id').notNull(),
    tagId: integer('tag_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.businessId, table.appointmentId, table.tagId] }),
    index('appointment_tags_tag_idx').on(table.businessId, table.tagId),
  ],
);

/** A tag on an availability rule (composite keys to availability_rules and tags of the same club). */
export const ruleTags = pgTable(
  'rule_tags',
  {
    businessId: businessIdColumn(),
    ruleId: integer('rule_id').notNull(),
    tagId: integer('tag_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.businessId, table.ruleId, table.tagId] }),
    index('rule_tags_tag_idx').on(table.businessId, table.tagId),
  ],
);

/** What a club sells with court time (ball machine, lights, racket rental); `stock` units exist. */
export const addOns = pgTable('add_ons', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  price: integer('price').notNull().default(0),
  pointPrice: integer('point_price').notNull().default(0),
  per: text('per', { enum: ['booking', 'hour'] })
    .notNull()
    .default('booking'),
  stock: integer('stock').notNull().default(1),
  allCourts: boolean('all_courts').notNull().default(true),
  archivedAt: instant('archived_at'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
});

/** The courts an add-on is offered on when it is not offered on all of them. */
export const addOnCourts = pgTable(
  'add_on_courts',
  {
    businessId: businessIdColumn(),
    addOnId: integer('add_on_id').notNull(),
    courtId: integer('court_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.addOnId, table.courtId] })],
);

/**
 * An add-on booked with one occurrence: the unit it holds over the booking's time (an exclusion constraint keeps
 * a unit from being held twice at once) and the price and points it was booked at.
 */
export const appointmentAddOns = pgTable('appointment_add_ons', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  appointmentId: integer('appointment_id').notNull(),
  addOnId: integer('add_on_id').notNull(),
  unit: integer('unit').notNull(),
  startsAt: instant('starts_at').notNull(),
  endsAt: instant('ends_at').notNull(),
  price: integer('price').notNull(),
  pointPrice: integer('point_price').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
});

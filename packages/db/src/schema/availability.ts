import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';
import { sports } from './structure.js';
import { users } from './users.js';

/**
 * An availability rule ("micro-setting", issue 10): courts on the days of a recurrence, with rows of time ranges,
 * who may book and filters. `ends_on` is the last day it can apply (its expiry); a single-day override has no
 * recurrence and names the rule it replaces on its day (`override_of`).
 */
export const availabilityRules = pgTable(
  'availability_rules',
  {
    id: serial('id').primaryKey(),
    businessId: businessIdColumn(),
    note: text('note').notNull(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    recurrence: jsonb('recurrence'),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    bookPayType: smallint('book_pay_type').notNull().default(-1),
    minAge: smallint('min_age'),
    maxAge: smallint('max_age'),
    /** numeric reads back as a string. */
    minLevel: numeric('min_level', { precision: 2, scale: 1 }),
    maxLevel: numeric('max_level', { precision: 2, scale: 1 }),
    gender: text('gender', { enum: ['male', 'female', 'NA'] }),
    stared: boolean('stared').notNull().default(false),
    overrideOf: integer('override_of'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('availability_rules_business_ends_idx').on(table.businessId, table.endsOn, table.startDate)],
);

/** The courts a rule covers. */
export const availabilityRuleCourts = pgTable(
  'availability_rule_courts',
  {
    businessId: businessIdColumn(),
    ruleId: integer('rule_id').notNull(),
    courtId: integer('court_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.ruleId, table.courtId] })],
);

/** A rule's rows: club-local minutes of the day (end 1440 = midnight), weekdays, window and prices per hour. */
export const availabilityRuleRows = pgTable('availability_rule_rows', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  ruleId: integer('rule_id').notNull(),
  position: smallint('position').notNull(),
  startMinute: smallint('start_minute').notNull(),
  endMinute: smallint('end_minute').notNull(),
  days: smallint('days').array().notNull().default([]),
  advanceDays: smallint('advance_days').notNull().default(365),
  buffer: smallint('buffer').notNull().default(0),
  price: integer('price').notNull().default(0),
  pointPrice: integer('point_price').notNull().default(0),
  /** Always the rule's (a composite foreign key with ON UPDATE CASCADE). */
  bookPayType: smallint('book_pay_type').notNull(),
});

/** Who may book under a rule: one target per entry, or all of its kind. */
export const availabilityRuleWho = pgTable('availability_rule_who', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  ruleId: integer('rule_id').notNull(),
  kind: text('kind', {
    enum: ['public', 'allmembers', 'groups', 'plans', 'coaches', 'facility_groups'],
  }).notNull(),
  allOfKind: boolean('all_of_kind').notNull().default(false),
  groupId: integer('group_id'),
  coachUserId: integer('coach_user_id'),
  facilityGroupId: integer('facility_group_id'),
  /** Issue 14 (migration 0066): a plan whose active subscribers qualify. */
  planId: integer('plan_id'),
});

/** Single days a rule does not apply. */
export const availabilityRuleExclusions = pgTable(
  'availability_rule_exclusions',
  {
    businessId: businessIdColumn(),
    ruleId: integer('rule_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.ruleId, table.day] })],
);

/**
 * The version of a club's rules: a new value from a sequence, written by triggers in the same transaction as any
 * change to the tables above (migration 0029). Servers cache a club's rules and reload them when it changed.
 */
export const availabilityRuleVersions = pgTable('availability_rule_versions', {
  businessId: businessIdColumn().primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * A freeze (issue 10): courts closed for some stretches of time; bookings inside were cancelled or kept as
 * `cancel_on_freeze` said when it was made (`cancelled` counts those cancelled).
 */
export const freezes = pgTable('freezes', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  note: text('note').notNull(),
  freezeFor: text('freeze_for', { enum: ['court', 'sport', 'lesson'] })
    .notNull()
    .default('court'),
  cancelOnFreeze: boolean('cancel_on_freeze').notNull(),
  cancelled: integer('cancelled').notNull().default(0),
  /** The group the client made it in (spec's group_by): unfreezing one unfreezes the group. */
  groupBy: text('group_by'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
});

/** The courts a freeze closes. */
export const freezeCourts = pgTable(
  'freeze_courts',
  {
    businessId: businessIdColumn(),
    freezeId: integer('freeze_id').notNull(),
    courtId: integer('court_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.freezeId, table.courtId] })],
);

/** The sports a freeze closes its courts for (none: every booking). */
export const freezeSports = pgTable(
  'freeze_sports',
  {
    businessId: businessIdColumn(),
    freezeId: integer('freeze_id').notNull(),
    sportId: integer('sport_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.freezeId, table.sportId] })],
);

/** The service types a freeze closes its courts for (the spec's filters; none: every booking). */
export const freezeServiceTypes = pgTable(
  'freeze_service_types',
  {
    businessId: businessIdColumn(),
    freezeId: integer('freeze_id').notNull(),
    serviceTypeId: integer('service_type_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.freezeId, table.serviceTypeId] })],
);

/** The closed stretches of a freeze (instants; merged, never overlapping each other). */
export const freezeRanges = pgTable(
  'freeze_ranges',
  {
    id: serial('id').primaryKey(),
    businessId: businessIdColumn(),
    freezeId: integer('freeze_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('freeze_ranges_window_idx').on(table.businessId, table.endsAt, table.startsAt)],
);

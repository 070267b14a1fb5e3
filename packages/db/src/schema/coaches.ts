import { date, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';
import { sports } from './structure.js';
import { users } from './users.js';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One row of a coach's availability: club-local times on some weekdays, per-hour price and points, its window. */
export interface CoachAvailabilityRow {
  days: number[];
  start_time: string;
  end_time: string;
  price: number;
  point_price: number;
  advance_days: number;
  buffer: number;
}

/**
 * When a coach teaches a private lesson type (issue 11, spec 2 "Coach availability"): an availability rule of one
 * coach and one lesson type, its rows repeating on its courts by its recurrence.
 */
export const coachAvailabilities = pgTable(
  'coach_availabilities',
  {
    id: serial('id').notNull(),
    businessId: businessIdColumn(),
    coachId: integer('coach_id').notNull(),
    serviceTypeId: integer('service_type_id').notNull(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    courtIds: integer('court_ids').array().notNull(),
    note: text('note').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    recurrence: jsonb('recurrence'),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    bookPayType: smallint('book_pay_type').notNull().default(-1),
    rows: jsonb('rows').$type<CoachAvailabilityRow[]>().notNull(),
    whoCanBook: jsonb('who_can_book').notNull().default([]),
    filters: jsonb('filters').notNull().default({}),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.id, table.businessId] })],
);

/** Time a coach blocked inside their availability (shown red; nobody books it). */
export const coachBlocks = pgTable(
  'coach_blocks',
  {
    id: serial('id').notNull(),
    businessId: businessIdColumn(),
    coachId: integer('coach_id').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.id, table.businessId] })],
);

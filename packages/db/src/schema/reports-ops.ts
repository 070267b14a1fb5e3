import { boolean, date, integer, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.js';
import { businessIdColumn, createdAtColumn } from './columns.js';

/**
 * A club's settings of the reports (issue 27, migration 0360): prime time for utilization, the at-risk days and the
 * Monday Brief's schedule and recipients (null: the owner and the admins). No row: the defaults.
 */
export const reportOpsSettings = pgTable('report_ops_settings', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  primeDays: smallint('prime_days').array().notNull().default([0, 1, 2, 3, 4]),
  primeStartHour: smallint('prime_start_hour').notNull().default(17),
  primeEndHour: smallint('prime_end_hour').notNull().default(21),
  atRiskDays: smallint('at_risk_days').notNull().default(14),
  briefPaused: boolean('brief_paused').notNull().default(false),
  briefWeekday: smallint('brief_weekday').notNull().default(0),
  briefHour: smallint('brief_hour').notNull().default(7),
  briefRecipients: integer('brief_recipients').array(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One Monday Brief sent: per club and week (its Monday), once. */
export const reportBriefDeliveries = pgTable(
  'report_brief_deliveries',
  {
    id: serial('id').primaryKey(),
    businessId: businessIdColumn(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    recipients: integer('recipients').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [unique().on(table.businessId, table.weekStart)],
);

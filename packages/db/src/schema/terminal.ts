import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';
import { sandboxAccounts, sandboxPayments } from './sandbox.js';
import { users } from './users.js';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The club's card readers (migration 0080, spec 3 "Card reader"); status is read live from the provider. */
export const paymentReaders = pgTable('payment_readers', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  locationId: integer('location_id').notNull(),
  label: text('label').notNull(),
  provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
  providerReaderId: text('provider_reader_id'),
  providerLocationId: text('provider_location_id'),
  deviceType: text('device_type').notNull().default(''),
  serialNumber: text('serial_number').notNull().default(''),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
});

// ---- The sandbox processor's readers (migration 0079): the processor's own records, no business_id.

export const sandboxTerminalLocations = pgTable('sandbox_terminal_locations', {
  id: text('id').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => sandboxAccounts.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  address: text('address').notNull().default(''),
  createdAt: createdAtColumn(),
});

export const sandboxReaders = pgTable('sandbox_readers', {
  id: text('id').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => sandboxAccounts.id, { onDelete: 'cascade' }),
  locationId: text('location_id')
    .notNull()
    .references(() => sandboxTerminalLocations.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  deviceType: text('device_type').notNull(),
  serialNumber: text('serial_number').notNull(),
  actionPaymentId: text('action_payment_id').references(() => sandboxPayments.id, { onDelete: 'set null' }),
  actionStatus: text('action_status', { enum: ['in_progress', 'succeeded', 'failed'] }),
  actionFailureCode: text('action_failure_code'),
  actionFailureMessage: text('action_failure_message'),
  deletedAt: instant('deleted_at'),
  createdAt: createdAtColumn(),
});

export const sandboxConnectionTokens = pgTable('sandbox_connection_tokens', {
  secret: text('secret').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => sandboxAccounts.id, { onDelete: 'cascade' }),
  locationId: text('location_id').references(() => sandboxTerminalLocations.id, { onDelete: 'cascade' }),
  expiresAt: instant('expires_at').notNull(),
  createdAt: createdAtColumn(),
});

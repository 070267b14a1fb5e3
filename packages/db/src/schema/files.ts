import { customType, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';
import { users } from './users.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Documents a club uploads; today only its waiver. */
export const businessFiles = pgTable('business_files', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  kind: text('kind', { enum: ['waiver'] }).notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  content: bytea('content').notNull(),
  createdAt: createdAtColumn(),
});

/**
 * A member's signature of the club's waiver (issue 10, migration 0027): waiver_version is the id of the
 * business_files row signed, so a newly uploaded document asks again; the typed name is kept with the date.
 */
export const waiverSignatures = pgTable('waiver_signatures', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  waiverVersion: integer('waiver_version').notNull(),
  fileName: text('file_name').notNull(),
  signedName: text('signed_name').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  /** Who signed: the member, or an adult of their family for them (migration 0126); null once that account is gone. */
  signedBy: integer('signed_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * The club's image on its public page (issue 14, migration 0119): one per club, replaced on each upload; its random
 * key is in the served address (businesses.image), so a new image is a new address.
 */
export const clubImages = pgTable('club_images', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn().unique('club_images_business_key'),
  key: text('key').notNull(),
  contentType: text('content_type', { enum: ['image/png', 'image/jpeg', 'image/webp'] }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  content: bytea('content').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
});

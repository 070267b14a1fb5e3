import { customType, integer, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';
import { users } from './users.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const updatedAtColumn = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const updatedByColumn = () => integer('updated_by').references(() => users.id, { onDelete: 'set null' });

/** A club's own level scale (e.g. "Junior Academy": Red, Orange, Green), its levels in order. */
export const levelTypes = pgTable('level_types', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  name: text('name').notNull(),
  levels: text('levels').array().notNull(),
  createdAt: createdAtColumn(),
});

/** A member's NTRP rating in the club (1.0 to 7.0 in steps of 0.5; numeric reads back as a string). */
export const memberRatings = pgTable(
  'member_ratings',
  {
    businessId: businessIdColumn(),
    userId: integer('user_id').notNull(),
    levelNtrp: numeric('level_ntrp', { precision: 2, scale: 1 }).notNull(),
    updatedBy: updatedByColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.userId] })],
);

/** A member's level in one of the club's level types. */
export const memberLevels = pgTable(
  'member_levels',
  {
    businessId: businessIdColumn(),
    userId: integer('user_id').notNull(),
    levelTypeId: integer('level_type_id').notNull(),
    level: text('level').notNull(),
    updatedBy: updatedByColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.userId, table.levelTypeId] })],
);

/** Staff notes on a member. */
export const memberNotes = pgTable('member_notes', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  userId: integer('user_id').notNull(),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  body: text('body').notNull(),
  createdAt: createdAtColumn(),
});

/** A person's profile picture (the person's, not a club's); served at an address with its random key. */
export const profilePictures = pgTable('profile_pictures', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  key: text('key').notNull().unique(),
  contentType: text('content_type', { enum: ['image/png', 'image/jpeg', 'image/webp'] }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  content: bytea('content').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
});

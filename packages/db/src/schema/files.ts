import { customType, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';

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

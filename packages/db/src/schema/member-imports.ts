import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';
import { users } from './users.js';

/**
 * One member CSV import run (migration 0015), owned by the member-import module. Its counters move with each
 * batch's transaction, so the client's progress poll reads committed progress from any server process.
 */
export const memberImports = pgTable(
  'member_imports',
  {
    id: serial('id').primaryKey(),
    businessId: businessIdColumn(),
    importKey: uuid('import_key').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    totalRows: integer('total_rows').notNull(),
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    addedCount: integer('added_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    refusedCount: integer('refused_count').notNull().default(0),
    createdAt: createdAtColumn(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('member_imports_business_idx').on(table.businessId, table.createdAt)],
);

import { integer, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.js';

/** The owning club of a club-owned row; every such table has it, and TenantScope filters on it. */
export const businessIdColumn = () =>
  integer('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' });

export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

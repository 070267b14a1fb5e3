import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** PostgreSQL's protocol counts a statement's bind parameters in 16 bits (PGlite speaks the same protocol). */
export const MAX_STATEMENT_PARAMETERS = 65_535;

/**
 * `rows` cut into runs small enough to insert into `table` with one statement each: every column counted as a
 * parameter per row, so a batch never exceeds PostgreSQL's limit, however many columns are sent. A year of daily
 * bookings on forty courts is about 15,000 rows; in one INSERT that would need some 165,000 parameters.
 */
export function insertBatches<T>(table: PgTable, rows: readonly T[]): T[][] {
  const perRow = Math.max(1, Object.keys(getTableColumns(table)).length);
  const size = Math.max(1, Math.floor(MAX_STATEMENT_PARAMETERS / perRow));
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += size) batches.push(rows.slice(start, start + size));
  return batches;
}

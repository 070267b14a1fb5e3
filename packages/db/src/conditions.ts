import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = ANY($1::integer[])`: one parameter however many ids, where `inArray` sends one parameter per id.
 * A court sheet day of a large club asks about hundreds of ids at once, and building, sending and parsing
 * hundreds of parameters took longer than running the query. An empty list matches nothing.
 */
export function anyInteger(column: PgColumn | SQL, ids: readonly number[]): SQL {
  return sql`${column} = ANY(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::integer[])`;
}

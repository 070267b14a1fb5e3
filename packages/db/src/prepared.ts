import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/** The queries built by `prepared`, per database handle: each is built once for the life of the handle. */
const builtFor = new WeakMap<object, Map<string, unknown>>();

/**
 * A query that runs on every request (the session check, the club, the court sheet's courts) built once and
 * reused, instead of being built by Drizzle again on every call. Building a select of a wide table took about half
 * a millisecond of CPU, a tenth of the court sheet listing's server time (docs/decisions.md, "Per-request
 * queries are prepared once").
 *
 * `build` must make a prepared query with `sql.placeholder(...)` for every value and `.prepare(name)` with the same
 * `name`, which is also the statement's name on PostgreSQL: each pooled connection parses and plans it once. Inside
 * a transaction the query is built for that transaction every time (a query kept from the pool would run outside
 * it). Placeholders are sent to the driver as they are, without the column's conversion: pass values the driver
 * takes as they are (numbers, strings; a Date as its ISO string).
 */
export function prepared<Q>(db: Executor, name: string, build: (db: Executor) => Q): Q {
  if (is(db, PgTransaction)) return build(db);
  let byName = builtFor.get(db);
  if (!byName) {
    byName = new Map();
    builtFor.set(db, byName);
  }
  let query = byName.get(name) as Q | undefined;
  if (query === undefined) {
    query = build(db);
    byName.set(name, query);
  }
  return query;
}

import { createHash } from 'node:crypto';
import { is, type SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
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

const dialect = new PgDialect();
/** Statement names by statement text: the same text always gets the same name, in every process. */
const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Raw SQL (as `queryRows`) run as a named statement, for a large statement on a hot path (the court sheet's
 * listing): on PostgreSQL each pooled connection parses it once, and after a few runs plans it once for all
 * values, where an unnamed statement is parsed and planned on every call (10–27 ms of planning for the listing on
 * a busy machine). The name comes from the statement's text, so each of a query's shapes (with or without an
 * optional condition) is a statement of its own. PGlite runs it as any other query.
 */
export async function queryRowsPrepared<T>(db: Executor, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const statement = db._.session.prepareQuery(built, undefined, statementName(built.sql), false);
  const result = (await statement.execute()) as { rows: T[] };
  return result.rows;
}

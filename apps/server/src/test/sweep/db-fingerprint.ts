import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '@fairplay/db';

/** table name → "rows:newest xmin" */
export type Fingerprint = Map<string, string>;

export interface Fingerprinter {
  /**
   * The first transaction id not yet completed. Every writing transaction takes an id, so while this has not
   * moved nothing can have been written, and the full fingerprint need not be taken again.
   */
  clock(): Promise<string>;
  full(): Promise<Fingerprint>;
}

/**
 * A cheap fingerprint of the whole database, taken in one statement: per table, its row count and the newest
 * transaction id that wrote one of its rows (`xmin`). An insert or update gives a row a new xmin and a delete
 * changes the count, so any committed write shows; row locks (`FOR UPDATE`) and rolled-back writes do not.
 * It scans every table once (about 5,000 demo rows), which is far cheaper than hashing the rows' contents, and
 * is only needed after the transaction clock moved.
 */
export async function fingerprinter(db: Executor): Promise<Fingerprinter> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  if (tables.length === 0) throw new Error('no tables to fingerprint');
  const parts = tables.map(
    ({ name }) =>
      sql`SELECT ${name}::text AS name, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text AS mark
          FROM ${sql.identifier(name)}`,
  );
  const statement = sql.join(parts, sql` UNION ALL `);
  return {
    async clock() {
      const [row] = await queryRows<{ next: string }>(
        db,
        sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS next`,
      );
      return row?.next ?? '';
    },
    async full() {
      const rows = await queryRows<{ name: string; mark: string }>(db, statement);
      return new Map(rows.map((row) => [row.name, row.mark]));
    },
  };
}

/** The tables whose fingerprint differs, except those a refusal may write by design. */
export function changedTables(before: Fingerprint, after: Fingerprint, allowed: ReadonlySet<string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => !allowed.has(name) && before.get(name) !== after.get(name));
}

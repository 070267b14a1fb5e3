import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from './client.js';
import { migrate } from './migrate.js';

interface Key {
  table_name: string;
  key_name: string;
  kind: 'primary key' | 'unique' | 'exclusion';
  /** The key's columns in order; an expression shows as null. */
  columns: (string | null)[];
  /** For an exclusion constraint, the operator of each column; empty otherwise. */
  operators: string[];
  /** Whether the table's id column takes its default from a sequence (serial). */
  serial_id: boolean;
}

/**
 * Every primary key, unique constraint, unique index (partial ones too) and exclusion constraint on a table
 * with a business_id column, read from the catalog. Exclusion constraints are backed by an index too.
 */
const CLUB_KEYS = sql`
  SELECT t.relname::text AS table_name, i.relname::text AS key_name,
         CASE WHEN x.indisprimary THEN 'primary key' WHEN x.indisexclusion THEN 'exclusion' ELSE 'unique' END AS kind,
         array(SELECT a.attname::text
                 FROM unnest(x.indkey::int2[]) WITH ORDINALITY AS k(attnum, n)
                 LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
                WHERE k.n <= x.indnkeyatts ORDER BY k.n) AS columns,
         array(SELECT o.oprname::text
                 FROM pg_constraint c, unnest(c.conexclop) WITH ORDINALITY AS e(op, n)
                 JOIN pg_operator o ON o.oid = e.op
                WHERE c.conindid = x.indexrelid AND c.contype = 'x' ORDER BY e.n) AS operators,
         EXISTS (SELECT 1 FROM pg_attribute a JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
                  WHERE a.attrelid = t.oid AND a.attname = 'id' AND pg_get_expr(d.adbin, d.adrelid) LIKE 'nextval(%') AS serial_id
    FROM pg_index x
    JOIN pg_class t ON t.oid = x.indrelid
    JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_namespace s ON s.oid = t.relnamespace
   WHERE s.nspname = 'public' AND (x.indisunique OR x.indisexclusion)
     AND EXISTS (SELECT 1 FROM pg_attribute b WHERE b.attrelid = t.oid AND b.attname = 'business_id' AND NOT b.attisdropped)
   ORDER BY 1, 2`;

/**
 * A sequence-generated `id` primary key is exempt (docs/sharding.md): making every one (business_id, id) is
 * left for the move to Citus. Any other key must hold business_id, with = in an exclusion constraint.
 */
function shardable(key: Key): boolean {
  if (key.kind === 'primary key' && key.serial_id && key.columns.length === 1 && key.columns[0] === 'id') return true;
  const at = key.columns.indexOf('business_id');
  if (at < 0) return false;
  return key.kind !== 'exclusion' || key.operators[at] === '=';
}

/**
 * Tables that stay on the coordinator (docs/sharding.md) are not distributed, so Citus's rule does not bind them: the
 * job queue is polled across every club and holds the system's own jobs (business_id null).
 */
const ON_COORDINATOR = new Set(['jobs']);

/** Citus enforces a unique or exclusion constraint on a table distributed by business_id only when it holds it. */
describe('every key on a club-owned table includes business_id', () => {
  let handle: DatabaseHandle;
  let keys: Key[];
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrate(handle);
    keys = await queryRows<Key>(handle.db, CLUB_KEYS);
  });
  afterAll(async () => handle.close());

  it('reads the keys, exclusion operators included', () => {
    expect(keys.find((key) => key.key_name === 'appointments_no_overlap')).toEqual({
      table_name: 'appointments',
      key_name: 'appointments_no_overlap',
      kind: 'exclusion',
      columns: ['business_id', 'court_id', null],
      operators: ['=', '=', '&&'],
      serial_id: true,
    });
    expect(keys.map((key) => key.kind)).toEqual(expect.arrayContaining(['primary key', 'unique', 'exclusion']));
    expect(keys.map((key) => key.key_name)).toContain('appointment_participants_member_once');
  });

  it('finds none without business_id', () => {
    expect(keys.filter((key) => !ON_COORDINATOR.has(key.table_name) && !shardable(key))).toEqual([]);
  });

  it('judges a key by its columns and exclusion operators', () => {
    const key = (kind: Key['kind'], columns: Key['columns'], operators: string[] = []): Key => ({
      table_name: 't',
      key_name: 'k',
      kind,
      columns,
      operators,
      serial_id: true,
    });
    expect(shardable(key('primary key', ['id']))).toBe(true);
    expect(shardable({ ...key('primary key', ['id']), serial_id: false })).toBe(false);
    expect(shardable(key('primary key', ['appointment_id', 'user_id']))).toBe(false);
    expect(shardable(key('unique', ['email']))).toBe(false);
    expect(shardable(key('unique', ['id', 'business_id']))).toBe(true);
    expect(shardable(key('exclusion', ['court_id', null], ['=', '&&']))).toBe(false);
    expect(shardable(key('exclusion', ['business_id', null], ['<>', '&&']))).toBe(false);
    expect(shardable(key('exclusion', ['business_id', 'court_id', null], ['=', '=', '&&']))).toBe(true);
  });
});

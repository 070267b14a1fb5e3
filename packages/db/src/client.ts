import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction, PgTransactionConfig } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { isConnectionFailure, isLostConnection } from './errors.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the pool or an open transaction. */
export type Executor = Database | Transaction;

export type DatabaseConfig =
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** A data directory saved by `dumpDataDir`, to start from instead of an empty cluster (test templates). */
      loadDataDir?: Blob;
    }
  | {
      kind: 'postgres';
      url: string;
      maxConnections?: number;
      /**
       * 'transaction': `url` goes through a pooler in transaction mode (PgBouncer before 1.21), where a named
       * prepared statement made on one server connection is missing on the next: every statement is sent unnamed.
       */
      pooler?: 'none' | 'transaction';
      /** A direct (session) connection for LISTEN, which a transaction pooler cannot carry; `url` when absent. */
      listenUrl?: string;
    };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseConfig['kind'];
  /**
   * Runs a multi-statement SQL script in one transaction, holding a lock so two starts never migrate at once. With
   * `unless`, a query answering a row when the script's work is already done (another process ran it while this
   * one waited for the lock), the script is skipped: several processes starting together migrate once.
   */
  runScript(script: string, unless?: string): Promise<void>;
  /** PostgreSQL only: where LISTEN connects (a direct connection, also behind a transaction pooler). */
  listenUrl?: string;
  /**
   * PGlite only: the whole data directory as one uncompressed tarball, which `loadDataDir` starts from. Tests
   * migrate and seed once and start each file's database from the copy (PGlite's initdb alone takes seconds).
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.kind === 'pglite'
    ? openPglite(config.dataDir, config.loadDataDir)
    : openPostgres(config.url, config.maxConnections ?? 20, config.pooler ?? 'none', config.listenUrl ?? config.url);
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ?? 'memory://', { extensions: { btree_gist }, loadDataDir });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async runScript(script, unless) {
      await client.transaction(async (tx) => {
        if (unless && (await tx.query(unless)).rows.length > 0) return;
        await tx.exec(script);
      });
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    async close() {
      await client.close();
    },
  };
}

const MIGRATION_LOCK_KEY = 7_311_942;

/**
 * A client that sends every statement unnamed: behind a transaction pooler (PgBouncer before 1.21) consecutive
 * transactions may run on different server connections, so a statement prepared by name on one is unknown on the
 * next ("prepared statement … does not exist"). An unnamed statement is parsed with its run, in one round trip.
 */
class UnnamedStatementsClient extends pg.Client {}
const namedQuery = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
UnnamedStatementsClient.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [config, ...rest] = args;
  if (config !== null && typeof config === 'object' && 'name' in config && config.name !== undefined) {
    const unnamed: Record<string, unknown> = { ...config };
    delete unnamed.name;
    return namedQuery.call(this, unnamed, ...rest);
  }
  return namedQuery.call(this, ...args);
} as typeof pg.Client.prototype.query;

async function openPostgres(
  url: string,
  maxConnections: number,
  pooler: 'none' | 'transaction',
  listenUrl: string,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    Client: pooler === 'transaction' ? UnnamedStatementsClient : pg.Client,
  });
  // A connection the server ends (restart, admin termination, network loss) makes its client emit 'error'; an
  // 'error' event without a listener ends the process. Every client gets a listener for its whole life, idle or
  // checked out (the pool's own listener covers idle clients only). The query in flight is rejected by the driver
  // and answered by the request; the broken client is dropped by the pool when released.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    queueQueries(client);
  });
  // The pool re-emits an idle client's error after dropping it; the client's own listener above has logged it.
  pool.on('error', () => {});
  // Each pooled connection can be lost unnoticed at most once (it is dropped then), so this many tries reach a
  // new connection whenever the server answers.
  const tries = maxConnections + 1;
  pool.query = repeatingLostReads(pool.query.bind(pool), tries) as typeof pool.query;
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  db.transaction = (work, config) => transactionOnOwnClient(pool, work, config, tries);
  return {
    db,
    kind: 'postgres',
    listenUrl,
    async runScript(script, unless) {
      const connection = await pool.connect();
      let broken: Error | undefined;
      try {
        await connection.query('BEGIN');
        await connection.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
        if (unless && (await connection.query(unless)).rows.length > 0) {
          await connection.query('COMMIT');
          return;
        }
        await connection.query(script);
        await connection.query('COMMIT');
      } catch (error) {
        if (isConnectionFailure(error)) broken = error as Error;
        else await connection.query('ROLLBACK');
        throw error;
      } finally {
        connection.release(broken);
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * A connection runs one statement at a time. A transaction whose reads are asked side by side (`Promise.all` on
 * `tx`) used to lean on node-postgres queueing them inside the client, which it deprecates ("Calling client.query()
 * when the client is already executing a query", gone in pg 9): each statement now waits for the one before it
 * here. A call with a callback (the pool's own queries) or a submittable (a cursor) is passed through as it is.
 */
function queueQueries(client: pg.ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let last: Promise<unknown> = Promise.resolve();
  client.query = ((...args: unknown[]) => {
    const [config] = args;
    const submittable =
      config !== null && typeof config === 'object' && typeof (config as { submit?: unknown }).submit === 'function';
    if (submittable || args.some((arg) => typeof arg === 'function')) return query(...args);
    const run = last.then(() => query(...args));
    last = run.catch(() => undefined);
    return run;
  }) as typeof client.query;
}

/** Drizzle over one pooled client, made once per connection (the pool reuses its clients). */
const drizzleOfClient = new WeakMap<pg.PoolClient, Database>();
function onClient(client: pg.PoolClient): Database {
  let own = drizzleOfClient.get(client);
  if (!own) {
    own = drizzlePg({ client, schema }) as unknown as Database;
    drizzleOfClient.set(client, own);
  }
  return own;
}

/**
 * A transaction on a client of its own, so that a lost connection is handled at the root: the client is always
 * released, and released as broken so the pool drops it (Drizzle's pool transaction keeps a client whose BEGIN
 * failed, and may return a broken one as healthy). When the connection was lost before the work started, nothing
 * ran, so the transaction is tried again on another connection: connections that died idle in the pool (a
 * database restart the pool has not heard of yet) do not fail the requests after it.
 */
async function transactionOnOwnClient<T>(
  pool: pg.Pool,
  work: (tx: Transaction) => Promise<T>,
  config: PgTransactionConfig | undefined,
  tries: number,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const client = await pool.connect();
    let started = false;
    let broken: Error | undefined;
    try {
      return await onClient(client).transaction((tx) => {
        started = true;
        return work(tx);
      }, config);
    } catch (error) {
      if (!isConnectionFailure(error)) throw error;
      broken = error as Error;
      if (started || attempt >= tries || !isLostConnection(error)) throw error;
    } finally {
      client.release(broken);
    }
  }
}

/**
 * A statement that only reads, which is safe to run again: a `select` (a `with` may write, so it is not one; a
 * repeated `select nextval(...)` only skips numbers).
 */
const READ = /^\s*select\b/i;

type PoolQuery = (...args: unknown[]) => Promise<unknown>;

/**
 * The pool's queries outside a transaction (Drizzle's `db.select()` and the like): a read whose connection was
 * lost is repeated on another connection, like a transaction that had not started. A write is never repeated:
 * it may have committed before the connection was lost. A call with a callback is passed through as it is.
 */
function repeatingLostReads(query: PoolQuery, tries: number): PoolQuery {
  return async (...args) => {
    const [config] = args;
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    const repeatable = typeof text === 'string' && READ.test(text) && !args.some((arg) => typeof arg === 'function');
    if (!repeatable) return query(...args);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await query(...args);
      } catch (error) {
        if (attempt >= tries || !isLostConnection(error)) throw error;
      }
    }
  };
}

/** Raw SQL for the few queries the builder cannot express; both drivers answer with `rows`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

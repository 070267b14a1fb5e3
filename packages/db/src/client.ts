import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the pool or an open transaction. */
export type Executor = Database | Transaction;

export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; maxConnections?: number };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseConfig['kind'];
  /** Runs a multi-statement SQL script in one transaction, holding a lock so two starts never migrate at once. */
  runScript(script: string): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.kind === 'pglite' ? openPglite(config.dataDir) : openPostgres(config.url, config.maxConnections);
}

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ?? 'memory://', { extensions: { btree_gist } });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async runScript(script) {
      await client.transaction(async (tx) => {
        await tx.exec(script);
      });
    },
    async close() {
      await client.close();
    },
  };
}

const MIGRATION_LOCK_KEY = 7_311_942;

async function openPostgres(url: string, maxConnections = 20): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections });
  // An idle connection the server closed (restart, admin termination) must not crash the process; the pool
  // simply opens a new one for the next query.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async runScript(script) {
      const connection = await pool.connect();
      try {
        await connection.query('BEGIN');
        await connection.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
        await connection.query(script);
        await connection.query('COMMIT');
      } catch (error) {
        await connection.query('ROLLBACK');
        throw error;
      } finally {
        connection.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/** Raw SQL for the few queries the builder cannot express; both drivers answer with `rows`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.js';
import { databaseErrorFacts, isConnectionFailure, isLostConnection } from './errors.js';

/** The error a statement fails with, as the caller sees it: wrapped by Drizzle. */
async function failureOf(handle: DatabaseHandle, statement: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await handle.db.execute(statement);
  } catch (error) {
    return error;
  }
  throw new Error('the statement did not fail');
}

describe('reading a database error through Drizzle', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await handle.db.execute(
      sql`CREATE TABLE probe (id int PRIMARY KEY, size int CONSTRAINT probe_size_check CHECK (size > 0))`,
    );
    await handle.db.execute(sql`INSERT INTO probe VALUES (1, 1)`);
  });
  afterAll(async () => handle.close());

  it("finds PGlite's SQLSTATE and constraint under Drizzle's wrapping", async () => {
    expect(databaseErrorFacts(await failureOf(handle, sql`INSERT INTO probe VALUES (1, 1)`))).toMatchObject({
      sqlState: '23505',
      constraint: 'probe_pkey',
      table: 'probe',
    });
    expect(databaseErrorFacts(await failureOf(handle, sql`INSERT INTO probe VALUES (2, 0)`))).toMatchObject({
      sqlState: '23514',
      constraint: 'probe_size_check',
    });
    expect(databaseErrorFacts(await failureOf(handle, sql`SELECT 'many'::int`))).toMatchObject({ sqlState: '22P02' });
    expect(databaseErrorFacts(await failureOf(handle, sql`SELECT 2147483647 + 1`))).toMatchObject({
      sqlState: '22003',
    });
  });

  it('is not a connection failure when the database refused a statement', async () => {
    const refused = await failureOf(handle, sql`INSERT INTO probe VALUES (1, 1)`);
    expect(isConnectionFailure(refused)).toBe(false);
    expect(isLostConnection(refused)).toBe(false);
  });

  it("reads no SQLSTATE into Node's own codes or a plain error", () => {
    expect(databaseErrorFacts(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))).toBeNull();
    expect(databaseErrorFacts(new Error('boom'))).toBeNull();
    expect(databaseErrorFacts('boom')).toBeNull();
  });
});

describe('a connection failure', () => {
  const code = (value: string, message = 'failed') => Object.assign(new Error(message), { code: value });

  it('tells a connection that was lost from one that could not be opened', () => {
    const lost = [
      code('57P01', 'terminating connection due to administrator command'),
      code('ECONNRESET'),
      code('EPIPE'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      Object.assign(new Error('Failed query: rollback'), { cause: new Error('Connection terminated') }),
    ];
    for (const error of lost) {
      expect(isConnectionFailure(error), error.message).toBe(true);
      expect(isLostConnection(error), error.message).toBe(true);
    }
    const refused = [
      code('ECONNREFUSED'),
      code('ENOTFOUND'),
      code('57P03', 'the database system is starting up'),
      code('53300', 'sorry, too many clients already'),
      new Error('timeout exceeded when trying to connect'),
    ];
    for (const error of refused) {
      expect(isConnectionFailure(error), error.message).toBe(true);
      expect(isLostConnection(error), error.message).toBe(false);
    }
  });
});

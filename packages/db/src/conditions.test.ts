import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from './client.js';
import { anyInteger } from './conditions.js';

describe('anyInteger', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null });
  });
  afterAll(async () => handle.close());

  const matching = async (ids: number[]) =>
    (
      await queryRows<{ n: number }>(
        handle.db,
        sql`SELECT n FROM generate_series(1, 600) AS n WHERE ${anyInteger(sql`n`, ids)} ORDER BY n`,
      )
    ).map((row) => Number(row.n));

  it('matches the listed ids with one parameter, however many', async () => {
    const many = Array.from({ length: 500 }, (_, index) => index + 1);
    expect(await matching(many)).toEqual(many);
    expect(await matching([3, 599, 3, 1000])).toEqual([3, 599]);
    expect(anyInteger(sql`n`, many).queryChunks.filter((chunk) => typeof chunk === 'string')).toHaveLength(1);
  });

  it('matches nothing for an empty list', async () => {
    expect(await matching([])).toEqual([]);
  });
});

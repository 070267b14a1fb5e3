import { describe, expect, it } from 'vitest';
import { getTableColumns } from 'drizzle-orm';
import { insertBatches, MAX_STATEMENT_PARAMETERS } from './batches.js';
import { appointments } from './schema/index.js';

describe('insertBatches', () => {
  const columns = Object.keys(getTableColumns(appointments)).length;

  it('keeps every batch under the parameter limit and every row in order', () => {
    const rows = Array.from({ length: 20_000 }, (_, index) => index);
    const batches = insertBatches(appointments, rows);
    expect(batches.length).toBeGreaterThan(1);
    for (const batch of batches) expect(batch.length * columns).toBeLessThanOrEqual(MAX_STATEMENT_PARAMETERS);
    expect(batches.flat()).toEqual(rows);
  });

  it('gives no batch for no rows, and one for a few', () => {
    expect(insertBatches(appointments, [])).toEqual([]);
    expect(insertBatches(appointments, [1, 2])).toEqual([[1, 2]]);
  });
});

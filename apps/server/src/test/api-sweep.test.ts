import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointDefinition } from '@fairplay/contracts';
import { startSweep, type Sweep } from './sweep/sweep.js';

/**
 * Requests generated per route, sized for some 200 routes (about 2,800 requests) on a busy 2-core machine; the
 * appointments group, where most rules live, gets more. `SWEEP_RUNS=200` runs a
 * deeper sweep locally (it is not a knob of `npm test`).
 *
 * What the sweep finds is the handlers' doing, not the database's: when the suite also runs on PostgreSQL (as CI
 * does), that run sweeps at full depth and the PGlite run, whose WebAssembly makes every request several times
 * dearer on a 2-core machine, repeats a quarter of it (same seed, so the same first probes) to catch what only
 * PGlite's errors would turn into a 5xx. Alone, PGlite sweeps at full depth.
 */
const DEEPER = process.env.SWEEP_RUNS ? Number(process.env.SWEEP_RUNS) : null;
const LIGHTER = process.env.TEST_DB_KIND === 'pglite' && Boolean(process.env.TEST_DATABASE_URL?.trim());
const RUNS_PER_ROUTE = DEEPER ?? (LIGHTER ? 4 : 12);
const RUNS_PER_APPOINTMENT_ROUTE = DEEPER ?? (LIGHTER ? 6 : 20);

/**
 * A property-based sweep over every route of the OpenAPI document: random and hostile bodies, queries, path
 * parameters and headers, signed out and signed in as a member, the owner and a coach (fast-check, fixed seed).
 * Every answer is below 500, in the `{code, payload, message}` envelope with `code` equal to the status (except a
 * stream's or a file's success), and a refused request (4xx) leaves the database as it was.
 * The event stream is read over real HTTP and dropped once its headers arrive; the waiver upload gets raw
 * PDF-looking and other bodies with various content types. No route is left out: the routes come from the
 * document itself, and each must be a row of the endpoint table.
 */
describe('API sweep: every route, hostile input', () => {
  let sweep: Sweep;
  beforeAll(async () => {
    sweep = await startSweep();
  });
  afterAll(async () => sweep.close());

  it('sees a write, even one that changes no value', async () => {
    // Whether a read leaves the clock alone is not asserted: on a shared PostgreSQL server other databases move it.
    const seen = await sweep.detectorSees();
    expect(seen.writeMovedClock).toBe(true);
    expect(seen.changed).toEqual(['users']);
  });

  it('covers every route of the OpenAPI document, each a row of the endpoint table', () => {
    const tableSize = Object.values(endpoints).reduce((sum, group) => sum + Object.keys(group).length, 0);
    expect(sweep.routes.length).toBe(tableSize);
  });

  for (const [group, definitions] of Object.entries(endpoints)) {
    const members = new Set<EndpointDefinition>(Object.values(definitions));
    it(`${group}: no 5xx, always the envelope, nothing written on a refusal`, async () => {
      const runs = group === 'appointments' ? RUNS_PER_APPOINTMENT_ROUTE : RUNS_PER_ROUTE;
      for (const route of sweep.routes.filter((item) => members.has(item.definition))) {
        await sweep.check(route, runs);
      }
    });
  }

  it('left Object.prototype untouched', () => {
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

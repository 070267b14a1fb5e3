// Issue 10: the check of one booking against the availability rules, on a club of 40 courts with 200 rules, in
// process, as the booking transaction runs it: the app instance's rules cache (one read of the club's rule version,
// then the compiled rules it holds) plus the domain's check (checkSlot). Target: p95 under 10 ms. Beside it, for
// comparison: the same check loading the rules every time (rulesForPolicy + compileRules, as before the cache),
// and the listing's rule events of one day on all 40 courts from the cache and with a fresh cache (a reload, as
// after a rule change).
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  migrate,
  openDatabase,
  queryRows,
  seedDemo,
  TenantScope,
  type DatabaseConfig,
  type DatabaseHandle,
} from '@fairplay/db';
import {
  addDaysToDate,
  checkSlot,
  compileRules,
  utcToZonedParts,
  zonedWallTimeToUtc,
  type AvailabilityRule,
  type BookingPerson,
  type CompiledRules,
} from '@fairplay/domain';
import { summarize } from './http.js';
import { ms } from './settings.js';

export const POLICY_TARGET_MS = 10;
const COURTS = 40;
const RULES = 200;
const WARMUP = 50;
const SAMPLES = 500;
const LISTING_SAMPLES = 200;
const DAY_MS = 86_400_000;

type RulesCache = object;
interface AvailabilityDist {
  rulesForPolicy(scope: TenantScope, courtIds: number[], from: Date, to: Date): Promise<AvailabilityRule[]>;
  createRulesCache(options: { now: () => Date }): RulesCache;
  compiledRulesForPolicy(
    cache: RulesCache,
    scope: TenantScope,
    timeZone: string,
    courtIds: number[],
    from: Date,
    to: Date,
  ): Promise<CompiledRules>;
  rulesAsEvents(
    cache: RulesCache,
    scope: TenantScope,
    timeZone: string,
    from: Date,
    to: Date,
    courtIds: number[],
  ): Promise<unknown[]>;
}

/** The built server's availability module (npm run bench builds it first). */
async function availability(): Promise<AvailabilityDist> {
  const url = new URL('../../apps/server/dist/modules/availability/index.js', import.meta.url).href;
  return (await import(url)) as AvailabilityDist;
}

/** The demo club grown to 40 courts, with 200 rules of three rows each over the next months. */
async function buildRules(handle: DatabaseHandle): Promise<{ businessId: number; courtIds: number[]; zone: string }> {
  const businessId = await handle.db.transaction((tx) => seedDemo(tx));
  const [club] = await queryRows<{ timezone: string; location: number; sport: number }>(
    handle.db,
    sql`SELECT b.timezone, (SELECT id FROM locations WHERE business_id = b.id ORDER BY id LIMIT 1) AS location,
               (SELECT id FROM sports ORDER BY id LIMIT 1) AS sport
        FROM businesses b WHERE b.id = ${businessId}`,
  );
  if (!club) throw new Error('the seeded club is missing');
  const today = utcToZonedParts(new Date(), club.timezone).date;
  await handle.db.transaction(async (tx) => {
    const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
      tx,
      sql`SELECT count(*)::int AS count FROM courts WHERE business_id = ${businessId}`,
    );
    const missing = COURTS - Number(count);
    if (missing > 0)
      await tx.execute(sql`
        WITH fg AS (
          INSERT INTO facility_groups (business_id, location_id, name, order_index, plan)
          VALUES (${businessId}, ${club.location}, 'Bench courts', 99, 'enterprisecourtandlessonproviderplan')
          RETURNING id
        )
        INSERT INTO courts (business_id, facility_group_id, name, order_index)
        SELECT ${businessId}, fg.id, 'Bench ' || n, n - 1 FROM fg, generate_series(1, ${missing}) n`);
    const end = addDaysToDate(today, 180);
    // Rule i covers 4 courts, daily, with a morning, a day and an evening row; every other rule is for groups.
    await tx.execute(sql`
      INSERT INTO availability_rules (business_id, note, sport_id, start_date, recurrence, ends_on, book_pay_type)
      SELECT ${businessId}::int, 'Bench rule ' || i, ${club.sport}::int, ${today}::date - (i % 30),
             jsonb_build_object('frequency', 'weekly', 'every', 1, 'days', jsonb_build_array(i % 7, (i + 3) % 7),
                                'ends', 'date', 'end_date', ${end}::text),
             ${end}::date, -1
      FROM generate_series(1, ${RULES}::int) i`);
    await tx.execute(sql`
      CREATE TEMP TABLE bench_rules ON COMMIT DROP AS
      SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS idx
      FROM availability_rules WHERE business_id = ${businessId} AND note LIKE 'Bench rule %'`);
    await tx.execute(sql`
      INSERT INTO availability_rule_courts (business_id, rule_id, court_id)
      SELECT DISTINCT ${businessId}::int, r.id, c.id
      FROM bench_rules r
      JOIN LATERAL (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM courts WHERE business_id = ${businessId}) c
        ON c.k IN ((r.idx * 4) % ${COURTS}::int, (r.idx * 4 + 1) % ${COURTS}::int, (r.idx * 4 + 2) % ${COURTS}::int, (r.idx * 4 + 3) % ${COURTS}::int)`);
    await tx.execute(sql`
      INSERT INTO availability_rule_rows
        (business_id, rule_id, position, start_minute, end_minute, advance_days, buffer, price, point_price, book_pay_type)
      SELECT ${businessId}::int, r.id, p, (ARRAY[360, 720, 1020])[p + 1], (ARRAY[720, 1020, 1380])[p + 1],
             30 + (r.idx % 60), r.idx % 3, 1500 + p * 500, 10 + p, -1
      FROM bench_rules r, generate_series(0, 2) p`);
    await tx.execute(sql`
      INSERT INTO availability_rule_who (business_id, rule_id, kind, all_of_kind)
      SELECT ${businessId}::int, r.id, CASE WHEN r.idx % 2 = 0 THEN 'allmembers' ELSE 'groups' END, true
      FROM bench_rules r`);
  });
  const courtIds = (
    await queryRows<{ id: number }>(
      handle.db,
      sql`SELECT id FROM courts WHERE business_id = ${businessId} ORDER BY id LIMIT ${COURTS}`,
    )
  ).map((row) => Number(row.id));
  await handle.db.execute(sql`ANALYZE`);
  return { businessId, courtIds, zone: club.timezone };
}

export interface PolicyBenchResult {
  backend: string;
  rules: number;
  courts: number;
  n: number;
  p50: number;
  p95: number;
  /** The domain's check alone (checkSlot on the cached compiled rules). */
  domainP95: number;
  /** The same check loading and compiling the rules every time (no cache). */
  uncachedP50: number;
  uncachedP95: number;
  /** The listing's rule events of one day on all courts: from the cache, and with a reload every time. */
  listingEvents: number;
  listingP50: number;
  listingP95: number;
  listingReloadP50: number;
  listingReloadP95: number;
}

async function measure(backend: string, config: DatabaseConfig): Promise<PolicyBenchResult> {
  const handle = await openDatabase(config);
  try {
    await migrate(handle);
    const club = await buildRules(handle);
    const module = await availability();
    const cache = module.createRulesCache({ now: () => new Date() });
    const scope = new TenantScope(handle.db, club.businessId);
    const person: BookingPerson = {
      userId: 1,
      isMember: true,
      isCoach: false,
      groupIds: [1],
      planIds: [],
      facilityGroupIds: [],
      age: 30,
      level: 3.5,
      gender: null,
    };
    const today = utcToZonedParts(new Date(), club.zone).date;
    const slotOf = (sample: number) => {
      const courtId = club.courtIds[sample % club.courtIds.length]!;
      const date = addDaysToDate(today, 1 + (sample % 20));
      const hour = 7 + (sample % 14);
      const start = zonedWallTimeToUtc(date, `${String(hour).padStart(2, '0')}:00`, club.zone);
      return { courtId, start, end: new Date(start.getTime() + 3_600_000) };
    };
    // As the booking loads them: the booked court, widened by the suggestion horizon (14 days).
    const around = (slot: { start: Date; end: Date }) =>
      [new Date(slot.start.getTime() - 14 * DAY_MS), new Date(slot.end.getTime() + 14 * DAY_MS)] as const;
    const totals: number[] = [];
    const domain: number[] = [];
    const uncached: number[] = [];
    for (let sample = 0; sample < WARMUP + SAMPLES; sample++) {
      const slot = slotOf(sample);
      const [from, to] = around(slot);
      const began = performance.now();
      const compiled = await module.compiledRulesForPolicy(cache, scope, club.zone, [slot.courtId], from, to);
      const loaded = performance.now();
      checkSlot(compiled, person, slot, new Date());
      const done = performance.now();
      const rules = await module.rulesForPolicy(scope, [slot.courtId], from, to);
      checkSlot(compileRules(rules, club.zone), person, slot, new Date());
      const direct = performance.now();
      if (sample >= WARMUP) {
        totals.push(done - began);
        domain.push(done - loaded);
        uncached.push(direct - done);
      }
    }
    const dayStart = zonedWallTimeToUtc(addDaysToDate(today, 1), '00:00', club.zone);
    const dayEnd = zonedWallTimeToUtc(addDaysToDate(today, 2), '00:00', club.zone);
    const listing: number[] = [];
    const reload: number[] = [];
    let listingEvents = 0;
    for (let sample = 0; sample < WARMUP + LISTING_SAMPLES; sample++) {
      const began = performance.now();
      listingEvents = (await module.rulesAsEvents(cache, scope, club.zone, dayStart, dayEnd, club.courtIds)).length;
      const cached = performance.now();
      const fresh = module.createRulesCache({ now: () => new Date() });
      await module.rulesAsEvents(fresh, scope, club.zone, dayStart, dayEnd, club.courtIds);
      const done = performance.now();
      if (sample >= WARMUP) {
        listing.push(cached - began);
        reload.push(done - cached);
      }
    }
    const total = summarize(totals);
    const direct = summarize(uncached);
    const listed = summarize(listing);
    const reloaded = summarize(reload);
    return {
      backend,
      rules: RULES,
      courts: club.courtIds.length,
      n: total.n,
      p50: total.p50,
      p95: total.p95,
      domainP95: summarize(domain).p95,
      uncachedP50: direct.p50,
      uncachedP95: direct.p95,
      listingEvents,
      listingP50: listed.p50,
      listingP95: listed.p95,
      listingReloadP50: reloaded.p50,
      listingReloadP95: reloaded.p95,
    };
  } finally {
    await handle.close();
  }
}

function print(result: PolicyBenchResult): void {
  const verdict = result.p95 < POLICY_TARGET_MS ? 'met' : 'MISSED';
  console.log(
    `[${result.backend}] booking policy check (${result.rules} rules, ${result.courts} courts; cached rules + check): ` +
      `n=${result.n} p50 ${ms(result.p50)} p95 ${ms(result.p95)} (check alone p95 ${ms(result.domainP95)}; ` +
      `loading the rules every time: p50 ${ms(result.uncachedP50)} p95 ${ms(result.uncachedP95)}); ` +
      `target p95 < ${POLICY_TARGET_MS} ms: ${verdict}; load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
  );
  console.log(
    `[${result.backend}] listing's rule events (${result.listingEvents} events, one day, all courts): ` +
      `cached p50 ${ms(result.listingP50)} p95 ${ms(result.listingP95)}; ` +
      `after a rule change (reload) p50 ${ms(result.listingReloadP50)} p95 ${ms(result.listingReloadP95)}`,
  );
}

/** BENCH_PARTS=policy (or a full run): the check on fresh databases of its own, on each wanted backend. */
export async function runPolicyBench(wanted: string[], postgresUrl: string | null): Promise<PolicyBenchResult[]> {
  const results: PolicyBenchResult[] = [];
  if (wanted.includes('pglite')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'fairplay-bench-policy-'));
    try {
      results.push(await measure('pglite', { kind: 'pglite', dataDir }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (wanted.includes('postgres')) {
    if (!postgresUrl) console.log('[postgres] booking policy check: skipped (no PostgreSQL answers)');
    else {
      const name = `fairplay_bench_${randomBytes(4).toString('hex')}`;
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: postgresUrl });
        await client.connect();
        try {
          await client.query(statement);
        } finally {
          await client.end();
        }
      };
      await admin(`CREATE DATABASE ${name}`);
      try {
        const url = new URL(postgresUrl);
        url.pathname = `/${name}`;
        results.push(await measure('postgres', { kind: 'postgres', url: url.toString() }));
      } finally {
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    }
  }
  results.forEach(print);
  return results;
}

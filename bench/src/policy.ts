// Issue 10: the check of one booking against the availability rules, on a club of 40 courts with 200 rules: the
// rules' loader (the availability module's rulesForPolicy, one statement) plus the domain's evaluation
// (compileRules + checkSlot), in process, as the booking transaction runs them. Target: p95 under 10 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
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
} from '@fairplay/domain';
import { summarize } from './http.js';
import { ms } from './settings.js';

export const POLICY_TARGET_MS = 10;
const COURTS = 40;
const RULES = 200;
const WARMUP = 50;
const SAMPLES = 500;
const DAY_MS = 86_400_000;

type RulesForPolicy = (scope: TenantScope, courtIds: number[], from: Date, to: Date) => Promise<AvailabilityRule[]>;

/** The built server's loader (npm run bench builds it first). */
async function loader(): Promise<RulesForPolicy> {
  const url = new URL('../../apps/server/dist/modules/availability/index.js', import.meta.url).href;
  const module = (await import(url)) as { rulesForPolicy: RulesForPolicy };
  return module.rulesForPolicy;
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
  /** The domain's evaluation alone (compile + check), without the loader. */
  domainP95: number;
}

async function measure(backend: string, config: DatabaseConfig): Promise<PolicyBenchResult> {
  const handle = await openDatabase(config);
  try {
    await migrate(handle);
    const club = await buildRules(handle);
    const rulesFor = await loader();
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
    const totals: number[] = [];
    const domain: number[] = [];
    for (let sample = 0; sample < WARMUP + SAMPLES; sample++) {
      const courtId = club.courtIds[sample % club.courtIds.length]!;
      const date = addDaysToDate(today, 1 + (sample % 20));
      const hour = 7 + (sample % 14);
      const start = zonedWallTimeToUtc(date, `${String(hour).padStart(2, '0')}:00`, club.zone);
      const end = new Date(start.getTime() + 3_600_000);
      const began = performance.now();
      // As the booking loads them: the booked court, widened by the suggestion horizon (14 days).
      const rules = await rulesFor(
        scope,
        [courtId],
        new Date(start.getTime() - 14 * DAY_MS),
        new Date(end.getTime() + 14 * DAY_MS),
      );
      const loaded = performance.now();
      checkSlot(compileRules(rules, club.zone), person, { courtId, start, end }, new Date());
      const done = performance.now();
      if (sample >= WARMUP) {
        totals.push(done - began);
        domain.push(done - loaded);
      }
    }
    const total = summarize(totals);
    return {
      backend,
      rules: RULES,
      courts: club.courtIds.length,
      n: total.n,
      p50: total.p50,
      p95: total.p95,
      domainP95: summarize(domain).p95,
    };
  } finally {
    await handle.close();
  }
}

function print(result: PolicyBenchResult): void {
  const verdict = result.p95 < POLICY_TARGET_MS ? 'met' : 'MISSED';
  console.log(
    `[${result.backend}] booking policy check (${result.rules} rules, ${result.courts} courts; loader + evaluation): ` +
      `n=${result.n} p50 ${ms(result.p50)} p95 ${ms(result.p95)} (evaluation alone p95 ${ms(result.domainP95)}); ` +
      `target p95 < ${POLICY_TARGET_MS} ms: ${verdict}`,
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

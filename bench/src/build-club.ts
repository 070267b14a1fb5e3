import { sql } from 'drizzle-orm';
import { queryRows, seedDemo, type DatabaseHandle } from '@fairplay/db';
import { addDaysToDate, utcToZonedParts } from '@fairplay/domain';

/**
 * The club the benchmark measures: the demo club grown to 40 courts with a year of standing weekly bookings and
 * 200 availability rules.
 */
function rulesFromEnv(): number {
  const raw = process.env.BENCH_RULES?.trim();
  const value = raw ? Number(raw) : 200;
  if (!Number.isInteger(value) || value < 0) throw new Error(`BENCH_RULES must be a whole number, got "${raw}"`);
  return value;
}

export const CLUB = {
  courts: 40,
  /** Bookings per court and day; every one is a weekly series running the whole year. */
  slotsPerDay: 11,
  /**
   * Availability rules (issue 10): each covers two courts on two weekdays with two rows, all year. BENCH_RULES
   * changes the number; 0 gives the plain club (the day's 440 bookings and nothing else).
   */
  rules: rulesFromEnv(),
  /** Days of bookings: half a year back and half a year ahead of today (club time). */
  days: 365,
  daysBack: 182,
} as const;

export interface BenchClub {
  businessId: number;
  timeZone: string;
  /** Club-local date the generated year starts on, and today. */
  firstDate: string;
  today: string;
  courtIds: number[];
  occurrences: number;
  participants: number;
  assignees: number;
  /** The availability rules generated (CLUB.rules when it was built). */
  rules: number;
  seconds: number;
}

/** Extra facility groups that bring the demo club's 18 courts up to 40. */
const EXTRA_GROUPS = [
  { name: 'Padel', courts: 12, prefix: 'Padel' },
  { name: 'Squash', courts: 10, prefix: 'Squash' },
] as const;

async function exec(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<void> {
  await handle.db.execute(query);
}

/**
 * Builds the benchmark club in an empty, migrated database. The demo seed provides the club, its staff and
 * members (and the `owner` sign-in); its own few weeks of bookings are replaced by a year generated in SQL:
 * every court has `slotsPerDay` one-hour bookings a day, each a weekly series (one recurrence per series),
 * non-overlapping by construction so the exclusion constraint accepts every row. About 60 % of the series are
 * members' standing bookings (a booker, often a partner, sometimes a guest), 12 % coached lessons (booker and
 * an assigned coach), 3 % maintenance blocks, the rest staff-booked court time.
 */
export async function buildClub(
  handle: DatabaseHandle,
  log: (line: string) => void,
  options: { analyze: boolean },
): Promise<BenchClub> {
  const started = performance.now();
  const businessId = await handle.db.transaction((tx) => seedDemo(tx));
  log(`demo club seeded (${((performance.now() - started) / 1000).toFixed(1)} s)`);

  const [club] = await queryRows<{ timezone: string; owner: number; location: number }>(
    handle.db,
    sql`SELECT b.timezone, b.owner_user_id AS owner,
               (SELECT l.id FROM locations l WHERE l.business_id = b.id ORDER BY l.id LIMIT 1) AS location
        FROM businesses b WHERE b.id = ${businessId}`,
  );
  if (!club) throw new Error('the seeded club is missing');
  const timeZone = club.timezone;
  const today = utcToZonedParts(new Date(), timeZone).date;
  const firstDate = addDaysToDate(today, -CLUB.daysBack);
  const lastDate = addDaysToDate(firstDate, CLUB.days - 1);

  await handle.db.transaction(async (tx) => {
    // The demo's own bookings would collide with the generated year.
    await tx.execute(sql`DELETE FROM appointments WHERE business_id = ${businessId}`);
    await tx.execute(sql`DELETE FROM appointment_series WHERE business_id = ${businessId}`);

    const [{ groups } = { groups: 0 }] = await queryRows<{ groups: number }>(
      tx,
      sql`SELECT count(*)::int AS groups FROM facility_groups WHERE business_id = ${businessId}`,
    );
    for (const [index, group] of EXTRA_GROUPS.entries()) {
      await tx.execute(sql`
        WITH fg AS (
          INSERT INTO facility_groups (business_id, location_id, name, order_index, plan)
          VALUES (${businessId}, ${club.location}, ${group.name}, ${groups + index}, 'enterprisecourtandlessonproviderplan')
          RETURNING id
        )
        INSERT INTO courts (business_id, facility_group_id, name, order_index)
        SELECT ${businessId}, fg.id, ${group.prefix} || ' ' || n, n - 1 FROM fg, generate_series(1, ${group.courts}) n`);
    }
  });

  const courtIds = (
    await queryRows<{ id: number }>(
      handle.db,
      sql`SELECT c.id FROM courts c JOIN facility_groups fg ON fg.id = c.facility_group_id
          WHERE c.business_id = ${businessId} ORDER BY fg.order_index, c.order_index, c.id`,
    )
  ).map((row) => Number(row.id));
  if (courtIds.length !== CLUB.courts)
    throw new Error(`expected ${CLUB.courts} courts, the club has ${courtIds.length}`);

  const generated = performance.now();
  await handle.db.transaction(async (tx) => {
    const run = (query: ReturnType<typeof sql>) => tx.execute(query);
    await run(sql`
      CREATE TEMP TABLE bench_courts ON COMMIT DROP AS
      SELECT c.id, (row_number() OVER (ORDER BY fg.order_index, c.order_index, c.id) - 1)::int AS idx
      FROM courts c JOIN facility_groups fg ON fg.id = c.facility_group_id WHERE c.business_id = ${businessId}`);
    await run(sql`
      CREATE TEMP TABLE bench_members ON COMMIT DROP AS
      SELECT (row_number() OVER (ORDER BY u.id) - 1)::int AS idx, u.id AS user_id, u.first_name || ' ' || u.last_name AS full_name
      FROM business_members bm JOIN users u ON u.id = bm.user_id
      WHERE bm.business_id = ${businessId} AND u.user_type = 'nbu'`);
    await run(sql`
      CREATE TEMP TABLE bench_coaches ON COMMIT DROP AS
      SELECT (row_number() OVER (ORDER BY u.id) - 1)::int AS idx, u.id AS user_id
      FROM business_members bm JOIN users u ON u.id = bm.user_id
      WHERE bm.business_id = ${businessId} AND u.username LIKE 'coach%'`);
    // One weekly series per court, weekday and slot. Slot k of court c on weekday w starts at
    // 07:00 + ((k + c + w) mod 15) hours (+30 min on every other court/day): 11 distinct hours a day per court.
    await run(sql`
      CREATE TEMP TABLE bench_series ON COMMIT DROP AS
      SELECT nextval(pg_get_serial_sequence('appointment_series', 'id'))::int AS id,
             nextval('appointment_recurrence_seq')::int AS recurrence_id,
             c.id AS court_id, w AS weekday,
             7 * 60 + ((k + c.idx + w) % 15) * 60 + 30 * ((c.idx + w) % 2) AS start_minute,
             (c.idx * 37 + w * 11 + k * 7) % 100 AS mix,
             (c.idx * 7 + w * 3 + k) AS person
      FROM bench_courts c, generate_series(0, 6) w, generate_series(0, ${CLUB.slotsPerDay - 1}) k`);
    await run(sql`
      ALTER TABLE bench_series
        ADD COLUMN kind text, ADD COLUMN note text, ADD COLUMN booker_id int, ADD COLUMN partner_id int,
        ADD COLUMN guest text, ADD COLUMN coach_id int`);
    await run(sql`
      UPDATE bench_series SET kind = CASE WHEN mix < 3 THEN 'block' WHEN mix < 15 THEN 'lesson' WHEN mix < 75 THEN 'member' ELSE 'staff' END`);
    await run(sql`
      UPDATE bench_series s SET
        note = CASE s.kind WHEN 'block' THEN 'Court maintenance' WHEN 'lesson' THEN 'Private lesson'
                           WHEN 'staff' THEN 'League play' ELSE '' END,
        booker_id = CASE WHEN s.kind IN ('member', 'lesson') THEN (SELECT m.user_id FROM bench_members m WHERE m.idx = s.person % (SELECT count(*) FROM bench_members)) END,
        partner_id = CASE WHEN s.kind = 'member' AND s.mix % 2 = 0 THEN (SELECT m.user_id FROM bench_members m WHERE m.idx = (s.person + 5) % (SELECT count(*) FROM bench_members)) END,
        guest = CASE WHEN s.kind = 'member' AND s.mix % 5 = 1 THEN 'Jordan Avery' END,
        coach_id = CASE WHEN s.kind = 'lesson' THEN (SELECT c.user_id FROM bench_coaches c WHERE c.idx = s.person % (SELECT count(*) FROM bench_coaches)) END`);
    await run(sql`
      INSERT INTO appointment_series (id, business_id, rule, created_by)
      SELECT id, ${businessId},
             jsonb_build_object('frequency', 'weekly', 'every', 1, 'days', jsonb_build_array(weekday), 'ends', 'date', 'end_date', ${lastDate}::text),
             ${club.owner}
      FROM bench_series ORDER BY id`);
    await run(sql`
      CREATE TEMP TABLE bench_days ON COMMIT DROP AS
      SELECT d::date AS day, (extract(isodow FROM d)::int - 1) AS weekday
      FROM generate_series(${firstDate}::date, ${lastDate}::date, interval '1 day') d`);
    // Wall-clock times in the club's zone become instants with AT TIME ZONE, so DST is handled by PostgreSQL.
    await run(sql`
      INSERT INTO appointments (business_id, series_id, recurrence_id, group_id, court_id, starts_at, ends_at, status, note, created_by, make_it_paid, authorized)
      SELECT ${businessId}, s.id, s.recurrence_id, nextval('appointment_group_seq')::int, s.court_id,
             (d.day + make_interval(mins => s.start_minute)) AT TIME ZONE ${timeZone},
             (d.day + make_interval(mins => s.start_minute + 60)) AT TIME ZONE ${timeZone},
             CASE WHEN s.kind = 'block' THEN 'disabled' ELSE 'default' END,
             s.note, ${club.owner},
             s.booker_id IS NOT NULL AND d.day < ${today}::date,
             s.booker_id IS NOT NULL AND d.day >= ${today}::date AND s.mix % 3 = 0
      FROM bench_days d JOIN bench_series s ON s.weekday = d.weekday
      ORDER BY d.day, s.court_id, s.start_minute`);
    await run(sql`
      INSERT INTO appointment_participants (business_id, appointment_id, kind, user_id, full_name)
      SELECT a.business_id, a.id, p.kind, p.user_id, p.full_name
      FROM appointments a
      JOIN bench_series s ON s.id = a.series_id
      CROSS JOIN LATERAL (
        SELECT 'booker' AS kind, s.booker_id AS user_id, (SELECT full_name FROM bench_members WHERE user_id = s.booker_id) AS full_name, 1 AS ord
        WHERE s.booker_id IS NOT NULL
        UNION ALL
        SELECT 'partner', s.partner_id, (SELECT full_name FROM bench_members WHERE user_id = s.partner_id), 2
        WHERE s.partner_id IS NOT NULL AND s.partner_id <> s.booker_id
        UNION ALL
        SELECT 'guest', NULL, s.guest, 3 WHERE s.guest IS NOT NULL
      ) p
      WHERE a.business_id = ${businessId}
      ORDER BY a.id, p.ord`);
    // A coach cannot be in two places at once (appointment_assignees_coach_no_overlap): a lesson whose coach is
    // already taken at its time is left without one, as the database would refuse it.
    await run(sql`
      INSERT INTO appointment_assignees (business_id, appointment_id, user_id)
      SELECT a.business_id, a.id, s.coach_id
      FROM appointments a JOIN bench_series s ON s.id = a.series_id
      WHERE a.business_id = ${businessId} AND s.coach_id IS NOT NULL
      ORDER BY a.starts_at, a.id
      ON CONFLICT DO NOTHING`);
    // The demo's few rules give way to 200 generated ones: rule i covers courts i mod 40 and (i + 20) mod 40 on
    // weekdays i mod 7 and (i + 3) mod 7, with two two-hour rows from 06:00 + 2 (i mod 6) hours; the pay types
    // cycle through -1, 1 and 2. About 57 rules, 228 rule events, fall on each day of the sheet.
    await run(sql`DELETE FROM availability_rules WHERE business_id = ${businessId}`);
    await run(sql`
      CREATE TEMP TABLE bench_rules ON COMMIT DROP AS
      SELECT nextval(pg_get_serial_sequence('availability_rules', 'id'))::int AS id, i,
             (ARRAY[-1, 1, 2])[1 + i % 3]::smallint AS pay_type
      FROM generate_series(0, ${CLUB.rules - 1}) i`);
    await run(sql`
      INSERT INTO availability_rules (id, business_id, note, sport_id, start_date, recurrence, ends_on, book_pay_type, created_by)
      SELECT id, ${businessId}, 'Rule ' || (i + 1), 1, ${firstDate}::date,
             jsonb_build_object('frequency', 'weekly', 'every', 1, 'days', jsonb_build_array(i % 7, (i + 3) % 7),
                                'ends', 'date', 'end_date', ${lastDate}::text),
             ${lastDate}::date, pay_type, ${club.owner}
      FROM bench_rules ORDER BY id`);
    await run(sql`
      INSERT INTO availability_rule_courts (business_id, rule_id, court_id)
      SELECT ${businessId}, r.id, c.id FROM bench_rules r JOIN bench_courts c ON c.idx IN (r.i % 40, (r.i + 20) % 40)`);
    await run(sql`
      INSERT INTO availability_rule_rows (business_id, rule_id, position, start_minute, end_minute, days, advance_days,
                                          buffer, price, point_price, book_pay_type)
      SELECT ${businessId}, r.id, p, 360 + (r.i % 6) * 120 + p * 120, 360 + (r.i % 6) * 120 + (p + 1) * 120, '{}', 14, 1,
             CASE WHEN r.pay_type = 2 THEN 0 ELSE 2000 + p * 1000 END,
             CASE WHEN r.pay_type = 1 THEN 0 ELSE 8 + p * 4 END, r.pay_type
      FROM bench_rules r, generate_series(0, 1) p`);
    await run(sql`
      INSERT INTO availability_rule_who (business_id, rule_id, kind, all_of_kind)
      SELECT ${businessId}, id, 'allmembers', true FROM bench_rules`);
  });
  log(`year of bookings generated (${((performance.now() - generated) / 1000).toFixed(1)} s)`);

  // Fresh statistics, as autovacuum gathers them on a PostgreSQL server soon after a bulk load. PGlite has no
  // autovacuum; BENCH_ANALYZE=0 measures a database nobody analyzed.
  if (options.analyze) {
    const analyzed = performance.now();
    for (const table of [
      'appointments',
      'appointment_participants',
      'appointment_assignees',
      'appointment_series',
      'courts',
      'availability_rules',
      'availability_rule_courts',
      'availability_rule_rows',
      'availability_rule_who',
    ]) {
      await exec(handle, sql.raw(`ANALYZE ${table}`));
    }
    log(`analyzed (${((performance.now() - analyzed) / 1000).toFixed(1)} s)`);
  } else {
    log('not analyzed (BENCH_ANALYZE=0)');
  }

  const [counts] = await queryRows<{ occurrences: number; participants: number; assignees: number }>(
    handle.db,
    sql`SELECT (SELECT count(*) FROM appointments WHERE business_id = ${businessId})::int AS occurrences,
               (SELECT count(*) FROM appointment_participants WHERE business_id = ${businessId})::int AS participants,
               (SELECT count(*) FROM appointment_assignees WHERE business_id = ${businessId})::int AS assignees`,
  );
  return {
    businessId,
    timeZone,
    firstDate,
    today,
    courtIds,
    occurrences: Number(counts?.occurrences ?? 0),
    participants: Number(counts?.participants ?? 0),
    assignees: Number(counts?.assignees ?? 0),
    rules: CLUB.rules,
    seconds: (performance.now() - started) / 1000,
  };
}

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { queryRows } from '@fairplay/db';
import type { TestApp } from '../harness.js';
import type { Pools } from './schema-arbitrary.js';

// What the seeded demo club offers the generator, so random requests often name real things and get past
// "not found" and the rules a JSON schema cannot say, to the code behind them.

/** Words of the seeded club that get random requests past "not found": usernames, the demo code, plan keys. */
const KNOWN_WORDS = [
  'owner',
  'member',
  'coach',
  'admin',
  'lucas.wilson',
  'FAIRPLAY-DEMO',
  'courtandlessonproviderplan',
  'enterprisecourtandlessonproviderplan',
  'lessonproviderplan',
  'Riverside',
  'waiver.pdf',
];

/** Fields whose rules the JSON schema cannot carry, with values that keep them (so the request reaches the rules). */
const FIELD_VALUES = {
  email: fc.constantFrom('ana.lima@example.org', 'owner@example.com', 'sweep@example.org'),
  dob: fc.constantFrom('1990-01-01', '2010-06-15', '1950-12-31'),
  timezone: fc.constantFrom('America/Chicago', 'Europe/Lisbon', 'UTC', 'Pacific/Kiritimati'),
  currency_code: fc.constantFrom('usd', 'eur'),
  password: fc.constant('serve-and-42'),
  new_password: fc.constant('serve-and-42'),
  confirm_password: fc.constant('serve-and-42'),
  color: fc.constantFrom('#1bb1e4', '#000000'),
  booking_to_start: fc.constantFrom(5, 10, 15, 30, 60),
  guests: fc.constantFrom(['Jordan Avery'], []),
  fullName: fc.constantFrom('Jordan Avery', 'Zoë Ångström'),
  // the waiver upload's file name (a query parameter), and any other name
  name: fc.constantFrom('waiver.pdf', 'Club rules 2026.pdf', 'North Courts'),
};

/** Id fields by name, drawn from the rows of the table they name (the club's courts, members, locations). */
async function idFields(t: TestApp): Promise<Record<string, fc.Arbitrary<unknown>>> {
  const ids = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ id: number }>(t.handle.db, query)).map((row) => Number(row.id));
  const courts = await ids(sql`SELECT id FROM courts ORDER BY id`);
  const people = await ids(sql`SELECT user_id AS id FROM business_members ORDER BY user_id LIMIT 30`);
  const locations = await ids(sql`SELECT id FROM locations ORDER BY id`);
  const future = await ids(sql`SELECT id FROM appointments WHERE starts_at > now() ORDER BY starts_at LIMIT 40`);
  const court = fc.constantFrom(...courts);
  const person = fc.constantFrom(...people);
  return {
    courts: fc.uniqueArray(court, { minLength: 1, maxLength: 2 }),
    court_id: court,
    new_court: court,
    old_court: court,
    blocked_courts: fc.uniqueArray(court, { maxLength: 2 }),
    userId: person,
    user_id: person,
    assignedTo: person,
    partners: fc.uniqueArray(person, { maxLength: 2 }),
    assigned: fc.uniqueArray(person, { maxLength: 1 }),
    location_id: fc.constantFrom(...locations),
    appointment_id: fc.constantFrom(...future),
    apt_id: fc.constantFrom(...future),
  };
}

/** Ids of rows that exist, so generated ids often name something real (and reach the rules behind "not found"). */
async function knownIds(t: TestApp): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    t.handle.db,
    sql`SELECT DISTINCT id FROM (
          (SELECT id FROM appointments WHERE starts_at > now() ORDER BY starts_at LIMIT 12)
          UNION ALL (SELECT id FROM appointments ORDER BY id LIMIT 4)
          UNION ALL (SELECT recurrence_id FROM appointments WHERE starts_at > now() ORDER BY starts_at LIMIT 6)
          UNION ALL (SELECT series_id FROM appointments WHERE starts_at > now() ORDER BY starts_at LIMIT 6)
          UNION ALL (SELECT id FROM courts ORDER BY id LIMIT 8)
          UNION ALL (SELECT id FROM users ORDER BY id LIMIT 12)
          UNION ALL (SELECT id FROM locations ORDER BY id LIMIT 3)
          UNION ALL (SELECT id FROM facility_groups ORDER BY id LIMIT 4)
          UNION ALL (SELECT id FROM service_types ORDER BY id LIMIT 4)
          UNION ALL (SELECT id FROM businesses ORDER BY id LIMIT 2)
          UNION ALL (SELECT id FROM sport_categories ORDER BY id LIMIT 3)
        ) AS ids ORDER BY id`,
  );
  return rows.map((row) => Number(row.id));
}

/** The pools the sweep's generators draw from, read from the seeded club once at the start. */
export async function poolsOf(t: TestApp): Promise<Pools> {
  return {
    ids: await knownIds(t),
    words: KNOWN_WORDS,
    nowMs: t.clock.now().getTime(),
    fields: { ...FIELD_VALUES, ...(await idFields(t)) },
  };
}

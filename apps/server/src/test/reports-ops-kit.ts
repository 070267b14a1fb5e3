import { sql } from 'drizzle-orm';
import { queryRows } from '@fairplay/db';
import { pathOf, type EndpointDefinition } from '@fairplay/contracts';
import { API_PREFIX } from '../app.js';
import type { TestApp } from './harness.js';
import { registerSecondClub } from './second-club.js';

/**
 * Factories of the operations reports' tests (issue 27): a club of the test's own, its courts, bookings, blocks,
 * freezes, plans, subscriptions, check-ins and packs, written straight into the tables so each test knows every
 * row its report reads.
 */
export interface ReportClub {
  token: string;
  businessId: number;
  locationId: number;
  ownerId: number;
}

let clubs = 0;
export async function reportClub(t: TestApp, prefix: string): Promise<ReportClub> {
  clubs += 1;
  const suffix = `${prefix}${clubs}${Date.now().toString(36)}`;
  const club = await registerSecondClub(t, suffix);
  // The second club's zone is Sydney; the tests place times in UTC, so the club is moved to UTC.
  await t.handle.db.execute(sql`UPDATE businesses SET timezone = 'UTC' WHERE id = ${club.businessId}`);
  const [owner] = await queryRows<{ user_id: number }>(
    t.handle.db,
    sql`SELECT user_id FROM business_members WHERE business_id = ${club.businessId} ORDER BY id LIMIT 1`,
  );
  return { ...club, ownerId: owner!.user_id };
}

export async function insertGroup(t: TestApp, club: ReportClub, name: string, locationId = club.locationId) {
  const [row] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`INSERT INTO facility_groups (business_id, location_id, name) VALUES (${club.businessId}, ${locationId}, ${name}) RETURNING id`,
  );
  return row!.id;
}

export async function insertCourt(t: TestApp, club: ReportClub, groupId: number, name: string) {
  const [row] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`INSERT INTO courts (business_id, facility_group_id, name) VALUES (${club.businessId}, ${groupId}, ${name}) RETURNING id`,
  );
  return row!.id;
}

/** A booking (or a blocked listing) on a court, with its booker as participant when given. */
export async function insertBooking(
  t: TestApp,
  club: ReportClub,
  courtId: number,
  start: string,
  end: string,
  options: { blocked?: boolean; userId?: number } = {},
) {
  const [series] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`INSERT INTO appointment_series (business_id) VALUES (${club.businessId}) RETURNING id`,
  );
  const [row] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`INSERT INTO appointments (business_id, series_id, recurrence_id, group_id, court_id, starts_at, ends_at, status)
        VALUES (${club.businessId}, ${series!.id}, nextval('appointment_recurrence_seq')::int,
                nextval('appointment_group_seq')::int, ${courtId}, ${start}::timestamptz, ${end}::timestamptz,
                ${options.blocked ? 'disabled' : 'default'})
        RETURNING id`,
  );
  if (options.userId !== undefined)
    await t.handle.db.execute(
      sql`INSERT INTO appointment_participants (business_id, appointment_id, kind, user_id, full_name)
          VALUES (${club.businessId}, ${row!.id}, 'booker', ${options.userId}, 'Booker')`,
    );
  return row!.id;
}

/** A freeze of courts over one stretch; of some sports only when given. */
export async function insertFreeze(
  t: TestApp,
  club: ReportClub,
  courtIds: number[],
  start: string,
  end: string,
  sportIds: number[] = [],
) {
  const [freeze] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`INSERT INTO freezes (business_id, note, freeze_for, cancel_on_freeze)
        VALUES (${club.businessId}, 'Resurfacing', ${sportIds.length > 0 ? 'sport' : 'court'}, false) RETURNING id`,
  );
  for (const courtId of courtIds)
    await t.handle.db.execute(
      sql`INSERT INTO freeze_courts (business_id, freeze_id, court_id) VALUES (${club.businessId}, ${freeze!.id}, ${courtId})`,
    );
  for (const sportId of sportIds)
    await t.handle.db.execute(
      sql`INSERT INTO freeze_sports (business_id, freeze_id, sport_id) VALUES (${club.businessId}, ${freeze!.id}, ${sportId})`,
    );
  await t.handle.db.execute(
    sql`INSERT INTO freeze_ranges (business_id, freeze_id, starts_at, ends_at)
        VALUES (${club.businessId}, ${freeze!.id}, ${start}::timestamptz, ${end}::timestamptz)`,
  );
  return freeze!.id;
}

/** A member of the club (a new account with an active membership of the member type). */
export async function insertMember(t: TestApp, club: ReportClub, name: string) {
  const [first, last] = name.split(' ');
  const key = `${name.toLowerCase().replace(/\W+/g, '.')}.${club.businessId}.${Math.random().toString(36).slice(2, 8)}`;
  const [user] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`INSERT INTO users (uid, username, email, password_hash, first_name, last_name, user_type)
        VALUES (${key}, ${key}, ${`${key}@example.org`}, 'x', ${first!}, ${last ?? ''}, 'nbu') RETURNING id`,
  );
  await t.handle.db.execute(
    sql`INSERT INTO business_members (business_id, user_id, member_type_id)
        SELECT ${club.businessId}, ${user!.id}, id FROM member_types
         WHERE business_id = ${club.businessId} AND key = 'member'`,
  );
  return { id: user!.id, email: `${key}@example.org` };
}

export async function insertPlan(
  t: TestApp,
  club: ReportClub,
  name: string,
  amount: number,
  interval: 'month' | 'year' | null,
  uses: number | null = null,
) {
  const [row] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`INSERT INTO plans (business_id, nickname, amount, currency, interval, one_time, uses)
        VALUES (${club.businessId}, ${name}, ${amount}, 'usd', ${interval}, ${interval === null}, ${uses}) RETURNING id`,
  );
  return row!.id;
}

export interface SubscriptionRow {
  planId: number;
  userId: number;
  status: 'trialing' | 'active' | 'incomplete' | 'canceled' | 'expired';
  amount: number;
  interval: 'month' | 'year' | null;
  createdAt: string;
  canceledAt?: string;
  endsAt?: string;
  pausedAt?: string;
  resumesAt?: string;
}

export async function insertSubscription(t: TestApp, club: ReportClub, row: SubscriptionRow) {
  const [inserted] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`INSERT INTO subscriptions (business_id, plan_id, user_id, payer_user_id, status, amount, currency, interval,
                                   current_period_start, canceled_at, ends_at, paused_at, resumes_at, created_at)
        VALUES (${club.businessId}, ${row.planId}, ${row.userId}, ${row.userId}, ${row.status}, ${row.amount}, 'usd',
                ${row.interval}, ${row.createdAt}::timestamptz, ${row.canceledAt ?? null}::timestamptz,
                ${row.endsAt ?? null}::timestamptz, ${row.pausedAt ?? null}::timestamptz,
                ${row.resumesAt ?? null}::timestamptz, ${row.createdAt}::timestamptz)
        RETURNING id`,
  );
  return inserted!.id;
}

/** A CSV download of a report: its status, headers and text (the envelope is not JSON). */
export async function downloadCsv(
  t: TestApp,
  definition: EndpointDefinition,
  query: Record<string, unknown>,
  token: string,
) {
  const raw = await t.app.inject({
    method: 'GET',
    url: `${API_PREFIX}${pathOf(definition, undefined, query)}`,
    headers: { 'access-token': token },
  });
  return { status: raw.statusCode, headers: raw.headers, lines: raw.rawPayload.toString('utf8').trim().split(/\r?\n/) };
}

export async function insertCheckIn(t: TestApp, club: ReportClub, userId: number, at: string) {
  await t.handle.db.execute(
    sql`INSERT INTO check_ins (business_id, location_id, user_id, checked_in_at)
        VALUES (${club.businessId}, ${club.locationId}, ${userId}, ${at}::timestamptz)`,
  );
}

/** A failed renewal: the subscription waits for a card, its period's invoice failed. */
export async function failRenewal(t: TestApp, club: ReportClub, subscriptionId: number, at: string) {
  await t.handle.db.execute(
    sql`UPDATE subscriptions SET status = 'incomplete' WHERE business_id = ${club.businessId} AND id = ${subscriptionId}`,
  );
  await t.handle.db.execute(
    sql`INSERT INTO subscription_invoices (business_id, subscription_id, period_start, amount, status, attempts, created_at)
        VALUES (${club.businessId}, ${subscriptionId}, ${at}::timestamptz, 10000, 'failed', 1, ${at}::timestamptz)`,
  );
}

/** A class pack bought as a one-time product, with `usesLeft` of `usesTotal` left. */
export async function insertPack(
  t: TestApp,
  club: ReportClub,
  planId: number,
  userId: number,
  usesTotal: number,
  usesLeft: number,
) {
  const subscriptionId = await insertSubscription(t, club, {
    planId,
    userId,
    status: 'active',
    amount: 15_000,
    interval: null,
    createdAt: new Date(Date.now() - 30 * 86_400_000).toISOString(),
  });
  await t.handle.db.execute(
    sql`INSERT INTO class_packs (business_id, user_id, plan_id, subscription_id, name, uses_total, uses_left)
        VALUES (${club.businessId}, ${userId}, ${planId}, ${subscriptionId}, '10 classes', ${usesTotal}, ${usesLeft})`,
  );
}

/** A staff member of the club with the member type `key` (a new account). */
export async function insertStaff(t: TestApp, club: ReportClub, name: string, key: string) {
  const person = await insertMember(t, club, name);
  await t.handle.db.execute(
    sql`UPDATE business_members SET member_type_id = (SELECT id FROM member_types WHERE business_id = ${club.businessId} AND key = ${key})
         WHERE business_id = ${club.businessId} AND user_id = ${person.id}`,
  );
  return person;
}

import { and, asc, eq, gt, gte, lt } from 'drizzle-orm';
import { addDaysToDate, utcToZonedParts, zonedWallTimeToUtc } from '@fairplay/domain';
import { appointments, courts, users } from '@fairplay/db';
import { expect } from 'vitest';
import { endpoints, listingResponse } from '@fairplay/contracts';
import type { TestApp } from './harness.js';

export const ZONE = 'America/Chicago';

/** A club-local date `days` from today, far enough ahead to miss the demo seed's bookings when days > 70. */
export function localDate(days: number): string {
  return addDaysToDate(utcToZonedParts(new Date(), ZONE).date, days);
}

/** The club-local Monday on or after localDate(days), for weekly series on Mondays (days: [0]). */
export function mondayFrom(days: number): string {
  const date = localDate(days);
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDaysToDate(date, (7 - weekday) % 7);
}

/**
 * The first club-local day on or after localDate(days) whose UTC offset differs from the day before: the next
 * daylight-saving change (a Sunday in the US), so DST tests never depend on a calendar year.
 */
export function nextDstChange(days: number): string {
  const offset = (date: string) => Date.parse(at(date, '12:00')) - Date.parse(`${date}T12:00:00Z`);
  let date = localDate(days);
  for (let step = 0; step < 400; step++, date = addDaysToDate(date, 1)) {
    if (offset(date) !== offset(addDaysToDate(date, -1))) return date;
  }
  throw new Error(`${ZONE} has no daylight-saving change in the coming year`);
}

/** 'HH:mm' of an instant on the club's wall clock, read with Intl rather than the code under test. */
export function clubClock(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

export function at(date: string, time: string): string {
  return zonedWallTimeToUtc(date, time, ZONE).toISOString();
}

/** The club the token's session has selected. */
export async function clubIdOf(t: TestApp, token: string): Promise<number> {
  const clubId = (await t.call(endpoints.users.info, { token })).body.payload.business_id;
  if (clubId === null) throw new Error('the session has no club');
  return clubId;
}

export async function courtIdsOf(t: TestApp, businessId: number): Promise<number[]> {
  const rows = await t.handle.db
    .select({ id: courts.id })
    .from(courts)
    .where(eq(courts.businessId, businessId))
    .orderBy(asc(courts.orderIndex), asc(courts.id));
  return rows.map((row) => row.id);
}

export async function userIdOf(t: TestApp, username: string): Promise<number> {
  const [row] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

export function spot(court: number, date: string, from: string, to: string, extra: Record<string, unknown> = {}) {
  return { courts: [court], start_time: at(date, from), end_time: at(date, to), ...extra };
}

/** A court's occurrences from `date` on; the demo seed's bookings lie well before the dates tests use. */
export async function rowsOnCourtFrom(t: TestApp, court: number, date: string) {
  return t.handle.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.courtId, court), gte(appointments.startsAt, new Date(at(date, '00:00')))));
}

/**
 * The listing is written out without per-request validation (appointments.routes.ts), so the tests hold it to
 * its contract: it parses, and parsing (which drops unknown keys) changes nothing, so no extra field leaks.
 */
export function expectListingContract(payload: unknown): void {
  const parsed = listingResponse.safeParse(payload);
  expect(parsed.success, parsed.error?.message).toBe(true);
  expect(parsed.data).toEqual(payload);
}

/**
 * Removes the member's bookings under way at `at` or starting within `hours` after it: the demo seed books its
 * members around the clock, and a test about "the booking around now" must not meet one of those.
 */
export async function clearBookingsAround(t: TestApp, token: string, userId: number, at: Date, hours = 2) {
  const today = utcToZonedParts(at, ZONE).date;
  const found = await t.call(endpoints.memberProfile.bookings, {
    token,
    params: { id: userId },
    body: { type: 'all', start_date: addDaysToDate(today, -1), end_date: addDaysToDate(today, 1) },
  });
  expect(found.status, found.body.message).toBe(200);
  for (const row of found.body.payload.rows) {
    if (Date.parse(row.ends_at) <= at.getTime() || Date.parse(row.starts_at) > at.getTime() + hours * 3_600_000)
      continue;
    const removed = await t.call(endpoints.appointments.delete, {
      token,
      params: { id: row.appointment_id },
      query: {},
    });
    expect(removed.status, removed.body.message).toBe(200);
  }
}

/**
 * Deletes whatever is booked on `court` overlapping [from, to), lesson time included (through the lesson's own
 * delete, as the court sheet's delete refuses it): the demo seed books its courts week after week, so a test that
 * books a court at a time counted from today would meet a different demo booking on each weekday.
 */
export async function freeCourtBetween(t: TestApp, token: string, court: number, from: string, to: string) {
  // One at a time, read again after each: a lesson's delete also takes its time on other courts.
  for (let round = 0; round < 50; round += 1) {
    const [booked] = await t.handle.db
      .select({ id: appointments.id, lessonId: appointments.lessonId })
      .from(appointments)
      .where(
        and(
          eq(appointments.courtId, court),
          lt(appointments.startsAt, new Date(to)),
          gt(appointments.endsAt, new Date(from)),
        ),
      )
      .limit(1);
    if (!booked) return;
    const { id, lessonId } = booked;
    const removed =
      lessonId === null
        ? await t.call(endpoints.appointments.delete, { token, params: { id }, query: {} })
        : await t.call(endpoints.lessons.remove, { token, params: { lessonId, aptId: id }, query: { mode: '0' } });
    expect(removed.status, removed.body.message).toBe(200);
  }
  throw new Error(`court ${court} is still booked between ${from} and ${to}`);
}

/**
 * Turns the club's one-court-at-a-time rule off (issue 24): for test files about other rules that book the demo's
 * members on several courts at one time. The rule itself is proven in one-court-at-a-time.test.ts.
 */
export async function allowOverlappingCourts(t: TestApp, ownerToken: string): Promise<void> {
  const off = await t.call(endpoints.settings.update, { token: ownerToken, body: { one_court_at_a_time: false } });
  expect(off.status, off.body.message).toBe(200);
}

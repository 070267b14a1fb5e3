import { and, asc, eq, gte } from 'drizzle-orm';
import { addDaysToDate, utcToZonedParts, zonedWallTimeToUtc } from '@fairplay/domain';
import { appointments, courts, users } from '@fairplay/db';
import type { TestApp } from './harness.js';

export const ZONE = 'America/Chicago';
export const API = '/api/v1/appointment';

/** A club-local date `days` from today, far enough ahead to miss the demo seed's bookings when days > 70. */
export function localDate(days: number): string {
  return addDaysToDate(utcToZonedParts(new Date(), ZONE).date, days);
}

export function at(date: string, time: string): string {
  return zonedWallTimeToUtc(date, time, ZONE).toISOString();
}

export async function courtIdsOf(t: TestApp, businessId: number): Promise<number[]> {
  const rows = await t.handle.db.select({ id: courts.id }).from(courts).where(eq(courts.businessId, businessId)).orderBy(asc(courts.orderIndex), asc(courts.id));
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
  return t.handle.db.select().from(appointments).where(and(eq(appointments.courtId, court), gte(appointments.startsAt, new Date(at(date, '00:00')))));
}

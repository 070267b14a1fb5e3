import { and, eq, gte, lt } from 'drizzle-orm';
import { contactMessages, demoBookings, demoRequests, type Executor } from '@fairplay/db';

/** Provider-wide rows of the public site; none of them belongs to a club, so no TenantScope here. */
export type NewContactMessage = typeof contactMessages.$inferInsert;
export type NewDemoRequest = typeof demoRequests.$inferInsert;
export type DemoRequestRow = typeof demoRequests.$inferSelect;

export async function insertContactMessage(db: Executor, row: NewContactMessage) {
  const [stored] = await db.insert(contactMessages).values(row).returning();
  return stored!;
}

export async function insertDemoRequest(db: Executor, row: NewDemoRequest): Promise<DemoRequestRow> {
  const [stored] = await db.insert(demoRequests).values(row).returning();
  return stored!;
}

export async function findDemoRequestByTokenHash(db: Executor, tokenHash: string): Promise<DemoRequestRow | undefined> {
  const [row] = await db.select().from(demoRequests).where(eq(demoRequests.bookingTokenHash, tokenHash));
  return row;
}

export async function findBookingOfRequest(db: Executor, demoRequestId: number) {
  const [row] = await db.select().from(demoBookings).where(eq(demoBookings.demoRequestId, demoRequestId));
  return row;
}

/** Starts of the booked slots in [from, to). */
export async function takenSlotStarts(db: Executor, from: Date, to: Date): Promise<Date[]> {
  const rows = await db
    .select({ startsAt: demoBookings.startsAt })
    .from(demoBookings)
    .where(and(gte(demoBookings.startsAt, from), lt(demoBookings.startsAt, to)));
  return rows.map((row) => row.startsAt);
}

/** The unique constraint on starts_at refuses a slot that is already taken. */
export async function insertDemoBooking(db: Executor, demoRequestId: number, startsAt: Date, endsAt: Date) {
  const [row] = await db.insert(demoBookings).values({ demoRequestId, startsAt, endsAt }).returning();
  return row!;
}

import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { bookingFees, type Executor, type TenantScope } from '@fairplay/db';

/** The only reader and writer of booking_fees. */

export type BookingFeeRow = typeof bookingFees.$inferSelect;
export type NewBookingFee = Pick<
  BookingFeeRow,
  'kind' | 'appointmentId' | 'lessonBookingId' | 'userId' | 'startsAt' | 'amount' | 'currency'
>;

/**
 * Records fees not yet recorded: one per kind, booking and player whoever asks twice (the unique key decides, so a
 * second sweep or a concurrent one records nothing). Answers the fees this call created.
 */
export async function insertFees(scope: TenantScope, rows: NewBookingFee[], now: Date): Promise<BookingFeeRow[]> {
  if (rows.length === 0) return [];
  return scope.db
    .insert(bookingFees)
    .values(rows.map((row) => scope.values({ ...row, createdAt: now, updatedAt: now })))
    .onConflictDoNothing()
    .returning();
}

export async function findFee(scope: TenantScope, id: number, lock = false): Promise<BookingFeeRow | undefined> {
  const query = scope.db
    .select()
    .from(bookingFees)
    .where(scope.where(bookingFees, eq(bookingFees.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Moves a fee on only while it is in `from` (of two finishers only one does); answers the row. */
export async function moveFee(
  scope: TenantScope,
  id: number,
  from: BookingFeeRow['status'],
  changes: Partial<Pick<BookingFeeRow, 'status' | 'chargeId' | 'failureMessage' | 'waivedBy' | 'waivedAt'>>,
  now: Date,
): Promise<BookingFeeRow | undefined> {
  const [row] = await scope.db
    .update(bookingFees)
    .set({ ...changes, updatedAt: now })
    .where(scope.where(bookingFees, eq(bookingFees.id, id), eq(bookingFees.status, from)))
    .returning();
  return row;
}

export function feesOfMember(scope: TenantScope, userId: number): Promise<BookingFeeRow[]> {
  return scope.db
    .select()
    .from(bookingFees)
    .where(scope.where(bookingFees, eq(bookingFees.userId, userId)))
    .orderBy(desc(bookingFees.createdAt), desc(bookingFees.id))
    .limit(200);
}

/** The fees recorded on one booking or lesson occurrence (it may be gone: a late cancel deletes it). */
export function feesOfAppointment(scope: TenantScope, appointmentId: number): Promise<BookingFeeRow[]> {
  return scope.db
    .select()
    .from(bookingFees)
    .where(scope.where(bookingFees, eq(bookingFees.appointmentId, appointmentId)))
    .orderBy(asc(bookingFees.createdAt), asc(bookingFees.id))
    .limit(200);
}

/** Fees of every club still `pending` since before `before`: a charge that did not finish (the sweep retries). */
export function stalePendingFees(db: Executor, before: Date): Promise<{ id: number; businessId: number }[]> {
  return db
    .select({ id: bookingFees.id, businessId: bookingFees.businessId })
    .from(bookingFees)
    .where(and(eq(bookingFees.status, 'pending'), lte(bookingFees.updatedAt, before)))
    .limit(200);
}

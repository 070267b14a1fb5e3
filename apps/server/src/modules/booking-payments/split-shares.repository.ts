import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { bookingPayments, bookingSplits, bookingSplitShares, type TenantScope } from '@fairplay/db';

export type SplitRow = typeof bookingSplits.$inferSelect;
export type ShareRow = typeof bookingSplitShares.$inferSelect;
/** A share with its split's occurrence. */
export type ShareWithSplit = ShareRow & { appointmentId: number; currency: string };

/**
 * A split and its shares (in the booking's transaction): the database checks at commit that the shares add up to
 * the price, that each player has one share and that a paid share's payment is for its amount.
 */
export async function insertSplit(
  scope: TenantScope,
  split: Omit<typeof bookingSplits.$inferInsert, 'businessId' | 'id'>,
  shares: Omit<typeof bookingSplitShares.$inferInsert, 'businessId' | 'id' | 'splitId'>[],
): Promise<ShareWithSplit[]> {
  const [inserted] = await scope.db.insert(bookingSplits).values(scope.values(split)).returning();
  const rows = await scope.db
    .insert(bookingSplitShares)
    .values(shares.map((share) => scope.values({ ...share, splitId: inserted!.id })))
    .returning();
  return rows.map((row) => ({ ...row, appointmentId: inserted!.appointmentId, currency: inserted!.currency }));
}

const shareColumns = {
  id: bookingSplitShares.id,
  businessId: bookingSplitShares.businessId,
  splitId: bookingSplitShares.splitId,
  userId: bookingSplitShares.userId,
  booker: bookingSplitShares.booker,
  amount: bookingSplitShares.amount,
  guestFees: bookingSplitShares.guestFees,
  bookingPaymentId: bookingSplitShares.bookingPaymentId,
  createdAt: bookingSplitShares.createdAt,
  appointmentId: bookingSplits.appointmentId,
  currency: bookingSplits.currency,
};

function sharesQuery(scope: TenantScope) {
  return scope.db
    .select(shareColumns)
    .from(bookingSplitShares)
    .innerJoin(
      bookingSplits,
      and(
        eq(bookingSplits.id, bookingSplitShares.splitId),
        eq(bookingSplits.businessId, bookingSplitShares.businessId),
      ),
    );
}

/** The shares of an occurrence's split, the booker first (none when the booking is not split). */
export async function sharesOfAppointment(scope: TenantScope, appointmentId: number): Promise<ShareWithSplit[]> {
  return sharesQuery(scope)
    .where(scope.where(bookingSplitShares, eq(bookingSplits.appointmentId, appointmentId)))
    .orderBy(asc(bookingSplitShares.id));
}

/** A member's shares (of any split of the club), oldest split first. */
export async function sharesOfUser(scope: TenantScope, userId: number): Promise<ShareWithSplit[]> {
  return sharesQuery(scope)
    .where(scope.where(bookingSplitShares, eq(bookingSplitShares.userId, userId)))
    .orderBy(asc(bookingSplitShares.id));
}

/** One share; with `lock`, locked until the transaction ends (paying it is serialized by the database). */
export async function findShare(scope: TenantScope, id: number, lock = false): Promise<ShareWithSplit | undefined> {
  const query = sharesQuery(scope).where(scope.where(bookingSplitShares, eq(bookingSplitShares.id, id)));
  const [row] = lock ? await query.for('update', { of: bookingSplitShares }) : await query;
  return row;
}

/** Names the payment that pays an owed share (of two payers, only the first: the second gets undefined). */
export async function claimShare(scope: TenantScope, id: number, paymentId: number): Promise<ShareRow | undefined> {
  const [row] = await scope.db
    .update(bookingSplitShares)
    .set({ bookingPaymentId: paymentId })
    .where(scope.where(bookingSplitShares, eq(bookingSplitShares.id, id), isNull(bookingSplitShares.bookingPaymentId)))
    .returning();
  return row;
}

/** The booking payments that pay shares, by id. */
export async function bookingPaymentsByIds(scope: TenantScope, ids: number[]) {
  if (ids.length === 0) return [];
  return scope.db
    .select()
    .from(bookingPayments)
    .where(scope.where(bookingPayments, inArray(bookingPayments.id, ids)));
}

import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { bookingPaymentItems, bookingPayments, type TenantScope } from '@fairplay/db';

/** booking_payment_items has no id of its own (keyed by payment and occurrence): the club's condition by hand. */
const itemsWhere = (scope: TenantScope, ...conditions: SQL[]) =>
  and(eq(bookingPaymentItems.businessId, scope.businessId), ...conditions);

export type BookingPaymentRow = typeof bookingPayments.$inferSelect;
export type BookingPaymentItemRow = typeof bookingPaymentItems.$inferSelect;
export type NewBookingPayment = Omit<typeof bookingPayments.$inferInsert, 'businessId' | 'id'>;

/** A payment record and the occurrences it covers, each with its share (cents). */
export async function insertBookingPayment(
  scope: TenantScope,
  row: NewBookingPayment,
  items: { appointmentId: number; amount: number; lessonBookingId?: number }[],
): Promise<BookingPaymentRow> {
  const [inserted] = await scope.db.insert(bookingPayments).values(scope.values(row)).returning();
  if (items.length > 0)
    await scope.db
      .insert(bookingPaymentItems)
      .values(items.map((item) => scope.values({ ...item, bookingPaymentId: inserted!.id })));
  return inserted!;
}

/** Moves a payment on from `from` only (of two finishers, the second changes nothing). */
export async function moveBookingPayment(
  scope: TenantScope,
  id: number,
  from: BookingPaymentRow['status'],
  changes: Partial<
    Pick<
      BookingPaymentRow,
      | 'status'
      | 'chargeId'
      | 'authorizeAt'
      | 'captureAt'
      | 'paymentMethodId'
      | 'failureMessage'
      | 'attempts'
      | 'cancelAction'
      | 'settledAt'
    >
  >,
  now: Date,
): Promise<BookingPaymentRow | undefined> {
  const [row] = await scope.db
    .update(bookingPayments)
    .set({ ...changes, updatedAt: now })
    .where(scope.where(bookingPayments, eq(bookingPayments.id, id), eq(bookingPayments.status, from)))
    .returning();
  return row;
}

export async function deleteBookingPayment(scope: TenantScope, id: number): Promise<void> {
  await scope.db.delete(bookingPayments).where(scope.where(bookingPayments, eq(bookingPayments.id, id)));
}

export async function itemsOf(scope: TenantScope, paymentIds: number[]) {
  if (paymentIds.length === 0) return [];
  return scope.db
    .select()
    .from(bookingPaymentItems)
    .where(itemsWhere(scope, inArray(bookingPaymentItems.bookingPaymentId, paymentIds)))
    .orderBy(bookingPaymentItems.appointmentId);
}

/** The payments covering an occurrence, newest first. */
export async function paymentsOfAppointment(scope: TenantScope, appointmentId: number): Promise<BookingPaymentRow[]> {
  const covering = scope.db
    .select({ id: bookingPaymentItems.bookingPaymentId })
    .from(bookingPaymentItems)
    .where(itemsWhere(scope, eq(bookingPaymentItems.appointmentId, appointmentId)));
  return scope.db
    .select()
    .from(bookingPayments)
    .where(scope.where(bookingPayments, inArray(bookingPayments.id, covering)))
    .orderBy(desc(bookingPayments.id));
}

/** A hold (authorized) and a scheduled authorization are being paid too: staff are not offered them again. */
const TAKING: BookingPaymentRow['status'][] = ['paid', 'pending', 'authorized', 'scheduled'];

/** What is paid (and by default what is being paid) of an occurrence: its shares of those payments. */
export async function takenOf(
  scope: TenantScope,
  appointmentId: number,
  statuses: BookingPaymentRow['status'][] = TAKING,
): Promise<number> {
  return (await takenOfMany(scope, [appointmentId], statuses)).get(appointmentId) ?? 0;
}

/** What payments in these statuses (by default paid, pending and held) took of each of these occurrences (cents). */
export async function takenOfMany(
  scope: TenantScope,
  appointmentIds: number[],
  statuses: BookingPaymentRow['status'][] = TAKING,
): Promise<Map<number, number>> {
  const taken = new Map<number, number>();
  if (appointmentIds.length === 0) return taken;
  const rows = await scope.db
    .select({ appointmentId: bookingPaymentItems.appointmentId, amount: bookingPaymentItems.amount })
    .from(bookingPaymentItems)
    .innerJoin(
      bookingPayments,
      and(
        eq(bookingPayments.id, bookingPaymentItems.bookingPaymentId),
        eq(bookingPayments.businessId, bookingPaymentItems.businessId),
      ),
    )
    .where(
      itemsWhere(
        scope,
        inArray(bookingPaymentItems.appointmentId, appointmentIds),
        inArray(bookingPayments.status, statuses),
      ),
    );
  for (const row of rows) taken.set(row.appointmentId, (taken.get(row.appointmentId) ?? 0) + row.amount);
  return taken;
}

/**
 * Serializes charging one occurrence (until the transaction ends), so two staff charging the same booking at once
 * cannot both take what it owes: the second reads the first's pending payment.
 */
export async function lockAppointmentPayments(scope: TenantScope, appointmentId: number): Promise<void> {
  const key = `booking-payments:${scope.businessId}:${appointmentId}`;
  await scope.db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export async function findBookingPayment(
  scope: TenantScope,
  id: number,
  lock = false,
): Promise<BookingPaymentRow | undefined> {
  const query = scope.db
    .select()
    .from(bookingPayments)
    .where(scope.where(bookingPayments, eq(bookingPayments.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findBookingPaymentByKey(scope: TenantScope, key: string): Promise<BookingPaymentRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(bookingPayments)
    .where(scope.where(bookingPayments, eq(bookingPayments.idempotencyKey, key)));
  return row;
}

/** Inserts unless the club already has a payment with the key (then undefined: a concurrent twin won). */
export async function insertKeyedBookingPayment(
  scope: TenantScope,
  row: NewBookingPayment & { idempotencyKey: string },
  item: { appointmentId: number; amount: number },
): Promise<BookingPaymentRow | undefined> {
  const [inserted] = await scope.db
    .insert(bookingPayments)
    .values(scope.values(row))
    .onConflictDoNothing({
      target: [bookingPayments.businessId, bookingPayments.idempotencyKey],
      where: sql`idempotency_key IS NOT NULL`,
    })
    .returning();
  if (!inserted) return undefined;
  await scope.db.insert(bookingPaymentItems).values(scope.values({ ...item, bookingPaymentId: inserted.id }));
  return inserted;
}

/**
 * The court sheet's part (appointments' ListingColumns.paid): per occurrence of `appointmentIds`, the cents its paid
 * payments cover.
 */
export function appointmentPaidJson(appointmentIds: SQL, businessId: number): SQL {
  return sql`SELECT i.appointment_id, sum(i.amount)::integer AS value
             FROM booking_payment_items i
             JOIN booking_payments p ON p.id = i.booking_payment_id AND p.business_id = i.business_id
             WHERE i.business_id = ${businessId} AND i.appointment_id = ANY(${appointmentIds}) AND p.status = 'paid'
             GROUP BY i.appointment_id`;
}

/** The court sheet's yellow dot (appointments' ListingColumns.authorized): occurrences whose payment is held. */
export function appointmentAuthorizedJson(appointmentIds: SQL, businessId: number): SQL {
  return sql`SELECT DISTINCT i.appointment_id
             FROM booking_payment_items i
             JOIN booking_payments p ON p.id = i.booking_payment_id AND p.business_id = i.business_id
             WHERE i.business_id = ${businessId} AND i.appointment_id = ANY(${appointmentIds})
               AND p.status IN ('authorized', 'scheduled')`;
}

/** The payments of occurrences about to be removed (a cancellation), locked until the transaction ends. */
export async function paymentsOfAppointments(
  scope: TenantScope,
  appointmentIds: number[],
): Promise<BookingPaymentRow[]> {
  if (appointmentIds.length === 0) return [];
  const covering = scope.db
    .select({ id: bookingPaymentItems.bookingPaymentId })
    .from(bookingPaymentItems)
    .where(itemsWhere(scope, inArray(bookingPaymentItems.appointmentId, appointmentIds)));
  return scope.db
    .select()
    .from(bookingPayments)
    .where(scope.where(bookingPayments, inArray(bookingPayments.id, covering)))
    .orderBy(bookingPayments.id)
    .for('update');
}

/** The payments covering lesson places (locked: a cancellation settles each once). */
export async function paymentsOfPlaces(scope: TenantScope, placeIds: number[]): Promise<BookingPaymentRow[]> {
  if (placeIds.length === 0) return [];
  const covering = scope.db
    .select({ id: bookingPaymentItems.bookingPaymentId })
    .from(bookingPaymentItems)
    .where(itemsWhere(scope, inArray(bookingPaymentItems.lessonBookingId, placeIds)));
  return scope.db
    .select()
    .from(bookingPayments)
    .where(scope.where(bookingPayments, inArray(bookingPayments.id, covering)))
    .orderBy(bookingPayments.id)
    .for('update');
}

/** Claims a cancelled booking's refund or release (once: of two callers, the second gets nothing). */
export async function claimCancelSettlement(
  scope: TenantScope,
  id: number,
  now: Date,
): Promise<BookingPaymentRow | undefined> {
  const [row] = await scope.db
    .update(bookingPayments)
    .set({ settledAt: now })
    .where(scope.where(bookingPayments, eq(bookingPayments.id, id), isNull(bookingPayments.settledAt)))
    .returning();
  return row;
}

/** Gives a claim back after the provider refused, with the reason shown to staff (the safety net tries again). */
export async function unclaimCancelSettlement(scope: TenantScope, id: number, reason: string): Promise<void> {
  await scope.db
    .update(bookingPayments)
    .set({ settledAt: null, failureMessage: reason.slice(0, 500) })
    .where(scope.where(bookingPayments, eq(bookingPayments.id, id)));
}

/** Records what a cancellation gives back (the first cancellation of the payment decides). */
export async function setCancelAction(
  scope: TenantScope,
  id: number,
  action: 'refund' | 'release',
  amount: number | null,
  now: Date,
): Promise<void> {
  await scope.db
    .update(bookingPayments)
    .set({ cancelAction: action, refundAmount: amount, updatedAt: now })
    .where(scope.where(bookingPayments, eq(bookingPayments.id, id), isNull(bookingPayments.cancelAction)));
}

/** The payment whose hold is the charge `chargeId`, while it is held (`authorized`). */
export async function findHeldPaymentOfCharge(
  scope: TenantScope,
  chargeId: number,
): Promise<BookingPaymentRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(bookingPayments)
    .where(
      scope.where(bookingPayments, eq(bookingPayments.chargeId, chargeId), eq(bookingPayments.status, 'authorized')),
    );
  return row;
}

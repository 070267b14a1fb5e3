import { and, asc, count, desc, eq, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { chargeLines, chargeLineTaxes, charges, refunds, type TenantScope } from '@fairplay/db';

/** The only reader and writer of charges, charge_lines, charge_line_taxes and refunds. */

export type ChargeRow = typeof charges.$inferSelect;
export type ChargeLineRow = typeof chargeLines.$inferSelect;
export type LineTaxRow = typeof chargeLineTaxes.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type NewCharge = Omit<typeof charges.$inferInsert, 'businessId' | 'id'>;

/**
 * Inserts a charge; with an idempotency key already used in the club, inserts nothing and answers undefined
 * (the unique key decides; a concurrent duplicate waits for the first to commit, then finds it).
 */
export async function insertCharge(scope: TenantScope, values: NewCharge): Promise<ChargeRow | undefined> {
  const [row] = await scope.db.insert(charges).values(scope.values(values)).onConflictDoNothing().returning();
  return row;
}

export async function findChargeByKey(scope: TenantScope, key: string): Promise<ChargeRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(charges)
    .where(scope.where(charges, eq(charges.idempotencyKey, key)));
  return row;
}

export async function findCharge(scope: TenantScope, id: number, lock = false): Promise<ChargeRow | undefined> {
  const query = scope.db
    .select()
    .from(charges)
    .where(scope.where(charges, eq(charges.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Changes a charge only while it is in `from` (so of two finishers only one moves it on); answers the row. */
export async function moveCharge(
  scope: TenantScope,
  id: number,
  from: ChargeRow['status'],
  changes: Partial<NewCharge>,
): Promise<ChargeRow | undefined> {
  const [row] = await scope.db
    .update(charges)
    .set(changes)
    .where(scope.where(charges, eq(charges.id, id), eq(charges.status, from)))
    .returning();
  return row;
}

export async function addChargeRefunded(scope: TenantScope, id: number, delta: number): Promise<void> {
  await scope.db
    .update(charges)
    .set({ amountRefunded: sql`${charges.amountRefunded} + ${delta}` })
    .where(scope.where(charges, eq(charges.id, id)));
}

export interface NewLine {
  description: string;
  price: number;
  count: number;
  tax: number;
  total: number;
  taxes: { taxId: number; displayName: string; percentage: number; inclusive: boolean; amount: number }[];
}

export async function insertLines(scope: TenantScope, chargeId: number, lines: readonly NewLine[]): Promise<void> {
  for (const line of lines) {
    const [row] = await scope.db
      .insert(chargeLines)
      .values(
        scope.values({
          chargeId,
          description: line.description,
          price: line.price,
          count: line.count,
          tax: line.tax,
          total: line.total,
        }),
      )
      .returning({ id: chargeLines.id });
    if (line.taxes.length > 0)
      await scope.db.insert(chargeLineTaxes).values(line.taxes.map((tax) => scope.values({ lineId: row!.id, ...tax })));
  }
}

export function linesOf(scope: TenantScope, chargeIds: readonly number[]): Promise<ChargeLineRow[]> {
  if (chargeIds.length === 0) return Promise.resolve([]);
  return scope.db
    .select()
    .from(chargeLines)
    .where(scope.where(chargeLines, inArray(chargeLines.chargeId, [...chargeIds])))
    .orderBy(asc(chargeLines.id));
}

export async function findLine(scope: TenantScope, id: number, lock = false): Promise<ChargeLineRow | undefined> {
  const query = scope.db
    .select()
    .from(chargeLines)
    .where(scope.where(chargeLines, eq(chargeLines.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function addLineRefunded(
  scope: TenantScope,
  id: number,
  delta: { amount: number; tax: number; count: number },
): Promise<void> {
  await scope.db
    .update(chargeLines)
    .set({
      amountRefunded: sql`${chargeLines.amountRefunded} + ${delta.amount}`,
      taxRefunded: sql`${chargeLines.taxRefunded} + ${delta.tax}`,
      returnedCount: sql`${chargeLines.returnedCount} + ${delta.count}`,
    })
    .where(scope.where(chargeLines, eq(chargeLines.id, id)));
}

export function lineTaxesOf(scope: TenantScope, lineIds: readonly number[]): Promise<LineTaxRow[]> {
  if (lineIds.length === 0) return Promise.resolve([]);
  return scope.db
    .select()
    .from(chargeLineTaxes)
    .where(and(eq(chargeLineTaxes.businessId, scope.businessId), inArray(chargeLineTaxes.lineId, [...lineIds])))
    .orderBy(asc(chargeLineTaxes.lineId), asc(chargeLineTaxes.taxId));
}

export function refundsOf(scope: TenantScope, chargeId: number): Promise<RefundRow[]> {
  return scope.db
    .select()
    .from(refunds)
    .where(scope.where(refunds, eq(refunds.chargeId, chargeId)))
    .orderBy(asc(refunds.id));
}

/** The tax already given back (or being given back) on a charge. */
export async function refundedTax(scope: TenantScope, chargeId: number): Promise<number> {
  const [row] = await scope.db
    .select({ tax: sql<number>`coalesce(sum(${refunds.tax}), 0)::int` })
    .from(refunds)
    .where(scope.where(refunds, eq(refunds.chargeId, chargeId), ne(refunds.status, 'failed')));
  return Number(row?.tax ?? 0);
}

/** What refunds of a charge have returned so far (succeeded ones only; pending and failed ones not). */
export async function succeededRefundTotal(scope: TenantScope, chargeId: number): Promise<number> {
  const [row] = await scope.db
    .select({ amount: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(scope.where(refunds, eq(refunds.chargeId, chargeId), eq(refunds.status, 'succeeded')));
  return Number(row?.amount ?? 0);
}

export async function insertRefund(
  scope: TenantScope,
  values: Omit<typeof refunds.$inferInsert, 'businessId' | 'id' | 'createdAt'>,
): Promise<RefundRow> {
  const [row] = await scope.db.insert(refunds).values(scope.values(values)).returning();
  return row!;
}

export async function updateRefund(
  scope: TenantScope,
  id: number,
  changes: Partial<Pick<RefundRow, 'status' | 'providerRefundId' | 'failureMessage' | 'idempotencyKey'>>,
): Promise<void> {
  await scope.db
    .update(refunds)
    .set(changes)
    .where(scope.where(refunds, eq(refunds.id, id)));
}

export interface ChargeFilter {
  lastId: number | null;
  types: ChargeRow['type'][] | null;
  from: Date;
  to: Date;
  memberId: number | null;
}

function filterOf(scope: TenantScope, filter: ChargeFilter): SQL {
  return scope.where(
    charges,
    gte(charges.createdAt, filter.from),
    lte(charges.createdAt, filter.to),
    filter.types ? inArray(charges.type, filter.types) : undefined,
    filter.memberId === null ? undefined : eq(charges.memberUserId, filter.memberId),
  );
}

/** A page of charges, newest first, below `lastId`; and how many match the filter in all. */
export async function listCharges(
  scope: TenantScope,
  filter: ChargeFilter,
  pageSize: number,
): Promise<{ rows: ChargeRow[]; count: number }> {
  const rows = await scope.db
    .select()
    .from(charges)
    .where(and(filterOf(scope, filter), filter.lastId === null ? undefined : lt(charges.id, filter.lastId)))
    .orderBy(desc(charges.id))
    .limit(pageSize);
  const [total] = await scope.db.select({ count: count() }).from(charges).where(filterOf(scope, filter));
  return { rows, count: Number(total?.count ?? 0) };
}

/** The club's charges made through a provider, for reconciliation with the provider's records. */
export function providerCharges(scope: TenantScope): Promise<ChargeRow[]> {
  return scope.db
    .select()
    .from(charges)
    .where(scope.where(charges, sql`${charges.providerPaymentId} IS NOT NULL`))
    .orderBy(asc(charges.id));
}

/** Forgets a charge that never reached a payment (refused input): its lines go with it. */
export async function deleteCharge(scope: TenantScope, id: number): Promise<void> {
  await scope.db.delete(charges).where(scope.where(charges, eq(charges.id, id), eq(charges.status, 'processing')));
}

/** A terminal charge of the club by the provider's payment id. */
export async function findTerminalCharge(scope: TenantScope, paymentId: string): Promise<ChargeRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(charges)
    .where(scope.where(charges, eq(charges.providerPaymentId, paymentId), eq(charges.type, 'terminal')));
  return row;
}

/** Our charge ids of the provider's payments (what each reader is busy with). */
export async function chargeIdsOfPayments(scope: TenantScope, paymentIds: readonly string[]) {
  if (paymentIds.length === 0) return new Map<string, number>();
  const rows = await scope.db
    .select({ id: charges.id, paymentId: charges.providerPaymentId })
    .from(charges)
    .where(scope.where(charges, inArray(charges.providerPaymentId, [...paymentIds])));
  return new Map(rows.map((row) => [row.paymentId!, row.id]));
}

/** The charges added to these monthly invoices (status invoiced), oldest first. */
export async function chargesOfInvoices(scope: TenantScope, invoiceIds: readonly number[]): Promise<ChargeRow[]> {
  if (invoiceIds.length === 0) return [];
  return scope.db
    .select()
    .from(charges)
    .where(scope.where(charges, inArray(charges.invoiceId, [...invoiceIds])))
    .orderBy(asc(charges.id));
}

/** A provider charge of the club by the provider's payment id. */
export async function findChargeOfPayment(scope: TenantScope, paymentId: string): Promise<ChargeRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(charges)
    .where(scope.where(charges, eq(charges.providerPaymentId, paymentId)));
  return row;
}

/** A refund the provider made (its id unique in the club): undefined when it was recorded already. */
export async function insertProviderRefund(
  scope: TenantScope,
  values: Omit<typeof refunds.$inferInsert, 'businessId' | 'id' | 'createdAt'> & { providerRefundId: string },
): Promise<RefundRow | undefined> {
  const [row] = await scope.db
    .insert(refunds)
    .values(scope.values(values))
    .onConflictDoNothing({ target: [refunds.businessId, refunds.providerRefundId] })
    .returning();
  return row;
}

/** Marks our pending refund done with the provider's id, once (of two finishers, the second gets undefined). */
export async function completeRefund(
  scope: TenantScope,
  id: number,
  providerRefundId: string,
): Promise<RefundRow | undefined> {
  const [row] = await scope.db
    .update(refunds)
    .set({ status: 'succeeded', providerRefundId })
    .where(scope.where(refunds, eq(refunds.id, id), eq(refunds.status, 'pending')))
    .returning();
  return row;
}

export async function findRefund(scope: TenantScope, id: number): Promise<RefundRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(refunds)
    .where(scope.where(refunds, eq(refunds.id, id)));
  return row;
}

/** The refund a refund call with this Idempotency-Key made in the club, if any. */
export async function findRefundByKey(scope: TenantScope, key: string): Promise<RefundRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(refunds)
    .where(scope.where(refunds, eq(refunds.idempotencyKey, key)));
  return row;
}

/** A refund of the club by the provider's refund id. */
export async function findRefundOfProvider(scope: TenantScope, providerRefundId: string) {
  const [row] = await scope.db
    .select()
    .from(refunds)
    .where(scope.where(refunds, eq(refunds.providerRefundId, providerRefundId)));
  return row;
}

/** Marks a done refund failed (the provider could not pay it out), once: the second caller gets undefined. */
export async function failDoneRefund(scope: TenantScope, id: number, message: string): Promise<RefundRow | undefined> {
  const [row] = await scope.db
    .update(refunds)
    .set({ status: 'failed', failureMessage: message })
    .where(scope.where(refunds, eq(refunds.id, id), eq(refunds.status, 'succeeded')))
    .returning();
  return row;
}

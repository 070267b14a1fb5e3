import { and, asc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import {
  sandboxAccounts,
  sandboxConnectCodes,
  sandboxCustomers,
  sandboxIdempotency,
  sandboxPaymentMethods,
  sandboxPayments,
  sandboxPayouts,
  sandboxRefunds,
  sandboxTokens,
  type Executor,
} from '@fairplay/db';

/**
 * The only reader and writer of the sandbox processor's tables (sandbox_*). They are the processor's records,
 * keyed by its own ids and accounts, not by club: no TenantScope here, every query names the account.
 */

export type SandboxTokenRow = typeof sandboxTokens.$inferSelect;
export type SandboxMethodRow = typeof sandboxPaymentMethods.$inferSelect;
export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type SandboxRefundRow = typeof sandboxRefunds.$inferSelect;
export type SandboxPayoutRow = typeof sandboxPayouts.$inferSelect;

/** The account's payments with money captured, its row locked first (payouts of one account one at a time). */
export async function capturedPayments(tx: Executor, accountId: string): Promise<SandboxPaymentRow[]> {
  await tx
    .select({ id: sandboxAccounts.id })
    .from(sandboxAccounts)
    .where(eq(sandboxAccounts.id, accountId))
    .for('update');
  return tx
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.accountId, accountId), gt(sandboxPayments.amountCaptured, 0)));
}

export async function payoutsOf(db: Executor, accountId: string, since: Date): Promise<SandboxPayoutRow[]> {
  return db
    .select()
    .from(sandboxPayouts)
    .where(and(eq(sandboxPayouts.accountId, accountId), gte(sandboxPayouts.createdAt, since)))
    .orderBy(asc(sandboxPayouts.createdAt), asc(sandboxPayouts.id));
}

export async function findPayout(db: Executor, accountId: string, id: string): Promise<SandboxPayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxPayouts)
    .where(and(eq(sandboxPayouts.accountId, accountId), eq(sandboxPayouts.id, id)));
  return row;
}

/** A payout, unless the account has one with its reference already (then undefined). */
export async function insertPayout(
  db: Executor,
  values: typeof sandboxPayouts.$inferInsert,
): Promise<SandboxPayoutRow | undefined> {
  const [row] = await db.insert(sandboxPayouts).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertAccountWithCode(db: Executor, accountId: string, code: string, expiresAt: Date) {
  await db.insert(sandboxAccounts).values({ id: accountId });
  await db.insert(sandboxConnectCodes).values({ code, accountId, expiresAt });
}

/** Uses a connection code once: answers its account, or undefined when unknown, used or expired. */
export async function claimConnectCode(db: Executor, code: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(sandboxConnectCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(sandboxConnectCodes.code, code),
        isNull(sandboxConnectCodes.usedAt),
        gt(sandboxConnectCodes.expiresAt, now),
      ),
    )
    .returning({ accountId: sandboxConnectCodes.accountId });
  return row?.accountId;
}

export async function insertToken(db: Executor, row: typeof sandboxTokens.$inferInsert): Promise<SandboxTokenRow> {
  const [inserted] = await db.insert(sandboxTokens).values(row).returning();
  return inserted!;
}

export async function findToken(db: Executor, id: string): Promise<SandboxTokenRow | undefined> {
  const [row] = await db.select().from(sandboxTokens).where(eq(sandboxTokens.id, id));
  return row;
}

/** Uses a token once (the first caller wins): undefined when unknown, used or expired. */
export async function claimToken(db: Executor, id: string, now: Date): Promise<SandboxTokenRow | undefined> {
  const [row] = await db
    .update(sandboxTokens)
    .set({ usedAt: now })
    .where(and(eq(sandboxTokens.id, id), isNull(sandboxTokens.usedAt), gt(sandboxTokens.expiresAt, now)))
    .returning();
  return row;
}

export async function insertCustomer(db: Executor, row: typeof sandboxCustomers.$inferInsert): Promise<void> {
  await db.insert(sandboxCustomers).values(row);
}

export async function customerExists(db: Executor, accountId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: sandboxCustomers.id })
    .from(sandboxCustomers)
    .where(and(eq(sandboxCustomers.accountId, accountId), eq(sandboxCustomers.id, id)));
  return rows.length > 0;
}

export async function insertMethod(
  db: Executor,
  row: typeof sandboxPaymentMethods.$inferInsert,
): Promise<SandboxMethodRow> {
  const [inserted] = await db.insert(sandboxPaymentMethods).values(row).returning();
  return inserted!;
}

export async function findMethod(db: Executor, accountId: string, id: string): Promise<SandboxMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxPaymentMethods)
    .where(and(eq(sandboxPaymentMethods.accountId, accountId), eq(sandboxPaymentMethods.id, id)));
  return row;
}

export async function updateMethod(
  db: Executor,
  id: string,
  changes: Partial<Pick<SandboxMethodRow, 'verified' | 'detachedAt'>> & { countAttempt?: boolean },
): Promise<SandboxMethodRow> {
  const { countAttempt, ...rest } = changes;
  const [row] = await db
    .update(sandboxPaymentMethods)
    .set({ ...rest, ...(countAttempt ? { verifyAttempts: sql`${sandboxPaymentMethods.verifyAttempts} + 1` } : {}) })
    .where(eq(sandboxPaymentMethods.id, id))
    .returning();
  return row!;
}

export async function insertPayment(
  db: Executor,
  row: typeof sandboxPayments.$inferInsert,
): Promise<SandboxPaymentRow> {
  const [inserted] = await db.insert(sandboxPayments).values(row).returning();
  return inserted!;
}

/** A payment of the account (`accountId` null: of any account, for the authentication page). */
export async function findPayment(
  db: Executor,
  accountId: string | null,
  id: string,
  lock = false,
): Promise<SandboxPaymentRow | undefined> {
  const query = db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.id, id), accountId === null ? undefined : eq(sandboxPayments.accountId, accountId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updatePayment(
  db: Executor,
  id: string,
  changes: Partial<
    Pick<
      SandboxPaymentRow,
      | 'status'
      | 'amountCaptured'
      | 'amountRefunded'
      | 'failureCode'
      | 'failureMessage'
      | 'authorizationExpiresAt'
      | 'brand'
      | 'last4'
      | 'behavior'
    >
  >,
): Promise<SandboxPaymentRow> {
  const [row] = await db.update(sandboxPayments).set(changes).where(eq(sandboxPayments.id, id)).returning();
  return row!;
}

export async function insertRefund(db: Executor, row: typeof sandboxRefunds.$inferInsert): Promise<SandboxRefundRow> {
  const [inserted] = await db.insert(sandboxRefunds).values(row).returning();
  return inserted!;
}

export async function findRefund(db: Executor, accountId: string, id: string): Promise<SandboxRefundRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxRefunds)
    .where(and(eq(sandboxRefunds.accountId, accountId), eq(sandboxRefunds.id, id)));
  return row;
}

export async function activitySince(
  db: Executor,
  accountId: string,
  since: Date,
): Promise<{ payments: SandboxPaymentRow[]; refunds: SandboxRefundRow[] }> {
  const payments = await db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.accountId, accountId), gte(sandboxPayments.createdAt, since)))
    .orderBy(asc(sandboxPayments.createdAt), asc(sandboxPayments.id));
  const refunds = await db
    .select()
    .from(sandboxRefunds)
    .where(and(eq(sandboxRefunds.accountId, accountId), gte(sandboxRefunds.createdAt, since)))
    .orderBy(asc(sandboxRefunds.createdAt), asc(sandboxRefunds.id));
  return { payments, refunds };
}

/** The refunds of one payment of the account, oldest first. */
export function refundsOfPayment(db: Executor, accountId: string, paymentId: string): Promise<SandboxRefundRow[]> {
  return db
    .select()
    .from(sandboxRefunds)
    .where(and(eq(sandboxRefunds.accountId, accountId), eq(sandboxRefunds.paymentId, paymentId)))
    .orderBy(asc(sandboxRefunds.createdAt), asc(sandboxRefunds.id));
}

/**
 * Claims an idempotency key for the account. A second request with the key waits here until the first commits,
 * then finds it taken (answers false). Run inside the transaction that does the work.
 */
export async function claimIdempotencyKey(
  db: Executor,
  accountId: string,
  key: string,
  requestHash: string,
): Promise<boolean> {
  const rows = await db
    .insert(sandboxIdempotency)
    .values({ accountId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: sandboxIdempotency.key });
  return rows.length > 0;
}

export async function findIdempotencyKey(
  db: Executor,
  accountId: string,
  key: string,
): Promise<{ requestHash: string; response: unknown } | undefined> {
  const [row] = await db
    .select({ requestHash: sandboxIdempotency.requestHash, response: sandboxIdempotency.response })
    .from(sandboxIdempotency)
    .where(and(eq(sandboxIdempotency.accountId, accountId), eq(sandboxIdempotency.key, key)));
  return row;
}

export async function saveIdempotentResponse(
  db: Executor,
  accountId: string,
  key: string,
  response: unknown,
): Promise<void> {
  await db
    .update(sandboxIdempotency)
    .set({ response })
    .where(and(eq(sandboxIdempotency.accountId, accountId), eq(sandboxIdempotency.key, key)));
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import { ledgerEntries, ledgerTransactions, type Executor, type TenantScope } from '@fairplay/db';

/** The only reader and writer of ledger_transactions and ledger_entries. */

/** An entry with its transaction (same club: the pair's keys include business_id). */
const ENTRY_OF_TRANSACTION = and(
  eq(ledgerTransactions.id, ledgerEntries.transactionId),
  eq(ledgerTransactions.businessId, ledgerEntries.businessId),
)!;

export type LedgerAccount = (typeof ledgerEntries.$inferInsert)['account'];
export type LedgerKind = (typeof ledgerTransactions.$inferInsert)['kind'];

export interface LedgerEntry {
  account: LedgerAccount;
  /** Positive: debit; negative: credit. Whole cents (or points). */
  amount: number;
  unit?: 'cents' | 'points';
  /** The customer the movement concerns. */
  userId?: number | null;
}

export interface LedgerMovement {
  kind: LedgerKind;
  chargeId?: number | null;
  refundId?: number | null;
  memo?: string;
  entries: LedgerEntry[];
}

/**
 * Writes one balanced movement. It must run in the transaction of the record that caused it (pass a scope
 * `within` that transaction): the database checks the balance at commit (ledger_entries_balanced), so an
 * unbalanced movement rolls the whole transaction back, record included. Zero amounts are left out.
 */
export async function insertMovement(scope: TenantScope, movement: LedgerMovement): Promise<number> {
  const [row] = await scope.db
    .insert(ledgerTransactions)
    .values(
      scope.values({
        kind: movement.kind,
        chargeId: movement.chargeId ?? null,
        refundId: movement.refundId ?? null,
        memo: movement.memo ?? '',
      }),
    )
    .returning({ id: ledgerTransactions.id });
  const entries = movement.entries.filter((entry) => entry.amount !== 0);
  if (entries.length > 0)
    await scope.db.insert(ledgerEntries).values(
      entries.map((entry) =>
        scope.values({
          transactionId: row!.id,
          account: entry.account,
          amount: entry.amount,
          unit: entry.unit ?? 'cents',
          userId: entry.userId ?? null,
        }),
      ),
    );
  return row!.id;
}

/** Each account's balance in the club (debits positive), per unit. */
export async function accountBalances(
  scope: TenantScope,
): Promise<{ account: LedgerAccount; unit: 'cents' | 'points'; balance: number }[]> {
  return scope.db
    .select({
      account: ledgerEntries.account,
      unit: ledgerEntries.unit,
      balance: sql<number>`sum(${ledgerEntries.amount})::float8`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.businessId, scope.businessId))
    .groupBy(ledgerEntries.account, ledgerEntries.unit)
    .orderBy(ledgerEntries.account);
}

/** One customer's sums per account and transaction kind (cents). */
export async function customerSums(
  scope: TenantScope,
  userIds: readonly number[],
): Promise<{ userId: number; account: LedgerAccount; kind: LedgerKind; sum: number }[]> {
  if (userIds.length === 0) return [];
  return scope.db
    .select({
      userId: sql<number>`${ledgerEntries.userId}`.mapWith(Number),
      account: ledgerEntries.account,
      kind: ledgerTransactions.kind,
      sum: sql<number>`sum(${ledgerEntries.amount})::float8`.mapWith(Number),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, ENTRY_OF_TRANSACTION)
    .where(
      and(
        eq(ledgerEntries.businessId, scope.businessId),
        eq(ledgerEntries.unit, 'cents'),
        inArray(ledgerEntries.userId, [...userIds]),
      ),
    )
    .groupBy(ledgerEntries.userId, ledgerEntries.account, ledgerTransactions.kind);
}

/** The entries written for one charge (its movement and its refunds'), for reconciliation and tests. */
export async function chargeMovements(
  scope: TenantScope,
  chargeId: number,
): Promise<{ kind: LedgerKind; account: LedgerAccount; amount: number }[]> {
  return scope.db
    .select({
      kind: ledgerTransactions.kind,
      account: ledgerEntries.account,
      amount: sql<number>`${ledgerEntries.amount}::float8`.mapWith(Number),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, ENTRY_OF_TRANSACTION)
    .where(and(eq(ledgerTransactions.businessId, scope.businessId), eq(ledgerTransactions.chargeId, chargeId)))
    .orderBy(ledgerEntries.id);
}

/**
 * Every ledger transaction anywhere whose entries do not sum to zero per unit: always empty while the database's
 * balance trigger stands. The test suite asserts it after its tests.
 */
export async function unbalancedTransactions(db: Executor): Promise<{ transactionId: number; sum: number }[]> {
  return db
    .select({
      transactionId: ledgerEntries.transactionId,
      sum: sql<number>`sum(${ledgerEntries.amount})::float8`.mapWith(Number),
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId, ledgerEntries.unit)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
}

/** The entries a refund's movement wrote (to undo it exactly when the provider fails the refund). */
export async function refundEntries(
  scope: TenantScope,
  refundId: number,
): Promise<{ account: LedgerAccount; amount: number; userId: number | null }[]> {
  return scope.db
    .select({
      account: ledgerEntries.account,
      amount: sql<number>`${ledgerEntries.amount}::float8`.mapWith(Number),
      userId: ledgerEntries.userId,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, ENTRY_OF_TRANSACTION)
    .where(
      and(
        eq(ledgerTransactions.businessId, scope.businessId),
        eq(ledgerTransactions.refundId, refundId),
        eq(ledgerTransactions.kind, 'refund'),
      ),
    )
    .orderBy(ledgerEntries.id);
}

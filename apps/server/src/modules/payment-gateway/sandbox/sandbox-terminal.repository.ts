import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import { sandboxConnectionTokens, sandboxReaders, sandboxTerminalLocations, type Executor } from '@fairplay/db';

/** The only reader and writer of the sandbox's terminal tables (the processor's own records, per account). */

export type SandboxReaderRow = typeof sandboxReaders.$inferSelect;

export async function insertTerminalLocation(
  db: Executor,
  row: typeof sandboxTerminalLocations.$inferInsert,
): Promise<void> {
  await db.insert(sandboxTerminalLocations).values(row);
}

export async function terminalLocationExists(db: Executor, accountId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sandboxTerminalLocations.id })
    .from(sandboxTerminalLocations)
    .where(and(eq(sandboxTerminalLocations.accountId, accountId), eq(sandboxTerminalLocations.id, id)));
  return row !== undefined;
}

export async function insertConnectionToken(
  db: Executor,
  row: typeof sandboxConnectionTokens.$inferInsert,
): Promise<void> {
  await db.insert(sandboxConnectionTokens).values(row);
}

export async function insertReader(db: Executor, row: typeof sandboxReaders.$inferInsert): Promise<void> {
  await db.insert(sandboxReaders).values(row);
}

/** A reader of the account that was not deleted (`accountId` null: of any account, for the reader's own page). */
export async function findReader(
  db: Executor,
  accountId: string | null,
  id: string,
  lock = false,
): Promise<SandboxReaderRow | undefined> {
  const query = db
    .select()
    .from(sandboxReaders)
    .where(
      and(
        eq(sandboxReaders.id, id),
        isNull(sandboxReaders.deletedAt),
        accountId === null ? undefined : eq(sandboxReaders.accountId, accountId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function readersOf(db: Executor, accountId: string): Promise<SandboxReaderRow[]> {
  return db
    .select()
    .from(sandboxReaders)
    .where(and(eq(sandboxReaders.accountId, accountId), isNull(sandboxReaders.deletedAt)))
    .orderBy(asc(sandboxReaders.createdAt), asc(sandboxReaders.id));
}

export async function deleteReaderRow(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(sandboxReaders).set({ deletedAt: at }).where(eq(sandboxReaders.id, id));
}

/**
 * Gives the reader a payment to collect, unless it is collecting another one (the condition decides, so of two
 * payments sent at once only one gets the reader); a repeat for the same payment is answered as done.
 */
export async function startReaderAction(db: Executor, id: string, paymentId: string): Promise<boolean> {
  const rows = await db
    .update(sandboxReaders)
    .set({
      actionPaymentId: paymentId,
      actionStatus: 'in_progress',
      actionFailureCode: null,
      actionFailureMessage: null,
    })
    .where(
      and(
        eq(sandboxReaders.id, id),
        isNull(sandboxReaders.deletedAt),
        or(
          isNull(sandboxReaders.actionStatus),
          ne(sandboxReaders.actionStatus, 'in_progress'),
          eq(sandboxReaders.actionPaymentId, paymentId),
        ),
      ),
    )
    .returning({ id: sandboxReaders.id });
  return rows.length > 0;
}

export async function endReaderAction(
  db: Executor,
  id: string,
  changes: Pick<SandboxReaderRow, 'actionStatus' | 'actionFailureCode' | 'actionFailureMessage'> & {
    actionPaymentId?: string | null;
  },
): Promise<SandboxReaderRow> {
  const [row] = await db.update(sandboxReaders).set(changes).where(eq(sandboxReaders.id, id)).returning();
  return row!;
}

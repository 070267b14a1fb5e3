import { asc, eq, isNotNull } from 'drizzle-orm';
import { paymentReaders, type TenantScope } from '@fairplay/db';

/** The only reader and writer of payment_readers. */

export type ReaderRow = typeof paymentReaders.$inferSelect;
export type NewReader = Omit<typeof paymentReaders.$inferInsert, 'businessId' | 'id'>;

export async function insertReaderRow(scope: TenantScope, values: NewReader): Promise<ReaderRow> {
  const [row] = await scope.db.insert(paymentReaders).values(scope.values(values)).returning();
  return row!;
}

/** Fills in what the provider answered; undefined when another registration already holds that reader. */
export async function completeReaderRow(
  scope: TenantScope,
  id: number,
  changes: Pick<ReaderRow, 'providerReaderId' | 'providerLocationId' | 'deviceType' | 'serialNumber'>,
): Promise<ReaderRow | undefined> {
  const [row] = await scope.db
    .update(paymentReaders)
    .set(changes)
    .where(scope.where(paymentReaders, eq(paymentReaders.id, id)))
    .returning();
  return row;
}

export async function deleteReaderRow(scope: TenantScope, id: number): Promise<void> {
  await scope.db.delete(paymentReaders).where(scope.where(paymentReaders, eq(paymentReaders.id, id)));
}

/** A registered reader of the club with the configured provider. */
export async function findReaderRow(scope: TenantScope, id: number, provider: string): Promise<ReaderRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(paymentReaders)
    .where(
      scope.where(
        paymentReaders,
        eq(paymentReaders.id, id),
        eq(paymentReaders.provider, provider as ReaderRow['provider']),
        isNotNull(paymentReaders.providerReaderId),
      ),
    );
  return row;
}

export async function readerRowsOf(scope: TenantScope, provider: string): Promise<ReaderRow[]> {
  return scope.db
    .select()
    .from(paymentReaders)
    .where(
      scope.where(
        paymentReaders,
        eq(paymentReaders.provider, provider as ReaderRow['provider']),
        isNotNull(paymentReaders.providerReaderId),
      ),
    )
    .orderBy(asc(paymentReaders.createdAt), asc(paymentReaders.id));
}

/** The provider's terminal location already made for one of our locations, if a reader there has it. */
export async function providerLocationOf(
  scope: TenantScope,
  locationId: number,
  provider: string,
): Promise<string | undefined> {
  const [row] = await scope.db
    .select({ id: paymentReaders.providerLocationId })
    .from(paymentReaders)
    .where(
      scope.where(
        paymentReaders,
        eq(paymentReaders.locationId, locationId),
        eq(paymentReaders.provider, provider as ReaderRow['provider']),
        isNotNull(paymentReaders.providerLocationId),
      ),
    )
    .limit(1);
  return row?.id ?? undefined;
}

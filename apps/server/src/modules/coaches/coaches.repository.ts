// The coaches module's tables: coach_availabilities (when a coach teaches which private lesson type) and
// coach_blocks (time a coach blocked inside it).
import { and, desc, asc, eq, gt, gte, lt, lte } from 'drizzle-orm';
import { anyInteger, coachAvailabilities, coachBlocks, type TenantScope } from '@fairplay/db';

export type AvailabilityRow = typeof coachAvailabilities.$inferSelect;
export type NewAvailability = Omit<typeof coachAvailabilities.$inferInsert, 'businessId' | 'id'>;
export type BlockRow = typeof coachBlocks.$inferSelect;

export async function insertAvailability(scope: TenantScope, row: NewAvailability): Promise<AvailabilityRow> {
  const [saved] = await scope.db.insert(coachAvailabilities).values(scope.values(row)).returning();
  return saved!;
}

export async function updateAvailability(
  scope: TenantScope,
  id: number,
  row: Partial<NewAvailability>,
): Promise<AvailabilityRow | undefined> {
  const [saved] = await scope.db
    .update(coachAvailabilities)
    .set({ ...row, updatedAt: new Date() })
    .where(scope.where(coachAvailabilities, eq(coachAvailabilities.id, id)))
    .returning();
  return saved;
}

export async function findAvailability(scope: TenantScope, id: number): Promise<AvailabilityRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(coachAvailabilities)
    .where(scope.where(coachAvailabilities, eq(coachAvailabilities.id, id)))
    .limit(1);
  return row;
}

export async function deleteAvailability(scope: TenantScope, id: number): Promise<number> {
  const rows = await scope.db
    .delete(coachAvailabilities)
    .where(scope.where(coachAvailabilities, eq(coachAvailabilities.id, id)))
    .returning({ id: coachAvailabilities.id });
  return rows.length;
}

/** Availabilities whose days reach into [fromDate, toDate] (club-local dates), optionally of a coach and a type. */
export async function availabilitiesBetween(
  scope: TenantScope,
  fromDate: string,
  toDate: string,
  filter: { coachId: number | null; serviceTypeId: number | null },
): Promise<AvailabilityRow[]> {
  return scope.db
    .select()
    .from(coachAvailabilities)
    .where(
      scope.where(
        coachAvailabilities,
        gte(coachAvailabilities.endsOn, fromDate),
        lte(coachAvailabilities.startDate, toDate),
        filter.coachId !== null ? eq(coachAvailabilities.coachId, filter.coachId) : undefined,
        filter.serviceTypeId !== null ? eq(coachAvailabilities.serviceTypeId, filter.serviceTypeId) : undefined,
      ),
    )
    .orderBy(desc(coachAvailabilities.createdAt), desc(coachAvailabilities.id));
}

export async function insertBlock(
  scope: TenantScope,
  row: { coachId: number; startsAt: Date; endsAt: Date; createdBy: number },
): Promise<void> {
  await scope.db.insert(coachBlocks).values(scope.values(row));
}

/** The blocks of some coaches (all for null) overlapping [from, to), by start. */
export async function blocksBetween(
  scope: TenantScope,
  coachIds: number[] | null,
  from: Date,
  to: Date,
): Promise<BlockRow[]> {
  return scope.db
    .select()
    .from(coachBlocks)
    .where(
      scope.where(
        coachBlocks,
        and(
          coachIds ? anyInteger(coachBlocks.coachId, coachIds) : undefined,
          lt(coachBlocks.startsAt, to),
          gt(coachBlocks.endsAt, from),
        ),
      ),
    )
    .orderBy(asc(coachBlocks.startsAt), asc(coachBlocks.id));
}

/** Removes a coach's blocks overlapping [from, to) and answers them (the caller puts back what lay outside). */
export async function takeBlocks(scope: TenantScope, coachId: number, from: Date, to: Date): Promise<BlockRow[]> {
  return scope.db
    .delete(coachBlocks)
    .where(
      scope.where(
        coachBlocks,
        eq(coachBlocks.coachId, coachId),
        lt(coachBlocks.startsAt, to),
        gt(coachBlocks.endsAt, from),
      ),
    )
    .returning();
}

import { and, eq, sql } from 'drizzle-orm';
import { memberImports, type TenantScope } from '@fairplay/db';
import type { MemberImportCounts } from '@fairplay/contracts';

export type MemberImportRow = typeof memberImports.$inferSelect;

/**
 * Starts an import's progress row. The (club, key) pair is unique, so a key sent twice (a resent form) starts one
 * import: answers undefined when the key was used already.
 */
export async function startImport(
  scope: TenantScope,
  start: { importKey: string; createdBy: number; fileName: string; totalRows: number; refused: number },
): Promise<MemberImportRow | undefined> {
  const [row] = await scope.db
    .insert(memberImports)
    .values(
      scope.values({
        importKey: start.importKey,
        createdBy: start.createdBy,
        fileName: start.fileName,
        totalRows: start.totalRows,
        refusedCount: start.refused,
        processedRows: start.refused,
      }),
    )
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Adds one written batch to the import's counters (inside that batch's transaction). */
export async function addProgress(
  scope: TenantScope,
  importId: number,
  batch: Pick<MemberImportCounts, 'create' | 'add' | 'update' | 'skip'>,
): Promise<void> {
  const rows = batch.create + batch.add + batch.update + batch.skip;
  await scope.db
    .update(memberImports)
    .set({
      processedRows: sql`${memberImports.processedRows} + ${rows}`,
      createdCount: sql`${memberImports.createdCount} + ${batch.create}`,
      addedCount: sql`${memberImports.addedCount} + ${batch.add}`,
      updatedCount: sql`${memberImports.updatedCount} + ${batch.update}`,
      skippedCount: sql`${memberImports.skippedCount} + ${batch.skip}`,
    })
    .where(scope.where(memberImports, eq(memberImports.id, importId)));
}

export async function finishImport(
  scope: TenantScope,
  importId: number,
  status: 'done' | 'failed',
  at: Date,
): Promise<MemberImportRow | undefined> {
  const [row] = await scope.db
    .update(memberImports)
    .set({ status, finishedAt: at })
    .where(scope.where(memberImports, eq(memberImports.id, importId), eq(memberImports.status, 'running')))
    .returning();
  return row;
}

export async function findImport(scope: TenantScope, importKey: string): Promise<MemberImportRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(memberImports)
    .where(scope.where(memberImports, and(eq(memberImports.importKey, importKey))))
    .limit(1);
  return row;
}

import { eq } from 'drizzle-orm';
import { businessFiles, type TenantScope } from '@fairplay/db';

/** The only reader and writer of business_files (today, the club's waiver). */

export const WAIVER_PATH = '/api/v1/business/waiver';

export async function findWaiver(scope: TenantScope) {
  const [row] = await scope.db
    .select()
    .from(businessFiles)
    .where(scope.where(businessFiles, eq(businessFiles.kind, 'waiver')))
    .limit(1);
  return row;
}

/** Replaces the club's waiver, in the caller's transaction. */
export async function saveWaiver(scope: TenantScope, file: { fileName: string; content: Buffer }): Promise<void> {
  await removeWaiver(scope);
  await scope.db.insert(businessFiles).values(
    scope.values({
      kind: 'waiver' as const,
      fileName: file.fileName,
      contentType: 'application/pdf',
      sizeBytes: file.content.length,
      content: file.content,
    }),
  );
}

export async function removeWaiver(scope: TenantScope): Promise<void> {
  await scope.db.delete(businessFiles).where(scope.where(businessFiles, eq(businessFiles.kind, 'waiver')));
}

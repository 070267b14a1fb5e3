import { and, eq } from 'drizzle-orm';
import { businesses, businessFiles, type TenantScope } from '@fairplay/db';

export const WAIVER_PATH = '/api/v1/business/waiver';

export async function findWaiver(scope: TenantScope) {
  const [row] = await scope.db
    .select()
    .from(businessFiles)
    .where(scope.where(businessFiles, eq(businessFiles.kind, 'waiver')))
    .limit(1);
  return row;
}

/** Replaces the club's waiver and points business.sign_file at it, in the caller's transaction. */
export async function saveWaiver(scope: TenantScope, file: { fileName: string; content: Buffer }): Promise<void> {
  await scope.db.delete(businessFiles).where(scope.where(businessFiles, eq(businessFiles.kind, 'waiver')));
  await scope.db.insert(businessFiles).values(
    scope.values({
      kind: 'waiver' as const,
      fileName: file.fileName,
      contentType: 'application/pdf',
      sizeBytes: file.content.length,
      content: file.content,
    }),
  );
  await scope.db.update(businesses).set({ signFile: WAIVER_PATH }).where(eq(businesses.id, scope.businessId));
}

export async function removeWaiver(scope: TenantScope): Promise<void> {
  await scope.db.delete(businessFiles).where(scope.where(businessFiles, eq(businessFiles.kind, 'waiver')));
  await scope.db
    .update(businesses)
    .set({ signFile: null })
    .where(and(eq(businesses.id, scope.businessId)));
}

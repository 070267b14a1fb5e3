import { and, desc, eq, inArray } from 'drizzle-orm';
import { businessFiles, waiverSignatures, type TenantScope } from '@fairplay/db';

/** The only reader and writer of business_files (today, the club's waiver) and waiver_signatures. */

export const WAIVER_PATH = '/api/v1/business/waiver';

export async function findWaiver(scope: TenantScope) {
  const [row] = await scope.db
    .select()
    .from(businessFiles)
    .where(scope.where(businessFiles, eq(businessFiles.kind, 'waiver')))
    .limit(1);
  return row;
}

/** Replaces the club's waiver, in the caller's transaction; answers the new document's version (its row id). */
export async function saveWaiver(scope: TenantScope, file: { fileName: string; content: Buffer }): Promise<number> {
  await removeWaiver(scope);
  const [row] = await scope.db
    .insert(businessFiles)
    .values(
      scope.values({
        kind: 'waiver' as const,
        fileName: file.fileName,
        contentType: 'application/pdf',
        sizeBytes: file.content.length,
        content: file.content,
      }),
    )
    .returning({ id: businessFiles.id });
  return row!.id;
}

export async function removeWaiver(scope: TenantScope): Promise<void> {
  await scope.db.delete(businessFiles).where(scope.where(businessFiles, eq(businessFiles.kind, 'waiver')));
}

/**
 * The club's current waiver document without its content: its version (the row id, new on every upload) and name.
 * `lock`: held until the caller's transaction ends, so the document cannot be replaced while it is being signed.
 */
export async function currentWaiver(
  scope: TenantScope,
  lock = false,
): Promise<{ version: number; fileName: string } | undefined> {
  const query = scope.db
    .select({ version: businessFiles.id, fileName: businessFiles.fileName })
    .from(businessFiles)
    .where(scope.where(businessFiles, eq(businessFiles.kind, 'waiver')))
    .limit(1);
  const [row] = lock ? await query.for('share') : await query;
  return row;
}

/** The user's signature of this version of the waiver, if any. */
export async function signatureOf(scope: TenantScope, userId: number, version: number) {
  const [row] = await scope.db
    .select({
      signedAt: waiverSignatures.signedAt,
      version: waiverSignatures.waiverVersion,
      signedBy: waiverSignatures.signedBy,
      signedName: waiverSignatures.signedName,
    })
    .from(waiverSignatures)
    .where(
      scope.where(
        waiverSignatures,
        and(eq(waiverSignatures.userId, userId), eq(waiverSignatures.waiverVersion, version)),
      ),
    )
    .limit(1);
  return row;
}

/** These users' signatures of this version of the waiver. */
export function signaturesOf(scope: TenantScope, userIds: readonly number[], version: number) {
  if (userIds.length === 0) return Promise.resolve([]);
  return scope.db
    .select({
      userId: waiverSignatures.userId,
      signedAt: waiverSignatures.signedAt,
      signedBy: waiverSignatures.signedBy,
      signedName: waiverSignatures.signedName,
    })
    .from(waiverSignatures)
    .where(
      scope.where(
        waiverSignatures,
        and(inArray(waiverSignatures.userId, [...userIds]), eq(waiverSignatures.waiverVersion, version)),
      ),
    );
}

/** The user's latest signature of any version of the club's waiver, if any. */
export async function latestSignatureOf(scope: TenantScope, userId: number) {
  const [row] = await scope.db
    .select({
      signedAt: waiverSignatures.signedAt,
      version: waiverSignatures.waiverVersion,
      signedBy: waiverSignatures.signedBy,
    })
    .from(waiverSignatures)
    .where(scope.where(waiverSignatures, eq(waiverSignatures.userId, userId)))
    .orderBy(desc(waiverSignatures.signedAt))
    .limit(1);
  return row;
}

/**
 * Records a member's signature, signed by them or for them (`signedBy`); signing the same version twice keeps the
 * first (the unique key, one signature per member per version, settles a double click or two parents at once).
 */
export async function insertSignature(
  scope: TenantScope,
  signature: {
    userId: number;
    signedBy: number;
    version: number;
    fileName: string;
    signedName: string;
    signedAt: Date;
  },
): Promise<void> {
  await scope.db
    .insert(waiverSignatures)
    .values(
      scope.values({
        userId: signature.userId,
        signedBy: signature.signedBy,
        waiverVersion: signature.version,
        fileName: signature.fileName,
        signedName: signature.signedName,
        signedAt: signature.signedAt,
      }),
    )
    .onConflictDoNothing({
      target: [waiverSignatures.businessId, waiverSignatures.userId, waiverSignatures.waiverVersion],
    });
}

import { eq } from 'drizzle-orm';
import { clubImages, type TenantScope } from '@fairplay/db';
import type { PictureType } from '@fairplay/contracts';

/** The only reader and writer of club_images: one image per club, replaced on each upload. */

export async function saveClubImage(
  scope: TenantScope,
  image: { key: string; contentType: PictureType; content: Buffer; uploadedBy: number },
): Promise<void> {
  const row = scope.values({ ...image, sizeBytes: image.content.length, createdAt: new Date() });
  // The one-per-club key settles two uploads at once: the last one wins, whole.
  await scope.db.insert(clubImages).values(row).onConflictDoUpdate({ target: clubImages.businessId, set: row });
}

export async function deleteClubImage(scope: TenantScope): Promise<void> {
  await scope.db.delete(clubImages).where(scope.where(clubImages));
}

/** The club's image when `key` is its current one (an old address finds nothing). */
export async function findClubImage(
  scope: TenantScope,
  key: string,
): Promise<{ contentType: PictureType; content: Buffer } | undefined> {
  const [row] = await scope.db
    .select({ contentType: clubImages.contentType, content: clubImages.content })
    .from(clubImages)
    .where(scope.where(clubImages, eq(clubImages.key, key)))
    .limit(1);
  return row;
}

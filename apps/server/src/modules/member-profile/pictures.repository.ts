import { eq } from 'drizzle-orm';
import { profilePictures, type Executor } from '@fairplay/db';
import type { PictureType } from '@fairplay/contracts';

/** The only reader and writer of profile_pictures: one per person, replaced on each upload. */

export async function savePicture(
  db: Executor,
  picture: { userId: number; key: string; contentType: PictureType; content: Buffer; uploadedBy: number },
): Promise<void> {
  const row = { ...picture, sizeBytes: picture.content.length, createdAt: new Date() };
  await db.insert(profilePictures).values(row).onConflictDoUpdate({ target: profilePictures.userId, set: row });
}

export async function findPicture(
  db: Executor,
  key: string,
): Promise<{ contentType: PictureType; content: Buffer } | undefined> {
  const [row] = await db
    .select({ contentType: profilePictures.contentType, content: profilePictures.content })
    .from(profilePictures)
    .where(eq(profilePictures.key, key))
    .limit(1);
  return row;
}

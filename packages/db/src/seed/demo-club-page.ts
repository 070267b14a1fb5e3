import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { businesses, clubImages } from '../schema/index.js';
import { demoCourtPng } from './demo-picture.js';

export const DEMO_CLUB_ABOUT =
  'Riverside has been Austin’s home for racquet sports since 1987: eight tennis courts (two of them clay), ' +
  'pickleball and padel by the river, and a golf simulator studio on East 6th Street. Members book courts and ' +
  'lessons online, juniors train in our academy, and everyone is welcome at Friday night socials.';

/**
 * The demo club's public page (issue 14): its about text and image, stored as the settings module stores them (the
 * image's bytes in club_images, its served address on the club).
 */
export async function seedClubPage(
  tx: Executor,
  context: { businessId: number; uid: string; ownerId: number },
): Promise<void> {
  const { businessId, uid, ownerId } = context;
  const key = randomBytes(18).toString('base64url');
  const content = demoCourtPng();
  await tx.insert(clubImages).values({
    businessId,
    key,
    contentType: 'image/png',
    sizeBytes: content.length,
    content,
    uploadedBy: ownerId,
  });
  // The address the settings module serves the image at (GET out/business/{uid}/image/{key}).
  await tx
    .update(businesses)
    .set({ about: DEMO_CLUB_ABOUT, image: `/api/v1/out/business/${uid}/image/${key}` })
    .where(eq(businesses.id, businessId));
}

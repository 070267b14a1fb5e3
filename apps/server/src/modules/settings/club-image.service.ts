import { randomBytes } from 'node:crypto';
import { CLUB_IMAGE_MESSAGES, endpoints, pathOf, type ClubImage } from '@fairplay/contracts';
import { TenantScope, type Database } from '@fairplay/db';
import { AppError, notFound } from '../../errors.js';
import { findBusinessByUid, updateBusiness } from '../clubs/index.js';
import type { MemberContext } from '../identity/index.js';
import { detectPictureType } from '../member-profile/index.js';
import { deleteClubImage, findClubImage, saveClubImage } from './club-image.repository.js';

const fileError = (status: number, message: string) =>
  new AppError(status, message, { errors: [{ field: 'file', message }] });

/** The served address of a club's image: a new random key on each upload, so browsers never show a stale one. */
export const clubImageUrl = (uid: string, key: string) => `/api/v1${pathOf(endpoints.clubImage.read, { uid, key })}`;

/**
 * The club's image on its public page (issue 14): stored in the database like profile pictures, its type read from
 * the bytes (never from the name or the browser's word); the image and businesses.image change together.
 */
export function createClubImageService(db: Database) {
  return {
    async upload(member: MemberContext, content: Buffer): Promise<ClubImage> {
      if (content.length === 0) throw fileError(400, CLUB_IMAGE_MESSAGES.missing);
      const contentType = detectPictureType(content);
      if (!contentType) throw fileError(415, CLUB_IMAGE_MESSAGES.type);
      const key = randomBytes(18).toString('base64url');
      const image = clubImageUrl(member.business.uid, key);
      await db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        await saveClubImage(scope, { key, contentType, content, uploadedBy: member.user.id });
        await updateBusiness(scope, { image });
      });
      return { image };
    },

    async remove(member: MemberContext): Promise<ClubImage> {
      await db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        await deleteClubImage(scope);
        await updateBusiness(scope, { image: null });
      });
      return { image: null };
    },

    async read(uid: string, key: string) {
      const business = await findBusinessByUid(db, uid);
      const image = business ? await findClubImage(new TenantScope(db, business.id), key) : undefined;
      if (!image) throw notFound('Image');
      return image;
    },
  };
}

export type ClubImageService = ReturnType<typeof createClubImageService>;

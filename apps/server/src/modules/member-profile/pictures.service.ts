import { randomBytes } from 'node:crypto';
import { endpoints, MEMBER_PROFILE_MESSAGES, pathOf, type PictureUpload } from '@fairplay/contracts';
import { can } from '@fairplay/domain';
import type { Database } from '@fairplay/db';
import { AppError, forbidden, notFound } from '../../errors.js';
import { updateUser, type AuthContext, type MemberContext } from '../identity/index.js';
import { requireClubMember } from './club-member.js';
import { detectPictureType } from './image-check.js';
import { findPicture, savePicture } from './pictures.repository.js';

/** The served address of a picture; its random key (144 bits) is what keeps it private. */
export const pictureUrl = (key: string) => `/api/v1${pathOf(endpoints.memberProfile.picture, { key })}`;

/**
 * Profile pictures: stored in the database like the waiver, one per person, the person's across clubs. A user
 * uploads their own; staff with members update upload a member's of their club.
 */
export function createPicturesService(db: Database) {
  return {
    async upload(
      auth: AuthContext,
      member: MemberContext | null,
      memberId: number | undefined,
      content: Buffer,
    ): Promise<PictureUpload> {
      let userId = auth.user.id;
      if (memberId !== undefined && memberId !== auth.user.id) {
        if (!member || !can(member.membership.roles, 'members', 'update')) throw forbidden();
        await requireClubMember(member.scope, memberId);
        userId = memberId;
      }
      if (content.length === 0)
        throw new AppError(400, MEMBER_PROFILE_MESSAGES.pictureMissing, {
          errors: [{ field: 'file', message: MEMBER_PROFILE_MESSAGES.pictureMissing }],
        });
      const contentType = detectPictureType(content);
      if (!contentType) {
        throw new AppError(415, MEMBER_PROFILE_MESSAGES.pictureType, {
          errors: [{ field: 'file', message: MEMBER_PROFILE_MESSAGES.pictureType }],
        });
      }
      const key = randomBytes(18).toString('base64url');
      const profileImage = pictureUrl(key);
      // The picture and the address on the account change together.
      await db.transaction(async (tx) => {
        await savePicture(tx, { userId, key, contentType, content, uploadedBy: auth.user.id });
        await updateUser(tx, userId, { profileImage });
      });
      return { user_id: userId, profile_image: profileImage };
    },

    async read(key: string) {
      const picture = await findPicture(db, key);
      if (!picture) throw notFound('Picture');
      return picture;
    },
  };
}

export type PicturesService = ReturnType<typeof createPicturesService>;

import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { createBookingsService } from './bookings.service.js';
import { createLevelsService } from './levels.service.js';
import { memberProfileRoutes } from './member-profile.routes.js';
import { createNotesService } from './notes.service.js';
import { createPicturesService } from './pictures.service.js';
import type { MemberProfileNeeds } from './ports.js';
import { createRecordService } from './record.service.js';

export type { MemberProfileNeeds } from './ports.js';
/** A member's NTRP rating in the club, or null (the booking policy's level filters). */
export { findNtrp as memberNtrp } from './levels.repository.js';
/** The image type the bytes say (PNG, JPEG or WebP), for other uploads of pictures (the club's image). */
export { detectPictureType } from './image-check.js';

export interface MemberProfileServices {
  record: ReturnType<typeof createRecordService>;
  levels: ReturnType<typeof createLevelsService>;
  notes: ReturnType<typeof createNotesService>;
  bookings: ReturnType<typeof createBookingsService>;
  pictures: ReturnType<typeof createPicturesService>;
}

/**
 * The member detail (issue 16): the member record and its sections, levels and the club's level types, booking
 * history, staff notes and profile pictures. Owns level_types, member_levels, member_ratings, member_notes and
 * profile_pictures; reads members and families through clubs, accounts through identity, bookings through
 * appointments, and court names through the courts module (a need).
 */
export function memberProfileModule(deps: AppDeps, needs: MemberProfileNeeds): AppModule {
  return {
    name: 'member-profile',
    routes: memberProfileRoutes({
      record: createRecordService(deps.db, deps.now, needs),
      levels: createLevelsService(deps.db),
      notes: createNotesService(deps.db),
      bookings: createBookingsService(needs),
      pictures: createPicturesService(deps.db),
    }),
  };
}

import type { LessonInput, LessonOccurrenceUpdate, LessonUpdate } from '@fairplay/contracts';
import { fieldError } from '../../errors.js';
import type { Database } from '@fairplay/db';
import type { MemberContext } from '../identity/index.js';
import { inClub, lessonViewerOf } from './lesson-context.js';
import { bookAndPayPlaces } from './lesson-paying.js';
import { campPriceFrom, cancelPlaces, lessonPrice } from './lesson-places.js';
import { currentDateOf, lessonDetail, markAttendance, removeLesson, searchLessons } from './lessons-read.js';
import { addLesson, updateLessonAt } from './lessons-write.js';
import type { LessonsNeeds } from './ports.js';
import { authorizePromotions } from './waitlist-paying.js';

/** Lessons, clinics and camps: every call in one transaction bound to the caller's club. */
export function createLessonsService(db: Database, now: () => Date, publicUrl: string, needs: LessonsNeeds) {
  const viewerOf = (member: MemberContext) => lessonViewerOf(member, needs, publicUrl);
  /** A write that changes court time: open court sheets refresh once it is committed. */
  async function changing<T>(member: MemberContext, work: () => Promise<T>): Promise<T> {
    const result = await work();
    needs.scheduleChanged(member.business.id);
    return result;
  }
  return {
    add: (member: MemberContext, body: LessonInput) =>
      changing(member, () => inClub(db, viewerOf(member), (scope) => addLesson(scope, viewerOf(member), body, now()))),
    update: (member: MemberContext, lessonId: number, body: LessonUpdate) =>
      changing(member, () =>
        inClub(db, viewerOf(member), (scope) => updateLessonAt(scope, viewerOf(member), lessonId, body, now())),
      ),
    get: (member: MemberContext, id: number, by: 'appointment' | 'lesson' = 'appointment') =>
      inClub(db, viewerOf(member), async (scope) =>
        lessonDetail(scope, viewerOf(member), by === 'lesson' ? await currentDateOf(scope, id, now()) : id, now()),
      ),
    /** PUT lesson/appointment/{llid}: the lesson payload for this date (as lesson/update names it) and attendance. */
    updateOccurrence: (member: MemberContext, llid: number, body: LessonOccurrenceUpdate) =>
      changing(member, () =>
        inClub(db, viewerOf(member), async (scope) => {
          const viewer = viewerOf(member);
          const { attendance, appointment_id: appointmentId, ...change } = body;
          if (appointmentId !== undefined && appointmentId !== llid)
            throw fieldError('appointment_id', 'Must be the appointment of the path (llid).');
          const detail = await lessonDetail(scope, viewer, llid, now());
          const fields = Object.entries(change).filter(([key, value]) => value !== undefined && key !== 'force');
          if (fields.some(([key]) => key !== 'mode'))
            await updateLessonAt(scope, viewer, detail.lesson_id, { ...change, appointment_id: llid }, now());
          if (attendance) await markAttendance(scope, viewer, llid, attendance);
          return lessonDetail(scope, viewer, llid, now());
        }),
      ),
    remove: (
      member: MemberContext,
      lessonId: number,
      aptId: number,
      options: { keepBooked: boolean; following: boolean },
    ) =>
      changing(member, () =>
        inClub(db, viewerOf(member), (scope) => removeLesson(scope, viewerOf(member), lessonId, aptId, options, now())),
      ),
    search: (member: MemberContext, businessId: number, body: Parameters<typeof searchLessons>[3]) =>
      // A read outside a transaction: its independent statements run side by side on the pool's connections.
      searchLessons(member.scope, viewerOf(member), businessId, body, now()),
    book: (member: MemberContext, lessonId: number, body: Parameters<typeof bookAndPayPlaces>[3]) =>
      bookAndPayPlaces(db, viewerOf(member), lessonId, body, now()),
    cancel: async (member: MemberContext, id: number, userId: number | undefined, cancelFor: 0 | 2) => {
      const { giveBack, withCard, lateFee, ...result } = await inClub(db, viewerOf(member), (scope) =>
        cancelPlaces(scope, viewerOf(member), id, userId, cancelFor, now()),
      );
      // The refunds and releases, asked of the provider once the cancellation committed (a job finishes a failure).
      if (giveBack) await giveBack();
      // A late cancellation's fee, charged once the place is given up (a failure is retried by the fees' sweep).
      if (lateFee) await lateFee().catch(() => undefined);
      // Waitlisters promoted with a card: authorized now, the next in line tried when one fails.
      const held = await authorizePromotions(db, viewerOf(member), withCard, now());
      return { ...result, promoted: [...result.promoted, ...held] };
    },
    price: (member: MemberContext, lessonId: number, userId: number | null) =>
      inClub(db, viewerOf(member), (scope) => lessonPrice(scope, viewerOf(member), lessonId, userId)),
    campPrice: (member: MemberContext, lessonId: number, userId: number | null, startTime: string) =>
      inClub(db, viewerOf(member), (scope) => campPriceFrom(scope, viewerOf(member), lessonId, userId, startTime)),
  };
}

export type LessonsService = ReturnType<typeof createLessonsService>;

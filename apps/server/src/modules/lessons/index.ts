import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { lessonsRoutes } from './lessons.routes.js';
import { createLessonsService } from './lessons.service.js';
import type { LessonsNeeds } from './ports.js';

export type { LessonsNeeds, LessonPlacePayments } from './ports.js';
export { withdrawPlaces } from './lesson-paying.js';
export { checkTaxedTotal } from './lesson-taxes.js';
export { waitlistPassOn, waitlistPromotionJob, WAITLIST_JOB } from './waitlist-job.js';
export { lessonLooks, type LessonLookRow } from './lesson-looks.js';

/**
 * Lessons, clinics and camps (issue 11; tables lessons, lesson_occurrences, lesson_bookings): the listing, its
 * court time (appointments rows reserved through the appointments module), places, the waitlist and prices.
 * Receives the club's courts, the booking policy's view of a person, booking notices and the court sheet's
 * refresh as `needs`; offers the court sheet `lessonLooks` (each lesson's colour and places).
 */
export function lessonsModule(deps: AppDeps, needs: LessonsNeeds): AppModule {
  return {
    name: 'lessons',
    routes: lessonsRoutes(createLessonsService(deps.db, deps.now, deps.config.publicUrl, needs)),
  };
}
export { privateSessions, type BookedSession, type PrivateSessions, type SessionRequest } from './private-sessions.js';
export { lessonsOpenTo } from './lesson-sheet.js';
export { placesStartedBetween, type StartedPlace } from './fee-places.repository.js';

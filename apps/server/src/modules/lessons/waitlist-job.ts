// Waitlist promotion driven by the job queue (issue 13): whatever frees a place on a lesson date (a settle job
// giving back an unpaid place, staff raising a lesson's capacity or moving it, a promoted member's later card
// authorization failing) writes a promotion job in the same transaction as the freeing. The job fills the date's
// free places from its waitlist in its own transaction under the date's row lock, so it is idempotent (a place
// already filled leaves nothing to do) and a process stopping anywhere after the freeing still promotes: the job
// row is retried until it runs. A waiter with a saved card gets a `scheduled` booking payment whose authorization
// is booking payments' hold job (authorized at once, or when the window opens for a far date).
import { randomUUID } from 'node:crypto';
import { TenantScope, type Executor } from '@fairplay/db';
import { findBusiness, type BusinessRow } from '../clubs/index.js';
import { enqueueJob, type JobType } from '../jobs/index.js';
import { tell, type NoticeSender } from './lesson-notices.js';
import {
  cancelPlace,
  findLesson,
  findOccurrence,
  findPlaces,
  firstInLine,
  freePlace,
  promotePlace,
  setPlacesPayment,
  takePlace,
} from './lessons.repository.js';
import type { LessonsNeeds } from './ports.js';

export const WAITLIST_JOB = 'lessons.waitlist-promote';

/** In the freeing transaction: the date's waitlist is promoted by a job (its own key: every freeing its own row). */
export async function enqueuePromotion(tx: Executor, businessId: number, occurrenceId: number, now: Date) {
  await enqueueJob(tx, {
    type: WAITLIST_JOB,
    businessId,
    key: `waitlist-promote:${businessId}:${occurrenceId}:${randomUUID()}`,
    payload: { occurrenceId },
    runAt: now,
    maxAttempts: 10,
  });
}

/** The club as the sender of notices from a job (no person acted). */
function clubSender(needs: LessonsNeeds, publicUrl: string, business: BusinessRow): NoticeSender {
  return { userId: 0, publicUrl, needs, member: { business } };
}

/**
 * Fills a date's free places from its waitlist, first in line first, in the caller's transaction (the date's row
 * is locked first). A waiter in person is booked and told; one with a saved card is booked with a scheduled
 * payment the hold job authorizes; one whose card was removed is passed over (their place cancelled, told).
 * Answers how many were booked.
 */
export async function fillFreedPlaces(
  scope: TenantScope,
  needs: LessonsNeeds,
  publicUrl: string,
  occurrenceId: number,
  now: Date,
): Promise<number> {
  const occurrence = await findOccurrence(scope, occurrenceId, true);
  const lesson = occurrence ? await findLesson(scope, occurrence.lessonId) : undefined;
  const business = await findBusiness(scope.db, scope.businessId);
  if (!occurrence || !lesson || lesson.privateSession || !business || occurrence.startsAt <= now) return 0;
  const sender = clubSender(needs, publicUrl, business);
  let booked = 0;
  for (;;) {
    const next = await firstInLine(scope, occurrenceId);
    if (!next || !(await takePlace(scope, occurrenceId))) break;
    const withCard = next.payMethod === 'charge' && next.price > 0;
    if (withCard && next.waitlistPaymentMethodId === null) {
      // Their saved card was removed since they joined: nothing can be authorized, the next in line is tried.
      await cancelPlace(scope, next.id, null);
      await freePlace(scope, occurrenceId);
      await tell(scope, sender, lesson, next.userId, occurrenceId, 'booking_cancelled');
      continue;
    }
    await promotePlace(scope, next.id);
    if (withCard) {
      await needs.placePayments.schedule(scope, {
        memberUserId: next.userId,
        placeId: next.id,
        appointmentId: occurrenceId,
        amount: next.price,
        currency: business.currencyCode,
        paymentMethodId: next.waitlistPaymentMethodId!,
        startsAt: occurrence.startsAt,
      });
      await setPlacesPayment(scope, [next.id], 'charge', null);
    }
    await tell(scope, sender, lesson, next.userId, occurrenceId, 'booking_created');
    booked += 1;
  }
  return booked;
}

/**
 * A promoted member's card could not be authorized later (a far date's hold job): in the failing transaction each
 * of these places still booked from the waitlist is cancelled, its holder told, the place freed and the waitlist's
 * promotion job written, so the place goes to the next in line. Answers whether any place was passed on (booking
 * payments then records the payment as failed, not retried). Places booked directly are left to the hold job's
 * retries.
 */
export function waitlistPassOn(needs: LessonsNeeds, publicUrl: string) {
  return async function passOn(scope: TenantScope, placeIds: number[], now: Date): Promise<boolean> {
    const places = (await findPlaces(scope, placeIds)).filter(
      (place) => place.status === 'booked' && place.waitlistPaymentMethodId !== null,
    );
    const business = await findBusiness(scope.db, scope.businessId);
    if (places.length === 0 || !business) return false;
    for (const place of places) {
      const occurrence = await findOccurrence(scope, place.occurrenceId, true);
      const lesson = occurrence ? await findLesson(scope, occurrence.lessonId) : undefined;
      await cancelPlace(scope, place.id, null);
      await freePlace(scope, place.occurrenceId);
      if (lesson)
        await tell(
          scope,
          clubSender(needs, publicUrl, business),
          lesson,
          place.userId,
          place.occurrenceId,
          'booking_cancelled',
        );
      await enqueuePromotion(scope.db, scope.businessId, place.occurrenceId, now);
    }
    needs.scheduleChanged(scope.businessId);
    return true;
  };
}

/** The promotion job: fills the date's free places in the job's transaction (retried by the queue on failure). */
export function waitlistPromotionJob(needs: LessonsNeeds, publicUrl: string): JobType {
  return {
    type: WAITLIST_JOB,
    async run({ db, job, now, afterCommit }) {
      if (job.businessId === null) return;
      const businessId = job.businessId;
      const { occurrenceId } = job.payload as { occurrenceId: number };
      const booked = await fillFreedPlaces(
        new TenantScope(db, businessId),
        needs,
        publicUrl,
        Number(occurrenceId),
        now,
      );
      if (booked > 0) afterCommit(async () => needs.scheduleChanged(businessId));
    },
  };
}

// Private sessions (issue 11, spec 2 "Private booking"): a member's one-to-one lesson inside a coach's availability
// is a private lesson (private_session) of one time on one court with the coach, booked for the member. Its court
// and coach are taken by reserveLessonTime under the exclusion constraints, so two members racing for one coach or
// court get one session and one clear refusal. The coaches module decides where sessions may go; this file books,
// cancels and lists them.
import { LESSON_MESSAGES, type BookPayType } from '@fairplay/contracts';
import {
  COACH_MESSAGES,
  formatClubDateTime,
  lessonCancelIssue,
  packUseReturns,
  type WhoCanBook,
} from '@fairplay/domain';
import type { TenantScope } from '@fairplay/db';
import { AppError, forbidden } from '../../errors.js';
import { reserveLessonTime } from '../appointments/index.js';
import { givePackUseBack, givePointsBack, payWithPack, payWithPoints, pointsPayerOf } from '../checkout/index.js';
import { findMembers, namesOf } from '../clubs/index.js';
import type { MemberContext } from '../identity/index.js';
import { allServiceTypes } from '../service-types/index.js';
import { coachOccurrences } from './coach-schedule.repository.js';
import { lessonViewerOf, mayActFor } from './lesson-context.js';
import { tell } from './lesson-notices.js';
import {
  deleteLesson,
  findLesson,
  findOccurrence,
  insertLesson,
  insertOccurrences,
  insertPlace,
  placesOf,
  setPlacePackUse,
  setPlacesPayment,
  takePlace,
} from './lessons.repository.js';
import type { AfterCommit, LessonsNeeds } from './ports.js';

export interface SessionRequest {
  serviceTypeId: number;
  sportId: number;
  courtId: number;
  coachId: number;
  userId: number;
  start: Date;
  end: Date;
  price: { main_value: number; point_value: number };
  bookPayType: BookPayType;
  whoCanBook: WhoCanBook[];
  advance: number;
  buffer: number;
  note: string;
  /** How the place is paid (book-and-pay-coach); in person by default. */
  payMethod?: 'in_person' | 'charge' | 'cash';
  /** False while a card payment is still being asked for: the member is told once it is paid. */
  announce?: boolean;
}

export interface BookedSession {
  appointment_id: number;
  lesson_id: number;
  court_id: number;
  coach_id: number;
  user_id: number;
  start: string;
  end: string;
  price: { main_value: number; point_value: number };
  pay_method: 'in_person' | 'charge' | 'cash' | 'points' | 'pack';
  booking_id: number;
}

export interface CoachScheduleItem {
  appointment_id: number;
  lesson_id: number;
  kind: 'lesson' | 'session';
  title: string;
  lesson_type_name: string;
  start: string;
  end: string;
  courts: { id: number; name: string }[];
  booked: number;
  capacity: number;
  people: { id: number; name: string }[];
}

function conflict(message: string, field: string): AppError {
  return new AppError(409, message, { errors: [{ field, message }] });
}

/** The private sessions of the lessons module, for the coaches module (app.ts hands it the same needs). */
export function privateSessions(needs: LessonsNeeds, publicUrl: string) {
  return {
    /**
     * Books the session in the caller's transaction: the listing, its court and coach (all or nothing), and the
     * member's place, paid in person. (Booking payments will charge here, in the same transaction.)
     */
    async book(scope: TenantScope, member: MemberContext, request: SessionRequest): Promise<BookedSession> {
      const viewer = lessonViewerOf(member, needs, publicUrl);
      const [person] = await findMembers(scope, [request.userId]);
      if (!person) throw new AppError(404, 'is not a member of this club.');
      const lesson = await insertLesson(scope, {
        serviceTypeId: request.serviceTypeId,
        sportId: request.sportId,
        kind: 'private',
        quantity: 1,
        advance: request.advance,
        buffer: request.buffer,
        price: request.price.main_value,
        pointPrice: request.price.point_value,
        bookPayType: request.bookPayType,
        whoCanBook: request.whoCanBook,
        description: request.note.slice(0, 280),
        privateSession: true,
        createdBy: member.user.id,
      });
      const reserved = await reserveLessonTime(scope, {
        lessonId: lesson.id,
        rule: null,
        createdBy: member.user.id,
        sportId: request.sportId,
        note: request.note.slice(0, 280),
        ranges: [{ start: request.start, end: request.end }],
        courtIds: [request.courtId],
        coachIds: [request.coachId],
      });
      // The caller's transaction rolls back the listing with the refusal.
      if (reserved.skipped.length > 0) throw conflict(COACH_MESSAGES.courtTaken, 'courts');
      if (reserved.coachBusy) throw conflict(COACH_MESSAGES.coachBusy, 'coach_id');
      const time = reserved.placed[0]!;
      const appointmentId = time.appointmentIds[0]!;
      await insertOccurrences(scope, [
        {
          id: appointmentId,
          lessonId: lesson.id,
          groupId: time.groupId,
          courtIds: [request.courtId],
          coachIds: [request.coachId],
          startsAt: request.start,
          endsAt: request.end,
          capacity: 1,
        },
      ]);
      await takePlace(scope, appointmentId);
      const place = await insertPlace(scope, {
        occurrenceId: appointmentId,
        userId: request.userId,
        fullName: person.fullName.slice(0, 80),
        status: 'booked',
        price: request.price.main_value,
        points: request.price.point_value,
        payMethod: request.payMethod ?? 'in_person',
        bookedBy: member.user.id,
      });
      if (request.announce !== false)
        await tell(scope, viewer, lesson, request.userId, appointmentId, 'booking_created');
      return {
        appointment_id: appointmentId,
        lesson_id: lesson.id,
        court_id: request.courtId,
        coach_id: request.coachId,
        user_id: request.userId,
        start: request.start.toISOString(),
        end: request.end.toISOString(),
        price: request.price,
        pay_method: request.payMethod ?? 'in_person',
        booking_id: place.id,
      };
    },

    /**
     * In the session's transaction (book-and-pay-coach with `points` or `pack`): the place is paid at once. Points:
     * the session's points price from the payer's lots (the family's payer, as money is charged) of the court's
     * facility group, "Not enough points" naming `method`; pack: one use of the member's pack covering private
     * lessons, under the pack's conditional UPDATE. A refusal rolls the whole session back with it.
     */
    async prepay(
      scope: TenantScope,
      member: MemberContext,
      session: BookedSession,
      pay: { method: 'points' | 'pack'; packId?: number | undefined; at: Date },
    ): Promise<BookedSession> {
      const description = `Private session ${formatClubDateTime(session.start, member.business.timezone, member.business.amPm)}`;
      if (pay.method === 'pack') {
        const [useId] = await payWithPack(scope, {
          packId: pay.packId!,
          memberId: session.user_id,
          kind: 'private',
          starts: [new Date(session.start)],
          description,
          actorId: member.user.id,
          at: pay.at,
          field: 'pack_id',
        });
        await setPlacePackUse(scope, session.booking_id, useId!);
        return { ...session, pay_method: 'pack' };
      }
      const points = session.price.point_value;
      if (points === 0) return session;
      const [court] = await needs.findCourts(scope, [session.court_id]);
      const spent = await payWithPoints(scope, {
        payerId: await pointsPayerOf(scope, session.user_id),
        points,
        facilityGroupId: court!.facilityGroupId,
        cause: 'lesson',
        causeId: session.booking_id,
        description,
        actorId: member.user.id,
        at: pay.at,
        shortField: 'method',
      });
      await setPlacesPayment(scope, [session.booking_id], 'points', spent.spend.id);
      return { ...session, pay_method: 'points' };
    },

    /** Tells the member about a session booked without a notice (its payment went through since). */
    async announce(scope: TenantScope, member: MemberContext, appointmentId: number): Promise<void> {
      const occurrence = await findOccurrence(scope, appointmentId);
      const lesson = occurrence ? await findLesson(scope, occurrence.lessonId) : undefined;
      const holder = (await placesOf(scope, [appointmentId])).find((place) => place.status === 'booked');
      if (!lesson || !holder) return;
      await tell(
        scope,
        lessonViewerOf(member, needs, publicUrl),
        lesson,
        holder.userId,
        appointmentId,
        'booking_created',
      );
    },

    /** Removes a session whose payment was refused, court, coach and place with it, telling nobody. */
    async withdraw(scope: TenantScope, appointmentId: number): Promise<void> {
      const occurrence = await findOccurrence(scope, appointmentId, true);
      const lesson = occurrence ? await findLesson(scope, occurrence.lessonId, true) : undefined;
      if (lesson?.privateSession) await deleteLesson(scope, lesson.id);
    },

    /**
     * Cancels a session within its cancellation hours (staff with lesson update at any time), giving back its court
     * and coach: the listing goes with its time and place.
     */
    async cancel(
      scope: TenantScope,
      member: MemberContext,
      appointmentId: number,
      now: Date,
    ): Promise<{ appointmentId: number; placeId: number | null; giveBack: AfterCommit | null }> {
      const viewer = lessonViewerOf(member, needs, publicUrl);
      const occurrence = await findOccurrence(scope, appointmentId, true);
      const lesson = occurrence ? await findLesson(scope, occurrence.lessonId, true) : undefined;
      if (!occurrence || !lesson?.privateSession) throw new AppError(404, COACH_MESSAGES.sessionNotFound);
      const holder = (await placesOf(scope, [appointmentId])).find((place) => place.status === 'booked');
      const teaches = occurrence.coachIds.includes(member.user.id);
      const mayCancel =
        (viewer.manages && (!viewer.isCoach || teaches)) ||
        (holder !== undefined && (await mayActFor(scope, viewer, holder.userId)));
      if (!mayCancel) throw forbidden(LESSON_MESSAGES.forOthers);
      if (!viewer.manages) {
        const issue = lessonCancelIssue({
          now,
          start: occurrence.startsAt,
          cancelAllowed: lesson.cancelAllowed,
          hours: lesson.cancelAllowedHour,
        });
        if (issue === 'not_allowed') throw new AppError(400, LESSON_MESSAGES.cancelNotAllowed);
        if (issue === 'too_late') throw new AppError(400, LESSON_MESSAGES.cancelTooLate(lesson.cancelAllowedHour));
      }
      if (holder) await tell(scope, viewer, lesson, holder.userId, appointmentId, 'booking_cancelled');
      // Paid with points or a class pack: given back inside the session's cancellation window (staff may cancel
      // later, but then the points and the use are spent, as a late card payment is not refunded).
      const inWindow = packUseReturns({
        now,
        start: occurrence.startsAt,
        cancelAllowed: lesson.cancelAllowed,
        hours: lesson.cancelAllowedHour,
      });
      if (holder && inWindow && holder.pointSpendId !== null && holder.points > 0)
        await givePointsBack(scope, { spendId: holder.pointSpendId, points: holder.points, at: now });
      if (holder && inWindow && holder.packUseId !== null)
        await givePackUseBack(scope, {
          useId: holder.packUseId,
          description: `Cancelled: private session ${formatClubDateTime(occurrence.startsAt, member.business.timezone, member.business.amPm)}`,
          actorId: member.user.id,
          at: now,
        });
      // A paid or held session: refunded or released by the lesson's window, before its place goes with the lesson.
      const giveBack = holder
        ? await needs.placePayments.cancelled(
            scope,
            [{ id: holder.id, startsAt: occurrence.startsAt }],
            { cancelAllowed: lesson.cancelAllowed, cancelAllowedHour: lesson.cancelAllowedHour },
            member.business.automaticallyRefundPayment,
          )
        : null;
      await deleteLesson(scope, lesson.id);
      return { appointmentId, placeId: holder?.id ?? null, giveBack };
    },

    /** The coach's lessons and sessions starting in [from, to), by club-local day. */
    async schedule(scope: TenantScope, member: MemberContext, coachId: number, from: Date, to: Date) {
      const rows = await coachOccurrences(scope, coachId, from, to);
      const places = await placesOf(
        scope,
        rows.map((row) => row.occurrence.id),
      );
      const types = new Map((await allServiceTypes(scope)).map((type) => [type.id, type.displayName]));
      const courtIds = [...new Set(rows.flatMap((row) => row.occurrence.courtIds))];
      const courts = new Map((await needs.findCourts(scope, courtIds)).map((court) => [court.id, court.name]));
      const names = await namesOf(scope, [coachId]);
      const days = new Map<string, CoachScheduleItem[]>();
      for (const { occurrence, lesson } of rows) {
        const date = formatClubDateTime(occurrence.startsAt, member.business.timezone, member.business.amPm);
        const people = places
          .filter((place) => place.occurrenceId === occurrence.id && place.status === 'booked')
          .map((place) => ({ id: place.userId, name: place.fullName }));
        const typeName = types.get(lesson.serviceTypeId) ?? '';
        const item: CoachScheduleItem = {
          appointment_id: occurrence.id,
          lesson_id: lesson.id,
          kind: lesson.privateSession ? 'session' : 'lesson',
          title: lesson.privateSession
            ? `${typeName}: ${people[0]?.name ?? ''}`.trim()
            : lesson.description || typeName,
          lesson_type_name: typeName,
          start: occurrence.startsAt.toISOString(),
          end: occurrence.endsAt.toISOString(),
          courts: occurrence.courtIds.map((id) => ({ id, name: courts.get(id) ?? `Court ${id}` })),
          booked: occurrence.booked,
          capacity: occurrence.capacity,
          people,
        };
        days.set(date, [...(days.get(date) ?? []), item]);
      }
      return {
        coach_id: coachId,
        coach_name: names.get(coachId) ?? '',
        days: [...days.entries()].map(([date, items]) => ({ date, items })),
      };
    },
  };
}

export type PrivateSessions = ReturnType<typeof privateSessions>;

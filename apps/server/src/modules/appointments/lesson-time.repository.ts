// Court time of lessons (issue 11): a lesson's occurrences are appointments rows carrying lesson_id, so the one
// exclusion constraint appointments_no_overlap keeps lessons and bookings apart, and their coaches are
// appointment_assignees rows, which appointment_assignees_coach_no_overlap keeps from being in two places at once.
// The lessons module reserves, moves and releases that time only through these functions.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { anyInteger, appointmentAssignees, appointments, databaseErrorFacts, type TenantScope } from '@fairplay/db';
import { insertSeries, nextIds } from './appointments.repository.js';

export interface LessonTimeRequest {
  lessonId: number;
  rule: unknown;
  createdBy: number;
  sportId: number;
  note: string;
  ranges: { start: Date; end: Date }[];
  /** All courts of each time, in the order given. */
  courtIds: number[];
  coachIds: number[];
}

export interface PlacedLessonTime {
  groupId: number;
  start: Date;
  end: Date;
  /** One appointment per court, in the request's court order; the first is the occurrence's id (llid). */
  appointmentIds: number[];
}

export interface ReservedLessonTime {
  seriesId: number;
  placed: PlacedLessonTime[];
  /** Times refused because one of their courts is taken: each taken court once per time. */
  skipped: { courtId: number; start: Date; end: Date }[];
  /** Whether a coach was refused for being elsewhere at one of the placed times. */
  coachBusy: boolean;
}

/**
 * Reserves every court of every time, all or nothing per time: a time one of whose courts is taken keeps none of
 * its courts and is reported as skipped; the coaches are assigned to every court of the times placed.
 */
export async function reserveLessonTime(scope: TenantScope, request: LessonTimeRequest): Promise<ReservedLessonTime> {
  const seriesId = await insertSeries(scope, request.rule, request.createdBy);
  const recurrenceIds = await nextIds(scope, 'recurrence', request.courtIds.length);
  const groupIds = await nextIds(scope, 'group', request.ranges.length);
  const placed: PlacedLessonTime[] = [];
  const skipped: ReservedLessonTime['skipped'] = [];
  let coachBusy = false;
  for (const [index, range] of request.ranges.entries()) {
    const groupId = groupIds[index]!;
    const rows = await scope.db
      .insert(appointments)
      .values(
        request.courtIds.map((courtId, courtIndex) =>
          scope.values({
            seriesId,
            recurrenceId: recurrenceIds[courtIndex]!,
            groupId,
            courtId,
            startsAt: range.start,
            endsAt: range.end,
            note: request.note,
            closed: false,
            sportId: request.sportId,
            createdBy: request.createdBy,
            lessonId: request.lessonId,
          }),
        ),
      )
      .onConflictDoNothing()
      .returning({ id: appointments.id, courtId: appointments.courtId });
    if (rows.length < request.courtIds.length) {
      const taken = request.courtIds.filter((courtId) => !rows.some((row) => row.courtId === courtId));
      skipped.push(...taken.map((courtId) => ({ courtId, start: range.start, end: range.end })));
      if (rows.length > 0)
        await releaseLessonTime(
          scope,
          rows.map((row) => row.id),
        );
      continue;
    }
    const ids = request.courtIds.map((courtId) => rows.find((row) => row.courtId === courtId)!.id);
    if (!(await assignCoaches(scope, ids, request.coachIds))) coachBusy = true;
    placed.push({ groupId, start: range.start, end: range.end, appointmentIds: ids });
  }
  return { seriesId, placed, skipped, coachBusy };
}

/**
 * Puts the coaches on the appointments (replacing whoever was assigned); false when the coach constraint refused
 * one of them because they are elsewhere at that time (the caller rolls back).
 */
export async function assignCoaches(
  scope: TenantScope,
  appointmentIds: number[],
  coachIds: number[],
): Promise<boolean> {
  if (appointmentIds.length === 0) return true;
  await scope.db
    .delete(appointmentAssignees)
    .where(
      and(
        eq(appointmentAssignees.businessId, scope.businessId),
        anyInteger(appointmentAssignees.appointmentId, appointmentIds),
      ),
    );
  const wanted = appointmentIds.flatMap((appointmentId) => coachIds.map((userId) => ({ appointmentId, userId })));
  if (wanted.length === 0) return true;
  const inserted = await scope.db
    .insert(appointmentAssignees)
    .values(wanted.map((row) => scope.values(row)))
    .onConflictDoNothing()
    .returning({ userId: appointmentAssignees.userId });
  return inserted.length === wanted.length;
}

/** New courts for a lesson time: the courts in order, a recurrence id for each court after the first, its coaches. */
export interface LessonCourtChange {
  courtIds: number[];
  recurrenceIds: number[];
  coachIds: number[];
}

/**
 * Moves a lesson time's appointments (its first court's first: that one carries the time's places) to a new time
 * and, when `courts` is given, onto new courts: the first appointment takes the first court, the others are given
 * back and taken afresh on the other courts. All of it or nothing (a savepoint): 'court_taken' when a court is
 * taken then, 'coach_busy' when a coach is elsewhere. The coaches' times follow through the trigger.
 */
export async function moveLessonTime(
  scope: TenantScope,
  appointmentIds: number[],
  start: Date,
  end: Date,
  courts?: LessonCourtChange,
): Promise<'moved' | 'court_taken' | 'coach_busy'> {
  try {
    await scope.db.transaction(async (savepoint) => {
      const local = scope.within(savepoint);
      const [firstId, ...others] = appointmentIds;
      if (firstId === undefined) return;
      // The other courts' rows go first, so a court moving from one of them to the first row is free for it.
      if (courts && others.length > 0)
        await local.db.delete(appointments).where(local.where(appointments, anyInteger(appointments.id, others)));
      await local.db
        .update(appointments)
        .set({
          startsAt: start,
          endsAt: end,
          ...(courts ? { courtId: courts.courtIds[0]! } : {}),
          updatedAt: sql`now()`,
          version: sql`${appointments.version} + 1`,
        })
        .where(
          local.where(
            appointments,
            courts ? eq(appointments.id, firstId) : anyInteger(appointments.id, appointmentIds),
          ),
        );
      if (!courts || courts.courtIds.length < 2) return;
      const [first] = await local.db
        .select()
        .from(appointments)
        .where(local.where(appointments, eq(appointments.id, firstId)));
      const added = await local.db
        .insert(appointments)
        .values(
          courts.courtIds.slice(1).map((courtId, index) =>
            local.values({
              seriesId: first!.seriesId,
              recurrenceId: courts.recurrenceIds[index]!,
              groupId: first!.groupId,
              courtId,
              startsAt: start,
              endsAt: end,
              note: first!.note,
              closed: first!.closed,
              sportId: first!.sportId,
              createdBy: first!.createdBy,
              lessonId: first!.lessonId,
            }),
          ),
        )
        .returning({ id: appointments.id });
      const wanted = added.flatMap((row) => courts.coachIds.map((userId) => ({ appointmentId: row.id, userId })));
      // No ON CONFLICT: a coach elsewhere raises the constraint, which undoes the savepoint.
      if (wanted.length > 0) await local.db.insert(appointmentAssignees).values(wanted.map((row) => local.values(row)));
    });
    return 'moved';
  } catch (error) {
    const constraint = databaseErrorFacts(error)?.constraint;
    if (constraint === 'appointments_no_overlap') return 'court_taken';
    if (constraint === 'appointment_assignees_coach_no_overlap') return 'coach_busy';
    throw error;
  }
}

/** Gives the court time back (the lesson's roster rows go with it, by their foreign keys). */
export async function releaseLessonTime(scope: TenantScope, appointmentIds: number[]): Promise<void> {
  if (appointmentIds.length === 0) return;
  await scope.db.delete(appointments).where(scope.where(appointments, anyInteger(appointments.id, appointmentIds)));
}

/** The appointments of a lesson's times (by group), in court order of creation. */
export async function lessonAppointments(
  scope: TenantScope,
  lessonId: number,
  groupIds: number[],
): Promise<{ id: number; groupId: number; courtId: number }[]> {
  if (groupIds.length === 0) return [];
  return scope.db
    .select({ id: appointments.id, groupId: appointments.groupId, courtId: appointments.courtId })
    .from(appointments)
    .where(scope.where(appointments, and(eq(appointments.lessonId, lessonId), inArray(appointments.groupId, groupIds))))
    .orderBy(asc(appointments.id));
}

/** Recurrence ids for courts a lesson takes on later (one per court, shared by all its times on that court). */
export async function lessonRecurrenceIds(scope: TenantScope, count: number): Promise<number[]> {
  return count > 0 ? nextIds(scope, 'recurrence', count) : [];
}

/** The lesson and date (group) of one of a lesson's appointments, on any of its courts; undefined for a booking. */
export async function lessonTimeOf(
  scope: TenantScope,
  appointmentId: number,
): Promise<{ lessonId: number; groupId: number } | undefined> {
  const [row] = await scope.db
    .select({ lessonId: appointments.lessonId, groupId: appointments.groupId })
    .from(appointments)
    .where(scope.where(appointments, eq(appointments.id, appointmentId)))
    .limit(1);
  return row && row.lessonId !== null ? { lessonId: row.lessonId, groupId: row.groupId } : undefined;
}

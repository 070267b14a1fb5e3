// The lessons module's tables: lessons (the listing), lesson_occurrences (one bookable time, with its place count)
// and lesson_bookings (the roster and the waitlist). The court time itself is the appointments module's.
import { and, asc, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { anyInteger, lessonBookings, lessonOccurrences, lessons, type TenantScope } from '@fairplay/db';

export type LessonRow = typeof lessons.$inferSelect;
export type NewLesson = Omit<typeof lessons.$inferInsert, 'businessId' | 'id'>;
export type OccurrenceRow = typeof lessonOccurrences.$inferSelect;
export type PlaceRow = typeof lessonBookings.$inferSelect;

export async function insertLesson(scope: TenantScope, row: NewLesson): Promise<LessonRow> {
  const [saved] = await scope.db.insert(lessons).values(scope.values(row)).returning();
  return saved!;
}

export async function updateLesson(scope: TenantScope, id: number, changes: Partial<NewLesson>): Promise<LessonRow> {
  const [saved] = await scope.db
    .update(lessons)
    .set(changes)
    .where(scope.where(lessons, eq(lessons.id, id)))
    .returning();
  return saved!;
}

export async function findLesson(scope: TenantScope, id: number, lock = false): Promise<LessonRow | undefined> {
  const query = scope.db
    .select()
    .from(lessons)
    .where(scope.where(lessons, eq(lessons.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findLessons(scope: TenantScope, ids: number[]): Promise<LessonRow[]> {
  if (ids.length === 0) return [];
  return scope.db
    .select()
    .from(lessons)
    .where(scope.where(lessons, anyInteger(lessons.id, ids)));
}

export async function deleteLesson(scope: TenantScope, id: number): Promise<void> {
  await scope.db.delete(lessons).where(scope.where(lessons, eq(lessons.id, id)));
}

export async function insertOccurrences(
  scope: TenantScope,
  rows: Omit<typeof lessonOccurrences.$inferInsert, 'businessId'>[],
): Promise<void> {
  if (rows.length === 0) return;
  await scope.db.insert(lessonOccurrences).values(rows.map((row) => scope.values(row)));
}

export async function findOccurrence(
  scope: TenantScope,
  appointmentId: number,
  lock = false,
): Promise<OccurrenceRow | undefined> {
  const query = scope.db
    .select()
    .from(lessonOccurrences)
    .where(scope.where(lessonOccurrences, eq(lessonOccurrences.id, appointmentId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A lesson's date by its court-time group. */
export async function findOccurrenceOfGroup(
  scope: TenantScope,
  lessonId: number,
  groupId: number,
): Promise<OccurrenceRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(lessonOccurrences)
    .where(
      scope.where(
        lessonOccurrences,
        and(eq(lessonOccurrences.lessonId, lessonId), eq(lessonOccurrences.groupId, groupId)),
      ),
    )
    .limit(1);
  return row;
}

/** A lesson's occurrences in time order, optionally from `from` on and before `to`. */
export async function occurrencesOf(
  scope: TenantScope,
  lessonId: number,
  from: Date | null = null,
  to: Date | null = null,
): Promise<OccurrenceRow[]> {
  return scope.db
    .select()
    .from(lessonOccurrences)
    .where(
      scope.where(
        lessonOccurrences,
        eq(lessonOccurrences.lessonId, lessonId),
        from ? gte(lessonOccurrences.startsAt, from) : undefined,
        to ? lt(lessonOccurrences.startsAt, to) : undefined,
      ),
    )
    .orderBy(asc(lessonOccurrences.startsAt));
}

/** Occurrences starting in [from, to), with their lessons, by start. */
export async function occurrencesBetween(
  scope: TenantScope,
  from: Date,
  to: Date,
): Promise<{ occurrence: OccurrenceRow; lesson: LessonRow }[]> {
  return scope.db
    .select({ occurrence: lessonOccurrences, lesson: lessons })
    .from(lessonOccurrences)
    .innerJoin(
      lessons,
      and(eq(lessons.id, lessonOccurrences.lessonId), eq(lessons.businessId, lessonOccurrences.businessId)),
    )
    .where(scope.where(lessonOccurrences, gte(lessonOccurrences.startsAt, from), lt(lessonOccurrences.startsAt, to)))
    .orderBy(asc(lessonOccurrences.startsAt), asc(lessonOccurrences.id));
}

export async function setOccurrenceTimes(
  scope: TenantScope,
  appointmentId: number,
  startsAt: Date,
  endsAt: Date,
  courtIds?: number[],
): Promise<void> {
  await scope.db
    .update(lessonOccurrences)
    .set({ startsAt, endsAt, ...(courtIds ? { courtIds } : {}) })
    .where(scope.where(lessonOccurrences, eq(lessonOccurrences.id, appointmentId)));
}

export async function setOccurrenceCoaches(
  scope: TenantScope,
  appointmentIds: number[],
  coachIds: number[],
): Promise<void> {
  if (appointmentIds.length === 0) return;
  await scope.db
    .update(lessonOccurrences)
    .set({ coachIds })
    .where(scope.where(lessonOccurrences, anyInteger(lessonOccurrences.id, appointmentIds)));
}

/**
 * A new capacity for a lesson's occurrences; refused by the capacity check where more places are booked already
 * (the caller answers the field).
 */
export async function setCapacity(scope: TenantScope, lessonId: number, capacity: number): Promise<void> {
  await scope.db
    .update(lessonOccurrences)
    .set({ capacity })
    .where(scope.where(lessonOccurrences, eq(lessonOccurrences.lessonId, lessonId)));
}

/**
 * Takes one place of an occurrence if one is free: the row update is the race's referee (concurrent bookers wait
 * on the row and the second sees the first's count), and the capacity check is the backstop. False when full.
 */
export async function takePlace(scope: TenantScope, appointmentId: number): Promise<boolean> {
  const rows = await scope.db
    .update(lessonOccurrences)
    .set({ booked: sql`${lessonOccurrences.booked} + 1` })
    .where(
      scope.where(
        lessonOccurrences,
        eq(lessonOccurrences.id, appointmentId),
        lt(lessonOccurrences.booked, lessonOccurrences.capacity),
      ),
    )
    .returning({ booked: lessonOccurrences.booked });
  return rows.length === 1;
}

export async function freePlace(scope: TenantScope, appointmentId: number): Promise<void> {
  await scope.db
    .update(lessonOccurrences)
    .set({ booked: sql`${lessonOccurrences.booked} - 1` })
    .where(scope.where(lessonOccurrences, eq(lessonOccurrences.id, appointmentId), gt(lessonOccurrences.booked, 0)));
}

export async function insertPlace(
  scope: TenantScope,
  row: Omit<typeof lessonBookings.$inferInsert, 'businessId' | 'id'>,
): Promise<PlaceRow> {
  const [saved] = await scope.db.insert(lessonBookings).values(scope.values(row)).returning();
  return saved!;
}

/** The live place (booked or waiting) of a person on an occurrence. */
export async function livePlaceOf(
  scope: TenantScope,
  appointmentId: number,
  userId: number,
): Promise<PlaceRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(lessonBookings)
    .where(
      scope.where(
        lessonBookings,
        eq(lessonBookings.occurrenceId, appointmentId),
        eq(lessonBookings.userId, userId),
        ne(lessonBookings.status, 'cancelled'),
      ),
    )
    .limit(1);
  return row;
}

/** Places by id, locked for the caller's transaction. */
export async function findPlaces(scope: TenantScope, ids: number[]): Promise<PlaceRow[]> {
  if (ids.length === 0) return [];
  return scope.db
    .select()
    .from(lessonBookings)
    .where(scope.where(lessonBookings, inArray(lessonBookings.id, ids)))
    .orderBy(asc(lessonBookings.id))
    .for('update');
}

export async function cancelPlace(scope: TenantScope, id: number, by: number | null): Promise<void> {
  await scope.db
    .update(lessonBookings)
    .set({ status: 'cancelled', cancelledAt: sql`now()`, cancelledBy: by })
    .where(scope.where(lessonBookings, eq(lessonBookings.id, id)));
}

/** The first in line on an occurrence's waitlist, locked so two freed places never promote the same person. */
export async function firstInLine(scope: TenantScope, appointmentId: number): Promise<PlaceRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(lessonBookings)
    .where(
      scope.where(
        lessonBookings,
        eq(lessonBookings.occurrenceId, appointmentId),
        eq(lessonBookings.status, 'waitlist'),
      ),
    )
    .orderBy(asc(lessonBookings.id))
    .limit(1)
    .for('update');
  return row;
}

export async function promotePlace(scope: TenantScope, id: number): Promise<void> {
  await scope.db
    .update(lessonBookings)
    .set({ status: 'booked' })
    .where(scope.where(lessonBookings, eq(lessonBookings.id, id)));
}

export async function setAttendance(scope: TenantScope, appointmentId: number, id: number, attended: boolean | null) {
  const rows = await scope.db
    .update(lessonBookings)
    .set({ attended })
    .where(scope.where(lessonBookings, eq(lessonBookings.id, id), eq(lessonBookings.occurrenceId, appointmentId)))
    .returning({ id: lessonBookings.id });
  return rows.length === 1;
}

/** Every place of the occurrences (roster, waitlist and cancellations), in the order they were taken. */
export async function placesOf(scope: TenantScope, appointmentIds: number[]): Promise<PlaceRow[]> {
  if (appointmentIds.length === 0) return [];
  return scope.db
    .select()
    .from(lessonBookings)
    .where(scope.where(lessonBookings, inArray(lessonBookings.occurrenceId, appointmentIds)))
    .orderBy(asc(lessonBookings.id));
}

/** How many live places a person holds on a lesson's occurrences (for its max bookings). */
export async function livePlacesOnLesson(scope: TenantScope, lessonId: number, userId: number): Promise<number> {
  const [row] = await scope.db
    .select({ count: sql<number>`count(*)::int` })
    .from(lessonBookings)
    .innerJoin(
      lessonOccurrences,
      and(
        eq(lessonOccurrences.id, lessonBookings.occurrenceId),
        eq(lessonOccurrences.businessId, lessonBookings.businessId),
      ),
    )
    .where(
      scope.where(
        lessonBookings,
        eq(lessonOccurrences.lessonId, lessonId),
        eq(lessonBookings.userId, userId),
        ne(lessonBookings.status, 'cancelled'),
      ),
    );
  return Number(row?.count ?? 0);
}

/** The live places (booked or waiting) of some people on some occurrences. */
export async function livePlacesOf(
  scope: TenantScope,
  appointmentIds: number[],
  userIds: number[],
): Promise<PlaceRow[]> {
  if (appointmentIds.length === 0 || userIds.length === 0) return [];
  return scope.db
    .select()
    .from(lessonBookings)
    .where(
      scope.where(
        lessonBookings,
        anyInteger(lessonBookings.occurrenceId, appointmentIds),
        anyInteger(lessonBookings.userId, userIds),
        ne(lessonBookings.status, 'cancelled'),
      ),
    );
}

/** How many wait on each occurrence. */
export async function waitlistCounts(scope: TenantScope, appointmentIds: number[]): Promise<Map<number, number>> {
  if (appointmentIds.length === 0) return new Map();
  const rows = await scope.db
    .select({ id: lessonBookings.occurrenceId, count: sql<number>`count(*)::int` })
    .from(lessonBookings)
    .where(
      scope.where(
        lessonBookings,
        anyInteger(lessonBookings.occurrenceId, appointmentIds),
        eq(lessonBookings.status, 'waitlist'),
      ),
    )
    .groupBy(lessonBookings.occurrenceId);
  return new Map(rows.map((row) => [row.id, Number(row.count)]));
}

/** How booked places were paid (issue 13): the method, and for points the spend that paid them. */
export async function setPlacesPayment(
  scope: TenantScope,
  ids: number[],
  payMethod: PlaceRow['payMethod'],
  pointSpendId: number | null,
): Promise<void> {
  if (ids.length === 0) return;
  await scope.db
    .update(lessonBookings)
    .set({ payMethod, pointSpendId })
    .where(scope.where(lessonBookings, inArray(lessonBookings.id, ids)));
}

/** A place paid with one use of a class pack (issue 14): the use is given back with a cancellation in the window. */
export async function setPlacePackUse(scope: TenantScope, id: number, packUseId: number): Promise<void> {
  await scope.db
    .update(lessonBookings)
    .set({ payMethod: 'pack', packUseId })
    .where(scope.where(lessonBookings, eq(lessonBookings.id, id)));
}

/**
 * Removes places whose payment was refused (a declined card leaves no place, not even a cancelled one on the
 * roster); answers the removed rows so their occurrences' counts can be given back.
 */
export async function deletePlaces(scope: TenantScope, ids: number[]): Promise<PlaceRow[]> {
  if (ids.length === 0) return [];
  return scope.db
    .delete(lessonBookings)
    .where(scope.where(lessonBookings, inArray(lessonBookings.id, ids)))
    .returning();
}

/** A waitlist place's saved method, authorized when the place is promoted (waitlists with payment). */
export async function setWaitlistMethod(scope: TenantScope, id: number, methodId: number | null): Promise<void> {
  await scope.db
    .update(lessonBookings)
    .set({ waitlistPaymentMethodId: methodId })
    .where(scope.where(lessonBookings, eq(lessonBookings.id, id)));
}

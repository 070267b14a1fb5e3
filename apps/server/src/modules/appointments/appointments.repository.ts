import { and, asc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  anyInteger,
  appointments,
  appointmentSeries,
  appointmentRemovals,
  insertBatches,
  queryRows,
  type TenantScope,
} from '@fairplay/db';
export type AppointmentRow = typeof appointments.$inferSelect;
export type NewOccurrence = Pick<AppointmentRow, 'courtId' | 'startsAt' | 'endsAt' | 'recurrenceId' | 'groupId'> &
  Partial<
    Pick<
      AppointmentRow,
      'note' | 'closed' | 'sportId' | 'serviceTypeId' | 'status' | 'bookedPrice' | 'bookedPoints' | 'bookedPayType'
    >
  >;
/**
 * Which occurrences a viewer may open and change (domain's changeableInvolving): every one of the club for null,
 * else those created by, booked for or assigned to one of `involving`. Every read of one occurrence and every
 * range or series read that a write acts on takes one, so single and bulk writes touch the same occurrences.
 */
export interface Audience {
  involving: readonly number[] | null;
}
/** Occurrences created by, booked for or assigned to one of `userIds`. */
function involving(userIds: readonly number[]): SQL {
  return or(
    anyInteger(appointments.createdBy, userIds),
    sql`EXISTS (SELECT 1 FROM appointment_participants p WHERE p.appointment_id = ${appointments.id} AND ${anyInteger(sql`p.user_id`, userIds)})`,
    sql`EXISTS (SELECT 1 FROM appointment_assignees a WHERE a.appointment_id = ${appointments.id} AND ${anyInteger(sql`a.user_id`, userIds)})`,
  )!;
}
/** The one condition of what an audience may change (no condition for staff who see the whole sheet). */
function changeableBy(audience: Audience): SQL | undefined {
  return audience.involving === null ? undefined : involving(audience.involving);
}
export async function insertSeries(scope: TenantScope, rule: unknown, createdBy: number): Promise<number> {
  const [row] = await scope.db
    .insert(appointmentSeries)
    .values(scope.values({ rule: rule ?? null, createdBy }))
    .returning({ id: appointmentSeries.id });
  return row!.id;
}
/** Fresh ids from the sequences that tie a court's occurrences (recurrence) and a time's courts (group). */
export async function nextIds(scope: TenantScope, kind: 'recurrence' | 'group', count: number): Promise<number[]> {
  const sequence = kind === 'recurrence' ? sql.raw('appointment_recurrence_seq') : sql.raw('appointment_group_seq');
  const rows = await queryRows<{ id: number }>(
    scope.db,
    sql`SELECT nextval('${sequence}')::integer AS id FROM generate_series(1, ${count})`,
  );
  return rows.map((row) => Number(row.id));
}
/**
 * Fresh recurrence ids (one per court) and group ids (one per time) in one statement, for a new booking: each is
 * a round trip a booking no longer waits for (issue 30 point 4).
 */
export async function nextIdsFor(
  scope: TenantScope,
  counts: { recurrences: number; groups: number },
): Promise<{ recurrenceIds: number[]; groupIds: number[] }> {
  const [row] = await queryRows<{ recurrence_ids: (number | string)[]; group_ids: (number | string)[] }>(
    scope.db,
    sql`SELECT ARRAY(SELECT nextval('appointment_recurrence_seq')::integer FROM generate_series(1, ${counts.recurrences})) AS recurrence_ids,
               ARRAY(SELECT nextval('appointment_group_seq')::integer FROM generate_series(1, ${counts.groups})) AS group_ids`,
  );
  return { recurrenceIds: row!.recurrence_ids.map(Number), groupIds: row!.group_ids.map(Number) };
}
/**
 * Inserts occurrences, letting the exclusion constraint refuse any that overlap a booking on the same court
 * (ON CONFLICT DO NOTHING applies to exclusion constraints). Returns the rows that went in.
 */
export async function insertOccurrences(
  scope: TenantScope,
  seriesId: number,
  createdBy: number,
  rows: NewOccurrence[],
): Promise<AppointmentRow[]> {
  const saved: AppointmentRow[] = [];
  // In batches: a long repeat on many courts is more rows than one statement's parameters can carry.
  for (const batch of insertBatches(appointments, rows)) {
    saved.push(
      ...(await scope.db
        .insert(appointments)
        .values(batch.map((row) => scope.values({ ...row, seriesId, createdBy })))
        .onConflictDoNothing()
        .returning()),
    );
  }
  return saved;
}
/** One occurrence, when the audience may change it. */
export async function findAppointment(
  scope: TenantScope,
  audience: Audience,
  id: number,
): Promise<AppointmentRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(appointments)
    .where(scope.where(appointments, eq(appointments.id, id), changeableBy(audience)))
    .limit(1);
  return row;
}
/**
 * Locks occurrences for the rest of the transaction (in id order, so two writers never wait on each other in a
 * circle): whoever counts their players next waits until this transaction has added its own.
 */
export async function lockOccurrences(scope: TenantScope, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await scope.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(scope.where(appointments, anyInteger(appointments.id, ids)))
    .orderBy(asc(appointments.id))
    .for('update');
}
/**
 * The occurrences of one recurrence (one court's share of a series) from `from` on, or all when from is null,
 * that the audience may change.
 */
export async function listRecurrence(
  scope: TenantScope,
  audience: Audience,
  recurrenceId: number,
  from: Date | null,
): Promise<AppointmentRow[]> {
  return scope.db
    .select()
    .from(appointments)
    .where(
      scope.where(
        appointments,
        eq(appointments.recurrenceId, recurrenceId),
        from ? gte(appointments.startsAt, from) : undefined,
        changeableBy(audience),
      ),
    )
    .orderBy(asc(appointments.startsAt));
}
/** Ids among `appointmentIds` that the user created, is booked on or is assigned to. */
export async function idsInvolving(
  scope: TenantScope,
  appointmentIds: number[],
  userIds: number[],
): Promise<Set<number>> {
  if (appointmentIds.length === 0 || userIds.length === 0) return new Set();
  const rows = await scope.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(scope.where(appointments, anyInteger(appointments.id, appointmentIds), involving(userIds)));
  return new Set(rows.map((row) => row.id));
}
/**
 * Changes an occurrence and adds one to its version. With `expected`, only while the row still has those values
 * (the version and times the court sheet showed): the database decides, so of simultaneous changes from one view
 * exactly one matches and the others get undefined.
 */
export async function updateOccurrence(
  scope: TenantScope,
  id: number,
  changes: Partial<
    Pick<AppointmentRow, 'courtId' | 'startsAt' | 'endsAt' | 'note' | 'closed' | 'sportId' | 'serviceTypeId' | 'status'>
  >,
  expected: Partial<Pick<AppointmentRow, 'version' | 'courtId' | 'startsAt' | 'endsAt'>> = {},
): Promise<AppointmentRow | undefined> {
  const [row] = await scope.db
    .update(appointments)
    .set({ ...changes, updatedAt: sql`now()`, version: sql`${appointments.version} + 1` })
    .where(
      scope.where(
        appointments,
        eq(appointments.id, id),
        expected.version !== undefined ? eq(appointments.version, expected.version) : undefined,
        expected.courtId !== undefined ? eq(appointments.courtId, expected.courtId) : undefined,
        expected.startsAt !== undefined ? eq(appointments.startsAt, expected.startsAt) : undefined,
        expected.endsAt !== undefined ? eq(appointments.endsAt, expected.endsAt) : undefined,
      ),
    )
    .returning();
  return row;
}
export async function deleteOccurrences(scope: TenantScope, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await scope.db
    .delete(appointments)
    .where(scope.where(appointments, inArray(appointments.id, ids)))
    .returning({ id: appointments.id });
  return rows.length;
}
export async function recordRemoval(
  scope: TenantScope,
  row: {
    seriesId: number | null;
    appointmentIds: number[];
    userId: number | null;
    removedBy: number;
    reason: 'delete' | 'cancel';
    refundRequested: boolean;
  },
): Promise<void> {
  if (row.appointmentIds.length > 0) await scope.db.insert(appointmentRemovals).values(scope.values(row));
}
/** The existing bookings that overlap the given court times; used to explain a 409, never to decide it. */
export async function findOverlaps(
  scope: TenantScope,
  wanted: { courtId: number; startsAt: Date; endsAt: Date }[],
  ignoreIds: number[] = [],
): Promise<{ courtId: number; startsAt: Date; endsAt: Date }[]> {
  if (wanted.length === 0) return [];
  const matches = wanted.map((item) =>
    and(
      eq(appointments.courtId, item.courtId),
      lt(appointments.startsAt, item.endsAt),
      gt(appointments.endsAt, item.startsAt),
    )!,
  );
  const rows = await scope.db
    .select({
      courtId: appointments.courtId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      id: appointments.id,
    })
    .from(appointments)
    .where(scope.where(appointments, or(...matches)));
  return rows.filter((row) => !ignoreIds.includes(row.id));
}
/** The recurrences among `recurrenceIds` that have a member booked on some occurrence. */
export async function bookedRecurrences(scope: TenantScope, recurrenceIds: number[]): Promise<Set<number>> {
  if (recurrenceIds.length === 0) return new Set();
  // One probe of the partial index per recurrence, stopping at its first booked occurrence.
  const rows = await queryRows<{ id: number }>(
    scope.db,
    sql`SELECT r.id FROM unnest(${`{${recurrenceIds.join(',')}}`}::integer[]) AS r(id)
        WHERE EXISTS (SELECT 1 FROM appointments a WHERE a.recurrence_id = r.id AND a.member_count > 0 AND a.business_id = ${scope.businessId})`,
  );
  return new Set(rows.map((row) => Number(row.id)));
}
/** Every court's occurrences of a series that the audience may change. */
export async function listSeries(scope: TenantScope, audience: Audience, seriesId: number): Promise<AppointmentRow[]> {
  return scope.db
    .select()
    .from(appointments)
    .where(scope.where(appointments, eq(appointments.seriesId, seriesId), changeableBy(audience)))
    .orderBy(asc(appointments.startsAt), asc(appointments.courtId));
}
/** A court's occurrences lying wholly inside [from, to] that the audience may change. */
export async function listContained(
  scope: TenantScope,
  audience: Audience,
  courtId: number,
  from: Date,
  to: Date,
): Promise<AppointmentRow[]> {
  return scope.db
    .select()
    .from(appointments)
    .where(
      scope.where(
        appointments,
        eq(appointments.courtId, courtId),
        gte(appointments.startsAt, from),
        lte(appointments.endsAt, to),
        changeableBy(audience),
      ),
    );
}
/** The ids among `appointmentIds` that have a member booked. */
/**
 * The club's occurrences on `courtIds` overlapping any of `ranges` and not over by `after`: what a freeze cancels.
 */
export async function listOverlapping(
  scope: TenantScope,
  courtIds: number[],
  ranges: { start: Date; end: Date }[],
  after: Date,
): Promise<AppointmentRow[]> {
  if (courtIds.length === 0 || ranges.length === 0) return [];
  return scope.db
    .select()
    .from(appointments)
    .where(
      scope.where(
        appointments,
        inArray(appointments.courtId, courtIds),
        gt(appointments.endsAt, after),
        or(...ranges.map((range) => and(lt(appointments.startsAt, range.end), gt(appointments.endsAt, range.start)))),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
}
export async function bookedAppointmentIds(scope: TenantScope, appointmentIds: number[]): Promise<Set<number>> {
  if (appointmentIds.length === 0) return new Set();
  const rows = await scope.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(scope.where(appointments, anyInteger(appointments.id, appointmentIds), gt(appointments.memberCount, 0)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Where an occurrence stands in its recurrence: how many occurrences it holds, how many start at or after `from`,
 * when the last starts, and the series' stored rule.
 */
export async function recurrenceSummary(
  scope: TenantScope,
  ids: { recurrenceId: number; seriesId: number },
  from: Date,
): Promise<{ occurrences: number; following: number; lastStart: Date; rule: unknown }> {
  const [counts] = await scope.db
    .select({
      occurrences: sql<number>`count(*)::int`,
      following: sql<number>`(count(*) FILTER (WHERE ${appointments.startsAt} >= ${from.toISOString()}::timestamptz))::int`,
      lastStart: sql<Date>`max(${appointments.startsAt})`.mapWith(appointments.startsAt),
    })
    .from(appointments)
    .where(scope.where(appointments, eq(appointments.recurrenceId, ids.recurrenceId)));
  const [series] = await scope.db
    .select({ rule: appointmentSeries.rule })
    .from(appointmentSeries)
    .where(scope.where(appointmentSeries, eq(appointmentSeries.id, ids.seriesId)));
  return {
    occurrences: counts?.occurrences ?? 1,
    following: counts?.following ?? 1,
    lastStart: counts?.lastStart ?? from,
    rule: series?.rule ?? null,
  };
}

/** The occupied times of some courts between `from` and `to` (the booking policy's search for a free slot). */
export async function busyRanges(
  scope: TenantScope,
  courtIds: number[],
  from: Date,
  to: Date,
): Promise<{ courtId: number; start: Date; end: Date }[]> {
  if (courtIds.length === 0) return [];
  return scope.db
    .select({ courtId: appointments.courtId, start: appointments.startsAt, end: appointments.endsAt })
    .from(appointments)
    .where(
      scope.where(
        appointments,
        inArray(appointments.courtId, courtIds),
        lt(appointments.startsAt, to),
        gt(appointments.endsAt, from),
      ),
    );
}

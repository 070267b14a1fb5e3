import { and, asc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  anyInteger,
  appointmentAssignees,
  appointmentMessages,
  appointmentParticipants,
  appointments,
  appointmentSeries,
  appointmentRemovals,
  queryRows,
  type TenantScope,
} from '@fairplay/db';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewOccurrence = Pick<AppointmentRow, 'courtId' | 'startsAt' | 'endsAt' | 'recurrenceId' | 'groupId'> &
  Partial<Pick<AppointmentRow, 'note' | 'closed' | 'sportId' | 'status'>>;
export interface ParticipantRow {
  id: number;
  appointmentId: number;
  kind: 'booker' | 'partner' | 'guest';
  userId: number | null;
  fullName: string;
}
export interface AssigneeRow {
  appointmentId: number;
  userId: number;
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
 * Inserts occurrences, letting the exclusion constraint refuse any that overlap a booking on the same court
 * (ON CONFLICT DO NOTHING applies to exclusion constraints). Returns the rows that went in.
 */
export async function insertOccurrences(
  scope: TenantScope,
  seriesId: number,
  createdBy: number,
  rows: NewOccurrence[],
): Promise<AppointmentRow[]> {
  if (rows.length === 0) return [];
  return scope.db
    .insert(appointments)
    .values(rows.map((row) => scope.values({ ...row, seriesId, createdBy })))
    .onConflictDoNothing()
    .returning();
}

export async function insertParticipants(
  scope: TenantScope,
  rows: { appointmentId: number; kind: ParticipantRow['kind']; userId: number | null; fullName: string }[],
): Promise<void> {
  if (rows.length > 0) await scope.db.insert(appointmentParticipants).values(rows.map((row) => scope.values(row)));
}

export async function insertAssignees(
  scope: TenantScope,
  rows: { appointmentId: number; userId: number }[],
): Promise<void> {
  if (rows.length > 0)
    await scope.db
      .insert(appointmentAssignees)
      .values(rows.map((row) => scope.values(row)))
      .onConflictDoNothing();
}

export async function findAppointment(scope: TenantScope, id: number): Promise<AppointmentRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(appointments)
    .where(scope.where(appointments, eq(appointments.id, id)))
    .limit(1);
  return row;
}

/** The longest an occurrence may last (a CHECK in the migration); it bounds the index scan below. */
const MAX_DURATION_MS = 24 * 3600_000;

/** Occurrences overlapping [from, to), optionally on some courts only. */
export async function listWindow(
  scope: TenantScope,
  from: Date,
  to: Date,
  courtIds: number[] | null,
): Promise<AppointmentRow[]> {
  const conditions: (SQL | undefined)[] = [
    // Without a lower bound on starts_at the index would be read from the club's first booking onwards.
    gt(appointments.startsAt, new Date(from.getTime() - MAX_DURATION_MS)),
    lt(appointments.startsAt, to),
    gt(appointments.endsAt, from),
  ];
  if (courtIds) conditions.push(anyInteger(appointments.courtId, courtIds));
  return scope.db
    .select()
    .from(appointments)
    .where(scope.where(appointments, ...conditions))
    .orderBy(asc(appointments.startsAt), asc(appointments.courtId));
}

/** The occurrences of one recurrence (one court's share of a series) from `from` on, or all when from is null. */
export async function listRecurrence(
  scope: TenantScope,
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
      ),
    )
    .orderBy(asc(appointments.startsAt));
}

export async function listParticipants(scope: TenantScope, appointmentIds: number[]): Promise<ParticipantRow[]> {
  if (appointmentIds.length === 0) return [];
  return scope.db
    .select({
      id: appointmentParticipants.id,
      appointmentId: appointmentParticipants.appointmentId,
      kind: appointmentParticipants.kind,
      userId: appointmentParticipants.userId,
      fullName: appointmentParticipants.fullName,
    })
    .from(appointmentParticipants)
    .where(scope.where(appointmentParticipants, anyInteger(appointmentParticipants.appointmentId, appointmentIds)))
    .orderBy(asc(appointmentParticipants.id));
}

/** Who is assigned to the appointments; their names come from the club's people (see appointment-events). */
export async function listAssignees(scope: TenantScope, appointmentIds: number[]): Promise<AssigneeRow[]> {
  if (appointmentIds.length === 0) return [];
  return scope.db
    .select({ appointmentId: appointmentAssignees.appointmentId, userId: appointmentAssignees.userId })
    .from(appointmentAssignees)
    .where(
      and(
        eq(appointmentAssignees.businessId, scope.businessId),
        anyInteger(appointmentAssignees.appointmentId, appointmentIds),
      ),
    );
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
    .where(
      scope.where(
        appointments,
        anyInteger(appointments.id, appointmentIds),
        or(
          anyInteger(appointments.createdBy, userIds),
          sql`EXISTS (SELECT 1 FROM appointment_participants p WHERE p.appointment_id = ${appointments.id} AND ${anyInteger(sql`p.user_id`, userIds)})`,
          sql`EXISTS (SELECT 1 FROM appointment_assignees a WHERE a.appointment_id = ${appointments.id} AND ${anyInteger(sql`a.user_id`, userIds)})`,
        ),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function updateOccurrence(
  scope: TenantScope,
  id: number,
  changes: Partial<Pick<AppointmentRow, 'courtId' | 'startsAt' | 'endsAt' | 'note' | 'closed' | 'sportId' | 'status'>>,
): Promise<AppointmentRow | undefined> {
  const [row] = await scope.db
    .update(appointments)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(scope.where(appointments, eq(appointments.id, id)))
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

export async function replaceParticipants(
  scope: TenantScope,
  appointmentId: number,
  kind: 'partner' | 'guest',
  rows: { userId: number | null; fullName: string }[],
): Promise<void> {
  await scope.db
    .delete(appointmentParticipants)
    .where(
      scope.where(
        appointmentParticipants,
        eq(appointmentParticipants.appointmentId, appointmentId),
        eq(appointmentParticipants.kind, kind),
      ),
    );
  await insertParticipants(
    scope,
    rows.map((row) => ({ ...row, appointmentId, kind })),
  );
}

export async function replaceAssignees(scope: TenantScope, appointmentId: number, userIds: number[]): Promise<void> {
  await scope.db
    .delete(appointmentAssignees)
    .where(
      and(eq(appointmentAssignees.businessId, scope.businessId), eq(appointmentAssignees.appointmentId, appointmentId)),
    );
  await insertAssignees(
    scope,
    userIds.map((userId) => ({ appointmentId, userId })),
  );
}

export async function deleteParticipant(
  scope: TenantScope,
  appointmentIds: number[],
  userId: number,
): Promise<number[]> {
  if (appointmentIds.length === 0) return [];
  const rows = await scope.db
    .delete(appointmentParticipants)
    .where(
      scope.where(
        appointmentParticipants,
        inArray(appointmentParticipants.appointmentId, appointmentIds),
        eq(appointmentParticipants.userId, userId),
      ),
    )
    .returning({ appointmentId: appointmentParticipants.appointmentId });
  return rows.map((row) => row.appointmentId);
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

export async function listSeries(scope: TenantScope, seriesId: number): Promise<AppointmentRow[]> {
  return scope.db
    .select()
    .from(appointments)
    .where(scope.where(appointments, eq(appointments.seriesId, seriesId)))
    .orderBy(asc(appointments.startsAt), asc(appointments.courtId));
}

/** A court's occurrences lying wholly inside [from, to]. */
export async function listContained(
  scope: TenantScope,
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
      ),
    );
}

/** The ids among `appointmentIds` that have a member booked. */
export async function bookedAppointmentIds(scope: TenantScope, appointmentIds: number[]): Promise<Set<number>> {
  if (appointmentIds.length === 0) return new Set();
  const rows = await scope.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(scope.where(appointments, anyInteger(appointments.id, appointmentIds), gt(appointments.memberCount, 0)));
  return new Set(rows.map((row) => row.id));
}
export async function insertMessage(
  scope: TenantScope,
  row: { appointmentId: number; senderId: number; body: string; recipients: number },
): Promise<void> {
  await scope.db.insert(appointmentMessages).values(scope.values(row));
}

export async function listMessages(scope: TenantScope, appointmentId: number) {
  return scope.db
    .select({
      id: appointmentMessages.id,
      senderId: appointmentMessages.senderId,
      body: appointmentMessages.body,
      recipients: appointmentMessages.recipients,
      createdAt: appointmentMessages.createdAt,
    })
    .from(appointmentMessages)
    .where(scope.where(appointmentMessages, eq(appointmentMessages.appointmentId, appointmentId)))
    .orderBy(asc(appointmentMessages.createdAt), asc(appointmentMessages.id));
}

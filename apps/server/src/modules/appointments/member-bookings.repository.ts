import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { appointmentParticipants, appointments, type TenantScope } from '@fairplay/db';

/** Which of a member's bookings the member detail asks for. */
export interface MemberBookingFilter {
  /** booker: the bookings they made; participant: those they joined as partner or guest; all: both. */
  type: 'all' | 'booker' | 'participant';
  /** [from, to) as instants; null for no bound. */
  from: Date | null;
  to: Date | null;
  offset: number;
  limit: number;
}

export interface MemberBookingRow {
  appointmentId: number;
  startsAt: Date;
  endsAt: Date;
  courtId: number;
  role: 'booker' | 'partner' | 'guest';
  status: 'default' | 'disabled';
  note: string;
}

/**
 * The occurrences the user takes part in at the club (one row per court booked), latest first, one page of
 * them with the count of all that match.
 */
export async function memberBookings(
  scope: TenantScope,
  userId: number,
  filter: MemberBookingFilter,
): Promise<{ rows: MemberBookingRow[]; total: number }> {
  const kinds: ('booker' | 'partner' | 'guest')[] =
    filter.type === 'booker'
      ? ['booker']
      : filter.type === 'participant'
        ? ['partner', 'guest']
        : ['booker', 'partner', 'guest'];
  const rows = await scope.db
    .select({
      appointmentId: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      courtId: appointments.courtId,
      role: appointmentParticipants.kind,
      status: appointments.status,
      note: appointments.note,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(appointmentParticipants)
    .innerJoin(
      appointments,
      and(
        eq(appointments.id, appointmentParticipants.appointmentId),
        eq(appointments.businessId, appointmentParticipants.businessId),
      ),
    )
    .where(
      scope.where(
        appointmentParticipants,
        eq(appointmentParticipants.userId, userId),
        inArray(appointmentParticipants.kind, kinds),
        filter.from ? gte(appointments.startsAt, filter.from) : undefined,
        filter.to ? lt(appointments.startsAt, filter.to) : undefined,
      ),
    )
    .orderBy(desc(appointments.startsAt), desc(appointments.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const total = rows[0]?.total ?? (filter.offset > 0 ? await countOnly(scope, userId, filter, kinds) : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/** The count alone, for a page past the last one (where no row carries it). */
async function countOnly(
  scope: TenantScope,
  userId: number,
  filter: MemberBookingFilter,
  kinds: ('booker' | 'partner' | 'guest')[],
): Promise<number> {
  const [row] = await scope.db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(appointmentParticipants)
    .innerJoin(
      appointments,
      and(
        eq(appointments.id, appointmentParticipants.appointmentId),
        eq(appointments.businessId, appointmentParticipants.businessId),
      ),
    )
    .where(
      scope.where(
        appointmentParticipants,
        eq(appointmentParticipants.userId, userId),
        inArray(appointmentParticipants.kind, kinds),
        filter.from ? gte(appointments.startsAt, filter.from) : undefined,
        filter.to ? lt(appointments.startsAt, filter.to) : undefined,
      ),
    );
  return row?.total ?? 0;
}

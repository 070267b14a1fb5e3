import { MEMBER_PROFILE_LIMITS, type MemberBookings, type MemberBookingsBody } from '@fairplay/contracts';
import { zonedDayBounds } from '@fairplay/domain';
import { memberBookings } from '../appointments/index.js';
import type { MemberContext } from '../identity/index.js';
import { requireClubMember } from './club-member.js';
import type { MemberProfileNeeds } from './ports.js';

type Filter = Required<Pick<MemberBookingsBody, 'type' | 'page'>> & Pick<MemberBookingsBody, 'start_date' | 'end_date'>;

/** One page of the member's bookings at the club, latest first; the dates are the club's days. */
export async function bookingsOf(
  member: MemberContext,
  userId: number,
  filter: Filter,
  needs: MemberProfileNeeds,
): Promise<MemberBookings> {
  const timeZone = member.business.timezone;
  const pageSize = MEMBER_PROFILE_LIMITS.bookingPageSize;
  const { rows, total } = await memberBookings(member.scope, userId, {
    type: filter.type,
    from: filter.start_date ? zonedDayBounds(filter.start_date, timeZone).start : null,
    to: filter.end_date ? zonedDayBounds(filter.end_date, timeZone).end : null,
    offset: (filter.page - 1) * pageSize,
    limit: pageSize,
  });
  const courts = await needs.courtNames(member.scope, [...new Set(rows.map((row) => row.courtId))]);
  return {
    rows: rows.map((row) => ({
      appointment_id: row.appointmentId,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      court_id: row.courtId,
      court_name: courts.get(row.courtId) ?? '',
      role: row.role,
      status: row.status,
      note: row.note,
    })),
    page: filter.page,
    page_size: pageSize,
    total,
    timezone: timeZone,
  };
}

export function createBookingsService(needs: MemberProfileNeeds) {
  return {
    async bookings(member: MemberContext, userId: number, filter: Filter): Promise<MemberBookings> {
      await requireClubMember(member.scope, userId);
      return bookingsOf(member, userId, filter, needs);
    },
  };
}

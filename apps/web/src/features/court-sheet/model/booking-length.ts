import type { Court, ServiceType, SessionBusiness } from '@fairplay/contracts';
import { bookingLengthHint, bookingLengthIssue, bookingLengthLimit, type BookingLengthLimit } from '@fairplay/domain';

/**
 * The length limit the server holds a booking to (@fairplay/domain's bookingLengthLimit), from the session's club
 * settings, the court and the chosen service type: members are held to all of it, staff only to a service
 * type's own min/max (null: nothing to hold them to).
 */
export function lengthLimitFor(
  club: SessionBusiness | null,
  court: Court | undefined,
  type: ServiceType | undefined,
  partySize: number,
  isStaff: boolean,
): BookingLengthLimit | null {
  if (!club) return null;
  if (isStaff && !type?.is_min_max_enabled) return null;
  return bookingLengthLimit(
    {
      minListDuration: club.min_list_duration,
      enableMaxTimeForBookings: club.enable_max_time_for_bookings,
      maxTimeForSingles: club.max_time_for_singles,
      maxTimeForDoubles: club.max_time_for_doubles,
      maxTimeForTriples: club.max_time_for_triples,
      maxTimeForQuadruples: club.max_time_for_quadruples,
    },
    court
      ? {
          minListDuration: court.min_list_duration,
          enableMaxTimeForBookings: court.enable_max_time_for_bookings,
          maxTimeForSingles: court.max_time_for_singles,
          maxTimeForDoubles: court.max_time_for_doubles,
          maxTimeForTriples: court.max_time_for_triples,
          maxTimeForQuadruples: court.max_time_for_quadruples,
        }
      : null,
    type
      ? {
          isMinMaxEnabled: type.is_min_max_enabled,
          minListDuration: type.min_list_duration,
          maxListDuration: type.max_list_duration,
        }
      : null,
    partySize,
  );
}

/** 'HH:mm' (with '00:00' as an end meaning midnight) to minutes of the day. */
const minutesOf = (time: string, isEnd: boolean) =>
  time === '00:00' && isEnd ? 1440 : Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The first length the limit refuses among the booking's times (the selection, or each listed row), or null. */
export function lengthProblem(
  limit: BookingLengthLimit | null,
  times: { start: string; end: string }[],
): string | null {
  if (!limit) return null;
  for (const time of times) {
    const issue = bookingLengthIssue(limit, minutesOf(time.end, true) - minutesOf(time.start, false));
    if (issue) return issue;
  }
  return null;
}

export { bookingLengthHint };

import type { MyBooking, SessionBusiness } from '@fairplay/contracts';
import { addDaysToDate, cancellationIssue, utcToZonedParts } from '@fairplay/domain';

/** After this hour of the club's day, "Book a court" opens tomorrow's sheet: today's evening is nearly gone. */
const LAST_BOOKING_HOUR_TODAY = 20;

/** The day the member's "Book a court" opens: today in the club's time zone, or tomorrow late in the evening. */
export function nextBookingDate(now: Date, timeZone: string): string {
  const { date, time } = utcToZonedParts(now, timeZone);
  return Number(time.slice(0, 2)) >= LAST_BOOKING_HOUR_TODAY ? addDaysToDate(date, 1) : date;
}

/** Why the member may not cancel this booking, in the club's words, or null when they may. */
export function cancelBlockedReason(booking: MyBooking, business: SessionBusiness, now: Date): string | null {
  const issue = cancellationIssue(
    { cancelAllowed: business.cancel_allowed, cancelAllowedHour: business.cancel_allowed_hour },
    new Date(booking.start),
    now,
  );
  if (issue === 'cancelNotAllowed') return 'Your club does not take cancellations online; please call the club.';
  if (issue === 'cancelTooLate')
    return `Cancellations close ${business.cancel_allowed_hour} ${business.cancel_allowed_hour === 1 ? 'hour' : 'hours'} before the start.`;
  return null;
}

/** Whose place the Cancel takes off: null for the member, else the family member whose place it is. */
export function cancelTarget(booking: MyBooking, userId: number): number | null {
  return booking.for_user_id === userId ? null : booking.for_user_id;
}

/** The people on a booking, as one line ("Emma Wilson, Lucas Wilson and a guest"). */
export function playersLine(booking: MyBooking): string {
  const names = booking.bookings.map((person) => person.full_name);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

import type { MemberBooking, MemberRecord } from '@fairplay/contracts';
import { formatCalendarDate, formatClubDate, formatInstantRange } from '@fairplay/domain';

export function fullNameOf(member: Pick<MemberRecord, 'member'>): string {
  return `${member.member.first_name} ${member.member.last_name}`.trim();
}

export function initialsOf(member: Pick<MemberRecord, 'member'>): string {
  return `${member.member.first_name.charAt(0)}${member.member.last_name.charAt(0)}`.toUpperCase();
}

/** A booking's day and times in the club's time zone and 12/24-hour format. */
export function bookingWhen(booking: MemberBooking, timeZone: string, amPm: boolean): { day: string; time: string } {
  return {
    day: formatClubDate(booking.starts_at, timeZone),
    time: formatInstantRange(booking.starts_at, booking.ends_at, timeZone, amPm),
  };
}

export const ROLE_LABELS: Record<MemberBooking['role'], string> = {
  booker: 'Booked',
  partner: 'Partner',
  guest: 'Guest',
};

/** A birth date (YYYY-MM-DD) as "May 4, 1990"; it is a calendar date, so no time zone applies. */
export function formatBirthDate(dob: string): string {
  return formatCalendarDate(dob);
}

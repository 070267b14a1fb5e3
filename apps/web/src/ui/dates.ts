import { formatClubDate, isValidTimeZone } from '@fairplay/domain';
import { useSessionUser } from '../api/session';

/**
 * Dates on screens are written by @fairplay/domain's one formatter (formatClubDate, formatClubDateTime, …; issue 24
 * point 17), in the club's time zone and on its clock. Only where there is no club (a person not in one yet) is the
 * device's zone used: the zone a visitor reads their own times in.
 */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The zone to show times in: the club's when it has a valid one, else the device's. */
export function zoneOrDevice(timeZone?: string | null): string {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : deviceTimeZone();
}

/** The signed-in person's club clock: its zone and its 12/24-hour setting (am_pm). */
export function useClubClock(): { timeZone: string; amPm: boolean } {
  const business = useSessionUser().user?.business;
  return { timeZone: zoneOrDevice(business?.timezone), amPm: business?.am_pm ?? true };
}

/** Spec 1 section 9: long dates read "MMMM Do YYYY", in the business time zone when there is one. */
export function formatLongDate(iso: string, timeZone?: string | null): string {
  return formatClubDate(iso, zoneOrDevice(timeZone), 'longDate');
}

import { NOTIFICATION_MESSAGES } from '@fairplay/contracts';
import { formatInstantClock, isValidTimeZone } from '@fairplay/domain';
import { ApiError } from '../../../api/client';
import { formatLongDate } from '../../../ui/dates';

/** Spec 3 section 8: a bulk e-mail failure shows the server's message, else 'Operaition failed'. */
export function bulkFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : NOTIFICATION_MESSAGES.failed;
}

/** "November 23rd 2026, 3:16 PM" in the club's time zone and clock. */
export function clubDateTime(iso: string, timeZone: string | null | undefined, amPm: boolean): string {
  const zone = timeZone && isValidTimeZone(timeZone) ? timeZone : Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `${formatLongDate(iso, zone)}, ${formatInstantClock(iso, zone, amPm)}`;
}

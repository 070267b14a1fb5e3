import { NOTIFICATION_MESSAGES } from '@fairplay/contracts';
import { formatClubDateTime } from '@fairplay/domain';
import { ApiError } from '../../../api/client';
import { zoneOrDevice } from '../../../ui/dates';

/** Spec 3 section 8: a bulk e-mail failure shows the server's message, else 'Operaition failed'. */
export function bulkFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : NOTIFICATION_MESSAGES.failed;
}

/** "Nov 23, 2026 3:16 PM" in the club's time zone and clock (the one format). */
export function clubDateTime(iso: string, timeZone: string | null | undefined, amPm: boolean): string {
  return formatClubDateTime(iso, zoneOrDevice(timeZone), amPm);
}

import { memberBusySchema, type MemberBusy } from '@fairplay/contracts';
import { isApiError } from '../../../api/client';

/**
 * The club's one court at a time refused the booking (issue 24): a 409 whose payload names the member already
 * playing elsewhere then. Null for any other failure.
 */
export function memberBusyOf(error: unknown): MemberBusy | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = memberBusySchema.safeParse(error.payload?.member_busy);
  return parsed.success ? parsed.data : null;
}

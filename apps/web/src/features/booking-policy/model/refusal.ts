import { policyRefusalSchema, type PolicyRefusal } from '@fairplay/contracts';
import { formatClubDate, formatInstantClock, formatInstantRange } from '@fairplay/domain';
import { isApiError } from '../../../api/client';

/** The booking policy's refusal carried by a failed booking (400 with `refusal`), or null for any other failure. */
export function refusalOf(error: unknown): PolicyRefusal | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const parsed = policyRefusalSchema.safeParse(error.payload?.refusal);
  return parsed.success ? parsed.data : null;
}

/** 'Tuesday, March 3' of an instant on the club's calendar. */
function clubDay(iso: string, timeZone: string): string {
  return formatClubDate(iso, timeZone, 'longDay');
}

/** 'Bookable from Tuesday, March 3 at 12:00 AM': when the refused slot opens for the person, if it will. */
export function earliestText(refusal: PolicyRefusal, timeZone: string, amPm: boolean): string | null {
  if (!refusal.earliest_time) return null;
  const at = refusal.earliest_time;
  return `You can book this time from ${clubDay(at, timeZone)} at ${formatInstantClock(at, timeZone, amPm)}.`;
}

/** 'Wednesday, March 4, 5:00 PM – 6:00 PM' of the suggested slot. */
export function suggestionText(
  suggested: NonNullable<PolicyRefusal['suggested']>,
  timeZone: string,
  amPm: boolean,
): string {
  return `${clubDay(suggested.start_time, timeZone)}, ${formatInstantRange(suggested.start_time, suggested.end_time, timeZone, amPm)}`;
}

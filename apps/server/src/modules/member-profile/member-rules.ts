import { utcToZonedParts } from '@fairplay/domain';

/** Under 18 on the club's today: the spec's is_child, from the date of birth (false without one). */
export function isChildOn(dob: string | null, now: Date, timeZone: string): boolean {
  if (!dob) return false;
  const today = utcToZonedParts(now, timeZone).date;
  const [year = 0, month = 0, day = 0] = dob.split('-').map(Number);
  const eighteenth = `${String(year + 18).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return eighteenth > today;
}

import type { SessionBusiness, SessionUser } from '@fairplay/contracts';

/** What the listing is narrowed to: coaches assigned (staff), or a family member's bookings (members). */
export interface SheetFilters {
  assignedTo: number[];
  family: number | null;
}

export const NO_FILTERS: SheetFilters = { assignedTo: [], family: null };

/** Spec 2 section 6: owner, admin and reception see the coach filter. */
const COACH_FILTER_TYPES: ReadonlySet<string> = new Set(['owner', 'admin', 'reception']);

export function showsCoachFilter(user: SessionUser): boolean {
  return COACH_FILTER_TYPES.has(user.member_type?.key ?? '');
}

/** The family selector is for members (customers) who have a family in the club. */
export function familyOptions(user: SessionUser, business: SessionBusiness): { value: string; label: string }[] {
  if (user.user_type !== 'nbu' || business.family.length === 0) return [];
  return [
    { value: '', label: `Me (${user.first_name})` },
    ...business.family.map((person) => ({
      value: String(person.user_id),
      label: `${person.first_name} ${person.last_name}`,
    })),
  ];
}

/** The listing body's filter fields; nothing chosen sends nulls, exactly as before any filter existed. */
export function listingFilters(filters: SheetFilters): { assignedTo: number[] | null; family: number | null } {
  return { assignedTo: filters.assignedTo.length > 0 ? filters.assignedTo : null, family: filters.family };
}

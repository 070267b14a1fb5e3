import type { SessionUser } from '@fairplay/contracts';
import { can } from '@fairplay/domain';

/** Who sees which service-type controls in the header (spec 1 section 6). */
export function canListServiceTypes(user: SessionUser): boolean {
  return user.business !== null && can(user.member_type?.roles, 'lesson', 'read');
}

/**
 * The header's service-type menu is a staff tool (it opens each type's settings); a member or customer, who holds
 * lesson read only to book lessons, gets nothing from it, so it is not shown to them (issue 15).
 */
export function showsServiceTypeMenu(user: SessionUser): boolean {
  return canListServiceTypes(user) && user.user_type !== 'nbu' && user.member_type?.key !== 'member';
}

export function canEditServiceTypes(user: SessionUser): boolean {
  return user.business !== null && can(user.member_type?.roles, 'lesson', 'update');
}

/** The add button needs lesson update and is hidden for coach, supercoach and member. */
export function showsAddServiceType(user: SessionUser): boolean {
  const key = user.member_type?.key;
  return canEditServiceTypes(user) && key !== 'coach' && key !== 'supercoach' && key !== 'member';
}

/** The Archived Service Types button: not for customers (nbu). */
export function showsArchivedServiceTypes(user: SessionUser): boolean {
  return canListServiceTypes(user) && user.user_type !== 'nbu';
}

import { can, readsOthersGroups, type MemberTypeKey, type RoleFlags } from './permissions.js';

/** The court sheet's link when the club has not named it (spec 1 section 2, btn3). */
export const DEFAULT_SHEET_LABEL = 'Facility-sheet';

/**
 * The court sheet page's heading: the club's own name for its sheet, else "Court sheet" (the spec's default link
 * text "Facility-sheet" names a link, not a page a person reads at the top of the screen).
 */
export function sheetHeading(label: string | null | undefined): string {
  const own = label?.trim();
  return own && own !== DEFAULT_SHEET_LABEL ? own : 'Court sheet';
}

/** The parts of the signed-in user that decide navigation and landing. */
export interface NavigationUser {
  user_type: 'bu' | 'nbu';
  business_id: number | null;
  business: { btn3: string; fields_count: number } | null;
  member_type: { key: MemberTypeKey; roles: RoleFlags[] } | null;
}

export type NavKey =
  | 'home'
  | 'checkin'
  | 'dashboard'
  | 'lessons'
  | 'members'
  | 'notifications'
  | 'payment'
  | 'reports'
  | 'groups'
  | 'shop'
  | 'memberships'
  | 'mymembership'
  | 'profile'
  | 'settings';

export interface NavLink {
  key: NavKey;
  label: string;
  path: string;
  /** Gear-menu entries are shown under the settings gear rather than in the bar. */
  placement: 'bar' | 'gear';
}

/** The club chooser's name for someone in no club yet: what they do there. */
export const FIND_A_CLUB = 'Find a club';

/** A member's home (issue 15), where members land instead of the club chooser. */
export const MEMBER_HOME_PATH = '/private/home';
/** A member's plans, points, packs, cards and receipts (issue 24), in the member's own (gear) menu. */
export const MY_MEMBERSHIP_PATH = '/private/my-membership';

const REPORT_TYPES: ReadonlySet<MemberTypeKey> = new Set(['admin', 'accountant', 'owner']);

export function hasBusiness(user: NavigationUser): boolean {
  return user.business_id !== null && user.business !== null;
}

/** Header links filtered by role (spec 1 sections 2 and 6). */
export function navigationFor(user: NavigationUser): NavLink[] {
  const roles = user.member_type?.roles ?? [];
  const key = user.member_type?.key ?? null;
  const links: NavLink[] = [];
  if (!hasBusiness(user)) {
    if (user.user_type === 'nbu') {
      // Someone in no club yet comes here to find one: the link says so (with a club it is their Memberships).
      links.push({ key: 'memberships', label: FIND_A_CLUB, path: '/private/choose-business', placement: 'bar' });
    } else {
      links.push({ key: 'profile', label: 'Profile', path: '/private/profile', placement: 'gear' });
    }
    return links;
  }
  const sheetLabel = user.business?.btn3 || DEFAULT_SHEET_LABEL;
  // A member's own page: their bookings, their club, what to book next and their check-in code (issue 15).
  if (key === 'member') links.push({ key: 'home', label: 'Home', path: MEMBER_HOME_PATH, placement: 'bar' });
  if (can(roles, 'court', 'read'))
    links.push({ key: 'dashboard', label: sheetLabel, path: '/private/dashboard', placement: 'bar' });
  if (can(roles, 'lesson', 'read'))
    links.push({ key: 'lessons', label: 'Lessons', path: '/private/lessons/-1', placement: 'bar' });
  if (can(roles, 'members', 'read'))
    links.push({ key: 'members', label: 'Customers', path: '/private/members', placement: 'bar' });
  // The front desk (issue 16): staff who may read the club's members find and check them in.
  if (can(roles, 'members', 'read'))
    links.push({ key: 'checkin', label: 'Check-in', path: '/private/checkin', placement: 'bar' });
  // The group screens list other members' groups, which customers never read (issue 26).
  if (can(roles, 'groups', 'read') && readsOthersGroups(user.user_type, key))
    links.push({ key: 'groups', label: 'Groups', path: '/private/group', placement: 'bar' });
  if (can(roles, 'notifications', 'read')) {
    links.push({ key: 'notifications', label: 'Notifications', path: '/private/notifications', placement: 'bar' });
  }
  if (user.user_type === 'bu' && key !== 'member' && can(roles, 'payments', 'read')) {
    links.push({ key: 'payment', label: 'Payment', path: '/private/stripe', placement: 'bar' });
  }
  if (key !== null && REPORT_TYPES.has(key) && can(roles, 'analytics', 'read')) {
    links.push({ key: 'reports', label: 'Reports', path: '/private/reports', placement: 'bar' });
  }
  if (user.user_type === 'nbu') {
    links.push({ key: 'shop', label: 'Pro Shop', path: '/private/shop', placement: 'bar' });
    links.push({ key: 'memberships', label: 'Memberships', path: '/private/choose-business', placement: 'bar' });
  } else if (can(roles, 'pos_backoffice', 'read')) {
    links.push({ key: 'shop', label: 'POS', path: '/private/shop', placement: 'bar' });
  }
  if (key === 'member')
    links.push({ key: 'mymembership', label: 'My membership', path: MY_MEMBERSHIP_PATH, placement: 'gear' });
  links.push({ key: 'profile', label: 'Profile', path: '/private/profile', placement: 'gear' });
  if (can(roles, 'settings', 'read'))
    links.push({ key: 'settings', label: 'Settings', path: '/private/settings', placement: 'gear' });
  return links;
}

/** Where a user goes right after signing in (spec 1 section 4). */
export function landingPathFor(user: NavigationUser): string {
  const key = user.member_type?.key ?? null;
  // Spec 1 sends the pro shop to payments; with a shop to work in (issue 28) it lands on the register when its
  // type may open it (docs/decisions.md "Pro shop (issue 28)"), and on payments otherwise.
  if (key === 'proshop')
    return can(user.member_type?.roles ?? [], 'pos_backoffice', 'read') ? '/private/shop' : '/private/stripe';
  // The accountant's work is the money: they land on Payments rather than the court sheet.
  if (key === 'accountant' && hasBusiness(user) && can(user.member_type?.roles ?? [], 'payments', 'read'))
    return '/private/stripe';
  if (key === 'member' && hasBusiness(user)) return MEMBER_HOME_PATH;
  if (key === 'member' || (user.user_type === 'nbu' && !hasBusiness(user))) return '/private/choose-business';
  if (user.business && user.business.fields_count > 0) return '/private/dashboard';
  return '/private/profile';
}

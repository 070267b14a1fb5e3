import {
  can,
  hasBusiness,
  landingPathFor,
  navigationFor,
  type Action,
  type NavKey,
  type NavLink,
  type Resource,
} from '@fairplay/domain';
import { pathPatternOf, type PrivatePagePath, type SessionUser } from '@fairplay/contracts';

/**
 * A private screen: a header link (its key a NavKey, opened when the user's navigation offers it), or a page
 * opened from elsewhere that names the permission it needs. Paths may hold parameters (`:courtId`).
 */
interface ScreenDefinition {
  key:
    | NavKey
    | 'court'
    | 'courtlisting'
    | 'timerule'
    | 'memberimport'
    | 'memberdetail'
    | 'publicmembers'
    | 'family'
    | 'group'
    | 'groupmember'
    | 'groupmemberType'
    | 'staff'
    | 'roles'
    | 'restrictions'
    | 'addons'
    | 'lesson'
    | 'coachavailability'
    | 'plans'
    | 'updateplan'
    | 'freetimes'
    | 'report';
  /** Declared in the contracts' page table, which the server answers 200 (any other path is a 404). */
  path: PrivatePagePath;
  /** A permission, or 'member': any member of a club (the screen itself decides what they see). */
  access?: { resource: Resource; action: Action } | 'member';
}

/**
 * The private screens that are built so far: the one list that decides which links the header shows, which
 * /private routes exist, and where sign-in may land. Add a screen here when it ships.
 */
export const PRIVATE_SCREENS = [
  { key: 'dashboard', path: '/private/dashboard' },
  { key: 'profile', path: '/private/profile' },
  { key: 'memberships', path: '/private/choose-business' },
  { key: 'settings', path: '/private/settings' },
  { key: 'court', path: '/private/court/:courtId', access: { resource: 'settings', action: 'update' } },
  // Spec 2 section 2: court update, or a member (members hold court update to book).
  { key: 'courtlisting', path: '/private/courtlisting/:id/:courtId', access: { resource: 'court', action: 'update' } },
  // Issue 16: the member CSV import wizard (members update); the Customers page links to it.
  // Spec 2 section 2: an availability rule (-1 new); court update or a member opens it, settings update changes it.
  {
    key: 'timerule',
    path: '/private/time_rule/:id/:courtId/:ruleStart/:ruleEnd/:slotStart/:slotEnd',
    access: { resource: 'court', action: 'update' },
  },
  { key: 'memberimport', path: '/private/members/import', access: { resource: 'members', action: 'update' } },
  { key: 'memberdetail', path: '/private/member/edit/:id', access: { resource: 'members', action: 'read' } },
  { key: 'home', path: '/private/home' },
  // Issue 24: a member's plans, points, packs, cards and receipts, from their own (gear) menu.
  { key: 'mymembership', path: '/private/my-membership' },
  // Issue 24: free court times with the member's price, booked and paid in one step (court update books).
  { key: 'freetimes', path: '/private/free-times', access: { resource: 'court', action: 'update' } },
  { key: 'checkin', path: '/private/checkin', access: { resource: 'members', action: 'read' } },
  { key: 'members', path: '/private/members', access: { resource: 'members', action: 'read' } },
  // Spec 1 section 2: members read, as /private/members (issue 26).
  { key: 'publicmembers', path: '/private/public-members', access: { resource: 'members', action: 'read' } },
  // Spec 1: three screens by member type (FamilyPage chooses); any member of the club opens it.
  { key: 'family', path: '/private/family/:id', access: 'member' },
  { key: 'groups', path: '/private/group' },
  { key: 'group', path: '/private/group/:id', access: { resource: 'groups', action: 'read' } },
  { key: 'groupmember', path: '/private/groupmember/:id', access: { resource: 'groups', action: 'read' } },
  { key: 'groupmemberType', path: '/private/groupmember/:id/:type', access: { resource: 'groups', action: 'read' } },
  // Issue 16: staff and roles, opened from Settings (settings read to view, update to change).
  { key: 'staff', path: '/private/staff', access: { resource: 'settings', action: 'read' } },
  { key: 'roles', path: '/private/roles', access: { resource: 'settings', action: 'read' } },
  // Issue 10: booking restrictions and members' overrides, opened from Settings (settings read; update to change).
  { key: 'restrictions', path: '/private/restrictions', access: { resource: 'settings', action: 'read' } },
  { key: 'notifications', path: '/private/notifications', access: { resource: 'notifications', action: 'read' } },
  // Issue 10: what the club sells with court time, opened from Settings (settings read to view, update to change).
  { key: 'addons', path: '/private/add-ons', access: { resource: 'settings', action: 'read' } },
  // Issue 12: the payments page (payments read, not a member: the header's Payment link decides) and the return
  // address of the provider's connection.
  { key: 'payment', path: '/private/stripe' },
  // Issue 11: the day's lessons (lesson read; -1 all service types) and one lesson time with its roster.
  { key: 'lessons', path: '/private/lessons/:typeId', access: { resource: 'lesson', action: 'read' } },
  { key: 'lesson', path: '/private/lesson/:id', access: { resource: 'lesson', action: 'read' } },
  // Issue 11: coach availability, blocked time and a coach's own schedule (lesson update; a coach sees their own).
  {
    key: 'coachavailability',
    path: '/private/coach-availability',
    access: { resource: 'lesson', action: 'update' },
  },
  // Issue 14: the club's plans and one-time products (payments read to view, update to change).
  { key: 'plans', path: '/private/plans', access: { resource: 'payments', action: 'read' } },
  // Issue 14: the club's own Fairplay plan, its upgrade and card (settings read to view, update to change).
  { key: 'updateplan', path: '/private/updateplan', access: { resource: 'settings', action: 'read' } },
  // Issue 27 (spec 1 section 2): the reports, analytics read; the header's Reports link is for owner, admin and
  // accountant only (navigation decides), another member type with analytics read opens them by address.
  { key: 'reports', path: '/private/reports', access: { resource: 'analytics', action: 'read' } },
  { key: 'report', path: '/private/reports/:report', access: { resource: 'analytics', action: 'read' } },
] as const satisfies readonly ScreenDefinition[];

export type BuiltScreenKey = (typeof PRIVATE_SCREENS)[number]['key'];

const SCREENS: readonly ScreenDefinition[] = PRIVATE_SCREENS;

const SCREEN_PATTERNS = PRIVATE_SCREENS.map((screen) => ({ screen, pattern: pathPatternOf(screen.path) }));

function screenAt(pathname: string): (typeof PRIVATE_SCREENS)[number] | undefined {
  return SCREEN_PATTERNS.find((item) => item.pattern.test(pathname))?.screen;
}

export function isBuiltPath(path: string): boolean {
  return screenAt(path) !== undefined;
}

/** navigationFor(user), keeping only links to screens that exist. */
export function builtLinks(user: SessionUser): NavLink[] {
  return navigationFor(user).filter((link) => isBuiltPath(link.path));
}

/** A screen that names its permission opens with it; any other when the user's navigation offers it or the user lands there. */
export function canOpenScreen(user: SessionUser, key: BuiltScreenKey): boolean {
  const screen = SCREENS.find((item) => item.key === key);
  if (!screen) return false;
  if (screen.access === 'member') return hasBusiness(user) && user.member_type !== null;
  if (screen.access)
    return hasBusiness(user) && can(user.member_type?.roles, screen.access.resource, screen.access.action);
  return navigationFor(user).some((link) => link.key === key) || landingFor(user) === screen.path;
}

/** landingPathFor(user), or the nearest built screen while the landing screen is still to come. */
export function landingFor(user: SessionUser): string {
  const landing = landingPathFor(user);
  if (isBuiltPath(landing)) return landing;
  return hasBusiness(user) || user.user_type === 'bu' ? '/private/profile' : '/private/choose-business';
}

/** `path` when its screen is built, else the landing screen (a screen of the spec that is not built yet). */
export function builtPathOr(user: SessionUser, path: string): string {
  return isBuiltPath(path) ? path : landingFor(user);
}

/** Back to the private page that asked for sign-in when this user may open it, else the landing screen. */
export function pathAfterSignIn(user: SessionUser, wanted: string | null): string {
  if (wanted) {
    const [pathname = ''] = wanted.split(/[?#]/);
    const screen = screenAt(pathname);
    if (screen && canOpenScreen(user, screen.key)) return wanted;
    // A club's public memberships page, where signing in or registering started a subscription.
    if (isMembershipsPath(pathname)) return wanted;
  }
  return landingFor(user);
}

/** The page the sign-in guard remembered in router state. */
export function wantedPathOf(state: unknown): string | null {
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string') {
    const [pathname = ''] = state.from.split(/[?#]/);
    return state.from.startsWith('/private') || isMembershipsPath(pathname) ? state.from : null;
  }
  return null;
}

/** The public memberships page (issue 14): /memberships/{uid}[/{plan}] or /out/{section}/{uid}[/{plan}]. */
export function isMembershipsPath(pathname: string): boolean {
  return /^\/memberships\/[^/]+(\/[^/]+)?\/?$/.test(pathname) || /^\/out\/[^/]+\/[^/]+(\/[^/]+)?\/?$/.test(pathname);
}

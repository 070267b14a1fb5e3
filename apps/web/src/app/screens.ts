import { hasBusiness, landingPathFor, navigationFor, type NavKey, type NavLink } from '@fairplay/domain';
import type { SessionUser } from '@fairplay/contracts';

/**
 * The private screens that are built so far: the one list that decides which links the header shows, which
 * /private routes exist, and where sign-in may land. Add a screen here when it ships.
 */
export const PRIVATE_SCREENS = [
  { key: 'profile', path: '/private/profile' },
  { key: 'memberships', path: '/private/choose-business' },
  { key: 'settings', path: '/private/settings' },
] as const satisfies readonly { key: NavKey; path: string }[];

export type BuiltScreenKey = (typeof PRIVATE_SCREENS)[number]['key'];

const BUILT_PATHS: ReadonlySet<string> = new Set(PRIVATE_SCREENS.map((screen) => screen.path));

export function isBuiltPath(path: string): boolean {
  return BUILT_PATHS.has(path);
}

/** navigationFor(user), keeping only links to screens that exist. */
export function builtLinks(user: SessionUser): NavLink[] {
  return navigationFor(user).filter((link) => isBuiltPath(link.path));
}

/** A screen opens when the user's navigation offers it, or when it is where the user lands. */
export function canOpenScreen(user: SessionUser, key: BuiltScreenKey): boolean {
  const screen = PRIVATE_SCREENS.find((item) => item.key === key);
  if (!screen) return false;
  return navigationFor(user).some((link) => link.key === key) || landingFor(user) === screen.path;
}

/** landingPathFor(user), or the nearest built screen while the landing screen is still to come. */
export function landingFor(user: SessionUser): string {
  const landing = landingPathFor(user);
  if (isBuiltPath(landing)) return landing;
  return hasBusiness(user) || user.user_type === 'bu' ? '/private/profile' : '/private/choose-business';
}

/** `path` when its screen is built, else the landing screen: e.g. /private/lessons/-1 until the lessons screen ships. */
export function builtPathOr(user: SessionUser, path: string): string {
  return isBuiltPath(path) ? path : landingFor(user);
}

/** Back to the private page that asked for sign-in when this user may open it, else the landing screen. */
export function pathAfterSignIn(user: SessionUser, wanted: string | null): string {
  if (wanted) {
    const [pathname = ''] = wanted.split(/[?#]/);
    const screen = PRIVATE_SCREENS.find((item) => item.path === pathname);
    if (screen && canOpenScreen(user, screen.key)) return wanted;
  }
  return landingFor(user);
}

/** The page the sign-in guard remembered in router state. */
export function wantedPathOf(state: unknown): string | null {
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string') {
    return state.from.startsWith('/private') ? state.from : null;
  }
  return null;
}

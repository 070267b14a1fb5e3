/**
 * The web app's pages, declared once: the web router builds its routes from these paths and sets each page's
 * title and description from them, and the server answers 404 to a page request that matches none (the app's
 * not-found page still shows). Paths use the router's `:param` syntax; a parameter stands for one non-empty
 * path segment.
 */
export interface AppPage {
  path: string;
  /** The document title, before " · Fairplay". */
  title: string;
  /** The meta description; private pages are not indexed and share the app's. */
  description?: string;
}

const SITE_DESCRIPTION =
  'Fairplay is open-source club management for racquet, golf and fitness clubs: bookings, lessons, members and payments, for a flat monthly fee and no cut from your bookings.';

export const PUBLIC_PAGES = [
  { path: '/', title: 'Club management software', description: SITE_DESCRIPTION },
  {
    path: '/club_management_software',
    title: 'Club management software for every kind of club',
    description:
      'Run your club on one system: court sheet, lessons, coaches, memberships, payments, a pro shop and reports, on the web and on phones.',
  },
  {
    path: '/social_engage',
    title: 'Engage your members',
    description: 'A club news feed, messages and e-mail that keep members playing and coming back.',
  },
  {
    path: '/newsfeed',
    title: 'Club news feed',
    description: 'A club news feed, messages and e-mail that keep members playing and coming back.',
  },
  {
    path: '/engage',
    title: 'Engage your members',
    description: 'A club news feed, messages and e-mail that keep members playing and coming back.',
  },
  {
    path: '/pricing-and-features',
    title: 'Pricing and features',
    description:
      'One flat monthly price for club management: court sheet, lessons, memberships and payments, with no booking fees. Compare the plans.',
  },
  {
    path: '/code/:code',
    title: 'Pricing with your promo code',
    description: 'Fairplay pricing with your promo code applied.',
  },
  {
    path: '/why-fairplay',
    title: 'Why Fairplay',
    description: 'Why clubs choose Fairplay: open source, no cut from bookings, and a court sheet staff enjoy using.',
  },
  {
    path: '/membership_advantage',
    title: 'Memberships and recurring billing',
    description:
      'Sell memberships with recurring billing, member pricing and points, and see who is active at a glance.',
  },
  {
    path: '/fitness_yoga_swim_cycle_gym',
    title: 'Fitness, yoga, swim and cycle studios',
    description: 'Classes, instructors, memberships and check-in for fitness, yoga, swim, cycle and gym clubs.',
  },
  {
    path: '/golf',
    title: 'Golf simulator venues',
    description: 'Bay bookings, lessons, leagues and memberships for golf simulator venues.',
  },
  {
    path: '/racquets',
    title: 'Tennis, pickleball, padel and squash clubs',
    description:
      'A court sheet, lessons, clinics, ladders and memberships for tennis, pickleball, padel and squash clubs.',
  },
  { path: '/thank-you', title: 'Thank you', description: 'Thank you for contacting Fairplay.' },
  {
    path: '/find_tennis_players',
    title: 'Find tennis players',
    description: 'Members find partners of their level and book a court together.',
  },
  {
    path: '/mobile_app_market',
    title: 'The mobile app',
    description: 'Members book courts and lessons, pay and check in from their phones.',
  },
  { path: '/sign-up', title: 'Sign up', description: 'Create your club on Fairplay.' },
  // Issue 14: a club's public memberships page (spec 3: /memberships/{uid} and /out/.../{uid}; a further segment
  // picks one plan).
  { path: '/memberships/:uid', title: 'Memberships', description: "A club's memberships and plans." },
  { path: '/memberships/:uid/:planId', title: 'Memberships', description: "A club's memberships and plans." },
  { path: '/out/:section/:uid', title: 'Memberships', description: "A club's memberships and plans." },
  { path: '/out/:section/:uid/:planId', title: 'Memberships', description: "A club's memberships and plans." },
  { path: '/lesson_management', title: 'Lesson management', description: SITE_DESCRIPTION },
  { path: '/login', title: 'Sign in', description: 'Sign in to Fairplay.' },
  { path: '/verified', title: 'E-mail verified', description: SITE_DESCRIPTION },
  { path: '/email-verified', title: 'E-mail verified', description: SITE_DESCRIPTION },
  { path: '/reset-password', title: 'Reset your password', description: 'Choose a new Fairplay password.' },
  { path: '/widget', title: 'Book online', description: 'Book a court online.' },
  {
    path: '/unsubscribe/:token',
    title: 'Unsubscribe',
    description: "Stop receiving a club's news and offers by e-mail.",
  },
] as const satisfies readonly AppPage[];

/** The signed-in app's pages that are built; the web's screen registry (apps/web/src/app/screens.ts) uses them. */
export const PRIVATE_PAGES = [
  { path: '/private', title: 'Fairplay' },
  { path: '/private/dashboard', title: 'Court sheet' },
  { path: '/private/profile', title: 'Profile' },
  { path: '/private/choose-business', title: 'Choose your club' },
  { path: '/private/settings', title: 'Settings' },
  { path: '/private/court/:courtId', title: 'Court' },
  { path: '/private/courtlisting/:id/:courtId', title: 'Court bookings' },
  { path: '/private/time_rule/:id/:courtId/:ruleStart/:ruleEnd/:slotStart/:slotEnd', title: 'Availability rule' },
  { path: '/private/members/import', title: 'Import members' },
  { path: '/private/member/edit/:id', title: 'Member' },
  { path: '/private/home', title: 'Home' },
  { path: '/private/my-membership', title: 'My membership' },
  { path: '/private/free-times', title: 'Find a free time' },
  { path: '/private/checkin', title: 'Check-in' },
  { path: '/private/members', title: 'Customers' },
  { path: '/private/public-members', title: 'Member directory' },
  { path: '/private/family/:id', title: 'Family' },
  { path: '/private/group', title: 'Groups' },
  { path: '/private/group/:id', title: 'Group' },
  { path: '/private/groupmember/:id', title: 'Member groups' },
  { path: '/private/groupmember/:id/:type', title: 'Member groups' },
  { path: '/private/staff', title: 'Staff' },
  { path: '/private/roles', title: 'Roles' },
  { path: '/private/restrictions', title: 'Restrictions' },
  { path: '/private/notifications', title: 'Notifications' },
  { path: '/private/add-ons', title: 'Add-ons' },
  { path: '/private/stripe', title: 'Payments' },
  { path: '/private/lessons/:typeId', title: 'Lessons' },
  { path: '/private/lesson/:id', title: 'Lesson' },
  { path: '/private/coach-availability', title: 'Coach availability' },
  { path: '/private/plans', title: 'Plans and products' },
  { path: '/private/updateplan', title: 'Plan upgrade' },
  { path: '/private/reports', title: 'Reports' },
  { path: '/private/reports/:report', title: 'Report' },
] as const satisfies readonly AppPage[];

export type PublicPagePath = (typeof PUBLIC_PAGES)[number]['path'];
export type PrivatePagePath = (typeof PRIVATE_PAGES)[number]['path'];

/** The title of the not-found page, which answers every path that matches no page. */
export const NOT_FOUND_PAGE: AppPage = {
  path: '/NotFound',
  title: 'Page not found',
  description: 'This page does not exist.',
};

export const APP_NAME = 'Fairplay';
export const SITE_DEFAULT_DESCRIPTION = SITE_DESCRIPTION;

/** "/private/court/:courtId" matches "/private/court/12"; a trailing slash is allowed. */
export function pathPatternOf(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${escaped === '/' ? '' : escaped}/?$`);
}

const PATTERNS: { page: AppPage; pattern: RegExp }[] = [...PUBLIC_PAGES, ...PRIVATE_PAGES].map((page) => ({
  page,
  pattern: pathPatternOf(page.path),
}));

/** The page a path opens, or null for a path no page answers (the not-found page, HTTP 404). */
export function appPageAt(pathname: string): AppPage | null {
  return PATTERNS.find((item) => item.pattern.test(pathname))?.page ?? null;
}

/** "Court sheet · Fairplay"; the home page reads "Fairplay · Club management software". */
export function documentTitleOf(page: AppPage): string {
  return page.path === '/' ? `${APP_NAME} · ${page.title}` : `${page.title} · ${APP_NAME}`;
}

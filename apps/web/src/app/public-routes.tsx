import { Navigate, type RouteObject } from 'react-router';
import type { PublicPagePath, SessionUser } from '@fairplay/contracts';
import { screenLoader, type ScreenLoader } from './screen-loader';
import { isBuiltPath, landingFor } from './screens';

/**
 * The marketing pages load as their own chunk, apart from the welcome page and the private area. They load
 * through screenLoader rather than React.lazy: a prerendered page (scripts/prerender.mjs) preloads its page's
 * code before hydrating (`handle.preload`, main.tsx), so it hydrates in one pass without suspending.
 */
const pages = () => import('../features/marketing-pages');
const BusinessPage = screenLoader(() => pages().then((m) => m.BusinessPage));
const PricingPage = screenLoader(() => pages().then((m) => m.PricingPage));
const WhyPage = screenLoader(() => pages().then((m) => m.WhyPage));
const MembershipPage = screenLoader(() => pages().then((m) => m.MembershipPage));
const FitnessPage = screenLoader(() => pages().then((m) => m.FitnessPage));
const GolfPage = screenLoader(() => pages().then((m) => m.GolfPage));
const RacquetsPage = screenLoader(() => pages().then((m) => m.RacquetsPage));
const ThankYouPage = screenLoader(() => pages().then((m) => m.ThankYouPage));
const FindPlayersPage = screenLoader(() => pages().then((m) => m.FindPlayersPage));
const MobileAppPage = screenLoader(() => pages().then((m) => m.MobileAppPage));
const WidgetPage = screenLoader(() => pages().then((m) => m.WidgetPage));
const UnsubscribePage = screenLoader(() => import('../features/notifications').then((m) => m.UnsubscribePage));
const SignUpPage = screenLoader(() => import('../features/marketing-signup').then((m) => m.SignUpPage));
const MembershipsPage = screenLoader(() => import('../features/plans').then((m) => m.PublicMembershipsPage));

/** What a route's `handle` may carry: the code its page needs, to load before hydrating or prerendering. */
export interface RouteHandle {
  preload?: () => Promise<unknown>;
}

const LESSONS_ALL_TYPES = '/private/lessons/-1';

/** After sign-up: the lesson-provider plan goes to all service types (spec 1 section 4) once that screen exists. */
function landingAfterSignUp(user: SessionUser, plan: string): string {
  if (plan === 'lessonproviderplan' && isBuiltPath(LESSONS_ALL_TYPES)) return LESSONS_ALL_TYPES;
  return isBuiltPath('/private/profile') ? '/private/profile' : landingFor(user);
}

/** A public page's router path; it must be in the contracts' page table, which the server answers 200 (others 404). */
export const pagePath = (path: PublicPagePath) => path.slice(1);

function page<P extends object>(path: PublicPagePath, loader: ScreenLoader<P>, props: P): RouteObject {
  const handle: RouteHandle = { preload: loader.preload };
  return { path: pagePath(path), element: <loader.Screen {...props} />, handle };
}

/** Public routes inside the public layout (header and footer). /athlete, /terms and /privacy are server redirects. */
export const publicSiteRoutes: RouteObject[] = [
  page('/club_management_software', BusinessPage, {}),
  page('/social_engage', BusinessPage, { scrollToNewsFeed: true }),
  page('/newsfeed', BusinessPage, { scrollToNewsFeed: true }),
  page('/engage', BusinessPage, { scrollToNewsFeed: true }),
  page('/pricing-and-features', PricingPage, {}),
  page('/code/:code', PricingPage, {}),
  page('/why-fairplay', WhyPage, {}),
  page('/membership_advantage', MembershipPage, {}),
  page('/fitness_yoga_swim_cycle_gym', FitnessPage, {}),
  page('/golf', GolfPage, {}),
  page('/racquets', RacquetsPage, {}),
  page('/thank-you', ThankYouPage, {}),
  page('/find_tennis_players', FindPlayersPage, {}),
  page('/mobile_app_market', MobileAppPage, {}),
  page('/sign-up', SignUpPage, { landingAfterSignUp }),
  page('/unsubscribe/:token', UnsubscribePage, {}),
  page('/memberships/:uid', MembershipsPage, {}),
  page('/memberships/:uid/:planId', MembershipsPage, {}),
  page('/out/:section/:uid', MembershipsPage, {}),
  page('/out/:section/:uid/:planId', MembershipsPage, {}),
  { path: pagePath('/lesson_management'), element: <Navigate to="/" replace /> },
];

/** /widget has no header or footer. */
export const widgetRoute: RouteObject = page('/widget', WidgetPage, {});

import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { PublicPagePath, SessionUser } from '@fairplay/contracts';
import { Lazy } from './lazy';
import { isBuiltPath, landingFor } from './screens';

/** The marketing pages load as their own chunk, apart from the welcome page and the private area. */
const pages = () => import('../features/marketing-pages');
const BusinessPage = lazy(() => pages().then((m) => ({ default: m.BusinessPage })));
const PricingPage = lazy(() => pages().then((m) => ({ default: m.PricingPage })));
const WhyPage = lazy(() => pages().then((m) => ({ default: m.WhyPage })));
const MembershipPage = lazy(() => pages().then((m) => ({ default: m.MembershipPage })));
const FitnessPage = lazy(() => pages().then((m) => ({ default: m.FitnessPage })));
const GolfPage = lazy(() => pages().then((m) => ({ default: m.GolfPage })));
const RacquetsPage = lazy(() => pages().then((m) => ({ default: m.RacquetsPage })));
const ThankYouPage = lazy(() => pages().then((m) => ({ default: m.ThankYouPage })));
const FindPlayersPage = lazy(() => pages().then((m) => ({ default: m.FindPlayersPage })));
const MobileAppPage = lazy(() => pages().then((m) => ({ default: m.MobileAppPage })));
const WidgetPage = lazy(() => pages().then((m) => ({ default: m.WidgetPage })));
const UnsubscribePage = lazy(() => import('../features/notifications').then((m) => ({ default: m.UnsubscribePage })));
const SignUpPage = lazy(() => import('../features/marketing-signup').then((m) => ({ default: m.SignUpPage })));

const LESSONS_ALL_TYPES = '/private/lessons/-1';

/** After sign-up: the lesson-provider plan goes to all service types (spec 1 section 4) once that screen exists. */
function landingAfterSignUp(user: SessionUser, plan: string): string {
  if (plan === 'lessonproviderplan' && isBuiltPath(LESSONS_ALL_TYPES)) return LESSONS_ALL_TYPES;
  return isBuiltPath('/private/profile') ? '/private/profile' : landingFor(user);
}

/** A public page's router path; it must be in the contracts' page table, which the server answers 200 (others 404). */
export const pagePath = (path: PublicPagePath) => path.slice(1);

const page = (path: PublicPagePath, element: React.ReactElement): RouteObject => ({
  path: pagePath(path),
  element: <Lazy>{element}</Lazy>,
});

/** Public routes inside the public layout (header and footer). /athlete, /terms and /privacy are server redirects. */
export const publicSiteRoutes: RouteObject[] = [
  page('/club_management_software', <BusinessPage />),
  page('/social_engage', <BusinessPage scrollToNewsFeed />),
  page('/newsfeed', <BusinessPage scrollToNewsFeed />),
  page('/engage', <BusinessPage scrollToNewsFeed />),
  page('/pricing-and-features', <PricingPage />),
  page('/code/:code', <PricingPage />),
  page('/why-fairplay', <WhyPage />),
  page('/membership_advantage', <MembershipPage />),
  page('/fitness_yoga_swim_cycle_gym', <FitnessPage />),
  page('/golf', <GolfPage />),
  page('/racquets', <RacquetsPage />),
  page('/thank-you', <ThankYouPage />),
  page('/find_tennis_players', <FindPlayersPage />),
  page('/mobile_app_market', <MobileAppPage />),
  page('/sign-up', <SignUpPage landingAfterSignUp={landingAfterSignUp} />),
  page('/unsubscribe/:token', <UnsubscribePage />),
  { path: pagePath('/lesson_management'), element: <Navigate to="/" replace /> },
];

/** /widget has no header or footer. */
export const widgetRoute: RouteObject = page('/widget', <WidgetPage />);

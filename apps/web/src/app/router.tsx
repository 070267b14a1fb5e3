import type { ReactElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadResetPasswordPage, loadVerifiedPage } from '../features/auth';
import { WelcomePage } from '../features/marketing-welcome';
import { NotFoundPage } from '../features/not-found';
import { PrivateIndex } from './guards/PrivateIndex';
import { RequireAuth } from './guards/RequireAuth';
import { ScreenGate } from './guards/ScreenGate';
import { queryClient } from './query-client';
import { PRIVATE_SCREENS, type BuiltScreenKey } from './screens';
import { AppErrorPage } from './shell/AppErrorPage';
import { LoginRoute } from './shell/LoginRoute';
import { PublicLayout } from './shell/PublicLayout';
import { RootLayout } from './shell/RootLayout';
import { screenLoader } from './screen-loader';
import { pagePath, publicSiteRoutes, widgetRoute } from './public-routes';

/** The court sheet's data is requested as soon as its code arrives, not after the screen is revealed. */
const importCourtSheet = () => import('../features/court-sheet');
let courtSheetModule: ReturnType<typeof importCourtSheet> | null = null;
function loadCourtSheet() {
  courtSheetModule ??= importCourtSheet().then((m) => {
    m.prefetchCourtSheet(queryClient, window.location.search);
    return m;
  });
  return courtSheetModule;
}

/** The private area loads as separate chunks: a visitor of the public site never downloads it. */
const privateLayout = screenLoader(() => import('./shell/PrivateLayout').then((m) => m.PrivateLayout));
const chooseBusiness = screenLoader(() => import('./shell/ChooseBusinessScreen').then((m) => m.ChooseBusinessScreen));
const profile = screenLoader(() => import('../features/profile').then((m) => m.ProfilePage));
const settings = screenLoader(() => import('../features/settings').then((m) => m.SettingsPage));
const courtSheet = screenLoader(() => loadCourtSheet().then((m) => m.CourtSheetPage));
const courtListing = screenLoader(() => loadCourtSheet().then((m) => m.CourtListingPage));
const resetPassword = screenLoader(loadResetPasswordPage);
const verified = screenLoader(loadVerifiedPage);
const timeRule = screenLoader(() => import('../features/availability-rules').then((m) => m.RuleFormPage));
const courtEditor = screenLoader(() => import('../features/courts').then((m) => m.CourtEditorPage));
const memberImport = screenLoader(() => import('../features/member-import').then((m) => m.MemberImportPage));
const memberDetail = screenLoader(() => import('./screens/MemberDetailScreen').then((m) => m.MemberDetailScreen));
const memberHome = screenLoader(() => import('../features/member-home').then((m) => m.MemberHomePage));
const myMembership = screenLoader(() => import('../features/my-membership').then((m) => m.MyMembershipPage));
const freeTimes = screenLoader(() => import('../features/free-slots').then((m) => m.FreeSlotsPage));
const checkinDesk = screenLoader(() => import('../features/checkin-desk').then((m) => m.CheckinDeskPage));
const members = screenLoader(() => import('./screens/CustomersScreen').then((m) => m.CustomersScreen));
const publicMembers = screenLoader(() => import('../features/members').then((m) => m.PublicMembersPage));
const family = screenLoader(() => import('../features/families').then((m) => m.FamilyPage));
const groups = screenLoader(() => import('../features/groups').then((m) => m.GroupsPage));
const group = screenLoader(() => import('../features/groups').then((m) => m.GroupPage));
const memberGroups = screenLoader(() => import('../features/groups').then((m) => m.MemberGroupsPage));
const staffScreen = screenLoader(() => import('../features/staff').then((m) => m.StaffPage));
const rolesScreen = screenLoader(() => import('../features/staff').then((m) => m.RolesPage));
const restrictionsScreen = screenLoader(() => import('../features/restrictions').then((m) => m.RestrictionsPage));
const notifications = screenLoader(() => import('../features/notifications').then((m) => m.NotificationsPage));
const addOns = screenLoader(() => import('../features/add-ons').then((m) => m.AddOnsPage));
const payments = screenLoader(() => import('../features/payments').then((m) => m.PaymentsPage));
const lessonsScreen = screenLoader(() => import('../features/lessons').then((m) => m.LessonsPage));
const lessonScreen = screenLoader(() => import('../features/lessons').then((m) => m.LessonPage));
const coachAvailabilityScreen = screenLoader(() => import('../features/coaches').then((m) => m.CoachAvailabilityPage));
const plansScreen = screenLoader(() => import('../features/plans').then((m) => m.PlansPage));
const reportsScreen = screenLoader(() => import('../features/reports').then((m) => m.ReportsPage));
const updatePlanScreen = screenLoader(() => import('../features/subscription').then((m) => m.UpdatePlanPage));

// Opening the app on a private page: its layout's code (and the court sheet's, the usual landing screen) load
// beside the users/info request instead of after it. A failure here is retried when the screen renders.
if (typeof window !== 'undefined' && window.location.pathname.startsWith('/private/')) {
  privateLayout.preload().catch(() => undefined);
  if (window.location.pathname === '/private/dashboard') courtSheet.preload().catch(() => undefined);
}

/** Every built private screen needs its element here (the registry in screens.ts lists them). */
const SCREEN_ELEMENTS: Record<BuiltScreenKey, ReactElement> = {
  dashboard: <courtSheet.Screen />,
  profile: <profile.Screen />,
  memberships: <chooseBusiness.Screen />,
  settings: <settings.Screen />,
  court: <courtEditor.Screen />,
  courtlisting: <courtListing.Screen />,
  timerule: <timeRule.Screen />,
  memberimport: <memberImport.Screen />,
  memberdetail: <memberDetail.Screen />,
  home: <memberHome.Screen />,
  mymembership: <myMembership.Screen />,
  freetimes: <freeTimes.Screen />,
  checkin: <checkinDesk.Screen />,
  members: <members.Screen />,
  publicmembers: <publicMembers.Screen />,
  family: <family.Screen />,
  groups: <groups.Screen />,
  group: <group.Screen />,
  groupmember: <memberGroups.Screen />,
  groupmemberType: <memberGroups.Screen />,
  staff: <staffScreen.Screen />,
  roles: <rolesScreen.Screen />,
  restrictions: <restrictionsScreen.Screen />,
  notifications: <notifications.Screen />,
  addons: <addOns.Screen />,
  payment: <payments.Screen />,
  lessons: <lessonsScreen.Screen />,
  lesson: <lessonScreen.Screen />,
  coachavailability: <coachAvailabilityScreen.Screen />,
  plans: <plansScreen.Screen />,
  updateplan: <updatePlanScreen.Screen />,
  reports: <reportsScreen.Screen />,
  report: <reportsScreen.Screen />,
};

const privateScreens: RouteObject[] = PRIVATE_SCREENS.map((screen) => ({
  path: screen.path.replace(/^\/private\//, ''),
  element: <ScreenGate screen={screen.key}>{SCREEN_ELEMENTS[screen.key]}</ScreenGate>,
}));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <AppErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <WelcomePage /> },
          { path: pagePath('/login'), element: <LoginRoute /> },
          { path: pagePath('/verified'), element: <verified.Screen /> },
          { path: pagePath('/email-verified'), element: <verified.Screen /> },
          { path: pagePath('/reset-password'), element: <resetPassword.Screen /> },
          ...publicSiteRoutes,
          { path: 'NotFound', element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      widgetRoute,
      {
        path: 'private',
        element: (
          <RequireAuth>
            <privateLayout.Screen />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <PrivateIndex /> },
          ...privateScreens,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The browser's router (main.tsx); the prerender (prerender.tsx) renders the same routes in memory. */
export const createAppRouter = () => createBrowserRouter(routes);

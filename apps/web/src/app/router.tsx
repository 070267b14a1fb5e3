import { lazy, type ReactElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ResetPasswordPage, VerifiedPage } from '../features/auth';
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
import { Lazy } from './lazy';
import { publicSiteRoutes, widgetRoute } from './public-routes';

/** The private area loads as separate chunks: a visitor of the public site never downloads it. */
const PrivateLayout = lazy(() => {
  // The court sheet is the usual landing screen: fetch its code alongside the layout's rather than after it.
  if (window.location.pathname === '/private/dashboard') void loadCourtSheet();
  return import('./shell/PrivateLayout').then((m) => ({ default: m.PrivateLayout }));
});
const ChooseBusinessScreen = lazy(() => import('./shell/ChooseBusinessScreen').then((m) => ({ default: m.ChooseBusinessScreen })));
const ProfilePage = lazy(() => import('../features/profile').then((m) => ({ default: m.ProfilePage })));
const SettingsPage = lazy(() => import('../features/settings').then((m) => ({ default: m.SettingsPage })));
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
const CourtSheetPage = lazy(() => loadCourtSheet().then((m) => ({ default: m.CourtSheetPage })));
const CourtListingPage = lazy(() => loadCourtSheet().then((m) => ({ default: m.CourtListingPage })));
const CourtEditorPage = lazy(() => import('../features/courts').then((m) => ({ default: m.CourtEditorPage })));

/** Every built private screen needs its element here (the registry in screens.ts lists them). */
const SCREEN_ELEMENTS: Record<BuiltScreenKey, ReactElement> = {
  dashboard: <CourtSheetPage />,
  profile: <ProfilePage />,
  memberships: <ChooseBusinessScreen />,
  settings: <SettingsPage />,
  court: <CourtEditorPage />,
  courtlisting: <CourtListingPage />,
};

const privateScreens: RouteObject[] = PRIVATE_SCREENS.map((screen) => ({
  path: screen.path.replace(/^\/private\//, ''),
  element: (
    <ScreenGate screen={screen.key}>
      <Lazy>{SCREEN_ELEMENTS[screen.key]}</Lazy>
    </ScreenGate>
  ),
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
          { path: 'login', element: <LoginRoute /> },
          { path: 'verified', element: <VerifiedPage /> },
          { path: 'email-verified', element: <VerifiedPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
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
            <Lazy>
              <PrivateLayout />
            </Lazy>
          </RequireAuth>
        ),
        children: [{ index: true, element: <PrivateIndex /> }, ...privateScreens, { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

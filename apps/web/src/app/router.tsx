import type { ReactElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ResetPasswordPage, VerifiedPage } from '../features/auth';
import { WelcomePage } from '../features/marketing-welcome';
import { NotFoundPage } from '../features/not-found';
import { ProfilePage } from '../features/profile';
import { PrivateIndex } from './guards/PrivateIndex';
import { RequireAuth } from './guards/RequireAuth';
import { ScreenGate } from './guards/ScreenGate';
import { PRIVATE_SCREENS, type BuiltScreenKey } from './screens';
import { AppErrorPage } from './shell/AppErrorPage';
import { ChooseBusinessScreen } from './shell/ChooseBusinessScreen';
import { LoginRoute } from './shell/LoginRoute';
import { PrivateLayout } from './shell/PrivateLayout';
import { PublicLayout } from './shell/PublicLayout';
import { RootLayout } from './shell/RootLayout';

/** Every built private screen needs its element here (the registry in screens.ts lists them). */
const SCREEN_ELEMENTS: Record<BuiltScreenKey, ReactElement> = {
  profile: <ProfilePage />,
  memberships: <ChooseBusinessScreen />,
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
          { path: 'login', element: <LoginRoute /> },
          { path: 'verified', element: <VerifiedPage /> },
          { path: 'email-verified', element: <VerifiedPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'NotFound', element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'private',
        element: (
          <RequireAuth>
            <PrivateLayout />
          </RequireAuth>
        ),
        children: [{ index: true, element: <PrivateIndex /> }, ...privateScreens, { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

import { useCallback, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '@fairplay/contracts';
import { useSessionUser } from '../../api/session';
import { AuthModalProvider, LazyAuthModal } from '../../features/auth';
import { markHydrated } from '../../ui/hydration';
import { pathAfterSignIn, wantedPathOf } from '../screens';
import { useDocumentMeta } from './useDocumentMeta';

/** Hosts the auth modal for every page; on /login it stays open until the user signs in or closes it. */
export function RootLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const { signedIn } = useSessionUser();
  useDocumentMeta();
  // Runs once the whole tree is live, prerendered or not (the public pages do not suspend).
  useEffect(markHydrated, []);
  const onLoginRoute = location.pathname.toLowerCase() === '/login';

  const onClosed = useCallback(() => {
    if (onLoginRoute) void navigate('/', { replace: true });
  }, [onLoginRoute, navigate]);

  const onSignedIn = (user: SessionUser, via: 'login' | 'register') => {
    const target =
      via === 'register' && user.user_type === 'bu'
        ? '/private/profile'
        : pathAfterSignIn(user, wantedPathOf(location.state));
    void navigate(target, { replace: onLoginRoute });
  };

  return (
    <AuthModalProvider forceOpen={onLoginRoute && !signedIn} onClosed={onClosed}>
      <Outlet />
      <LazyAuthModal onSignedIn={onSignedIn} />
    </AuthModalProvider>
  );
}

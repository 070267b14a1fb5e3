import { Navigate, useLocation } from 'react-router';
import { useSessionUser } from '../../api/session';
import { WelcomePage } from '../../features/marketing-welcome';
import { pathAfterSignIn, wantedPathOf } from '../screens';

/** /login: the welcome page with the sign-in modal open (RootLayout keeps it open on this route). */
export function LoginRoute() {
  const { signedIn, user } = useSessionUser();
  const location = useLocation();
  if (signedIn && user) return <Navigate to={pathAfterSignIn(user, wantedPathOf(location.state))} replace />;
  return <WelcomePage />;
}

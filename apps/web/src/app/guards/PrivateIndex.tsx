import { Navigate } from 'react-router';
import { useCurrentUser } from '../../api/session';
import { landingFor } from '../screens';

/** /private on its own goes to the user's landing screen. */
export function PrivateIndex() {
  return <Navigate to={landingFor(useCurrentUser())} replace />;
}

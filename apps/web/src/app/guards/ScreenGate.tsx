import type { ReactNode } from 'react';
import { useCurrentUser } from '../../api/session';
import { NotFoundPage } from '../../features/not-found';
import { canOpenScreen, type BuiltScreenKey } from '../screens';

/** A private screen the user's role does not offer shows the not-found page (spec 1 section 2). */
export function ScreenGate({ screen, children }: { screen: BuiltScreenKey; children: ReactNode }) {
  const user = useCurrentUser();
  return canOpenScreen(user, screen) ? children : <NotFoundPage />;
}

import { lazy, Suspense, useState } from 'react';
import type { SessionUser } from '@fairplay/contracts';
import { useAuthModal } from '../state/auth-modal';

/** The forms (and their validation) are a chunk of their own: a visitor who never signs in never downloads them. */
const AuthModal = lazy(() => import('./AuthModal').then((m) => ({ default: m.AuthModal })));

/** Mounts the sign-in modal once it is first asked for (then keeps it, so it closes with its transition). */
export function LazyAuthModal({ onSignedIn }: { onSignedIn: (user: SessionUser, via: 'login' | 'register') => void }) {
  const { opened } = useAuthModal();
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal onSignedIn={onSignedIn} />
    </Suspense>
  );
}

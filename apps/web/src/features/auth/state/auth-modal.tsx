import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';

export type AuthView = 'login' | 'register' | 'forgot';

interface AuthModalState {
  opened: boolean;
  view: AuthView;
  /** A note shown on the login view, e.g. after a reset request. */
  notice: string | null;
  open: (view?: AuthView) => void;
  show: (view: AuthView, notice?: string | null) => void;
  /** Closed by the user: resets to login and tells the owner (who may leave /login). */
  close: () => void;
  /** Closed because the user is signed in and about to be taken elsewhere. */
  dismiss: () => void;
}

const AuthModalContext = createContext<AuthModalState | null>(null);

interface AuthModalProviderProps {
  children: ReactNode;
  /** Keeps the modal open whatever its own state says (the /login route). */
  forceOpen?: boolean;
  onClosed?: () => void;
}

/** Which auth view is showing (spec 1 section 4): switching clears errors, closing resets to login. */
export function AuthModalProvider({ children, forceOpen = false, onClosed }: AuthModalProviderProps) {
  const [opened, setOpened] = useState(false);
  const [view, setView] = useState<AuthView>('login');
  const [notice, setNotice] = useState<string | null>(null);

  const show = useCallback((next: AuthView, nextNotice: string | null = null) => {
    setView(next);
    setNotice(nextNotice);
  }, []);
  const open = useCallback(
    (next: AuthView = 'login') => {
      show(next);
      setOpened(true);
    },
    [show],
  );
  const close = useCallback(() => {
    setOpened(false);
    show('login');
    onClosed?.();
  }, [show, onClosed]);

  const dismiss = useCallback(() => {
    setOpened(false);
    show('login');
  }, [show]);

  const value = useMemo(
    () => ({ opened: opened || forceOpen, view, notice, open, show, close, dismiss }),
    [opened, forceOpen, view, notice, open, show, close, dismiss],
  );
  return <AuthModalContext value={value}>{children}</AuthModalContext>;
}

export function useAuthModal(): AuthModalState {
  const state = use(AuthModalContext);
  if (!state) throw new Error('useAuthModal needs an AuthModalProvider.');
  return state;
}

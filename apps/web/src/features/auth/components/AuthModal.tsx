import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SessionUser } from '@fairplay/contracts';
import { useAuthModal, type AuthView } from '../state/auth-modal';
import { ForgotForm } from './ForgotForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

export const AUTH_TITLES: Record<AuthView, string> = {
  login: 'Sign in',
  register: 'Create your account',
  forgot: 'Reset your password',
};

interface AuthModalProps {
  onSignedIn: (user: SessionUser, via: 'login' | 'register') => void;
}

/** The sign-in / register / forgot-password modal; each view is mounted fresh, so switching clears errors. */
export function AuthModal({ onSignedIn }: AuthModalProps) {
  const { opened, view, close } = useAuthModal();
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={AUTH_TITLES[view]}
      size={view === 'register' ? 'lg' : 'md'}
      fullScreen={narrow === true}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {view === 'login' ? <LoginForm key="login" onSignedIn={(user) => onSignedIn(user, 'login')} /> : null}
      {view === 'register' ? (
        <RegisterForm key="register" onRegistered={(user) => onSignedIn(user, 'register')} />
      ) : null}
      {view === 'forgot' ? <ForgotForm key="forgot" /> : null}
    </Modal>
  );
}

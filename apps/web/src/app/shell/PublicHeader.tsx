import { Button } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSessionUser } from '../../api/session';
import { useAuthModal } from '../../features/auth';
import { Logo } from '../../ui/Logo';
import { landingFor } from '../screens';
import { HeaderBar } from './HeaderBar';

/**
 * Logo and the way in: "Sign in" on wide screens, "My account" on phones; a signed-in visitor gets
 * "My account" straight to their landing screen. (Products, About, Pricing arrive with the marketing pages.)
 */
export function PublicHeader() {
  const { signedIn, user } = useSessionUser();
  const { open } = useAuthModal();
  const accountIcon = <IconUserCircle size={18} aria-hidden="true" />;
  return (
    <HeaderBar>
      <Logo />
      {signedIn ? (
        <Button component={Link} to={user ? landingFor(user) : '/private'} variant="light" leftSection={accountIcon}>
          My account
        </Button>
      ) : (
        <>
          <Button visibleFrom="sm" onClick={() => open('login')}>
            Sign in
          </Button>
          <Button hiddenFrom="sm" variant="light" leftSection={accountIcon} onClick={() => open('login')}>
            My account
          </Button>
        </>
      )}
    </HeaderBar>
  );
}

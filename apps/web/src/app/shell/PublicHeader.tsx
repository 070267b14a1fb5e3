import { Burger, Button, Drawer, Group, Menu, NavLink, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { Link, NavLink as RouterLink, useLocation } from 'react-router';
import { useSessionUser } from '../../api/session';
import { useAuthModal } from '../../features/auth';
import { useDemoModal } from '../../features/marketing-forms';
import { Logo } from '../../ui/Logo';
import { landingFor } from '../screens';
import { HeaderBar } from './HeaderBar';
import { isMarketingPath, NAV_LINKS, PRODUCT_LINKS } from './public-nav';

const linkStyle = {
  fontWeight: 600,
  fontSize: 'var(--mantine-font-size-sm)',
  padding: '6px 10px',
  borderRadius: 'var(--mantine-radius-sm)',
};

function DesktopNav() {
  return (
    <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" wrap="nowrap">
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <UnstyledButton style={linkStyle}>
            <Group gap={4} wrap="nowrap">
              Products <IconChevronDown size={14} aria-hidden="true" />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {PRODUCT_LINKS.map((link) => (
            <Menu.Item key={link.to} component={Link} to={link.to}>
              {link.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {NAV_LINKS.map((link) => (
        <UnstyledButton key={link.to} component={RouterLink} to={link.to} style={linkStyle}>
          {link.label}
        </UnstyledButton>
      ))}
    </Group>
  );
}

/**
 * Logo, Products (Racquet Sports, Golf), About, Pricing, Why Fairplay; "Sign in" on wide screens and
 * "My account" on phones; a Private Demo button on marketing pages (spec 1 section 2).
 */
export function PublicHeader() {
  const { signedIn, user } = useSessionUser();
  const { open } = useAuthModal();
  const demo = useDemoModal();
  const { pathname } = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  const accountIcon = <IconUserCircle size={18} aria-hidden="true" />;
  return (
    <HeaderBar>
      <Group gap="lg" wrap="nowrap">
        <Logo />
        <DesktopNav />
      </Group>
      <Group gap="xs" wrap="nowrap">
        {isMarketingPath(pathname) ? (
          <Button variant="outline" visibleFrom="xs" onClick={demo.open}>
            Private Demo
          </Button>
        ) : null}
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
        <Burger opened={menuOpened} onClick={menu.toggle} hiddenFrom="md" size="sm" aria-label="Open navigation" />
      </Group>
      <Drawer opened={menuOpened} onClose={menu.close} title="Menu" position="right" size="xs" hiddenFrom="md">
        <Stack component="nav" aria-label="Mobile" gap={2}>
          {[...PRODUCT_LINKS, ...NAV_LINKS].map((link) => (
            <NavLink key={link.to} component={Link} to={link.to} label={link.label} onClick={menu.close} />
          ))}
          <Button
            mt="md"
            variant="outline"
            onClick={() => {
              menu.close();
              demo.open();
            }}
          >
            Private Demo
          </Button>
        </Stack>
      </Drawer>
    </HeaderBar>
  );
}

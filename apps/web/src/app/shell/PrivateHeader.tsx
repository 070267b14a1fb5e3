import { Box, Burger, Container, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '@fairplay/contracts';
import type { NavLink } from '@fairplay/domain';
import { ClubSwitcher } from '../../features/club-switcher';
import { NotificationBell } from '../../features/notifications';
import { Logo } from '../../ui/Logo';
import { ServiceTypeHeaderControls } from '../../features/service-types';
import { builtLinks, builtPathOr, isBuiltPath, landingFor } from '../screens';
import { HeaderBar } from './HeaderBar';
import { DrawerNavLinks, HeaderNavLinks } from './NavLinks';
import { SettingsMenu } from './SettingsMenu';

const LESSONS_ALL_TYPES = '/private/lessons/-1';

/** The wide header's second row: the role's links, the ones without room folded into More. */
function LinksRow({ links }: { links: NavLink[] }) {
  return (
    <Box visibleFrom="md" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      {/* Its height is the one screens that fill the window leave for it (global.css). */}
      <Container size="xl" h="calc(var(--fp-header-links) - 1px)" style={{ display: 'flex', alignItems: 'center' }}>
        <HeaderNavLinks links={links} />
      </Container>
    </Box>
  );
}

/** The signed-in header: role-filtered links (in a drawer on phones), the club, the user and the gear menu. */
export function PrivateHeader({ user }: { user: SessionUser }) {
  const [drawerOpened, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const links = builtLinks(user);
  const barLinks = links.filter((link) => link.placement === 'bar');
  const gearLinks = links.filter((link) => link.placement === 'gear');
  const fullName = `${user.first_name} ${user.last_name}`.trim();

  return (
    <>
      <HeaderBar below={barLinks.length > 0 ? <LinksRow links={barLinks} /> : undefined}>
        {/* Short of room (a large text setting), the club's name and the location list give way first; the logo
            is clipped rather than covered. */}
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1, overflow: 'hidden', padding: 4, margin: -4 }}>
          {barLinks.length > 0 ? (
            <Burger
              hiddenFrom="md"
              size="sm"
              opened={drawerOpened}
              onClick={drawer.toggle}
              aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
            />
          ) : null}
          <Logo to={landingFor(user)} compact />
          {/* The club's name in full: the links have a row of their own, so it no longer competes with them. */}
          {user.business ? (
            <Text size="sm" fw={600} c="dimmed" truncate visibleFrom="md" title={user.business.name} miw={0}>
              {user.business.name}
            </Text>
          ) : null}
        </Group>
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {user.business ? (
            <Box visibleFrom="sm" style={{ flex: '0 1 260px', minWidth: 140 }}>
              <ClubSwitcher maw="100%" />
            </Box>
          ) : null}
          <ServiceTypeHeaderControls
            user={user}
            onAllTypes={() => navigate(builtPathOr(user, LESSONS_ALL_TYPES))}
            allTypesScreen={isBuiltPath(LESSONS_ALL_TYPES)}
          />
          {user.business && user.member_type ? <NotificationBell /> : null}
          <Text size="sm" fw={600} truncate visibleFrom="lg" maw={180}>
            {fullName}
          </Text>
          <SettingsMenu user={user} links={gearLinks} />
        </Group>
      </HeaderBar>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title="Menu"
        size="xs"
        hiddenFrom="md"
        closeButtonProps={{ 'aria-label': 'Close menu' }}
      >
        <Stack gap="md">
          <div>
            <Text fw={700}>{fullName}</Text>
            {user.business ? (
              <Text size="sm" c="dimmed">
                {user.business.name}
              </Text>
            ) : null}
          </div>
          {user.business ? <ClubSwitcher maw="100%" /> : null}
          <DrawerNavLinks links={barLinks} currentPath={pathname} onNavigate={drawer.close} />
        </Stack>
      </Drawer>
    </>
  );
}

import { Burger, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '@fairplay/contracts';
import { ClubSwitcher } from '../../features/club-switcher';
import { NotificationBell } from '../../features/notifications';
import { Logo } from '../../ui/Logo';
import { ServiceTypeHeaderControls } from '../../features/service-types';
import { builtLinks, builtPathOr, isBuiltPath, landingFor } from '../screens';
import { HeaderBar } from './HeaderBar';
import { DrawerNavLinks, HeaderNavLinks } from './NavLinks';
import { SettingsMenu } from './SettingsMenu';

const LESSONS_ALL_TYPES = '/private/lessons/-1';

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
      <HeaderBar>
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
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
          {user.business ? (
            <Text size="sm" fw={600} c="dimmed" truncate visibleFrom="sm" maw={220} title={user.business.name}>
              {user.business.name}
            </Text>
          ) : null}
        </Group>
        {/* More links than the bar has room for scroll inside it rather than run under the club and user controls
            ('safe center' keeps the first link reachable when they overflow). */}
        <Group
          gap="xs"
          wrap="nowrap"
          visibleFrom="md"
          style={{ flex: 1, justifyContent: 'safe center', minWidth: 0, overflowX: 'auto', scrollbarWidth: 'thin' }}
        >
          <HeaderNavLinks links={barLinks} />
        </Group>
        <Group gap="xs" wrap="nowrap">
          {user.business ? (
            <Group visibleFrom="sm">
              <ClubSwitcher />
            </Group>
          ) : null}
          <ServiceTypeHeaderControls
            user={user}
            onAllTypes={() => navigate(builtPathOr(user, LESSONS_ALL_TYPES))}
            allTypesScreen={isBuiltPath(LESSONS_ALL_TYPES)}
          />
          {user.business && user.member_type ? <NotificationBell /> : null}
          <Text size="sm" fw={600} truncate visibleFrom="sm" maw={180}>
            {fullName}
          </Text>
          <SettingsMenu user={user} links={gearLinks} />
        </Group>
      </HeaderBar>
      <Drawer opened={drawerOpened} onClose={drawer.close} title="Menu" size="xs" hiddenFrom="md">
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

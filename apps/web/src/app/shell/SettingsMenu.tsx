import { Menu, Text } from '@mantine/core';
import { IconButton } from '../../ui/IconButton';
import { IconId, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { NavLink } from '@fairplay/domain';
import type { SessionUser } from '@fairplay/contracts';
import { useLogout } from '../../features/auth';

const GEAR_ICONS: Partial<Record<NavLink['key'], typeof IconUser>> = {
  profile: IconUser,
  settings: IconSettings,
  mymembership: IconId,
};

interface SettingsMenuProps {
  user: SessionUser;
  /** The built gear entries (Profile; Settings once it exists). */
  links: NavLink[];
}

/** The settings gear (spec 1 section 2): Profile, Settings, Logout. */
export function SettingsMenu({ user, links }: SettingsMenuProps) {
  const logout = useLogout();
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <IconButton variant="subtle" color="gray" size="lg" label="Settings menu" icon={<IconSettings size={22} />} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={700} c="dark.7" truncate>
            {user.first_name} {user.last_name}
          </Text>
          {user.business ? (
            <Text size="xs" c="dimmed" truncate>
              {user.business.name}
            </Text>
          ) : null}
        </Menu.Label>
        {links.map((link) => {
          const Icon = GEAR_ICONS[link.key] ?? IconSettings;
          return (
            <Menu.Item
              key={link.key}
              component={Link}
              to={link.path}
              leftSection={<Icon size={16} aria-hidden="true" />}
            >
              {link.label}
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

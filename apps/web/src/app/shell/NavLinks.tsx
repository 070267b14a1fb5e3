import { NavLink as MantineNavLink, UnstyledButton } from '@mantine/core';
import { NavLink as RouterNavLink } from 'react-router';
import type { NavLink } from '@fairplay/domain';

/** Bar links in the wide header; the active one is marked with aria-current="page". */
export function HeaderNavLinks({ links }: { links: NavLink[] }) {
  return (
    <nav aria-label="Main">
      <ul style={{ display: 'flex', gap: 4, listStyle: 'none', margin: 0, padding: 0 }}>
        {links.map((link) => (
          <li key={link.key}>
            <UnstyledButton component={RouterNavLink} to={link.path} className="fp-nav-link">
              {link.label}
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The same links, stacked, for the mobile drawer. */
export function DrawerNavLinks({
  links,
  currentPath,
  onNavigate,
}: {
  links: NavLink[];
  currentPath: string;
  onNavigate: () => void;
}) {
  return (
    <nav aria-label="Main">
      {links.map((link) => (
        <MantineNavLink
          key={link.key}
          component={RouterNavLink}
          to={link.path}
          label={link.label}
          active={currentPath === link.path}
          onClick={onNavigate}
          fw={600}
        />
      ))}
    </nav>
  );
}

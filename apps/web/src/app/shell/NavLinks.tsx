import { Menu, NavLink as MantineNavLink, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { fittingLinkCount, type NavLink } from '@fairplay/domain';

/** The gap between two bar items, in pixels (the list's CSS gap). */
const GAP = 4;

/**
 * The room the bar has and each link's width. A hidden copy of the links (and of More) is measured, so the widths
 * are known before any link is folded and stay right when the fold changes.
 */
function useFold(links: NavLink[]) {
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(links.length);
  const labels = links.map((link) => link.label).join('\n');

  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return;
    const fit = () => {
      const items = Array.from(measure.children) as HTMLElement[];
      const more = items.pop();
      const widths = items.map((item) => item.getBoundingClientRect().width);
      const available = nav.getBoundingClientRect().width;
      setCount(fittingLinkCount(widths, available, more?.getBoundingClientRect().width ?? 0, GAP));
    };
    fit();
    // The row's width and each link's own (a web font arriving, a larger text setting) both move the fold.
    const observer = new ResizeObserver(fit);
    observer.observe(nav);
    for (const item of Array.from(measure.children)) observer.observe(item);
    return () => observer.disconnect();
  }, [labels]);

  return { navRef, measureRef, count: Math.min(count, links.length) };
}

/**
 * Bar links in the wide header, in one row; the ones the row has no room for fold into a "More" menu, so every
 * link stays visible and clickable at any width. The active one is marked with aria-current="page".
 */
export function HeaderNavLinks({ links }: { links: NavLink[] }) {
  const { pathname } = useLocation();
  const { navRef, measureRef, count } = useFold(links);
  const shown = links.slice(0, count);
  const folded = links.slice(count);
  const moreActive = folded.some((link) => pathname === link.path || pathname.startsWith(`${link.path}/`));

  return (
    <nav aria-label="Main" ref={navRef} style={{ position: 'relative', width: '100%', minWidth: 0 }}>
      <div
        ref={measureRef}
        aria-hidden="true"
        style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden', visibility: 'hidden', display: 'flex' }}
      >
        {links.map((link) => (
          <span key={link.key} className="fp-nav-link" style={{ flexShrink: 0 }}>
            {link.label}
          </span>
        ))}
        <span className="fp-nav-link" style={{ flexShrink: 0 }}>
          <MoreLabel />
        </span>
      </div>
      <ul style={{ display: 'flex', gap: GAP, listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((link) => (
          <li key={link.key}>
            <UnstyledButton component={RouterNavLink} to={link.path} className="fp-nav-link">
              {link.label}
            </UnstyledButton>
          </li>
        ))}
        {folded.length > 0 ? (
          <li>
            <Menu position="bottom-start" shadow="md" withinPortal>
              <Menu.Target>
                <UnstyledButton className="fp-nav-link" data-active={moreActive || undefined}>
                  <MoreLabel />
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                {folded.map((link) => (
                  <Menu.Item key={link.key} component={RouterNavLink} to={link.path}>
                    {link.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

function MoreLabel() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      More <IconChevronDown size={14} aria-hidden="true" />
    </span>
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

import type { CSSProperties } from 'react';

/**
 * The actions column of a settings table stays at the right edge while the table scrolls sideways, so a phone
 * reaches each row's Edit and the add button without scrolling to the end (issue 15).
 */
export const STICKY_ACTIONS: CSSProperties = {
  position: 'sticky',
  right: 0,
  background: 'var(--mantine-color-body)',
  boxShadow: '-6px 0 6px -6px rgb(0 0 0 / 25%)',
};

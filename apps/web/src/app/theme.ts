import {
  Badge,
  createTheme,
  InputWrapper,
  Notification,
  TableScrollContainer,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/**
 * Teal, darkened at the top so that white text on the primary shade (8, #087f5b) and its hover shade (9)
 * both pass WCAG AA (5.0:1 and 7.1:1).
 */
const fairplay: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#12b886',
  '#0ca678',
  '#087f5b',
  '#066649',
];

export const theme = createTheme({
  colors: { fairplay },
  primaryColor: 'fairplay',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: { fontWeight: '800' },
  // People who ask their system for less motion get menus, dialogs and notices without their transitions.
  respectReducedMotion: true,
  components: {
    // A filled badge picks black or white text by its background (a yellow or green one with white text fails
    // WCAG AA's 4.5:1 for its small bold type).
    Badge: Badge.extend({ defaultProps: { autoContrast: true } }),
    // Required inputs carry the required attribute (announced by screen readers) without a " *" in their label,
    // so every label reads exactly as written; optional fields say so in their description.
    InputWrapper: InputWrapper.extend({ defaultProps: { withAsterisk: false } }),
    // Notices must pass the same checks as pages: a named close button, and the message under a title in
    // gray 7 (8:1) rather than Mantine's gray 6 (3.3:1).
    // A table wider than a phone scrolls sideways: its scroll area takes the keyboard's focus, so people who do not
    // use a mouse can scroll it too (WCAG 2.1.1, axe's scrollable-region-focusable).
    TableScrollContainer: TableScrollContainer.extend({
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
    }),
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notice' } },
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    }),
  },
});

/**
 * Mantine's default dimmed grey (gray 6, 3.3:1 on white) and error red (red 6, 3.6:1) are too faint for small
 * text; gray 7 and red 9 read at 8:1 and 5.6:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: { '--mantine-color-dimmed': current.colors.gray[7], '--mantine-color-error': current.colors.red[9] },
  dark: {},
});

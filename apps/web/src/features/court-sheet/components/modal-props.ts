/** Every court-sheet modal's close (×) button gets a name for screen readers. */
export const CLOSE_BUTTON_PROPS = { 'aria-label': 'Close dialog' } as const;

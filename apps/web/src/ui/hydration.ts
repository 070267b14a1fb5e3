import { useSyncExternalStore } from 'react';

/**
 * Prerendered public pages (scripts/prerender.mjs) arrive as HTML the app then hydrates. Until it has, the root
 * carries `data-prerendered`, and global.css lets no button take a click: a click before the page's code runs
 * would otherwise be lost without a word. Links work without the code and stay clickable.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The page's prerendered markup is live: buttons take clicks from now on. */
export function markHydrated(): void {
  document.getElementById('root')?.removeAttribute(PRERENDERED_ATTRIBUTE);
}

const noSubscription = () => () => undefined;

/**
 * False while prerendering and while hydrating the prerendered markup (so both render the same), true from
 * the next render on. For what only works once the code runs: an input typed into before hydration could
 * lose its text, so such inputs stay read-only until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

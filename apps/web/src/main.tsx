import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import type { RouteHandle } from './app/public-routes';
import { createAppRouter, routes } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={createAppRouter()} />
    </Providers>
  </StrictMode>
);

/**
 * A public page prerendered at build time (scripts/prerender.mjs) is hydrated: its page's code is loaded first,
 * so the first render matches the markup without suspending. Any other page is rendered from scratch.
 */
async function start(root: HTMLElement): Promise<void> {
  if (!root.hasAttribute('data-prerendered')) {
    createRoot(root).render(app);
    return;
  }
  const matches = matchRoutes(routes, window.location) ?? [];
  // A failed load shows the page's spinner: React then renders the page afresh instead of hydrating it.
  await Promise.all(matches.map((match) => (match.route.handle as RouteHandle | undefined)?.preload?.())).catch(
    () => undefined,
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page (one long task that delays the visitor's first tap).
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

void start(container);

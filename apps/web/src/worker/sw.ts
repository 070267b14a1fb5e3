/// <reference lib="webworker" />
/**
 * The service worker (issue 29; built by vite-plugin-pwa's injectManifest, which writes the precache list into
 * `self.__WB_MANIFEST`). It precaches the app shell (index.html, the scripts, styles and icons) so the app starts
 * with no network; a page load still goes to the server first, which renders each page's own title and the
 * prerendered public pages, and only when the network fails is the precached shell answered instead. The server's
 * own pages (API, webhooks, calendar feeds, payment pages: worker/navigation.ts) never are.
 * A new version waits until the person taps "Reload" (UpdatePrompt): no code is swapped under an open booking.
 * API answers are never cached here: the personal day view keeps its own per-user cache (features/offline-day).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NAVIGATION_DENYLIST } from './navigation';

declare const self: ServiceWorkerGlobalScope;

// Registered before the precache's route, which would otherwise answer "/" from the cached index.html even online.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache('/index.html');
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: NAVIGATION_DENYLIST },
  ),
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first version takes the open pages at once (there is no older code to swap); later ones wait for the
// person's "Reload" (workbox-window's messageSkipWaiting).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

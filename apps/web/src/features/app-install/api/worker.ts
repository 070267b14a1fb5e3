import { useSyncExternalStore } from 'react';

/**
 * The service worker's registration (issue 29 point 1), in production builds only: the development server has no
 * built worker, and a worker left from a build would answer its pages. A new version of the app waits (the worker's
 * "waiting" state) until the person taps "Reload" in the prompt: the code is never swapped while they are booking.
 */
let state: { updateReady: boolean } = { updateReady: false };
let update: (() => void) | null = null;
let started = false;
const listeners = new Set<() => void>();

function setUpdateReady(): void {
  state = { updateReady: true };
  for (const listener of listeners) listener();
}

export function registerAppWorker(): void {
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  // Loaded apart from the page's code: workbox-window is needed only once the page is up.
  void import('workbox-window')
    .then(async ({ Workbox }) => {
      const worker = new Workbox('/sw.js', { scope: '/' });
      // A version installed while an older one controls the page waits here for the person's tap.
      worker.addEventListener('waiting', setUpdateReady);
      update = () => {
        worker.addEventListener('controlling', () => window.location.reload());
        worker.messageSkipWaiting();
      };
      await worker.register();
    })
    .catch(() => {
      // No worker (a blocked registration, a private window): the app works as a website.
      started = false;
    });
}

/** Lets the waiting version take over; the page reloads once it controls it. */
export function reloadToUpdate(): void {
  update?.();
}

export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state.updateReady,
    () => false,
  );
}

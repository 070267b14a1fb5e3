/**
 * Which page loads the service worker may answer from its precached app shell when the network fails (issue 29
 * point 1). Never the API, the payment processor's webhooks, the calendar feeds, the sandbox processor's card and
 * authentication pages, the payment provider's set-up page or the server's own documents and redirects: those are
 * the server's answers, and a cached app page in their place would be wrong (a bank's 3-D Secure return landing on
 * a stale shell, a calendar client reading HTML).
 */
const SERVER_ONLY = [
  '/api',
  '/webhooks',
  '/ical',
  '/sandbox',
  '/private/stripe',
  '/athlete',
  '/terms',
  '/privacy',
  '/lesson_management',
  '/assets',
  '/healthz',
  '/readyz',
  '/out',
];

/** True when the path is one of the server-only prefixes above (the prefix itself or anything under it). */
export function isServerOnlyPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return SERVER_ONLY.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The same rule as Workbox's NavigationRoute denylist: one expression per prefix. */
export const NAVIGATION_DENYLIST: RegExp[] = SERVER_ONLY.map(
  (prefix) => new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?:/|$)`, 'i'),
);

import { describe, expect, it } from 'vitest';
import { NAVIGATION_DENYLIST, isServerOnlyPath } from './navigation';

const denied = (path: string) => NAVIGATION_DENYLIST.some((rule) => rule.test(path));

describe('the service worker never answers a server-only page load from the app shell', () => {
  it.each([
    '/api',
    '/api/v1/users/info',
    '/webhooks/stripe',
    '/ical/member/abc.ics',
    '/sandbox/v1/authenticate/pay_1',
    '/private/stripe',
    '/private/stripe/return',
    '/athlete',
    '/terms',
    '/API/v1/x',
  ])('%s is left to the server', (path) => {
    expect(isServerOnlyPath(path)).toBe(true);
    expect(denied(path)).toBe(true);
  });

  it.each(['/', '/private/home', '/private/dashboard', '/memberships/abc', '/apiary', '/icalendar-help', '/login'])(
    '%s may fall back to the app shell',
    (path) => {
      expect(isServerOnlyPath(path)).toBe(false);
      expect(denied(path)).toBe(false);
    },
  );
});

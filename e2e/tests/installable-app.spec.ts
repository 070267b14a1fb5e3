import { expect, test, type Page } from './fixtures.js';
import { signIn } from './support.js';

/** Waits for the page's service worker to be active and controlling it; answers its script URL and scope. */
async function activeWorker(page: Page): Promise<{ script: string; scope: string }> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
    return { script: registration.active?.scriptURL ?? '', scope: registration.scope };
  });
}

test.describe('the installable app (issue 29 point 1)', () => {
  test('a member opening the app gets its worker and manifest; Chromium finds it installable', async ({ page }) => {
    await signIn(page, 'grace.hopper');
    await page.goto('/private/home');
    await expect(page.getByRole('heading', { name: 'Hello, Grace' })).toBeVisible();
    const worker = await activeWorker(page);
    expect(new URL(worker.script).pathname).toBe('/sw.js');
    expect(new URL(worker.scope).pathname).toBe('/');

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    const manifest = await (await page.request.get(manifestHref!)).json();
    expect(manifest).toMatchObject({ start_url: '/private/home', display: 'standalone', theme_color: '#087f5b' });

    // The app shell is in the precache: index.html and the page's own entry script.
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls: string[] = [];
      for (const name of names.filter((cache) => cache.startsWith('workbox-precache'))) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    const entry = await page.locator('script[type="module"][src^="/assets/index-"]').getAttribute('src');
    expect(cached).toContain(entry);
    expect(cached.some((path) => path.startsWith('/api/'))).toBe(false);

    const session = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's browser contexts are incognito ones, where Chromium never installs; no other reason is left.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    const { errors } = (await session.send('Page.getAppManifest')) as { errors: { message: string }[] };
    expect(errors).toEqual([]);
  });

  test('offline, the app starts from its shell, but the server-only addresses are never answered with it', async ({
    page,
    context,
  }) => {
    await signIn(page, 'grace.hopper');
    await page.goto('/private/home');
    await activeWorker(page);
    await context.setOffline(true);
    try {
      await page.goto('/pricing-and-features');
      // The app's own page, rendered by the cached code.
      await expect(page.getByRole('banner')).toBeVisible();
      for (const path of [
        '/api/v1/users/info',
        '/ical/member/nothing.ics',
        '/sandbox/v1/authenticate/x',
        '/webhooks/x',
      ]) {
        await expect(page.goto(path), path).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
      }
    } finally {
      await context.setOffline(false);
    }
  });
});

import { expect, test, type Page } from './fixtures.js';
import { addDays, bookViaApi, clearCourtBetween, clearMemberBetween, TODAY, userId } from './sheet-support.js';
import { authDialog, CLUB, expectAccessible, signIn, signOut } from './support.js';

// The suite blocks service workers (playwright.config.ts); these tests are about it.
test.use({ serviceWorkers: 'allow' });

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

test.describe('the offline day view (issue 29 point 3)', () => {
  test("offline, a member's saved day shows from the device; after sign-out it does not", async ({ page, context }) => {
    const tomorrow = addDays(TODAY, 1);
    await signIn(page, 'owner');
    await clearCourtBetween(page, 'Clay 2', tomorrow, '21:00', '22:00');
    await clearMemberBetween(page, 'Grace Hopper', tomorrow, '21:00', '22:00');
    await bookViaApi(page, 'Clay 2', tomorrow, '21:00', '22:00', { userId: await userId(page, 'Grace Hopper') });

    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, 'grace.hopper');
    await page.goto('/private/home');
    await expect(page.getByRole('heading', { name: 'Hello, Grace' })).toBeVisible();
    const code = (await page.getByTestId('checkin-code').textContent())?.trim();
    expect(code).toBeTruthy();
    await activeWorker(page);
    // Saved in a cache of the member's own, never in the worker's precache.
    await expect
      .poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('fairplay-user-'))))
      .toHaveLength(1);

    await context.setOffline(true);
    try {
      await page.goto('/private/home');
      await expect(page.getByText('You are offline')).toBeVisible();
      await expect(page.getByText(/^Last updated \d{1,2}:\d{2}/)).toBeVisible();
      const tomorrowCard = page.getByRole('region', { name: /^Tomorrow/ });
      await expect(tomorrowCard).toContainText('Clay 2');
      await expect(tomorrowCard).toContainText(/9:00 PM|21:00/);
      await expect(page.getByTestId('offline-checkin-code')).toHaveText(code!);
      await expect(page.getByRole('region', { name: 'Your club' })).toContainText(CLUB);
      // Read only: nothing here books, cancels or pays.
      await expect(page.getByRole('button', { name: /Cancel|Book|Pay/ })).toHaveCount(0);
      await expectAccessible(page);
    } finally {
      await context.setOffline(false);
    }

    await page.goto('/private/home');
    await expect(page.getByRole('heading', { name: 'Hello, Grace' })).toBeVisible();
    await signOut(page);
    expect(
      await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('fairplay-user-'))),
    ).toEqual([]);
    await context.setOffline(true);
    try {
      await page.goto('/private/home');
      await expect(authDialog(page, 'Sign in')).toBeVisible();
      await expect(page.getByText('Clay 2')).toHaveCount(0);
      await expect(page.getByText(code!)).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
  });
});

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

test.describe('the install hint (issue 29 point 2)', () => {
  test('on an iPhone, a member is told how to add the app from the second visit until they dismiss it', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL: baseURL!,
      userAgent: IPHONE_SAFARI,
      viewport: { width: 375, height: 812 },
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      await signIn(page, 'grace.hopper');
      const hint = page.getByRole('region', { name: 'Install the app' });
      await page.goto('/private/home');
      await expect(page.getByRole('heading', { name: 'Hello, Grace' })).toBeVisible();
      await expect(hint).toHaveCount(0);

      await page.reload();
      await expect(page.getByRole('heading', { name: 'Hello, Grace' })).toBeVisible();
      await expect(hint).toContainText('tap Share, then Add to Home Screen');
      await expectAccessible(page, { within: '[aria-label="Install the app"]' });
      await hint.getByRole('button', { name: 'Dismiss the install hint' }).click();
      await expect(hint).toHaveCount(0);

      await page.reload();
      await expect(page.getByRole('heading', { name: 'Hello, Grace' })).toBeVisible();
      await expect(hint).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('a browser with its own install prompt gets no hint', async ({ page }) => {
    await signIn(page, 'grace.hopper');
    await page.goto('/private/home');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hello, Grace' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Install the app' })).toHaveCount(0);
  });
});

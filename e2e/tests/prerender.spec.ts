import { expect, test } from './fixtures.js';
import { authDialog, watchConsole } from './support.js';

// Issue 15: the public marketing pages are prerendered at build time, show before any script runs, and the
// app then hydrates them without a mismatch. Speed itself is measured by the bench, never here.

test.describe('prerendered public pages', () => {
  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });

    test('a marketing page shows its heading, header and footer before any script runs', async ({ page }) => {
      await page.goto('/racquets');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Built for tennis, pickleball, padel and squash clubs',
      );
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute(
        'href',
        '/pricing-and-features',
      );
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' })).toBeVisible();
      await expect(page).toHaveTitle(/Fairplay/);

      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Run your club, not your software');
      await page.goto('/pricing-and-features');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'One flat monthly fee. No cut from your bookings.',
      );
    });

    test('pages that depend on the visitor are left to the app', async ({ page }) => {
      await page.goto('/sign-up?plan=courtandlessonproviderplan');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    });
  });

  test('the served page starts its code after the first paint, and the private pages at once', async ({ request }) => {
    const marketing = await (await request.get('/racquets')).text();
    expect(marketing).toContain('<div id="root" data-prerendered>');
    expect(marketing).not.toMatch(/<script type="module"[^>]*src=/);
    expect(marketing).toMatch(/<link rel="fairplay-module" href="\/assets\/index-[\w-]+\.js">/);
    const sheet = await (await request.get('/private/dashboard')).text();
    expect(sheet).toContain('<div id="root"></div>');
    expect(sheet).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
  });

  test('the app takes a prerendered page over without errors, and its buttons then work', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/racquets');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', { timeout: 30_000 });
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await expect(authDialog(page, 'Sign in')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(authDialog(page, 'Sign in')).toBeHidden();
    // A link to another page navigates within the app once it runs.
    await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'One flat monthly fee. No cut from your bookings.',
    );
    expect(errors).toEqual([]);
  });
});

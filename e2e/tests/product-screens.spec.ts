import { expect, test, type Locator } from './fixtures.js';

/** The picture is in the page with its alt text, and the browser actually decoded it. */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
    .toBeGreaterThan(0);
}

test.describe('pictures of the product on the public site (issue 15)', () => {
  test('the welcome page shows the court sheet, sized, described and loaded lazily', async ({ page }) => {
    await page.goto('/');
    const sheet = page.getByRole('img', { name: /^Fairplay's court sheet: a day of bookings/ });
    await expect(sheet).toHaveAttribute('loading', 'lazy');
    await expect(sheet).toHaveAttribute('width', '960');
    await expect(sheet).toHaveAttribute('height', '600');
    await expectLoaded(sheet);
    await expectLoaded(page.getByRole('img', { name: /^A member's home in Fairplay/ }));
  });

  test('on a phone the welcome page shows the phone court sheet without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const sheet = page.getByRole('img', { name: /^Fairplay's court sheet: a day of bookings/ });
    await expectLoaded(sheet);
    expect(await sheet.evaluate((node: HTMLImageElement) => node.currentSrc)).toContain('court-sheet-phone.webp');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
  });

  test('the business, racquets and app pages show the real screens', async ({ page }) => {
    for (const [path, name] of [
      ['/club_management_software', /^Fairplay's front-desk check-in/],
      ['/racquets', /^Fairplay's court sheet/],
      ['/mobile_app_market', /^A member's home on a phone/],
    ] as const) {
      await page.goto(path);
      await expectLoaded(page.getByRole('img', { name }));
    }
  });
});

import { expect, test } from './fixtures.js';
import { signIn } from './support.js';

test.describe('the signed-in shell by role', () => {
  test('a member sees no staff tools in the header', async ({ page }) => {
    await signIn(page, 'member');
    await page.goto('/private/home');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Settings menu' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Service types', exact: true })).toHaveCount(0);
    await expect(banner.getByRole('button', { name: 'Add service type' })).toHaveCount(0);
    await expect(banner.getByRole('button', { name: 'Archived Service Types' })).toHaveCount(0);
  });

  test("staff's service-type menu lists All and the types; All opens every type's lessons", async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/private/profile');
    await page.getByRole('button', { name: 'Service types', exact: true }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem').nth(1)).toBeVisible();
    // Spec 1: "All plus types"; All is the lessons of every service type (-1) now that the lessons screen exists.
    await menu.getByRole('menuitem', { name: 'All', exact: true }).click();
    await expect(page).toHaveURL(/\/private\/lessons\/-1$/);
  });

  test('the signed-in app has its own footer: the club and the legal links, no marketing', async ({ page }) => {
    await signIn(page, 'member');
    await page.goto('/private/home');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Riverside Racquet & Golf Club');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Pricing' })).toHaveCount(0);
    await expect(footer.getByRole('button', { name: 'Contact us' })).toHaveCount(0);
  });
});

test.describe('icon-only controls', () => {
  test('each has an accessible name and shows it as a tooltip', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/private/dashboard');
    await expect(page.getByRole('region', { name: 'Court sheet' })).toBeVisible();
    for (const name of ['Next day', 'Zoom in', 'Settings menu', 'Add service type', 'Archived Service Types']) {
      const control = page.getByRole('button', { name, exact: true });
      await control.hover();
      await expect(page.getByRole('tooltip', { name })).toBeVisible();
      await page.mouse.move(0, 0);
      await expect(page.getByRole('tooltip', { name })).toHaveCount(0);
    }
    // Every button in the header and the sheet's toolbar speaks: none is an unnamed icon.
    const unnamed = await page
      .getByRole('button')
      .evaluateAll(
        (buttons) =>
          buttons.filter((button) => !button.getAttribute('aria-label') && !(button.textContent ?? '').trim()).length,
      );
    expect(unnamed).toBe(0);
  });
});

test.describe('the club chooser', () => {
  test("explains itself and opens the member's club on its court sheet", async ({ page }) => {
    await signIn(page, 'member');
    await page.goto('/private/home');
    // A member lands on their home (issue 15); the chooser is one link away.
    await expect(page).toHaveURL(/\/private\/home$/);
    await page.getByRole('banner').getByRole('link', { name: 'Memberships' }).click();
    await expect(page).toHaveURL(/\/private\/choose-business$/);
    const clubs = page.getByRole('list', { name: 'Your clubs' });
    const current = clubs.getByRole('listitem').filter({ hasText: 'Current club' });
    await expect(current).toHaveCount(1);
    await current.getByRole('button', { name: /^Open / }).click();
    await expect(page).toHaveURL(/\/private\/dashboard/);
    await expect(page.getByRole('region', { name: 'Court sheet' })).toBeVisible();
  });
});

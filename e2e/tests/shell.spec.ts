import { expect, test } from './fixtures.js';
import {
  authDialog,
  expectAccessible,
  expectNoHorizontalScroll,
  signIn,
  watchConsole,
  signInThroughDialog,
} from './support.js';

test.describe('public shell', () => {
  test('the welcome page offers both paths and the sign-in entry, without console errors', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: "I'm A Business" })).toHaveAttribute(
      'href',
      '/club_management_software',
    );
    await expect(page.getByRole('link', { name: "I'm A Member/Customer" })).toHaveAttribute('href', '/athlete');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await expect(authDialog(page, 'Sign in')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(authDialog(page, 'Sign in')).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('the confirmation pages link home', async ({ page }) => {
    for (const path of ['/verified', '/email-verified']) {
      await page.goto(path);
      await page.getByRole('link', { name: 'Go To Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('an unknown page answers 404 and shows the not-found message', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found · Fairplay');
    await expect(page.getByText('Oops, something went wrong.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  test('each page has its own title and description, also after navigating in the app', async ({ page }) => {
    const response = await page.goto('/pricing-and-features');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Pricing and features · Fairplay');
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute('content', /^One flat monthly price/);
    await page.goto('/');
    await expect(page).toHaveTitle('Fairplay · Club management software');
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).first().click();
    await expect(page).toHaveURL(/\/pricing-and-features$/);
    await expect(page).toHaveTitle('Pricing and features · Fairplay');
    await expect(description).toHaveAttribute('content', /^One flat monthly price/);
    await signInThroughDialog(page, 'admin');
    await expect(page).toHaveURL(/\/private\/dashboard/);
    await expect(page).toHaveTitle('Court sheet · Fairplay');
  });

  test('signing in works with the keyboard alone', async ({ page }) => {
    await page.goto('/login');
    const dialog = authDialog(page, 'Sign in');
    await expect(dialog.getByLabel('Username or e-mail')).toBeFocused();
    await page.keyboard.type('admin');
    await page.keyboard.press('Tab');
    await page.keyboard.type('fairplay1');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/private\/dashboard/);
  });
});

test.describe('accessibility', () => {
  test('the welcome page, the auth dialogs and the profile pass axe', async ({ page }) => {
    await page.goto('/');
    await expectAccessible(page);
    await page.goto('/login');
    await expect(authDialog(page, 'Sign in')).toBeVisible();
    await expectAccessible(page);
    await authDialog(page, 'Sign in').getByRole('button', { name: 'Create an account' }).click();
    await expect(authDialog(page, 'Create your account')).toBeVisible();
    await expectAccessible(page);
    // Signed in, the profile (the court sheet a sign-in lands on is checked in court-sheet.spec.ts).
    await signIn(page, 'owner');
    await page.goto('/private/profile');
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
  });
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('public and private pages fit and the menus work', async ({ page }) => {
    await page.goto('/');
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'My account' }).click();
    await expect(authDialog(page, 'Sign in')).toBeVisible();
    await page.keyboard.press('Escape');
    await signIn(page, 'member');
    await page.goto('/private/home');
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Memberships' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Settings menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/private\/profile$/);
    await expectNoHorizontalScroll(page);
  });
});

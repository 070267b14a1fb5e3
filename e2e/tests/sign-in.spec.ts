import { expect, test } from './fixtures.js';
import { authDialog, CLUB, signInThroughDialog, signOut, watchConsole } from './support.js';

test.describe('signing in', () => {
  test('a wrong password shows "Incorrect Credentials"', async ({ page }) => {
    await page.goto('/login');
    const dialog = authDialog(page, 'Sign in');
    await dialog.getByLabel('Username or e-mail').fill('owner');
    await dialog.getByLabel('Password', { exact: true }).fill('not-the-password1');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByText('Incorrect Credentials')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  // The accountant lands on Payments instead (header-links.spec.ts).
  const staff: { username: string; name: string }[] = [
    { username: 'owner', name: 'Olivia Bennett' },
    { username: 'admin', name: 'Marcus Reid' },
    { username: 'reception', name: 'Priya Shah' },
    { username: 'coach', name: 'Carlos Mendoza' },
  ];
  for (const person of staff) {
    test(`${person.username} lands on the court sheet with staff navigation`, async ({ page }) => {
      const errors = watchConsole(page);
      await signInThroughDialog(page, person.username);
      // Staff with court read land on the court sheet.
      await expect(page).toHaveURL(/\/private\/dashboard/);
      const header = page.getByRole('banner');
      await expect(header.getByText(CLUB)).toBeVisible();
      await expect(header.getByText(person.name, { exact: true })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Memberships' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Settings menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
      await page.keyboard.press('Escape');
      expect(errors).toEqual([]);
    });
  }

  test('member lands on their home and sees the Memberships link', async ({ page }) => {
    await signInThroughDialog(page, 'member');
    await expect(page).toHaveURL(/\/private\/home$/);
    await page.getByRole('banner').getByRole('link', { name: 'Memberships' }).click();
    await expect(page).toHaveURL(/\/private\/choose-business$/);
    await expect(page.getByRole('heading', { name: 'Memberships' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Memberships' })).toBeVisible();
    // The current club opens on its court sheet; choosing it is no dead end.
    await page.getByRole('button', { name: `Open ${CLUB}` }).click();
    await expect(page).toHaveURL(/\/private\/dashboard/);
  });

  test('a signed-out visitor is sent to sign in and brought back', async ({ page }) => {
    await page.goto('/private/profile');
    await expect(page).toHaveURL(/\/login$/);
    const dialog = authDialog(page, 'Sign in');
    await dialog.getByLabel('Username or e-mail').fill('reception');
    await dialog.getByLabel('Password', { exact: true }).fill('fairplay1');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/private\/profile$/);
  });

  test('a screen the role may not open shows the not-found page', async ({ page }) => {
    await signInThroughDialog(page, 'coach');
    await page.goto('/private/choose-business');
    await expect(page.getByText('Oops, something went wrong.')).toBeVisible();
    await page.goto('/private/no-such-screen');
    await expect(page.getByText('Oops, something went wrong.')).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('signing out revokes the session and returns to the welcome page', async ({ page }) => {
    await signInThroughDialog(page, 'accountant');
    const token = await page.evaluate(() => localStorage.getItem('fairplay.token'));
    expect(token).toBeTruthy();
    await signOut(page);
    expect(await page.evaluate(() => localStorage.getItem('fairplay.token'))).toBeNull();
    const response = await page.request.get('/api/v1/users/info', { headers: { 'access-token': token! } });
    expect(response.status()).toBe(401);
    await page.goto('/private/profile');
    await expect(page).toHaveURL(/\/login$/);
  });
});

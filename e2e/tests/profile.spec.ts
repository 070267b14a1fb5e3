import { expect, test } from '@playwright/test';
import { signIn, signOut } from './support.js';

test.describe('profile', () => {
  test('edits the profile and keeps it after a reload', async ({ page }) => {
    await signIn(page, 'coach');
    await page.getByLabel('Phone').fill('+15125550999');
    await page.getByLabel('Last name').fill('Mendoza-Ruiz');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('banner').getByText('Carlos Mendoza-Ruiz')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Phone')).toHaveValue('+15125550999');
    await expect(page.getByLabel('Last name')).toHaveValue('Mendoza-Ruiz');
    await expect(page.getByLabel('Club name')).toHaveCount(0);
  });

  test('shows a field error from the server under the field', async ({ page }) => {
    await signIn(page, 'reception');
    await page.getByLabel('E-mail').fill('owner@riverside.example.com');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('An account with this e-mail already exists.')).toBeVisible();
  });

  test('changes the password and signs in with the new one', async ({ page }) => {
    await signIn(page, 'coach.james');
    await page.getByLabel('Current password').fill('fairplay1');
    await page.getByLabel('New password', { exact: true }).fill('backhand-77');
    await page.getByLabel('Confirm new password').fill('backhand-77');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed.')).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/private\/profile$/);
    await signOut(page);
    await signIn(page, 'coach.james', 'backhand-77');
    await expect(page).toHaveURL(/\/private\/profile$/);
  });
});

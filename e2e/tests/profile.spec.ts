import { expect, test } from './fixtures.js';
import { signIn, signOut, signInThroughDialog } from './support.js';

test.describe('profile', () => {
  test('edits the profile and keeps it after a reload', async ({ page }) => {
    await signIn(page, 'coach');
    await page.goto('/private/profile');
    // The coach's name is read by other specs (sign-in): the test puts the seeded phone and name back.
    const seeded = {
      phone: await page.getByLabel('Phone').inputValue(),
      lastName: await page.getByLabel('Last name').inputValue(),
    };
    expect(seeded.lastName).toBe('Mendoza');
    try {
      await page.getByLabel('Phone').fill('+15125550999');
      await page.getByLabel('Last name').fill('Mendoza-Ruiz');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await expect(page.getByRole('banner').getByText('Carlos Mendoza-Ruiz', { exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('Phone')).toHaveValue('+15125550999');
      await expect(page.getByLabel('Last name')).toHaveValue('Mendoza-Ruiz');
      await expect(page.getByLabel('Club name')).toHaveCount(0);
    } finally {
      await page.goto('/private/profile');
      await page.getByLabel('Phone').fill(seeded.phone);
      await page.getByLabel('Last name').fill(seeded.lastName);
      await page.getByRole('button', { name: 'Save profile' }).click();
      await expect(page.getByRole('banner').getByText('Carlos Mendoza', { exact: true })).toBeVisible();
    }
  });

  test('shows a field error from the server under the field', async ({ page }) => {
    await signIn(page, 'reception');
    await page.goto('/private/profile');
    await page.getByLabel('E-mail').fill('owner@riverside.example.com');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('An account with this e-mail already exists.')).toBeVisible();
  });

  test('changes the password and signs in with the new one', async ({ page }) => {
    await signIn(page, 'coach.james');
    await page.goto('/private/profile');
    await page.getByLabel('Current password').fill('fairplay1');
    await page.getByLabel('New password', { exact: true }).fill('backhand-77');
    await page.getByLabel('Confirm new password').fill('backhand-77');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed.')).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/private\/profile$/);
    await signOut(page);
    await signInThroughDialog(page, 'coach.james', 'backhand-77');
    await expect(page).toHaveURL(/\/private\/dashboard/);
  });
});

test.describe('profile variants', () => {
  test('the owner sees the club with a link to its settings', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/private/profile');
    await expect(page.getByRole('heading', { name: 'Your club' })).toBeVisible();
    await expect(page.getByText('Riverside Racquet & Golf Club, 1200 River Road, Austin, TX 78703')).toBeVisible();
    await page.getByRole('link', { name: 'Open the club settings' }).click();
    await expect(page).toHaveURL(/\/private\/settings$/);
  });

  test('staff see their role at the club', async ({ page }) => {
    await signIn(page, 'reception');
    await page.goto('/private/profile');
    await expect(page.getByRole('heading', { name: 'Your role' })).toBeVisible();
    await expect(page.getByText('You work at Riverside Racquet & Golf Club as Reception.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your club' })).toHaveCount(0);
  });

  test('a member sees their memberships', async ({ page }) => {
    await signIn(page, 'member');
    await page.goto('/private/profile');
    await expect(page.getByRole('heading', { name: 'Your memberships' })).toBeVisible();
    await expect(page.getByText('Riverside Racquet & Golf Club (member) · current club')).toBeVisible();
  });
});

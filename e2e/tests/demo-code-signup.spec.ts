import { expect, test } from './fixtures.js';

test.describe('signing up with a demo code', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the code’s discount is shown at sign-up and comes off the first paid month', async ({ page }) => {
    const stamp = Date.now() % 10_000_000;
    await page.goto('/sign-up?plan=courtandlessonproviderplan&code=ace-demo');
    await expect(
      page.getByText('Demo code ACE-DEMO: 10% off your first paid month after the free trial.'),
    ).toBeVisible();
    await page.getByLabel('Club name').fill(`Birch Court Club ${stamp}`);
    await page.getByLabel('Club address').fill('18 Birch Avenue, Boulder, CO 80302');
    await page.getByLabel('First name').fill('Wren');
    await page.getByLabel('Last name').fill('Calder');
    await page.getByLabel('Username').fill(`wren.c${stamp}`);
    await page.getByLabel('E-mail').fill(`wren.c${stamp}@birch.example.org`);
    await page.getByLabel('Year').selectOption('1986');
    await page.getByLabel('Month').selectOption({ label: 'July' });
    await page.getByLabel('Day').selectOption('14');
    await page.getByLabel('Password', { exact: true }).fill('birch-court-7');
    await page.getByLabel('Confirm password').fill('birch-court-7');
    await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
    await page.getByRole('button', { name: 'Create my club' }).click();
    await expect(page).toHaveURL(/\/private\//);

    await page.goto('/private/updateplan');
    // Ace is $199.00 a month: $179.10 for the first month after the trial.
    await expect(page.getByText('Demo code discount: 10% off your first paid month ($179.10)')).toBeVisible();
  });
});

import { expect, test, type Locator } from './fixtures.js';
import { authDialog, signOut, signInThroughDialog } from './support.js';

async function fillPerson(dialog: Locator, username: string) {
  await dialog.getByLabel('First name').fill('Ines');
  await dialog.getByLabel('Last name').fill('Moreau');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('E-mail').fill(`${username}@example.org`);
  await dialog.getByLabel('Year').selectOption('1990');
  await dialog.getByLabel('Month').selectOption({ label: 'June' });
  await dialog.getByLabel('Day').selectOption('15');
  await dialog.getByLabel('Password', { exact: true }).fill('baseline-42');
  await dialog.getByLabel('Confirm password').fill('baseline-42');
}

test.describe('registration', () => {
  test('a new club registers and lands on its profile', async ({ page }) => {
    await page.goto('/login');
    await authDialog(page, 'Sign in').getByRole('button', { name: 'Create an account' }).click();
    const dialog = authDialog(page, 'Create your account');
    await dialog.getByText('Business', { exact: true }).click();
    await fillPerson(dialog, 'ines.club');
    await dialog.getByLabel('Club name').fill('Lakeside Pickleball Club');
    await dialog.getByLabel('Club address').fill('77 Shore Drive, Madison, WI 53703');
    const register = dialog.getByRole('button', { name: 'Register' });
    await expect(register).toBeDisabled();
    await dialog.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
    await expect(register).toBeEnabled();
    await register.click();
    await expect(page).toHaveURL(/\/private\/profile$/);
    await expect(page.getByRole('banner').getByText('Lakeside Pickleball Club')).toBeVisible();
    await expect(page.getByLabel('Club name')).toHaveValue('Lakeside Pickleball Club');
    // A new club has no courts yet: its court sheet says how to get some (spec 2 section 2).
    await page.goto('/private/dashboard');
    await expect(page.getByText('Please set facility Columns Count from the profile page.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Court sheet' })).toHaveCount(0);
  });

  test('bad fields are listed in "Please check this fields" and nothing is sent', async ({ page }) => {
    await page.goto('/login');
    await authDialog(page, 'Sign in').getByRole('button', { name: 'Create an account' }).click();
    const dialog = authDialog(page, 'Create your account');
    await fillPerson(dialog, 'ines.bad');
    await dialog.getByLabel('First name').fill('I');
    await dialog.getByLabel('Confirm password').fill('different-42');
    await dialog.getByText('Member/Customer', { exact: true }).click();
    await dialog.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByText('Please check this fields')).toBeVisible();
    await expect(dialog.getByText(/first name/i).first()).toBeVisible();
    await expect(dialog.getByText(/confirm password/i).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a taken username is flagged as soon as the field is left', async ({ page }) => {
    await page.goto('/login');
    await authDialog(page, 'Sign in').getByRole('button', { name: 'Create an account' }).click();
    const dialog = authDialog(page, 'Create your account');
    await dialog.getByLabel('Username').fill('owner');
    await dialog.getByLabel('E-mail').click();
    await expect(dialog.getByText(/already taken/i)).toBeVisible();
  });

  test('a member/customer registers and lands on Find a club', async ({ page }) => {
    await page.goto('/login');
    await authDialog(page, 'Sign in').getByRole('button', { name: 'Create an account' }).click();
    const dialog = authDialog(page, 'Create your account');
    await dialog.getByText('Member/Customer', { exact: true }).click();
    await fillPerson(dialog, 'ines.player');
    await dialog.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/private\/choose-business$/);
    // In no club yet, the page and its link say what they are for.
    await expect(page.getByRole('heading', { level: 1, name: 'Find a club' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Find a club' })).toBeVisible();
    await signOut(page);
    await signInThroughDialog(page, 'ines.player', 'baseline-42');
    await expect(page).toHaveURL(/\/private\/choose-business$/);
  });
});

test.describe('forgotten password', () => {
  test('asks for the typed security code, answers any name alike, and returns to sign in after two seconds', async ({
    page,
  }) => {
    await page.goto('/login');
    await authDialog(page, 'Sign in').getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = authDialog(page, 'Reset your password');
    // An unknown name gets the same answer as an account's, so the form does not tell which accounts exist.
    await dialog.getByLabel('Username or e-mail').fill('ghost.player');
    const code = (await dialog.getByTestId('captcha-code').innerText()).replace(/\D/g, '');
    expect(code).toMatch(/^\d{5}$/);
    await dialog.getByLabel('Type the security code').fill(code);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Please check your email.')).toBeVisible();
    // The app moves on to sign-in 2 s after the message: room for a busy machine.
    await expect(authDialog(page, 'Sign in')).toBeVisible({ timeout: 15_000 });
  });

  test('blocks pasting into the security code', async ({ page }) => {
    await page.goto('/login');
    await authDialog(page, 'Sign in').getByRole('button', { name: 'Forgot password?' }).click();
    const field = authDialog(page, 'Reset your password').getByLabel('Type the security code');
    await field.focus();
    await field.evaluate((input) => {
      const data = new DataTransfer();
      data.setData('text/plain', '12345');
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(field).toHaveValue('');
  });

  test('the reset page refuses a wrong code', async ({ page }) => {
    await page.goto('/reset-password?username=zoe.martin&code=000000');
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByLabel('Username or e-mail')).toHaveValue('zoe.martin');
    await page.getByLabel('New password', { exact: true }).fill('fresh-serve-42');
    await page.getByLabel('Confirm new password').fill('fresh-serve-42');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('This reset code is invalid or has expired.')).toBeVisible();
  });
});

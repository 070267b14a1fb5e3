import { expect, test, type Page } from './fixtures.js';
import { signIn } from './support.js';

async function openType(page: Page, name: string) {
  await page.getByRole('button', { name: 'Service types', exact: true }).click();
  await page.getByRole('menuitem', { name }).click();
}

test.describe('service types in the header', () => {
  test('archives a type, then puts it back with an alert and a reload', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/private/profile');
    await openType(page, 'Cardio Tennis');
    const dialog = page.getByRole('dialog', { name: 'Update service type' });
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await expect(dialog).toBeHidden();
    // Spec 1: after archiving a type, the lessons of every type.
    await expect(page).toHaveURL(/\/private\/lessons\/-1$/);
    await page.getByRole('button', { name: 'Service types', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Cardio Tennis' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Archived Service Types' }).click();
    const archived = page.getByRole('dialog', { name: 'Archived service types' });
    await expect(archived.getByRole('cell', { name: 'Cardio Tennis', exact: true })).toBeVisible();
    const alerted = page.waitForEvent('dialog').then(async (alert) => {
      const message = alert.message();
      await alert.accept();
      return message;
    });
    await archived.getByRole('button', { name: 'Put back Cardio Tennis' }).click();
    expect(await alerted).toBe('Success');
    await page.waitForLoadState('load');
    await page.getByRole('button', { name: 'Service types', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Cardio Tennis' })).toBeVisible();
  });

  test('creates a type from the plus button with the name and colour rules', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/private/profile');
    await page.getByRole('button', { name: 'Add service type' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create service type' });
    await expect(dialog.getByLabel('Colour')).toHaveValue('#1bb1e4');
    await dialog.getByLabel('Name').fill('A');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Name must be 2 to 30 characters.')).toBeVisible();
    await dialog.getByLabel('Name').fill('Adult Fundamentals Evening Class Extra');
    await expect(dialog.getByLabel('Name')).toHaveValue('Adult Fundamentals Evening Cla');
    await dialog.getByLabel('Colour').fill('#ff8800');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Service types', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Adult Fundamentals Evening Cla' })).toBeVisible();
  });

  test('refuses a min time above the max time', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/private/profile');
    await openType(page, 'Group Clinic');
    const dialog = page.getByRole('dialog', { name: 'Update service type' });
    await dialog.getByRole('switch', { name: /Limit the booking length/ }).check({ force: true });
    await dialog.getByRole('combobox', { name: 'Min time' }).click();
    await page.getByRole('option', { name: '120 minutes' }).click();
    await dialog.getByRole('combobox', { name: 'Max time' }).click();
    await page.getByRole('option', { name: '60 minutes', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('The max time must be greater then min time')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Max time' }).click();
    await page.getByRole('option', { name: '180 minutes' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  });

  test('hides the plus button for coaches', async ({ page }) => {
    await signIn(page, 'coach');
    await page.goto('/private/dashboard');
    await expect(page.getByRole('button', { name: 'Service types', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add service type' })).toHaveCount(0);
  });
});

test.describe('club settings', () => {
  test('saves the Facility-sheet label and keeps it after a reload', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/private/profile');
    await page.getByRole('button', { name: 'Settings menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/private\/settings$/);
    await page.getByLabel('Facility-sheet label').fill('Court Sheet');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Facility-sheet label')).toHaveValue('Court Sheet');
    await page.getByLabel('Facility-sheet label').fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Facility-sheet label is required.')).toBeVisible();
    await page.getByLabel('Facility-sheet label').fill('Facility-sheet');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.').first()).toBeVisible();
  });

  test('shows disabled controls to staff without settings update', async ({ page }) => {
    await signIn(page, 'reception');
    await page.goto('/private/settings');
    await expect(page.getByText('Your role can view the club settings but not change them.')).toBeVisible();
    await expect(page.getByLabel('Facility-sheet label')).toBeDisabled();
    await expect(page.getByLabel('Advance booking (days)')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCount(0);
  });
});

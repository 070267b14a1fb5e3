import { expect, test } from './fixtures.js';
import { signIn } from './support.js';
import { TODAY, addDays, event, openSheet, startBooking } from './sheet-support.js';

/** Add-ons (issue 10): staff sell one, a booking takes it and shows the blue dot, the last unit is taken once. */
test.describe('add-ons', () => {
  test('staff create an add-on, and a booking with it shows the blue dot', async ({ page }) => {
    const day = addDays(TODAY, 160);
    await signIn(page, 'owner');
    await page.goto('/private/settings');
    await page.getByRole('link', { name: 'Add-ons' }).click();
    await expect(page).toHaveURL(/\/private\/add-ons$/);
    await expect(page.getByRole('heading', { name: 'Add-ons' })).toBeVisible();

    await page.getByRole('button', { name: 'New add-on' }).click();
    const form = page.getByRole('dialog', { name: 'New add-on' });
    await form.getByLabel('Name').fill('Pitching machine');
    await form.getByLabel('Description').fill('For the batting cage fans');
    await form.getByLabel('Price ($)').fill('12.50');
    await form.getByLabel('Stock').fill('1');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Add-on created.')).toBeVisible();
    const row = page.getByRole('row', { name: /Pitching machine/ });
    await expect(row).toContainText('$12.50 per booking');
    await expect(row).toContainText('All courts');

    await openSheet(page, day);
    const dialog = await startBooking(page, 'Court 3', '10:00 AM');
    await dialog.getByLabel('Note').fill('Cage time');
    await dialog.getByLabel('Add-on').selectOption({ label: 'Pitching machine ($12.50, 1 left)' });
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(page.getByText('Your booking successfully created.')).toBeVisible();
    const booked = event(page, 'Court 3', '10:00 AM – 11:00 AM, Cage time, with add-ons');
    await expect(booked).toBeVisible();
    await expect(booked.locator('[data-kind="add-ons"]')).toBeVisible();

    await booked.click();
    const details = page.getByRole('dialog', { name: 'Booking details' });
    await expect(details).toContainText('Pitching machine ($12.50)');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // The only machine is taken at 10:00: another court's booking then cannot choose it.
    const second = await startBooking(page, 'Court 4', '10:00 AM');
    const select = second.getByLabel('Add-on');
    await expect(select.locator('option', { hasText: 'Pitching machine (sold out)' })).toBeDisabled();
  });
});

import { expect, test } from './fixtures.js';
import { expectAccessible, expectNoHorizontalScroll, signIn } from './support.js';

/**
 * Booking reminders on the notifications page: staff see the reminder among the automatic e-mails, change how many
 * hours before the start it goes and its text (with the preview), and switch it off and on.
 */
test.describe('booking reminders', () => {
  test('staff set the reminder’s hours and text, and switch it off and on', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/private/notifications');
    await page.getByRole('tab', { name: 'Automatic e-mails' }).click();
    const reminder = page.getByRole('region', { name: 'Booking reminder' });
    await expect(reminder.getByText('Sent 24 hours before the start.')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Send “Booking reminder” e-mails' })).toBeChecked();

    await reminder.getByRole('button', { name: 'Edit template' }).click();
    const hours = reminder.getByLabel('Hours before the start');
    await expect(hours).toHaveValue('24');
    await hours.fill('200');
    await expect(reminder.getByText('Choose a whole number of hours from 1 to 168.')).toBeVisible();
    await expect(reminder.getByRole('button', { name: 'Save template' })).toBeDisabled();
    await hours.fill('2');
    await reminder.getByLabel('Subject').fill('See you soon on {court}, {first_name}');
    await expect(reminder.getByLabel('Preview')).toContainText('See you soon on Court 3, Emma');
    await expectAccessible(page);
    await reminder.getByRole('button', { name: 'Save template' }).click();
    await expect(reminder.getByText('Sent 2 hours before the start.')).toBeVisible();
    await expect(reminder.getByText('Customised')).toBeVisible();

    await page.reload();
    await page.getByRole('tab', { name: 'Automatic e-mails' }).click();
    const saved = page.getByRole('region', { name: 'Booking reminder' });
    await expect(saved.getByText('Sent 2 hours before the start.')).toBeVisible();
    await expect(saved).toContainText('See you soon on {court}, {first_name}');

    const toggle = page.getByRole('switch', { name: 'Send “Booking reminder” e-mails' });
    await toggle.click({ force: true });
    await expect(toggle).not.toBeChecked();
    await page.reload();
    await page.getByRole('tab', { name: 'Automatic e-mails' }).click();
    await expect(page.getByRole('switch', { name: 'Send “Booking reminder” e-mails' })).not.toBeChecked();
    // Off keeps the hours and the text; on again, and back to the default text.
    await expect(saved.getByText('Sent 2 hours before the start.')).toBeVisible();
    await page.getByRole('switch', { name: 'Send “Booking reminder” e-mails' }).click({ force: true });
    await expect(page.getByRole('switch', { name: 'Send “Booking reminder” e-mails' })).toBeChecked();
    await saved.getByRole('button', { name: 'Reset to default' }).click();
    await expect(saved.getByText('Customised')).toHaveCount(0);
    await expect(saved.getByText('Sent 2 hours before the start.')).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
  });
});

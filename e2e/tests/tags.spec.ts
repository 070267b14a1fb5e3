import { expect, test } from './fixtures.js';
import { signIn } from './support.js';
import { TODAY, addDays, bookViaApi, event, openSheet, startBooking, token } from './sheet-support.js';

/** Tags (issue 10): the Facility Tags modal of the court sheet's left panel, tagging a booking, the tag filter. */
test.describe('tags', () => {
  test('staff add, rename and archive a tag, with the counter, the failed-save text and Show archived', async ({
    page,
  }) => {
    await signIn(page, 'owner');
    await openSheet(page, addDays(TODAY, 150));
    await page.getByRole('button', { name: 'Facility Tags' }).click();
    const modal = page.getByRole('dialog', { name: 'Facility Tags' });
    await expect(modal).toBeVisible();

    const name = modal.getByLabel('Tag name');
    // A failed save says so (spec 2 section 5).
    await modal.getByRole('button', { name: 'Add tag' }).click();
    await expect(modal.getByRole('alert')).toContainText('Please check entered data.');
    // The name takes at most 30 characters, with a counter.
    await name.fill('Night Owls Doubles Round Robin Extra');
    await expect(name).toHaveValue('Night Owls Doubles Round Robin');
    await expect(modal.getByText('30/30')).toBeVisible();
    await name.fill('Night Owls');
    await expect(modal.getByText('10/30')).toBeVisible();
    await expect(modal.getByLabel('Color')).toHaveValue('#1bb1e4');
    await modal.getByLabel('Color').fill('#aa3300');
    // Leaving the field closes the colour picker.
    await modal.getByLabel('Color').press('Tab');
    await modal.getByRole('button', { name: 'Add tag' }).click();
    await expect(page.getByText('Tag created.')).toBeVisible();
    const row = modal.getByRole('row', { name: /Night Owls/ });
    await expect(row).toContainText('#aa3300');

    await modal.getByRole('button', { name: 'Edit Night Owls' }).click();
    await expect(name).toHaveValue('Night Owls');
    await name.fill('Night Owls League');
    await modal.getByRole('button', { name: 'Save tag' }).click();
    await expect(page.getByText('Tag updated.')).toBeVisible();
    await expect(modal.getByRole('row', { name: /Night Owls League/ })).toBeVisible();

    await modal.getByRole('button', { name: 'Delete Night Owls League' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete tag' });
    await expect(confirm).toContainText('Are you sure to delete the tag?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Tag archived.')).toBeVisible();
    const reopened = page.getByRole('dialog', { name: 'Facility Tags' });
    await expect(reopened.getByRole('row', { name: /Night Owls League/ })).toHaveCount(0);

    await reopened.getByLabel('Show archived').check();
    const archived = reopened.getByRole('row', { name: /Night Owls League/ });
    await expect(archived).toBeVisible();
    // Archived tags have no actions.
    await expect(archived.getByRole('button')).toHaveCount(0);
  });

  test('a booking tagged in the booking dialog shows its tag, and the tag filter narrows the sheet', async ({
    page,
  }) => {
    const day = addDays(TODAY, 151);
    await signIn(page, 'owner');
    const created = await page.request.post('/api/v1/tags/add', {
      headers: { 'access-token': await token(page) },
      data: { display_name: 'Club Champs', color: '#7b61ff' },
    });
    expect(created.status()).toBe(200);
    await bookViaApi(page, 'Court 4', day, '09:00', '10:00');
    await openSheet(page, day);

    const dialog = await startBooking(page, 'Court 3', '9:00 AM');
    await dialog.getByLabel('Note').fill('Final');
    await dialog.getByRole('combobox', { name: 'Tags' }).click();
    await page.getByRole('option', { name: 'Club Champs' }).click();
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(page.getByText('Your booking successfully created.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const tagged = event(page, 'Court 3', '9:00 AM – 10:00 AM, Final');
    const untagged = event(page, 'Court 4', '9:00 AM – 10:00 AM, Fixture');
    await expect(tagged).toBeVisible();
    await expect(untagged).toBeVisible();
    await tagged.click();
    const details = page.getByRole('dialog', { name: 'Booking details' });
    await expect(details.getByText('Club Champs')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // The left panel's tag filter shows only the bookings with the tag.
    await page.getByRole('combobox', { name: 'Tags' }).click();
    await page.getByRole('option', { name: 'Club Champs' }).click();
    await page.keyboard.press('Escape');
    await expect(tagged).toBeVisible();
    await expect(untagged).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Tags' }).press('Backspace');
    await expect(untagged).toBeVisible();
  });
});

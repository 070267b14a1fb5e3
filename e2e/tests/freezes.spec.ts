import { expect, test } from './fixtures.js';
import { signIn } from './support.js';
import { TODAY, addDays, bookViaApi, openSheet, slot } from './sheet-support.js';

/**
 * Freezes (issue 10): staff freeze a court over a booked time from the sheet's rules drawer; the booking is
 * cancelled, the sheet shows the frozen time closed, and unfreezing (after the spec's confirmation) opens it again.
 * Its own day, 24 weeks ahead, clear of the other court-sheet tests.
 */
const DAY = addDays(TODAY, 171);
const SPORT_DAY = addDays(TODAY, 172);

test('a freeze that cancels bookings: the booking goes, the sheet shows the freeze, and unfreezing reopens it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'owner');
  await page.goto('/private/dashboard');
  await bookViaApi(page, 'Court 4', DAY, '09:00', '10:00', { note: 'Doubles before the freeze' });
  await openSheet(page, DAY);
  const sheet = page.getByRole('region', { name: 'Court sheet' });
  const booking = sheet.getByRole('button', { name: /^Court 4, .*Doubles before the freeze/ });
  await expect(booking).toBeVisible();

  await page.getByRole('button', { name: 'Availability rules' }).click();
  const drawer = page.getByRole('dialog', { name: 'Facility Availability Rules' });
  await drawer.getByRole('tab', { name: 'Freezes' }).click();
  await drawer.getByRole('button', { name: 'Freeze courts' }).click();
  const form = drawer.getByRole('form', { name: 'Add freeze' });
  // The title is required.
  await form.getByRole('button', { name: 'Freeze', exact: true }).click();
  await expect(form.getByText('Please fill all required fields.')).toBeVisible();
  await form.getByLabel('Title', { exact: true }).fill('Court 4 resurfacing');
  await form.getByRole('combobox', { name: 'Courts' }).click();
  await page.getByRole('option', { name: 'Court 4', exact: true }).click();
  await form.getByLabel('From date', { exact: true }).fill(DAY);
  await form.getByLabel('From time', { exact: true }).fill('08:00');
  await form.getByLabel('To date', { exact: true }).fill(DAY);
  await form.getByLabel('To time', { exact: true }).fill('12:00');
  const cancel = form.getByRole('switch', { name: 'Cancel the bookings inside' });
  if (!(await cancel.isChecked())) await cancel.click({ force: true });
  await expect(cancel).toBeChecked();
  await expect(form.getByText('No refunds will be issued. You can refund manually.')).toBeVisible();
  // Cancelling bookings asks for the 5-digit code shown.
  await form.getByRole('button', { name: 'Freeze', exact: true }).click();
  await expect(form.getByText('Type the code shown to confirm cancelling the bookings inside.')).toBeVisible();
  const code = (await form.getByTestId('freeze-code').textContent()) ?? '';
  await form.getByLabel('Confirmation code').fill(code);
  await form.getByRole('button', { name: 'Freeze', exact: true }).click();
  await expect(page.getByText('The days are frozen.')).toBeVisible();
  const item = drawer.getByRole('listitem').filter({ hasText: 'Court 4 resurfacing' });
  await expect(item).toContainText('1 booking cancelled');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The booking is gone and the frozen time is drawn closed.
  await expect(booking).toHaveCount(0);
  const frozen = sheet.getByRole('img', { name: /^Court 4, .*Frozen: Court 4 resurfacing$/ });
  await expect(frozen).toBeVisible();

  // Unfreezing asks first, then opens the court again.
  await page.getByRole('button', { name: 'Availability rules' }).click();
  await drawer.getByRole('tab', { name: 'Freezes' }).click();
  await item.getByRole('button', { name: 'Unfreeze Court 4 resurfacing' }).click();
  const confirm = page.getByRole('dialog', { name: 'Unfreeze' });
  await expect(confirm).toContainText('Are you sure to unfreeze the freezed days ?');
  await confirm.getByRole('button', { name: 'Yes, unfreeze' }).click();
  await expect(page.getByText('The days are unfrozen.')).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(frozen).toHaveCount(0);
});

test('a freeze of one sport: the list and the sheet say which sport is closed', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'owner');
  await openSheet(page, SPORT_DAY);
  await page.getByRole('button', { name: 'Availability rules' }).click();
  const drawer = page.getByRole('dialog', { name: 'Facility Availability Rules' });
  await drawer.getByRole('tab', { name: 'Freezes' }).click();
  await drawer.getByRole('button', { name: 'Freeze courts' }).click();
  const form = drawer.getByRole('form', { name: 'Add freeze' });
  await form.getByLabel('Title', { exact: true }).fill('Tennis open');
  await form.getByText('Sports', { exact: true }).click();
  // A sport freeze needs its sports.
  await form.getByRole('combobox', { name: 'Courts' }).click();
  await page.getByRole('option', { name: 'Court 6', exact: true }).click();
  await form.getByRole('button', { name: 'Freeze', exact: true }).click();
  await expect(form.getByText('Please fill all required fields.')).toBeVisible();
  await form.getByRole('combobox', { name: 'Sports' }).click();
  await page.getByRole('option', { name: 'Pickleball', exact: true }).click();
  await form.getByLabel('From date', { exact: true }).fill(SPORT_DAY);
  await form.getByLabel('From time', { exact: true }).fill('08:00');
  await form.getByLabel('To date', { exact: true }).fill(SPORT_DAY);
  await form.getByLabel('To time', { exact: true }).fill('12:00');
  // Bookings inside are kept.
  const cancel = form.getByRole('switch', { name: 'Cancel the bookings inside' });
  if (await cancel.isChecked()) await cancel.click({ force: true });
  await expect(cancel).not.toBeChecked();
  await form.getByRole('button', { name: 'Freeze', exact: true }).click();
  await expect(page.getByText('The days are frozen.')).toBeVisible();
  const item = drawer.getByRole('listitem').filter({ hasText: 'Tennis open' });
  await expect(item).toContainText('Only Pickleball');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const sheet = page.getByRole('region', { name: 'Court sheet' });
  await expect(sheet.getByRole('img', { name: /^Court 6, .*Frozen: Tennis open \(Pickleball only\)$/ })).toBeVisible();
  // The rest of the court's time stays open: a slot under the band is still selectable.
  await slot(page, 'Court 6', '9:00 AM').click();
  await expect(page.getByRole('region', { name: 'Pending times' })).toContainText('Court 6, 9:00 AM');
});

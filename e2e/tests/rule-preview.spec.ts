import { expect, test } from './fixtures.js';
import { addDays, bookViaApi, clubInstant, courtId, openSheet, TODAY, token, userId } from './sheet-support.js';
import { signIn } from './support.js';

/**
 * Before saving a rule change, staff see the bookings that would fall outside it (issue 10): a coaches-only
 * morning rule on Court 4 is stretched over a member's booking; the form lists that booking (date, time, court,
 * booker) before saving, and saving keeps it booked. Its own day, 24 weeks ahead, clear of the other sheet tests.
 */
const DAY = addDays(TODAY, 173);

test('staff stretching a rule over a booking see it listed, and saving keeps it', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'owner');
  const title = `Coaches early ${Date.now() % 100000}`;
  const court = await courtId(page, 'Court 4');
  const added = await page.request.post('/api/v1/microsettings/add', {
    headers: { 'access-token': await token(page) },
    data: {
      note: title,
      sport_id: 1,
      courts: [court],
      start_date: DAY,
      recurrence: null,
      book_pay_type: 1,
      rules: [{ days: [], start_time: '07:00', end_time: '09:00', price: 0, point_price: 0, advance: 365, buffer: 0 }],
      who_can_book: [{ for: 'coaches', values: [-3] }],
    },
  });
  expect(added.status()).toBe(200);
  const ruleId = ((await added.json()) as { payload: { id: number } }).payload.id;
  const emma = await userId(page, 'Emma Wilson');
  const [booking] = await bookViaApi(page, 'Court 4', DAY, '10:00', '11:00', { userId: emma });

  const start = clubInstant(DAY, '07:00');
  const end = clubInstant(DAY, '09:00');
  const part = encodeURIComponent;
  await page.goto(`/private/time_rule/${ruleId}/${court}/${part(start)}/${part(end)}/${part(start)}/${part(end)}`);
  await expect(page.getByLabel('Title')).toHaveValue(title, { timeout: 30_000 });
  await page.getByLabel('End', { exact: true }).selectOption('11:00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Bookings outside the changed rule' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toContainText('1 upcoming booking would fall outside the rule');
  await expect(dialog).toContainText('Saving does not cancel them.');
  const row = dialog.getByRole('row').filter({ hasText: 'Emma Wilson' });
  await expect(row).toContainText(
    new Date(`${DAY}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  );
  await expect(row).toContainText('10:00 AM – 11:00 AM');
  await expect(row).toContainText('Court 4');
  await expect(row).toContainText(`This time is reserved by the rule "${title}", which does not include you.`);

  // Back to the rule: nothing saved yet; then save, keeping the booking.
  await dialog.getByRole('button', { name: 'Back to the rule' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Save and keep these bookings' }).click();
  await expect(page.getByText('Your availability successfully updated.')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('End', { exact: true })).toHaveValue('11:00');

  // The booking is still on the sheet, inside the rule's band now.
  await openSheet(page, DAY);
  await expect(page.locator('[data-rule-band]').filter({ hasText: title })).toBeVisible();
  const kept = await page.request.get(`/api/v1/appointment/get/${booking!.id}`, {
    headers: { 'access-token': await token(page) },
  });
  expect(kept.status()).toBe(200);
});

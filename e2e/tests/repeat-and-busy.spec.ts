import { expect, test } from './fixtures.js';
import { addDays, bookViaApi, event, openSheet, slot, startBooking, TODAY, userId } from './sheet-support.js';
import { signIn, signOut } from './support.js';

/** 'Tuesday, December 15, 2026': how the server names a day of the club's calendar. */
const plainDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));

/**
 * Issue 24 points 11 and 13 on the demo's Bay 4, which members book at the day rate ($30.00 an hour, money only: golf sells no points):
 * a member's weekly repeat shows and takes the price of all its dates, and when the member already plays elsewhere
 * on one of them the refusal names that day; staff booking for a member who holds another court may book anyway.
 */
test.describe('repeat bookings and one court at a time', () => {
  test("a member's repeat shows its price for every date, and a clash on a later date names that day", async ({
    page,
  }) => {
    const start = addDays(TODAY, 200);
    const second = addDays(start, 7);
    // Emma already plays on Bay 3 at the time of the repeat's second date.
    await signIn(page, 'owner');
    await bookViaApi(page, 'Bay 3', second, '10:00', '11:00', { userId: await userId(page, 'Emma Wilson') });
    await signOut(page);

    await signIn(page, 'member');
    await openSheet(page, start);
    const dialog = await startBooking(page, 'Bay 4', '10:00 AM');
    await expect(dialog.getByTestId('checkout')).toContainText('Price: $30.00');
    await dialog.getByRole('switch', { name: 'Do you want to repeat?' }).check();
    await dialog.getByLabel('Repeat', { exact: true }).selectOption('weekly');
    await dialog.getByRole('radio', { name: 'After a number of times' }).check();
    await dialog.getByLabel('Occurrences').fill('3');
    await expect(dialog.getByTestId('repeat-price')).toHaveText(
      'This repeat books 3 dates; the price is for all of them ($90.00).',
    );
    await expect(dialog.getByTestId('checkout')).toContainText('Price: $90.00');
    // A card hold covers one booking: a repeat is paid now or in person.
    await expect(dialog.getByRole('button', { name: 'Book and Authorize Payment' })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Book and Pay in Person' }).click();
    const refusal = dialog.getByRole('alert').filter({ hasText: 'Already playing at this time' });
    await expect(refusal).toContainText(`Emma Wilson already has Bay 3 booked at this time (${plainDay(second)}`);
    // Members read why; only staff may override it.
    await expect(dialog.getByRole('button', { name: 'Book anyway' })).toHaveCount(0);

    // Two dates, both free of her other booking, are booked and owe their price.
    await dialog.getByLabel('Repeat', { exact: true }).selectOption('biweekly');
    await dialog.getByLabel('Occurrences').fill('2');
    await expect(dialog.getByTestId('repeat-price')).toContainText('This repeat books 2 dates');
    await dialog.getByRole('button', { name: 'Book and Pay in Person' }).click();
    await expect(page.getByText('Your booking successfully created.')).toBeVisible();
    await expect(event(page, 'Bay 4', '10:00 AM – 11:00 AM, Emma Wilson')).toBeVisible();
    await openSheet(page, addDays(start, 14));
    await expect(event(page, 'Bay 4', '10:00 AM – 11:00 AM, Emma Wilson')).toBeVisible();
  });

  test('staff booking for a member who holds another court then are told, and may book anyway', async ({ page }) => {
    const date = addDays(TODAY, 201);
    await signIn(page, 'owner');
    await bookViaApi(page, 'Bay 3', date, '14:00', '15:00', { userId: await userId(page, 'Emma Wilson') });
    await openSheet(page, date);
    const dialog = await startBooking(page, 'Bay 4', '2:00 PM');
    await dialog.getByRole('combobox', { name: 'Booked for' }).fill('Emma');
    await page.getByRole('option', { name: /Emma Wilson/ }).click();
    await expect(dialog.getByTestId('checkout')).toContainText('Price: $30.00');
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    const refusal = dialog.getByRole('alert').filter({ hasText: 'Already playing at this time' });
    await expect(refusal).toContainText('Emma Wilson already has Bay 3 booked at this time (2:00 PM – 3:00 PM)');
    await refusal.getByRole('button', { name: 'Book anyway' }).click();
    await expect(page.getByText('Your booking successfully created.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(event(page, 'Bay 4', '2:00 PM – 3:00 PM')).toBeVisible();
  });

  test("the rule form offers only the sports of the chosen courts' facility group", async ({ page }) => {
    await signIn(page, 'owner');
    await openSheet(page, addDays(TODAY, 202));
    await slot(page, 'Clay 2', '6:00 AM').click();
    await page.getByRole('region', { name: 'Pending times' }).getByRole('button', { name: 'Create rule' }).click();
    await expect(page.getByRole('heading', { name: 'New availability rule' })).toBeVisible({ timeout: 30_000 });
    const sport = page.getByLabel('Sport');
    // Clay 2 is a tennis court (racquet sports): no golf, no yoga.
    await expect(sport.locator('option', { hasText: /^Tennis$/ })).toHaveCount(1);
    await expect(sport.locator('option', { hasText: 'Padel' })).toHaveCount(1);
    await expect(sport.locator('option', { hasText: 'Golf Simulator' })).toHaveCount(0);
    await expect(sport.locator('option', { hasText: 'Yoga' })).toHaveCount(0);
  });
});

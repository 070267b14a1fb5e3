import { expect, test } from './fixtures.js';
import {
  addDays,
  bookViaApi,
  event,
  nextDstChange,
  openAs,
  openSheet,
  slot,
  startBooking,
  TODAY,
  token,
  BOOK_AS_MEMBER,
} from './sheet-support.js';
import {
  expectAccessible,
  expectNoHorizontalScroll,
  signIn,
  signOut,
  watchConsole,
  signInThroughDialog,
} from './support.js';

/**
 * The court sheet (/private/dashboard): booking, conflicts, repeats, moving, deleting and live updates. Ten weeks
 * ahead, then one day per test.
 */
const BASE = addDays(TODAY, 70);

test.describe('court sheet', () => {
  test('the owner lands on the sheet and books a slot by selecting it', async ({ page }) => {
    const errors = watchConsole(page);
    await signInThroughDialog(page, 'owner');
    await expect(page).toHaveURL(/\/private\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Centre Court, 6:00 AM', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Court 3' })).toHaveAttribute('href', /\/private\/court\/\d+$/);
    // Today's sheet, with the demo club's bookings on it.
    await expect(page.getByRole('region', { name: 'Court sheet' }).locator('[data-event-id]').first()).toBeVisible();
    await expectAccessible(page);

    const date = BASE;
    await openSheet(page, date);
    // Dragging and shift-clicking within a column extend the pending times; the keyboard selects with Enter.
    const pending = page.getByRole('region', { name: 'Pending times' });
    const from = (await slot(page, 'Court 3', '11:00 AM').boundingBox())!;
    const to = (await slot(page, 'Court 3', '1:00 PM').boundingBox())!;
    await page.mouse.move(from.x + 20, from.y + 10);
    await page.mouse.down();
    await page.mouse.move(to.x + 20, to.y + 10, { steps: 8 });
    await page.mouse.up();
    await expect(pending).toContainText('Court 3, 11:00 AM – 2:00 PM');
    await slot(page, 'Court 3', '3:00 PM').click();
    await slot(page, 'Court 3', '5:00 PM').click({ modifiers: ['Shift'] });
    await expect(pending).toContainText('Court 3, 3:00 PM – 6:00 PM');
    await slot(page, 'Court 4', '7:00 AM').focus();
    await page.keyboard.press('Enter');
    await expect(pending).toContainText('Court 4, 7:00 AM – 8:00 AM');
    await pending.getByRole('button', { name: 'Clear' }).click();

    const dialog = await startBooking(page, 'Court 3', '9:00 AM');
    // The note is the person's to write: not prefilled as if they had, the spec's default shown as a hint.
    await expect(dialog.getByLabel('Note')).toHaveValue('');
    await expect(dialog.getByLabel('Note')).toHaveAttribute('placeholder', 'Book Spot Time');
    await dialog.getByLabel('Note').fill('Ladder match');
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(page.getByText('Your booking successfully created.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(event(page, 'Court 3', '9:00 AM – 10:00 AM, Ladder match')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Pending times' }).getByRole('button', { name: 'Book' }),
    ).toBeDisabled();

    await event(page, 'Court 3', '9:00 AM – 10:00 AM').click();
    const details = page.getByRole('dialog', { name: 'Booking details' });
    await expect(details).toContainText('Ladder match');
    await expect(page.getByText('Your booking successfully created.')).toBeHidden();
    // The sheet behind it passed above; the details dialog is what is new.
    await expectAccessible(page, { within: '[role="dialog"]' });
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    expect(errors).toEqual([]);
  });

  test('a conflict is skipped through the Conflict dialog and the rest is created', async ({ page }) => {
    await signIn(page, 'owner');
    const date = addDays(BASE, 1);
    await bookViaApi(page, 'Court 4', date, '10:00', '11:00');
    await openSheet(page, date);
    await expect(event(page, 'Court 4', '10:00 AM – 11:00 AM, Fixture')).toBeVisible();

    const dialog = await startBooking(page, 'Court 5', '10:00 AM');
    await dialog.getByRole('combobox', { name: 'Courts' }).click();
    await page.getByRole('option', { name: 'Court 4', exact: true }).click();
    await dialog.getByLabel('Note').fill('Doubles');
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();

    const conflict = page.getByRole('dialog', { name: 'Conflict' });
    await expect(conflict).toContainText('Court 4');
    const day = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(conflict).toContainText(`${day} 10:00 AM – ${day} 11:00 AM`);
    await conflict.getByRole('button', { name: 'Skip the conflict and create the rest' }).click();
    await expect(page.getByText('Your booking successfully created.')).toBeVisible();
    await expect(event(page, 'Court 5', '10:00 AM – 11:00 AM, Doubles')).toBeVisible();
    await expect(event(page, 'Court 4', '10:00 AM – 11:00 AM, Fixture')).toBeVisible();
    await expect(event(page, 'Court 4', '10:00 AM – 11:00 AM, Doubles')).toHaveCount(0);
  });

  test('a weekly series shows up three weeks later at the same wall-clock time across a DST change', async ({
    page,
  }) => {
    await signIn(page, 'owner');
    // Two weeks before the next clock change (at least ten weeks ahead), then three weeks on, after it.
    const change = nextDstChange(addDays(BASE, 14));
    const start = addDays(change, -14);
    const later = addDays(start, 21);

    await openSheet(page, start);
    const dialog = await startBooking(page, 'Clay 1', '6:00 PM');
    await dialog.getByLabel('Note').fill('Weekly league');
    await dialog.getByRole('switch', { name: 'Do you want to repeat?' }).check();
    await dialog.getByLabel('Repeat', { exact: true }).selectOption('weekly');
    await expect(dialog.getByRole('checkbox', { name: 'Sun' })).toBeChecked();
    await dialog.getByRole('radio', { name: 'After a number of times' }).check();
    // A repeat happens more than once: the count starts at four, not one.
    await expect(dialog.getByLabel('Occurrences')).toHaveValue('4');
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(page.getByText('Your booking successfully created.')).toBeVisible();
    await expect(event(page, 'Clay 1', '6:00 PM – 7:00 PM, Weekly league')).toBeVisible();

    // Three weeks on, after the clocks changed, through the date picker.
    await page.getByLabel('Date', { exact: true }).fill(later);
    await expect(page).toHaveURL(new RegExp(`date=${later}`));
    await expect(event(page, 'Clay 1', '6:00 PM – 7:00 PM, Weekly league')).toBeVisible();
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(addDays(later, 1));
    await expect(event(page, 'Clay 1', '6:00 PM – 7:00 PM')).toHaveCount(0);
  });

  test('an event is dragged to another court after confirming', async ({ page }) => {
    await signIn(page, 'owner');
    const date = addDays(BASE, 2);
    await bookViaApi(page, 'Court 6', date, '11:00', '12:00', { note: 'Move me' });
    await openSheet(page, date);
    const block = event(page, 'Court 6', '11:00 AM – 12:00 PM, Move me');
    await block.scrollIntoViewIfNeeded();
    const target = slot(page, 'Clay 2', '11:00 AM');
    await target.scrollIntoViewIfNeeded();
    const from = (await block.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();

    const confirm = page.getByRole('dialog', { name: 'Move event' });
    await expect(confirm).toContainText('Are you sure to move the event?');
    await expect(confirm).toContainText('To Clay 2, 11:00 AM – 12:00 PM');
    await confirm.getByRole('button', { name: 'Move' }).click();
    await expect(event(page, 'Clay 2', '11:00 AM – 12:00 PM, Move me')).toBeVisible();
    await expect(event(page, 'Court 6', '11:00 AM – 12:00 PM')).toHaveCount(0);
  });

  test('a drag from a view that went stale shows the message and the event as it is now', async ({ page }) => {
    // A window tall enough to show the event and the time three hours later in one view of the sheet.
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'owner');
    const date = addDays(BASE, 6);
    const [booked] = await bookViaApi(page, 'Court 5', date, '11:00', '12:00', { note: 'Seen once' });
    await openSheet(page, date);
    const block = event(page, 'Court 5', '11:00 AM – 12:00 PM, Seen once');
    await block.scrollIntoViewIfNeeded();
    const target = slot(page, 'Court 5', '2:00 PM');
    const from = (await block.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    const confirm = page.getByRole('dialog', { name: 'Move event' });
    await expect(confirm).toContainText('To Court 5, 2:00 PM – 3:00 PM');

    // Someone else changes the booking while the move waits for confirmation.
    const changed = await page.request.put(`/api/v1/appointment/update/${booked!.id}`, {
      headers: { 'access-token': await token(page) },
      data: { note: 'Changed elsewhere' },
    });
    expect(changed.status()).toBe(200);
    await confirm.getByRole('button', { name: 'Move' }).click();
    await expect(
      page.getByText('This event has changed since you loaded the court sheet. Please refresh and try again.'),
    ).toBeVisible();
    await expect(event(page, 'Court 5', '11:00 AM – 12:00 PM, Changed elsewhere')).toBeVisible();
    await expect(event(page, 'Court 5', '2:00 PM – 3:00 PM')).toHaveCount(0);
  });

  test('"This and following events" deletes the rest of a series and keeps the earlier ones', async ({ page }) => {
    await signIn(page, 'owner');
    const first = addDays(BASE, 3);
    await bookViaApi(page, 'Pickleball 1', first, '14:00', '15:00', {
      note: 'Clinic',
      recurrence: { frequency: 'weekly', every: 1, days: [], ends: 'occurrences', occurrences: 4 },
    });
    await openSheet(page, addDays(first, 7));
    await event(page, 'Pickleball 1', '2:00 PM – 3:00 PM, Clinic').click();
    await page.getByRole('dialog', { name: 'Booking details' }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete booking' });
    await expect(confirm).toContainText('Are you sure to delete the listing?');
    await confirm.getByRole('radio', { name: 'This and following events' }).check();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(event(page, 'Pickleball 1', '2:00 PM – 3:00 PM')).toHaveCount(0);

    await openSheet(page, addDays(first, 14));
    await expect(event(page, 'Pickleball 1', '2:00 PM – 3:00 PM')).toHaveCount(0);
    await openSheet(page, first);
    await expect(event(page, 'Pickleball 1', '2:00 PM – 3:00 PM, Clinic')).toBeVisible();
  });

  test('a second browser sees a booking appear without reloading', async ({ browser }) => {
    const date = addDays(BASE, 4);
    const [watcher, booker] = await Promise.all([openAs(browser, 'admin', date), openAs(browser, 'reception', date)]);
    await watcher.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await expect(event(watcher, 'Bay 2', '4:00 PM – 5:00 PM')).toHaveCount(0);

    const dialog = await startBooking(booker, 'Bay 2', '4:00 PM');
    await dialog.getByLabel('Note').fill('Fitting');
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(booker.getByText('Your booking successfully created.')).toBeVisible();

    await expect(event(watcher, 'Bay 2', '4:00 PM – 5:00 PM, Fitting')).toBeVisible();
    expect(await watcher.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await Promise.all([watcher.context().close(), booker.context().close()]);
  });
});

test.describe('court sheet for other roles', () => {
  for (const username of ['accountant', 'coach']) {
    test(`${username} gets the view-only notice instead of a selection`, async ({ page }) => {
      await signIn(page, username);
      await openSheet(page, BASE);
      await slot(page, 'Court 2', '8:00 AM').click();
      await expect(page.getByText('Your Assigned Role Is View Only')).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Pending times' }).getByRole('button', { name: 'Book' }),
      ).toBeDisabled();
      await expect(page.getByRole('link', { name: 'Edit Court 2' })).toHaveCount(0);
    });
  }

  test('a member sees others as Booked, confirms a date switch and books for themselves', async ({ page }) => {
    await signIn(page, 'owner');
    const date = addDays(BASE, 5);
    await bookViaApi(page, 'Court 2', date, '08:00', '09:00', { note: 'Private' });
    await signOut(page);
    await signIn(page, 'member');
    await openSheet(page, date);
    await expect(page.getByRole('img', { name: 'Court 2, 8:00 AM – 9:00 AM, Booked' })).toBeVisible();
    await expect(page.getByText('Private')).toHaveCount(0);

    await slot(page, 'Court 3', '8:00 AM').click();
    await page.getByRole('button', { name: 'Next day' }).click();
    const ask = page.getByRole('dialog', { name: 'Switch date' });
    await expect(ask).toContainText('Are you sure to switch date? This will reset your pending times as well.');
    await ask.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(addDays(date, 1));
    await expect(
      page.getByRole('region', { name: 'Pending times' }).getByRole('button', { name: 'Book' }),
    ).toBeDisabled();

    // A member books for themselves (add_book); a clash is the server's message in an Error notice.
    await openSheet(page, date);
    const dialog = await startBooking(page, 'Court 3', '8:00 AM');
    await expect(dialog.getByLabel('Note')).toHaveValue('');
    await expect(dialog.getByRole('combobox', { name: 'Assigned coaches' })).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'Courts' }).click();
    await page.getByRole('option', { name: 'Court 2', exact: true }).click();
    await dialog.getByRole('button', { name: BOOK_AS_MEMBER }).click();
    await expect(page.getByText('The selected time conflicts with existing bookings.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Conflict' })).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'Courts' }).press('Backspace');
    // Partners are members found by name; digits typed into the name are dropped.
    await dialog.getByRole('combobox', { name: 'Partners' }).pressSequentially('Luc4as');
    await page.getByRole('listbox').getByRole('option', { name: 'Lucas Wilson' }).click();
    await dialog.getByRole('button', { name: BOOK_AS_MEMBER }).click();
    await expect(page.getByText('Your booking successfully created.')).toBeVisible();
    await expect(event(page, 'Court 3', '8:00 AM – 9:00 AM, Emma Wilson')).toBeVisible();
    await event(page, 'Court 3', '8:00 AM – 9:00 AM').click();
    const details = page.getByRole('dialog', { name: 'Booking details' });
    await expect(details).toContainText('Emma Wilson (Booked by)');
    await expect(details).toContainText('Lucas Wilson');
    await expect(details.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(details.getByRole('button', { name: 'Block' })).toHaveCount(0);
  });
});

test.describe('court sheet at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the grid scrolls inside its own box, not the page', async ({ page }) => {
    await signIn(page, 'owner');
    await openSheet(page, BASE);
    await expectNoHorizontalScroll(page);
    const grid = page.getByRole('region', { name: 'Court sheet' });
    expect(await grid.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(page.getByText('Zoom 2')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

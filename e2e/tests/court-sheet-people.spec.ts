import { expect, test } from './fixtures.js';
import {
  addDays,
  bookViaApi,
  event,
  openSheet,
  startBooking,
  TODAY,
  token,
  userId,
  BOOK_AS_MEMBER,
} from './sheet-support.js';
import { expectAccessible, signIn, signOut } from './support.js';

/**
 * Who plays and what people do with a booking: staff add and remove players, message them, edit a booking and
 * its repeat; members edit the players of their own booking, cancel it, book for their family; links to a booking
 * open it. Twelve weeks ahead (clear of court-sheet.spec.ts), then one day per test.
 */
const BASE = addDays(TODAY, 84);

test.describe('players and messages', () => {
  test('staff add a member and a guest, remove the guest and message the players', async ({ page }) => {
    await signIn(page, 'owner');
    const date = BASE;
    await bookViaApi(page, 'Pickleball 3', date, '09:00', '10:00', { note: 'Round robin' });
    await openSheet(page, date);
    await event(page, 'Pickleball 3', '9:00 AM – 10:00 AM, Round robin').click();
    const details = page.getByRole('dialog', { name: 'Booking details' });
    await expect(details).toContainText('Nobody booked yet');

    await details.getByRole('combobox', { name: 'Member to add' }).pressSequentially('Lucas');
    await page.getByRole('option', { name: 'Lucas Wilson' }).click();
    await details.getByRole('button', { name: 'Add player' }).click();
    await expect(details.getByRole('list', { name: 'Participants' })).toContainText('Lucas Wilson (Booked by)');

    await details.getByRole('radiogroup', { name: 'Player to add' }).getByText('Guest', { exact: true }).click();
    await details.getByLabel('Guest name').fill('Ann Lee 2');
    await expect(details.getByLabel('Guest name')).toHaveValue('Ann Lee ');
    await details.getByRole('button', { name: 'Add player' }).click();
    await expect(details.getByRole('list', { name: 'Participants' })).toContainText('Ann Lee (Guest)');
    await expect(event(page, 'Pickleball 3', '9:00 AM – 10:00 AM, Lucas Wilson, Ann Lee')).toBeVisible();
    // The sheet itself is checked in court-sheet.spec.ts; here the booking's details with its players.
    await expectAccessible(page, { within: '[role="dialog"]' });

    await details.getByRole('button', { name: 'Remove Ann Lee' }).click();
    await expect(details.getByRole('list', { name: 'Participants' })).not.toContainText('Ann Lee');
    // A member on the booking: it can no longer be blocked.
    await expect(details.getByRole('button', { name: 'Block' })).toBeDisabled();

    await details.getByRole('tab', { name: 'Messages' }).click();
    await expect(details).toContainText('No messages yet');
    await details.getByLabel('Message to participants').fill('Courts are resurfaced, bring clean shoes.');
    await details.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Your message was sent. (1 recipient)')).toBeVisible();
    await expect(details).toContainText('Courts are resurfaced, bring clean shoes.');
    await expect(details).toContainText('Olivia Bennett');
  });

  test('staff edit the coaches and the repeat of a booking; its people stay', async ({ page }) => {
    await signIn(page, 'owner');
    const date = addDays(BASE, 1);
    // A member booked on a chain keeps its repeat as it is (spec 2 section 8).
    await bookViaApi(page, 'Pickleball 5', date, '11:00', '12:00', { userId: await userId(page, 'Mia Wilson') });
    await openSheet(page, date);
    await event(page, 'Pickleball 5', '11:00 AM – 12:00 PM').click();
    await page.getByRole('dialog', { name: 'Booking details' }).getByRole('button', { name: 'Edit' }).click();
    const booked = page.getByRole('dialog', { name: 'Edit booking' });
    await expect(booked).toContainText('There is a booked event in this reoccurrence.');
    await booked.getByRole('radio', { name: 'All events' }).check();
    await expect(booked.getByRole('switch', { name: 'Change the repeat' })).toBeDisabled();
    await booked.getByRole('button', { name: 'Cancel' }).click();

    await bookViaApi(page, 'Pickleball 4', date, '11:00', '12:00', { note: 'Clinic', guests: ['Bo Park', 'Cy Diaz'] });
    await openSheet(page, date);
    await event(page, 'Pickleball 4', '11:00 AM – 12:00 PM').click();
    await page.getByRole('dialog', { name: 'Booking details' }).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit booking' });
    await edit.getByRole('combobox', { name: 'Assigned coaches' }).click();
    await page.getByRole('option', { name: 'Sofia Laurent' }).click();
    await expect(edit.getByRole('switch', { name: 'Change the repeat' })).toBeDisabled();
    await edit.getByRole('radio', { name: 'All events' }).check();
    await edit.getByRole('switch', { name: 'Change the repeat' }).check();
    await edit.getByLabel('Repeat', { exact: true }).selectOption('weekly');
    await edit.getByRole('radio', { name: 'After a number of times' }).check();
    await edit.getByLabel('Occurrences').fill('3');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Processing for the whole recurrence chain. Please wait.')).toBeVisible();
    await expect(page.getByText('Your changes were saved.')).toBeVisible();

    for (const week of [0, 7, 14]) {
      await openSheet(page, addDays(date, week));
      await event(page, 'Pickleball 4', '11:00 AM – 12:00 PM, Bo Park, Cy Diaz').click();
      const details = page.getByRole('dialog', { name: 'Booking details' });
      await expect(details).toContainText('Assigned: Sofia Laurent');
      await expect(details).toContainText('Clinic');
      await details.getByRole('button', { name: 'Close', exact: true }).click();
    }
    await openSheet(page, addDays(date, 21));
    await expect(event(page, 'Pickleball 4', '11:00 AM – 12:00 PM')).toHaveCount(0);
  });

  test('the coach filter shows only the chosen coach’s bookings', async ({ page }) => {
    await signIn(page, 'owner');
    const date = addDays(BASE, 2);
    await bookViaApi(page, 'Pickleball 5', date, '08:00', '09:00', {
      note: 'Sofia lesson',
      assigned: [await userId(page, 'Sofia Laurent')],
    });
    await bookViaApi(page, 'Pickleball 6', date, '08:00', '09:00', { note: 'Open play' });
    await openSheet(page, date);
    await expect(event(page, 'Pickleball 6', '8:00 AM – 9:00 AM, Open play')).toBeVisible();
    await page.getByRole('combobox', { name: 'Coach' }).click();
    await page.getByRole('option', { name: 'Sofia Laurent' }).click();
    await expect(event(page, 'Pickleball 6', '8:00 AM – 9:00 AM')).toHaveCount(0);
    await expect(event(page, 'Pickleball 5', '8:00 AM – 9:00 AM, Sofia lesson')).toBeVisible();
  });
});

test.describe('members and their family', () => {
  test('a member books for a family member, edits the players of their booking and cancels it', async ({ page }) => {
    const date = addDays(BASE, 3);
    await signIn(page, 'member');
    await openSheet(page, date);
    await page.getByLabel('Show bookings of').selectOption({ label: 'Lucas Wilson' });
    let dialog = await startBooking(page, 'Bay 3', '10:00 AM');
    await expect(dialog.getByLabel('Book for')).toHaveValue(String(await userId(page, 'Lucas Wilson')));
    await dialog.getByRole('button', { name: BOOK_AS_MEMBER }).click();
    await expect(page.getByText('Your booking successfully created.')).toBeVisible();
    await expect(event(page, 'Bay 3', '10:00 AM – 11:00 AM, Lucas Wilson')).toBeVisible();

    await page.getByLabel('Show bookings of').selectOption({ label: 'Me (Emma)' });
    dialog = await startBooking(page, 'Bay 4', '10:00 AM');
    await dialog.getByRole('button', { name: BOOK_AS_MEMBER }).click();
    // The first booking's notice may still be up: the newest one, and the booking on the sheet.
    await expect(page.getByText('Your booking successfully created.').last()).toBeVisible();
    await expect(event(page, 'Bay 4', '10:00 AM – 11:00 AM, Emma Wilson')).toBeVisible();

    await event(page, 'Bay 4', '10:00 AM – 11:00 AM, Emma Wilson').click();
    let details = page.getByRole('dialog', { name: 'Booking details' });
    await details.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit booking' });
    await expect(edit.getByLabel('Start time')).toHaveCount(0);
    await edit.getByLabel('Guests').fill('Ann Lee');
    await edit.getByLabel('Guests').press('Enter');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your changes were saved.')).toBeVisible();
    await expect(event(page, 'Bay 4', '10:00 AM – 11:00 AM, Emma Wilson, Ann Lee')).toBeVisible();

    await event(page, 'Bay 4', '10:00 AM – 11:00 AM').click();
    details = page.getByRole('dialog', { name: 'Booking details' });
    await details.getByRole('button', { name: 'Cancel booking' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel booking' });
    await expect(confirm).toContainText('Are you sure you want to cancel this booking?');
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText('The booking was cancelled.')).toBeVisible();
    await expect(event(page, 'Bay 4', '10:00 AM – 11:00 AM')).toHaveCount(0);
    await expect(event(page, 'Bay 3', '10:00 AM – 11:00 AM, Lucas Wilson')).toBeVisible();
  });
});

test.describe('links to a booking', () => {
  test('a link opens the booking on its day; a link to a deleted booking goes back to the sheet', async ({ page }) => {
    await signIn(page, 'owner');
    const date = addDays(BASE, 4);
    const [kept] = await bookViaApi(page, 'Pickleball 3', date, '15:00', '16:00', { note: 'Linked' });
    const [gone] = await bookViaApi(page, 'Pickleball 3', date, '17:00', '18:00', { note: 'Deleted' });
    const removed = await page.request.delete(`/api/v1/appointment/delete/${gone!.id}`, {
      headers: { 'access-token': await token(page) },
    });
    expect(removed.status()).toBe(200);

    await page.goto(`/private/courtlisting/${kept!.id}/${kept!.resourceId}`);
    await expect(page).toHaveURL(new RegExp(`/private/dashboard\\?date=${date}$`));
    await expect(page.getByRole('dialog', { name: 'Booking details' })).toContainText('Linked');
    await page
      .getByRole('dialog', { name: 'Booking details' })
      .getByRole('button', { name: 'Close', exact: true })
      .click();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Court sheet' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Booking details' })).toHaveCount(0);

    await page.goto(`/private/courtlisting/${gone!.id}/${gone!.resourceId}`);
    await expect(page).toHaveURL(/\/private\/dashboard$/);
    await expect(page.getByText('This booking no longer exists.')).toBeVisible();

    await signOut(page);
    await signIn(page, 'accountant');
    await page.goto(`/private/courtlisting/${kept!.id}/${kept!.resourceId}`);
    await expect(page.getByText('Oops, something went wrong.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Booking details' })).toHaveCount(0);
  });
});

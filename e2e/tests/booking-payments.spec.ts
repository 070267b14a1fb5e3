import { expect, test, type Page } from './fixtures.js';
import {
  addDays,
  clearCourtBetween,
  clearMemberBetween,
  clubInstant,
  courtId,
  event,
  openSheet,
  startBooking,
  TODAY,
  token,
  userId,
} from './sheet-support.js';
import { expectNoHorizontalScroll, signIn, signOut } from './support.js';

const SUCCEEDS = '4242424242424242';
const DECLINED = '4000000000000002';

async function typeCard(page: Page, number: string) {
  const checkout = page.getByTestId('checkout');
  await checkout.getByLabel('Card number').fill(number);
  await checkout.getByLabel('Expiry (MM/YY)').fill('12/34');
  await checkout.getByLabel('CVC').fill('123');
}

/**
 * Paying for court time (issue 13) as a member meets it on the demo's Bay 4, which members book by day at the day
 * rate ($30.00 an hour): the create modal becomes the checkout, with the price, the method picker and the
 * member's two choices.
 */
test.describe('booking payments', () => {
  test('a member pays for court time with a test card; a declined card books nothing', async ({ page }) => {
    const date = addDays(TODAY, 90);
    await signIn(page, 'member');
    await openSheet(page, date);

    const dialog = await startBooking(page, 'Bay 4', '10:00 AM');
    const checkout = dialog.getByTestId('checkout');
    await expect(checkout).toContainText('Price: $30.00');
    await expect(dialog.getByRole('button', { name: 'Book', exact: true })).toHaveCount(0);
    // Members see no Cash (staff only).
    await expect(checkout.getByRole('radio', { name: 'Cash' })).toHaveCount(0);
    await checkout.getByRole('radio', { name: 'New Card' }).check();
    await typeCard(page, DECLINED);
    await dialog.getByRole('button', { name: 'Book and Pay by Card' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Your card was declined.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(event(page, 'Bay 4', '10:00 AM – 11:00 AM')).toHaveCount(0);

    // The time stays selected after the dialog closes: Book opens the checkout again.
    await page.getByRole('region', { name: 'Pending times' }).getByRole('button', { name: 'Book' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('checkout').getByRole('radio', { name: 'New Card' }).check();
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await typeCard(page, SUCCEEDS);
    await dialog.getByRole('button', { name: 'Book and Pay by Card' }).click();
    await expect(page.getByText('Booked and paid.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(event(page, 'Bay 4', '10:00 AM – 11:00 AM, Emma Wilson')).toBeVisible();
  });

  test('a member books to pay in person', async ({ page }) => {
    const date = addDays(TODAY, 91);
    await signIn(page, 'member');
    await openSheet(page, date);
    const dialog = await startBooking(page, 'Bay 4', '2:00 PM');
    await expect(dialog.getByTestId('checkout')).toContainText('Price: $30.00');
    await dialog.getByRole('button', { name: 'Book and Pay in Person' }).click();
    await expect(page.getByText('Your booking successfully created.')).toBeVisible();
    await expect(event(page, 'Bay 4', '2:00 PM – 3:00 PM, Emma Wilson')).toBeVisible();
  });

  test('staff see what a booking was paid with, by whom, and refund it', async ({ page }) => {
    const date = addDays(TODAY, 92);
    await signIn(page, 'owner');
    // Emma's booking paid in cash at the desk, through the API as the front desk would take it.
    const paid = await page.request.post('/api/v1/appointment/book-and-pay', {
      headers: { 'access-token': await token(page) },
      data: {
        startDate: clubInstant(date, '11:00'),
        endDate: clubInstant(date, '12:00'),
        courts: [await courtId(page, 'Bay 4')],
        userId: await userId(page, 'Emma Wilson'),
        amount: 3000,
        currency: 'usd',
        method: 'cash',
      },
    });
    expect(paid.status()).toBe(200);
    await openSheet(page, date);
    await event(page, 'Bay 4', '11:00 AM – 12:00 PM, Emma Wilson').click();
    const details = page.getByRole('dialog', { name: 'Booking details' });
    await expect(details.getByText('Paid', { exact: true })).toBeVisible();
    await details.getByRole('tab', { name: 'Payments' }).click();
    const payments = details.getByTestId('booking-payments');
    await expect(payments).toContainText('Price $30.00 · Paid $30.00 · Owed $0.00');
    await expect(payments).toContainText('Cash by Olivia');
    await payments.getByRole('button', { name: 'Refund' }).click();
    await payments.getByRole('button', { name: 'Confirm refund' }).click();
    await expect(page.getByText('The booking payment is refunded.')).toBeVisible();
    await expect(payments).toContainText('Refunded $30.00');
    await expect(payments).toContainText('Price $30.00 · Paid $0.00 · Owed $30.00');
  });

  test('a member pays for court time with points, seeing their balance', async ({ page }) => {
    // A weekday three or more days ahead: the demo's Off-peak tennis rule prices Court 5 at $16.00 or 16 points.
    let date = addDays(TODAY, 3);
    while ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) date = addDays(date, 1);
    // The demo books members at times that depend on today's date: clear the hours first, as the front desk would.
    await signIn(page, 'owner');
    const cleared = await page.request.delete('/api/v1/appointment/delete_rule', {
      headers: { 'access-token': await token(page) },
      data: {
        court_id: await courtId(page, 'Court 5'),
        start_time: clubInstant(date, '11:00'),
        end_time: clubInstant(date, '14:00'),
      },
    });
    expect(cleared.status()).toBe(200);
    // delete_rule takes what lies wholly inside the window; a demo booking reaching into it goes too.
    await clearCourtBetween(page, 'Court 5', date, '11:00', '14:00');
    // A member holds one court at a time: the demo's own bookings of Emma in that hour go too.
    await clearMemberBetween(page, 'Emma Wilson', date, '11:00', '12:00');
    await signOut(page);
    await signIn(page, 'member');
    await openSheet(page, date);
    const dialog = await startBooking(page, 'Court 5', '11:00 AM');
    const checkout = dialog.getByTestId('checkout');
    await expect(checkout).toContainText('Price: $16.00 or 16 points');
    const points = checkout.getByRole('radio', { name: /^Points \((\d+) available\)$/ });
    const label = (await checkout.getByText(/^Points \(\d+ available\)$/).textContent()) ?? '';
    const before = Number(/\((\d+) available\)/.exec(label)?.[1]);
    expect(before).toBeGreaterThanOrEqual(16);
    await points.check();
    await dialog.getByRole('button', { name: 'Book and Pay with Points' }).click();
    await expect(page.getByText('Booked and paid with points.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(event(page, 'Court 5', '11:00 AM – 12:00 PM, Emma Wilson')).toBeVisible();
    // The next checkout shows the balance 16 points lower.
    const again = await startBooking(page, 'Court 5', '1:00 PM');
    await expect(again.getByTestId('checkout').getByText(`Points (${before - 16} available)`)).toBeVisible();
  });
});

import { expect, test, type Page } from './fixtures.js';
import { addDays, bookToPayInPerson, openBookingPayments, TODAY, token, userId } from './sheet-support.js';
import { expectAccessible, expectNoHorizontalScroll, signIn } from './support.js';

/** Emma's booking made by the desk to be paid in person (owing its whole price), through the API. */
const bookInPerson = (page: Page, court: string, date: string, from: string, to: string, amount: number) =>
  bookToPayInPerson(page, { court, member: 'Emma Wilson', date, from, to, amount });

/**
 * The front desk's money loop (issue 24): a booking that owes anything (booked to pay in person, or refunded)
 * offers Take payment in its Payments tab, with the booking checkout's ways to pay.
 */
test.describe('taking payment on a booking', () => {
  test('the desk takes cash on an unpaid booking, refunds it, and takes a new card for it', async ({ page }) => {
    const date = addDays(TODAY, 95);
    await signIn(page, 'owner');
    await bookInPerson(page, 'Bay 4', date, '09:00', '10:00', 3000);
    const { details, payments } = await openBookingPayments(page, date, 'Bay 4', '9:00 AM – 10:00 AM, Emma Wilson');
    await expect(details.getByText('Not paid', { exact: true })).toBeVisible();
    await expect(payments).toContainText('Price $30.00 · Paid $0.00 · Owed $30.00');
    await payments.getByRole('button', { name: 'Take payment' }).click();
    const take = payments.getByTestId('take-payment');
    await expect(take).toContainText('Take payment: $30.00 owed');
    for (const method of ['New Card', 'Cash', 'Check'])
      await expect(take.getByRole('radio', { name: method })).toBeVisible();
    await expectAccessible(page, { within: '[role="dialog"]' });
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await take.getByRole('radio', { name: 'Cash' }).check();
    await take.getByRole('button', { name: 'Take $30.00 in cash' }).click();
    await expect(payments).toContainText('Price $30.00 · Paid $30.00 · Owed $0.00');
    await expect(payments).toContainText('Cash by Olivia');
    await expect(payments.getByRole('button', { name: 'Take payment' })).toHaveCount(0);

    // Refunded: owed again, and Take payment is back.
    await payments.getByRole('button', { name: 'Refund' }).click();
    await payments.getByRole('button', { name: 'Confirm refund' }).click();
    await expect(payments).toContainText('Price $30.00 · Paid $0.00 · Owed $30.00');
    await expect(payments.getByText('Refunded', { exact: true })).toBeVisible();
    await payments.getByRole('button', { name: 'Take payment' }).click();
    await take.getByRole('radio', { name: 'New Card' }).check();
    await take.getByLabel('Card number').fill('4242424242424242');
    await take.getByLabel('Expiry (MM/YY)').fill('12/34');
    await take.getByLabel('CVC').fill('123');
    await take.getByRole('button', { name: 'Charge $30.00' }).click();
    await expect(payments).toContainText('Price $30.00 · Paid $30.00 · Owed $0.00');
    await expect(payments).toContainText('Card •••• 4242 by Olivia');

    // The member detail's charges read the refunded cash as Refunded, and its Owed counts what bookings owe.
    await bookInPerson(page, 'Bay 4', date, '11:00', '12:00', 3000);
    const emma = await userId(page, 'Emma Wilson');
    const customer = await page.request.get(`/api/v1/payment/getbusinesscustomer/${emma}`, {
      headers: { 'access-token': await token(page) },
    });
    const balance = (await customer.json()).payload.balance as { owed: number; bookings_owed: number };
    expect(balance.bookings_owed).toBeGreaterThanOrEqual(3000);
    await page.goto(`/private/member/edit/${emma}`);
    // owed is the member's owed in all, what the bookings owe included (issue 24).
    const owed = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(balance.owed / 100);
    await expect(page.getByRole('group', { name: 'Balance' })).toContainText(`Owed${owed}`);
    const refunded = page
      .getByRole('table', { name: 'Charges of Emma Wilson' })
      .getByRole('row')
      .filter({ hasText: 'Refunded $30.00' })
      .filter({ hasText: 'Cash' })
      .first();
    await expect(refunded.locator('.mantine-Badge-root')).toHaveText('Refunded');
  });

  test('the desk takes a booking’s price in the booker’s points', async ({ page }) => {
    // A weekday three or more days ahead: the demo's Off-peak tennis rule prices Court 5 at $16.00 or 16 points.
    let date = addDays(TODAY, 10);
    while ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) date = addDays(date, 1);
    await signIn(page, 'owner');
    await bookInPerson(page, 'Court 5', date, '12:00', '13:00', 1600);
    const { payments } = await openBookingPayments(page, date, 'Court 5', '12:00 PM – 1:00 PM, Emma Wilson');
    await expect(payments).toContainText('Owed $16.00');
    await payments.getByRole('button', { name: 'Take payment' }).click();
    const take = payments.getByTestId('take-payment');
    await take.getByRole('radio', { name: 'Points' }).check();
    await take.getByRole('button', { name: 'Pay with 16 points' }).click();
    await expect(payments).toContainText('Price $16.00 · Paid $16.00 · Owed $0.00');
    await expect(payments).toContainText('Points (16 points) by Olivia');
  });
});

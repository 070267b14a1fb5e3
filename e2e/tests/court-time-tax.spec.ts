import { expect, test } from './fixtures.js';
import {
  addDays,
  bookToPayInPerson,
  courtId,
  event,
  fillNewCard,
  openBookingPayments,
  openSheet,
  slot,
  TODAY,
  withTax,
} from './sheet-support.js';
import { expectAccessible, expectNoHorizontalScroll, signIn } from './support.js';

/**
 * Court time priced with its tax (issue 24 point 4), on the demo's Bay 4 ($30.00 an hour by day) once the club
 * charges an 8.875 % tax on court time: the rule band, the pending selection and the booking dialog show the
 * total ($30.00 + $2.66 = $32.66), and the card is charged exactly that.
 */
const COURT_TAX = { percentage: 8.875, court_time: true };

test.describe('court time with its tax', () => {
  test('the band, the selection and the checkout show the total the card is charged', async ({ page }) => {
    const date = addDays(TODAY, 99);
    await signIn(page, 'owner');
    await withTax(page, COURT_TAX, async (ownerToken) => {
      const bay = await courtId(page, 'Bay 4');
      await signIn(page, 'member');
      await openSheet(page, date);
      const band = page.locator(`[data-court-column="${bay}"] [data-rule-price]`).first();
      await expect(band).toContainText('$30.00/h ($32.66/h with tax)');

      await slot(page, 'Bay 4', '10:00 AM').click();
      const pending = page.getByRole('region', { name: 'Pending times' });
      await expect(pending).toContainText('Bay 4, 10:00 AM – 11:00 AM · $30.00 · Tax $2.66 · Total $32.66');
      await pending.getByRole('button', { name: 'Book' }).click();
      const dialog = page.getByRole('dialog', { name: 'New booking' });
      const checkout = dialog.getByTestId('checkout');
      await expect(checkout).toContainText('Price: $30.00 · Tax $2.66 · Total $32.66');
      await fillNewCard(checkout);
      // Taxed court time may also be held on the card, for the total shown.
      await expect(dialog.getByRole('button', { name: 'Book and Authorize Payment' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Book and Pay by Card' }).click();
      await expect(page.getByText('Booked and paid.')).toBeVisible();
      await expect(event(page, 'Bay 4', '10:00 AM – 11:00 AM, Emma Wilson')).toBeVisible();

      // What the card was charged: the booking's payment as the front desk reads it.
      const booked = await event(page, 'Bay 4', '10:00 AM – 11:00 AM, Emma Wilson').getAttribute('data-event-id');
      const payments = await page.request.get(`/api/v1/appointment/payments/${booked}`, {
        headers: { 'access-token': ownerToken },
      });
      expect(payments.status()).toBe(200);
      const charge = (
        (await payments.json()) as { payload: { payments: { charge: { tax: number; total: number } }[] } }
      ).payload.payments[0]!.charge;
      expect(charge).toMatchObject({ tax: 266, total: 3266 });
    });
  });

  test('the desk takes a booking made to pay in person with its tax, shown before it is taken', async ({ page }) => {
    const date = addDays(TODAY, 186);
    await signIn(page, 'owner');
    await withTax(page, COURT_TAX, async (ownerToken) => {
      const id = await bookToPayInPerson(page, {
        court: 'Bay 4',
        member: 'Emma Wilson',
        date,
        from: '09:00',
        to: '10:00',
        amount: 3000,
      });
      const { payments } = await openBookingPayments(page, date, 'Bay 4', '9:00 AM – 10:00 AM, Emma Wilson');
      await expect(payments).toContainText('Price $30.00 · Paid $0.00 · Owed $30.00 · Tax $2.66 · Total $32.66');
      await payments.getByRole('button', { name: 'Take payment' }).click();
      const take = payments.getByTestId('take-payment');
      await expect(take).toContainText('Take payment: $32.66 owed');
      await expect(take).toContainText('Price: $30.00 · Tax $2.66 · Total $32.66');
      await expectAccessible(page, { within: '[role="dialog"]' });
      await page.setViewportSize({ width: 375, height: 812 });
      await expectNoHorizontalScroll(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      await take.getByRole('radio', { name: 'Cash' }).check();
      await take.getByRole('button', { name: 'Take $32.66 in cash' }).click();
      await expect(payments).toContainText('Price $30.00 · Paid $30.00 · Owed $0.00');
      const read = await page.request.get(`/api/v1/appointment/payments/${id}`, {
        headers: { 'access-token': ownerToken },
      });
      const charge = ((await read.json()) as { payload: { payments: { charge: { tax: number; total: number } }[] } })
        .payload.payments[0]!.charge;
      expect(charge).toMatchObject({ tax: 266, total: 3266 });
    });
  });

  for (const size of [
    { width: 375, height: 812 },
    { width: 1440, height: 900 },
  ]) {
    test(`the free times list shows each time's tax and books at that total at ${size.width} px`, async ({ page }) => {
      const date = addDays(TODAY, size.width === 375 ? 187 : 188);
      await signIn(page, 'owner');
      await withTax(page, COURT_TAX, async () => {
        await page.setViewportSize(size);
        await signIn(page, 'member');
        await page.goto('/private/free-times');
        await page.getByLabel('Day').fill(date);
        await page.getByRole('combobox', { name: 'Sport' }).click();
        await page.getByRole('option', { name: 'Golf simulators', exact: true }).click();
        const list = page.getByRole('list', { name: 'Free times' });
        const free = list.getByRole('listitem', { name: /^10:00 AM – 11:00 AM, Bay 4$/ });
        await expect(free.getByTestId('slot-price')).toHaveText(/^\$30\.00 · Tax \$2\.66 · Total \$32\.66/);
        await expectNoHorizontalScroll(page);
        await free.getByRole('button', { name: /^Book Bay 4/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Book Bay 4' });
        const checkout = dialog.getByTestId('checkout');
        await expect(checkout).toContainText('Price: $30.00 · Tax $2.66 · Total $32.66');
        await fillNewCard(checkout);
        await dialog.getByRole('button', { name: 'Book and Pay by Card' }).click();
        await expect(page.getByText('Booked and paid.')).toBeVisible();
        await expect(free).toHaveCount(0);
      });
    });
  }
});

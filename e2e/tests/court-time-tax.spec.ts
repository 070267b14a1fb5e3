import { expect, test, type Page } from './fixtures.js';
import { addDays, courtId, event, openSheet, slot, TODAY, token } from './sheet-support.js';
import { signIn } from './support.js';

/** The owner's tax on court time, through the API as the Taxes tab saves it; archived when the test ends. */
async function taxOnCourtTime(page: Page): Promise<number> {
  const created = await page.request.post('/api/v1/payment/tax/create', {
    headers: { 'access-token': await token(page) },
    data: { display_name: `Court tax ${Date.now()}`, percentage: 8.875, court_time: true },
  });
  expect(created.status()).toBe(200);
  return ((await created.json()) as { payload: { id: number } }).payload.id;
}

/**
 * Court time priced with its tax (issue 24 point 4), on the demo's Bay 4 ($30.00 an hour by day) once the club
 * charges an 8.875 % tax on court time: the rule band, the pending selection and the booking dialog show the
 * total ($30.00 + $2.66 = $32.66), and the card is charged exactly that.
 */
test.describe('court time with its tax', () => {
  test('the band, the selection and the checkout show the total the card is charged', async ({ page }) => {
    const date = addDays(TODAY, 99);
    await signIn(page, 'owner');
    const taxId = await taxOnCourtTime(page);
    const ownerToken = await token(page);
    try {
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
      // Taxed court time is paid now or in person, not held on the card.
      await expect(dialog.getByRole('button', { name: 'Book and Authorize Payment' })).toHaveCount(0);
      await checkout.getByRole('radio', { name: 'New Card' }).check();
      await checkout.getByLabel('Card number').fill('4242424242424242');
      await checkout.getByLabel('Expiry (MM/YY)').fill('12/34');
      await checkout.getByLabel('CVC').fill('123');
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
    } finally {
      const archived = await page.request.delete(`/api/v1/payment/tax/archive/${taxId}`, {
        headers: { 'access-token': ownerToken },
      });
      expect(archived.status()).toBe(200);
    }
  });
});

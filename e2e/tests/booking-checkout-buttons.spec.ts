import { expect, test, type Locator, type Page } from './fixtures.js';
import { addDays, openSheet, slot, TODAY } from './sheet-support.js';
import { signIn } from './support.js';

/** Mantine marks a button's look in data-variant: 'filled' is the one primary button, the rest are lighter. */
const variantOf = (button: Locator) => button.getAttribute('data-variant');

/**
 * Holds every appointment/price answer until `release()`: the checkout's loading state can be looked at without
 * waiting on the clock, and nothing is answered differently from what the server says.
 */
async function holdPrices(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/appointment/price', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function openNewBooking(page: Page, court: string, time: string) {
  await slot(page, court, time).click();
  await page.getByRole('region', { name: 'Pending times' }).getByRole('button', { name: 'Book' }).click();
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * One primary pay button in the booking dialog (issue 24 point 5), on the demo's Bay 4 ($30.00 an hour by day):
 * card where the club takes cards, else paying in person; Book and Authorize Payment and the staff's unpaid Book are
 * the lighter choices, and the plain Book cannot be pressed before the checkout has loaded. Nothing is booked.
 */
test.describe('the booking checkout’s buttons', () => {
  test('staff see card first, the hold and in person lighter, and Book only once the price is in', async ({ page }) => {
    await signIn(page, 'owner');
    await openSheet(page, addDays(TODAY, 97));
    const dialog = await openNewBooking(page, 'Bay 4', '10:00 AM');
    const release = await holdPrices(page);
    const picker = dialog.getByRole('combobox', { name: 'Booked for' });
    await picker.pressSequentially('Emma');
    await page.getByRole('option', { name: /Emma Wilson/ }).click();

    // The price is asked for and not answered yet: the plain Book is there but cannot be pressed.
    await expect(dialog.getByRole('status').filter({ hasText: 'Checking the price…' })).toBeVisible();
    const book = dialog.getByRole('button', { name: 'Book', exact: true });
    await expect(book).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Book and Pay by Card' })).toHaveCount(0);

    release();
    const checkout = dialog.getByTestId('checkout');
    await expect(checkout).toContainText('Price: $30.00');
    const card = dialog.getByRole('button', { name: 'Book and Pay by Card' });
    await expect(card).toBeVisible();
    expect(await variantOf(card)).toBe('filled');
    expect(await variantOf(dialog.getByRole('button', { name: 'Book and Authorize Payment' }))).toBe('light');
    expect(await variantOf(dialog.getByRole('button', { name: 'Book and Pay in Person' }))).toBe('light');
    await expect(book).toBeEnabled();
    expect(await variantOf(book)).toBe('default');
    // Exactly one filled button in the dialog.
    await expect(dialog.locator('button[data-variant="filled"]')).toHaveCount(1);
  });

  test('a member of a club without a card processor has paying in person as the primary button', async ({ page }) => {
    await signIn(page, 'member');
    // The club as one without a connected processor: the server's checkout options with card payments off.
    await page.route('**/api/v1/appointment/book-and-pay/options', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { payload: { card_payments: boolean } };
      body.payload.card_payments = false;
      await route.fulfill({ response, json: body });
    });
    await openSheet(page, addDays(TODAY, 98));
    const dialog = await openNewBooking(page, 'Bay 4', '10:00 AM');
    await expect(dialog.getByTestId('checkout')).toContainText('Price: $30.00');
    const inPerson = dialog.getByRole('button', { name: 'Book and Pay in Person' });
    await expect(inPerson).toBeVisible();
    expect(await variantOf(inPerson)).toBe('filled');
    await expect(dialog.getByRole('button', { name: 'Book and Pay by Card' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Book and Authorize Payment' })).toHaveCount(0);
    // Members book priced time through the checkout only: no unpaid plain Book beside it.
    await expect(dialog.getByRole('button', { name: 'Book', exact: true })).toHaveCount(0);
    await expect(dialog.locator('button[data-variant="filled"]')).toHaveCount(1);
  });
});

import { expect, test, type Page } from './fixtures.js';
import { addDays, event, openSheet, startBooking, TODAY } from './sheet-support.js';
import { signIn } from './support.js';

const SUCCEEDS = '4242424242424242';

async function typeCard(page: Page, scope: ReturnType<Page['getByTestId']>) {
  await scope.getByLabel('Card number').fill(SUCCEEDS);
  await scope.getByLabel('Expiry (MM/YY)').fill('12/34');
  await scope.getByLabel('CVC').fill('123');
}

/**
 * Split payment (issue 13) in the demo club, which allows it: Emma books Bay 4 with Samuel (sam.garcia) and splits the $30.00,
 * paying her $15.00 share by card; Sam finds his share on his home and pays it with a card of his own, and the
 * booking's payments then show both shares paid.
 */
test('a member splits a booking and the other member pays their share', async ({ page, browser }) => {
  const date = addDays(TODAY, 96);
  await signIn(page, 'member');
  await openSheet(page, date);
  const dialog = await startBooking(page, 'Bay 4', '4:00 PM');
  await dialog.getByRole('combobox', { name: 'Partners' }).pressSequentially('Sam');
  await page.getByRole('listbox').getByRole('option', { name: 'Samuel Garcia' }).click();
  const checkout = dialog.getByTestId('checkout');
  await expect(checkout).toContainText('Price: $30.00');
  await checkout.getByRole('checkbox', { name: 'Split payment' }).check();
  await expect(checkout.getByTestId('booker-share')).toHaveText('Your share: $15.00 of $30.00');
  await expect(dialog.getByRole('button', { name: 'Book and Pay in Person' })).toHaveCount(0);
  await checkout.getByRole('radio', { name: 'New Card' }).check();
  await typeCard(page, checkout);
  await dialog.getByRole('button', { name: 'Book and Pay by Card' }).click();
  await expect(page.getByText('Booked and paid.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Sam sees what he owes on his home and pays it.
  const context = await browser.newContext();
  const sam = await context.newPage();
  await signIn(sam, 'sam.garcia');
  await sam.goto('/private/home');
  const day = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
  const owed = sam
    .getByRole('region', { name: 'Shares to pay' })
    .getByRole('listitem')
    .filter({ hasText: `${day} 4:00 PM` });
  await expect(owed).toContainText('Your share: $15.00');
  await expect(owed).toContainText('Owed');
  await owed.getByRole('button', { name: 'Pay my share' }).click();
  const pay = sam.getByRole('dialog', { name: 'Pay my share: $15.00' });
  const samCheckout = pay.getByTestId('checkout');
  await samCheckout.getByRole('radio', { name: 'New Card' }).check();
  await typeCard(sam, samCheckout);
  await pay.getByRole('button', { name: 'Pay my share' }).click();
  await expect(sam.getByText('Your share is paid.')).toBeVisible();
  await expect(owed).toHaveCount(0);
  await context.close();

  // The booking's payments show each share and who paid.
  await page.reload();
  await event(page, 'Bay 4', '4:00 PM – 5:00 PM, Emma Wilson').click();
  const details = page.getByRole('dialog', { name: 'Booking details' });
  await details.getByRole('tab', { name: 'Payments' }).click();
  const shares = details.getByTestId('split-shares');
  await expect(shares).toContainText('Emma Wilson (booker): $15.00');
  await expect(shares).toContainText('Samuel Garcia: $15.00');
  await expect(shares.getByText('Paid', { exact: true })).toHaveCount(2);
});

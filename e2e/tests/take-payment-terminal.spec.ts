import { expect, test } from './fixtures.js';
import { addDays, bookToPayInPerson, openBookingPayments, TODAY } from './sheet-support.js';
import { signIn } from './support.js';

/**
 * Issue 24 point 3: the desk takes what a booking owes on the card reader from its Payments tab; the captured
 * charge pays the booking.
 */
test.describe('taking a booking’s payment on the terminal', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the desk charges an unpaid booking on the simulated reader and the booking is paid', async ({ page }) => {
    const date = addDays(TODAY, 97);
    await signIn(page, 'owner');
    await bookToPayInPerson(page, {
      court: 'Bay 4',
      member: 'Emma Wilson',
      date,
      from: '14:00',
      to: '15:00',
      amount: 3000,
    });
    const { payments } = await openBookingPayments(page, date, 'Bay 4', '2:00 PM – 3:00 PM, Emma Wilson');
    await expect(payments).toContainText('Owed $30.00');
    await payments.getByRole('button', { name: 'Take payment' }).click();
    const take = payments.getByTestId('take-payment');
    // The demo club's simulated reader is found online (discovery starts 1.5 s after the form opens).
    await take.getByRole('radio', { name: 'Terminal' }).check();
    await take.getByRole('button', { name: 'Charge $30.00 on the terminal' }).click();
    await expect(take.getByText('Continue the process on the terminal.')).toBeVisible();

    const screenUrl = await take.getByRole('link', { name: 'the simulated reader’s screen' }).getAttribute('href');
    const reader = await page.context().newPage();
    await reader.goto(screenUrl!);
    await expect(reader.getByText('Collecting 30.00 USD')).toBeVisible();
    await reader.getByRole('button', { name: 'Tap test card (Visa 4242)' }).click();
    await expect(reader.getByText('Last payment: approved.')).toBeVisible();
    await reader.close();

    await expect(take.getByText(/Payment captured\. \$30\.00 from visa •••• 4242/)).toBeVisible();
    await take.getByRole('button', { name: 'Done' }).click();
    await expect(payments).toContainText('Price $30.00 · Paid $30.00 · Owed $0.00');
    await expect(payments.getByRole('button', { name: 'Take payment' })).toHaveCount(0);
  });
});

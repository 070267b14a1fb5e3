import { expect, test } from './fixtures.js';
import { addDays, bookToPayInPerson, openBookingPayments, TODAY, withTax } from './sheet-support.js';
import { signIn } from './support.js';

/**
 * Issue 24 point 3: the desk takes what a booking owes on the card reader from its Payments tab; the captured
 * charge pays the booking.
 */
test.describe('taking a booking’s payment on the terminal', () => {
  test.describe.configure({ timeout: 180_000 });

  // Untaxed, and with an 8.875 % court-time tax (issue 24 point 4): the reader collects the total shown.
  for (const run of [
    { name: 'an unpaid booking', days: 97, tax: null, owed: 'Owed $30.00', total: '30.00' },
    {
      name: 'a taxed booking its total with tax',
      days: 189,
      tax: { percentage: 8.875, court_time: true },
      owed: 'Owed $30.00 · Tax $2.66 · Total $32.66',
      total: '32.66',
    },
  ])
    test(`the desk charges ${run.name} on the simulated reader and the booking is paid`, async ({ page }) => {
      const date = addDays(TODAY, run.days);
      await signIn(page, 'owner');
      const charge = async () => {
        await bookToPayInPerson(page, {
          court: 'Bay 4',
          member: 'Emma Wilson',
          date,
          from: '14:00',
          to: '15:00',
          amount: 3000,
        });
        const { payments } = await openBookingPayments(page, date, 'Bay 4', '2:00 PM – 3:00 PM, Emma Wilson');
        await expect(payments).toContainText(run.owed);
        await payments.getByRole('button', { name: 'Take payment' }).click();
        const take = payments.getByTestId('take-payment');
        // The demo club's simulated reader is found online (discovery starts 1.5 s after the form opens).
        await take.getByRole('radio', { name: 'Terminal' }).check();
        await take.getByRole('button', { name: `Charge $${run.total} on the terminal` }).click();
        await expect(take.getByText('Continue the process on the terminal.')).toBeVisible();

        const screenUrl = await take.getByRole('link', { name: 'the simulated reader’s screen' }).getAttribute('href');
        const reader = await page.context().newPage();
        await reader.goto(screenUrl!);
        await expect(reader.getByText(`Collecting ${run.total} USD`)).toBeVisible();
        await reader.getByRole('button', { name: 'Tap test card (Visa 4242)' }).click();
        await expect(reader.getByText('Last payment: approved.')).toBeVisible();
        await reader.close();

        await expect(take.getByText(`Payment captured. $${run.total} from visa •••• 4242`)).toBeVisible();
        await take.getByRole('button', { name: 'Done' }).click();
        await expect(payments).toContainText('Price $30.00 · Paid $30.00 · Owed $0.00');
        await expect(payments.getByRole('button', { name: 'Take payment' })).toHaveCount(0);
      };
      if (run.tax) await withTax(page, run.tax, charge);
      else await charge();
    });
});

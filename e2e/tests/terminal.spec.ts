import { expect, test } from './fixtures.js';
import { expectNoHorizontalScroll, signIn } from './support.js';

test.describe('card readers and the terminal', () => {
  test.describe.configure({ timeout: 180_000 });

  test('registers a simulated reader, charges on it with a tapped test card, and removes it', async ({ page }) => {
    const label = `Bar counter ${Date.now() % 100_000}`;
    await signIn(page, 'owner');
    await page.goto('/private/stripe');
    const readers = page.getByRole('region', { name: 'Card readers' });
    // Discovery starts 1.5 s after load: the demo club's simulated reader shows up online.
    await expect(readers.getByText('Front desk')).toBeVisible();

    await readers.getByRole('button', { name: 'Add Reader' }).click();
    const register = page.getByRole('dialog', { name: 'Register reader' });
    await register.getByLabel('Registration code').fill('ab');
    await register.getByRole('button', { name: 'Register' }).click();
    await expect(register.getByRole('alert')).toHaveText(/incorect form vales/);
    await register.getByLabel('Registration code').fill('simulated-wpe');
    await register.getByLabel('Label').fill(label);
    const location = register.getByRole('combobox', { name: 'Location' });
    if ((await location.inputValue()) === '') {
      await location.click();
      await page.getByRole('listbox').getByRole('option').first().click();
    }
    await register.getByRole('button', { name: 'Register' }).click();
    await expect(register).toBeHidden();
    await expect(readers.getByText(label)).toBeVisible();

    await readers.getByRole('button', { name: `Charge on ${label}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Charge on the terminal' });
    await dialog.getByLabel('Amount', { exact: true }).fill('25.00');
    await dialog.getByLabel('Note').fill('Racquet restring');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('Continue the process on the terminal.')).toBeVisible();

    // The card holder taps a test card on the simulated reader's screen.
    const screenUrl = await dialog.getByRole('link', { name: 'the simulated reader’s screen' }).getAttribute('href');
    const reader = await page.context().newPage();
    await reader.goto(screenUrl!);
    await expect(reader.getByText('Collecting 25.00 USD')).toBeVisible();
    await reader.getByRole('button', { name: 'Tap test card (Visa 4242)' }).click();
    await expect(reader.getByText('Last payment: approved.')).toBeVisible();
    await reader.close();

    await expect(dialog.getByText(/Payment captured\. \$25\.00 from visa •••• 4242/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Racquet restring').first()).toBeVisible();

    await readers.getByRole('button', { name: `Remove ${label}` }).click();
    await page.getByRole('dialog', { name: 'Remove reader' }).getByRole('button', { name: 'Remove' }).click();
    await expect(readers.getByText(label)).toBeHidden();

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(readers.getByText('Front desk')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('a card the reader declines shows the reader’s words', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/private/stripe');
    const readers = page.getByRole('region', { name: 'Card readers' });
    await readers.getByRole('button', { name: 'Add Reader' }).click();
    const register = page.getByRole('dialog', { name: 'Register reader' });
    const label = `Kiosk ${Date.now() % 100_000}`;
    await register.getByLabel('Registration code').fill('simulated-s700');
    await register.getByLabel('Label').fill(label);
    const location = register.getByRole('combobox', { name: 'Location' });
    if ((await location.inputValue()) === '') {
      await location.click();
      await page.getByRole('listbox').getByRole('option').first().click();
    }
    await register.getByRole('button', { name: 'Register' }).click();
    await expect(register).toBeHidden();
    await readers.getByRole('button', { name: `Charge on ${label}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Charge on the terminal' });
    await dialog.getByLabel('Amount', { exact: true }).fill('12.00');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('Continue the process on the terminal.')).toBeVisible();
    const screenUrl = await dialog.getByRole('link', { name: 'the simulated reader’s screen' }).getAttribute('href');
    const reader = await page.context().newPage();
    await reader.goto(screenUrl!);
    await reader.getByRole('button', { name: 'Tap declined card (Visa 0002)' }).click();
    // The tap is a form post: closing the reader's page before its answer would abort it.
    await expect(reader.getByText(/Last payment: Your card was declined\./)).toBeVisible();
    await reader.close();
    await expect(dialog.getByRole('alert')).toHaveText(/Your card was declined\./);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
  });
});

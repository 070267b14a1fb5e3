import { expect, test, type Page } from './fixtures.js';
import { expectAccessible, expectNoHorizontalScroll, signIn } from './support.js';
import { addDays, bookViaApi, clearCourtBetween, TODAY } from './sheet-support.js';

/** Accepts the next confirm() the page opens. */
function acceptNextConfirm(page: Page) {
  page.once('dialog', (dialog) => void dialog.accept());
}

test.describe('Settings → Integrations (issue 30.9-10)', () => {
  test('the owner creates a key shown once, sees it listed and revokes it', async ({ page }) => {
    const name = `Display ${Date.now()}`;
    await signIn(page, 'owner');
    await page.goto('/private/settings?tab=integrations');
    await expect(page.getByRole('tab', { name: 'Integrations' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'New API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API key' });
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await expect(dialog.getByText('Name is required.')).toBeVisible();
    await expect(dialog.getByText('Choose the staff member the key acts as.')).toBeVisible();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('radio', { name: 'Read and write' }).check();
    await dialog.getByRole('combobox', { name: 'Acts as' }).click();
    await page
      .getByRole('option', { name: /\(Reception\)/ })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await expect(dialog).toBeHidden();

    const secret = page.getByRole('status').filter({ hasText: `API key “${name}”` });
    await expect(secret).toContainText(/fp_live_\d+_[A-Za-z0-9_-]{43}/);
    await expect(secret.getByRole('button', { name: 'Copy' })).toBeVisible();
    await secret.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByText(/fp_live_\d+_/)).toHaveCount(0);

    const card = page.locator('.mantine-Paper-root').filter({ hasText: name });
    await expect(card).toContainText('Read and write');
    await expect(card).toContainText('Last used: Never');
    acceptNextConfirm(page);
    await card.getByRole('button', { name: `Revoke ${name}` }).click();
    await expect(card).toContainText('Revoked');
    await expect(card.getByRole('button', { name: `Revoke ${name}` })).toHaveCount(0);
  });

  test('the owner adds a webhook endpoint with its events, reads its delivery log and replays a delivery', async ({
    page,
  }) => {
    const url = `https://hooks.example.org/${Date.now()}`;
    await signIn(page, 'owner');
    await page.goto('/private/settings?tab=integrations');
    await page.getByRole('button', { name: 'New endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'New webhook endpoint' });
    await dialog.getByLabel('URL').fill('ftp://example.org');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(dialog.getByText('URL must be an http or https address.')).toBeVisible();
    await expect(dialog.getByText('Choose at least one event.')).toBeVisible();
    await dialog.getByLabel('URL').fill(url);
    await dialog.getByRole('checkbox', { name: 'Booking created' }).check();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(dialog).toBeHidden();
    const secret = page.getByRole('status').filter({ hasText: `Signing secret for ${url}` });
    await expect(secret).toContainText(/whsec_[A-Za-z0-9+/]{43}=/);
    await secret.getByRole('button', { name: 'I have copied it' }).click();

    const card = page.locator('.mantine-Paper-root').filter({ hasText: url });
    await expect(card).toContainText('Booking created');
    await card.getByRole('button', { name: 'Delivery log' }).click();
    await expect(card.getByText('Nothing sent yet.')).toBeVisible();

    // A booking made now is written for the endpoint at once (the job queue sends it soon after).
    const date = addDays(TODAY, 45);
    await clearCourtBetween(page, 'Court 5', date, '06:00', '07:00');
    await bookViaApi(page, 'Court 5', date, '06:00', '07:00', { note: 'Webhook fixture' });
    await card.getByRole('button', { name: 'Delivery log' }).click();
    await card.getByRole('button', { name: 'Delivery log' }).click();
    const delivery = card.getByRole('button', { name: /^Booking created, / });
    await expect(delivery).toBeVisible();
    await delivery.click();
    await expect(card.getByText(/"type":"booking.created"/)).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: test.info().outputPath('integrations-1440.png'), fullPage: true });
    await card.getByRole('button', { name: 'Replay' }).click();
    await expect(page.getByText('The delivery will be sent again in a moment.')).toBeVisible();

    await card.getByRole('switch', { name: `Endpoint ${url} on` }).click({ force: true });
    await expect(card).toContainText('Off: Turned off by the owner.');
    acceptNextConfirm(page);
    await card.getByRole('button', { name: 'Delete' }).click();
    await expect(card).toHaveCount(0);
  });

  test('is accessible and fits a 375 px phone; only the owner sees it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, 'owner');
    await page.goto('/private/settings?tab=integrations');
    await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('integrations-375.png'), fullPage: true });
    await page.getByRole('button', { name: 'New endpoint' }).click();
    await expect(page.getByRole('dialog', { name: 'New webhook endpoint' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, { within: '[role="dialog"]' });

    await signIn(page, 'admin');
    await page.goto('/private/settings');
    await expect(page.getByRole('tab', { name: 'Club settings' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Integrations' })).toHaveCount(0);
  });
});

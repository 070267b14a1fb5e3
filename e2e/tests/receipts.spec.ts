import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import { expectAccessible, expectNoHorizontalScroll, signIn } from './support.js';

async function token(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('fairplay.token')))!;
}

async function userIdOf(request: APIRequestContext, username: string): Promise<number> {
  const response = await request.post('/api/v1/auth/login', { data: { username, password: 'fairplay1' } });
  return ((await response.json()) as { payload: { user: { id: number } } }).payload.user.id;
}

/** Connects the club to the sandbox through the API (as the Connect button does), unless it is connected. */
async function ensureConnected(page: Page): Promise<void> {
  const headers = { 'access-token': await token(page) };
  const account = await page.request.get('/api/v1/payment/account', { headers });
  const { payload } = (await account.json()) as { payload: { connected: boolean } };
  if (payload.connected) return;
  const consent = await page.request.post('/sandbox/v1/connect/authorize', {
    form: { decision: 'allow', redirect_uri: '/private/stripe', state: 'e2e' },
    maxRedirects: 0,
  });
  const code = new URL(consent.headers()['location']!, 'http://localhost').searchParams.get('code');
  const connected = await page.request.post('/api/v1/payment/connect/sandbox', { headers, data: { code } });
  expect(connected.status()).toBe(200);
}

/** The receipt's PDF, opened at its address as a browser tab does (no session). */
async function expectPdfAt(request: APIRequestContext, href: string) {
  const response = await request.get(new URL(href).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

test.describe('receipts', () => {
  test('staff take cash from a walk-in, download the receipt as a PDF and e-mail it', async ({ page }) => {
    await signIn(page, 'owner');
    await ensureConnected(page);
    const name = `Receipt Rita ${Date.now()}`;
    await page.goto('/private/stripe');
    await page.getByRole('button', { name: 'Cash or check' }).click();
    const cash = page.getByRole('dialog', { name: 'Cash or check' });
    await cash.getByLabel('Name').fill(name);
    await cash.getByLabel('Amount', { exact: true }).fill('25');
    await cash.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Payment recorded.')).toBeVisible();

    const row = page.getByRole('table', { name: 'Recent charges' }).getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: /Receipt of charge/ }).click();
    const receipt = page.getByRole('dialog', { name: 'Receipt' });
    const download = receipt.getByRole('link', { name: 'Download PDF' });
    await expect(download).toHaveAttribute('href', /\/api\/v1\/payment\/receipt\/\d+-\d+-[0-9a-f]{32}$/);
    await expect(download).toHaveAttribute('target', '_blank');
    await expectPdfAt(page.request, (await download.getAttribute('href'))!);

    await receipt.getByRole('button', { name: 'E-mail receipt' }).click();
    await receipt.getByRole('button', { name: 'Send receipt' }).click();
    await expect(
      receipt.getByText('This customer has no e-mail address. Enter one to send the receipt to.'),
    ).toBeVisible();
    await receipt.getByLabel('Send to').fill('rita.walkin@example.com');
    await receipt.getByRole('button', { name: 'Send receipt' }).click();
    await expect(page.getByText('Receipt sent. (rita.walkin@example.com)')).toBeVisible();
    await expect(receipt.getByLabel('Send to')).toBeHidden();
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
  });

  test("the member detail's charges open the receipt with its PDF, and e-mail it to the member", async ({ page }) => {
    await signIn(page, 'owner');
    await ensureConnected(page);
    const member = await userIdOf(page.request, 'member');
    const description = `Stringing ${Date.now()}`;
    const charged = await page.request.post('/api/v1/payment/charges/createforcashinput', {
      headers: { 'access-token': await token(page), 'idempotency-key': `e2e-receipt-${description}` },
      data: { type: 'check-input', amount: 1800, amount_type: 'total', user_id: member, description },
    });
    expect(charged.status()).toBe(200);

    await page.goto(`/private/member/edit/${member}`);
    const charges = page.getByRole('table', { name: /^Charges of / });
    await charges
      .getByRole('row')
      .filter({ hasText: description })
      .getByRole('button', { name: /Receipt of charge/ })
      .click();
    const receipt = page.getByRole('dialog', { name: 'Receipt' });
    await expect(receipt.getByRole('table', { name: 'Order details' })).toContainText(description);
    await expectPdfAt(page.request, (await receipt.getByRole('link', { name: 'Download PDF' }).getAttribute('href'))!);
    await receipt.getByRole('button', { name: 'E-mail receipt' }).click();
    await receipt.getByRole('button', { name: 'Send receipt' }).click();
    await expect(page.getByText(/^Receipt sent\. \(.+@.+\)$/)).toBeVisible();
  });
});

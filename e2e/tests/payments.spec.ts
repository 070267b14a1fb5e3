import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import { expectAccessible, expectNoHorizontalScroll, signIn } from './support.js';

const SUCCEEDS = '4242424242424242';
const DECLINED = '4000000000000002';
const AUTHENTICATES = '4000002500003155';

async function token(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('fairplay.token')))!;
}

/** The user id of a demo person, through the sign-in call (the member detail is addressed by it). */
async function userIdOf(request: APIRequestContext, username: string): Promise<number> {
  const response = await request.post('/api/v1/auth/login', { data: { username, password: 'fairplay1' } });
  return ((await response.json()) as { payload: { user: { id: number } } }).payload.user.id;
}

/**
 * Connects the signed-in club to the sandbox through the API, as the Connect button and the consent page do,
 * unless it is connected already (a new connection would replace the account the saved methods live on).
 */
async function ensureConnected(page: Page): Promise<void> {
  const headers = { 'access-token': await token(page) };
  const account = await page.request.get('/api/v1/payment/account', { headers });
  expect(account.status()).toBe(200);
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

async function typeCard(scope: ReturnType<Page['getByRole']>, number: string) {
  await scope.getByLabel('Card number').fill(number);
  await scope.getByLabel('Expiry (MM/YY)').fill('12/34');
  await scope.getByLabel('CVC').fill('123');
}

test.describe('payments', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a new club is warned to connect first, connects after a denied attempt, and charges test cards', async ({
    page,
  }) => {
    const stamp = Date.now();
    const owner = { username: `pat.pay${stamp}`, password: 'payments-club-1' };
    const registered = await page.request.post('/api/v1/auth/register', {
      data: {
        user_type: 'bu',
        firstName: 'Pat',
        lastName: 'Payne',
        username: owner.username,
        email: `pat.pay${stamp}@harbor.example.org`,
        dob: '1979-05-05',
        password: owner.password,
        businessName: 'Harbor Tennis Club',
        businessAddress: '4 Pier Street, Portland ME 04101',
        timezone: 'America/New_York',
      },
    });
    expect(registered.status()).toBe(200);
    const ownerId = ((await registered.json()) as { payload: { user: { id: number } } }).payload.user.id;
    await signIn(page, owner.username, owner.password);

    // Charging before the club is connected: the warning names the provider and links to the payments page.
    await page.goto(`/private/member/edit/${ownerId}`);
    const section = page.getByRole('region', { name: 'Payments' });
    await section.getByRole('button', { name: 'Charge', exact: true }).click();
    const chargeDialog = page.getByRole('dialog', { name: 'Charge Pat Payne' });
    await expect(chargeDialog.getByRole('alert')).toContainText('First connect to');
    await chargeDialog.getByRole('link', { name: 'Open the payments page' }).click();
    await expect(page).toHaveURL(/\/private\/stripe$/);

    // Denied at the provider: its error_description comes back in an Error alert.
    await page.getByRole('link', { name: 'Connect', exact: true }).click();
    await page.getByRole('button', { name: 'Deny' }).click();
    await expect(page).toHaveURL(/error=access_denied/);
    await expect(page.getByText('The user denied your request')).toBeVisible();
    await page.getByRole('link', { name: 'Connect', exact: true }).click();
    await page.getByRole('button', { name: 'Connect my sandbox account' }).click();
    await expect(page.getByText('Success connect')).toBeVisible();
    await expect(page).toHaveURL(/\/private\/stripe$/);

    const panel = page.getByRole('region', { name: 'Charge with' });
    await expect(page.getByRole('table', { name: 'Processing fees' })).toContainText('0.2%');
    await panel.getByRole('button', { name: 'Charge' }).click();
    await expect(panel.getByText('Amount must be greater than 0.')).toBeVisible();
    await expect(panel.getByText('Name must be longer than 2 characters.')).toBeVisible();

    await typeCard(panel, SUCCEEDS);
    await panel.getByLabel('Amount').fill('25');
    await panel.getByLabel('Name', { exact: true }).fill('Walk In Walter');
    await panel.getByRole('button', { name: 'Charge $25.00' }).click();
    await expect(page.getByText('Charge created.')).toBeVisible();
    const recent = page.getByRole('table', { name: 'Recent charges' });
    const paid = recent.getByRole('row').filter({ hasText: 'Walk In Walter' });
    await expect(paid).toContainText('$25.00');
    await expect(paid).toContainText('Visa •••• 4242');
    await expect(paid).toContainText('Paid');
    // The sandbox's fee on it: 2.9% + 30¢ and the 0.2% application fee. Nothing paid out to the bank yet.
    await expect(paid).toContainText('Fee $1.08');
    await expect(page.getByRole('region', { name: 'Payouts' })).toContainText('No payouts yet.');

    // A declined card: the processor's reason in an Error alert, and the attempt on record as failed.
    await typeCard(panel, DECLINED);
    await panel.getByLabel('Amount').fill('30');
    await panel.getByLabel('Name', { exact: true }).fill('Declined Dora');
    await panel.getByRole('button', { name: 'Charge $30.00' }).click();
    await expect(panel.getByRole('alert')).toContainText(/declined/i);

    // A card whose bank asks the holder to authenticate: the sandbox's page brings the browser back to finish it.
    await typeCard(panel, AUTHENTICATES);
    await panel.getByLabel('Amount').fill('18');
    await panel.getByLabel('Name', { exact: true }).fill('Secure Sam');
    await panel.getByRole('button', { name: 'Charge $18.00' }).click();
    await panel.getByRole('link', { name: 'Open the authentication page' }).click();
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page.getByText('Charge created.')).toBeVisible();
    await expect(page).toHaveURL(/\/private\/stripe$/);
    await expect(recent.getByRole('row').filter({ hasText: 'Secure Sam' })).toContainText('Paid');
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
  });

  test('staff set a tax, take cash with it, and refund part of the receipt', async ({ page }) => {
    await signIn(page, 'owner');
    await ensureConnected(page);
    const stamp = Date.now();
    const taxName = `Court tax ${stamp}`;
    await page.goto('/private/stripe');
    // The demo club's balance was paid out to its bank (the demo's payouts).
    await expect(page.getByRole('table', { name: 'Payouts' }).getByRole('row').nth(1)).toContainText('Paid');
    await page.getByRole('tab', { name: 'Taxes' }).click();
    await page.getByRole('button', { name: 'Add tax rate' }).click();
    const form = page.getByRole('dialog', { name: 'Set Tax' });
    await form.getByLabel('Name').fill(taxName);
    await form.getByLabel('Description').fill('State sales tax on court fees');
    await form.getByLabel('Percentage').fill('100');
    await expect(form.getByText('Not valid Tax number')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await form.getByLabel('Percentage').fill('8.2555');
    await expect(form.getByText('Not valid Tax number')).toBeVisible();
    await form.getByLabel('Percentage').fill('8.25');
    await expect(form.getByLabel('Region')).toHaveValue('Default region');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Tax rate created.')).toBeVisible();
    const taxRow = page.getByRole('table', { name: 'Tax rates' }).getByRole('row').filter({ hasText: taxName });
    await expect(taxRow).toContainText('8.25%');
    await expect(taxRow).toContainText('State sales tax on court fees');

    // Cash with the tax added to a $40.00 subtotal: $3.30 tax, $43.30 in all.
    await page.getByRole('tab', { name: 'Charges' }).click();
    await page.getByRole('button', { name: 'Cash or check' }).click();
    const cash = page.getByRole('dialog', { name: 'Cash or check' });
    await cash.getByLabel('Name').fill(`Cash Carla ${stamp}`);
    await cash.getByText('Subtotal', { exact: true }).click();
    await cash.getByRole('combobox', { name: 'Taxes' }).click();
    await page.getByRole('option', { name: new RegExp(taxName) }).click();
    await cash.getByLabel('Amount', { exact: true }).fill('40');
    await expect(cash.getByRole('group', { name: 'Totals' })).toContainText('$3.30');
    await expect(cash.getByRole('group', { name: 'Totals' })).toContainText('$43.30');
    await cash.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Payment recorded.')).toBeVisible();

    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Cash' }).click();
    const row = page
      .getByRole('table', { name: 'Recent charges' })
      .getByRole('row')
      .filter({ hasText: `Cash Carla ${stamp}` });
    await expect(row).toContainText('$43.30');
    await row.getByRole('button', { name: /Receipt of charge/ }).click();
    const receipt = page.getByRole('dialog', { name: 'Receipt' });
    const lines = receipt.getByRole('table', { name: 'Order details' });
    await expect(lines.getByRole('columnheader')).toHaveText([
      'Description',
      'Amount',
      'Tax amount',
      'Refund',
      'Quantity',
      'Returned',
      'Created At',
    ]);
    await expect(lines).toContainText('$3.30');
    await lines.getByRole('button', { name: /^Refund / }).click();
    const refund = page.getByRole('dialog', { name: 'Refund And Return' });
    await refund.getByLabel('Amount').fill('50');
    await expect(refund.getByText('Not valid Tax number')).toBeVisible();
    await refund.getByLabel('Amount').fill('10.00');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(refund.getByText('Are you sure to refund the charge ?')).toBeVisible();
    await refund.getByRole('button', { name: 'Yes, refund' }).click();
    await expect(page.getByText('Refund done.')).toBeVisible();
    await expect(receipt.getByText('Refunded $10.00')).toBeVisible();
    await receipt.getByRole('button', { name: 'Close' }).click();

    // The tax is archived after a confirmation and leaves the list.
    await page.getByRole('tab', { name: 'Taxes' }).click();
    await page.getByRole('button', { name: `Archive ${taxName}` }).click();
    const confirm = page.getByRole('dialog', { name: `Archive ${taxName}` });
    await expect(confirm).toContainText('Are you sure');
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Tax rate archived.')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Tax rates' }).getByRole('row').filter({ hasText: taxName }),
    ).toHaveCount(0);
  });

  test('staff save a card and verify a bank account from the member detail, then charge the saved card', async ({
    page,
  }) => {
    const memberId = await userIdOf(page.request, 'liam.walsh');
    await signIn(page, 'owner');
    await ensureConnected(page);
    await page.goto(`/private/member/edit/${memberId}`);
    const section = page.getByRole('region', { name: 'Payments' });
    await expect(section.getByRole('group', { name: 'Balance' })).toContainText('Owed');
    await expect(section.getByRole('group', { name: 'Balance' })).toContainText('Credit');

    await section.getByRole('button', { name: 'Add payment method' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Payment method for Liam Walsh' });
    await typeCard(dialog, SUCCEEDS);
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Payment method added.')).toBeVisible();
    const cards = dialog.getByRole('list', { name: 'Saved cards' });
    await expect(cards.getByRole('listitem').filter({ hasText: '•••• 4242' })).toContainText('Default');
    await expect(dialog.getByLabel('Card number')).toHaveValue('');

    await dialog.getByText('Bank account (ACH)', { exact: true }).click();
    await dialog.getByLabel('Routing number').fill('110000000');
    await dialog.getByLabel('Account number').fill('000123456789');
    await dialog.getByLabel('Account holder name').fill('Liam Walsh');
    await dialog.getByRole('button', { name: 'Save bank account' }).click();
    const banks = dialog.getByRole('list', { name: 'Saved bank accounts' });
    const bank = banks.getByRole('listitem').filter({ hasText: '•••• 6789' });
    await expect(bank).toContainText('Not verified');
    await bank.getByRole('button', { name: /^Verify / }).click();
    const verify = page.getByRole('dialog', { name: 'Verify bank account' });
    await verify.getByLabel('First deposit').fill('0.32');
    await verify.getByLabel('Second deposit').fill('0.45');
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Bank account verified.')).toBeVisible();
    await expect(bank).toContainText('Verified');
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // The saved card pays a charge made from the member's page; it shows in their charges.
    await section.getByRole('button', { name: 'Charge', exact: true }).click();
    const charge = page.getByRole('dialog', { name: 'Charge Liam Walsh' });
    await expect(charge.getByRole('combobox', { name: 'Payment method' })).toHaveValue(/4242/);
    await charge.getByLabel('Amount').fill('12');
    await charge.getByRole('button', { name: 'Charge $12.00' }).click();
    await expect(page.getByText('Charge created.')).toBeVisible();
    await expect(section.getByRole('table', { name: 'Charges of Liam Walsh' })).toContainText('$12.00');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
  });

  test("staff remove a saved card after the spec's 'Are you sure?' / 'to remove this card'", async ({ page }) => {
    const memberId = await userIdOf(page.request, 'maya.cohen');
    await signIn(page, 'owner');
    await ensureConnected(page);
    await page.goto(`/private/member/edit/${memberId}`);
    const section = page.getByRole('region', { name: 'Payments' });
    await section.getByRole('button', { name: 'Add payment method' }).click();
    const adding = page.getByRole('dialog', { name: 'Add Payment method for Maya Cohen' });
    await typeCard(adding, SUCCEEDS);
    await adding.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Payment method added.')).toBeVisible();
    await adding.getByRole('button', { name: 'Close' }).first().click();

    await section.getByRole('button', { name: 'Change payment method' }).click();
    const cards = page.getByRole('list', { name: 'Saved cards' });
    const card = cards.getByRole('listitem').filter({ hasText: '•••• 4242' });
    await card.getByRole('button', { name: /^Remove / }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText('to remove this card');
    await expectAccessible(page, { within: '[role="dialog"]' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Card removed success')).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await expect(cards.getByRole('listitem').filter({ hasText: '•••• 4242' })).toHaveCount(0);
  });
});

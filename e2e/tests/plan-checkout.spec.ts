import { expect, test, type APIRequestContext } from './fixtures.js';
import { authDialog, expectAccessible } from './support.js';

/** A club of its own, connected to the sandbox, with an 8.25% sales tax on two monthly plans of $49.00. */
async function clubWithTaxedPlans(request: APIRequestContext, stamp: number): Promise<string> {
  const registered = await request.post('/api/v1/auth/register', {
    data: {
      user_type: 'bu',
      firstName: 'Tess',
      lastName: 'Hale',
      username: `tess${stamp % 10_000_000}`,
      email: `tess.plans${stamp}@harbor.example.org`,
      dob: '1980-04-04',
      password: 'harbor-club-1',
      businessName: `Harbor Tennis ${stamp}`,
      businessAddress: '3 Pier Road, Madison, WI 53703',
      timezone: 'America/Chicago',
    },
  });
  expect(registered.status()).toBe(200);
  const { token } = ((await registered.json()) as { payload: { token: string } }).payload;
  const headers = { 'access-token': token };
  const consent = await request.post('/sandbox/v1/connect/authorize', {
    form: { decision: 'allow', redirect_uri: '/private/stripe', state: 'e2e' },
    maxRedirects: 0,
  });
  const code = new URL(consent.headers()['location']!, 'http://localhost').searchParams.get('code');
  expect((await request.post('/api/v1/payment/connect/sandbox', { headers, data: { code } })).status()).toBe(200);
  const tax = await request.post('/api/v1/payment/tax/create', {
    headers,
    data: { display_name: 'Sales tax', percentage: 8.25 },
  });
  expect(tax.status()).toBe(200);
  const taxId = ((await tax.json()) as { payload: { id: number } }).payload.id;
  for (const nickname of ['Courts Monthly', 'Ladder Monthly']) {
    const plan = await request.post('/api/v1/payment/plan/create', {
      headers,
      data: { nickname, amount: 4900, interval: 'month', default_tax_rates: [taxId] },
    });
    expect(plan.status()).toBe(200);
  }
  const info = await request.get('/api/v1/users/info', { headers });
  return ((await info.json()) as { payload: { business: { uid: string } } }).payload.business.uid;
}

/**
 * The price before paying and the card on file (issue 24): the Subscribe dialog shows the plan's tax and the total
 * the card is charged; the next subscription offers the saved card instead of asking for it again.
 */
test('a customer sees the taxed total before subscribing, and the next plan uses the card on file', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const uid = await clubWithTaxedPlans(page.request, stamp);
  await page.goto(`/memberships/${uid}`);
  await expect(page.getByRole('listitem', { name: 'Courts Monthly' })).toContainText(
    'Tax $4.04 · Total $53.04 / month',
  );
  await page.getByRole('button', { name: 'Subscribe to Courts Monthly' }).click();
  const dialog = authDialog(page, 'Create your account');
  await dialog.getByText('Member/Customer', { exact: true }).click();
  await dialog.getByLabel('First name').fill('Ivo');
  await dialog.getByLabel('Last name').fill('Brandt');
  await dialog.getByLabel('Username').fill(`ivo.b${stamp}`);
  await dialog.getByLabel('E-mail').fill(`ivo.b${stamp}@example.org`);
  await dialog.getByLabel('Year').selectOption('1990');
  await dialog.getByLabel('Month').selectOption({ label: 'May' });
  await dialog.getByLabel('Day').selectOption('5');
  await dialog.getByLabel('Password', { exact: true }).fill('brandt-pass-42');
  await dialog.getByLabel('Confirm password').fill('brandt-pass-42');
  await dialog.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
  await dialog.getByRole('button', { name: 'Register' }).click();

  const form = page.getByRole('dialog', { name: 'Subscribe to Courts Monthly' });
  await expect(form).toContainText('$49.00 / month');
  await expect(form).toContainText('Tax $4.04 · Total $53.04 / month');
  await form.getByLabel('Card number').fill('4242424242424242');
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subcription successfully created')).toBeVisible();
  await expect(form).toBeHidden();

  // The second plan offers the saved card, chosen already; no card number is asked for.
  await page.getByRole('button', { name: 'Subscribe to Ladder Monthly' }).click();
  const next = page.getByRole('dialog', { name: 'Subscribe to Ladder Monthly' });
  await expect(next.getByRole('radio', { name: /•••• 4242 \(default\)$/ })).toBeChecked();
  await expect(next.getByLabel('Card number')).toHaveCount(0);
  await expectAccessible(page, { within: '[role="dialog"]' });
  await next.getByRole('button', { name: 'Subscribe' }).click();
  await expect(next).toBeHidden();
  const mine = page.getByRole('listitem', { name: 'Ladder Monthly subscription' });
  await expect(mine.getByText('active')).toBeVisible();
});

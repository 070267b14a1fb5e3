import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import { authDialog, expectNoHorizontalScroll, signIn } from './support.js';

const SUCCEEDS = '4242424242424242';

async function userIdOf(request: APIRequestContext, username: string): Promise<number> {
  const response = await request.post('/api/v1/auth/login', { data: { username, password: 'fairplay1' } });
  return ((await response.json()) as { payload: { user: { id: number } } }).payload.user.id;
}

/** A club of its own with an open join policy, connected to the sandbox, and one plan; its uid and plan key. */
async function clubWithPlan(request: APIRequestContext, stamp: number): Promise<{ uid: string; planKey: string }> {
  const registered = await request.post('/api/v1/auth/register', {
    data: {
      user_type: 'bu',
      firstName: 'Nora',
      lastName: 'Lind',
      username: `nora${stamp % 10_000_000}`,
      email: `nora.plans${stamp}@lakeview.example.org`,
      dob: '1980-04-04',
      password: 'lakeview-club-1',
      businessName: `Lakeview Padel ${stamp}`,
      businessAddress: '12 Lake Road, Madison, WI 53703',
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
  const plan = await request.post('/api/v1/payment/plan/create', {
    headers,
    data: { nickname: 'Open Play Monthly', amount: 3900, interval: 'month', description: 'Unlimited open play' },
  });
  expect(plan.status()).toBe(200);
  const info = await request.get('/api/v1/users/info', { headers });
  const user = ((await info.json()) as { payload: { business: { uid: string } } }).payload;
  return { uid: user.business.uid, planKey: ((await plan.json()) as { payload: { plan_id: string } }).payload.plan_id };
}

async function typeCard(scope: ReturnType<Page['getByRole']>, number: string) {
  await scope.getByLabel('Card number').fill(number);
  await scope.getByLabel('Expiry (MM/YY)').fill('12/34');
  await scope.getByLabel('CVC').fill('123');
}

test.describe('plans and memberships', () => {
  test.describe.configure({ timeout: 180_000 });

  test('staff create a plan, subscribe a member, pause, resume and cancel', async ({ page }) => {
    const stamp = Date.now();
    const name = `Court Pass ${stamp}`;
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, 'owner');
    await page.goto('/private/plans');
    await page.getByRole('button', { name: 'New plan' }).click();
    const form = page.getByRole('dialog', { name: 'New plan' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Price (USD)').fill('45.00');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('table', { name: 'Plans' }).getByText(name)).toBeVisible();

    const raj = await userIdOf(page.request, 'raj.patel');
    await page.goto(`/private/member/edit/${raj}`);
    const section = page.getByRole('region', { name: 'Subscriptions' });
    const choice = section.getByRole('combobox', { name: 'Plan or product' });
    await expect(choice).toBeEnabled();
    await choice.fill(name);
    await page.getByRole('option', { name: `${name} ($45.00 / month)`, exact: true }).click();
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Success subscribe')).toBeVisible();
    const card = section.getByRole('listitem', { name: `${name} subscription` });
    await expect(card.getByText('active')).toBeVisible();
    await expect(card.getByText(/Next charge: \$45\.00/)).toBeVisible();

    const resume = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await card.getByLabel('Resume on').fill(resume);
    await card.getByRole('button', { name: 'Pause' }).click();
    await expect(card.getByText(/Paused until/)).toBeVisible();
    await card.getByRole('button', { name: 'Resume now' }).click();
    await expect(card.getByText(/Paused until/)).toBeHidden();
    await card.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(page.getByText('Success remove subscriptions')).toBeVisible();
    await expect(card.getByText('canceled')).toBeVisible();
  });

  test('a signed-out visitor subscribes from the public page: register, come back, card, done', async ({ page }) => {
    const stamp = Date.now();
    const { uid, planKey } = await clubWithPlan(page.request, stamp);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/memberships/${uid}`);
    await expect(page.getByRole('heading', { name: `Lakeview Padel ${stamp}` })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Subscribe to Open Play Monthly' }).click();

    const dialog = authDialog(page, 'Create your account');
    await dialog.getByText('Member/Customer', { exact: true }).click();
    await dialog.getByLabel('First name').fill('Mara');
    await dialog.getByLabel('Last name').fill('Quist');
    await dialog.getByLabel('Username').fill(`mara.q${stamp}`);
    await dialog.getByLabel('E-mail').fill(`mara.q${stamp}@example.org`);
    await dialog.getByLabel('Year').selectOption('1992');
    await dialog.getByLabel('Month').selectOption({ label: 'March' });
    await dialog.getByLabel('Day').selectOption('3');
    await dialog.getByLabel('Password', { exact: true }).fill('quist-pass-42');
    await dialog.getByLabel('Confirm password').fill('quist-pass-42');
    await dialog.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
    await dialog.getByRole('button', { name: 'Register' }).click();

    const form = page.getByRole('dialog', { name: 'Subscribe to Open Play Monthly' });
    await expect(form).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/memberships/${uid}$`));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Please fill credit card info')).toBeVisible();
    await typeCard(form, SUCCEEDS);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Subcription successfully created')).toBeVisible();
    const mine = page.getByRole('listitem', { name: 'Open Play Monthly subscription' });
    await expect(mine.getByText('active')).toBeVisible();
    await expect(mine.getByText(/Next charge: \$39\.00/)).toBeVisible();

    // A fourth segment shows one plan; an unknown club shows the not-found screen.
    await page.goto(`/memberships/${uid}/${planKey}`);
    await expect(page.getByRole('listitem', { name: 'Open Play Monthly', exact: true })).toBeVisible();
    await page.goto('/memberships/no-such-club');
    await expect(page.getByText('404')).toBeVisible();
  });
});

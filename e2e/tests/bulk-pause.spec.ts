import { expect, test, type APIRequestContext } from './fixtures.js';
import { signIn } from './support.js';

async function loginToken(request: APIRequestContext, username: string, password = 'fairplay1') {
  const response = await request.post('/api/v1/auth/login', { data: { username, password } });
  return ((await response.json()) as { payload: { token: string; user: { id: number } } }).payload;
}

test.describe('pausing many members for a closure', () => {
  test.describe.configure({ timeout: 180_000 });

  test("staff pause a plan's subscribers together, then resume them", async ({ page }) => {
    const stamp = Date.now();
    const plan = `Closure Pass ${stamp}`;
    // The plan and its two subscribers are made through the API; the closure is done on screen.
    const owner = await loginToken(page.request, 'owner');
    const headers = { 'access-token': owner.token };
    const created = await page.request.post('/api/v1/payment/plan/create', {
      headers,
      data: { nickname: plan, amount: 3000, interval: 'month' },
    });
    expect(created.status()).toBe(200);
    const planId = ((await created.json()) as { payload: { id: number } }).payload.id;
    // Not the demo member (Emma): other tests look at her member detail, which a subscription would change.
    for (const username of ['raj.patel', 'erik.larsen']) {
      const memberId = (await loginToken(page.request, username)).user.id;
      const started = await page.request.post('/api/v1/payment/subscribe_member', {
        headers,
        data: { member_id: memberId, plan: planId },
      });
      expect(started.status()).toBe(200);
    }

    await signIn(page, 'owner');
    await page.goto('/private/plans');
    await page.getByRole('button', { name: `Subscribers of ${plan}` }).click();
    const dialog = page.getByRole('dialog', { name: `Subscribers of ${plan}` });
    const table = dialog.getByRole('table', { name: `Subscribers of ${plan}` });
    await expect(table.getByRole('row')).toHaveCount(3, { timeout: 60_000 });
    await dialog.getByLabel('Select all subscribers').check();
    const resume = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel('Resume on').fill(resume);
    await dialog.getByRole('button', { name: 'Pause 2 selected' }).click();
    await expect(page.getByText('Subscription paused (2)')).toBeVisible();
    await expect(table.getByText(/Paused until/)).toHaveCount(2);

    await dialog.getByLabel('Select all subscribers').check();
    await dialog.getByRole('button', { name: 'Resume 2 selected' }).click();
    await expect(page.getByText('Subscription resumed (2)')).toBeVisible();
    await expect(table.getByText(/Paused until/)).toHaveCount(0);
    await expect(table.getByText('active')).toHaveCount(2);
  });
});

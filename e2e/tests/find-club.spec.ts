import { expect, test, type APIRequestContext } from './fixtures.js';
import { signIn } from './support.js';

/** A club of its own (open to join) with one plan, and a customer who belongs to no club yet. */
async function clubAndNewcomer(request: APIRequestContext, stamp: number) {
  const owner = await request.post('/api/v1/auth/register', {
    data: {
      user_type: 'bu',
      firstName: 'Saga',
      lastName: 'Nyberg',
      username: `saga${stamp % 10_000_000}`,
      email: `saga.find${stamp}@cedar.example.org`,
      dob: '1983-03-03',
      password: 'cedar-club-11',
      businessName: `Cedar Hollow Racquet ${stamp}`,
      businessAddress: '77 Cedar Lane, Asheville, NC 28801',
      timezone: 'America/New_York',
    },
  });
  expect(owner.status()).toBe(200);
  const token = ((await owner.json()) as { payload: { token: string } }).payload.token;
  const plan = await request.post('/api/v1/payment/plan/create', {
    headers: { 'access-token': token },
    data: { nickname: 'Cedar Social', amount: 2500, interval: 'month' },
  });
  expect(plan.status()).toBe(200);
  const username = `milo.f${stamp % 10_000_000}`;
  const customer = await request.post('/api/v1/auth/register', {
    data: {
      user_type: 'nbu',
      firstName: 'Milo',
      lastName: 'Frost',
      username,
      email: `milo.f${stamp}@example.org`,
      dob: '1994-04-04',
      password: 'milo-pass-42',
    },
  });
  expect(customer.status()).toBe(200);
  return { username, password: 'milo-pass-42' };
}

test('a customer without a club finds one by name and opens its memberships page', async ({ page }) => {
  const stamp = Date.now();
  const { username, password } = await clubAndNewcomer(page.request, stamp);
  await signIn(page, username, password);
  await page.goto('/private/choose-business');
  await expect(page.getByText('You are not a member of any club yet.', { exact: false })).toBeVisible();
  await page.getByLabel('Club name or address').fill(`cedar hollow racquet ${stamp}`);
  const found = page.getByRole('list', { name: 'Clubs found' });
  await expect(found.getByText('77 Cedar Lane, Asheville, NC 28801')).toBeVisible();
  await found.getByRole('link', { name: `Cedar Hollow Racquet ${stamp}` }).click();
  await expect(page).toHaveURL(/\/memberships\//);
  await expect(page.getByRole('heading', { name: `Cedar Hollow Racquet ${stamp}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe to Cedar Social' })).toBeVisible();

  await page.goto('/private/choose-business');
  await page.getByLabel('Club name or address').fill('no club is called this');
  await expect(page.getByText('No club matches “no club is called this”.')).toBeVisible();
});

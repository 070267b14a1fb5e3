import { expect, test, type APIRequestContext } from './fixtures.js';
import { expectAccessible, signIn } from './support.js';

/** A club of its own, with no coaches yet: its owner signs in with the answered username and password. */
async function newClub(request: APIRequestContext, stamp: number) {
  const username = `ines${stamp % 10_000_000}`;
  const answer = await request.post('/api/v1/auth/register', {
    data: {
      user_type: 'bu',
      firstName: 'Ines',
      lastName: 'Moreau',
      username,
      email: `ines.copy${stamp}@larch.example.org`,
      dob: '1981-05-05',
      password: 'larch-club-22',
      businessName: `Larch Court Club ${stamp}`,
      businessAddress: '12 Larch Road, Burlington, VT 05401',
      timezone: 'America/New_York',
    },
  });
  expect(answer.status()).toBe(200);
  return { username, password: 'larch-club-22' };
}

test("a club without coaches is told once where private sessions' availability is set", async ({ page }) => {
  const { username, password } = await newClub(page.request, Date.now());
  await signIn(page, username, password);
  await page.goto('/private/lessons/-1');
  const panel = page.getByRole('region', { name: 'Private sessions' });
  await expect(panel.getByText('Set private service availability in staff profiles')).toHaveCount(1);
  await expect(panel.getByRole('combobox', { name: 'Coach' })).toBeVisible();
  await expectAccessible(page);
});

test('the money settings speak of the amounts people type, not of cents', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/private/settings');
  await expect(page.getByLabel('Guest fee (USD)')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Charged for each guest on a booking.')).toBeVisible();
  await expect(page.getByRole('main').getByText(/cents/i)).toHaveCount(0);
});

import { expect, test, type Page } from './fixtures.js';
import { signIn } from './support.js';

/**
 * The club's subscription state comes from the payments provider, which a browser test cannot pause; these tests
 * patch the real users/info answer in flight to show each state, while every other call reaches the server.
 */
async function showSubscription(page: Page, subscription: Record<string, unknown> | null) {
  await page.route('**/api/v1/users/info', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.payload.subscription = subscription;
    await route.fulfill({ response, json: body });
  });
}

test.describe('subscription banner', () => {
  // Setting a real subscription to end and re-activating it: club-plan.spec.ts.
  test('a paused subscription shows its end date in the club time zone, with Re-Activate for the owner', async ({
    page,
  }) => {
    await signIn(page, 'owner');
    // 03:00 UTC on 5 March is still 4 March in the club's Chicago time zone.
    await showSubscription(page, {
      subscription_id: 'sub_demo',
      status: 'active',
      pause_collection: { resumes_at: '2030-03-05T03:00:00.000Z' },
    });
    await page.goto('/private/dashboard');
    await expect(page.getByText('Your paid subscription will end on March 4th 2030')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Re-Activate Subscription' })).toBeVisible();
  });

  test('staff without settings access see the notice but no Re-Activate button', async ({ page }) => {
    await signIn(page, 'coach');
    await showSubscription(page, {
      subscription_id: 'sub_demo',
      status: 'past_due',
      pause_collection: { resumes_at: '2030-03-05T03:00:00.000Z' },
    });
    await page.goto('/private/dashboard');
    await expect(page.getByText('Your paid subscription will end on March 4th 2030')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Re-Activate Subscription' })).toHaveCount(0);
  });

  test('a canceled subscription shows no pause notice; an incomplete one asks for a new card', async ({ page }) => {
    await signIn(page, 'admin');
    await showSubscription(page, {
      subscription_id: 'sub_demo',
      status: 'canceled',
      pause_collection: { resumes_at: '2030-03-05T03:00:00.000Z' },
    });
    await page.goto('/private/dashboard');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText(/Your paid subscription will end on/)).toHaveCount(0);
    await page.unroute('**/api/v1/users/info');
    await showSubscription(page, { subscription_id: 'sub_demo', status: 'incomplete', pause_collection: null });
    await page.reload();
    await expect(page.getByText('Unable to charge from your card. Please enter new card info.')).toBeVisible();
  });
});

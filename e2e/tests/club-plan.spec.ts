import { expect, test, type APIRequestContext } from './fixtures.js';
import { signIn } from './support.js';

/** A new club of its own, on its free trial; its owner's username and password. */
async function clubOnTrial(request: APIRequestContext, stamp: number): Promise<{ username: string; password: string }> {
  const username = `mara${stamp % 10_000_000}`;
  const password = 'hillside-club-7';
  const registered = await request.post('/api/v1/auth/register', {
    data: {
      user_type: 'bu',
      firstName: 'Mara',
      lastName: 'Ellis',
      username,
      email: `mara.plan${stamp}@hillside.example.org`,
      dob: '1983-06-06',
      password,
      businessName: `Hillside Tennis ${stamp}`,
      businessAddress: '4 Hill Street, Boulder, CO 80302',
      timezone: 'America/Denver',
    },
  });
  expect(registered.status()).toBe(200);
  return { username, password };
}

test.describe("the club's Fairplay plan", () => {
  test('a club on its trial upgrades to Ace with a promo code, then sets it to end and re-activates it', async ({
    page,
  }) => {
    const owner = await clubOnTrial(page.request, Date.now());
    await signIn(page, owner.username, owner.password);
    await page.goto('/private/settings');
    // Non-premium business users see the upgrade prompt.
    await expect(page.getByText(/Your club is on a free trial of Fairplay/)).toBeVisible();
    await page.getByRole('link', { name: 'Upgrade', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Plan upgrade', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Your plan: Lesson Provider/ })).toContainText('Free trial');

    await page.getByRole('button', { name: 'Upgrade to Ace' }).click();
    const modal = page.getByRole('dialog', { name: 'Confirm Upgrade ?' });
    await expect(modal).toBeVisible();
    const apply = modal.getByRole('button', { name: 'Apply' });
    await modal.getByLabel('Promo code (optional)').fill('aceh');
    await expect(apply).toBeDisabled();
    await modal.getByLabel('Promo code (optional)').fill('acehalf');
    await expect(apply).toBeEnabled();
    await apply.click();
    await expect(modal.getByText('ACEHALF: 50% off for 3 months')).toBeVisible();
    await expect(modal.getByText('Charged today: $99.50')).toBeVisible();

    // Without a card the upgrade is refused with the spec's message.
    await modal.getByRole('button', { name: 'Upgrade Now' }).click();
    await expect(modal.getByText('Please fill credit card info')).toBeVisible();
    await modal.getByLabel('Card number').fill('4242424242424242');
    await modal.getByLabel('Expiry (MM/YY)').fill('12/34');
    await modal.getByLabel('CVC').fill('123');
    await modal.getByRole('button', { name: 'Upgrade Now' }).click();
    await expect(page.getByText('Your club is now on the Ace plan.')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('heading', { name: /Your plan: Ace/ })).toContainText('Active');
    await expect(page.getByText(/Next charge: \$99\.50 on .* to visa ending 4242\./)).toBeVisible();
    await expect(page.getByRole('row', { name: /Ace \$99\.50 Paid/ })).toBeVisible();
    await expect(page.getByText(/Your club is on a free trial of Fairplay/)).toHaveCount(0);

    // Set to end with the paid month: the banner shows the date and re-activates it.
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(page.getByText('Your subscription will end with the month you paid for.')).toBeVisible();
    const notice = page.getByRole('alert').filter({ hasText: /^Your paid subscription will end on/ });
    await expect(page.getByText(/Your paid subscription will end on \w+ \d+(st|nd|rd|th) \d{4}/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Re-Activate Subscription' }).click();
    await expect(page.getByText('Subscription re-activated.')).toBeVisible();
    await expect(page.getByText(/Your paid subscription will end on/)).toHaveCount(0);
    await expect(notice).toHaveCount(0);

    // The pricing page in upgrade mode sends the owner here with the plan and code.
    await page.goto('/pricing-and-features');
    await page.getByLabel('Promo code').fill('SLAM25');
    await expect(page.getByRole('link', { name: 'Upgrade to Grand Slam' })).toHaveAttribute(
      'href',
      '/private/updateplan?plan=enterprisecourtandlessonproviderplan&promo=SLAM25',
    );
  });
});

import { expect, test, type Page } from './fixtures.js';
import { addDays, courtId, openSheet, TODAY, token } from './sheet-support.js';
import { expectAccessible, signIn } from './support.js';

async function putSettings(page: Page, settings: Record<string, unknown>) {
  const response = await page.request.put('/api/v1/business/settings', {
    headers: { 'access-token': await token(page) },
    data: settings,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Hidden member prices (spec 2 section 2, the spec's club 109; issue 25 point 4 made it a club setting): the owner
 * turns "Hide prices from members" on in Settings; members then see the rule bands of the court sheet without their
 * price per hour, while staff still see it. Turned off again when the test ends.
 */
test('the owner hides the per-hour prices from members in Settings', async ({ page }) => {
  const date = addDays(TODAY, 99);
  await signIn(page, 'owner');
  const bay = await courtId(page, 'Bay 4');
  try {
    await page.goto('/private/settings');
    const toggle = page.getByRole('switch', { name: 'Hide prices from members' });
    await expect(toggle).not.toBeChecked({ timeout: 30_000 });
    await toggle.check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    await expectAccessible(page);

    await openSheet(page, date);
    const ownerBand = page.locator(`[data-court-column="${bay}"] [data-rule-band]`).first();
    await expect(ownerBand.locator('[data-rule-price]')).toContainText('/h');

    await signIn(page, 'member');
    await openSheet(page, date);
    const memberBand = page.locator(`[data-court-column="${bay}"] [data-rule-band]`).first();
    await expect(memberBand.locator('[data-rule-title]')).toBeVisible();
    await expect(memberBand.locator('[data-rule-price]')).toHaveCount(0);
  } finally {
    await signIn(page, 'owner');
    await putSettings(page, { hide_member_prices: false });
  }
});

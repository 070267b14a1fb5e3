import { expect, test } from './fixtures.js';
import { signIn } from './support.js';

/**
 * Issue 27, reports 2 and 4 in the browser: the owner opens each from /private/reports, changes a filter and
 * downloads its CSV. The demo club's rules and bookings give the utilization heatmap its figures.
 */
test('the owner opens utilization and memberships, changes a filter and downloads each CSV', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/private/reports/utilization');
  await expect(page.getByRole('heading', { name: 'Court utilization', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: /Share of open court time booked/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(/from=/);
  await expect(page.getByRole('table', { name: 'By court' })).toBeVisible({ timeout: 30_000 });
  const utilization = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await utilization).suggestedFilename()).toMatch(/^fairplay-utilization-.*\.csv$/);

  await page.goto('/private/reports/memberships');
  await expect(page.getByRole('heading', { name: 'Memberships', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Per period' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last 12 months' }).click();
  await expect(page.getByRole('table', { name: 'Per plan, over the whole range' })).toBeVisible({ timeout: 30_000 });
  const memberships = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await memberships).suggestedFilename()).toMatch(/^fairplay-memberships-.*\.csv$/);
});

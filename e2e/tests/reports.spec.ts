import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.js';
import { expectAccessible, expectNoHorizontalScroll, signIn } from './support.js';

/**
 * The reports (issue 27): the accountant finds Reports in the header, opens Revenue, changes the period and
 * downloads the CSV of what is shown; a member has no Reports link.
 */
test.describe('reports', () => {
  test('the accountant opens Revenue, changes the period and downloads its CSV', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'accountant');
    await page.goto('/private/profile');
    // Reports is on the header's bar or, when the bar is full, under More.
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link').first()).toBeVisible();
    if ((await nav.getByRole('link', { name: 'Reports', exact: true }).count()) > 0)
      await nav.getByRole('link', { name: 'Reports', exact: true }).click();
    else {
      await nav.getByRole('button', { name: 'More' }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Reports', exact: true }).click();
    }
    await expect(page).toHaveURL(/\/private\/reports$/);
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Revenue' }).click();
    await expect(page.getByRole('heading', { name: 'Revenue', level: 1 })).toBeVisible();
    await expect(page.getByRole('table').first()).toContainText('Court time');
    await expectAccessible(page, { within: 'main' });
    await page.screenshot({ path: 'test-results/reports-revenue-1440.png', fullPage: true });

    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Last 30 days' }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    const from = new URL(page.url()).searchParams.get('from')!;
    const to = new URL(page.url()).searchParams.get('to')!;
    await expect(page.getByText(`Revenue by category, ${from} to ${to}`)).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`fairplay-revenue-${from}-to-${to}.csv`);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.split('\n')[0]).toBe(
      'Category,Gross,Discounts,Net,Tax,Refunds,Net revenue,Earned (accrual),Deferred added,Deferred released',
    );
    expect(text).toContain('Cash received less refunds,');

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: 'test-results/reports-revenue-375.png', fullPage: true });
  });

  test('a member has no Reports link', async ({ page }) => {
    await signIn(page, 'member');
    await page.goto('/private/profile');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reports', exact: true })).toHaveCount(0);
  });
});

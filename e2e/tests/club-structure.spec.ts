import { expect, test, type Page } from './fixtures.js';
import { signIn } from './support.js';

/** Opens /private/settings on one of its tabs. */
async function openTab(page: Page, tab: 'Locations' | 'Facility groups') {
  await page.goto('/private/settings');
  await page.getByRole('tab', { name: tab }).click();
  const table = page.getByRole('table', { name: tab });
  await expect(table).toBeVisible();
  return table;
}

/** The names in the facility-group table, top to bottom. */
async function groupNames(page: Page): Promise<string[]> {
  const rows = page.getByRole('table', { name: 'Facility groups' }).locator('tbody tr[data-testid]');
  return rows.evaluateAll((elements) => elements.map((row) => row.querySelectorAll('td')[1]?.textContent ?? ''));
}

test.describe('club structure', () => {
  test('the owner creates a facility with the three-step wizard', async ({ page }) => {
    await signIn(page, 'owner');
    await openTab(page, 'Facility groups');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/facility/group'))
        posts.push(request.postData() ?? '');
    });

    await page.getByRole('button', { name: 'Add facility' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create facility' });
    const next = dialog.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await expect(dialog.getByRole('button', { name: /^Racquets/ })).toContainText(
      'Tennis, Pickleball, Padel, Squash, Badminton, Table Tennis',
    );
    await dialog.getByRole('button', { name: /^Racquets/ }).click();
    await next.click();

    await expect(next).toBeDisabled();
    const grandSlam = dialog.getByRole('button', { name: /^Grand Slam/ });
    await expect(grandSlam).toContainText('$299 per month');
    await expect(grandSlam.getByRole('listitem').last()).toHaveText('Full Access to All Features');
    await expect(dialog.getByRole('button', { name: /^Ace/ })).toContainText('$199 per month');
    await grandSlam.click();
    await next.click();

    await dialog.getByLabel('Facility name').fill('Padel Arena');
    await expect(dialog.getByLabel('Location')).toHaveValue('-1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please select location.')).toBeVisible();
    expect(posts).toEqual([]);

    // Prev goes back with the choice kept; Next returns to the last step.
    await dialog.getByRole('button', { name: 'Prev' }).click();
    await expect(grandSlam).toHaveAttribute('aria-pressed', 'true');
    await next.click();
    await dialog.getByLabel('Location').selectOption({ label: 'Riverside Main Club' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    expect(posts).toHaveLength(1);
    const sent = JSON.parse(posts[0]!) as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Padel Arena', plan: 'enterprisecourtandlessonproviderplan' });
    expect(sent).not.toHaveProperty('coupon');
    expect((await groupNames(page)).at(-1)).toBe('Padel Arena');

    // The wizard starts over after closing.
    await page.getByRole('button', { name: 'Add facility' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Create facility' }).getByRole('button', { name: 'Next' }),
    ).toBeDisabled();
    await expect(
      page.getByRole('dialog', { name: 'Create facility' }).getByRole('button', { name: /^Racquets/ }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  test('the owner reorders facility groups by drag and drop and by keyboard, and renames one', async ({ page }) => {
    await signIn(page, 'owner');
    await openTab(page, 'Facility groups');
    const before = await groupNames(page);
    expect(before.slice(0, 3)).toEqual(['Tennis', 'Pickleball', 'Golf simulators']);

    const table = page.getByRole('table', { name: 'Facility groups' });
    await table
      .locator('tbody tr', { hasText: 'Tennis' })
      .dragTo(table.locator('tbody tr', { hasText: 'Golf simulators' }));
    await expect.poll(() => groupNames(page)).toEqual(['Pickleball', 'Golf simulators', 'Tennis', ...before.slice(3)]);

    const up = page.getByRole('button', { name: 'Move Tennis up' });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => groupNames(page)).toEqual(['Pickleball', 'Tennis', 'Golf simulators', ...before.slice(3)]);
    await page.getByRole('button', { name: 'Move Tennis up' }).click();
    await expect.poll(() => groupNames(page)).toEqual(before);

    // The order is stored: it survives a reload.
    await page.getByRole('button', { name: 'Move Pickleball down' }).click();
    await expect.poll(() => groupNames(page)).toEqual(['Tennis', 'Golf simulators', 'Pickleball', ...before.slice(3)]);
    await page.reload();
    await page.getByRole('tab', { name: 'Facility groups' }).click();
    await expect.poll(() => groupNames(page)).toEqual(['Tennis', 'Golf simulators', 'Pickleball', ...before.slice(3)]);
    await page.getByRole('button', { name: 'Move Pickleball up' }).click();
    await expect.poll(() => groupNames(page)).toEqual(before);

    // Renaming reloads the page with the new name; the test then puts the seeded name back for other tests.
    const rename = async (from: string, to: string) => {
      await page.getByRole('button', { name: `Edit ${from}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Update facility' });
      await expect(dialog.getByLabel('Location')).toHaveCount(0);
      await dialog.getByLabel('Facility name').fill(to);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('tab', { name: 'Facility groups' }).click();
      await expect.poll(() => groupNames(page)).toContain(to);
    };
    await rename('Golf simulators', 'Golf bays');
    try {
      expect(await groupNames(page)).not.toContain('Golf simulators');
    } finally {
      await rename('Golf bays', 'Golf simulators');
    }
    expect(await groupNames(page)).toEqual(before);
  });

  test('the owner creates and renames a location', async ({ page }) => {
    await signIn(page, 'owner');
    const table = await openTab(page, 'Locations');
    await expect(table.getByRole('row', { name: /Riverside Main Club/ })).toContainText('1200 River Road');

    await page.getByRole('button', { name: 'Add location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create location' });
    await dialog.getByLabel('Location (Business) Name').fill('North Courts');
    await dialog.getByLabel('Street').fill('9');
    await dialog.getByLabel('City').fill('Austin');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please provide valid address')).toBeVisible();

    await dialog.getByLabel('Street').fill('  9   North Loop ');
    await dialog.getByLabel('State / Region').fill('TX');
    await dialog.getByLabel('Postal code').fill('78751');
    await dialog.getByLabel('Country').fill('United States');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const row = table.getByRole('row', { name: /North Courts/ });
    await expect(row).toContainText('9 North Loop, Austin, TX 78751, United States');
    await expect(row).toContainText(/[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}/);

    await row.getByRole('button', { name: 'Edit North Courts' }).click();
    const update = page.getByRole('dialog', { name: 'Update location' });
    await expect(update.getByLabel('Street')).toHaveCount(0);
    await update.getByLabel('Location (Business) Name').fill('North Courts Club');
    await update.getByRole('button', { name: 'Save' }).click();
    await expect(update).toBeHidden();
    await expect(table.getByRole('row', { name: /North Courts Club/ })).toContainText('9 North Loop');

    // The check-in list of a location.
    await table.getByRole('button', { name: 'Check-ins at Riverside Main Club' }).click();
    const checkIns = page.getByRole('dialog', { name: 'Check-ins at Riverside Main Club' });
    // The seed's three check-ins at least (the front desk's demo adds today's, which vary with the hour).
    await expect(checkIns.getByRole('row').nth(3)).toBeVisible();
    // The club's date and clock (12-hour in the demo club), never seconds or a lower-case "am".
    const first = checkIns.getByRole('row').nth(1);
    await expect(first).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/);
    await expect(first).not.toContainText(/:\d{2}:\d{2}/);
  });

  test('the header switcher narrows the facility groups listed', async ({ page }) => {
    await signIn(page, 'owner');
    await openTab(page, 'Facility groups');
    const all = await groupNames(page);
    expect(all.length).toBeGreaterThanOrEqual(3);
    const switcher = page.getByLabel('Location and facility group');
    await expect(switcher).toHaveValue('0:0');

    await Promise.all([
      page.waitForEvent('load'),
      switcher.selectOption({ label: 'Eastside Golf Studio - All facilities' }),
    ]);
    expect(await page.evaluate(() => window.localStorage.getItem('fairplay.selection'))).toMatch(/^\d+:0$/);
    await page.getByRole('tab', { name: 'Facility groups' }).click();
    await expect.poll(() => groupNames(page)).toEqual(['Golf simulators']);

    const pickleball = (await switcher
      .locator('option', { hasText: 'Riverside Main Club - Pickleball' })
      .getAttribute('value'))!;
    await Promise.all([page.waitForEvent('load'), switcher.selectOption(pickleball)]);
    await page.getByRole('tab', { name: 'Facility groups' }).click();
    await expect.poll(() => groupNames(page)).toEqual(['Pickleball']);
    await expect(page.getByLabel('Location and facility group')).toHaveValue(pickleball);

    await Promise.all([page.waitForEvent('load'), page.getByLabel('Location and facility group').selectOption('0:0')]);
    await page.getByRole('tab', { name: 'Facility groups' }).click();
    await expect.poll(() => groupNames(page)).toEqual(all);
  });

  test('reception sees both lists with the change buttons disabled', async ({ page }) => {
    await signIn(page, 'reception');
    const locations = await openTab(page, 'Locations');
    await expect(locations.getByRole('row', { name: /Eastside Golf Studio/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add location' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Edit Eastside Golf Studio' })).toBeDisabled();

    await page.getByRole('tab', { name: 'Facility groups' }).click();
    await expect.poll(() => groupNames(page)).toContain('Tennis');
    await expect(page.getByRole('button', { name: 'Add facility' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Edit Tennis' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Move Tennis down' })).toBeDisabled();
    await expect(
      page.getByRole('table', { name: 'Facility groups' }).locator('tbody tr[draggable="true"]'),
    ).toHaveCount(0);
  });
});

test.describe('settings tables on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('show location names, and keep Edit and add within reach at 375 px', async ({ page }) => {
    await signIn(page, 'owner');
    await openTab(page, 'Facility groups');
    const groups = page.getByRole('table', { name: 'Facility groups' });
    await expect(groups.getByRole('columnheader', { name: 'Location', exact: true })).toBeVisible();
    await expect(groups.getByRole('row').nth(1)).toContainText(/Riverside|Eastside/);
    for (const button of [
      groups.getByRole('button', { name: /^Edit / }).first(),
      groups.getByRole('button', { name: 'Add facility' }),
    ]) {
      await expect(button).toBeInViewport({ ratio: 1 });
    }
    await openTab(page, 'Locations');
    const locations = page.getByRole('table', { name: 'Locations' });
    for (const button of [
      locations.getByRole('button', { name: /^Edit / }).first(),
      locations.getByRole('button', { name: 'Add location' }),
    ]) {
      await expect(button).toBeInViewport({ ratio: 1 });
    }
  });
});

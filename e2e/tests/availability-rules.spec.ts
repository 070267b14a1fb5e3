import { expect, test } from './fixtures.js';
import { addDays, openAs, openSheet, slot, TODAY } from './sheet-support.js';
import { expectAccessible, signIn } from './support.js';

/**
 * Availability rules (issue 10): staff create a rule from selected times on the sheet, find it in the sheet's
 * Facility Availability Rules, star it, edit and delete it; members see its prices per hour on the sheet; coaches
 * see the form disabled. Its own day, 23 weeks ahead, clear of the other court-sheet tests.
 */
const DAY = addDays(TODAY, 161);

test('a rule made from the sheet is listed, starred, edited, priced for members and deleted', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Dawn drills ${Date.now() % 100000}`;
  await signIn(page, 'owner');
  await openSheet(page, DAY);

  // Select 6:00 on Clay 2 and turn the times into a rule.
  await slot(page, 'Clay 2', '6:00 AM').click();
  const pending = page.getByRole('region', { name: 'Pending times' });
  await expect(pending).toContainText('Clay 2');
  await pending.getByRole('button', { name: 'Create rule' }).click();
  await expect(page.getByRole('heading', { name: 'New availability rule' })).toBeVisible({ timeout: 30_000 });

  // The form's own checks come first.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill all required fields.' }).first()).toBeVisible();

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Sport').selectOption({ label: 'Tennis' });
  await page.getByLabel('Do you want to repeat?').uncheck();
  await expect(page.getByLabel('Start', { exact: true })).toHaveValue('06:00');
  await expect(page.getByLabel('End', { exact: true })).toHaveValue('07:00');
  await page.getByLabel(/Price per hour/).fill('30');
  await page.getByLabel('Points per hour').fill('12');
  // Points only: the money column goes.
  await page.getByText('Points only', { exact: true }).click();
  await expect(page.getByLabel(/Price per hour/)).toHaveCount(0);
  await page.getByText('Money and points', { exact: true }).click();
  await page.getByLabel(/Price per hour/).fill('30');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  // Back on the sheet of its day: the rule's band with its prices.
  await expect(page.getByRole('region', { name: 'Court sheet' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(DAY);
  const band = page.locator('[data-rule-band]').filter({ hasText: title });
  await expect(band).toContainText('$30.00/h · 12 pts/h');
  // The title and the price read whole inside the band, each wrapping in a narrow column rather than cut to "…".
  for (const part of ['[data-rule-title]', '[data-rule-price]']) {
    const shown = await band.locator(part).evaluate((element) => {
      const box = element.getBoundingClientRect();
      const outer = element.closest('[data-rule-band]')!.getBoundingClientRect();
      return (
        element.scrollWidth <= element.clientWidth && box.right <= outer.right + 1 && box.bottom <= outer.bottom + 1
      );
    });
    expect(shown, part).toBe(true);
  }
  await expect(band.locator('[data-rule-title]')).toHaveText(title);
  await expect(band.locator('[data-rule-price]')).toHaveText('$30.00/h · 12 pts/h');

  // The member sees the prices per hour too.
  const member = await openAs(browser, 'member', DAY);
  await expect(member.locator('[data-rule-band]').filter({ hasText: title })).toContainText('$30.00/h · 12 pts/h');
  await member.context().close();

  // Listed in the left panel; the star toggles.
  await page.getByRole('button', { name: 'Availability rules' }).click();
  const panel = page.getByRole('dialog', { name: 'Facility Availability Rules' });
  const item = panel.getByRole('listitem').filter({ hasText: title });
  await expect(item).toBeVisible();
  // Each rule says when it applies and what it costs, not only its name.
  await expect(item).toContainText('6:00 AM – 7:00 AM · $30.00/h · 12 pts/h');
  await expectAccessible(page, { within: '[role="dialog"]' });
  await item.getByRole('button', { name: `Star ${title}` }).click();
  await expect(item.getByRole('button', { name: `Unstar ${title}` })).toBeVisible();

  // A coach opens it read-only.
  await item.getByRole('link', { name: title }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title, { timeout: 30_000 });
  const ruleUrl = page.url();
  const coach = await browser.newContext();
  const coachPage = await coach.newPage();
  await signIn(coachPage, 'coach');
  await coachPage.goto(ruleUrl);
  await expect(coachPage.getByLabel('Title')).toHaveValue(title, { timeout: 30_000 });
  await expect(coachPage.getByLabel('Title')).toBeDisabled();
  await expect(coachPage.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await coach.close();

  // Edited: a new title and price.
  await page.getByLabel('Title').fill(`${title} edited`);
  await page.getByLabel(/Price per hour/).fill('35');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your availability successfully updated.')).toBeVisible();
  await openSheet(page, DAY);
  await expect(page.locator('[data-rule-band]').filter({ hasText: `${title} edited` })).toContainText(
    '$35.00/h · 12 pts/h',
  );

  // Deleted after confirmation.
  await page.getByRole('button', { name: 'Availability rules' }).click();
  await panel.getByRole('link', { name: `${title} edited` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the rule' });
  await expect(confirm).toContainText('Confirm: Are you sure to delete the rule?');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Court sheet' })).toBeVisible({ timeout: 30_000 });
  await openSheet(page, DAY);
  await expect(page.locator('[data-rule-band]').filter({ hasText: title })).toHaveCount(0);
});

test('?create opens the add-rule form for staff who may change settings', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/private/dashboard?create');
  await expect(page.getByRole('heading', { name: 'New availability rule' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/private\/time_rule\/-1\//);
});

import { expect, test } from './fixtures.js';
import { expectAccessible, signIn } from './support.js';
import { addDays, TODAY } from './sheet-support.js';

/** A weekday (Monday to Friday) `from` days ahead or the next one after it. */
function weekdayAhead(from: number): string {
  let date = addDays(TODAY, from);
  while ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) date = addDays(date, 1);
  return date;
}

/**
 * Issue 24 point 20: the demo club's points price follows its money prices. Tennis points sell at $1.00 each, so
 * the Off-peak hour a member sees at $16.00 costs 16 points, not a cut-price handful.
 */
test("the demo's points price of an hour is its money price at the price of a point", async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/private/settings');
  await page.getByRole('tab', { name: 'Points' }).click();
  await expect(page.getByRole('region', { name: /Points of .* - Tennis/ })).toContainText('$1.00 a point');

  await signIn(page, 'member');
  await page.goto('/private/free-times');
  await page.getByLabel('Day').fill(weekdayAhead(4));
  await page.getByRole('combobox', { name: 'Sport' }).click();
  await page.getByRole('option', { name: 'Tennis', exact: true }).click();
  // Off-peak (9 AM to 3 PM on weekdays) on Courts 2 to 6: $16.00 an hour or 16 points.
  const offPeak = page
    .getByRole('list', { name: 'Free times' })
    .getByRole('listitem', { name: /^1[01]:00 AM – 1[12]:00 [AP]M, Court [2-6]$/ })
    .first();
  await expect(offPeak.getByTestId('slot-price')).toHaveText('$16.00 or 16 points');
  await expectAccessible(page);
});

/**
 * The demo's own court time is priced by its rules (issue 24): Recent Charges lists members' court bookings paid by
 * card and in cash, and some card charges given back (REFUNDED) where the member paid at the desk as well.
 */
test("the demo's court time is charged at its rules' prices, some charges refunded", async ({ page }) => {
  await signIn(page, 'accountant');
  await page.goto('/private/stripe');
  const recent = page.getByRole('region', { name: 'Recent Charges' });
  // The weeks behind: court time already played (the newest charges are the weeks ahead's, paid when booked).
  await recent.getByLabel('To').fill(addDays(TODAY, -9));
  await recent.getByLabel('From').fill(addDays(TODAY, -27));
  const rows = recent.getByRole('row').filter({ hasText: 'Court booking' });
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(10);
  await expect(rows.filter({ hasText: 'Cash' }).first()).toBeVisible();
  // The court time's own prices: the rules' hourly rates, never the old flat day rate on every court.
  await expect(rows.filter({ hasText: /\$(16|28|32|35|45)\.00/ }).first()).toBeVisible();
  // Card charges of that time: some given back whole, reading REFUNDED.
  await recent.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Card', exact: true }).click();
  const refunded = rows.filter({ has: page.locator('.mantine-Badge-root', { hasText: /^Refunded$/ }) });
  await expect(refunded.first()).toBeVisible();
});

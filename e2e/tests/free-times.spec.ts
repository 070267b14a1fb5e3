import { expect, test } from './fixtures.js';
import { expectAccessible, expectNoHorizontalScroll, signIn } from './support.js';
import { addDays, fillNewCard, TODAY } from './sheet-support.js';

/**
 * Issue 24 point 9: from their home a member finds the day's free times by sport with their price from the club's
 * rules, and books and pays one from the list. The demo's Bay 4 day rate: $30.00 an hour, free far ahead.
 */
test.describe('free times (issue 24)', () => {
  for (const size of [
    { width: 375, height: 812 },
    { width: 1440, height: 900 },
  ]) {
    test(`a member finds a free time with its price and books and pays it at ${size.width} px`, async ({ page }) => {
      const day = addDays(TODAY, size.width === 375 ? 93 : 94);
      await page.setViewportSize(size);
      await signIn(page, 'member');
      await page.goto('/private/home');
      await page.getByRole('link', { name: 'Find a free time' }).click();
      await expect(page).toHaveURL(/\/private\/free-times$/);
      await expect(page.getByRole('heading', { name: 'Find a free time', level: 1 })).toBeVisible();
      await page.getByLabel('Day').fill(day);
      await page.getByRole('combobox', { name: 'Sport' }).click();
      await page.getByRole('option', { name: 'Golf simulators', exact: true }).click();
      const list = page.getByRole('list', { name: 'Free times' });
      const slot = list.getByRole('listitem', { name: /^10:00 AM – 11:00 AM, Bay 4$/ });
      await expect(slot.getByTestId('slot-price')).toHaveText(/^\$30\.00/);
      // Only golf bays are listed once Golf simulators is chosen.
      await expect(list.getByRole('listitem').filter({ hasText: 'Court' })).toHaveCount(0);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);

      await slot.getByRole('button', { name: /^Book Bay 4/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Book Bay 4' });
      const checkout = dialog.getByTestId('checkout');
      await expect(checkout).toContainText('Price: $30.00');
      await fillNewCard(checkout);
      await dialog.getByRole('button', { name: 'Book and Pay by Card' }).click();
      await expect(page.getByText('Booked and paid.')).toBeVisible();
      await expect(dialog).toBeHidden();
      // The booked hour is no longer free.
      await expect(slot).toHaveCount(0);
      await expect(list.getByRole('listitem', { name: /^11:00 AM – 12:00 PM, Bay 4$/ })).toBeVisible();
    });
  }
});

test('time the club prices at nothing reads No charge, and the filters fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'member');
  await page.goto('/private/free-times');
  // Past the demo rules' eight weeks no rule prices the tennis courts.
  await page.getByLabel('Day').fill(addDays(TODAY, 95));
  await page.getByRole('combobox', { name: 'Sport' }).click();
  await page.getByRole('option', { name: 'Tennis', exact: true }).click();
  const slot = page.getByRole('list', { name: 'Free times' }).getByRole('listitem').first();
  await expect(slot.getByTestId('slot-price')).toHaveText('No charge');
  // The day shows whole: its field is at least as wide as its value needs.
  const day = page.getByLabel('Day');
  expect(await day.evaluate((input: HTMLInputElement) => input.getBoundingClientRect().width)).toBeGreaterThan(150);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});

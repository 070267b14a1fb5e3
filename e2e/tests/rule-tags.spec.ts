import { expect, test, type Page } from './fixtures.js';
import { addDays, courtId, openSheet, TODAY, token } from './sheet-support.js';
import { signIn } from './support.js';

/**
 * Tags on availability rules (issue 10): a rule carries the club's tags, and the court sheet's tag filter narrows
 * the rule bands as it narrows bookings. Its own day, 25 weeks ahead, clear of the other sheet tests.
 */
const DAY = addDays(TODAY, 175);

async function addRule(page: Page, note: string, court: number, start: string, end: string, tags: number[]) {
  const response = await page.request.post('/api/v1/microsettings/add', {
    headers: { 'access-token': await token(page) },
    data: {
      note,
      sport_id: 1,
      courts: [court],
      start_date: DAY,
      recurrence: null,
      book_pay_type: 1,
      rules: [{ days: [], start_time: start, end_time: end, price: 2000, point_price: 0, advance: 365, buffer: 0 }],
      who_can_book: [{ for: 'allmembers', values: [] }],
      tags,
    },
  });
  expect(response.status()).toBe(200);
}

test('the tag filter narrows the rule bands to the rules with the tag', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'owner');
  const court = await courtId(page, 'Court 5');
  const tags = await page.request.get('/api/v1/tags/get', { headers: { 'access-token': await token(page) } });
  const league = ((await tags.json()) as { payload: { id: number; display_name: string }[] }).payload.find(
    (tag) => tag.display_name === 'League',
  )!;
  const suffix = Date.now() % 100000;
  await addRule(page, `League nights ${suffix}`, court, '07:00', '08:00', [league.id]);
  await addRule(page, `Open courts ${suffix}`, court, '09:00', '10:00', []);

  await openSheet(page, DAY);
  const tagged = page.locator('[data-rule-band]').filter({ hasText: `League nights ${suffix}` });
  const untagged = page.locator('[data-rule-band]').filter({ hasText: `Open courts ${suffix}` });
  await expect(tagged).toBeVisible();
  await expect(untagged).toBeVisible();
  await page.getByRole('combobox', { name: 'Tags' }).click();
  await page.getByRole('option', { name: 'League' }).click();
  await page.keyboard.press('Escape');
  await expect(tagged).toBeVisible();
  await expect(untagged).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Tags' }).press('Backspace');
  await expect(untagged).toBeVisible();
});

import { expect, test, type Page } from './fixtures.js';
import { expectAccessible, expectNoHorizontalScroll, signIn } from './support.js';

const CONFLICT = 'Minimum and Max time settings are in conflict.';

/** The id of a demo court, read through the API with the signed-in user's token. */
async function courtId(page: Page, name: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('fairplay.token'));
  const response = await page.request.get('/api/v1/court/getall', { headers: { 'access-token': token ?? '' } });
  expect(response.status()).toBe(200);
  const courts = (await response.json()).payload as { id: number; name: string }[];
  const court = courts.find((item) => item.name === name);
  if (!court) throw new Error(`no court named ${name}`);
  return court.id;
}

async function openCourt(page: Page, name: string): Promise<void> {
  await page.goto(`/private/court/${await courtId(page, name)}`);
  await expect(page.getByRole('heading', { name: 'Edit court' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(name);
}

test.describe('court editor', () => {
  test('the owner renames a court and sets its price; a reload shows both', async ({ page }) => {
    await signIn(page, 'owner');
    await openCourt(page, 'Court 5');
    await page.getByLabel('Name').fill('Court Five');
    await page.getByLabel(/Price per hour/).fill('45');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Court saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Name')).toHaveValue('Court Five');
    await expect(page.getByLabel(/Price per hour/)).toHaveValue('45.00');

    // Put the demo court back as it was.
    await page.getByLabel('Name').fill('Court 5');
    await page.getByLabel(/Price per hour/).fill('0');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Court saved.').first()).toBeVisible();
  });

  test('shows the conflict between the minimum duration and the max times', async ({ page }) => {
    await signIn(page, 'owner');
    await openCourt(page, 'Court 6');
    const form = page.getByRole('form', { name: 'Court' });
    const fillTimes = async () => {
      await form.getByLabel('Minimum duration (minutes)').fill('120');
      for (const label of [
        'Max time for 1 person',
        'Max time for 2 people',
        'Max time for 3 people',
        'Max time for 4 people and more',
      ]) {
        await form.getByLabel(`${label} (minutes)`).fill('60');
      }
    };
    await fillTimes();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form.getByText(CONFLICT)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Minimum duration (minutes)')).toHaveValue('');

    // With the max-time limit on, the same times are allowed.
    await fillTimes();
    await form.getByRole('switch', { name: /Limit the booking length/ }).check({ force: true });
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Court saved.')).toBeVisible();
    await expect(form.getByText(CONFLICT)).toHaveCount(0);
  });

  test('fits a 375 px phone and passes the accessibility checks', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, 'admin');
    await openCourt(page, 'Bay 1');
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });

  test('members and staff without settings update get the not-found page', async ({ page }) => {
    await signIn(page, 'owner');
    const id = await courtId(page, 'Court 2');
    for (const username of ['member', 'reception']) {
      await page.evaluate(() => localStorage.clear());
      await signIn(page, username);
      await page.goto(`/private/court/${id}`);
      await expect(page.getByText('Oops, something went wrong.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Edit court' })).toHaveCount(0);
    }
  });
});

import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import { expectAccessible, expectNoHorizontalScroll, signIn } from './support.js';

const SUCCEEDS = '4242424242424242';

/** The user id of a demo person, through the sign-in call (the member detail is addressed by it). */
async function userIdOf(request: APIRequestContext, username: string): Promise<number> {
  const response = await request.post('/api/v1/auth/login', { data: { username, password: 'fairplay1' } });
  return ((await response.json()) as { payload: { user: { id: number } } }).payload.user.id;
}

const pointsRegion = (page: Page) => page.getByRole('region', { name: 'Points', exact: true });

test.describe('points', () => {
  test.describe.configure({ timeout: 180_000 });

  test('staff gift, refund and charge points; the member sees them, when they expire and what they paid', async ({
    page,
  }) => {
    const julia = await userIdOf(page.request, 'julia.rossi');
    await signIn(page, 'owner');
    await page.goto(`/private/member/edit/${julia}`);
    const section = pointsRegion(page);
    await expect(section.getByText('No points to spend.')).toBeVisible();
    await section.getByRole('button', { name: 'Gift points' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gift points to Julia Rossi' });
    await expect(dialog.getByRole('combobox', { name: 'Facility group' })).toHaveValue(/Tennis/);
    await dialog.getByRole('textbox', { name: 'Point' }).fill('15');
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Club championship volunteer');
    await dialog.getByRole('button', { name: 'Gift' }).click();
    await expect(dialog).toBeHidden();
    const balance = section.getByRole('list', { name: 'Points balance' });
    await expect(balance).toContainText('15 points');

    // Refund 5 of the gift, after the spec's confirmation.
    const row = section.getByRole('table', { name: 'Points bought and gifted' }).getByRole('row').nth(1);
    await row.getByRole('button', { name: 'Refund' }).click();
    const refund = page.getByRole('dialog', { name: 'Refund gift points' });
    await refund.getByRole('textbox', { name: 'Points to refund' }).fill('5');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(refund.getByText('Are you sure to refund the gift points ?')).toBeVisible();
    await refund.getByRole('button', { name: 'Yes, refund' }).click();
    await expect(refund).toBeHidden();
    await expect(balance).toContainText('10 points');
    await expect(row).toContainText('5 refunded');

    // Charge 3 of them (the spec's points charge dialog).
    await section.getByRole('button', { name: 'Charge points' }).click();
    const charge = page.getByRole('dialog', { name: 'Charge points of Julia Rossi' });
    await charge.getByRole('textbox', { name: 'Point' }).fill('3');
    await charge.getByRole('textbox', { name: 'Note' }).fill('Ball machine');
    await charge.getByRole('button', { name: 'Charge' }).click();
    await expect(charge).toBeHidden();
    await expect(balance).toContainText('7 points');

    // The member's own view: the balance and when it expires.
    await signIn(page, 'julia.rossi');
    await page.goto('/private/home');
    const mine = page.getByRole('region', { name: 'My points' });
    await expect(mine.getByRole('list', { name: 'Points balance' })).toContainText(/7 points expire on \w+ \d+, \d{4}/);
    await expect(mine.getByRole('table', { name: 'Paid with points' })).toContainText('Ball machine');
    await expect(mine.getByRole('table', { name: 'Points bought and gifted' })).toContainText('Gift');
    await expectAccessible(page);
  });

  test('a member buys points with a test card and sees what they paid with points', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, 'hana.sato');
    await page.goto('/private/home');
    const mine = page.getByRole('region', { name: 'My points' });
    await mine.getByRole('button', { name: 'Buy points' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy points for Hana Sato' });
    await dialog.getByRole('textbox', { name: 'Point' }).fill('12');
    await expect(dialog.getByText('Total: $12.00')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Payment method' })).toHaveValue('New card');
    await dialog.getByLabel('Card number').fill(SUCCEEDS);
    await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: 'Buy' }).click();
    await expect(dialog).toBeHidden();
    await expect(mine.getByRole('list', { name: 'Points balance' })).toContainText('12 points');
    await expect(mine.getByRole('table', { name: 'Points bought and gifted' })).toContainText('Bought, $12.00');
    await expect(mine.getByText('Nothing paid with points yet.')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('settings show each facility group’s point price and validity', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/private/settings');
    await page.getByRole('tab', { name: 'Points' }).click();
    const tennis = page.getByRole('region', { name: /Points of .* - Tennis/ });
    await expect(tennis).toContainText('$1.00 a point, valid 365 days');
    const golf = page.getByRole('region', { name: /Points of .* - Golf simulators/ });
    await expect(golf).toContainText('Points not sold yet');
    await golf.getByRole('textbox', { name: 'Price per point' }).fill('2.50');
    await golf.getByRole('textbox', { name: 'Valid for (days)' }).fill('90');
    await golf.getByRole('button', { name: 'Sell points' }).click();
    await expect(golf).toContainText('$2.50 a point, valid 90 days');
  });
});

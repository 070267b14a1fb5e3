import { expect, test, type APIRequestContext } from './fixtures.js';
import { expectNoHorizontalScroll, signIn } from './support.js';

async function userIdOf(request: APIRequestContext, username: string): Promise<number> {
  const response = await request.post('/api/v1/auth/login', { data: { username, password: 'fairplay1' } });
  return ((await response.json()) as { payload: { user: { id: number } } }).payload.user.id;
}

test.describe('club coupons', () => {
  test.describe.configure({ timeout: 180_000 });

  test('staff create a coupon, apply it when subscribing a member, and see the discount', async ({ page }) => {
    const stamp = Date.now();
    const code = `SPRING${stamp % 1_000_000_000}`;
    const plan = `Coupon Pass ${stamp}`;
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, 'owner');
    await page.goto('/private/plans');
    await page.getByRole('button', { name: 'New plan' }).click();
    const planForm = page.getByRole('dialog', { name: 'New plan' });
    await planForm.getByLabel('Name').fill(plan);
    await planForm.getByLabel('Price (USD)').fill('80.00');
    await planForm.getByRole('button', { name: 'Save' }).click();
    await expect(planForm).toBeHidden();

    await page.getByRole('tab', { name: 'Coupons' }).click();
    await page.getByRole('button', { name: 'New coupon' }).click();
    const form = page.getByRole('dialog', { name: 'New coupon' });
    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await expect(form.getByText('Choose either a percentage or an amount off.')).toBeVisible();
    await form.getByLabel('Percent off').fill('25');
    await form.getByLabel('Applies to').click();
    await page.getByRole('option', { name: 'For some months' }).click();
    await form.getByLabel('Months').fill('2');
    await form.getByLabel('Times it can be used').fill('5');
    await expect(form.getByRole('status')).toHaveText('25% off for 2 months');
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await expect(form).toBeHidden();
    const row = page.getByRole('table', { name: 'Coupons' }).getByRole('row', { name: new RegExp(code) });
    await expect(row.getByText('25% off for 2 months')).toBeVisible();
    await expect(row.getByText('0 of 5')).toBeVisible();

    const raj = await userIdOf(page.request, 'raj.patel');
    await page.goto(`/private/member/edit/${raj}`);
    const section = page.getByRole('region', { name: 'Subscriptions' });
    const choice = section.getByRole('combobox', { name: 'Plan or product' });
    await expect(choice).toBeEnabled();
    await choice.fill(plan);
    await page.getByRole('option', { name: `${plan} ($80.00 / month)`, exact: true }).click();
    await section.getByLabel('Coupon').fill('NO-SUCH-CODE');
    await section.getByRole('button', { name: 'Apply' }).click();
    await expect(section.getByText('This coupon does not exist.')).toBeVisible();
    await section.getByLabel('Coupon').fill(code.toLowerCase());
    await section.getByRole('button', { name: 'Apply' }).click();
    await expect(section.getByRole('status')).toContainText('First charge $60.00 instead of $80.00');
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Success subscribe')).toBeVisible();
    const card = section.getByRole('listitem', { name: `${plan} subscription` });
    await expect(card.getByText(`Coupon ${code}: 25% off each payment until`)).toBeVisible();
    await expect(card.getByText(/Next charge: \$60\.00/)).toBeVisible();
    await card.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(card.getByText('canceled')).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/private/plans');
    await page.getByRole('tab', { name: 'Coupons' }).click();
    await expect(
      page
        .getByRole('table', { name: 'Coupons' })
        .getByRole('row', { name: new RegExp(code) })
        .getByText('1 of 5'),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page
      .getByRole('table', { name: 'Coupons' })
      .getByRole('row', { name: new RegExp(code) })
      .getByRole('button', { name: 'Archive' })
      .click();
    await expect(page.getByText('Coupon archived')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Coupons' }).getByText(code)).toBeHidden();
  });
});

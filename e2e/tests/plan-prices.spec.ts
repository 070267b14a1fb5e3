import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import { signIn } from './support.js';

async function userIdOf(request: APIRequestContext, username: string): Promise<number> {
  const response = await request.post('/api/v1/auth/login', { data: { username, password: 'fairplay1' } });
  return ((await response.json()) as { payload: { user: { id: number } } }).payload.user.id;
}

async function editPrice(page: Page, plan: string, price: string, applyToExisting: boolean) {
  await page.goto('/private/plans');
  await page
    .getByRole('table', { name: 'Plans' })
    .getByRole('row', { name: new RegExp(plan) })
    .getByRole('button', { name: 'Edit' })
    .click();
  const form = page.getByRole('dialog', { name: 'Edit plan' });
  await form.getByLabel('Price (USD)').fill(price);
  if (applyToExisting)
    await form.getByLabel('Apply a new price to current subscribers from their next billing date').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
}

test.describe('plan prices', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a new price reaches current subscribers only when staff choose it', async ({ page }) => {
    const stamp = Date.now();
    const plan = `Price Pass ${stamp}`;
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, 'owner');
    await page.goto('/private/plans');
    await page.getByRole('button', { name: 'New plan' }).click();
    const created = page.getByRole('dialog', { name: 'New plan' });
    await created.getByLabel('Name').fill(plan);
    await created.getByLabel('Price (USD)').fill('40.00');
    await created.getByRole('button', { name: 'Save' }).click();
    await expect(created).toBeHidden();

    const raj = await userIdOf(page.request, 'raj.patel');
    await page.goto(`/private/member/edit/${raj}`);
    const section = page.getByRole('region', { name: 'Subscriptions' });
    // The member's page loads several sections; on a busy machine that takes a while.
    await expect(section).toBeVisible({ timeout: 60_000 });
    const choice = section.getByRole('combobox', { name: 'Plan or product' });
    await expect(choice).toBeEnabled();
    await choice.fill(plan);
    // Picked with the keyboard, as a person using it without a mouse would.
    await choice.press('ArrowDown');
    await choice.press('Enter');
    await expect(choice).toHaveValue(`${plan} ($40.00 / month)`);
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Success subscribe')).toBeVisible();

    await editPrice(page, plan, '50.00', false);
    await page.goto(`/private/member/edit/${raj}`);
    const card = page
      .getByRole('region', { name: 'Subscriptions' })
      .getByRole('listitem', { name: `${plan} subscription` });
    await expect(card.getByText(/Next charge: \$40\.00/)).toBeVisible();

    await editPrice(page, plan, '55.00', true);
    await page.goto(`/private/member/edit/${raj}`);
    await expect(card.getByText(/Next charge: \$55\.00/)).toBeVisible();
    await card.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(card.getByText('canceled')).toBeVisible();
  });
});

import { expect, test } from './fixtures.js';
import { subscribedCustomer } from './subscribed-customer.js';
import { signIn } from './support.js';

test.describe('staff changing a member’s plan', () => {
  test.describe.configure({ timeout: 180_000 });

  test('from the member detail page: the proration is shown, then the member is on the new plan', async ({ page }) => {
    const { owner, memberId } = await subscribedCustomer(page.request, Date.now());
    await signIn(page, owner.username, owner.password);
    await page.goto(`/private/member/edit/${memberId}`);
    const basic = page.getByRole('listitem', { name: 'Court Basic subscription' });
    await expect(basic.getByText(/Next charge: \$30\.00/)).toBeVisible();
    await basic.getByRole('button', { name: 'Change plan' }).click();

    const dialog = page.getByRole('dialog', { name: 'Change Court Basic' });
    await dialog.getByLabel('New plan').click();
    await page.getByRole('option', { name: 'Court Plus — $60.00 / month' }).click();
    const lines = dialog.getByLabel('How the change is charged');
    await expect(lines.getByRole('cell', { name: 'Credit for the unused part of Court Basic' })).toBeVisible();
    await expect(lines.getByRole('row', { name: /Charged now \$(29\.9\d|30\.00)/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm change' }).click();

    await expect(page.getByText('Plan changed')).toBeVisible();
    await expect(dialog).toBeHidden();
    const plus = page.getByRole('listitem', { name: 'Court Plus subscription' });
    await expect(plus.getByText(/Next charge: \$60\.00/)).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Court Basic subscription' })).toHaveCount(0);
  });
});

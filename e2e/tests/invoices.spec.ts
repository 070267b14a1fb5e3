import { expect, test, type APIRequestContext } from './fixtures.js';
import { expectAccessible, expectNoHorizontalScroll, signIn } from './support.js';

async function userIdOf(request: APIRequestContext, username: string): Promise<number> {
  const response = await request.post('/api/v1/auth/login', { data: { username, password: 'fairplay1' } });
  return ((await response.json()) as { payload: { user: { id: number } } }).payload.user.id;
}

test.describe('monthly invoices', () => {
  test("staff add a charge to a member's monthly invoice and see it with the paid ones", async ({ page }) => {
    const memberId = await userIdOf(page.request, 'member');
    await signIn(page, 'owner');
    await page.goto(`/private/member/edit/${memberId}`);
    const section = page.getByRole('region', { name: 'Payments' });
    const invoices = section.getByRole('table', { name: /^Monthly invoices of / });
    // The demo club bills monthly: two paid months with their receipts, and this month's open invoice.
    await expect(invoices.getByRole('row').filter({ hasText: 'Paid' })).toHaveCount(2);
    const open = invoices.getByRole('row').filter({ hasText: 'Open' });
    await expect(open).toHaveCount(1);

    const description = `Pro shop grips ${Date.now()}`;
    await section.getByRole('button', { name: 'Charge', exact: true }).click();
    const charge = page.getByRole('dialog', { name: /^Charge / });
    await expect(charge.getByRole('combobox', { name: 'Payment method' })).toHaveValue(/4242/);
    await charge.getByLabel('Add to Monthly Invoice').check();
    await charge.getByLabel('Amount').fill('20');
    await charge.getByLabel('Description').fill(description);
    await charge.getByRole('button', { name: 'Charge $20.00' }).click();
    await expect(page.getByText('Added to the monthly invoice.')).toBeVisible();
    await expect(open).toContainText(`${description}: $20.00`);
    await expect(section.getByRole('table', { name: /^Charges of / })).toContainText('On monthly invoice');

    // A paid month's receipt opens from its row.
    await invoices
      .getByRole('button', { name: /^Receipt of the .+ invoice$/ })
      .first()
      .click();
    const receipt = page.getByRole('dialog', { name: 'Receipt' });
    await expect(receipt).toContainText('Monthly invoice,');
    await expect(receipt.getByRole('link', { name: 'Download PDF' })).toBeVisible();
    await receipt.getByRole('button', { name: 'Close' }).click();
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
  });
});

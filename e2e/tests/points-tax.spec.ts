import { expect, test } from './fixtures.js';
import { expectAccessible, expectNoHorizontalScroll, signIn } from './support.js';
import { token, withTax } from './sheet-support.js';

/**
 * Points bought with their tax (issue 24 point 4): once the club charges an 8.25 % tax on points, the member's Buy
 * points dialog shows 20 Tennis points at $1.00 as $20.00 · Tax $1.65 · Total $21.65 before paying, and the card is
 * charged exactly that total.
 */
test.describe('points bought with their tax', () => {
  for (const size of [
    { width: 1440, height: 900 },
    { width: 375, height: 812 },
  ])
    test(`the member sees the taxed total before paying and is charged it at ${size.width} px`, async ({ page }) => {
      await signIn(page, 'owner');
      await withTax(page, { percentage: 8.25, points: true }, async () => {
        await page.setViewportSize(size);
        await signIn(page, 'erik.larsen');
        await page.goto('/private/home');
        const mine = page.getByRole('region', { name: 'My points' });
        // The home's cards load above this one and push it down as they do: a press while the page still moves can
        // start on the button and end elsewhere (no click). Pressed once nothing is loading any more.
        await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
        await mine.getByRole('button', { name: 'Buy points' }).click();
        const dialog = page.getByRole('dialog', { name: 'Buy points for Erik Larsen' });
        await dialog.getByRole('textbox', { name: 'Point' }).fill('20');
        // 8.25 % of $20.00 is $1.65.
        await expect(dialog.getByTestId('points-price')).toHaveText('Price: $20.00 · Tax $1.65 · Total $21.65');
        await expectAccessible(page, { within: '[role="dialog"]' });
        await expectNoHorizontalScroll(page);
        await dialog.getByRole('combobox', { name: 'Payment method' }).click();
        await page.getByRole('option', { name: 'New card' }).click();
        await dialog.getByLabel('Card number').fill('4242424242424242');
        await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
        await dialog.getByLabel('CVC').fill('123');
        await dialog.getByRole('button', { name: 'Buy' }).click();
        await expect(dialog).toBeHidden();

        // The charge the member paid carries the tax: their charges list it at the total shown.
        const charges = await page.request.get('/api/v1/payment/charges/mine', {
          headers: { 'access-token': await token(page) },
        });
        expect(charges.status()).toBe(200);
        const rows = (
          (await charges.json()) as { payload: { rows: { description: string; tax: number; total: number }[] } }
        ).payload.rows;
        expect(rows[0]).toMatchObject({ description: '20 points - Tennis', tax: 165, total: 2165 });
      });
    });
});

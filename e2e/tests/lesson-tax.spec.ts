import { expect, test } from './fixtures.js';
import { signIn } from './support.js';
import { TODAY, addDays, clubInstant, courtId, fillNewCard, token, withTax } from './sheet-support.js';

/**
 * A lesson place priced with its tax (issue 24 point 4): once the club charges an 8.25 % tax on lessons, the
 * member's checkout for a $28.00 clinic place shows $28.00 · Tax $2.31 · Total $30.31 before paying, offers no hold,
 * and the card is charged exactly that total.
 */
test.describe('a lesson place with its tax', () => {
  test('the member sees the taxed total before paying and is charged it', async ({ page }) => {
    const day = addDays(TODAY, 244);
    const name = `Taxed drills ${Date.now()}`;
    await signIn(page, 'owner');
    await withTax(page, { percentage: 8.25, lessons: true }, async (ownerToken) => {
      const headers = { 'access-token': ownerToken };
      const types = (await (await page.request.get('/api/v1/lesson/getalltypes', { headers })).json()).payload as {
        id: number;
        display_name: string;
      }[];
      const added = await page.request.post('/api/v1/lesson/add', {
        headers,
        data: {
          lessonType: types.find((type) => type.display_name === 'Group Clinic')!.id,
          sportId: 1,
          courts: [await courtId(page, 'Court 3')],
          start_time: clubInstant(day, '11:00'),
          end_time: clubInstant(day, '12:00'),
          quantity: 6,
          description: name,
          price: 2800,
          book_pay_type: 1,
        },
      });
      expect(added.status()).toBe(200);

      await signIn(page, 'member');
      await page.goto(`/private/lessons/-1?date=${day}`);
      const card = page.getByLabel(name, { exact: true });
      await card.getByRole('button', { name: 'Book a place' }).click();
      const dialog = page.getByRole('dialog', { name: `Book ${name}` });
      const checkout = dialog.getByTestId('checkout');
      // 8.25 % of $28.00 is $2.31.
      await expect(checkout).toContainText('Price: $28.00 · Tax $2.31 · Total $30.31');
      await expect(dialog.getByRole('button', { name: 'Book and Authorize Payment' })).toHaveCount(0);
      await fillNewCard(checkout);
      await dialog.getByRole('button', { name: 'Book and Pay by Card' }).click();
      await expect(page.getByText('Booked and paid.')).toBeVisible();
      await expect(card).toContainText('Booked');

      // The charge the member paid carries the tax: their charges list it at the total shown.
      const charges = await page.request.get('/api/v1/payment/charges/mine', {
        headers: { 'access-token': await token(page) },
      });
      expect(charges.status()).toBe(200);
      const listed = JSON.stringify(await charges.json());
      expect(listed).toContain('"total":3031');
    });
  });
});

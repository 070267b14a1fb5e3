import { expect, test } from './fixtures.js';
import { addDays, event, openSheet, startBooking, TODAY } from './sheet-support.js';
import { signIn } from './support.js';

/**
 * The booking policy (issue 10) as a member meets it, on the demo's Bay 4: members book it by day, its evenings
 * belong to the "Golf Sim Night" group. The member is not in that group.
 */
test.describe('booking policy', () => {
  test('a member refused by a rule reads why and books the suggested time instead', async ({ page }) => {
    const date = addDays(TODAY, 77);
    await signIn(page, 'member');
    await openSheet(page, date);
    const dialog = await startBooking(page, 'Bay 4', '7:00 PM');
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();

    const refusal = dialog.getByRole('alert').filter({ hasText: 'This time is not available to you' });
    await expect(refusal).toContainText(
      'This time is reserved by the rule "Golf Sim Night evenings", which does not include you.',
    );
    await expect(refusal).toContainText('The nearest time you can book: Bay 4');
    const suggested = refusal.getByRole('button', { name: /^Book .*5:00 PM – 6:00 PM$/ });
    await expect(suggested).toBeVisible();
    await suggested.click();

    await expect(page.getByText('Your booking successfully created.')).toBeVisible();
    await expect(event(page, 'Bay 4', '5:00 PM – 6:00 PM, Emma Wilson')).toBeVisible();
    await expect(event(page, 'Bay 4', '7:00 PM – 8:00 PM')).toHaveCount(0);
  });
});

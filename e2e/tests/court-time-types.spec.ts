import { expect, test } from './fixtures.js';
import { addDays, openSheet, slot, TODAY } from './sheet-support.js';
import { signIn } from './support.js';

/**
 * Service types that apply to court time (issue 24 point 18): a member booking court time is offered only the
 * demo's court-time types (Match, Simulator Session), not its lesson and coaching types; staff see them all, and
 * the owner's service type form says which types members may book court time as.
 */
const DAY = addDays(TODAY, 186);

test('members booking court time see only the court-time service types; staff see every type', async ({ page }) => {
  await signIn(page, 'member');
  await openSheet(page, DAY);
  await slot(page, 'Pickleball 5', '9:00 AM').click();
  await page.getByRole('region', { name: 'Pending times' }).getByRole('button', { name: 'Book' }).click();
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  const types = dialog.getByLabel('Service type');
  await expect(types.locator('option')).toHaveText(['Court time', 'Match', 'Simulator Session']);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await signIn(page, 'owner');
  await openSheet(page, DAY);
  await slot(page, 'Pickleball 5', '9:00 AM').click();
  await page.getByRole('region', { name: 'Pending times' }).getByRole('button', { name: 'Book' }).click();
  const staffDialog = page.getByRole('dialog', { name: 'New booking' });
  await expect(staffDialog.getByLabel('Service type').locator('option', { hasText: /^Private Lesson$/ })).toHaveCount(
    1,
  );
  await staffDialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/private/profile');
  await page.getByRole('button', { name: 'Service types', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Private Lesson', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Update service type' });
  await expect(form.getByRole('switch', { name: 'Members may book court time as this type' })).not.toBeChecked();
  await form.getByRole('button', { name: 'Cancel' }).click();
});

import { expect, test } from './fixtures.js';
import { signIn } from './support.js';

/** Visitors added by hand on the Customers screen's Visitors tab, made members by e-mail, given a gender. */
test('staff add a visitor by hand, then make them a member', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/private/members');
  await page.getByRole('tab', { name: 'Visitors' }).click();
  await page.getByRole('button', { name: 'Add visitor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add visitor' });
  await dialog.getByLabel('First name').fill('Wendell');
  await dialog.getByLabel('Last name').fill('Walkin');
  await dialog.getByLabel('E-mail').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Add visitor' }).click();
  await expect(dialog.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await dialog.getByLabel('E-mail').fill('wendell.walkin@example.org');
  await dialog.getByLabel('Phone').fill('+15550177');
  await dialog.getByRole('button', { name: 'Add visitor' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Visitor added.')).toBeVisible();

  await page.getByLabel('Search').fill('walkin');
  const visitors = page.getByRole('list', { name: 'Visitors' });
  await expect(visitors.getByText('Wendell Walkin')).toBeVisible();
  await expect(visitors.getByText('wendell.walkin@example.org · +15550177')).toBeVisible();
  await visitors.getByRole('button', { name: 'Make Wendell Walkin a member' }).click();
  await expect(page.getByText('The visitor is now a member.')).toBeVisible();
  await expect(visitors.getByText('Wendell Walkin')).toBeHidden();
  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(
    page.getByRole('table', { name: 'Customers' }).getByRole('link', { name: 'Wendell Walkin' }),
  ).toBeVisible();
});

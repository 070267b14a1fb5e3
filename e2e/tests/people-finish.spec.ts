import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import { expectAccessible, expectNoHorizontalScroll, signIn } from './support.js';

/**
 * People, finished (issue 16): staff edit a member from the member detail; a member adds a child to their family and
 * sees who pays; the owner removes someone from the staff; the roles screen says who last changed a type's roles.
 * Each test uses demo people no other browser test changes (Diego Ramos, Nora Quinn, Sara Lind, the Pro shop type).
 */

/** The user id of a demo person, through the sign-in call (pages are addressed by it). */
async function userIdOf(request: APIRequestContext, username: string): Promise<number> {
  const response = await request.post('/api/v1/auth/login', { data: { username, password: 'fairplay1' } });
  const body = (await response.json()) as { payload: { user: { id: number } } };
  return body.payload.user.id;
}

/** Picks an option of a Mantine Select, opening its list when it is closed. */
async function pick(page: Page, label: string, option: string) {
  const choice = page.getByRole('option', { name: option, exact: true });
  if (!(await choice.isVisible())) await page.getByRole('combobox', { name: label }).click();
  await choice.click();
}

test.describe('people, finished', () => {
  test('staff edit a member from the member detail', async ({ page, request }) => {
    const diego = await userIdOf(request, 'diego.ramos');
    await signIn(page, 'admin');
    await page.goto(`/private/member/edit/${diego}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Diego Ramos' })).toBeVisible({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Diego Ramos' });
    await expect(edit.getByLabel('E-mail')).toHaveValue('diego.ramos@riverside.example.com');
    await expectAccessible(page);
    // A bad phone stays in the form with the field's message; nothing is saved.
    await edit.getByLabel('Phone').fill('call me');
    await edit.getByRole('button', { name: 'Save member' }).click();
    await expect(edit.getByText('Phone may start with + and have up to 17 digits.')).toBeVisible();
    await edit.getByLabel('Phone').fill('+15125550777');
    await edit.getByLabel('About').fill('Prefers early mornings');
    await edit.getByLabel('Listed in the member directory (the member agreed)').check();
    await edit.getByRole('button', { name: 'Save member' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('link', { name: '+15125550777' })).toBeVisible();

    // Opening the form again starts from the saved record.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const again = page.getByRole('dialog', { name: 'Edit Diego Ramos' });
    await expect(again.getByLabel('About')).toHaveValue('Prefers early mornings');
    await expect(again.getByLabel('Listed in the member directory (the member agreed)')).toBeChecked();
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(again).toBeHidden();
  });

  test('a coach reads the member detail without an Edit button', async ({ page, request }) => {
    const diego = await userIdOf(request, 'diego.ramos');
    await signIn(page, 'coach');
    await page.goto(`/private/member/edit/${diego}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Diego Ramos' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  });

  test('a member adds a child to their family and sees who pays', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, 'nora.quinn');
    await page.goto('/private/home');
    await page.getByRole('link', { name: 'My family' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No family' })).toBeVisible({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Add a child or spouse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a child or spouse' });
    await expect(dialog.getByLabel('Last name')).toHaveValue('Quinn');
    await dialog.getByLabel('First name').fill('Ivy');
    // An e-mail that already has an account is for the front desk.
    await dialog.getByLabel('Their e-mail').fill('sara.lind@riverside.example.com');
    await dialog.getByRole('button', { name: 'Add to my family' }).click();
    await expect(dialog.getByText(/already has a Fairplay account/)).toBeVisible();
    await dialog.getByLabel('Their e-mail').fill('ivy.quinn@example.org');
    await dialog.getByLabel('Year').selectOption('2016');
    await dialog.getByLabel('Month').selectOption({ label: 'March' });
    await dialog.getByLabel('Day').selectOption('9');
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Add to my family' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Ivy Quinn is now in your family.', { exact: false })).toBeVisible();

    const members = page.getByRole('list', { name: 'Family members' });
    await expect(members.getByRole('listitem').filter({ hasText: 'Ivy Quinn' })).toContainText('Child');
    await expect(members.getByRole('listitem').filter({ hasText: 'Nora Quinn' })).toContainText('Payer');
    await expect(page.getByTestId('family-payer')).toHaveText('Paid by Nora Quinn');
    await expect(page.getByRole('heading', { name: 'Quinn family' })).toBeVisible();
  });

  test('the owner removes a coach from the staff; they stay a member', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/private/staff');
    const table = page.getByRole('table', { name: 'Staff' });
    await expect(table.getByRole('row').filter({ hasText: 'Olivia Bennett' })).toBeVisible({ timeout: 20_000 });
    // The owner's row, and one's own, offer no removal.
    await expect(table.getByRole('button', { name: 'Remove Olivia Bennett from the staff' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add staff' }).click();
    const add = page.getByRole('dialog', { name: 'Add staff' });
    await add.getByLabel('E-mail address').fill('sara.lind@riverside.example.com');
    await add.getByRole('button', { name: 'Add staff' }).click();
    await expect(add).toBeHidden();
    const row = table.getByRole('row').filter({ hasText: 'Sara Lind' });
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Remove Sara Lind from the staff' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Sara Lind from the staff?' });
    await expect(confirm).toContainText('stays a member of the club');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Remove from staff' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Sara Lind is no longer on the staff and stays a member of the club.')).toBeVisible();
    await expect(row).toHaveCount(0);

    // She is still among the customers.
    await page.goto('/private/members');
    await page.getByLabel('Search').fill('sara lind');
    await expect(page.getByRole('table', { name: 'Customers' }).getByRole('link', { name: 'Sara Lind' })).toBeVisible();
  });

  test('the roles screen says who last changed a member type and when', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/private/roles');
    await pick(page, 'Member type', 'Pro shop');
    const audit = page.getByTestId('roles-audit');
    await expect(audit).toBeVisible({ timeout: 20_000 });
    const groupsRead = page.getByLabel('Pro shop: Groups read');
    const wasOn = await groupsRead.isChecked();
    await groupsRead.click({ force: true });
    await page.getByRole('button', { name: 'Save Pro shop roles' }).click();
    await expect(page.getByText('Roles saved.').first()).toBeVisible();
    await expect(audit).toHaveText(/^Last changed by Olivia Bennett on \w{3} \d{1,2}, \d{4} \d/);

    // Put the flag back for the other tests; the audit still names the owner.
    await expect(groupsRead).toBeChecked({ checked: !wasOn });
    await groupsRead.click({ force: true });
    await page.getByRole('button', { name: 'Save Pro shop roles' }).click();
    await expect(groupsRead).toBeChecked({ checked: wasOn });
    await expect(audit).toContainText('Olivia Bennett');
  });
});

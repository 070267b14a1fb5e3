import { expect, test, type Page } from './fixtures.js';
import { authDialog, CLUB, expectAccessible, expectNoHorizontalScroll, signIn } from './support.js';

/**
 * Staff, coaches and roles (issue 16): the owner adds a coach to facility groups, changes what reception may do
 * (reception sees it on their next page), and invites a coach who accepts by signing up with the invited e-mail.
 */

async function registerCustomer(page: Page, username: string, first: string, last: string) {
  await page.goto('/login');
  await authDialog(page, 'Sign in').getByRole('button', { name: 'Create an account' }).click();
  const dialog = authDialog(page, 'Create your account');
  await dialog.getByText('Member/Customer', { exact: true }).click();
  await dialog.getByLabel('First name').fill(first);
  await dialog.getByLabel('Last name').fill(last);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('E-mail').fill(`${username}@example.org`);
  await dialog.getByLabel('Year').selectOption('1990');
  await dialog.getByLabel('Month').selectOption({ label: 'May' });
  await dialog.getByLabel('Day').selectOption('5');
  await dialog.getByLabel('Password', { exact: true }).fill('coaching-42');
  await dialog.getByLabel('Confirm password').fill('coaching-42');
  await dialog.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/private\/choose-business$/);
}

/** Picks an option of a Mantine Select or MultiSelect, opening its list when it is closed. */
async function pick(page: Page, label: string, option: string) {
  const choice = page.getByRole('option', { name: option, exact: true });
  if (!(await choice.isVisible())) await page.getByRole('combobox', { name: label }).click();
  await choice.click();
}

test.describe('staff, coaches and roles', () => {
  test('the owner adds a member as a coach of two facility groups', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/private/settings');
    await page.getByRole('link', { name: 'Staff' }).click();
    await expect(page).toHaveURL(/\/private\/staff$/);
    const table = page.getByRole('table', { name: 'Staff' });
    await expect(table.getByRole('row').filter({ hasText: 'Carlos Mendoza' })).toContainText('Tennis');
    await expect(table.getByRole('row').filter({ hasText: "James O'Connor" })).toContainText('Hidden');
    await expect(table.getByRole('row').filter({ hasText: 'Mei Tanaka' })).toContainText('Golf simulators');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add staff' });
    await dialog.getByLabel('E-mail address').fill('not an address');
    await dialog.getByRole('button', { name: 'Add staff' }).click();
    await expect(dialog.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await dialog.getByLabel('E-mail address').fill('mia.wilson@riverside.example.com');
    await pick(page, 'Facility groups', 'Tennis');
    await pick(page, 'Facility groups', 'Pickleball');
    await page.keyboard.press('Escape');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Add staff' }).click();
    await expect(page.getByText('Staff member added.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = table.getByRole('row').filter({ hasText: 'Mia Wilson' });
    await expect(row).toContainText('Coach');
    await expect(row).toContainText('Tennis, Pickleball');

    // Editing: she is hidden from members for now.
    await row.getByRole('button', { name: 'Edit Mia Wilson' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Mia Wilson' });
    await edit.getByLabel('Hidden from members').check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Staff member updated.')).toBeVisible();
    await expect(row).toContainText('Hidden');
  });

  test('the owner takes Customers away from reception, who loses the Join requests tab at once', async ({
    page,
    browser,
  }) => {
    const receptionContext = await browser.newContext();
    const reception = await receptionContext.newPage();
    await signIn(reception, 'reception');
    await reception.goto('/private/settings');
    await expect(reception.getByRole('tab', { name: /Join requests/ })).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, 'owner');
    await page.goto('/private/roles');
    await pick(page, 'Member type', 'Reception');
    const read = page.getByLabel('Reception: Customers read');
    await expect(read).toBeChecked();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await read.click({ force: true });
    await expect(read).not.toBeChecked();
    await expect(page.getByLabel('Reception: Customers update')).not.toBeChecked();
    await page.getByRole('button', { name: 'Save Reception roles' }).click();
    await expect(page.getByText('Roles saved.')).toBeVisible();

    // The owner's own rights cannot be switched off.
    await pick(page, 'Member type', 'Owner');
    await expect(page.getByLabel('Owner: Settings and staff update')).toBeDisabled();

    await reception.reload();
    await expect(reception.getByRole('tab', { name: 'Club settings' })).toBeVisible();
    await expect(reception.getByRole('tab', { name: /Join requests/ })).toHaveCount(0);

    // Put reception's rights back for the other tests.
    await pick(page, 'Member type', 'Reception');
    await page.getByLabel('Reception: Customers update').click({ force: true });
    await page.getByRole('button', { name: 'Save Reception roles' }).click();
    await expect(page.getByText('Roles saved.').first()).toBeVisible();
    await reception.reload();
    await expect(reception.getByRole('tab', { name: /Join requests/ })).toBeVisible();
    await receptionContext.close();
  });

  test('the owner invites a coach by e-mail; signing up with it makes them a coach', async ({ page, browser }) => {
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await owner.setViewportSize({ width: 375, height: 800 });
    await signIn(owner, 'owner');
    await owner.goto('/private/staff');
    await expect(owner.getByRole('table', { name: 'Staff' })).toBeVisible();
    await expectNoHorizontalScroll(owner);
    const pending = owner.getByRole('list', { name: 'Pending invitations' });
    await expect(pending.getByRole('listitem').filter({ hasText: 'nina.kowalski@example.org' })).toContainText('Coach');
    await owner.getByRole('button', { name: 'Invite by e-mail' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Invite by e-mail' });
    await dialog.getByLabel('E-mail address').fill('theo.grant@example.org');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(owner.getByText('Invitation sent to theo.grant@example.org.')).toBeVisible();
    const theo = pending.getByRole('listitem').filter({ hasText: 'theo.grant@example.org' });
    await expect(theo).toContainText('Coach');
    await theo.getByRole('button', { name: 'Resend invitation to theo.grant@example.org' }).click();
    await expect(owner.getByText('Invitation sent to theo.grant@example.org.').first()).toBeVisible();

    await registerCustomer(page, 'theo.grant', 'Theo', 'Grant');
    const invited = page.getByRole('list', { name: 'Requests and invitations' }).getByRole('listitem');
    await expect(invited.filter({ hasText: CLUB })).toContainText('Invited');
    await invited.getByRole('button', { name: `Join ${CLUB}` }).click();
    await expect(page.getByText(`Welcome to ${CLUB}!`)).toBeVisible();

    await owner.reload();
    await expect(
      owner.getByRole('table', { name: 'Staff' }).getByRole('row').filter({ hasText: 'Theo Grant' }),
    ).toContainText('Coach');
    await expect(pending).not.toContainText('theo.grant@example.org');
    await ownerContext.close();
  });
});

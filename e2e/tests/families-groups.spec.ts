import { expect, test, type Page } from './fixtures.js';
import { token } from './sheet-support.js';
import { expectAccessible, signIn } from './support.js';

/** A demo member's user id, found through the club's member search as the owner. */
async function memberId(page: Page, fullName: string): Promise<number> {
  const response = await page.request.get(`/api/v1/appointment/people?search=${encodeURIComponent(fullName)}`, {
    headers: { 'access-token': await token(page) },
  });
  expect(response.status()).toBe(200);
  const people = (await response.json()).payload as { user_id: number; full_name: string }[];
  return people.find((person) => person.full_name === fullName)!.user_id;
}

/** Types a name into a member search and picks the person from the suggestions. */
async function chooseMember(page: Page, label: string, name: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(name.split(' ')[0]!);
  await page.getByRole('option', { name }).click();
}

test.describe('families and groups', () => {
  test('the owner builds a family: adds a child and chooses the payer', async ({ page }) => {
    await signIn(page, 'owner');
    const ruby = await memberId(page, 'Ruby Evans');
    await page.goto(`/private/family/${ruby}`);
    await expect(page.getByRole('heading', { name: 'Ruby Evans has no family yet' })).toBeVisible({ timeout: 20_000 });

    await chooseMember(page, 'Add family members', 'Kai Morgan');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const members = page.getByRole('table', { name: 'Family members' });
    await expect(members.getByRole('row', { name: /Kai Morgan/ })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Role of Kai Morgan' })).toHaveValue('Child');
    await page.getByRole('radio', { name: 'Ruby Evans pays' }).check();
    await page.getByRole('button', { name: 'Save family' }).click();
    await expect(page.getByText('Family saved.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Evans family' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Evans family' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('radio', { name: 'Ruby Evans pays' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Role of Kai Morgan' })).toHaveValue('Child');
    await expectAccessible(page);
  });

  test('staff add members to a new group from its page', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/private/group');
    await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Junior Academy' })).toBeVisible();
    await page.getByLabel('New group name').fill('Tuesday Ladder');
    await page.getByRole('button', { name: 'Create group' }).click();
    await page.getByRole('link', { name: 'Tuesday Ladder' }).click();
    await expect(page.getByRole('heading', { name: 'Tuesday Ladder', level: 1 })).toBeVisible();
    await expect(page.getByText('This group has no members yet.')).toBeVisible();

    await chooseMember(page, 'Add members', 'Elena Popescu');
    await chooseMember(page, 'Add members', 'Jack Hughes');
    await page.getByRole('button', { name: 'Add to group' }).click();
    await expect(page.getByText('2 members added.')).toBeVisible();
    const table = page.getByRole('table', { name: 'Members of Tuesday Ladder' });
    await expect(table.getByRole('link', { name: 'Elena Popescu' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Jack Hughes' })).toBeVisible();

    await page.getByRole('button', { name: 'Remove Jack Hughes from the group' }).click();
    await expect(table.getByRole('link', { name: 'Jack Hughes' })).toBeHidden();
    await expectAccessible(page);
  });

  test('staff archive a group and find it among the archived ones', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/private/group');
    const groups = page.getByRole('table', { name: 'Groups' });
    // The list has loaded (and the screen settled) before typing, so the name is not typed into a form that is
    // replaced while the club's data arrives.
    await expect(groups.getByRole('link', { name: 'Junior Academy' })).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('New group name').fill('Winter League');
    await expect(page.getByLabel('New group name')).toHaveValue('Winter League');
    await page.getByRole('button', { name: 'Create group' }).click();
    await expect(groups.getByRole('link', { name: 'Winter League' })).toBeVisible();

    await page.getByRole('button', { name: 'Archive Winter League' }).click();
    const dialog = page.getByRole('dialog', { name: 'Archive group' });
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Group archived.')).toBeVisible();
    await expect(groups.getByRole('link', { name: 'Winter League' })).toBeHidden();

    await page.getByLabel('Show archived groups').check();
    await expect(groups.getByRole('row', { name: /Winter League/ })).toContainText('Archived');
    await expect(groups.getByRole('link', { name: 'Summer Camp 2025' })).toBeVisible();
  });
});

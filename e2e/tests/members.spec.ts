import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import { DEMO_PASSWORD, expectAccessible, expectNoHorizontalScroll, signIn } from './support.js';

/**
 * The Customers screen (/private/members): finding a member and opening their detail, adding and editing one,
 * exporting the list as CSV; and the member directory (/private/public-members), which lists only members who
 * agreed to be listed.
 */

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const login = await request.post('/api/v1/auth/login', { data: { username, password: DEMO_PASSWORD } });
  return ((await login.json()).payload as { token: string }).token;
}

async function openCustomers(page: Page) {
  await page.goto('/private/members');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
}

test.describe('customers', () => {
  test('staff find a member by search and open their detail page', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/private/profile');
    await page.getByRole('link', { name: 'Customers' }).first().click();
    await expect(page).toHaveURL(/\/private\/members$/);
    await page.getByLabel('Search').fill('lucas wil');
    const table = page.getByRole('table', { name: 'Customers' });
    const link = table.getByRole('link', { name: 'Lucas Wilson' });
    await expect(link).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByText('lucas.wilson@riverside.example.com')).toBeVisible();
    await expectAccessible(page);
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/private\/member\/edit\/\d+$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('staff narrow the list to the members of one plan', async ({ page }) => {
    await signIn(page, 'admin');
    await openCustomers(page);
    const table = page.getByRole('table', { name: 'Customers' });
    await page.getByLabel('Search').fill('lucas wil');
    await expect(table.getByRole('link', { name: 'Lucas Wilson' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('combobox', { name: 'Plan', exact: true }).click();
    await page.getByRole('option', { name: 'Adult Unlimited' }).click();
    // Lucas has no subscription: he leaves the list; the demo's two members on the plan's trial are on it.
    await expect(table.getByRole('link', { name: 'Lucas Wilson' })).toBeHidden();
    await page.getByLabel('Search').fill('');
    await expect(table.getByRole('link', { name: 'Julia Rossi' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Erik Larsen' })).toBeVisible();
  });

  test('on a phone the list shows cards without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, 'admin');
    await openCustomers(page);
    await page.getByLabel('Search').fill('garcia');
    const cards = page.getByRole('list', { name: 'Customers' });
    await expect(cards.getByRole('listitem')).toHaveCount(4);
    await expectNoHorizontalScroll(page);
  });

  test('staff add a member, then edit them', async ({ page }) => {
    await signIn(page, 'admin');
    await openCustomers(page);
    await page.getByRole('button', { name: 'Add member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add member' });
    await dialog.getByRole('button', { name: 'Add member' }).click();
    await expect(dialog.getByText('First name must be at least 2 characters.')).toBeVisible();
    await dialog.getByLabel('First name').fill('Nadia');
    await dialog.getByLabel('Last name').fill('Petrova');
    await dialog.getByLabel('E-mail').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Add member' }).click();
    await expect(dialog.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await dialog.getByLabel('E-mail').fill('nadia.petrova@example.org');
    await dialog.getByLabel('Phone').fill('+15550142');
    await dialog.getByRole('button', { name: 'Add member' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Member added.')).toBeVisible();

    await page.getByLabel('Search').fill('petrova');
    const table = page.getByRole('table', { name: 'Customers' });
    await expect(table.getByRole('link', { name: 'Nadia Petrova' })).toBeVisible();
    await expect(table.getByText('+15550142')).toBeVisible();
    await table.getByRole('button', { name: 'Edit Nadia Petrova' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Nadia Petrova' });
    await expect(edit.getByLabel('E-mail')).toHaveValue('nadia.petrova@example.org');
    await edit.getByLabel('Phone').fill('+15550199');
    await edit.getByLabel('About').fill('Plays doubles on Tuesdays');
    await edit.getByRole('button', { name: 'Save member' }).click();
    await expect(edit).toBeHidden();
    await expect(table.getByText('+15550199')).toBeVisible();
    await expect(table.getByText('+15550142')).toBeHidden();
  });

  test('staff export the filtered list as a CSV file', async ({ page }) => {
    await signIn(page, 'admin');
    await openCustomers(page);
    await page.getByLabel('Search').fill('garcia');
    await expect(page.getByRole('table', { name: 'Customers' }).getByRole('row')).toHaveCount(5);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^riverside-racquet-golf-club-members-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'First name,Last name,E-mail,Phone,Date of birth,Member type,Family,Joined,About,Listed in directory',
    );
    expect(lines).toHaveLength(5);
    expect(lines.slice(1).every((line) => line.includes('Garcia'))).toBe(true);
  });

  test('the member directory lists only members who agreed', async ({ page }) => {
    const admin = await tokenOf(page.request, 'admin');
    const search = await page.request.get('/api/v1/members/get?last_id=-1&search=mia.wilson', {
      headers: { 'access-token': admin },
    });
    const mia = ((await search.json()).payload as { members: { id: number }[] }).members[0]!;
    await page.request.put(`/api/v1/members/update/${mia.id}`, {
      headers: { 'access-token': admin },
      data: { directory_listed: true },
    });

    // Spec 1 section 2: the directory needs members read (issue 26); the coach reads members.
    const coach = await tokenOf(page.request, 'coach');
    const info = await page.request.get('/api/v1/users/info', { headers: { 'access-token': coach } });
    const me = (await info.json()).payload as { first_name: string; last_name: string };
    const myName = `${me.first_name} ${me.last_name}`;
    await signIn(page, 'coach');
    await page.goto('/private/public-members');
    await expect(page.getByRole('heading', { name: 'Member directory' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Members' });
    await expect(list.getByText('Mia Wilson')).toBeVisible();
    await expect(list.getByText('Lucas Wilson')).toHaveCount(0);
    await expect(list.getByText(myName)).toHaveCount(0);
    await expect(page.getByText('@riverside.example.com')).toHaveCount(0);

    const consent = page.getByRole('switch', { name: 'Show me in the member directory' });
    await consent.click();
    await expect(consent).toBeChecked();
    await expect(list.getByText(myName)).toBeVisible();
    await expectAccessible(page);
    await consent.click();
    await expect(consent).not.toBeChecked();
    await expect(list.getByText(myName)).toHaveCount(0);
  });
});

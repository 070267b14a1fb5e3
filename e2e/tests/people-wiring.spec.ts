import { expect, test, type APIRequestContext } from './fixtures.js';
import { signIn } from './support.js';

// The people screens composed in the app: the member detail shows the member's groups and e-mails them; the
// Customers list leads to the import wizard.

async function userIdOf(request: APIRequestContext, username: string): Promise<number> {
  const response = await request.post('/api/v1/auth/login', { data: { username, password: 'fairplay1' } });
  const body = (await response.json()) as { payload: { user: { id: number } } };
  return body.payload.user.id;
}

test.describe('people screens together', () => {
  test('the member detail lists the member’s groups and opens an e-mail to them', async ({ page, request }) => {
    const emma = await userIdOf(request, 'member');
    await signIn(page, 'owner');
    await page.goto(`/private/member/edit/${emma}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Emma Wilson' })).toBeVisible();
    const groups = page.getByRole('list', { name: 'Groups of the member' });
    await expect(groups.getByRole('link', { name: "Ladies' League" })).toBeVisible();
    await page.getByRole('button', { name: 'E-mail', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Send e-mail' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Emma Wilson')).toBeVisible();
  });

  test('the Customers list filters by group', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/private/members');
    await page.getByLabel('Search').fill('wilson');
    const table = page.getByRole('table', { name: 'Customers' });
    const lucas = table.getByRole('link', { name: 'Lucas Wilson' });
    await expect(lucas).toBeVisible();
    await page.getByRole('combobox', { name: 'Group', exact: true }).click();
    await page.getByRole('option', { name: "Ladies' League" }).click();
    await expect(table.getByRole('link', { name: 'Emma Wilson' })).toBeVisible();
    await expect(lucas).toBeHidden();
  });

  test('the Customers list leads staff to the CSV import', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/private/members');
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await expect(page).toHaveURL(/\/private\/members\/import$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a coach, who may read but not change members, gets no import link', async ({ page }) => {
    await signIn(page, 'coach');
    await page.goto('/private/members');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Import CSV' })).toBeHidden();
  });
});

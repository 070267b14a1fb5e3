import { expect, test, type APIRequestContext } from './fixtures.js';
import { DEMO_PASSWORD, signIn, signInThroughDialog, signOut } from './support.js';
import { courtId, userId } from './sheet-support.js';

/**
 * Issue 26, the spec's access rules and routes: the member directory needs members read, members read no groups,
 * the landing after sign-in, the monthly invoice hidden for member type ids 3 and 14, and listing id -1 opening the
 * create form on a court.
 */

async function sessionOf(request: APIRequestContext, username: string) {
  const response = await request.post('/api/v1/auth/login', { data: { username, password: DEMO_PASSWORD } });
  return (await response.json()).payload as { token: string; user: { id: number } };
}

test.describe('access rules of the spec', () => {
  test('the member directory needs members read: members get the not-found page, staff open it', async ({ page }) => {
    await signIn(page, 'member');
    await page.goto('/private/public-members');
    await expect(page.getByText('Oops, something went wrong.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Member directory' })).toHaveCount(0);
    // The member still chooses to be listed, on their profile.
    await page.goto('/private/profile');
    const consent = page.getByRole('switch', { name: 'Show me in the member directory' });
    await expect(consent).not.toBeChecked();
    await consent.click();
    await expect(page.getByText('You are now listed in the member directory.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Show me in the member directory' })).toBeChecked();
    await signOut(page);

    await signIn(page, 'coach');
    await page.goto('/private/public-members');
    await expect(page.getByRole('heading', { name: 'Member directory' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Members' }).getByText('Emma Wilson')).toBeVisible();
    const member = await sessionOf(page.request, 'member');
    await page.request.put('/api/v1/members/directory/consent', {
      headers: { 'access-token': member.token },
      data: { listed: false },
    });
  });

  test("members have no Groups link and cannot open the club's groups", async ({ page }) => {
    await signIn(page, 'member');
    await page.goto('/private/home');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Memberships' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Groups' })).toHaveCount(0);
    await page.goto('/private/group');
    await expect(page.getByText('Oops, something went wrong.')).toBeVisible();
    const member = await sessionOf(page.request, 'member');
    const groups = await page.request.get('/api/v1/groups/get', { headers: { 'access-token': member.token } });
    expect(groups.status()).toBe(403);
  });

  test('after sign-in a member with a club lands on Home, one without a club on choose-business', async ({ page }) => {
    await signInThroughDialog(page, 'member');
    await expect(page).toHaveURL(/\/private\/home$/);
    await signOut(page);

    // A customer with no club yet.
    const username = `left.${Date.now().toString(36)}`;
    const registered = await page.request.post('/api/v1/auth/register', {
      data: {
        firstName: 'Nora',
        lastName: 'Left',
        username,
        email: `${username}@example.org`,
        dob: '1990-05-01T20:00:00.000Z',
        password: 'baseline-42',
        user_type: 'nbu',
      },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    await signInThroughDialog(page, username, 'baseline-42');
    await expect(page).toHaveURL(/\/private\/choose-business$/);
    await expect(page.getByRole('heading', { name: 'Find a club' })).toBeVisible();
  });
});

test.describe('monthly invoice (spec 3 sections 5 and 9)', () => {
  test('the charge hides Add to Monthly Invoice for member type id 3 and offers it to other members', async ({
    page,
  }) => {
    const owner = await sessionOf(page.request, 'owner');
    const types = await page.request.get('/api/v1/roles/member-types', { headers: { 'access-token': owner.token } });
    const third = ((await types.json()).payload as { id: number; key: string }[]).find((type) => type.id === 3)!;
    const excluded = await sessionOf(page.request, third.key);
    const member = await sessionOf(page.request, 'member');
    await signIn(page, 'owner');

    await page.goto(`/private/member/edit/${member.user.id}`);
    let section = page.getByRole('region', { name: 'Payments' });
    await section.getByRole('button', { name: 'Charge', exact: true }).click();
    let charge = page.getByRole('dialog', { name: /^Charge / });
    await expect(charge.getByLabel('Add to Monthly Invoice')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(charge).toHaveCount(0);

    await page.goto(`/private/member/edit/${excluded.user.id}`);
    section = page.getByRole('region', { name: 'Payments' });
    await section.getByRole('button', { name: 'Charge', exact: true }).click();
    charge = page.getByRole('dialog', { name: /^Charge / });
    await expect(charge.getByLabel('Amount')).toBeVisible();
    const save = charge.getByLabel(/^Save this card for /);
    if (await save.isVisible()) await save.check();
    await expect(charge.getByLabel('Add to Monthly Invoice')).toHaveCount(0);
  });
});

test.describe('courtlisting create mode (spec 2 section 2)', () => {
  test('listing id -1 opens the create form on the court, for the family member named', async ({ page }) => {
    await signIn(page, 'member');
    const court = await courtId(page, 'Bay 3');
    const lucas = await userId(page, 'Lucas Wilson');
    await page.goto(`/private/courtlisting/-1/${court}?family=${lucas}`);
    await expect(page).toHaveURL(/\/private\/dashboard/);
    const dialog = page.getByRole('dialog', { name: 'New booking' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByLabel('Book for')).toHaveValue(String(lucas));
    await expect(dialog.getByText('Bay 3', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Show bookings of')).toHaveValue(String(lucas));

    // An existing id opens that booking as before; -1 without a family books for the member.
    await page.goto(`/private/courtlisting/-1/${court}`);
    const own = page.getByRole('dialog', { name: 'New booking' });
    await expect(own).toBeVisible({ timeout: 30_000 });
    await expect(own.getByLabel('Book for')).toHaveValue('');
  });
});

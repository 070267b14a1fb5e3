import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import { addDays, event, openSheet, startBooking, TODAY, BOOK_AS_MEMBER } from './sheet-support.js';
import { authDialog, CLUB, DEMO_PASSWORD, expectAccessible, expectNoHorizontalScroll, signIn } from './support.js';

/**
 * Joining the demo club, which asks for staff approval: a customer asks through the club's link and waits, staff
 * approve on the Join requests tab, and the customer books; the owner changes the policy in settings.
 */

/** The demo club's id, read with a staff sign-in through the API (the id the club's join link carries). */
async function demoClubId(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/v1/auth/login', { data: { username: 'owner', password: DEMO_PASSWORD } });
  const { token } = (await login.json()).payload as { token: string };
  const info = await request.get('/api/v1/users/info', { headers: { 'access-token': token } });
  return ((await info.json()).payload as { business_id: number }).business_id;
}

async function registerCustomer(page: Page, username: string, first: string, last: string) {
  await page.goto('/login');
  await authDialog(page, 'Sign in').getByRole('button', { name: 'Create an account' }).click();
  const dialog = authDialog(page, 'Create your account');
  await dialog.getByText('Member/Customer', { exact: true }).click();
  await dialog.getByLabel('First name').fill(first);
  await dialog.getByLabel('Last name').fill(last);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('E-mail').fill(`${username}@example.org`);
  await dialog.getByLabel('Year').selectOption('1992');
  await dialog.getByLabel('Month').selectOption({ label: 'March' });
  await dialog.getByLabel('Day').selectOption('9');
  await dialog.getByLabel('Password', { exact: true }).fill('joining-42');
  await dialog.getByLabel('Confirm password').fill('joining-42');
  await dialog.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/private\/choose-business$/);
}

test.describe('joining a club', () => {
  test('a customer asks to join, waits, is approved by staff and then books', async ({ page, browser }) => {
    const clubId = await demoClubId(page.request);
    await registerCustomer(page, 'jo.joiner', 'Jo', 'Joiner');

    // The club's link opens a join card on Memberships, the page a new customer lands on.
    await page.goto(`/private/choose-business?join=${clubId}`);
    await page.getByRole('button', { name: 'Ask to join' }).click();
    await expect(page.getByText(`Your request to join ${CLUB} has been sent.`)).toBeVisible();
    const requests = page.getByRole('list', { name: 'Requests and invitations' });
    await expect(requests.getByRole('listitem').filter({ hasText: CLUB })).toContainText('Waiting for approval');
    await expect(page.getByRole('button', { name: 'Ask to join' })).toHaveCount(0);
    await expectAccessible(page);

    // Reception (members update) sees the request with the waiting count and approves it.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signIn(staff, 'reception');
    await staff.goto('/private/settings');
    const tab = staff.getByRole('tab', { name: /Join requests/ });
    await tab.click();
    const list = staff.getByRole('list', { name: 'Join requests' });
    await expect(list).toContainText('jo.joiner@example.org');
    // The seeded requests wait too; the tab counts them all.
    const waiting = await list.getByRole('listitem').count();
    expect(waiting).toBeGreaterThanOrEqual(3);
    await expect(tab.getByLabel(`${waiting} waiting`)).toBeVisible();
    await expectAccessible(staff);
    await list.getByRole('button', { name: 'Approve Jo Joiner' }).click();
    await expect(staff.getByText('Jo Joiner is now a member.')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(waiting - 1);
    await expect(tab.getByLabel(`${waiting - 1} waiting`)).toBeVisible();
    await expect(list).not.toContainText('jo.joiner@example.org');
    await staffContext.close();

    // The customer's next visit finds the club; they book a court.
    await page.goto('/private/choose-business');
    await expect(page.getByRole('list', { name: 'Your clubs' })).toContainText(CLUB);
    await expect(page.getByRole('list', { name: 'Requests and invitations' })).toHaveCount(0);
    const date = addDays(TODAY, 90);
    await openSheet(page, date);
    const dialog = await startBooking(page, 'Court 4', '10:00 AM');
    await dialog.getByRole('button', { name: BOOK_AS_MEMBER }).click();
    // The club asks its members to sign its waiver before their first booking.
    const waiver = page.getByRole('dialog', { name: 'Sign the club waiver' });
    await waiver.getByLabel('I have read the waiver and agree to its terms').check();
    await waiver.getByRole('button', { name: 'Sign and book' }).click();
    await expect(page.getByText('Your booking successfully created.')).toBeVisible();
    await expect(event(page, 'Court 4', '10:00 AM – 11:00 AM, Jo Joiner')).toBeVisible();
  });

  test('staff invite an e-mail address, and the person who signs up with it joins at once', async ({
    page,
    browser,
  }) => {
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signIn(staff, 'admin');
    await staff.goto('/private/settings');
    await staff.getByRole('tab', { name: /Join requests/ }).click();
    const form = staff.getByRole('form', { name: 'Invite by e-mail' });
    await form.getByLabel('E-mail address').fill('not an address');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await form.getByLabel('E-mail address').fill('Ivy.Guest@Example.org');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(staff.getByText('Invitation sent to ivy.guest@example.org.')).toBeVisible();
    const sent = staff.getByRole('list', { name: 'Invitations sent' });
    await expect(sent.getByRole('listitem').filter({ hasText: 'ivy.guest@example.org' })).toContainText('Invited');
    await staffContext.close();

    await registerCustomer(page, 'ivy.guest', 'Ivy', 'Guest');
    const invited = page.getByRole('list', { name: 'Requests and invitations' }).getByRole('listitem');
    await expect(invited.filter({ hasText: CLUB })).toContainText('Invited');
    await invited.getByRole('button', { name: `Join ${CLUB}` }).click();
    await expect(page.getByText(`Welcome to ${CLUB}!`)).toBeVisible();
    // A new member goes straight to the club's court sheet; Memberships shows the club as their current one.
    await expect(page).toHaveURL(/\/private\/dashboard/);
    await page.goto('/private/choose-business');
    await expect(page.getByRole('list', { name: 'Your clubs' }).getByRole('listitem')).toContainText('Current club');
    await expect(page.getByRole('list', { name: 'Requests and invitations' })).toHaveCount(0);
  });

  test('the owner changes who can join in the club settings', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/private/settings');
    const form = page.getByRole('form', { name: 'Club settings' });
    const policy = form.getByRole('radiogroup', { name: 'Who can become a member' });
    await expect(policy.getByRole('radio', { name: /^Approval/ })).toBeChecked();
    await policy.getByRole('radio', { name: /^Invitation only/ }).check();
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    await page.reload();
    await expect(policy.getByRole('radio', { name: /^Invitation only/ })).toBeChecked();

    // Put the demo club's policy back, through the same form.
    await policy.getByRole('radio', { name: /^Approval/ }).check();
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    await page.reload();
    await expect(policy.getByRole('radio', { name: /^Approval/ })).toBeChecked();
  });
});

test.describe('joining at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the Join requests tab fits a phone', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/private/settings');
    await page.getByRole('tab', { name: /Join requests/ }).click();
    await expect(page.getByRole('list', { name: 'Join requests' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Invitations sent' })).toContainText('priya.raman@example.org');
    await expectNoHorizontalScroll(page);
  });
});

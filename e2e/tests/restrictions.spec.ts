import { expect, test, type Page } from './fixtures.js';
import { expectNoHorizontalScroll, signIn, signOut } from './support.js';
import { addDays, bookViaApi, openSheet, startBooking, token, TODAY, userId, BOOK_AS_MEMBER } from './sheet-support.js';

/** A club-local Monday well clear of the demo seed and the other tests' days. */
function mondayFrom(date: string): string {
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, (7 - weekday) % 7);
}
const MONDAY = mondayFrom(addDays(TODAY, 150));
const WEDNESDAY = addDays(MONDAY, 2);
const NAME = 'One booking a week (e2e)';

/** A group of two demo members nobody else's test books for: the restriction holds for them alone. */
async function groupOfTwo(page: Page): Promise<string> {
  const headers = { 'access-token': await token(page) };
  const name = `Restricted e2e ${Date.now()}`;
  const created = await page.request.post('/api/v1/groups/add', { headers, data: { name } });
  expect(created.status()).toBe(200);
  const id = (await created.json()).payload.id as number;
  const members = [await userId(page, 'Liam Walsh'), await userId(page, 'Diego Ramos')];
  const added = await page.request.post(`/api/v1/groups/addmembers/${id}`, { headers, data: { member_ids: members } });
  expect(added.status()).toBe(200);
  return name;
}

test.describe('restrictions and overrides', () => {
  test.describe.configure({ timeout: 180_000 });

  test('staff add a restriction and an override; a member is refused with the usage, the overridden one books', async ({
    page,
  }) => {
    await signIn(page, 'owner');
    const group = await groupOfTwo(page);
    // Each already holds one booking that week, made for them by staff (it counts towards the limit).
    await bookViaApi(page, 'Court 5', MONDAY, '08:00', '09:00', { userId: await userId(page, 'Liam Walsh') });
    await bookViaApi(page, 'Court 5', MONDAY, '09:00', '10:00', { userId: await userId(page, 'Diego Ramos') });

    await page.goto('/private/settings');
    await page.getByRole('link', { name: 'Restrictions' }).click();
    await expect(page.getByRole('heading', { name: 'Restrictions', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add restriction' }).click();
    const form = page.getByRole('dialog', { name: 'Add restriction' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Name must be at least 2 characters.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Name' }).fill(NAME);
    await form.getByRole('textbox', { name: 'Limit' }).fill('1');
    await expect(form.getByRole('combobox', { name: 'Period' })).toHaveValue('Per week');
    await form.getByRole('switch', { name: 'All members' }).click();
    await form.getByRole('combobox', { name: 'Groups' }).click();
    await page.getByRole('option', { name: group }).click();
    await form.getByRole('combobox', { name: 'Groups' }).press('Escape');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Restriction created.')).toBeVisible();
    const row = page.getByRole('table', { name: 'Restrictions' }).getByRole('row').filter({ hasText: NAME });
    await expect(row).toContainText('1 booking per week');
    await expect(row).toContainText(group);

    await page.getByRole('button', { name: 'Add override' }).click();
    const override = page.getByRole('dialog', { name: 'Add override' });
    await override.getByRole('combobox', { name: 'Member' }).pressSequentially('Diego');
    await page.getByRole('option', { name: 'Diego Ramos' }).click();
    await override.getByRole('combobox', { name: 'Restriction' }).click();
    await page.getByRole('option', { name: NAME }).click();
    await override.getByRole('switch', { name: 'Exempt from this restriction' }).click();
    await override.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Override saved.')).toBeVisible();
    const overrides = page.getByRole('table', { name: 'Overrides' });
    await expect(overrides.getByRole('row').filter({ hasText: 'Diego Ramos' })).toContainText('Exempt');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signOut(page);

    // Liam is held to the limit: the refusal names the restriction and how much is used.
    await signIn(page, 'liam.walsh');
    await page.goto('/private/home');
    await expect(page.getByRole('region', { name: 'Your booking limits' })).toContainText(NAME);
    await openSheet(page, WEDNESDAY);
    let dialog = await startBooking(page, 'Court 5', '10:00 AM');
    await dialog.getByRole('button', { name: BOOK_AS_MEMBER }).click();
    await expect(
      page.getByText(`You have used 1 of 1 booking in the week starting ${MONDAY} (restriction “${NAME}”).`),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await signOut(page);

    // Diego's override exempts him.
    await signIn(page, 'diego.ramos');
    await openSheet(page, WEDNESDAY);
    dialog = await startBooking(page, 'Court 5', '11:00 AM');
    await dialog.getByRole('button', { name: BOOK_AS_MEMBER }).click();
    await expect(page.getByText('Your booking successfully created.')).toBeVisible();
    await signOut(page);

    // Staff remove the restriction after confirming.
    await signIn(page, 'owner');
    await page.goto('/private/restrictions');
    await page.getByRole('button', { name: `Delete ${NAME}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${NAME}` });
    await expect(confirm).toContainText('Are you sure to delete the restriction?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Restriction deleted.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: NAME })).toHaveCount(0);
  });
});

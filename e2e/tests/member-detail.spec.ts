import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import { expectAccessible, expectNoHorizontalScroll, signIn } from './support.js';

/** A valid 1×1 PNG, and a GIF the server refuses. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAACAkQBADs=', 'base64');

/** The user id of a demo person, through the sign-in call (the detail page is addressed by it). */
async function userIdOf(request: APIRequestContext, username: string): Promise<number> {
  const response = await request.post('/api/v1/auth/login', { data: { username, password: 'fairplay1' } });
  const body = (await response.json()) as { payload: { user: { id: number } } };
  return body.payload.user.id;
}

async function openMember(page: Page, id: number, name: string) {
  await page.goto(`/private/member/edit/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function chooseFile(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

test.describe('member detail', () => {
  test('staff open a member, see contact, family and levels, and follow a family link', async ({ page, request }) => {
    const emma = await userIdOf(request, 'member');
    await signIn(page, 'owner');
    await openMember(page, emma, 'Emma Wilson');
    await expect(page.getByText('member@riverside.example.com')).toBeVisible();
    await expect(page.getByText('Member type: Member').or(page.getByLabel(/Member type/))).toBeVisible();
    const family = page.getByRole('region', { name: 'Family' });
    await expect(family.getByRole('link', { name: 'Mia Wilson' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Notes' }).getByText('Prefers early morning courts on weekdays.'),
    ).toBeVisible();
    await expectAccessible(page);
    await family.getByRole('link', { name: 'Lucas Wilson' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lucas Wilson' })).toBeVisible();
    await expect(page).toHaveURL(/\/private\/member\/edit\/\d+$/);
  });

  test('a member without members read cannot open the detail', async ({ page, request }) => {
    const lucas = await userIdOf(request, 'lucas.wilson');
    await signIn(page, 'member');
    await page.goto(`/private/member/edit/${lucas}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lucas Wilson' })).toBeHidden();
    await expect(page.getByText('lucas.wilson@riverside.example.com')).toBeHidden();
  });

  test('staff add a level type and set a member’s NTRP and level', async ({ page, request }) => {
    const zoe = await userIdOf(request, 'zoe.martin');
    await signIn(page, 'owner');
    await openMember(page, zoe, 'Zoe Martin');
    const levels = page.getByRole('region', { name: 'Levels' });
    await levels.getByRole('button', { name: 'Manage level types' }).click();
    const manager = page.getByRole('dialog', { name: 'Level types' });
    await manager.getByLabel('Name').fill('Beach Tennis');
    const tags = manager.getByLabel('Levels');
    for (const level of ['Starter', 'Club', 'Open']) {
      await tags.fill(level);
      await tags.press('Enter');
    }
    await manager.getByRole('button', { name: 'Add level type' }).click();
    await expect(manager.getByText('Starter · Club · Open')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(manager).toBeHidden();

    await levels.getByRole('combobox', { name: 'NTRP' }).click();
    await page.getByRole('option', { name: '3.5', exact: true }).click();
    await levels.getByRole('combobox', { name: 'Beach Tennis' }).click();
    await page.getByRole('option', { name: 'Club', exact: true }).click();
    await levels.getByRole('button', { name: 'Save levels' }).click();
    await expect(page.getByText('Levels saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Levels' }).getByRole('combobox', { name: 'NTRP' })).toHaveValue(
      '3.5',
    );
    await expect(
      page.getByRole('region', { name: 'Levels' }).getByRole('combobox', { name: 'Beach Tennis' }),
    ).toHaveValue('Club');
  });

  test('staff add and delete a note', async ({ page, request }) => {
    const omar = await userIdOf(request, 'omar.haddad');
    await signIn(page, 'reception');
    await openMember(page, omar, 'Omar Haddad');
    const notes = page.getByRole('region', { name: 'Notes' });
    await notes.getByLabel('New note').fill('Asked about the junior clinic for his nephew.');
    await notes.getByRole('button', { name: 'Add note' }).click();
    const note = notes.getByRole('listitem').filter({ hasText: 'Asked about the junior clinic for his nephew.' });
    await expect(note).toBeVisible();
    await expect(note.getByText(/Priya Shah ·/)).toBeVisible();
    await expect(notes.getByLabel('New note')).toHaveValue('');
    await note.getByRole('button', { name: 'Delete note' }).click();
    await expect(note).toBeHidden();
  });

  test('staff browse the booking history with filters, and phones get cards', async ({ page, request }) => {
    const emma = await userIdOf(request, 'member');
    await signIn(page, 'owner');
    await openMember(page, emma, 'Emma Wilson');
    const history = page.getByRole('region', { name: 'Booking history' });
    const table = history.getByRole('table', { name: 'Bookings' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(history.getByText(/\d+ bookings? · times in America\/Chicago/)).toBeVisible();

    await history.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Booked by the member' }).click();
    // The previous page stays on screen until the filtered one arrives: wait for it to be replaced.
    const parts = table.locator('tbody tr td:nth-child(4)');
    await expect(parts.filter({ hasText: /Partner|Guest/ })).toHaveCount(0);
    await expect(parts.first()).toHaveText('Booked');

    await history.getByLabel('From').fill('2099-01-01');
    await expect(history.getByText('No bookings match.')).toBeVisible();
    await history.getByLabel('From').fill('');

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(history.getByRole('list', { name: 'Bookings' }).getByRole('listitem').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('staff upload a member’s picture, and a wrong type is refused', async ({ page, request }) => {
    const ben = await userIdOf(request, 'ben.carter');
    await signIn(page, 'owner');
    await openMember(page, ben, 'Ben Carter');
    await chooseFile(page, 'Change picture', { name: 'ben.gif', mimeType: 'image/gif', buffer: GIF });
    await expect(page.getByRole('alert').filter({ hasText: 'file must be a PNG, JPEG or WebP image.' })).toBeVisible();
    await chooseFile(page, 'Change picture', { name: 'ben.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Profile picture saved.')).toBeVisible();
    const picture = page.getByRole('img', { name: 'Picture of Ben Carter' });
    await expect(picture).toHaveAttribute('src', /^\/api\/v1\/users\/picture\/[A-Za-z0-9_-]+$/);
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
  });

  test('a member uploads their own picture on the profile page', async ({ page }) => {
    await signIn(page, 'ana.garcia');
    await page.goto('/private/profile');
    await chooseFile(page, 'Change picture', { name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Profile picture saved.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Your picture' })).toHaveAttribute('src', /\/api\/v1\/users\/picture\//);
  });
});

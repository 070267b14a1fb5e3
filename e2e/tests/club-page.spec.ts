import { expect, test, type Page } from './fixtures.js';
import { signIn, signOut } from './support.js';

/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function chooseImage(page: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel(label).click();
  await (await chooser).setFiles(file);
}

test.describe('the public club page', () => {
  test('staff write the about text and upload the image in the settings; the public page shows both', async ({
    page,
  }) => {
    // A club of its own: the demo club's page is what other tests read.
    const stamp = Date.now();
    const owner = { username: `oda${stamp % 10_000_000}`, password: 'fjord-club-1' };
    const registered = await page.request.post('/api/v1/auth/register', {
      data: {
        user_type: 'bu',
        firstName: 'Oda',
        lastName: 'Lund',
        username: owner.username,
        email: `oda.page${stamp}@fjord.example.org`,
        dob: '1981-03-03',
        password: owner.password,
        businessName: `Fjord Padel ${stamp}`,
        businessAddress: '8 Harbour Lane, Seattle, WA 98101',
        timezone: 'America/Los_Angeles',
      },
    });
    expect(registered.status()).toBe(200);
    const { payload } = (await registered.json()) as { payload: { user: { business: { uid: string } } } };
    const uid = payload.user.business.uid;

    await signIn(page, owner.username, owner.password);
    await page.goto('/private/settings');
    const about = 'Four padel courts by the harbour.\nCoaching for every level, every day.';
    await page.getByLabel('About the club').fill(about);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();

    // A GIF is refused with the server's message; a PNG is saved and shown.
    await chooseImage(page, 'Club image', { name: 'club.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await page.getByRole('button', { name: 'Upload image' }).click();
    await expect(page.getByText('file must be a PNG, JPEG or WebP image.')).toBeVisible();
    await chooseImage(page, 'Club image', { name: 'club.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Upload image' }).click();
    await expect(page.getByText('Club image saved.')).toBeVisible();
    const preview = page.getByRole('img', { name: 'The club’s image' });
    await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);

    await signOut(page);
    await page.goto(`/memberships/${uid}`);
    await expect(page.getByRole('heading', { name: `Fjord Padel ${stamp}` })).toBeVisible();
    await expect(page.getByText('Four padel courts by the harbour.')).toBeVisible();
    const image = page.getByRole('img', { name: `Fjord Padel ${stamp}` });
    await expect(image).toHaveAttribute('src', new RegExp(`^/api/v1/out/business/${uid}/image/[A-Za-z0-9_-]+$`));
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
  });

  test('the demo club’s page shows its about text and image', async ({ page }) => {
    const login = await page.request.post('/api/v1/auth/login', { data: { username: 'owner', password: 'fairplay1' } });
    const { payload } = (await login.json()) as { payload: { user: { business: { uid: string; name: string } } } };
    await page.goto(`/memberships/${payload.user.business.uid}`);
    await expect(page.getByText(/home for racquet sports since 1987/)).toBeVisible();
    const image = page.getByRole('img', { name: payload.user.business.name });
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(320);
  });
});

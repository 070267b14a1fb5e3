import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import { addDays, BOOK_AS_MEMBER, event, openSheet, startBooking, TODAY, userId } from './sheet-support.js';
import { signIn } from './support.js';

/** The smallest real PDF: one blank page, with the cross-reference table the server's check reads. */
function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

const PDF = onePagePdf();

/** Picks a file through the browser's file chooser, as a person does. */
async function chooseFile(page: Page, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('Waiver (PDF)').click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer });
}

/**
 * A club of its own whose members must sign its waiver: replacing the demo club's waiver would ask every demo member
 * to sign again, and other tests book as them.
 */
async function clubRequiringWaiver(request: APIRequestContext): Promise<{ username: string; password: string }> {
  const owner = { username: 'willa.waiver', password: 'waiver-club-1' };
  const registered = await request.post('/api/v1/auth/register', {
    data: {
      user_type: 'bu',
      firstName: 'Willa',
      lastName: 'Waiver',
      username: owner.username,
      email: 'willa.waiver@lakeside.example.org',
      dob: '1980-04-04',
      password: owner.password,
      businessName: 'Lakeside Paddle Club',
      businessAddress: '12 Shore Road, Madison WI 53703',
      timezone: 'America/Chicago',
    },
  });
  expect(registered.status()).toBe(200);
  const { payload } = (await registered.json()) as { payload: { token: string } };
  const headers = { 'access-token': payload.token };
  const uploaded = await request.put('/api/v1/business/waiver?name=lakeside-waiver-2026.pdf', {
    headers: { ...headers, 'content-type': 'application/pdf' },
    data: PDF,
  });
  expect(uploaded.status()).toBe(200);
  const required = await request.put('/api/v1/business/settings', { headers, data: { require_waiver_sign: true } });
  expect(required.status()).toBe(200);
  return owner;
}

test.describe('waiver file', () => {
  test('the owner views and replaces the club waiver, which cannot be removed while members must sign it', async ({
    page,
    context,
  }) => {
    const owner = await clubRequiringWaiver(page.request);
    await signIn(page, owner.username, owner.password);
    await page.goto('/private/settings');
    await expect(page.getByText(/A waiver is on file/)).toBeVisible();

    await page.getByRole('button', { name: 'Remove waiver' }).click();
    await expect(page.getByText('Turn off the waiver signing requirements before removing the waiver.')).toBeVisible();
    await expect(page.getByText(/A waiver is on file/)).toBeVisible();

    await chooseFile(page, 'lakeside-waiver.pdf', PDF);
    await page.getByRole('button', { name: 'Upload waiver' }).click();
    await expect(page.getByText('Waiver uploaded.')).toBeVisible();
    await expect(page.getByText(/A waiver is on file/)).toBeVisible();

    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'View waiver' }).click();
    const tab = await opened;
    expect(tab.url()).toMatch(/^blob:/);
    await tab.close();
  });

  test('a file that is not a PDF is refused with the server message', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/private/settings');
    await expect(page.getByText(/A waiver is on file/)).toBeVisible();
    await chooseFile(page, 'fake.pdf', Buffer.from('GIF89a'));
    await page.getByRole('button', { name: 'Upload waiver' }).click();
    await expect(page.getByText('The waiver must be a PDF file.')).toBeVisible();
    await expect(page.getByText(/A waiver is on file/)).toBeVisible();
  });
});

test.describe('waivers of a family (issue 14)', () => {
  test('a parent signs the waiver for a child on the family screen, then books for her', async ({ page }) => {
    // The demo's Garcia family: Samuel signed for Leo, nobody yet for Isla.
    await signIn(page, 'sam.garcia');
    const sam = await userId(page, 'Samuel Garcia');
    await page.goto(`/private/family/${sam}`);
    const waivers = page.getByRole('list', { name: 'Waiver by family member' });
    await expect(waivers.getByRole('listitem', { name: 'Leo Garcia' })).toContainText('by Samuel Garcia');
    const isla = waivers.getByRole('listitem', { name: 'Isla Garcia' });
    await expect(isla).toContainText('Not signed');
    await isla.getByRole('button', { name: 'Sign the waiver for Isla Garcia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign the club waiver for Isla Garcia' });
    await expect(dialog.getByLabel('Your full name (signature)')).toHaveValue('Samuel Garcia');
    await dialog.getByLabel('I have read the waiver and agree to its terms').check();
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(page.getByText('Waiver signed.')).toBeVisible();
    await expect(isla).toContainText('by Samuel Garcia');
    await expect(isla.getByRole('button')).toHaveCount(0);

    const date = addDays(TODAY, 89);
    await openSheet(page, date);
    const booking = await startBooking(page, 'Clay 2', '1:00 PM');
    await booking.getByLabel('Book for').selectOption({ label: 'Isla Garcia' });
    await booking.getByRole('button', { name: BOOK_AS_MEMBER }).click();
    await expect(page.getByText('Your booking successfully created.')).toBeVisible();
    await expect(event(page, 'Clay 2', '1:00 PM – 2:00 PM, Isla Garcia')).toBeVisible();
  });
});

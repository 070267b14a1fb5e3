import { expect, test, type Page } from './fixtures.js';
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

/** Leaves the club without a waiver, whatever a test left on file (the database is shared by every spec). */
async function removeAnyWaiver(page: Page) {
  await page.goto('/private/settings');
  await expect(page.getByText(/No waiver uploaded yet\.|A waiver is on file/)).toBeVisible();
  const remove = page.getByRole('button', { name: 'Remove waiver' });
  if (await remove.isVisible()) await remove.click();
  await expect(page.getByText('No waiver uploaded yet.')).toBeVisible();
}

test.describe('waiver file', () => {
  test('the owner uploads, views and removes the club waiver', async ({ page, context }) => {
    await signIn(page, 'owner');
    await removeAnyWaiver(page);
    try {
      await chooseFile(page, 'riverside-waiver.pdf', PDF);
      await page.getByRole('button', { name: 'Upload waiver' }).click();
      await expect(page.getByText('Waiver uploaded.')).toBeVisible();
      await expect(page.getByText(/A waiver is on file/)).toBeVisible();

      const opened = context.waitForEvent('page');
      await page.getByRole('button', { name: 'View waiver' }).click();
      const tab = await opened;
      expect(tab.url()).toMatch(/^blob:/);
      await tab.close();

      await page.getByRole('button', { name: 'Remove waiver' }).click();
      await expect(page.getByText('No waiver uploaded yet.')).toBeVisible();
    } finally {
      await removeAnyWaiver(page);
    }
  });

  test('a file that is not a PDF is refused with the server message', async ({ page }) => {
    await signIn(page, 'admin');
    await removeAnyWaiver(page);
    await chooseFile(page, 'fake.pdf', Buffer.from('GIF89a'));
    await page.getByRole('button', { name: 'Upload waiver' }).click();
    await expect(page.getByText('body: The waiver must be a PDF file.')).toBeVisible();
    await expect(page.getByText('No waiver uploaded yet.')).toBeVisible();
  });
});

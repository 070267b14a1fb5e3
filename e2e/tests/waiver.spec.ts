import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

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

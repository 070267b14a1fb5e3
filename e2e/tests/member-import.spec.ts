import { expect, test } from './fixtures.js';
import { expectAccessible, expectNoHorizontalScroll, signIn } from './support.js';

/**
 * Importing members from a CSV with one bad row: upload, check the suggested columns, see the refused row (with
 * its field and reason) in the dry run, import the good rows with a progress bar, and see the result.
 */
const CSV = [
  'First Name,Last Name,Contact,Mobile,Date of birth,Notes',
  'Harper,Quinn,harper.quinn@import-e2e.example.org,+1 555 010 7788,1991-08-14,',
  'Rowan,Quinn,rowan.quinn@import-e2e.example.org,,1989-02-03,likes mornings',
  'Sam,Broken,sam.broken-at-nowhere,,,',
].join('\n');

test.describe('member CSV import', () => {
  test('staff import a file with one bad row, which is refused while the others are imported', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/private/members/import');
    await expect(page.getByRole('heading', { name: 'Import members' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download an example file' })).toHaveAttribute(
      'href',
      '/assets/file/members-import-example.csv',
    );
    await page.locator('input[type="file"]').setInputFiles({
      name: 'new-members.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    await page.getByRole('button', { name: 'Read the file' }).click();

    // The columns, as suggested from their names; "Contact" is not recognized, so the user maps it to the e-mail.
    const field = (column: string) => page.getByRole('combobox', { name: `Field for column ${column}` });
    await expect(field('First Name')).toHaveValue('First name');
    await expect(field('Notes')).toHaveValue('Do not import');
    await expect(field('Contact')).toHaveValue('Do not import');
    await expect(page.getByRole('alert').filter({ hasText: 'Choose the column of: E-mail' })).toBeVisible();
    await expectAccessible(page);
    await field('Contact').click();
    await page.getByRole('option', { name: 'E-mail' }).click();
    await expect(field('Contact')).toHaveValue('E-mail');
    await page.getByRole('button', { name: 'Check the rows' }).click();

    // The dry run: two new members, one refused row naming its field and reason.
    await expect(page.getByText('Nothing has been written yet.')).toBeVisible();
    await expect(page.getByText('New member: 2')).toBeVisible();
    await expect(page.getByText('Refused: 1')).toBeVisible();
    const refused = page.getByTestId('import-row-4');
    await expect(refused).toContainText('Refused');
    await expect(refused).toContainText('E-mail: Not a valid e-mail address');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Import 2 members' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toContainText(
      '2 members written from new-members.csv.',
      { timeout: 30_000 },
    );
    await expect(page.getByTestId('import-row-4')).toContainText('Not a valid e-mail address');

    // Usable on a phone.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Import another file' }).click();
    await expect(page.getByRole('button', { name: 'Read the file' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

import { expect, test, type Request } from './fixtures.js';
import { addDays, clubInstant, slot, startBooking, TODAY } from './sheet-support.js';
import { signIn } from './support.js';

// Issue 15: what the court sheet loads and when. Speed itself is measured by the bench, never here.

/** The club-local day a listing request asks for (its start instant is that day's midnight). */
function listingDay(request: Request): string | null {
  if (!request.url().endsWith('/api/v1/appointment/listing')) return null;
  const body = request.postDataJSON() as { startDate?: string } | null;
  for (const offset of [-1, 0, 1, 2])
    if (body?.startDate === clubInstant(addDays(DAY, offset), '00:00')) return addDays(DAY, offset);
  return null;
}

const DAY = addDays(TODAY, 119);

test.describe('court sheet loading', () => {
  test('the days either side are fetched once a day is shown, and Next day then shows its slots', async ({ page }) => {
    await signIn(page, 'owner');
    const asked: string[] = [];
    page.on('request', (request) => {
      const day = listingDay(request);
      if (day) asked.push(day);
    });
    await page.goto(`/private/dashboard?date=${DAY}`);
    await expect(page.locator('[data-court-sheet-ready="true"]')).toBeAttached();
    await expect.poll(() => asked.includes(addDays(DAY, 1)) && asked.includes(addDays(DAY, -1))).toBe(true);

    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(addDays(DAY, 1));
    await expect(page.locator('[data-court-sheet-ready="true"]')).toBeAttached();
    // The slots are buttons a keyboard reaches, as before.
    await slot(page, 'Court 3', '11:00 AM').focus();
    await expect(slot(page, 'Court 3', '11:00 AM')).toBeFocused();
  });

  test('the dialogs load when the first one opens, and then work as before', async ({ page }) => {
    await signIn(page, 'owner');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`/private/dashboard?date=${DAY}`);
    await expect(page.locator('[data-court-sheet-ready="true"]')).toBeAttached();
    expect(scripts.filter((script) => /\/SheetDialogs-[\w-]+\.js$/.test(script))).toEqual([]);

    const dialog = await startBooking(page, 'Court 2', '10:00 AM');
    expect(scripts.some((script) => /\/SheetDialogs-[\w-]+\.js$/.test(script))).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

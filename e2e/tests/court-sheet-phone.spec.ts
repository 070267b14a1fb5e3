import { expect, test } from './fixtures.js';
import { addDays, bookViaApi, clubInstant, event, openSheet, slot, TODAY, BOOK_AS_MEMBER } from './sheet-support.js';
import { signIn } from './support.js';

const DATE = addDays(TODAY, 142);

test.describe('court sheet on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('shows at least three courts beside a time column that stays put, and speaks of tapping', async ({ page }) => {
    await signIn(page, 'owner');
    await openSheet(page, DATE);
    const grid = page.getByRole('region', { name: 'Court sheet' });
    const visibleCourts = async () =>
      grid.evaluate((scroller) => {
        const box = scroller.getBoundingClientRect();
        return Array.from(scroller.querySelectorAll('[data-court-column]')).filter((column) => {
          const rect = column.getBoundingClientRect();
          return rect.left >= box.left - 1 && rect.right <= box.right + 1;
        }).length;
      });
    expect(await visibleCourts()).toBeGreaterThanOrEqual(3);

    const gutterLeft = () =>
      grid.evaluate((scroller) => scroller.querySelector('[class*="gutter"]')!.getBoundingClientRect().left);
    const before = await gutterLeft();
    await grid.evaluate((scroller) => scroller.scrollBy(400, 0));
    await expect.poll(() => grid.evaluate((scroller) => scroller.scrollLeft)).toBeGreaterThan(0);
    expect(await gutterLeft()).toBe(before);

    await expect(page.getByRole('region', { name: 'Pending times' })).toContainText('Tap free times to book them');
  });

  test('keeps the date and filters in one compact bar, so the grid starts high on the screen', async ({ page }) => {
    await signIn(page, 'owner');
    await openSheet(page, DATE);
    const coach = page.getByRole('combobox', { name: 'Coach' });
    await expect(coach).toBeHidden();
    const gridTop = await page
      .getByRole('region', { name: 'Court sheet' })
      .evaluate((grid) => grid.getBoundingClientRect().top);
    expect(gridTop).toBeLessThan(330);
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(coach).toBeVisible();
  });
});

test.describe('selecting court time', () => {
  test('a selection stops at the first booking in its way', async ({ page }) => {
    await signIn(page, 'owner');
    await bookViaApi(page, 'Court 6', DATE, '09:00', '10:00', { note: 'In the way' });
    await openSheet(page, DATE);
    // The booking is on the sheet before selecting, or the selection could run past where it is about to appear.
    await expect(event(page, 'Court 6', '9:00 AM – 10:00 AM, In the way')).toBeVisible();
    await slot(page, 'Court 6', '7:00 AM').click();
    await slot(page, 'Court 6', '11:00 AM').click({ modifiers: ['Shift'] });
    await expect(page.getByRole('region', { name: 'Pending times' })).toContainText('Court 6, 7:00 AM – 9:00 AM');
  });

  test('court names are whole in their column headers', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'owner');
    await openSheet(page, DATE);
    const clipped = await page
      .getByRole('region', { name: 'Court sheet' })
      .locator('[class*="courtName"]')
      .evaluateAll((names) =>
        names
          .filter((name) => name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth + 1)
          .map((name) => name.textContent),
      );
    expect(clipped).toEqual([]);
  });
});

test.describe('errors in the booking dialog', () => {
  test("a member's refused booking says why inside the dialog, and nothing covers its controls", async ({ page }) => {
    const date = addDays(TODAY, 144);
    await signIn(page, 'member');
    await openSheet(page, date);
    await slot(page, 'Court 6', '7:00 AM').click();
    await page.getByRole('region', { name: 'Pending times' }).getByRole('button', { name: 'Book' }).click();
    const dialog = page.getByRole('dialog', { name: 'New booking' });
    await expect(dialog).toBeVisible();

    // Someone else takes the time while the member is still deciding.
    const login = await page.request.post('/api/v1/auth/login', { data: { username: 'owner', password: 'fairplay1' } });
    const ownerToken = (await login.json()).payload.token as string;
    const courts = await page.request.get('/api/v1/court/getall', { headers: { 'access-token': ownerToken } });
    const court6 = ((await courts.json()).payload as { id: number; name: string }[]).find((c) => c.name === 'Court 6')!;
    const taken = await page.request.post('/api/v1/appointment/add_complex', {
      headers: { 'access-token': ownerToken },
      data: { courts: [court6.id], start_time: clubInstant(date, '07:00'), end_time: clubInstant(date, '08:00') },
    });
    expect(taken.status()).toBe(200);

    await dialog.getByRole('button', { name: BOOK_AS_MEMBER }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
  });
});

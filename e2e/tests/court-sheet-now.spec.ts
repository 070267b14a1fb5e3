import { expect, test } from './fixtures.js';
import { addDays, courtId, openSheet, TODAY, token } from './sheet-support.js';
import { signIn } from './support.js';

/**
 * Past time on the court sheet (issue 24): on today's sheet a now-line crosses every court, the slots before it are
 * shaded and cannot be selected, and a past start sent anyway is refused in plain words.
 */
test.describe('court sheet: past time and the now-line', () => {
  test('today shows the now-line; slots before it are shaded and do nothing; other days have none', async ({
    page,
  }) => {
    await signIn(page, 'owner');
    await openSheet(page, TODAY);
    const grid = page.getByRole('region', { name: 'Court sheet' });
    const columns = grid.locator('[data-court-column]');
    const lines = grid.locator('[data-now-line]');
    await expect(lines.first()).toBeAttached();
    expect(await lines.count()).toBe(await columns.count());

    // In the first court: every slot above the line (the one under way included) is past, the next is open.
    const first = columns.first();
    const states = await first.evaluate((column) => {
      const line = column.querySelector<HTMLElement>('[data-now-line]')!.offsetTop;
      return Array.from(column.querySelectorAll<HTMLElement>('[data-slot]')).map((slot) => ({
        slot: Number(slot.dataset.slot),
        // A slot starting in the minute under way (the line drawn on its top) has begun too: past, as the sheet says.
        past: slot.offsetTop <= line,
        disabled: slot.getAttribute('aria-disabled') === 'true',
        shade: getComputedStyle(slot).backgroundColor,
      }));
    });
    const past = states.filter((state) => state.past);
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((state) => state.disabled && state.shade === 'rgb(241, 243, 245)')).toBe(true);
    const next = states.find((state) => !state.past);
    if (next) expect(next.disabled).toBe(false);

    // Clicking the slot under way (forced past its disabled state) selects nothing.
    const current = past.at(-1)!;
    const under = first.locator(`[data-slot="${current.slot}"]`);
    const label = (await under.getAttribute('aria-label'))!;
    await under.click({ force: true });
    await expect(page.getByRole('region', { name: 'Pending times' })).not.toContainText(label);

    await openSheet(page, addDays(TODAY, 1));
    await expect(grid.locator('[data-court-column]').first()).toBeVisible();
    await expect(grid.locator('[data-now-line]')).toHaveCount(0);
  });

  test('a past start is refused in plain words', async ({ page }) => {
    await signIn(page, 'owner');
    const start = new Date(Date.now() - 2 * 3_600_000);
    const response = await page.request.post('/api/v1/appointment/add_complex', {
      headers: { 'access-token': await token(page) },
      data: {
        courts: [await courtId(page, 'Court 6')],
        start_time: start.toISOString(),
        end_time: new Date(start.getTime() + 3_600_000).toISOString(),
      },
    });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { message: string; payload: { errors: { field: string }[] } };
    expect(body.message).toBe('This time has already passed. Please choose a time from now on.');
    expect(body.payload.errors[0]!.field).toBe('start_time');
  });
});

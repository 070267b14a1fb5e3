import { expect, test, type Page } from './fixtures.js';
import { addDays, bookViaApi, clubInstant, event, openSheet, slot, TODAY, token } from './sheet-support.js';
import { signIn } from './support.js';

/**
 * The grid's rules (spec 2 sections 2, 5 and 9): what is past, blocked and paid looks so; the midnight rule; the
 * club's clock and step; how far back the date goes; closed slots; the 60-second refresh. Sixteen weeks ahead,
 * clear of the other court-sheet tests.
 */
const BASE = addDays(TODAY, 112);

const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

/** The same day of the month `months` earlier, or that month's last day when it is shorter. */
function monthsBefore(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${String(m).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

async function putSettings(page: Page, settings: Record<string, unknown>) {
  const response = await page.request.put('/api/v1/business/settings', {
    headers: { 'access-token': await token(page) },
    data: settings,
  });
  expect(response.status()).toBe(200);
}

test.describe('court sheet grid', () => {
  test('past events are grey, blocked ones red, and bookings carry their payment dot', async ({ page }) => {
    await signIn(page, 'owner');
    await openSheet(page, addDays(TODAY, -7));
    const grid = page.getByRole('region', { name: 'Court sheet' });
    await expect(grid.locator('[data-event-id]').first()).toBeVisible();
    expect(await grid.locator('[data-event-id]').count()).toBe(
      await grid.locator('[data-event-id][data-state="past"]').count(),
    );
    expect(await background(page, '[data-event-id][data-state="past"]')).toBe('rgb(241, 243, 245)');

    // A week ahead the demo club has paid (green) and authorized (yellow) member bookings. Its other bookings there
    // are priced at nothing, so none reads not paid (issue 24); the red dot of money owed is in money-words.spec.ts.
    await openSheet(page, addDays(TODAY, 7));
    for (const [label, kind, color] of [
      [', paid', 'paid', 'rgb(47, 158, 68)'],
      [', payment authorized', 'authorized', 'rgb(245, 159, 0)'],
    ] as const) {
      const booking = grid.getByRole('button', { name: label }).first();
      await expect(booking).toBeVisible();
      expect(
        await booking.locator(`[data-kind="${kind}"]`).evaluate((dot) => getComputedStyle(dot).backgroundColor),
      ).toBe(color);
    }

    const date = BASE;
    const [created] = await bookViaApi(page, 'Court 5', date, '07:00', '08:00', { note: 'Resurfacing' });
    const blocked = await page.request.put(`/api/v1/appointment/block/${created!.id}`, {
      headers: { 'access-token': await token(page) },
    });
    expect(blocked.status()).toBe(200);
    await openSheet(page, date);
    await expect(event(page, 'Court 5', '7:00 AM – 8:00 AM, Resurfacing, Blocked')).toHaveAttribute(
      'data-state',
      'blocked',
    );
    expect(await background(page, '[data-event-id][data-state="blocked"]')).toBe('rgb(255, 227, 227)');
  });

  test('an event ending at midnight belongs to its day; the club’s 24-hour clock and 30-minute step are used', async ({
    page,
  }) => {
    await signIn(page, 'owner');
    const date = addDays(BASE, 1);
    await bookViaApi(page, 'Court 5', date, '23:00', '00:00', {
      note: 'Late league',
      end_time: clubInstant(addDays(date, 1), '00:00'),
    });
    await openSheet(page, date);
    await expect(event(page, 'Court 5', '11:00 PM – 12:00 AM, Late league')).toBeVisible();
    await openSheet(page, addDays(date, 1));
    await expect(page.getByRole('region', { name: 'Court sheet' })).toHaveAttribute('data-court-sheet-ready', 'true');
    await expect(page.getByRole('button', { name: /Late league/ })).toHaveCount(0);

    await putSettings(page, { am_pm: false, booking_to_start: 30 });
    try {
      await page.reload();
      await openSheet(page, date);
      await expect(event(page, 'Court 5', '23:00 – 00:00, Late league')).toBeVisible();
      await expect(slot(page, 'Court 5', '06:30')).toBeVisible();
      await expect(slot(page, 'Court 5', '6:30 AM')).toHaveCount(0);
      await slot(page, 'Court 5', '06:30').click();
      await expect(page.getByRole('region', { name: 'Pending times' })).toContainText('Court 5, 06:30 – 07:00');
    } finally {
      await putSettings(page, { am_pm: true, booking_to_start: 60 });
    }
  });
});

test.describe('court sheet dates and time', () => {
  // The browser's clock says 3 PM on a day far ahead, so "today" on the sheet is a day no other test books.
  const fakeToday = addDays(BASE, 2);

  test('slots starting before now do nothing, and the date goes back no further than 13 months', async ({ page }) => {
    await page.clock.install({ time: new Date(clubInstant(fakeToday, '15:00')) });
    await signIn(page, 'owner');
    await openSheet(page, fakeToday);
    const pending = page.getByRole('region', { name: 'Pending times' });
    // Closed slots say so to assistive technology, and a click (forced past that) still does nothing.
    await expect(slot(page, 'Court 6', '1:00 PM')).toHaveAttribute('aria-disabled', 'true');
    await slot(page, 'Court 6', '1:00 PM').click({ force: true });
    await expect(pending).not.toContainText('Court 6');
    // The slot under way started before now: the server would refuse it, so it is closed too (issue 24).
    await expect(slot(page, 'Court 6', '2:00 PM')).toHaveAttribute('aria-disabled', 'true');
    await expect(slot(page, 'Court 6', '3:00 PM')).not.toHaveAttribute('aria-disabled', 'true');
    await slot(page, 'Court 6', '3:00 PM').click();
    await expect(pending).toContainText('Court 6, 3:00 PM – 4:00 PM');
    await pending.getByRole('button', { name: 'Clear' }).click();

    const datePicker = page.getByLabel('Date', { exact: true });
    const min = (await datePicker.getAttribute('min'))!;
    expect(min).toBe(monthsBefore(fakeToday, 13));
    await page.goto(`/private/dashboard?date=${addDays(min, -1)}`);
    await expect(datePicker).toHaveValue(fakeToday);
    await openSheet(page, min);
    await expect(page.getByRole('button', { name: 'Previous day' })).toBeDisabled();
  });

  test('the 60-second refresh pauses while a dialog is open', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'owner');
    const date = addDays(BASE, 3);
    await bookViaApi(page, 'Court 6', date, '10:00', '11:00', { note: 'Refresh me' });
    await openSheet(page, date);
    await expect(event(page, 'Court 6', '10:00 AM – 11:00 AM, Refresh me')).toBeVisible();
    // The shown day's listing only: the sheet also fetches the days beside it once the browser is idle, which the
    // fake clock may run at any point of this test.
    const shownDayStart = new Date(clubInstant(date, '00:00')).toISOString();
    let listings = 0;
    page.on('request', (request) => {
      if (!request.url().endsWith('/api/v1/appointment/listing')) return;
      const body = request.postDataJSON() as { startDate?: string } | null;
      if (body?.startDate && new Date(body.startDate).toISOString() === shownDayStart) listings += 1;
    });

    await event(page, 'Court 6', '10:00 AM – 11:00 AM, Refresh me').click();
    await expect(page.getByRole('dialog', { name: 'Booking details' })).toBeVisible();
    await page.clock.runFor(130_000);
    expect(listings).toBe(0);

    await page
      .getByRole('dialog', { name: 'Booking details' })
      .getByRole('button', { name: 'Close', exact: true })
      .click();
    await page.clock.runFor(61_000);
    await expect.poll(() => listings).toBeGreaterThan(0);
  });
});

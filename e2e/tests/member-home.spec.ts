import { expect, test } from './fixtures.js';
import { CLUB, expectAccessible, expectNoHorizontalScroll, signIn, signOut, signInThroughDialog } from './support.js';
import { addDays, bookViaApi, clearCourtBetween, clubInstant, courtId, TODAY, token, userId } from './sheet-support.js';

/** Two days ahead at 22:00 (after the demo's bookings end), so the club's 24-hour cancellation window is open. */
const DAY = addDays(TODAY, 2);
/** How the home writes that day ("Mon, Nov 30"): the demo may have the member on Clay 2 at 22:00 on other days. */
const DAY_LABEL = new Date(`${DAY}T12:00:00Z`).toLocaleDateString('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

test.describe("a member's home (issue 15)", () => {
  test('a member lands on their home, sees upcoming bookings, cancels one and sees past ones', async ({ page }) => {
    await signIn(page, 'owner');
    const grace = await userId(page, 'Grace Hopper');
    await bookViaApi(page, 'Clay 2', DAY, '22:00', '23:00', { userId: grace });
    await signOut(page);

    await page.setViewportSize({ width: 375, height: 812 });
    await signInThroughDialog(page, 'grace.hopper');
    await expect(page).toHaveURL(/\/private\/home$/);
    await expect(page.getByRole('heading', { name: 'Hello, Grace' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your club' })).toContainText(CLUB);
    await expect(page.getByRole('region', { name: 'Your check-in code' }).getByRole('img')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a court' })).toHaveAttribute(
      'href',
      /\/private\/dashboard\?date=\d{4}-\d{2}-\d{2}$/,
    );

    const upcoming = page.getByRole('list', { name: 'Upcoming bookings' });
    const fixture = upcoming
      .getByRole('listitem')
      .filter({ hasText: 'Clay 2' })
      .filter({ hasText: DAY_LABEL })
      .filter({ hasText: /10:00 PM|22:00/ });
    // Each page is waited for before the next press: the button stays up while a page loads and goes after the last.
    const shown = upcoming.getByRole('listitem');
    for (let more = 0; more < 4 && !(await fixture.count()); more += 1) {
      const before = await shown.count();
      await page.getByRole('button', { name: 'Show more' }).click();
      await expect(shown).not.toHaveCount(before);
    }
    await expect(fixture.first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    const before = await fixture.count();
    await fixture
      .first()
      .getByRole('button', { name: /^Cancel / })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The booking was cancelled.')).toBeVisible();
    await expect(fixture).toHaveCount(before - 1);

    await page.getByRole('tab', { name: 'Past' }).click();
    const past = page.getByRole('list', { name: 'Past bookings' });
    await expect(past.getByRole('listitem').first()).toBeVisible();
    await expect(past.getByRole('button', { name: /^Cancel / })).toHaveCount(0);
  });
});

test.describe("a member's home on a phone (issue 24 point 8)", () => {
  for (const size of [
    { width: 375, height: 812 },
    { width: 1440, height: 900 },
  ]) {
    test(`shows the next booking, the check-in code and Book a court in the first screen at ${size.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await signIn(page, 'member');
      await page.goto('/private/home');
      const next = page.getByRole('region', { name: 'Your next booking' });
      const code = page.getByRole('region', { name: 'Your check-in code' });
      const book = page.getByRole('link', { name: 'Book a court' });
      await expect(next.getByTestId('next-booking')).toBeVisible();
      await expect(code.getByRole('img')).toBeVisible();
      await expect(code.getByTestId('checkin-code')).toBeVisible();
      await expect(book).toBeVisible();
      // The soonest row of the Upcoming list is the booking shown at the top.
      const first = page.getByRole('list', { name: 'Upcoming bookings' }).getByRole('listitem').first();
      const when = (await next.getByTestId('next-booking').locator('p').first().textContent()) ?? '';
      await expect(first).toContainText(when.trim());
      // All three within the first screen, with the page not scrolled.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      for (const part of [
        next.getByTestId('next-booking'),
        code.getByRole('img'),
        code.getByTestId('checkin-code'),
        book,
      ]) {
        const box = await part.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.y + box!.height).toBeLessThanOrEqual(size.height);
      }
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
    });
  }
});

test.describe("a member's home hears live updates (issue 30 point 5)", () => {
  test('a booking the desk makes for the member appears on their open home without a reload', async ({ page }) => {
    const day = addDays(TODAY, 5);
    await signIn(page, 'owner');
    const owner = await token(page);
    const grace = await userId(page, 'Grace Hopper');
    await clearCourtBetween(page, 'Court 6', day, '22:00', '23:00');
    const court = await courtId(page, 'Court 6');

    await signIn(page, 'grace.hopper');
    const streaming = page.waitForResponse((response) => response.url().includes('/api/v1/appointment/stream'));
    await page.goto('/private/home');
    await streaming;
    const upcoming = page.getByRole('list', { name: 'Upcoming bookings' });
    await expect(upcoming.getByRole('listitem').first()).toBeVisible();
    // Every page of the list is loaded, so the new booking can only appear by the refresh the stream starts.
    const more = page.getByRole('button', { name: 'Show more' });
    const items = upcoming.getByRole('listitem');
    for (let pages = 0; pages < 30 && (await more.count()) > 0; pages += 1) {
      const before = await items.count();
      await more.click();
      await expect(items).not.toHaveCount(before);
    }
    const fixture = upcoming
      .getByRole('listitem')
      .filter({ hasText: 'Court 6' })
      .filter({ hasText: /10:00 PM|22:00/ });
    const before = await fixture.count();

    const booked = await page.request.post('/api/v1/appointment/add_complex', {
      headers: { 'access-token': owner },
      data: {
        courts: [court],
        start_time: clubInstant(day, '22:00'),
        end_time: clubInstant(day, '23:00'),
        userId: grace,
        force: true,
      },
    });
    expect(booked.status()).toBe(200);
    await expect(fixture).toHaveCount(before + 1);
  });
});

test('each of a member’s bookings says what its payment reads, as the club’s records do', async ({ page }) => {
  await signIn(page, 'member');
  await page.goto('/private/home');
  const first = page.getByRole('list', { name: 'Upcoming bookings' }).getByRole('listitem').first();
  await expect(first.getByTestId('payment-state')).toBeVisible();
  const mine = await page.request.get('/api/v1/appointment/mine?when=upcoming&page=1', {
    headers: { 'access-token': await token(page) },
  });
  const soonest = ((await mine.json()).payload.rows as { payment_state: string | null }[])[0]!;
  const words = {
    paid: 'Paid',
    authorized: 'Authorized',
    unpaid: 'Not paid',
    free: 'No charge',
    partly: 'Partly paid',
  };
  expect(soonest.payment_state).not.toBeNull();
  await expect(first.getByTestId('payment-state')).toHaveText(words[soonest.payment_state as keyof typeof words]);
});

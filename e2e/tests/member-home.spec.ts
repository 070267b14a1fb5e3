import { expect, test } from './fixtures.js';
import { CLUB, expectAccessible, expectNoHorizontalScroll, signIn, signOut, signInThroughDialog } from './support.js';
import { addDays, bookViaApi, TODAY, userId } from './sheet-support.js';

/** Two days ahead at 22:00 (after the demo's bookings end), so the club's 24-hour cancellation window is open. */
const DAY = addDays(TODAY, 2);

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
      .filter({ hasText: /10:00 PM|22:00/ });
    for (let more = 0; more < 4 && !(await fixture.count()); more += 1) {
      await page.getByRole('button', { name: 'Show more' }).click();
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

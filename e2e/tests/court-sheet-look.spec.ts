import { expect, test, type Locator } from '@playwright/test';
import { addDays, bookViaApi, event, openSheet, TODAY, userId } from './sheet-support.js';
import { signIn } from './support.js';

/** What the court sheet shows at a glance: each kind of event its colour, a legend, titles that name people. */
const DATE = addDays(TODAY, 140);

const backgroundOf = (block: Locator) => block.evaluate((element) => getComputedStyle(element).backgroundColor);

test.describe('court sheet at a glance', () => {
  test('colours events by what they are, names them by their people, and explains the colours in a legend', async ({
    page,
  }) => {
    await signIn(page, 'owner');
    const emma = await userId(page, 'Emma Wilson');
    const carlos = await userId(page, 'Carlos Mendoza');
    await bookViaApi(page, 'Court 6', DATE, '07:00', '08:00', { note: 'Book Spot Time' });
    await bookViaApi(page, 'Court 6', DATE, '09:00', '10:00', { note: 'Book Spot Time', userId: emma });
    await bookViaApi(page, 'Court 6', DATE, '11:00', '12:00', { note: 'Book Spot Time', assigned: [carlos] });
    await openSheet(page, DATE);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Court sheet');
    const courtTime = event(page, 'Court 6', '7:00 AM – 8:00 AM, Court time');
    const booking = event(page, 'Court 6', '9:00 AM – 10:00 AM, Emma Wilson');
    const coach = event(page, 'Court 6', '11:00 AM – 12:00 PM, Coach Carlos Mendoza');
    await expect(courtTime).toHaveAttribute('data-event-kind', 'court-time');
    await expect(booking).toHaveAttribute('data-event-kind', 'booking');
    await expect(coach).toHaveAttribute('data-event-kind', 'coach');
    await expect(page.getByRole('region', { name: 'Court sheet' })).not.toContainText('Book Spot Time');
    const colours = new Set([await backgroundOf(courtTime), await backgroundOf(booking), await backgroundOf(coach)]);
    expect(colours.size).toBe(3);

    await page.getByRole('button', { name: 'Legend' }).click();
    const legend = page.getByRole('list', { name: 'Court sheet legend' });
    for (const item of [
      'Booking',
      'Court time (staff)',
      'Coach time',
      'Blocked',
      'Booked by others',
      'Past',
      'Paid',
      'Payment authorized',
      'Not paid',
    ]) {
      await expect(legend.getByRole('listitem').filter({ has: page.getByText(item, { exact: true }) })).toHaveCount(1);
    }
  });
});

import { expect, test, type Locator } from './fixtures.js';
import { addDays, bookViaApi, event, openSheet, slot, startBooking, TODAY, userId } from './sheet-support.js';
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

test.describe('booking details and their series', () => {
  test('a one-off booking offers no series choice; a repeating one says how it repeats', async ({ page }) => {
    await signIn(page, 'owner');
    const date = addDays(TODAY, 141);
    await bookViaApi(page, 'Court 6', date, '07:00', '08:00', { note: 'One-off drill' });
    await bookViaApi(page, 'Court 6', date, '09:00', '10:00', {
      note: 'Tuesday league',
      recurrence: { frequency: 'weekly', every: 1, days: [], ends: 'occurrences', occurrences: 3 },
    });
    await openSheet(page, date);

    await event(page, 'Court 6', '7:00 AM – 8:00 AM, One-off drill').click();
    let details = page.getByRole('dialog', { name: 'Booking details' });
    await expect(details.getByText('Nobody booked yet')).toBeVisible();
    await expect(details.getByText(/^Repeats/)).toHaveCount(0);
    await expect(details.getByLabel('Also for the following events of this series')).toHaveCount(0);
    await details.getByRole('button', { name: 'Close' }).last().click();

    await event(page, 'Court 6', '9:00 AM – 10:00 AM, Tuesday league').click();
    details = page.getByRole('dialog', { name: 'Booking details' });
    await expect(
      details.getByText(/^Repeats every week on [A-Z][a-z]+day, until .+ \(2 more after this one\)$/),
    ).toBeVisible();
    await expect(details.getByLabel('Also for the following events of this series')).toBeVisible();
  });
});

test.describe('a coach on the court sheet', () => {
  test("sees others' time as plain busy blocks, so booked courts do not look free", async ({ page }) => {
    const date = addDays(TODAY, 143);
    await signIn(page, 'owner');
    await bookViaApi(page, 'Court 6', date, '07:00', '08:00', { note: 'Private member match' });

    await signIn(page, 'coach');
    await openSheet(page, date);
    const busy = page.getByRole('img', { name: 'Court 6, 7:00 AM – 8:00 AM, Booked' });
    await expect(busy).toBeVisible();
    await expect(busy).toHaveAttribute('data-event-kind', 'busy');
    await expect(page.getByRole('region', { name: 'Court sheet' })).not.toContainText('Private member match');
  });
});

test.describe('dragging an event', () => {
  test('shows the time it would get, and refuses a target another event holds without asking', async ({ page }) => {
    // A window tall enough to show the event and the times three hours later in one view of the sheet.
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'owner');
    const date = addDays(TODAY, 145);
    await bookViaApi(page, 'Court 6', date, '11:00', '12:00', { note: 'Drag me' });
    await bookViaApi(page, 'Court 6', date, '14:00', '15:00', { note: 'Already here' });
    await openSheet(page, date);
    const block = event(page, 'Court 6', '11:00 AM – 12:00 PM, Drag me');
    await block.scrollIntoViewIfNeeded();
    const from = (await block.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + 4);
    await page.mouse.down();

    const free = (await slot(page, 'Court 6', '1:00 PM').boundingBox())!;
    await page.mouse.move(free.x + free.width / 2, free.y + 4, { steps: 10 });
    await expect(block.locator('[data-event-time]')).toHaveText('1:00 PM – 2:00 PM');
    await expect(block).not.toHaveAttribute('data-refused');

    const taken = (await event(page, 'Court 6', '2:00 PM – 3:00 PM, Already here').boundingBox())!;
    await page.mouse.move(taken.x + taken.width / 2, taken.y + 4, { steps: 10 });
    await expect(block.locator('[data-event-time]')).toHaveText('2:00 PM – 3:00 PM');
    await expect(block).toHaveAttribute('data-refused', '');
    await page.mouse.up();

    await expect(page.getByRole('dialog', { name: 'Move event' })).toHaveCount(0);
    await expect(event(page, 'Court 6', '11:00 AM – 12:00 PM, Drag me')).toBeVisible();
    await expect(block.locator('[data-event-time]')).toHaveText('11:00 AM – 12:00 PM');
  });
});

test.describe('the sport of a booking', () => {
  test("offers the sports of the court's category: a tennis court lists no Yoga or Swim", async ({ page }) => {
    await signIn(page, 'owner');
    await openSheet(page, addDays(TODAY, 146));
    const dialog = await startBooking(page, 'Court 6', '7:00 AM');
    const sport = dialog.getByRole('combobox', { name: 'Sport' });
    // The court's sports arrive after the dialog opens: wait for them before reading the list.
    await expect(sport.locator('option', { hasText: /^Tennis$/ })).toHaveCount(1);
    const options = await sport.locator('option').allTextContents();
    expect(options).toContain('Tennis');
    expect(options).not.toContain('Yoga');
    expect(options).not.toContain('Swim');
  });
});

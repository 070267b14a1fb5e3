import { expect, test, type Page } from './fixtures.js';
import { signIn } from './support.js';
import { TODAY, addDays, bookViaApi, clubInstant, courtId, event, openSheet, slot, token } from './sheet-support.js';

async function typeId(page: Page, name: string): Promise<number> {
  const headers = { 'access-token': await token(page) };
  const types = (await (await page.request.get('/api/v1/lesson/getalltypes', { headers })).json()).payload as {
    id: number;
    display_name: string;
  }[];
  return types.find((type) => type.display_name === name)!.id;
}

/** A lesson through the API (owner); answers the ids of its lesson and first date. */
async function lessonViaApi(page: Page, court: string, date: string, start: string, end: string, extra: object = {}) {
  const response = await page.request.post('/api/v1/lesson/add', {
    headers: { 'access-token': await token(page) },
    data: {
      lessonType: await typeId(page, 'Group Clinic'),
      sportId: 1,
      courts: [await courtId(page, court)],
      start_time: clubInstant(date, start),
      end_time: clubInstant(date, end),
      price: 3000,
      book_pay_type: 1,
      quantity: 6,
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).payload as { lesson: { id: number }; occurrences: { appointment_id: number }[] };
}

/** Drags a sheet event onto a slot. */
async function drag(page: Page, from: ReturnType<typeof event>, to: ReturnType<typeof slot>) {
  await from.scrollIntoViewIfNeeded();
  await to.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + Math.min(8, a.height / 2));
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + Math.min(8, b.height / 2), { steps: 12 });
  await page.mouse.up();
}

/** Lessons on the court sheet (issue 11): opened, moved and deleted through the lesson calls; camps by the day. */
test.describe('lessons on the court sheet', () => {
  test('staff open a lesson from the sheet, move it (a taken time asks first) and delete it', async ({ page }) => {
    const day = addDays(TODAY, 321);
    const name = `Sheet clinic ${Date.now()}`;
    await signIn(page, 'owner');
    // On two courts: a date moves with both, so its second court may be taken where the first is free.
    const courts = [await courtId(page, 'Court 5'), await courtId(page, 'Court 6')];
    await lessonViaApi(page, 'Court 5', day, '10:00', '11:00', { description: name, courts });
    await bookViaApi(page, 'Court 6', day, '13:00', '14:00', { note: 'Taken hour' });
    await openSheet(page, day);

    // Clicking the lesson opens the lesson, not a booking.
    const lesson = event(page, 'Court 5', `10:00 AM – 11:00 AM, Lesson: ${name}`);
    await lesson.scrollIntoViewIfNeeded();
    await lesson.click();
    const opened = page.getByRole('dialog', { name: 'Lesson' });
    await expect(opened.getByLabel(name, { exact: true })).toContainText('6 of 6 places left');
    await expect(opened.getByLabel(name, { exact: true })).toContainText('Court 5, Court 6');
    await expect(opened.getByRole('button', { name: 'Open lesson' })).toBeVisible();
    await opened.getByRole('button', { name: 'Close dialog' }).click();
    await expect(opened).toHaveCount(0);

    // Dragged to another court and hour: this date moves there, its other court with it.
    await drag(page, lesson, slot(page, 'Clay 1', '11:00 AM'));
    const confirm = page.getByRole('dialog', { name: 'Move lesson' });
    await expect(confirm).toContainText('To Clay 1, 11:00 AM – 12:00 PM');
    await confirm.getByRole('button', { name: 'Move' }).click();
    // The message goes away by itself (it sits over the sheet's corner, where the next drag starts).
    await expect(page.getByText('The lesson was updated.')).toBeVisible();
    await expect(page.getByText('The lesson was updated.')).toHaveCount(0);
    const moved = event(page, 'Clay 1', `11:00 AM – 12:00 PM, Lesson: ${name}`);
    await expect(moved).toBeVisible();
    await expect(event(page, 'Court 6', `11:00 AM – 12:00 PM, Lesson: ${name}`)).toBeVisible();
    await expect(event(page, 'Court 5', '10:00 AM – 11:00 AM')).toHaveCount(0);

    // To 1 PM, when its other court is booked: the Conflict dialog lists it; skipping leaves the date where it was.
    await drag(page, moved, slot(page, 'Clay 1', '1:00 PM'));
    await page.getByRole('dialog', { name: 'Move lesson' }).getByRole('button', { name: 'Move' }).click();
    const conflict = page.getByRole('dialog', { name: 'Conflict' });
    await expect(conflict).toContainText('Court 6');
    await conflict.getByRole('button', { name: 'Skip the conflict' }).click();
    await expect(page.getByText('The lesson stays where it was: that time is taken.')).toBeVisible();
    await expect(page.getByText('The lesson stays where it was: that time is taken.')).toHaveCount(0);
    await expect(moved).toBeVisible();

    // Deleted from the sheet through the lesson's delete.
    await moved.click();
    const again = page.getByRole('dialog', { name: 'Lesson' });
    await again.getByRole('button', { name: 'Delete…' }).click();
    await again.getByRole('radio', { name: 'This date' }).check();
    await again.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('The lesson was deleted.')).toBeVisible();
    await expect(event(page, 'Clay 1', '11:00 AM – 12:00 PM')).toHaveCount(0);
    await expect(event(page, 'Court 6', '11:00 AM – 12:00 PM')).toHaveCount(0);
  });

  test('a member sees a lesson they may book on the sheet and books a place from it', async ({ page }) => {
    const day = addDays(TODAY, 322);
    const name = `Open clinic ${Date.now()}`;
    await signIn(page, 'owner');
    await lessonViaApi(page, 'Court 6', day, '09:00', '10:00', { description: name });
    await signIn(page, 'member');
    await openSheet(page, day);
    const lesson = event(page, 'Court 6', `9:00 AM – 10:00 AM, Lesson: ${name}`);
    await lesson.scrollIntoViewIfNeeded();
    await lesson.click();
    const opened = page.getByRole('dialog', { name: 'Lesson' });
    await opened.getByRole('button', { name: 'Book a place' }).click();
    // A priced place goes through the checkout; this member pays in person.
    await page
      .getByRole('dialog', { name: `Book ${name}` })
      .getByRole('button', { name: 'Book and Pay in Person' })
      .click();
    await expect(page.getByText('Your booking successfully created.')).toBeVisible();
    await expect(opened.getByLabel(name, { exact: true })).toContainText('5 of 6 places left');
    await expect(opened.getByLabel(name, { exact: true })).toContainText('Booked');
  });

  test('a member books one day of a camp, or sees the camp’s price from that day', async ({ page }) => {
    const day = addDays(TODAY, 323);
    const name = `Spring camp ${Date.now()}`;
    await signIn(page, 'owner');
    await lessonViaApi(page, 'Clay 2', day, '08:00', '11:00', {
      description: name,
      kind: 'camp',
      price: 4000,
      quantity: 12,
      recurrence: { frequency: 'daily', ends: 'date', end_date: addDays(day, 2) },
    });
    await signIn(page, 'member');
    await page.goto(`/private/lessons/-1?date=${addDays(day, 1)}`);
    const card = page.getByLabel(name, { exact: true });
    await expect(card.getByRole('button', { name: 'Book the camp from this day (2 days, $80.00)' })).toBeVisible();
    await card.getByRole('button', { name: 'Book this day' }).click();
    const checkout = page.getByRole('dialog', { name: `Book ${name}` });
    await expect(checkout.getByTestId('checkout')).toContainText('Price: $40.00');
    await checkout.getByRole('button', { name: 'Book and Pay in Person' }).click();
    await expect(page.getByText('Your booking successfully created.')).toBeVisible();
    await expect(card).toContainText('Booked');
    await expect(card).toContainText('11 of 12 places left');
    // Only that day: the next one is still open to book.
    await page.getByRole('textbox', { name: 'Day', exact: true }).fill(addDays(day, 2));
    await expect(page.getByLabel(name, { exact: true }).getByRole('button', { name: 'Book this day' })).toBeVisible();
  });

  test('coach availability shows on the sheet in yellow, red when blocked, and cannot be dragged', async ({ page }) => {
    const day = addDays(TODAY, 324);
    await signIn(page, 'owner');
    const headers = { 'access-token': await token(page) };
    const staff = (await (await page.request.get('/api/v1/coaches/get', { headers })).json()).payload as {
      coach_id: number;
      coach_name: string;
    }[];
    const coachId = staff.find((person) => person.coach_name === 'Mei Tanaka')!.coach_id;
    const added = await page.request.post('/api/v1/microsettings/add-coach', {
      headers,
      data: {
        coach_id: coachId,
        lesson_type_id: await typeId(page, 'Private Lesson'),
        sport_id: 1,
        note: `Sheet availability ${Date.now()}`,
        courts: [await courtId(page, 'Court 3')],
        start_date: day,
        settings: [{ start_time: '06:00', end_time: '08:00', price: 7000, point_price: 70, advance: 365, buffer: 0 }],
        who_can_book: [{ for: 'allmembers', values: [-3] }],
      },
    });
    expect(added.status(), await added.text()).toBe(200);
    // Her last hour is blocked: staff see it red.
    const blocked = await page.request.post('/api/v1/appointment/coach-block', {
      headers,
      data: { startDate: clubInstant(day, '07:00'), endDate: clubInstant(day, '08:00'), coach_id: coachId },
    });
    expect(blocked.status(), await blocked.text()).toBe(200);
    await openSheet(page, day);
    const window = event(page, 'Court 3', '6:00 AM – 7:00 AM, Coach availability: Mei Tanaka · Private Lesson');
    const blockedHour = event(page, 'Court 3', '7:00 AM – 8:00 AM, Coach availability: Mei Tanaka · Private Lesson');
    await expect(window).toHaveCount(0);
    await page.getByRole('switch', { name: 'Coach availability' }).check();
    await expect(window).toBeVisible();
    await expect(window).toHaveAttribute('data-event-kind', 'coach-availability');
    await expect(window).not.toHaveAttribute('data-draggable');
    await expect(window).toHaveAttribute('data-state', 'default');
    await expect(blockedHour).toHaveAttribute('data-state', 'blocked');
    await expect(blockedHour).toHaveAccessibleName(/, Blocked$/);

    // A member names the coach and the lesson type first.
    await signIn(page, 'member');
    await openSheet(page, day);
    await page.getByRole('switch', { name: 'Coach availability' }).check();
    await expect(page.getByText('Set filters to see availability in yellow')).toBeVisible();
    await page.getByRole('combobox', { name: 'Coach' }).click();
    await page.getByRole('option', { name: 'Mei Tanaka' }).click();
    await page.getByRole('combobox', { name: 'Lesson type' }).click();
    await page.getByRole('option', { name: 'Private Lesson' }).click();
    await expect(window).toBeVisible();
    await window.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

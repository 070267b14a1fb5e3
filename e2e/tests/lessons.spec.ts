import { expect, test, type Page } from './fixtures.js';
import { signIn } from './support.js';
import { TODAY, addDays, clubInstant, courtId, token } from './sheet-support.js';

/** A one-hour lesson through the API (owner), as the fixture of a member's screen; answers its ids. */
async function lessonViaApi(page: Page, court: string, date: string, start: string, end: string, extra: object = {}) {
  const headers = { 'access-token': await token(page) };
  const types = (await (await page.request.get('/api/v1/lesson/getalltypes', { headers })).json()).payload as {
    id: number;
    display_name: string;
  }[];
  const response = await page.request.post('/api/v1/lesson/add', {
    headers,
    data: {
      lessonType: types.find((type) => type.display_name === 'Group Clinic')!.id,
      sportId: 1,
      courts: [await courtId(page, court)],
      start_time: clubInstant(date, start),
      end_time: clubInstant(date, end),
      price: 3000,
      book_pay_type: 1,
      ...extra,
    },
  });
  expect(response.status()).toBe(200);
  const payload = (await response.json()).payload as {
    lesson: { id: number };
    occurrences: { appointment_id: number }[];
  };
  return { lessonId: payload.lesson.id, llid: payload.occurrences[0]!.appointment_id };
}

/** Lessons, clinics and camps (issue 11): staff create a weekly clinic; members book, cancel and wait in line. */
test.describe('lessons', () => {
  test('staff create a weekly clinic from the lesson form', async ({ page }) => {
    const day = addDays(TODAY, 230);
    await signIn(page, 'owner');
    await page.goto(`/private/lessons/-1?date=${day}`);
    await expect(page.getByRole('heading', { name: 'Lessons' })).toBeVisible();
    await page.getByRole('button', { name: 'New lesson' }).click();
    const form = page.getByRole('dialog', { name: 'New lesson' });
    await form.getByRole('combobox', { name: 'Service type' }).click();
    await page.getByRole('option', { name: 'Group Clinic' }).click();
    await form.getByRole('combobox', { name: 'Sport' }).click();
    await page.getByRole('option', { name: 'Tennis', exact: true }).click();
    await form.getByLabel('Start', { exact: true }).fill('16:00');
    await form.getByLabel('End', { exact: true }).fill('17:30');
    await form.getByRole('combobox', { name: 'Courts' }).pressSequentially('Clay 1');
    await page.getByRole('option', { name: 'Clay 1' }).click();
    await form.getByLabel('Description').click();
    await form.getByLabel('Do you want to repeat?').check();
    await form.getByLabel('Weekly, for this many weeks').fill('6');
    await form.getByLabel('Places').fill('10');
    await form.getByLabel('Price ($)').fill('35');
    await form.getByLabel('Description').fill('Thursday doubles clinic');
    await form.getByRole('button', { name: 'Save lesson' }).click();
    await expect(page.getByText('The lesson was created.')).toBeVisible();
    const card = page
      .getByRole('article', { name: 'Thursday doubles clinic' })
      .or(page.getByLabel('Thursday doubles clinic'));
    await expect(card).toContainText('10 of 10 places left');
    await expect(card).toContainText('$35.00');

    // A week later the clinic is there again.
    await page.getByRole('textbox', { name: 'Day', exact: true }).fill(addDays(day, 7));
    await expect(page.getByLabel('Thursday doubles clinic')).toContainText('Clay 1');
  });

  test('a member books a place and cancels it', async ({ page }) => {
    const day = addDays(TODAY, 231);
    await signIn(page, 'owner');
    await lessonViaApi(page, 'Clay 2', day, '15:00', '16:00', { description: 'Serve and volley clinic', quantity: 6 });
    await signIn(page, 'member');
    await page.goto(`/private/lessons/-1?date=${day}`);
    const card = page.getByLabel('Serve and volley clinic');
    await expect(card).toContainText('6 of 6 places left');
    await card.getByRole('button', { name: 'Book a place' }).click();
    // A priced place goes through the checkout (issue 13); the club takes payment in person.
    await page
      .getByRole('dialog', { name: 'Book Serve and volley clinic' })
      .getByRole('button', { name: 'Book and Pay in Person' })
      .click();
    await expect(page.getByText('Your booking successfully created.')).toBeVisible();
    await expect(card).toContainText('Booked');
    await expect(card).toContainText('5 of 6 places left');
    await card.getByRole('button', { name: 'Cancel my place' }).click();
    await expect(page.getByText('Your place was cancelled.')).toBeVisible();
    await expect(card).toContainText('6 of 6 places left');
    await expect(card.getByRole('button', { name: 'Book a place' })).toBeVisible();
  });

  test('a freed place goes to the first on the waitlist', async ({ page }) => {
    const day = addDays(TODAY, 232);
    await signIn(page, 'owner');
    const { lessonId, llid } = await lessonViaApi(page, 'Court 6', day, '13:00', '14:00', {
      description: 'Cardio drill',
      quantity: 1,
    });
    // The owner takes the only place.
    const me = (
      await (await page.request.get('/api/v1/users/info', { headers: { 'access-token': await token(page) } })).json()
    ).payload.user_id as number;
    const booked = await page.request.post(`/api/v1/lesson/book/${lessonId}`, {
      headers: { 'access-token': await token(page) },
      data: { appointment_id: llid, userId: me },
    });
    expect(booked.status()).toBe(200);

    await signIn(page, 'member');
    await page.goto(`/private/lessons/-1?date=${day}`);
    const card = page.getByLabel('Cardio drill');
    await expect(card).toContainText('Full');
    await card.getByRole('button', { name: 'Join the waitlist' }).click();
    // A priced lesson's waitlist opens the checkout: waiting with a card, or to pay in person (issue 13).
    await page
      .getByRole('dialog', { name: 'Join the waitlist for Cardio drill' })
      .getByRole('button', { name: 'Join the Waitlist and Pay in Person' })
      .click();
    await expect(page.getByText('The lesson is full: you are on the waitlist.')).toBeVisible();
    await expect(card).toContainText('On the waitlist');

    await signIn(page, 'owner');
    await page.goto(`/private/lesson/${llid}`);
    await expect(page.getByRole('heading', { name: 'Cardio drill' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Waitlist (1)' })).toBeVisible();
    await page.getByRole('button', { name: /^Cancel place of Olivia/ }).click();
    await expect(page.getByText('Your place was cancelled.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Waitlist (0)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Roster (1)' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Emma/ }).first()).toContainText('Booked');
  });
  test('a lesson opens by its lesson id (?family=) as well as by its date (llid)', async ({ page }) => {
    const day = addDays(TODAY, 233);
    await signIn(page, 'owner');
    const { lessonId, llid } = await lessonViaApi(page, 'Court 6', day, '11:00', '12:00', {
      description: 'Footwork basics',
      quantity: 3,
    });
    // Issue 26 point 4: spec 2's /private/lesson/{id}?family= names the lesson, /private/lesson/{llid} its date.
    await signIn(page, 'member');
    await page.goto(`/private/lesson/${lessonId}?family=`);
    await expect(page.getByRole('heading', { name: 'Footwork basics' })).toBeVisible();
    await page.goto(`/private/lesson/${llid}`);
    await expect(page.getByRole('heading', { name: 'Footwork basics' })).toBeVisible();
  });
});

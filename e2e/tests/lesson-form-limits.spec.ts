import { expect, test, type Page } from './fixtures.js';
import { signIn } from './support.js';
import { TODAY, addDays, clubInstant, token } from './sheet-support.js';

/** Fills the lesson form's basics (a one-hour Group Clinic on Court 5); the caller sets the rest and saves. */
async function startLesson(page: Page, description: string, start: string, end: string) {
  await page.getByRole('button', { name: 'New lesson' }).click();
  const form = page.getByRole('dialog', { name: 'New lesson' });
  await form.getByRole('combobox', { name: 'Service type' }).click();
  await page.getByRole('option', { name: 'Group Clinic' }).click();
  await form.getByRole('combobox', { name: 'Sport' }).click();
  await page.getByRole('option', { name: 'Tennis', exact: true }).click();
  await form.getByLabel('Start', { exact: true }).fill(start);
  await form.getByLabel('End', { exact: true }).fill(end);
  await form.getByRole('combobox', { name: 'Courts' }).pressSequentially('Court 5');
  await page.getByRole('option', { name: 'Court 5', exact: true }).click();
  await form.getByLabel('Description').fill(description);
  return form;
}

/** The llid of the lesson with this description on `day` (the owner's lesson search). */
async function llidOf(page: Page, day: string, description: string): Promise<number> {
  const headers = { 'access-token': await token(page) };
  const info = (await (await page.request.get('/api/v1/users/info', { headers })).json()).payload;
  const found = await page.request.post(`/api/v1/lesson/search/${info.business_id}`, {
    headers,
    data: { dates: [{ startDate: clubInstant(day, '00:00'), endDate: clubInstant(day, '23:59') }] },
  });
  const list = (await found.json()).payload as { appointment_id: number; lesson: { description: string } }[];
  return list.find((o) => o.lesson.description === description)!.appointment_id;
}

/** Issue 26 point 2: a closed lesson and who-can-book filters, set in the lesson form, refuse a member. */
test('staff close a lesson and limit one by age in the form; a member is refused both', async ({ page }) => {
  const day = addDays(TODAY, 240);
  await signIn(page, 'owner');
  await page.goto(`/private/lessons/-1?date=${day}`);
  const closedForm = await startLesson(page, 'Closed ball machine hour', '09:00', '10:00');
  await closedForm.getByLabel('Closed (takes no bookings)').check();
  await closedForm.getByRole('button', { name: 'Save lesson' }).click();
  await expect(page.getByText('The lesson was created.')).toBeVisible();

  const seniorsForm = await startLesson(page, 'Seniors doubles', '11:00', '12:00');
  await seniorsForm.getByLabel('Minimum age').fill('90');
  await seniorsForm.getByLabel('Booking closes (hours before start)').fill('12');
  await seniorsForm.getByRole('button', { name: 'Save lesson' }).click();
  await expect(page.getByText('The lesson was created.').last()).toBeVisible();
  await expect(page.getByLabel('Seniors doubles')).toBeVisible();

  const closed = await llidOf(page, day, 'Closed ball machine hour');
  const seniors = await llidOf(page, day, 'Seniors doubles');
  await signIn(page, 'member');
  for (const [llid, title, reason] of [
    [closed, 'Closed ball machine hour', 'This lesson is closed: it takes no bookings.'],
    [seniors, 'Seniors doubles', 'This lesson is not open to you.'],
  ] as const) {
    await page.goto(`/private/lesson/${llid}`);
    await expect(page.getByLabel(title)).toContainText(reason);
    await expect(page.getByRole('button', { name: 'Book a place' })).toHaveCount(0);
  }
  // The server refuses the booking too, with the same sentence.
  const headers = { 'access-token': await token(page) };
  const detail = (await (await page.request.get(`/api/v1/lesson/appointment/${closed}`, { headers })).json()).payload;
  const refused = await page.request.post(`/api/v1/lesson/book/${detail.lesson_id}`, {
    headers,
    data: { appointment_id: closed },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe('This lesson is closed: it takes no bookings.');
});

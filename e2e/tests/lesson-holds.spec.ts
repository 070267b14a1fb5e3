import { expect, test, type Page } from './fixtures.js';
import { signIn } from './support.js';
import { TODAY, addDays, clubInstant, courtId, token, userId } from './sheet-support.js';

const VISA = '4242424242424242';

/** The first hour from 7 AM on `court` of `date` that no booking or lesson covers (the demo books ahead). */
async function freeHour(page: Page, court: string, date: string): Promise<string> {
  const id = await courtId(page, court);
  const response = await page.request.post('/api/v1/appointment/listing', {
    headers: { 'access-token': await token(page) },
    data: { startDate: clubInstant(date, '00:00'), endDate: clubInstant(addDays(date, 1), '00:00') },
  });
  expect(response.status()).toBe(200);
  const events = (
    (await response.json()).payload as { type: string; resourceId: number; start: string; end: string }[]
  ).filter((item) => item.resourceId === id && (item.type === 'appointment' || item.type === 'lesson'));
  for (let hour = 7; hour <= 20; hour += 1) {
    const start = `${String(hour).padStart(2, '0')}:00`;
    const from = Date.parse(clubInstant(date, start));
    if (!events.some((item) => Date.parse(item.start) < from + 3_600_000 && Date.parse(item.end) > from)) return start;
  }
  throw new Error(`${court} has no free hour on ${date}`);
}

/** A one-hour clinic through the API (owner): the fixture of the member's lessons screen; answers its occurrence. */
async function clinicViaApi(page: Page, court: string, date: string, extra: object) {
  const headers = { 'access-token': await token(page) };
  const types = (await (await page.request.get('/api/v1/lesson/getalltypes', { headers })).json()).payload as {
    id: number;
    display_name: string;
  }[];
  const start = await freeHour(page, court, date);
  const end = `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`;
  const response = await page.request.post('/api/v1/lesson/add', {
    headers,
    data: {
      lessonType: types.find((type) => type.display_name === 'Group Clinic')!.id,
      sportId: 1,
      courts: [await courtId(page, court)],
      start_time: clubInstant(date, start),
      end_time: clubInstant(date, end),
      price: 2800,
      book_pay_type: 1,
      ...extra,
    },
  });
  expect(response.status()).toBe(200);
  const made = (await response.json()).payload as {
    lesson: { id: number };
    occurrences: { appointment_id: number }[];
  };
  return { lessonId: made.lesson.id, appointmentId: made.occurrences[0]!.appointment_id };
}

async function typeCard(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'New Card' }).check();
  await dialog.getByLabel('Card number').fill(VISA);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
}

/** What a lesson occurrence's payments are, as staff read them (appointment/payments). */
async function paymentsOf(page: Page, appointmentId: number) {
  const response = await page.request.get(`/api/v1/appointment/payments/${appointmentId}`, {
    headers: { 'access-token': await token(page) },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).payload as {
    paid: number;
    payments: { id: number; status: string; member_user_id: number }[];
  };
}

/** Holding a lesson place on the card and waitlists with payment (issue 13), on the member's lessons screen. */
test.describe('lesson holds and waitlists with payment', () => {
  test('a member authorizes a lesson place that is captured later', async ({ page }) => {
    // Two days ahead: a Visa hold lasts until its capture 24 hours before, so the card is held now.
    const day = addDays(TODAY, 2);
    const name = `Held drills ${Date.now()}`;
    await signIn(page, 'owner');
    const { appointmentId } = await clinicViaApi(page, 'Court 4', day, { description: name, quantity: 6 });
    await signIn(page, 'member');
    await page.goto(`/private/lessons/-1?date=${day}`);
    const card = page.getByLabel(name, { exact: true });
    await card.getByRole('button', { name: 'Book a place' }).click();
    const dialog = page.getByRole('dialog', { name: `Book ${name}` });
    await expect(dialog.getByTestId('checkout')).toContainText('Price: $28.00');
    await typeCard(page);
    await expect(dialog.getByRole('button', { name: 'Book and Pay by Card' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Book and Authorize Payment' }).click();
    await expect(
      page.getByText('Booked. The amount is held on your card and charged 24 hours before the booking.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Booked');

    // Staff capture the hold now (the hold job's capture, asked early) through payment/charges/captureforappointment.
    await signIn(page, 'owner');
    const emma = await userId(page, 'Emma Wilson');
    const before = await paymentsOf(page, appointmentId);
    const held = before.payments.find((payment) => payment.member_user_id === emma)!;
    expect(held.status).toBe('authorized');
    expect(before.paid).toBe(0);
    const captured = await page.request.post('/api/v1/payment/charges/captureforappointment', {
      headers: { 'access-token': await token(page) },
      data: { appointment_id: appointmentId, payment_id: held.id },
    });
    expect(captured.status()).toBe(200);
    const after = await paymentsOf(page, appointmentId);
    expect(after.payments.find((payment) => payment.id === held.id)!.status).toBe('paid');
    expect(after.paid).toBe(2800);
  });

  test('a member joins a waitlist and is promoted', async ({ page }) => {
    const day = addDays(TODAY, 2);
    const name = `Waitlist clinic ${Date.now()}`;
    await signIn(page, 'owner');
    const { lessonId, appointmentId } = await clinicViaApi(page, 'Court 2', day, { description: name, quantity: 1 });
    // Liam takes the one place (in person), so the clinic is full.
    const liam = await userId(page, 'Liam Walsh');
    const taken = await page.request.post(`/api/v1/lesson/book/${lessonId}/`, {
      headers: { 'access-token': await token(page) },
      data: { appointment_id: appointmentId, userId: liam },
    });
    expect(taken.status()).toBe(200);

    await signIn(page, 'member');
    await page.goto(`/private/lessons/-1?date=${day}`);
    const card = page.getByLabel(name, { exact: true });
    await expect(card).toContainText('Full');
    await card.getByRole('button', { name: 'Join the waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: `Join the waitlist for ${name}` });
    await typeCard(page);
    // Only a hold later, never a charge now, for a place not yet had.
    await expect(dialog.getByRole('button', { name: 'Book and Pay by Card' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Join the Waitlist with This Card' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Must agree to save a payment method');
    await dialog.getByLabel('Save this card, to be authorized only if a place frees up for me').check();
    await typeCard(page);
    await dialog.getByRole('button', { name: 'Join the Waitlist with This Card' }).click();
    await expect(
      page.getByText(
        'The lesson is full: you are on the waitlist. Your card is saved and authorized only if a place frees up for you.',
      ),
    ).toBeVisible();
    await expect(card).toContainText('On the waitlist');

    // Liam's place is cancelled by staff: Emma, first in line, is booked and her card authorized.
    await signIn(page, 'owner');
    await page.goto(`/private/lesson/${appointmentId}`);
    await page.getByRole('button', { name: 'Cancel place of Liam Walsh' }).click();
    await expect(page.getByText('Your place was cancelled.')).toBeVisible();
    const emma = await userId(page, 'Emma Wilson');
    const payments = await paymentsOf(page, appointmentId);
    expect(payments.payments.map((payment) => [payment.member_user_id, payment.status])).toEqual([
      [emma, 'authorized'],
    ]);

    await signIn(page, 'member');
    await page.goto(`/private/lessons/-1?date=${day}`);
    await expect(card).toContainText('Booked');
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await expect(page.getByRole('dialog').getByText(name, { exact: false }).first()).toBeVisible();
  });
});

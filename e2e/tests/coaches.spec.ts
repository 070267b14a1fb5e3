import { expect, test, type Page } from './fixtures.js';
import { signIn } from './support.js';
import { TODAY, addDays, courtId, token } from './sheet-support.js';

/** The first weekday (Monday to Friday) `days` or more days from today. */
function weekdayFrom(days: number): string {
  for (let add = days; ; add += 1) {
    const date = addDays(TODAY, add);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return date;
  }
}

/** A coach availability through the API (owner), as the fixture of a member's screen. */
async function availabilityViaApi(page: Page, coach: string, court: string, date: string, from: string, to: string) {
  const headers = { 'access-token': await token(page) };
  const types = (await (await page.request.get('/api/v1/lesson/getalltypes', { headers })).json()).payload as {
    id: number;
    display_name: string;
  }[];
  const staff = (await (await page.request.get('/api/v1/coaches/get', { headers })).json()).payload as {
    coach_id: number;
    coach_name: string;
  }[];
  const response = await page.request.post('/api/v1/microsettings/add-coach', {
    headers,
    data: {
      coach_id: staff.find((person) => person.coach_name === coach)!.coach_id,
      lesson_type_id: types.find((type) => type.display_name === 'Private Lesson')!.id,
      sport_id: 1,
      note: `${coach} private lessons`,
      courts: [await courtId(page, court)],
      start_date: date,
      settings: [{ start_time: from, end_time: to, price: 7000, point_price: 70, advance: 365, buffer: 0 }],
      who_can_book: [{ for: 'allmembers', values: [-3] }],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Coach availability and private sessions (issue 11). */
test.describe('coach availability and private sessions', () => {
  test('staff set a coach’s availability', async ({ page }) => {
    const day = weekdayFrom(240);
    await signIn(page, 'owner');
    await page.goto('/private/coach-availability');
    await expect(page.getByRole('heading', { name: 'Coach availability' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Coach' }).click();
    await page.getByRole('option', { name: 'Carlos Mendoza' }).click();
    await page.getByRole('button', { name: 'New availability' }).click();
    const form = page.getByRole('dialog', { name: 'Coach availability' });
    await form.getByLabel('Title').fill('Carlos: weekday mornings');
    await form.getByRole('combobox', { name: 'Lesson type' }).click();
    await page.getByRole('option', { name: 'Private Lesson', exact: true }).click();
    await form.getByRole('combobox', { name: 'Sport' }).click();
    await page.getByRole('option', { name: 'Tennis', exact: true }).click();
    // Courts are required: the form says so before sending.
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please select courts.')).toBeVisible();
    await form.getByRole('combobox', { name: 'Courts' }).pressSequentially('Clay 2');
    await page.getByRole('option', { name: 'Clay 2' }).click();
    await form.getByLabel('From date').fill(day);
    await form.getByLabel('Repeat until').fill(addDays(day, 14));
    await form.getByLabel('Start time').fill('07:00');
    await form.getByLabel('End time').fill('09:00');
    await form.getByLabel('Price per hour ($)').fill('65');
    await form.getByLabel('Earliest book in advance (days)').fill('400');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Earliest book in advance must be 1 to 365 days.')).toBeVisible();
    await form.getByLabel('Earliest book in advance (days)').fill('60');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your availability successfully created.')).toBeVisible();
    const list = page.getByRole('list', { name: 'Availabilities' });
    await expect(list).toContainText('Carlos: weekday mornings');
    await expect(list).toContainText('7:00 AM – 9:00 AM');
    await expect(list).toContainText('$65.00 an hour');
  });

  test('a member books a private session and pays in person', async ({ page }) => {
    const day = weekdayFrom(241);
    await signIn(page, 'owner');
    await availabilityViaApi(page, 'Mei Tanaka', 'Court 6', day, '10:00', '12:00');
    await signIn(page, 'member');
    await page.goto(`/private/lessons/-1?date=${day}`);
    const panel = page.getByRole('region', { name: 'Private sessions' });
    await expect(panel.getByText('Set filters to see availability in yellow')).toBeVisible();
    await panel.getByRole('combobox', { name: 'Coach' }).click();
    await page.getByRole('option', { name: 'Mei Tanaka' }).click();
    await panel.getByRole('combobox', { name: 'Lesson type' }).click();
    await page.getByRole('option', { name: 'Private Lesson', exact: true }).click();
    const times = panel.getByRole('list', { name: 'Free times' });
    await expect(times).toContainText('Court 6');
    await expect(times).toContainText('$70.00');
    await times.getByRole('button', { name: /^Book/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Private session with Mei Tanaka' });
    await expect(dialog.getByLabel('Price')).toContainText('$70.00 or 70 points');
    await dialog.getByRole('button', { name: 'Book and Pay in Person' }).click();
    await expect(page.getByText('Your booking successfully created.')).toBeVisible();
    // The booked hour is gone from the coach's free times; the next one is left.
    await expect(times.getByRole('listitem')).toHaveCount(1);
    await expect(times).toContainText('11:00');
  });

  test('a coach publishes their own availability, open to every plan', async ({ page }) => {
    const day = weekdayFrom(243);
    const title = `Carlos evenings ${Date.now()}`;
    await signIn(page, 'coach');
    await page.goto('/private/coach-availability');
    await expect(page.getByRole('heading', { name: 'Coach availability' })).toBeVisible();
    // A coach manages only their own availability: no coach to pick.
    await expect(page.getByRole('combobox', { name: 'Coach' })).toHaveCount(0);
    await page.getByRole('button', { name: 'New availability' }).click();
    const form = page.getByRole('dialog', { name: 'Coach availability' });
    await form.getByLabel('Title').fill(title);
    await form.getByRole('combobox', { name: 'Lesson type' }).click();
    await page.getByRole('option', { name: 'Private Lesson', exact: true }).click();
    await form.getByRole('combobox', { name: 'Sport' }).click();
    await page.getByRole('option', { name: 'Tennis', exact: true }).click();
    await form.getByRole('combobox', { name: 'Courts' }).pressSequentially('Clay 1');
    await page.getByRole('option', { name: 'Clay 1' }).click();
    await form.getByLabel('From date').fill(day);
    await form.getByLabel('Repeat until').fill(addDays(day, 14));
    await form.getByLabel('Start time').fill('17:00');
    await form.getByLabel('End time').fill('19:00');
    // Who can book: members of any plan instead of all members, aged 18 or more.
    const who = form.getByRole('group', { name: 'Who can book' });
    await who.getByLabel('All members').uncheck();
    await who.getByLabel('Plans', { exact: true }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please fill all required fields.')).toBeVisible();
    await who.getByRole('combobox', { name: 'Plans who can book' }).click();
    await page.getByRole('option', { name: 'All plans' }).click();
    await form.getByLabel('Min age').fill('18');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your availability successfully created.')).toBeVisible();
    const list = page.getByRole('list', { name: 'Availabilities' });
    await expect(list).toContainText(title);
    await expect(list).toContainText('5:00 PM – 7:00 PM');
    // Opened again, the form shows the who-can-book setting as saved.
    await list.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(who.getByLabel('Plans', { exact: true })).toBeChecked();
    await expect(who.getByLabel('All members')).not.toBeChecked();
    await expect(form.getByLabel('Min age')).toHaveValue('18');
  });

  test('staff book a private session for a customer; the coach sees it on a phone', async ({ page }) => {
    const day = weekdayFrom(244);
    await signIn(page, 'owner');
    await availabilityViaApi(page, 'Sofia Laurent', 'Court 5', day, '14:00', '16:00');
    await page.goto(`/private/lessons/-1?date=${day}`);
    const panel = page.getByRole('region', { name: 'Private sessions' });
    await expect(panel.getByText('Set private service availability in staff profiles')).toBeVisible();
    await panel.getByRole('combobox', { name: 'Coach' }).click();
    await page.getByRole('option', { name: 'Sofia Laurent' }).click();
    await panel.getByRole('combobox', { name: 'Lesson type' }).click();
    await page.getByRole('option', { name: 'Private Lesson', exact: true }).click();
    const times = panel.getByRole('list', { name: 'Free times' });
    await expect(times).toContainText('Court 5');
    await times.getByRole('button', { name: /^Book/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Private session with Sofia Laurent' });
    await expect(dialog.getByLabel('Price')).toContainText('$70.00 or 70 points');
    await dialog.getByRole('button', { name: 'Book session' }).click();
    await expect(dialog.getByText('Choose the customer the session is for.')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Customer' }).fill('Lucas');
    await page.getByRole('option', { name: /^Lucas Wilson/ }).click();
    await dialog.getByRole('button', { name: 'Book session' }).click();
    await expect(page.getByText('Your booking successfully created.')).toBeVisible();
    await expect(times.getByRole('listitem')).toHaveCount(1);
    await expect(times).toContainText(/(15|3):00/);

    // The coach's own schedule, on a 375 px phone: the day shows the session, the week too.
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, 'coach.sofia');
    await page.goto(`/private/coach-availability?date=${day}`);
    const schedule = page.getByRole('region', { name: 'Schedule' });
    await expect(schedule).toContainText('Session');
    await expect(schedule).toContainText('Court 5');
    await schedule.getByText('Week', { exact: true }).click();
    await expect(schedule).toContainText(/Week of/);
    await expect(schedule.getByText('Session', { exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a member books a private session and pays by card with Book and Authorize Payment', async ({ page }) => {
    const day = weekdayFrom(247);
    await signIn(page, 'owner');
    await availabilityViaApi(page, 'Mei Tanaka', 'Court 5', day, '14:00', '16:00');
    await signIn(page, 'member');
    await page.goto(`/private/lessons/-1?date=${day}`);
    const panel = page.getByRole('region', { name: 'Private sessions' });
    await panel.getByRole('combobox', { name: 'Coach' }).click();
    await page.getByRole('option', { name: 'Mei Tanaka' }).click();
    await panel.getByRole('combobox', { name: 'Lesson type' }).click();
    await page.getByRole('option', { name: 'Private Lesson', exact: true }).click();
    const times = panel.getByRole('list', { name: 'Free times' });
    await expect(times).toContainText('Court 5');
    await times.getByRole('button', { name: /^Book/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Private session with Mei Tanaka' });
    await expect(dialog.getByLabel('Price')).toContainText('$70.00');
    // The club has a payment account and the price is above 0: both choices are offered.
    await expect(dialog.getByRole('button', { name: 'Book and Pay in Person' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Book and Authorize Payment' }).click();
    const pay = page.getByRole('dialog', { name: 'Pay for the session with Mei Tanaka' });
    await expect(pay.getByTestId('checkout')).toContainText('Price: $70.00');
    await expect(pay.getByRole('button', { name: 'Book and Pay in Person' })).toHaveCount(0);
    await pay.getByRole('radio', { name: 'New Card' }).check();
    await pay.getByLabel('Card number').fill('4242424242424242');
    await pay.getByLabel('Expiry (MM/YY)').fill('12/34');
    await pay.getByLabel('CVC').fill('123');
    // Months away: the card is kept (with the member's consent) and authorized when the hold's window opens.
    await pay.getByRole('button', { name: 'Book and Authorize Payment' }).click();
    await expect(pay.getByRole('alert')).toContainText('Must agree to save a payment method');
    await pay.getByRole('checkbox', { name: /^Save this card/ }).check();
    await pay.getByRole('button', { name: 'Book and Authorize Payment' }).click();
    await expect(
      page.getByText('Booked. Your card will be authorized closer to the booking and charged 24 hours before it.'),
    ).toBeVisible();
    await expect(pay).toBeHidden();
    await expect(times.getByRole('listitem')).toHaveCount(1);
    await expect(times).toContainText('3:00');
  });
});

import { expect, test, type Page } from './fixtures.js';
import { signIn } from './support.js';
import { TODAY, addDays, clubInstant, courtId, token, userId } from './sheet-support.js';

/** A one-hour clinic through the API (owner), as the fixture of the member's lessons screen. */
async function clinicViaApi(page: Page, court: string, date: string, start: string, extra: object) {
  const headers = { 'access-token': await token(page) };
  const types = (await (await page.request.get('/api/v1/lesson/getalltypes', { headers })).json()).payload as {
    id: number;
    display_name: string;
  }[];
  const [hours, minutes] = start.split(':').map(Number);
  const end = `${String(hours! + 1).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  const response = await page.request.post('/api/v1/lesson/add', {
    headers,
    data: {
      lessonType: types.find((type) => type.display_name === 'Group Clinic')!.id,
      sportId: 1,
      courts: [await courtId(page, court)],
      start_time: clubInstant(date, start),
      end_time: clubInstant(date, end),
      quantity: 6,
      ...extra,
    },
  });
  expect(response.status()).toBe(200);
}

async function typeCard(page: Page, number: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
}

/** Paying for a lesson place (issue 13): the lessons screen's Book opens the checkout modal. */
test.describe('lesson checkout', () => {
  test('a member pays for a lesson place with a test card; a declined card leaves no place', async ({ page }) => {
    const day = addDays(TODAY, 240);
    const name = `Paid drills ${Date.now()}`;
    await signIn(page, 'owner');
    await clinicViaApi(page, 'Court 3', day, '09:00', { description: name, price: 2800, book_pay_type: 1 });
    await signIn(page, 'member');
    await page.goto(`/private/lessons/-1?date=${day}`);
    const card = page.getByLabel(name, { exact: true });
    await expect(card).toContainText('6 of 6 places left');
    await card.getByRole('button', { name: 'Book a place' }).click();
    const dialog = page.getByRole('dialog', { name: `Book ${name}` });
    await expect(dialog.getByTestId('checkout')).toContainText('Price: $28.00');
    await expect(dialog.getByRole('radio', { name: 'Cash' })).toHaveCount(0);
    await expect(dialog.getByRole('radio', { name: 'Points' })).toHaveCount(0);
    await dialog.getByRole('radio', { name: 'New Card' }).check();
    await typeCard(page, '4000000000000002');
    await dialog.getByRole('button', { name: 'Book and Pay by Card' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Your card was declined.');
    await expect(card).toContainText('6 of 6 places left');

    await page.setViewportSize({ width: 375, height: 800 });
    await typeCard(page, '4242424242424242');
    await dialog.getByRole('button', { name: 'Book and Pay by Card' }).click();
    await expect(page.getByText('Booked and paid.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Booked');
    await expect(card).toContainText('5 of 6 places left');
  });

  test('a member chooses Points in the checkout, and gets them back on cancelling', async ({ page }) => {
    const day = addDays(TODAY, 241);
    const name = `Points clinic ${Date.now()}`;
    await signIn(page, 'owner');
    await clinicViaApi(page, 'Court 3', day, '10:00', {
      description: name,
      price: 2500,
      point_price: 7,
      book_pay_type: -1,
    });
    // Staff gift Emma points in the court's facility group, so she has enough whatever the demo left her.
    const headers = { 'access-token': await token(page) };
    const courts = (await (await page.request.get('/api/v1/court/getall', { headers })).json()).payload as {
      name: string;
      facility_group_id: number;
    }[];
    const gift = await page.request.post('/api/v1/point/buy', {
      headers: { ...headers, 'Idempotency-Key': `gift-${Date.now()}` },
      data: {
        user_id: await userId(page, 'Emma Wilson'),
        facility_group_id: courts.find((court) => court.name === 'Court 3')!.facility_group_id,
        points: 7,
        gift: true,
      },
    });
    expect(gift.status()).toBe(200);

    await signIn(page, 'member');
    await page.goto(`/private/lessons/-1?date=${day}`);
    const card = page.getByLabel(name, { exact: true });
    await card.getByRole('button', { name: 'Book a place' }).click();
    const dialog = page.getByRole('dialog', { name: `Book ${name}` });
    await expect(dialog.getByTestId('checkout')).toContainText('Price: $25.00 or 7 points');
    await dialog.getByRole('radio', { name: 'Points' }).check();
    await dialog.getByRole('button', { name: 'Book and Pay with Points' }).click();
    await expect(page.getByText('Booked and paid.')).toBeVisible();
    await expect(card).toContainText('Booked');
    await card.getByRole('button', { name: 'Cancel my place' }).click();
    await expect(page.getByText('Your place was cancelled.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Book a place' })).toBeVisible();
  });
});

import { expect, test, type Page } from './fixtures.js';
import { addDays, clearCourtBetween, clubInstant, courtId, TODAY, token } from './sheet-support.js';
import { expectAccessible, signIn } from './support.js';

const api = async (page: Page, path: string, data: unknown) => {
  const headers = { 'access-token': await token(page) };
  const response = await page.request.post(`/api/v1${path}`, { headers, data });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).payload;
};

/** Connects the club to the sandbox through the API unless it is connected already (as payments.spec does). */
async function ensureConnected(page: Page): Promise<void> {
  const headers = { 'access-token': await token(page) };
  const account = await page.request.get('/api/v1/payment/account', { headers });
  const { payload } = (await account.json()) as { payload: { connected: boolean } };
  if (payload.connected) return;
  const consent = await page.request.post('/sandbox/v1/connect/authorize', {
    form: { decision: 'allow', redirect_uri: '/private/stripe', state: 'e2e' },
    maxRedirects: 0,
  });
  const code = new URL(consent.headers()['location']!, 'http://localhost').searchParams.get('code');
  expect((await page.request.post('/api/v1/payment/connect/sandbox', { headers, data: { code } })).status()).toBe(200);
}

/** A member of the test's own, with one booking made by the desk to be paid in person (owing its whole price). */
async function memberOwing(page: Page): Promise<{ id: number; name: string; owed: number }> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const last = `Owes${stamp.slice(-6).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
  const member = await api(page, '/members/add', {
    first_name: 'Ines',
    last_name: last,
    email: `${stamp}@example.com`,
  });
  const date = addDays(TODAY, 151);
  await clearCourtBetween(page, 'Bay 4', date, '09:00', '10:00');
  const booking = {
    startDate: clubInstant(date, '09:00'),
    endDate: clubInstant(date, '10:00'),
    courts: [await courtId(page, 'Bay 4')],
    userId: member.id,
    currency: 'usd',
    method: 'in_person',
  };
  const price = await api(page, '/appointment/price', {
    court_id: booking.courts[0],
    start_time: booking.startDate,
    end_time: booking.endDate,
    userId: member.id,
  });
  await api(page, '/appointment/book-and-pay', { ...booking, amount: price.main_value });
  return { id: member.id as number, name: `Ines ${last}`, owed: price.main_value as number };
}

/** Issue 26: staff pay what a member's bookings owe with the saved card (charges/create with `balance: true`). */
test.describe('pay owed from the member detail', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the saved card pays the bookings owed; Owed goes to $0.00', async ({ page }) => {
    await signIn(page, 'owner');
    await ensureConnected(page);
    const member = await memberOwing(page);
    expect(member.owed).toBe(3000);
    await page.goto(`/private/member/edit/${member.id}`);
    const section = page.getByRole('region', { name: 'Payments' });
    await expect(section.getByRole('group', { name: 'Balance' })).toContainText('Owed$30.00');
    // No saved card yet: nothing to pay with.
    await expect(section.getByRole('button', { name: 'Pay owed' })).toHaveCount(0);

    await section.getByRole('button', { name: 'Add payment method' }).click();
    const methods = page.getByRole('dialog', { name: `Add Payment method for ${member.name}` });
    await methods.getByLabel('Card number').fill('4242424242424242');
    await methods.getByLabel('Expiry (MM/YY)').fill('12/34');
    await methods.getByLabel('CVC').fill('123');
    await methods.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Payment method added.')).toBeVisible();
    await methods.getByRole('button', { name: 'Close' }).first().click();

    await section.getByRole('button', { name: 'Pay owed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay owed' });
    await expect(dialog).toContainText(`${member.name}'s bookings owe $30.00. Pay it with Visa •••• 4242?`);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Pay $30.00' }).click();
    await expect(page.getByText('Charge created.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(section.getByRole('group', { name: 'Balance' })).toContainText('Owed$0.00');
    await expect(section.getByRole('table', { name: `Charges of ${member.name}` })).toContainText('$30.00');
    await expect(section.getByRole('button', { name: 'Pay owed' })).toHaveCount(0);
    expect(await api(page, `/members/balance/${member.id}`, {})).toMatchObject({ owed: 0, bookings_owed: 0 });
  });
});

import { expect, test, type Page } from './fixtures.js';
import { addDays, bookToPayInPerson, openBookingPayments, TODAY, token } from './sheet-support.js';
import { signIn } from './support.js';

const CLUB_ZONE = 'America/Chicago';

// The browser is on the other side of the world: what the screens show must still be the club's own clock.
test.use({ timezoneId: 'Asia/Tokyo' });

/** 'Mar 3, 2027 09:05': an instant read with Intl in the club's zone on a 24-hour clock, not by the code under test. */
function clubTime24(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: CLUB_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute}`;
}

/** 'Mar 3, 2027': a club-local date in the format's day style, read with Intl. */
const dayOf = (date: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(`${date}T12:00:00Z`),
  );

async function api(page: Page) {
  return { 'access-token': await token(page) };
}

async function putSettings(page: Page, settings: Record<string, unknown>) {
  const response = await page.request.put('/api/v1/business/settings', { headers: await api(page), data: settings });
  expect(response.status(), await response.text()).toBe(200);
}

/** Connects the club to the sandbox through the API (as the Connect button does), unless it is connected. */
async function ensureConnected(page: Page): Promise<void> {
  const headers = await api(page);
  const account = await page.request.get('/api/v1/payment/account', { headers });
  if (((await account.json()) as { payload: { connected: boolean } }).payload.connected) return;
  const consent = await page.request.post('/sandbox/v1/connect/authorize', {
    form: { decision: 'allow', redirect_uri: '/private/stripe', state: 'e2e' },
    maxRedirects: 0,
  });
  const code = new URL(consent.headers()['location']!, 'http://localhost').searchParams.get('code');
  const connected = await page.request.post('/api/v1/payment/connect/sandbox', { headers, data: { code } });
  expect(connected.status()).toBe(200);
}

interface Payment {
  method: string;
  created_at: string;
  charge: { createdAt: string; description: string | null } | null;
}

/**
 * One date and time format in the club's zone (issue 24 point 17): a club on the 24-hour clock reads 24-hour times
 * in its own zone on the booking's payments and on Recent Charges, including the description the server wrote for
 * the charge, though the browser is nine hours ahead.
 */
test('a 24-hour club reads its own clock and zone on booking payments and charges', async ({ page }) => {
  const date = addDays(TODAY, 93);
  await signIn(page, 'owner');
  await ensureConnected(page);
  await putSettings(page, { am_pm: false });
  try {
    const appointmentId = await bookToPayInPerson(
      page,
      { court: 'Bay 4', member: 'Emma Wilson', date, from: '09:00', to: '10:00', amount: 3000 },
      await api(page),
    );

    // The booking's Payments tab: the desk takes cash; every time on it is the club's, on the 24-hour clock.
    await page.reload();
    const { payments } = await openBookingPayments(page, date, 'Bay 4', '09:00 – 10:00, Emma Wilson');
    await payments.getByRole('button', { name: 'Take payment' }).click();
    const take = payments.getByTestId('take-payment');
    await take.getByRole('radio', { name: 'Cash' }).check();
    await take.getByRole('button', { name: 'Take $30.00 in cash' }).click();
    await expect(payments).toContainText('Price $30.00 · Paid $30.00 · Owed $0.00');

    const listed = await page.request.get(`/api/v1/appointment/payments/${appointmentId}`, {
      headers: await api(page),
    });
    const { payments: rows } = ((await listed.json()) as { payload: { payments: Payment[] } }).payload;
    const cash = rows.find((row) => row.method === 'cash')!;
    const inPerson = rows.find((row) => row.method === 'in_person')!;
    await expect(payments).toContainText(`Cash by Olivia Bennett, ${clubTime24(cash.created_at)}`);
    await expect(payments).toContainText(`In person by Olivia Bennett, ${clubTime24(inPerson.created_at)}`);
    await expect(payments).not.toContainText(/\d (AM|PM)\b/);

    // Recent Charges: the charge's time, and the booking's time in the description the server wrote, both the
    // club's (09:00 in Chicago is midnight in Tokyo).
    const description = `Court booking ${dayOf(date)} 09:00`;
    expect(cash.charge?.description).toBe(description);
    await page.goto('/private/stripe');
    const row = page.getByRole('table', { name: 'Recent charges' }).getByRole('row').filter({ hasText: description });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').first()).toHaveText(clubTime24(cash.charge!.createdAt));
  } finally {
    await putSettings(page, { am_pm: true });
  }
});

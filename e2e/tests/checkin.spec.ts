import { expect, test, type Page } from './fixtures.js';
import { expectAccessible, signIn } from './support.js';
import { courtId, token, userId } from './sheet-support.js';

const ZONE = 'America/Chicago';
/** The main location's courts, tried in turn for one free at the next half hour (the demo sheet is busy). */
const MAIN_COURTS = ['Clay 2', 'Clay 1', 'Court 6', 'Court 5', 'Court 4', 'Court 3', 'Court 2', 'Centre Court'];

function clubDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/**
 * Removes the member's own bookings that a check-in now could belong to (under way, or starting within the next
 * two hours): the demo seed books members around every hour of the day, and a check-in belongs to the earliest.
 */
async function clearBookingsAroundNow(page: Page, member: number): Promise<void> {
  const headers = { 'access-token': await token(page) };
  const today = clubDate(new Date());
  const response = await page.request.post(`/api/v1/members/booking/${member}`, {
    headers,
    data: { type: 'all', start_date: today, end_date: clubDate(new Date(Date.now() + 86_400_000)) },
  });
  expect(response.status()).toBe(200);
  const { payload } = (await response.json()) as {
    payload: { rows: { appointment_id: number; starts_at: string; ends_at: string }[] };
  };
  const now = Date.now();
  for (const row of payload.rows) {
    if (Date.parse(row.ends_at) <= now || Date.parse(row.starts_at) > now + 2 * 3_600_000) continue;
    const removed = await page.request.delete(`/api/v1/appointment/delete/${row.appointment_id}`, { headers });
    expect(removed.status()).toBe(200);
  }
}

/** Books `member` on a free main-location court from the next half hour for an hour; answers the court. */
async function bookAroundNow(page: Page, member: number): Promise<{ court: string; start: Date }> {
  await clearBookingsAroundNow(page, member);
  const start = new Date(Math.ceil((Date.now() + 60_000) / 1_800_000) * 1_800_000);
  for (const court of MAIN_COURTS) {
    const response = await page.request.post('/api/v1/appointment/add_complex', {
      headers: { 'access-token': await token(page) },
      data: {
        courts: [await courtId(page, court)],
        start_time: start.toISOString(),
        // Half an hour: it stays on the club-local day even late in the evening (an hour from 23:30 would cross
        // midnight and be refused).
        end_time: new Date(start.getTime() + 1_800_000).toISOString(),
        userId: member,
      },
    });
    if (response.status() === 200) return { court, start };
  }
  throw new Error('no main-location court is free at the next half hour');
}

test.describe('front-desk check-in (issue 16)', () => {
  test("staff scan a member's code; the check-in shows in today's list and on the booking", async ({
    page,
    browser,
  }) => {
    await signIn(page, 'owner');
    const grace = await userId(page, 'Grace Hopper');
    const { court, start } = await bookAroundNow(page, grace);

    // The member's home shows their personal code as a QR code and as text.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signIn(member, 'grace.hopper');
    await member.goto('/private/home');
    const shown = member.getByTestId('checkin-code');
    await expect(shown).toHaveText(/^[A-Z2-9]{5} [A-Z2-9]{5}$/);
    const code = (await shown.textContent())!;
    await memberContext.close();

    // The front desk: the scanner types the code and presses Enter.
    const deskContext = await browser.newContext();
    const desk = await deskContext.newPage();
    await signIn(desk, 'reception');
    await desk.goto('/private/profile');
    await desk.getByRole('banner').getByRole('link', { name: 'Check-in' }).click();
    await expect(desk).toHaveURL(/\/private\/checkin$/);
    await desk.getByLabel('Location', { exact: true }).selectOption({ label: 'Riverside Main Club' });
    const field = desk.getByLabel('Name or check-in code');
    await expect(field).toBeFocused();
    // The demo seed may have checked her in earlier today for another booking: count from here.
    const today = desk.getByRole('list', { name: "Today's check-ins" });
    const entries = today.getByRole('listitem').filter({ hasText: 'Grace Hopper' });
    await expect(today.or(desk.getByText('Nobody has checked in here today yet.'))).toBeVisible();
    const before = await entries.count();
    await field.fill(code);
    await field.press('Enter');
    const status = desk.getByRole('status').filter({ hasText: 'Grace Hopper' });
    await expect(status).toContainText('Checked in at');
    await expect(status).toContainText(court);
    await expect(entries).toHaveCount(before + 1);
    await expect(entries.first()).toContainText(court);

    // A second scan a moment later is the same check-in.
    await field.fill(code);
    await field.press('Enter');
    await expect(desk.getByRole('status').filter({ hasText: 'Already checked in at' })).toBeVisible();
    await expect(entries).toHaveCount(before + 1);

    // By name works too.
    await field.fill('Hopper');
    await field.press('Enter');
    await expect(desk.getByRole('button', { name: 'Check in Grace Hopper' })).toBeVisible();
    await expectAccessible(desk);

    // The court sheet marks the booking and names the time in its details.
    await desk.goto(`/private/dashboard?date=${clubDate(start)}`);
    const booking = desk.getByRole('button', { name: new RegExp(`^${court}, .*Grace Hopper.*Checked in`) });
    await expect(booking).toBeVisible();
    await booking.click();
    const details = desk.getByRole('dialog', { name: 'Booking details' });
    await expect(details.getByText(/^Checked in \d{1,2}:\d{2}( [AP]M)?$/)).toBeVisible();
    await deskContext.close();
  });
});

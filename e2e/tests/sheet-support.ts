import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { signIn } from './support.js';

/**
 * Helpers for the court sheet's browser tests. Every test books its own court and day more than nine weeks ahead,
 * clear of the demo seed (4 weeks back, 8 ahead) and of the other tests; the database lives for one run.
 */
const ZONE = 'America/Chicago';
const DAY_MS = 86_400_000;

/** Today's date in the club's time zone. */
export function clubToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC instant of a Chicago wall-clock time. */
export function clubInstant(date: string, time: string): string {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const offsetAt = (instant: number) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(instant)
      .reduce<Record<string, number>>((all, part) => ({ ...all, [part.type]: Number(part.value) }), {});
    return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!) - instant;
  };
  let guess = wall - offsetAt(wall);
  guess = wall - offsetAt(guess);
  return new Date(guess).toISOString();
}

/** The next US daylight-saving change (second Sunday of March or first Sunday of November) on or after `from`. */
export function nextDstChange(from: string): string {
  const year = Number(from.slice(0, 4));
  const nthSunday = (y: number, month: number, n: number) => {
    const first = new Date(Date.UTC(y, month - 1, 1)).getUTCDay();
    return new Date(Date.UTC(y, month - 1, 1 + ((7 - first) % 7) + (n - 1) * 7)).toISOString().slice(0, 10);
  };
  const changes = [year, year + 1].flatMap((y) => [nthSunday(y, 3, 2), nthSunday(y, 11, 1)]).sort();
  return changes.find((date) => date >= from)!;
}

export const TODAY = clubToday();

export async function token(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('fairplay.token')))!;
}

export async function courtId(page: Page, name: string): Promise<number> {
  const response = await page.request.get('/api/v1/court/getall', { headers: { 'access-token': await token(page) } });
  const courts = (await response.json()).payload as { id: number; name: string }[];
  return courts.find((court) => court.name === name)!.id;
}

export async function userId(page: Page, name: string): Promise<number> {
  const response = await page.request.get(`/api/v1/appointment/people?search=${encodeURIComponent(name)}`, {
    headers: { 'access-token': await token(page) },
  });
  const people = (await response.json()).payload as { user_id: number; full_name: string }[];
  return people.find((person) => person.full_name === name)!.user_id;
}

/**
 * Books court time through the API (staff add_complex), as a fixture for the screen under test; answers the events.
 * It books as the desk does when it overrides the one-court-at-a-time rule (force): the demo books its members at
 * times that follow today's date, and a fixture is about its court, not the member's other bookings. A court that is
 * taken still refuses it.
 */
export async function bookViaApi(
  page: Page,
  court: string,
  date: string,
  start: string,
  end: string,
  extra: Record<string, unknown> = {},
) {
  const response = await page.request.post('/api/v1/appointment/add_complex', {
    headers: { 'access-token': await token(page) },
    data: {
      courts: [await courtId(page, court)],
      start_time: clubInstant(date, start),
      end_time: clubInstant(date, end),
      note: 'Fixture',
      force: true,
      ...extra,
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).payload.created as { id: number; resourceId: number }[];
}

/**
 * Deletes, as staff, every booking and lesson date on `court` that overlaps [from, to) on `date`: the demo seed
 * books its courts at times that follow today's date, so a test that books at a time counted from today clears it
 * first, as the front desk would.
 */
export async function clearCourtBetween(page: Page, court: string, date: string, from: string, to: string) {
  const courtIdOf = await courtId(page, court);
  await clearEventsBetween(page, date, from, to, (item) => item.resourceId === courtIdOf);
}

/**
 * Frees a member's time on every court between `from` and `to` on `date`: the demo books its members on courts at
 * times that follow today's date, and a member holds one court at a time (issue 24), so a test that books for a
 * demo member at a time counted from today first removes that member's bookings overlapping it.
 */
export async function clearMemberBetween(page: Page, member: string, date: string, from: string, to: string) {
  const memberId = await userId(page, member);
  await clearEventsBetween(
    page,
    date,
    from,
    to,
    (item) => item.record?.bookings.some((person) => person.user_id === memberId) ?? false,
  );
}

interface ListedEvent {
  id: number;
  type: string;
  resourceId: number;
  start: string;
  end: string;
  lesson_id?: number | null;
  record?: { bookings: { user_id: number | null }[] };
}

/** Deletes the bookings and lesson times of the day that overlap the window and that `chosen` picks. */
async function clearEventsBetween(
  page: Page,
  date: string,
  from: string,
  to: string,
  chosen: (item: ListedEvent) => boolean,
) {
  const headers = { 'access-token': await token(page) };
  const listed = await page.request.post('/api/v1/appointment/listing', {
    headers,
    data: { startDate: clubInstant(date, '00:00'), endDate: clubInstant(addDays(date, 1), '00:00') },
  });
  expect(listed.status()).toBe(200);
  const start = Date.parse(clubInstant(date, from));
  const end = Date.parse(clubInstant(date, to));
  const events = ((await listed.json()).payload as ListedEvent[]).filter(
    (item) =>
      (item.type === 'appointment' || item.type === 'lesson') &&
      Date.parse(item.start) < end &&
      Date.parse(item.end) > start &&
      chosen(item),
  );
  for (const item of events) {
    const removed = item.lesson_id
      ? await page.request.delete(`/api/v1/lesson/delete/${item.lesson_id}/${item.id}?mode=0`, { headers })
      : await page.request.delete(`/api/v1/appointment/delete/${item.id}`, { headers });
    expect(removed.status()).toBe(200);
  }
}

export async function openSheet(page: Page, date: string) {
  await page.goto(`/private/dashboard?date=${date}`);
  await expect(page.getByRole('region', { name: 'Court sheet' })).toBeVisible();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(date);
}

export const slot = (page: Page, court: string, time: string) =>
  page.getByRole('button', { name: `${court}, ${time}`, exact: true });
export const event = (page: Page, court: string, range: string) =>
  page.getByRole('button', { name: new RegExp(`^${court}, ${range}`) });

/** Selects one slot and opens the create modal from the pending times. */
export async function startBooking(page: Page, court: string, time: string) {
  await slot(page, court, time).click();
  const pending = page.getByRole('region', { name: 'Pending times' });
  await expect(pending).toContainText(`${court}, ${time}`);
  await pending.getByRole('button', { name: 'Book' }).click();
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A second signed-in browser context on the sheet of `date`. */
export async function openAs(browser: Browser, username: string, date: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username);
  await openSheet(page, date);
  return page;
}

/**
 * A member's booking button in the create modal: 'Book' for free time, 'Book and Pay in Person' when the club's
 * rules price it (issue 13's checkout; the demo club takes payment in person).
 */
export const BOOK_AS_MEMBER = /^Book( and Pay in Person)?$/;

/**
 * A tax rate of the owner's (`page` signed in as owner), as the Taxes tab saves it (`court_time`, `lessons` or
 * `points` say where it is charged), for the length of `body`; archived when it ends, passed or not.
 */
export async function withTax<T>(
  page: Page,
  rate: { percentage: number; court_time?: boolean; lessons?: boolean; points?: boolean },
  body: (ownerToken: string, taxId: number) => Promise<T>,
): Promise<T> {
  const ownerToken = await token(page);
  const headers = { 'access-token': ownerToken };
  const created = await page.request.post('/api/v1/payment/tax/create', {
    headers,
    data: { display_name: `Sales tax ${Date.now()}`, ...rate },
  });
  expect(created.status()).toBe(200);
  const taxId = ((await created.json()) as { payload: { id: number } }).payload.id;
  try {
    return await body(ownerToken, taxId);
  } finally {
    const archived = await page.request.delete(`/api/v1/payment/tax/archive/${taxId}`, { headers });
    expect(archived.status()).toBe(200);
  }
}

/**
 * A member's booking of the demo's `court` from `from` to `to` on `date`, made by the desk (`page` signed in as
 * staff) to be paid in person: the court's and the member's time cleared first (a member holds one court at a
 * time). Answers the booked appointment's id.
 */
export async function bookToPayInPerson(
  page: Page,
  booking: { court: string; member: string; date: string; from: string; to: string; amount: number },
  headers?: Record<string, string>,
): Promise<number> {
  const { court, member, date, from, to } = booking;
  await clearMemberBetween(page, member, date, from, to);
  await clearCourtBetween(page, court, date, from, to);
  const booked = await page.request.post('/api/v1/appointment/book-and-pay', {
    headers: headers ?? { 'access-token': await token(page) },
    data: {
      startDate: clubInstant(date, from),
      endDate: clubInstant(date, to),
      courts: [await courtId(page, court)],
      userId: await userId(page, member),
      amount: booking.amount,
      currency: 'usd',
      method: 'in_person',
    },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  return ((await booked.json()) as { payload: { payment: { appointment_ids: number[] } } }).payload.payment
    .appointment_ids[0]!;
}

/** Opens a booking's Payments tab from the sheet of `date`: the front desk's Take payment lives there. */
export async function openBookingPayments(
  page: Page,
  date: string,
  court: string,
  range: string,
): Promise<{ details: Locator; payments: Locator }> {
  await openSheet(page, date);
  await event(page, court, range).click();
  const details = page.getByRole('dialog', { name: 'Booking details' });
  await details.getByRole('tab', { name: 'Payments' }).click();
  return { details, payments: details.getByTestId('booking-payments') };
}

/** Fills a checkout's new card with the sandbox's card that succeeds. */
export async function fillNewCard(checkout: Locator): Promise<void> {
  await checkout.getByRole('radio', { name: 'New Card' }).check();
  await checkout.getByLabel('Card number').fill('4242424242424242');
  await checkout.getByLabel('Expiry (MM/YY)').fill('12/34');
  await checkout.getByLabel('CVC').fill('123');
}

import { expect, test, type Page } from './fixtures.js';
import { addDays, clearCourtBetween, clubInstant, courtId, event, openSheet, TODAY, token } from './sheet-support.js';
import { signIn } from './support.js';

const api = async (page: Page, path: string, data: unknown, key = true) => {
  const headers: Record<string, string> = { 'access-token': await token(page) };
  if (key) headers['idempotency-key'] = `money-words-${Date.now()}-${Math.random()}`;
  const response = await page.request.post(`/api/v1${path}`, { headers, data });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).payload;
};

/** A member of the test's own (nobody else's charges or bookings count in their balance). */
async function freshMember(page: Page, first: string): Promise<{ id: number; name: string }> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const last = `Money${stamp.slice(-6).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
  const member = await api(
    page,
    '/members/add',
    { first_name: first, last_name: last, email: `${stamp}@example.com` },
    false,
  );
  return { id: member.id as number, name: `${first} ${last}` };
}

/** The member's booking made by the desk to be paid in person (owing its whole price, if any). */
async function bookInPerson(page: Page, memberId: number, court: string, date: string, from: string, to: string) {
  await clearCourtBetween(page, court, date, from, to);
  const booking = {
    startDate: clubInstant(date, from),
    endDate: clubInstant(date, to),
    courts: [await courtId(page, court)],
    userId: memberId,
    currency: 'usd',
    method: 'in_person',
  };
  const price = await api(
    page,
    '/appointment/price',
    {
      court_id: booking.courts[0],
      start_time: booking.startDate,
      end_time: booking.endDate,
      userId: memberId,
    },
    false,
  );
  await api(page, '/appointment/book-and-pay', { ...booking, amount: price.main_value }, false);
  return price.main_value as number;
}

/**
 * Issue 24 point 6: status words that match the money. A refunded charge reads REFUNDED (in part: PARTLY REFUNDED)
 * wherever charges are listed, a booking priced at nothing is never shown as not paid, and the member's Owed is what
 * their bookings owe.
 */
test.describe('status words that match the money', () => {
  test('refunded charges read REFUNDED and PARTLY REFUNDED; the member’s Owed is what their bookings owe', async ({
    page,
  }) => {
    await signIn(page, 'owner');
    const member = await freshMember(page, 'Rhea');
    const charge = (amount: number) =>
      api(page, '/payment/charges/createforcashinput', {
        amount,
        type: 'cash',
        amount_type: 'total',
        user_id: member.id,
        description: 'Racket restring',
      });
    const whole = await charge(4100);
    await api(page, '/payment/charges/refund', { payment_id: whole.id });
    const part = await charge(2700);
    await api(page, '/payment/charges/refund', { payment_id: part.id, amount: 1000 });
    // Bay 4's day rate ($30.00 an hour) runs most of a year ahead; paid in person, the booking owes it.
    const owed = await bookInPerson(page, member.id, 'Bay 4', addDays(TODAY, 150), '09:00', '10:00');
    expect(owed).toBe(3000);

    const words = (table: ReturnType<Page['getByRole']>, amount: string) =>
      table
        .getByRole('row')
        .filter({ hasText: member.name })
        .filter({ hasText: amount })
        .locator('.mantine-Badge-root');
    await page.goto('/private/stripe');
    const recent = page.getByRole('table', { name: 'Recent charges' });
    // innerText is what a person reads: the badge's capitals included.
    await expect(words(recent, '$41.00')).toHaveText('Refunded');
    expect(await words(recent, '$41.00').innerText()).toBe('REFUNDED');
    expect(await words(recent, '$27.00').innerText()).toBe('PARTLY REFUNDED');

    await page.goto(`/private/member/edit/${member.id}`);
    const charges = page.getByRole('table', { name: `Charges of ${member.name}` });
    await expect(words(charges, '$41.00')).toHaveText('Refunded');
    expect(await words(charges, '$41.00').innerText()).toBe('REFUNDED');
    expect(await words(charges, '$27.00').innerText()).toBe('PARTLY REFUNDED');
    // Nothing invoiced: the member owes what the booking owes, and members/balance says the same.
    await expect(page.getByRole('group', { name: 'Balance' })).toContainText('Owed$30.00');
    const balance = await api(page, `/members/balance/${member.id}`, {}, false);
    expect(balance).toMatchObject({ owed: 3000, bookings_owed: 3000 });
  });

  test('a booking priced at nothing is not shown as unpaid on the court sheet; one that owes is', async ({ page }) => {
    await signIn(page, 'owner');
    const member = await freshMember(page, 'Zara');
    // Past the demo rules' eight weeks Court 6 has no price; Bay 4 keeps its day rate.
    const date = addDays(TODAY, 150);
    expect(await bookInPerson(page, member.id, 'Court 6', date, '13:00', '14:00')).toBe(0);
    expect(await bookInPerson(page, member.id, 'Bay 4', date, '11:00', '12:00')).toBe(3000);
    await openSheet(page, date);

    const free = event(page, 'Court 6', `1:00 PM – 2:00 PM, ${member.name}`);
    await expect(free).toHaveAccessibleName(/, no charge/);
    await expect(free).not.toHaveAccessibleName(/not paid/);
    await expect(free.locator('[data-kind="free"]')).toBeVisible();
    await expect(free.locator('[data-kind="unpaid"]')).toHaveCount(0);
    const owing = event(page, 'Bay 4', `11:00 AM – 12:00 PM, ${member.name}`);
    await expect(owing).toHaveAccessibleName(/, not paid/);
    expect(await owing.locator('[data-kind="unpaid"]').evaluate((dot) => getComputedStyle(dot).backgroundColor)).toBe(
      'rgb(224, 49, 49)',
    );

    await free.click();
    const details = page.getByRole('dialog', { name: 'Booking details' });
    await expect(details.getByText('No charge', { exact: true })).toBeVisible();
    await expect(details.getByText('Not paid', { exact: true })).toHaveCount(0);
    await details.getByRole('tab', { name: 'Payments' }).click();
    await expect(details.getByTestId('booking-payments')).toContainText('Price $0.00 · Paid $0.00 · Owed $0.00');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Legend' }).click();
    const legend = page.getByRole('list', { name: 'Court sheet legend' });
    await expect(legend.getByRole('listitem').filter({ hasText: 'No charge' })).toHaveCount(1);
  });
});

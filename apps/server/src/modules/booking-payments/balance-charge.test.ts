import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, SANDBOX_PATHS, SANDBOX_TEST_CARDS, endpoints } from '@fairplay/contracts';
import { bookingPayments } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate } from '../../test/appointments-kit.js';
import { joinAndApprove, registerCustomer } from '../../test/joining-kit.js';
import {
  cardToken,
  connectSandbox,
  expectLedgerBalanced,
  freshKey,
  pricedCourtForMembers,
} from '../../test/payments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';

const HOUR_PRICE = 3000;
const table = endpoints.payments;

/**
 * Issue 26: `payment/charges/create` with the spec's `balance: true` pays what the named member owes on their
 * bookings, oldest booking first, as one booking payment of the charge (its Payments tab shows it).
 */
describe('a card charge paying what a member owes on their bookings', () => {
  let t: TestApp;
  let owner: string;
  let customer: { token: string; userId: number };
  let later: number;
  let earlier: number;
  let court: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    const clubId = await clubIdOf(t, owner);
    court = (await courtIdsOf(t, clubId))[0]!;
    await pricedCourtForMembers(
      t,
      clubId,
      court,
      { note: 'Balance by the hour', days: 30, price: HOUR_PRICE },
      { requireWaiverSign: false },
    );
    if (!(await t.call(table.account, { token: owner })).body.payload.connected) await connectSandbox(t, owner);
    customer = await registerCustomer(t, `owes.${process.pid}`);
    await joinAndApprove(t, customer, clubId, owner);
    // Booked in this order, the later one first: "oldest" is the booking's own time, not when it was made.
    later = await book(5);
    earlier = await book(4);
  }, 90_000);
  const book = async (days: number) => {
    const date = localDate(days);
    const booked = await t.call(endpoints.bookingPayments.bookAndPay, {
      body: {
        startDate: at(date, '10:00'),
        endDate: at(date, '11:00'),
        courts: [court],
        amount: HOUR_PRICE,
        currency: 'usd',
        method: 'in_person',
      },
      token: customer.token,
    });
    expect(booked.status, booked.body.message).toBe(200);
    return booked.body.payload.booking.created[0]!.id;
  };
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  const charge = async (body: Record<string, unknown>, headers = freshKey()) =>
    t.callRaw(table.charge, {
      body: { currency: 'usd', description: 'Owed bookings', method: 'charge', balance: true, ...body },
      headers,
      token: owner,
    });
  const bookingOf = async (id: number) =>
    (await t.call(endpoints.bookingPayments.appointmentPayments, { params: { id }, token: owner })).body.payload;
  const owedOf = async () =>
    (await t.call(endpoints.points.memberBalance, { params: { id: customer.userId }, token: owner })).body.payload.owed;

  it('refuses a balance charge naming no member, with taxes, above what is owed, or for another club', async () => {
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const noMember = await charge({ amount: 1000, token });
    expect(noMember.status).toBe(400);
    expect(noMember.errors).toContainEqual({ field: 'balance', message: PAYMENT_MESSAGES.balanceNeedsMember });
    const taxed = await charge({ amount: 1000, token, member_id: customer.userId, selected_taxes: [1] });
    expect(taxed.status).toBe(400);
    expect(taxed.errors).toContainEqual({ field: 'selected_taxes', message: PAYMENT_MESSAGES.bookingTakesNoTaxes });
    const above = await charge({ amount: 2 * HOUR_PRICE + 1, token, member_id: customer.userId });
    expect(above.status).toBe(400);
    expect(above.body.message).toBe(PAYMENT_MESSAGES.balanceAboveOwed('$60.00'));
    expect(above.errors.map((error) => error.field)).toEqual(['amount']);
    const b = await registerSecondClub(t, 'o');
    const foreign = (await t.call(endpoints.users.info, { token: b.token })).body.payload;
    expect((await charge({ amount: 1000, token, member_id: foreign.id })).status).toBe(404);
    // Nothing was charged or reserved: the member still owes both bookings whole.
    expect((await bookingOf(earlier)).owed).toBe(HOUR_PRICE);
    expect(await owedOf()).toBe(2 * HOUR_PRICE);
  });

  it('gives the reservation back when the card is declined', async () => {
    const declined = await charge({
      amount: 1000,
      member_id: customer.userId,
      token: await cardToken(t, SANDBOX_TEST_CARDS.declined),
    });
    expect(declined.status).toBe(402);
    expect((await bookingOf(earlier)).owed).toBe(HOUR_PRICE);
    expect(await owedOf()).toBe(2 * HOUR_PRICE);
  });

  it('pays the oldest booking first, as one booking payment of the charge; a retry pays nothing more', async () => {
    const before = await owedOf();
    const headers = freshKey();
    const body = { amount: 4000, member_id: customer.userId, token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) };
    const paid = await charge(body, headers);
    expect(paid.status, paid.body.message).toBe(200);
    expect(paid.body.payload).toMatchObject({ status: 'succeeded', total: 4000, member_id: customer.userId });
    const first = await bookingOf(earlier);
    const second = await bookingOf(later);
    expect(first).toMatchObject({ paid: HOUR_PRICE, owed: 0 });
    expect(second).toMatchObject({ paid: 1000, owed: 2000 });
    const payment = first.payments.find((row) => row.charge?.id === paid.body.payload.id);
    expect(payment).toMatchObject({ method: 'charge', status: 'paid', amount: 4000 });
    expect(payment!.appointment_ids.sort()).toEqual([earlier, later].sort());
    expect(second.payments.map((row) => row.id)).toContain(payment!.id);
    expect(await owedOf()).toBe(before - 4000);
    // The same request again answers the same charge and records no second payment.
    const again = await charge(body, headers);
    expect(again.status).toBe(200);
    expect(again.body.payload.id).toBe(paid.body.payload.id);
    const rows = await t.handle.db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.chargeId, paid.body.payload.id));
    expect(rows).toHaveLength(1);
    expect(await owedOf()).toBe(before - 4000);
  });

  it('pays the rest, then answers 409 when nothing is owed', async () => {
    const rest = await charge({
      amount: 2000,
      member_data: { id: customer.userId },
      token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds),
    });
    expect(rest.status, rest.body.message).toBe(200);
    expect((await bookingOf(later)).owed).toBe(0);
    const none = await charge({
      amount: 100,
      member_id: customer.userId,
      token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds),
    });
    expect(none.status).toBe(409);
    expect(none.errors).toContainEqual({ field: 'balance', message: PAYMENT_MESSAGES.nothingOwedOnBookings });
  });

  it('holds the amount while the card holder authenticates, and pays the booking once confirmed', async () => {
    const id = await book(7);
    const pending = await charge({
      amount: HOUR_PRICE,
      member_id: customer.userId,
      token: await cardToken(t, SANDBOX_TEST_CARDS.requiresAuthentication),
    });
    expect(pending.status, pending.body.message).toBe(200);
    expect(pending.body.payload.status).toBe('requires_action');
    // Reserved: nobody else can take it, but it is not paid yet.
    expect(await bookingOf(id)).toMatchObject({ paid: 0, owed: 0 });
    expect((await bookingOf(id)).payments[0]).toMatchObject({ status: 'pending', method: 'charge' });
    const answered = await t.app.inject({
      method: 'POST',
      url: `${SANDBOX_PATHS.authenticate}/${pending.body.payload.charge_id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=complete&return_url=${encodeURIComponent('/private/stripe')}`,
    });
    expect(answered.statusCode).toBe(303);
    const confirmed = await t.call(table.confirm, { params: { id: pending.body.payload.id }, token: owner });
    expect(confirmed.body.payload.status).toBe('succeeded');
    expect(await bookingOf(id)).toMatchObject({ paid: HOUR_PRICE, owed: 0 });
    expect((await bookingOf(id)).payments[0]).toMatchObject({ status: 'paid', method: 'charge' });
  });

  it('of two balance charges at once for what one booking owes, one pays it and the other is refused', async () => {
    const id = await book(6);
    const pay = async () =>
      charge({
        amount: HOUR_PRICE,
        member_id: customer.userId,
        token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds),
      });
    const answers = await Promise.all([pay(), pay()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await bookingOf(id)).toMatchObject({ paid: HOUR_PRICE, owed: 0 });
    expect(await owedOf()).toBe(0);
  });
});

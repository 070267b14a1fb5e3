import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PAYMENT_MESSAGES, SANDBOX_TEST_CARDS, endpoints, type BookAndPayBody } from '@fairplay/contracts';
import { addDaysToDate } from '@fairplay/domain';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, localDate } from '../../test/appointments-kit.js';
import { cardToken, expectLedgerBalanced, freshKey, paidCourt } from '../../test/payments-kit.js';

const HOUR_PRICE = 3000;

/**
 * Court time priced with its tax (issue 24 point 4): the club's court-time taxes are in the quote a person is shown
 * (appointment/price's tax and total) and in what book-and-pay charges, to the cent, and a booking whose total
 * differs from the one shown is refused before anything is charged.
 */
describe('court time with the club’s taxes: the total quoted is the total charged', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let court: number;
  let day = localDate(120);
  const nextDay = () => (day = addDaysToDate(day, 1));

  beforeAll(async () => {
    t = await startTestApp();
    // A sales tax on court time and one on other sales only: only the first reaches court time.
    ({ owner, member, court } = await paidCourt(
      t,
      { note: 'Members pay by the hour', days: 180, price: HOUR_PRICE },
      {
        settings: { allowBookingUntil: 0 },
        taxes: [
          { display_name: 'County sales tax', percentage: 8.875, court_time: true },
          { display_name: 'Shop tax', percentage: 5 },
        ],
      },
    ));
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  const slot = (date: string, extra: Partial<BookAndPayBody> = {}): BookAndPayBody => ({
    startDate: at(date, '10:00'),
    endDate: at(date, '11:00'),
    courts: [court],
    amount: HOUR_PRICE,
    currency: 'usd',
    ...extra,
  });
  const quote = async (date: string) => {
    const answer = await t.call(endpoints.appointments.price, {
      body: { court_id: court, start_time: at(date, '10:00'), end_time: at(date, '11:00') },
      token: member,
    });
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.payload;
  };

  it('quotes the price with its tax and charges exactly that total', async () => {
    const date = nextDay();
    const quoted = await quote(date);
    // 8.875 % of $30.00 is $2.6625: $2.66.
    expect(quoted).toMatchObject({ main_value: HOUR_PRICE, tax: 266, total: 3266 });
    const options = await t.call(endpoints.bookingPayments.checkoutOptions, { token: member });
    expect(options.body.payload.court_time_taxes).toEqual([
      expect.objectContaining({ display_name: 'County sales tax', percentage: 8.875, inclusive: false }),
    ]);
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const answer = await t.call(endpoints.bookingPayments.bookAndPay, {
      body: slot(date, { token, total: quoted.total }),
      token: member,
    });
    expect(answer.status, answer.body.message).toBe(200);
    const charge = answer.body.payload.payment!.charge!;
    expect(charge).toMatchObject({ status: 'succeeded', amount: HOUR_PRICE, tax: 266, total: quoted.total });
  });

  it('lists free times with the same tax and total, and books one at that total', async () => {
    const date = nextDay();
    const listed = await t.call(endpoints.appointments.freeSlots, { query: { date }, token: member });
    expect(listed.status, listed.body.message).toBe(200);
    const ten = listed.body.payload.find((row) => row.court_id === court && row.start_time === at(date, '10:00'))!;
    expect(ten).toMatchObject({ main_value: HOUR_PRICE, tax: 266, total: 3266 });
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const answer = await t.call(endpoints.bookingPayments.bookAndPay, {
      body: slot(date, { token, total: ten.total }),
      token: member,
    });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.payload.payment!.charge).toMatchObject({ tax: 266, total: 3266 });
  });

  it('takes cash at the desk with the same tax', async () => {
    const date = nextDay();
    const quoted = await quote(date);
    const answer = await t.call(endpoints.bookingPayments.bookAndPay, {
      body: slot(date, { method: 'cash', total: quoted.total }),
      token: owner,
    });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.payload.payment!.charge).toMatchObject({ tax: 266, total: quoted.total });
  });

  it('refuses a total other than the one with tax, before booking or charging', async () => {
    const date = nextDay();
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const answer = await t.callRaw(endpoints.bookingPayments.bookAndPay, {
      body: slot(date, { token, total: HOUR_PRICE }),
      token: member,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(BOOKING_PAYMENT_MESSAGES.totalChanged('$32.66'));
    // Nothing was booked: the slot's price is still quoted and the same total books it.
    const again = await t.call(endpoints.bookingPayments.bookAndPay, {
      body: slot(date, { token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds), total: 3266 }),
      token: member,
    });
    expect(again.status, again.body.message).toBe(200);
  });

  it('holds taxed court time on the card at the total shown (court-time-hold-tax.test.ts follows it to capture)', async () => {
    const date = nextDay();
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const answer = await t.callRaw(endpoints.bookingPayments.bookAndPay, {
      body: slot(date, { token, method: 'authorize', save_card: true, total: 3266 }),
      token: member,
    });
    expect(answer.status, answer.body.message).toBe(200);
    // A far date: the saved card is authorized when the hold's window opens, for the total shown.
    expect((answer.body.payload as { payment: { status: string } }).payment.status).toBe('scheduled');
  });

  it('takes a booking made to pay in person at the desk with its tax, card or cash, never above the total shown', async () => {
    const table = endpoints.bookingPayments;
    const inPerson = async () => {
      const booked = await t.call(table.bookAndPay, { body: slot(nextDay(), { method: 'in_person' }), token: member });
      expect(booked.status, booked.body.message).toBe(200);
      const id = booked.body.payload.booking.created[0]!.id;
      const owed = await t.call(table.appointmentPayments, { params: { id }, token: owner });
      expect(owed.body.payload).toMatchObject({ owed: HOUR_PRICE, owed_tax: 266, owed_total: 3266 });
      return id;
    };
    const cashFor = await inPerson();
    const untaxed = await t.callRaw(table.chargeForAppointment, {
      body: { appointment_id: cashFor, amount: HOUR_PRICE, method: 'cash', total: HOUR_PRICE },
      headers: freshKey(),
      token: owner,
    });
    expect(untaxed.status).toBe(409);
    expect(untaxed.body.message).toBe(BOOKING_PAYMENT_MESSAGES.totalChanged('$32.66'));
    const cash = await t.call(table.chargeForAppointment, {
      body: { appointment_id: cashFor, amount: HOUR_PRICE, method: 'cash', total: 3266 },
      headers: freshKey(),
      token: owner,
    });
    expect(cash.status, cash.body.message).toBe(200);
    expect(cash.body.payload).toMatchObject({ status: 'paid', amount: HOUR_PRICE });
    expect(cash.body.payload.charge).toMatchObject({ amount: HOUR_PRICE, tax: 266, total: 3266 });
    const after = await t.call(table.appointmentPayments, { params: { id: cashFor }, token: owner });
    expect(after.body.payload).toMatchObject({ owed: 0, owed_tax: 0, owed_total: 0 });

    const cardFor = await inPerson();
    const card = await t.call(table.chargeForAppointment, {
      body: {
        appointment_id: cardFor,
        amount: HOUR_PRICE,
        token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds),
        total: 3266,
      },
      headers: freshKey(),
      token: owner,
    });
    expect(card.status, card.body.message).toBe(200);
    expect(card.body.payload.charge).toMatchObject({ status: 'succeeded', tax: 266, total: 3266 });
  });

  it('keeps court time untaxed once the club takes the tax off court time', async () => {
    const taxes = await t.call(endpoints.payments.taxes, { query: {}, token: owner });
    const county = taxes.body.payload.find((tax) => tax.display_name === 'County sales tax')!;
    const updated = await t.call(endpoints.payments.updateTax, {
      params: { id: county.id },
      body: { court_time: false },
      token: owner,
    });
    expect(updated.status, updated.body.message).toBe(200);
    expect(updated.body.payload.court_time).toBe(false);
    const quoted = await quote(nextDay());
    expect(quoted).toMatchObject({ main_value: HOUR_PRICE, tax: 0, total: HOUR_PRICE });
  });
});

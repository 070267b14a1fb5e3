import { and, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_MESSAGES,
  BOOKING_PAYMENT_MESSAGES,
  SANDBOX_TEST_CARDS,
  endpoints,
  type BookAndPayBody,
} from '@fairplay/contracts';
import { addDaysToDate } from '@fairplay/domain';
import { appointments, bookingPayments, businesses, charges, paymentMethods } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate, userIdOf } from '../../test/appointments-kit.js';
import { insertRule } from '../../test/policy-kit.js';
import { cardToken, expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';
import { SETTLE_JOB } from './settle-job.js';

const table = endpoints.bookingPayments;
/** The field errors of a 400 answer. */
const errorsOf = (answer: { body: { payload: unknown } }) =>
  (answer.body.payload as { errors: { field: string; message: string }[] }).errors;
const HOUR_PRICE = 3000;

describe('book-and-pay: court time booked and paid together, priced by the club', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let clubId: number;
  let court: number;
  let memberId: number;
  let day = localDate(110);
  /** A fresh club-local day for each test, so no test meets another's booking. */
  const nextDay = () => (day = addDaysToDate(day, 1));

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    clubId = await clubIdOf(t, owner);
    court = (await courtIdsOf(t, clubId))[0]!;
    memberId = await userIdOf(t, 'member');
    await t.handle.db
      .update(businesses)
      .set({
        requirePartnerName: false,
        bookingToStart: 60,
        advanceTime: 365,
        allowBookingUntil: 0,
        enableMaxTimeForBookings: false,
        allowToPayInPerson: true,
      })
      .where(eq(businesses.id, clubId));
    await insertRule(t, clubId, {
      note: 'Members pay by the hour',
      courts: [court],
      startDate: localDate(100),
      endDate: localDate(160),
      who: [{ kind: 'allmembers' }],
      rows: [{ start: '07:00', end: '22:00', price: HOUR_PRICE }],
    });
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
  const bookingsOn = (date: string) =>
    t.handle.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.courtId, court),
          gte(appointments.startsAt, new Date(at(date, '00:00'))),
          lt(appointments.startsAt, new Date(at(addDaysToDate(date, 1), '00:00'))),
        ),
      );
  const paymentsOf = (userId: number) =>
    t.handle.db.select().from(bookingPayments).where(eq(bookingPayments.memberUserId, userId));

  it('books and charges a new card at the price of the rules, and the ledger records it', async () => {
    const date = nextDay();
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const answer = await t.call(table.bookAndPay, { body: slot(date, { token }), token: member });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe(BOOKING_PAYMENT_MESSAGES.bookedAndPaid);
    const { booking, payment } = answer.body.payload;
    expect(booking.created).toHaveLength(1);
    expect(payment).toMatchObject({ status: 'paid', method: 'charge', amount: HOUR_PRICE, member_user_id: memberId });
    expect(payment!.appointment_ids).toEqual([booking.created[0]!.id]);
    expect(payment!.charge).toMatchObject({ status: 'succeeded', total: HOUR_PRICE });
    const details = await t.call(table.appointmentPayments, { params: { id: booking.created[0]!.id }, token: owner });
    expect(details.body.payload).toMatchObject({ price: HOUR_PRICE, paid: HOUR_PRICE, owed: 0 });
    expect(details.body.payload.payments[0]!.charge!.source?.last4).toBe('4242');
  });

  it('pays with the member’s saved default card when no new card is sent', async () => {
    const [saved] = await t.handle.db.select().from(paymentMethods).where(eq(paymentMethods.userId, memberId));
    expect(saved).toBeDefined();
    const answer = await t.call(table.bookAndPay, { body: slot(nextDay()), token: member });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.payload.payment).toMatchObject({ status: 'paid' });
  });

  it('refuses an amount other than the server’s price with 409, and books nothing', async () => {
    const date = nextDay();
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const answer = await t.callRaw(table.bookAndPay, { body: slot(date, { token, amount: 100 }), token: member });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain('$30.00');
    expect(await bookingsOn(date)).toEqual([]);
  });

  it('leaves no booking and no payment record when the card is declined', async () => {
    const date = nextDay();
    const before = (await paymentsOf(memberId)).length;
    const token = await cardToken(t, SANDBOX_TEST_CARDS.declined);
    const answer = await t.callRaw(table.bookAndPay, { body: slot(date, { token }), token: member });
    expect(answer.status).toBe(402);
    expect(await bookingsOn(date)).toEqual([]);
    expect(await paymentsOf(memberId)).toHaveLength(before);
    // The slot is free again: the same member books it with a good card.
    const good = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const again = await t.call(table.bookAndPay, { body: slot(date, { token: good }), token: member });
    expect(again.status, again.body.message).toBe(200);
  });

  it('gives the court time back when a card asking for authentication is never confirmed', async () => {
    const date = nextDay();
    const token = await cardToken(t, SANDBOX_TEST_CARDS.requiresAuthentication);
    const answer = await t.call(table.bookAndPay, { body: slot(date, { token }), token: member });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.payload.payment).toMatchObject({ status: 'pending' });
    expect(answer.body.payload.payment!.charge).toMatchObject({ status: 'requires_action' });
    expect(await bookingsOn(date)).toHaveLength(1);
    await t.app.jobs.runDueJobs(new Date(t.clock.now().getTime() + 31 * 60_000), { types: [SETTLE_JOB] });
    expect(await bookingsOn(date)).toEqual([]);
  });

  it('books to pay in person when the club allows it, and refuses it when not', async () => {
    const date = nextDay();
    const answer = await t.call(table.bookAndPay, { body: slot(date, { method: 'in_person' }), token: member });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe(APPOINTMENT_MESSAGES.booked);
    expect(answer.body.payload.payment).toMatchObject({ status: 'unpaid', method: 'in_person', charge: null });
    await t.handle.db.update(businesses).set({ allowToPayInPerson: false }).where(eq(businesses.id, clubId));
    const other = nextDay();
    const refused = await t.callRaw(table.bookAndPay, { body: slot(other, { method: 'in_person' }), token: member });
    await t.handle.db.update(businesses).set({ allowToPayInPerson: true }).where(eq(businesses.id, clubId));
    expect(refused.status).toBe(400);
    expect(errorsOf(refused)[0]).toMatchObject({ field: 'method' });
    expect(await bookingsOn(other)).toEqual([]);
  });

  it('books free court time without any payment', async () => {
    const date = nextDay();
    const free = { startDate: at(date, '06:00'), endDate: at(date, '07:00'), amount: 0 };
    const answer = await t.call(table.bookAndPay, { body: slot(date, free), token: member });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.payload.payment).toBeNull();
  });

  it('lets staff take cash for a member, and not members', async () => {
    const date = nextDay();
    const refused = await t.callRaw(table.bookAndPay, { body: slot(date, { method: 'cash' }), token: member });
    expect(refused.status).toBe(403);
    const answer = await t.call(table.bookAndPay, {
      body: slot(date, { method: 'cash', userId: memberId }),
      token: owner,
    });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.payload.payment).toMatchObject({ status: 'paid', method: 'cash', member_user_id: memberId });
    expect(answer.body.payload.payment!.charge).toMatchObject({ type: 'cash', total: HOUR_PRICE });
  });

  it('lets staff charge what a saved booking owes, once per key and never more than owed', async () => {
    const date = nextDay();
    const booked = await t.call(table.bookAndPay, { body: slot(date, { method: 'in_person' }), token: member });
    const appointmentId = booked.body.payload.booking.created[0]!.id;
    const unsaved = await t.callRaw(table.chargeForAppointment, {
      body: { amount: HOUR_PRICE, method: 'cash' },
      headers: freshKey(),
      token: owner,
    });
    expect(unsaved.status).toBe(400);
    expect(errorsOf(unsaved)[0]).toMatchObject({
      field: 'appointment_id',
      message: BOOKING_PAYMENT_MESSAGES.saveBookingFirst,
    });
    const tooMuch = await t.callRaw(table.chargeForAppointment, {
      body: { appointment_id: appointmentId, amount: HOUR_PRICE + 1, method: 'cash' },
      headers: freshKey(),
      token: owner,
    });
    expect(tooMuch.status).toBe(409);
    const key = freshKey();
    const body = { appointment_id: appointmentId, amount: HOUR_PRICE, method: 'cash' as const };
    const paid = await t.call(table.chargeForAppointment, { body, headers: key, token: owner });
    expect(paid.status, paid.body.message).toBe(200);
    expect(paid.body.payload).toMatchObject({ status: 'paid', method: 'cash', amount: HOUR_PRICE });
    const retried = await t.call(table.chargeForAppointment, { body, headers: key, token: owner });
    expect(retried.body.payload.id).toBe(paid.body.payload.id);
    const twice = await t.callRaw(table.chargeForAppointment, { body, headers: freshKey(), token: owner });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain(BOOKING_PAYMENT_MESSAGES.nothingOwed);
    const byCard = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const card = await t.call(table.bookAndPay, { body: slot(nextDay(), { method: 'in_person' }), token: member });
    const charged = await t.call(table.chargeForAppointment, {
      body: { appointment_id: card.body.payload.booking.created[0]!.id, amount: 1000, token: byCard },
      headers: freshKey(),
      token: owner,
    });
    expect(charged.body.payload).toMatchObject({ status: 'paid', method: 'charge', amount: 1000 });
    const left = await t.call(table.appointmentPayments, {
      params: { id: card.body.payload.booking.created[0]!.id },
      token: member,
    });
    expect(left.body.payload).toMatchObject({ price: HOUR_PRICE, paid: 1000, owed: HOUR_PRICE - 1000 });
  });

  it('counts what the member’s bookings owe in their balance, as the bookings read it', async () => {
    const owedNow = async () =>
      (await t.call(endpoints.payments.businessCustomer, { params: { id: memberId }, token: owner })).body.payload
        .balance.bookings_owed;
    const before = await owedNow();
    const booked = await t.call(table.bookAndPay, { body: slot(nextDay(), { method: 'in_person' }), token: member });
    const appointmentId = booked.body.payload.booking.created[0]!.id;
    expect(await owedNow()).toBe(before + HOUR_PRICE);
    await t.call(table.chargeForAppointment, {
      body: { appointment_id: appointmentId, amount: 1000, method: 'cash' },
      headers: freshKey(),
      token: owner,
    });
    expect(await owedNow()).toBe(before + HOUR_PRICE - 1000);
    const paid = await t.call(table.chargeForAppointment, {
      body: { appointment_id: appointmentId, amount: HOUR_PRICE - 1000, method: 'cash' },
      headers: freshKey(),
      token: owner,
    });
    expect(await owedNow()).toBe(before);
    // Refunded: owed again.
    await t.call(table.refundForAppointment, {
      headers: freshKey(),
      body: { appointment_id: appointmentId, payment_id: paid.body.payload.id },
      token: owner,
    });
    expect(await owedNow()).toBe(before + HOUR_PRICE - 1000);
  });

  it('refunds a booking payment in part and then in full, shows the sheet dot from what is paid', async () => {
    const date = nextDay();
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const booked = await t.call(table.bookAndPay, { body: slot(date, { token }), token: member });
    const appointmentId = booked.body.payload.booking.created[0]!.id;
    const paymentId = booked.body.payload.payment!.id;
    const listing = async () => {
      const answer = await t.call(endpoints.appointments.listing, {
        body: { startDate: at(date, '00:00'), endDate: at(addDaysToDate(date, 1), '00:00') },
        token: owner,
      });
      return answer.body.payload.find((event) => event.id === appointmentId)!;
    };
    expect((await listing()).record.make_it_paid).toBe(true);
    // The booking's own answer (the details dialog) agrees with the sheet.
    const one = async () =>
      (await t.call(endpoints.appointments.get, { params: { id: appointmentId }, token: owner })).body.payload;
    expect((await one()).record.make_it_paid).toBe(true);
    const byMember = await t.callRaw(table.refundForAppointment, {
      headers: freshKey(),
      body: { appointment_id: appointmentId, payment_id: paymentId },
      token: member,
    });
    expect(byMember.status).toBe(403);
    const part = await t.call(table.refundForAppointment, {
      headers: freshKey(),
      body: { appointment_id: appointmentId, payment_id: paymentId, amount: 1000 },
      token: owner,
    });
    expect(part.status, part.body.message).toBe(200);
    expect(part.body.payload).toMatchObject({ status: 'paid' });
    expect(part.body.payload.charge!.amount_refunded).toBe(1000);
    const rest = await t.call(table.refundForAppointment, {
      headers: freshKey(),
      body: { appointment_id: appointmentId, payment_id: paymentId },
      token: owner,
    });
    expect(rest.body.payload).toMatchObject({ status: 'refunded' });
    expect(rest.body.payload.charge!.amount_refunded).toBe(HOUR_PRICE);
    const again = await t.callRaw(table.refundForAppointment, {
      headers: freshKey(),
      body: { appointment_id: appointmentId, payment_id: paymentId },
      token: owner,
    });
    expect(again.status).toBe(400);
    expect(errorsOf(again)[0]).toMatchObject({ field: 'payment_id' });
    expect((await listing()).record.make_it_paid).toBe(false);
    expect((await one()).record.make_it_paid).toBe(false);
    const other = await t.callRaw(table.refundForAppointment, {
      headers: freshKey(),
      body: { appointment_id: appointmentId + 100000, payment_id: paymentId },
      token: owner,
    });
    expect(other.status).toBe(404);
  });

  it('tells the checkout how the club takes payment', async () => {
    const forMember = await t.call(table.checkoutOptions, { token: member });
    expect(forMember.body.payload).toEqual({
      card_payments: true,
      provider_label: expect.any(String),
      pay_in_person: true,
      currency: 'usd',
      takes_payments: false,
      split_payment: true,
      court_time_taxes: [],
    });
    const forOwner = await t.call(table.checkoutOptions, { token: owner });
    expect(forOwner.body.payload.takes_payments).toBe(true);
    expect((await t.callRaw(table.checkoutOptions, {})).status).toBe(401);
  });

  it('answers bad input with 400 naming the field, and 401 without a token', async () => {
    const date = nextDay();
    const cases: [unknown, string][] = [
      [{ ...slot(date), courts: [] }, 'courts'],
      [{ ...slot(date), amount: -1 }, 'amount'],
      [{ ...slot(date), method: 'bitcoin' }, 'method'],
      [{ ...slot(date), startDate: 'tomorrow' }, 'startDate'],
      [{ ...slot(date), currency: 'eur' }, 'currency'],
      // The demo club splits payments: a split needs the members one plays with.
      [{ ...slot(date), splitPayment: true }, 'partners'],
      [{ ...slot(date), token: 'tok_x', payment_method_id: 1 }, 'payment_method_id'],
    ];
    for (const [body, field] of cases) {
      const answer = await t.callRaw(table.bookAndPay, { body, token: member });
      expect(answer.status, field).toBe(400);
      expect(errorsOf(answer).map((error: { field: string }) => error.field)).toContain(field);
    }
    expect(await bookingsOn(date)).toEqual([]);
    expect((await t.callRaw(table.bookAndPay, { body: slot(date) })).status).toBe(401);
    expect((await t.callRaw(table.appointmentPayments, { params: { id: 1 } })).status).toBe(401);
    const charge = { appointment_id: 1, amount: 100, method: 'cash' };
    expect((await t.callRaw(table.chargeForAppointment, { body: charge, headers: freshKey() })).status).toBe(401);
    const noKey = await t.callRaw(table.chargeForAppointment, { body: charge, token: owner });
    expect(noKey.status).toBe(400);
  });

  it('keeps members from charging bookings (403) and other clubs out of them (404, nothing changed)', async () => {
    const booked = await t.call(table.bookAndPay, { body: slot(nextDay(), { method: 'in_person' }), token: member });
    const appointmentId = booked.body.payload.booking.created[0]!.id;
    const body = { appointment_id: appointmentId, amount: HOUR_PRICE, method: 'cash' };
    const byMember = await t.callRaw(table.chargeForAppointment, { body, headers: freshKey(), token: member });
    expect(byMember.status).toBe(403);
    const other = await registerSecondClub(t, 'p');
    const foreign = await t.callRaw(table.chargeForAppointment, { body, headers: freshKey(), token: other.token });
    expect(foreign.status).toBe(404);
    expect(
      (await t.callRaw(table.appointmentPayments, { params: { id: appointmentId }, token: other.token })).status,
    ).toBe(404);
    const onOurCourt = await t.callRaw(table.bookAndPay, {
      body: slot(nextDay(), { method: 'in_person' }),
      token: other.token,
    });
    expect(onOurCourt.status).toBe(400);
    expect(errorsOf(onOurCourt)[0]).toMatchObject({ field: 'courts.0' });
    const refund = { appointment_id: appointmentId, payment_id: booked.body.payload.payment!.id };
    expect(
      (await t.callRaw(table.refundForAppointment, { headers: freshKey(), body: refund, token: other.token })).status,
    ).toBe(404);
    const left = await t.call(table.appointmentPayments, { params: { id: appointmentId }, token: owner });
    expect(left.body.payload).toMatchObject({ paid: 0, owed: HOUR_PRICE });
    const cashCharges = await t.handle.db.select().from(charges).where(eq(charges.businessId, other.businessId));
    expect(cashCharges).toEqual([]);
  });
});

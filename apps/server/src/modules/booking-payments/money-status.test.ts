import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type BookAndPayBody } from '@fairplay/contracts';
import { addDaysToDate } from '@fairplay/domain';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { allowOverlappingCourts, at, clubIdOf, courtIdsOf, localDate, userIdOf } from '../../test/appointments-kit.js';
import { expectLedgerBalanced, freshKey, pricedCourtForMembers } from '../../test/payments-kit.js';

const table = endpoints.bookingPayments;
const HOUR_PRICE = 3000;

/**
 * Issue 24 point 6 and issue 26 point 1: the status words match the money. The court sheet's payment state of a
 * booking (listing and single get alike) is read from its price and payments, a booking priced at nothing is never
 * unpaid, and the member's owed (members/balance and the member detail) counts what their bookings owe.
 */
describe('status words that match the money', () => {
  let t: TestApp;
  let owner: string;
  let priced: number;
  let free: number;
  let erik: number;
  let day = localDate(20);
  /** A fresh club-local day for each booking, so no booking meets another. */
  const nextDay = () => (day = addDaysToDate(day, 1));

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    const clubId = await clubIdOf(t, owner);
    [priced, free] = (await courtIdsOf(t, clubId)).slice(0, 2) as [number, number];
    erik = await userIdOf(t, 'erik.larsen');
    await pricedCourtForMembers(t, clubId, priced, { note: 'Members pay by the hour', days: 90, price: HOUR_PRICE });
    await pricedCourtForMembers(t, clubId, free, { note: 'Free for members', days: 90, price: 0 });
    await allowOverlappingCourts(t, owner);
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  /** Erik's booking made by the desk, to be paid in person (owing its whole price). */
  const bookInPerson = async (court: number, amount: number) => {
    const date = nextDay();
    const body: BookAndPayBody = {
      startDate: at(date, '10:00'),
      endDate: at(date, '11:00'),
      courts: [court],
      userId: erik,
      amount,
      currency: 'usd',
      method: 'in_person',
    };
    const booked = await t.call(table.bookAndPay, { body, token: owner });
    expect(booked.status, booked.body.message).toBe(200);
    const id = booked.body.payload.booking.created[0]!.id;
    const state = async () => {
      const listing = await t.call(endpoints.appointments.listing, {
        body: { startDate: at(date, '00:00'), endDate: at(addDaysToDate(date, 1), '00:00') },
        token: owner,
      });
      const listed = listing.body.payload.find((event) => event.id === id)!.record;
      const one = (await t.call(endpoints.appointments.get, { params: { id }, token: owner })).body.payload.record;
      // The details dialog reads the booking as the sheet does.
      expect(one.payment_state).toBe(listed.payment_state);
      expect([one.make_it_paid, one.authorized]).toEqual([listed.make_it_paid, listed.authorized]);
      return listed;
    };
    return { id, state };
  };
  const cash = (appointmentId: number, amount: number) =>
    t.call(table.chargeForAppointment, {
      body: { appointment_id: appointmentId, amount, method: 'cash' },
      headers: freshKey(),
      token: owner,
    });

  it('reads a booking priced at nothing as free, not as unpaid, and it owes nothing', async () => {
    const booking = await bookInPerson(free, 0);
    expect(await booking.state()).toMatchObject({ payment_state: 'free', make_it_paid: false, authorized: false });
    const payments = await t.call(table.appointmentPayments, { params: { id: booking.id }, token: owner });
    expect(payments.body.payload).toMatchObject({ price: 0, paid: 0, owed: 0 });
  });

  it('reads a priced booking as unpaid, partly paid, then paid as its payments cover it', async () => {
    const booking = await bookInPerson(priced, HOUR_PRICE);
    expect(await booking.state()).toMatchObject({ payment_state: 'unpaid', make_it_paid: false });
    expect((await cash(booking.id, 1000)).status).toBe(200);
    expect(await booking.state()).toMatchObject({ payment_state: 'partly', make_it_paid: false });
    expect((await cash(booking.id, HOUR_PRICE - 1000)).status).toBe(200);
    expect(await booking.state()).toMatchObject({ payment_state: 'paid', make_it_paid: true });
  });

  it('answers members/balance with owed counting what the bookings owe, as the member detail and bookings do', async () => {
    const balance = async () => {
      const answer = await t.call(endpoints.points.memberBalance, { params: { id: erik }, token: owner });
      expect(answer.status, answer.body.message).toBe(200);
      const detail = await t.call(endpoints.payments.businessCustomer, { params: { id: erik }, token: owner });
      const { owed, bookings_owed } = answer.body.payload;
      // One reading: the member detail's figures are this call's.
      expect(detail.body.payload.balance).toMatchObject({ owed, bookings_owed });
      return { owed, bookings_owed };
    };
    const before = await balance();
    const booking = await bookInPerson(priced, HOUR_PRICE);
    const owing = await balance();
    expect(owing.bookings_owed - before.bookings_owed).toBe(HOUR_PRICE);
    expect(owing.owed - before.owed).toBe(HOUR_PRICE);
    const tab = await t.call(table.appointmentPayments, { params: { id: booking.id }, token: owner });
    expect(tab.body.payload.owed).toBe(HOUR_PRICE);

    expect((await cash(booking.id, 1200)).status).toBe(200);
    const part = await balance();
    expect(part.owed - before.owed).toBe(HOUR_PRICE - 1200);
    expect(part.bookings_owed - before.bookings_owed).toBe(HOUR_PRICE - 1200);

    // A booking priced at nothing owes nothing.
    await bookInPerson(free, 0);
    expect(await balance()).toEqual(part);
  });
});

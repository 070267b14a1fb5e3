import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_MESSAGES,
  BOOKING_PAYMENT_MESSAGES,
  BOOKING_POLICY_MESSAGES,
  SANDBOX_TEST_CARDS,
  endpoints,
  type BookAndPayBody,
  type RecurrenceRuleInput,
} from '@fairplay/contracts';
import { addDaysToDate, formatClubDay } from '@fairplay/domain';
import { appointments, availabilityRuleCourts, bookingPayments, businesses } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import {
  at,
  clearBookingsAround,
  clubIdOf,
  courtIdsOf,
  freeCourtBetween,
  localDate,
  spot,
  userIdOf,
  ZONE,
} from '../../test/appointments-kit.js';
import { insertRule } from '../../test/policy-kit.js';
import { cardToken, expectLedgerBalanced } from '../../test/payments-kit.js';

const table = endpoints.bookingPayments;
const HOUR_PRICE = 2500;
const weekly = (occurrences: number, weekday: number): RecurrenceRuleInput => ({
  frequency: 'weekly',
  every: 1,
  days: [weekday],
  ends: 'occurrences',
  occurrences,
});
/** Monday = 0, as the repeat's days count. */
const weekdayOf = (date: string) => (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;

/**
 * Issue 24 point 11: a member's repeat booking is priced occurrence by occurrence before it is booked, paid at once
 * (or in person), and a refusal of one occurrence names its day in the club's time zone.
 */
describe("a member's repeat booking: its price, its payment, and refusals that name the day", () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let memberId: number;
  let priced: number;
  let near: number;
  let other: number;
  let day = localDate(90);
  const nextWeek = () => (day = addDaysToDate(day, 7));

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    memberId = await userIdOf(t, 'member');
    const clubId = await clubIdOf(t, owner);
    [priced, near, other] = (await courtIdsOf(t, clubId)).slice(0, 3) as [number, number, number];
    await t.handle.db
      .update(businesses)
      // One court at a time on (the tests' demo club starts with it off): the repeat's clash with the member's own
      // booking is part of this file.
      .set({
        requirePartnerName: false,
        bookingToStart: 60,
        advanceTime: 365,
        allowToPayInPerson: true,
        oneCourtAtATime: true,
      })
      .where(eq(businesses.id, clubId));
    for (const court of [priced, near]) {
      await t.handle.db.delete(appointments).where(eq(appointments.courtId, court));
      await t.handle.db.delete(availabilityRuleCourts).where(eq(availabilityRuleCourts.courtId, court));
    }
    await insertRule(t, clubId, {
      note: 'Members by the hour',
      courts: [priced],
      startDate: localDate(0),
      endDate: localDate(300),
      who: [{ kind: 'allmembers' }],
      rows: [{ start: '07:00', end: '22:00', price: HOUR_PRICE }],
    });
    // Bookable at most 20 days ahead: a weekly repeat from day 10 reaches past it on its third date.
    await insertRule(t, clubId, {
      note: 'Three weeks ahead',
      courts: [near],
      startDate: localDate(0),
      endDate: localDate(300),
      who: [{ kind: 'allmembers' }],
      rows: [{ start: '07:00', end: '22:00', price: HOUR_PRICE, advanceDays: 20 }],
    });
  });
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  const repeat = (date: string, court: number, occurrences: number, extra: Partial<BookAndPayBody> = {}) =>
    ({
      startDate: at(date, '10:00'),
      endDate: at(date, '11:00'),
      courts: [court],
      amount: HOUR_PRICE * occurrences,
      currency: 'usd',
      recurrence: weekly(occurrences, weekdayOf(date)),
      ...extra,
    }) satisfies BookAndPayBody;
  const rowsFrom = (court: number, date: string) =>
    t.handle.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.courtId, court),
          gte(appointments.startsAt, new Date(at(date, '00:00'))),
          lt(appointments.startsAt, new Date(at(addDaysToDate(date, 60), '00:00'))),
        ),
      );

  it('prices every occurrence of a repeat before booking it, and a single time as before', async () => {
    const date = nextWeek();
    const body = { court_id: priced, start_time: at(date, '10:00'), end_time: at(date, '11:00') };
    const single = await t.call(endpoints.appointments.price, { token: member, body });
    expect(single.body.payload).toMatchObject({ main_value: HOUR_PRICE, occurrences: 1, refusal: null });
    const four = await t.call(endpoints.appointments.price, {
      token: member,
      body: { ...body, recurrence: weekly(4, weekdayOf(date)) },
    });
    expect(four.status, four.body.message).toBe(200);
    expect(four.body.payload).toMatchObject({ main_value: 4 * HOUR_PRICE, occurrences: 4, refusal: null });
  });

  it('books a repeat and charges the card once for all its dates', async () => {
    const date = nextWeek();
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const answer = await t.call(table.bookAndPay, { token: member, body: repeat(date, priced, 3, { token }) });
    expect(answer.status, answer.body.message).toBe(200);
    const { booking, payment } = answer.body.payload;
    expect(booking.created).toHaveLength(3);
    expect(payment).toMatchObject({ status: 'paid', method: 'charge', amount: 3 * HOUR_PRICE });
    expect(payment!.charge).toMatchObject({ status: 'succeeded', total: 3 * HOUR_PRICE });
    expect([...payment!.appointment_ids].sort()).toEqual(booking.created.map((event) => event.id).sort());
    const owed = await t.call(table.appointmentPayments, { params: { id: booking.created[2]!.id }, token: owner });
    expect(owed.body.payload).toMatchObject({ price: HOUR_PRICE, owed: 0 });
    day = addDaysToDate(day, 21);
  });

  it('books a repeat to pay in person, owing each date its price', async () => {
    const date = nextWeek();
    const answer = await t.call(table.bookAndPay, {
      token: member,
      body: repeat(date, priced, 2, { method: 'in_person' }),
    });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.payload.payment).toMatchObject({ status: 'unpaid', amount: 2 * HOUR_PRICE });
    const second = answer.body.payload.booking.created[1]!;
    const owed = await t.call(table.appointmentPayments, { params: { id: second.id }, token: member });
    expect(owed.body.payload).toMatchObject({ price: HOUR_PRICE, owed: HOUR_PRICE });
    day = addDaysToDate(day, 7);
  });

  it('refuses a repeat priced at one date only, naming the price of all of them', async () => {
    const date = nextWeek();
    const answer = await t.callRaw(table.bookAndPay, {
      token: member,
      body: repeat(date, priced, 2, { method: 'in_person', amount: HOUR_PRICE }),
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain('$50.00');
    expect(await rowsFrom(priced, date)).toHaveLength(0);
  });

  it('does not hold a card for, nor split, a repeat', async () => {
    const date = nextWeek();
    const held = await t.callRaw(table.bookAndPay, {
      token: member,
      body: repeat(date, priced, 2, { method: 'authorize' }),
    });
    expect(held.status).toBe(400);
    expect(held.body.message).toBe(BOOKING_PAYMENT_MESSAGES.repeatNotAuthorized);
    const split = await t.callRaw(table.bookAndPay, {
      token: member,
      body: repeat(date, priced, 2, { splitPayment: true }),
    });
    expect(split.status).toBe(400);
    expect(split.body.message).toBe(BOOKING_PAYMENT_MESSAGES.repeatNotSplit);
    expect(await rowsFrom(priced, date)).toHaveLength(0);
  });

  it("refuses a repeat whose later date the rules do not open yet, naming that date in the club's zone", async () => {
    const start = localDate(10);
    const third = addDaysToDate(start, 14);
    await freeCourtBetween(t, owner, near, at(start, '00:00'), at(addDaysToDate(start, 22), '00:00'));
    for (const date of [start, addDaysToDate(start, 7), third])
      await clearBookingsAround(t, owner, memberId, new Date(at(date, '10:00')), 2);
    const expected = APPOINTMENT_MESSAGES.repeatRefused(
      formatClubDay(at(third, '10:00'), ZONE),
      BOOKING_POLICY_MESSAGES.tooEarly('Three weeks ahead'),
    );
    // The price says so before anything is booked: the refused date is the third.
    const price = await t.call(endpoints.appointments.price, {
      token: member,
      body: {
        court_id: near,
        start_time: at(start, '10:00'),
        end_time: at(start, '11:00'),
        recurrence: weekly(3, weekdayOf(start)),
      },
    });
    expect(price.body.payload.refusal).toMatchObject({ reason: 'too_early', start_time: at(third, '10:00') });
    const paid = await t.callRaw(table.bookAndPay, {
      token: member,
      body: repeat(start, near, 3, { method: 'in_person' }),
    });
    expect(paid.status).toBe(400);
    expect(paid.body.message).toBe(expected);
    expect(paid.body.message).toContain(third.slice(0, 4));
    const booked = await t.callRaw(endpoints.appointments.addBook, {
      token: member,
      body: { ...spot(near, start, '10:00', '11:00'), recurrence: weekly(3, weekdayOf(start)) },
    });
    expect(booked.status).toBe(400);
    expect(booked.body.message).toBe(expected);
    expect(booked.body.payload).toMatchObject({ occurrence_start: at(third, '10:00') });
    expect(await rowsFrom(near, start)).toHaveLength(0);
    // Two dates inside the window are fine.
    const two = await t.call(table.bookAndPay, {
      token: member,
      body: repeat(start, near, 2, { method: 'in_person' }),
    });
    expect(two.status, two.body.message).toBe(200);
  });

  it("names the day when a member's repeat meets their own booking on another court", async () => {
    const date = nextWeek();
    const second = addDaysToDate(date, 7);
    await freeCourtBetween(t, owner, other, at(second, '06:00'), at(second, '23:00'));
    const elsewhere = await t.call(endpoints.appointments.addBook, {
      token: member,
      body: spot(other, second, '10:00', '11:00'),
    });
    expect(elsewhere.status, elsewhere.body.message).toBe(200);
    const answer = await t.callRaw(table.bookAndPay, {
      token: member,
      body: repeat(date, priced, 2, { method: 'in_person' }),
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain(formatClubDay(at(second, '10:00'), ZONE));
    expect(answer.body.payload).toMatchObject({ member_busy: { user_id: memberId } });
    expect(await rowsFrom(priced, date)).toHaveLength(0);
    day = addDaysToDate(day, 7);
  });

  it('lets staff book a busy member anyway with force (book-and-pay), while members cannot override it', async () => {
    const date = nextWeek();
    await freeCourtBetween(t, owner, other, at(date, '06:00'), at(date, '23:00'));
    const elsewhere = await t.call(endpoints.appointments.addBook, {
      token: member,
      body: spot(other, date, '10:00', '11:00'),
    });
    expect(elsewhere.status, elsewhere.body.message).toBe(200);
    const single = {
      startDate: at(date, '10:00'),
      endDate: at(date, '11:00'),
      courts: [priced],
      amount: HOUR_PRICE,
      currency: 'usd',
      method: 'in_person' as const,
    };
    const byMember = await t.callRaw(table.bookAndPay, { token: member, body: { ...single, force: true } });
    expect(byMember.status).toBe(409);
    const refused = await t.callRaw(table.bookAndPay, { token: owner, body: { ...single, userId: memberId } });
    expect(refused.status).toBe(409);
    expect(refused.body.payload).toMatchObject({ member_busy: { user_id: memberId, court_id: other } });
    const forced = await t.call(table.bookAndPay, { token: owner, body: { ...single, userId: memberId, force: true } });
    expect(forced.status, forced.body.message).toBe(200);
    const payments = await t.handle.db
      .select()
      .from(bookingPayments)
      .where(inArray(bookingPayments.memberUserId, [memberId]));
    expect(payments.length).toBeGreaterThan(0);
  });
});

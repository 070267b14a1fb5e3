import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, bookingPayments, businesses, lessonBookings, lessons } from '@fairplay/db';
import { BOOKING_PAYMENT_MESSAGES, endpoints, SANDBOX_TEST_CARDS } from '@fairplay/contracts';
import { COACH_MESSAGES } from '@fairplay/domain';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, mondayFrom, userIdOf } from '../../test/appointments-kit.js';
import { addAvailability, availability } from '../../test/coaches-kit.js';
import { demoClub, type Club } from '../../test/lessons-kit.js';
import { cardToken, expectLedgerBalanced } from '../../test/payments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';

const table = endpoints.coaches;

describe('book-and-pay-coach: a private session and its payment together (issue 13)', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let memberId: number;
  let sofiaId: number;
  let club: Club;
  let week = 170;
  /** Each test its own Monday with Sofia's availability, so no test meets another's sessions. */
  async function freshDay(): Promise<string> {
    week += 7;
    const day = mondayFrom(week);
    await addAvailability(t, owner, availability(club, day, { coach_id: sofiaId }));
    return day;
  }
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    memberId = await userIdOf(t, 'member');
    sofiaId = await userIdOf(t, 'coach.sofia');
    const clubId = await clubIdOf(t, owner);
    club = await demoClub(t, clubId, await courtIdsOf(t, clubId));
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  const body = (day: string, extra: Record<string, unknown> = {}) => ({
    startDate: at(day, '08:00'),
    endDate: at(day, '09:00'),
    courts: [club.courts[0]!],
    coach_id: sofiaId,
    lesson_type_id: club.typeId,
    amount: 6000,
    currency: 'usd',
    ...extra,
  });
  const sessionsOf = async (day: string) =>
    (
      await t.handle.db
        .select()
        .from(appointments)
        .where(eq(appointments.startsAt, new Date(at(day, '08:00'))))
    ).filter((row) => row.lessonId !== null);

  it('books the session at the price-coach price and charges a new card', async () => {
    const day = await freshDay();
    const price = await t.call(table.price, {
      body: {
        startDate: at(day, '08:00'),
        endDate: at(day, '09:00'),
        court_id: club.courts[0]!,
        coach_id: sofiaId,
        lesson_type_id: club.typeId,
      },
      token: member,
    });
    expect(price.body.payload.main_value).toBe(6000);
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const answer = await t.call(table.bookAndPay, { body: body(day, { token }), token: member });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe(BOOKING_PAYMENT_MESSAGES.bookedAndPaid);
    expect(answer.body.payload).toMatchObject({
      coach_id: sofiaId,
      user_id: memberId,
      pay_method: 'charge',
      payment: { status: 'paid', method: 'charge', amount: 6000, member_user_id: memberId },
    });
    const [place] = await t.handle.db
      .select()
      .from(lessonBookings)
      .where(eq(lessonBookings.id, answer.body.payload.booking_id));
    expect(place).toMatchObject({ status: 'booked', payMethod: 'charge', price: 6000 });
  });

  it('leaves no session, court, coach or payment when the card is declined', async () => {
    const day = await freshDay();
    const before = (await t.handle.db.select().from(bookingPayments).where(eq(bookingPayments.memberUserId, memberId)))
      .length;
    const lessonsBefore = (await t.handle.db.select({ id: lessons.id }).from(lessons)).length;
    const token = await cardToken(t, SANDBOX_TEST_CARDS.declined);
    const answer = await t.callRaw(table.bookAndPay, { body: body(day, { token }), token: member });
    expect(answer.status).toBe(402);
    expect(await sessionsOf(day)).toEqual([]);
    expect((await t.handle.db.select({ id: lessons.id }).from(lessons)).length).toBe(lessonsBefore);
    expect(
      (await t.handle.db.select().from(bookingPayments).where(eq(bookingPayments.memberUserId, memberId))).length,
    ).toBe(before);
    // The time is free again: a good card books it.
    const good = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const again = await t.call(table.bookAndPay, { body: body(day, { token: good }), token: member });
    expect(again.status, again.body.message).toBe(200);
  });

  it('refuses another amount with 409 and books nothing', async () => {
    const day = await freshDay();
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const answer = await t.callRaw(table.bookAndPay, { body: body(day, { token, amount: 100 }), token: member });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(BOOKING_PAYMENT_MESSAGES.priceChanged('$60.00'));
    expect(await sessionsOf(day)).toEqual([]);
  });

  it('books to pay in person only where the club takes it; cash only for staff; no split yet', async () => {
    const day = await freshDay();
    const [club0] = await t.handle.db.select().from(businesses).where(eq(businesses.id, club.clubId));
    await t.handle.db.update(businesses).set({ allowToPayInPerson: false }).where(eq(businesses.id, club.clubId));
    try {
      const refused = await t.callRaw(table.bookAndPay, { body: body(day, { method: 'in_person' }), token: member });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(COACH_MESSAGES.payInPersonOff);
    } finally {
      await t.handle.db
        .update(businesses)
        .set({ allowToPayInPerson: club0!.allowToPayInPerson })
        .where(eq(businesses.id, club.clubId));
    }
    const cash = await t.callRaw(table.bookAndPay, { body: body(day, { method: 'cash' }), token: member });
    expect(cash.status).toBe(403);
    const split = await t.callRaw(table.bookAndPay, { body: body(day, { splitPayment: true }), token: member });
    expect(split.status).toBe(400);
    expect(await sessionsOf(day)).toEqual([]);
    const inPerson = await t.call(table.bookAndPay, { body: body(day, { method: 'in_person' }), token: member });
    expect(inPerson.status, inPerson.body.message).toBe(200);
    expect(inPerson.body.payload).toMatchObject({ pay_method: 'in_person', payment: null });
    const staffCash = await t.call(table.bookAndPay, {
      body: body(day, { method: 'cash', userId: memberId, startDate: at(day, '10:00'), endDate: at(day, '11:00') }),
      token: owner,
    });
    expect(staffCash.status, staffCash.body.message).toBe(200);
    expect(staffCash.body.payload.payment).toMatchObject({ status: 'paid', method: 'cash' });
  });

  it('keeps another club out: its coach and courts are refused and nothing is charged', async () => {
    const day = await freshDay();
    const b = await registerSecondClub(t, 'coachpaying');
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    // Their club takes no cards (409, before anything is booked); in person, our coach and court are not theirs.
    const byCard = await t.callRaw(table.bookAndPay, { body: body(day, { token }), token: b.token });
    expect(byCard.status).toBe(409);
    const theirs = await t.callRaw(table.bookAndPay, { body: body(day, { method: 'in_person' }), token: b.token });
    expect(theirs.status).toBe(400);
    expect(await sessionsOf(day)).toEqual([]);
  });

  it('answers bad input with 400 naming the field', async () => {
    const day = await freshDay();
    for (const [extra, field] of [
      [{ amount: -1 }, 'amount'],
      [{ amount: 'ten' }, 'amount'],
      [{ method: 'bitcoin' }, 'method'],
      [{ currency: 'dollars' }, 'currency'],
      [{ token: 'tok_x', payment_method_id: 3 }, 'payment_method_id'],
    ] as const) {
      const answer = await t.callRaw(table.bookAndPay, { body: body(day, extra), token: member });
      expect(answer.status, JSON.stringify(extra)).toBe(400);
      expect(JSON.stringify(answer.body.payload)).toContain(field);
    }
    expect(await sessionsOf(day)).toEqual([]);
  });
});

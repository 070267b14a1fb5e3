import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PAYMENT_MESSAGES, endpoints, SANDBOX_TEST_CARDS } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, freeCourtBetween, mondayFrom, userIdOf } from '../../test/appointments-kit.js';
import { addAvailability, availability } from '../../test/coaches-kit.js';
import { demoClub, type Club } from '../../test/lessons-kit.js';
import { cardToken, expectLedgerBalanced } from '../../test/payments-kit.js';

const table = endpoints.bookingPayments;

/**
 * appointment/book-and-pay with the spec's `coach_id` (spec 2 "Book-and-pay request", issue 26): a session with a
 * coach priced by the coach's rate (their availability), or staff's court time with the coach assigned.
 */
describe('book-and-pay with coach_id', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let memberId: number;
  let sofiaId: number;
  let clubId: number;
  let club: Club;
  const day = mondayFrom(240);
  beforeAll(async () => {
    t = await startTestApp();
    [owner, member] = await Promise.all([t.login('owner'), t.login('member')]);
    [memberId, sofiaId] = await Promise.all([userIdOf(t, 'member'), userIdOf(t, 'coach.sofia')]);
    clubId = await clubIdOf(t, owner);
    club = await demoClub(t, clubId, await courtIdsOf(t, clubId));
    await addAvailability(t, owner, availability(club, day, { coach_id: sofiaId }));
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  it("books the coach's session at the coach's rate with the spec's payload", async () => {
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const spec = {
      startDate: at(day, '08:00'),
      endDate: at(day, '09:00'),
      courts: [club.courts[0]!],
      business_id: clubId,
      amount: 6000,
      currency: 'usd',
      token,
      userId: memberId,
      splitPayment: false,
      save_card: false,
      method: 'charge' as const,
      sport_id: club.sportId,
      coach_id: sofiaId,
      lesson_type_id: club.typeId,
    };
    const wrong = await t.call(table.bookAndPay, { body: { ...spec, amount: 100 }, token: member });
    expect(wrong.status).toBe(409);
    expect(wrong.errors.map((e) => e.field)).toContain('amount');

    const answer = await t.call(table.bookAndPay, { body: spec, token: member });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe(BOOKING_PAYMENT_MESSAGES.bookedAndPaid);
    const { session, payment, booking } = answer.body.payload;
    expect(session).toMatchObject({ coach_id: sofiaId, user_id: memberId, price: { main_value: 6000 } });
    expect(payment).toMatchObject({ status: 'paid', method: 'charge', amount: 6000 });
    expect(booking.created.map((event) => event.id)).toEqual([session!.appointment_id]);
    expect(booking.created[0]!.resourceId).toBe(club.courts[0]);
  });

  it('a member names the service type to book a coach; a private session takes one court and no note', async () => {
    const base = {
      startDate: at(day, '10:00'),
      endDate: at(day, '11:00'),
      courts: [club.courts[0]!],
      amount: 6000,
      method: 'in_person' as const,
      coach_id: sofiaId,
    };
    const noType = await t.call(table.bookAndPay, { body: base, token: member });
    expect(noType.status).toBe(400);
    expect(noType.errors).toEqual([
      { field: 'lesson_type_id', message: BOOKING_PAYMENT_MESSAGES.coachNeedsServiceType },
    ]);
    const noted = await t.call(table.bookAndPay, {
      body: { ...base, lesson_type_id: club.typeId, note: 'Backhand' },
      token: member,
    });
    expect(noted.errors).toEqual([{ field: 'note', message: BOOKING_PAYMENT_MESSAGES.coachSessionNote }]);
    const twoCourts = await t.call(table.bookAndPay, {
      body: { ...base, lesson_type_id: club.typeId, courts: [club.courts[0]!, club.courts[1]!] },
      token: member,
    });
    expect(twoCourts.status).toBe(400);
    expect(twoCourts.errors.map((e) => e.field)).toEqual(['courts']);
  });

  it("staff book court time with the coach assigned at the court's price when no service type is named", async () => {
    const court = club.courts[2]!;
    const [from, to] = [at(day, '15:00'), at(day, '16:00')];
    await freeCourtBetween(t, owner, court, from, to);
    const price = await t.call(endpoints.appointments.price, {
      body: { court_id: court, start_time: from, end_time: to },
      token: owner,
    });
    const answer = await t.call(table.bookAndPay, {
      body: {
        startDate: from,
        endDate: to,
        courts: [court],
        amount: price.body.payload.main_value,
        method: 'in_person',
        userId: memberId,
        coach_id: sofiaId,
      },
      token: owner,
    });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.payload.session).toBeNull();
    expect(answer.body.payload.booking.created[0]!.record.assigned.map((a) => a.id)).toEqual([sofiaId]);
  });
});

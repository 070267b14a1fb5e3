import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, endpoints } from '@fairplay/contracts';
import { addDaysToDate } from '@fairplay/domain';
import { businesses } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate, userIdOf } from '../../test/appointments-kit.js';
import { insertRule } from '../../test/policy-kit.js';
import { expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';

const HOUR_PRICE = 3000;

/**
 * Issue 26: `payment/charges/createforcashinput` with the spec's cash payload for a booking (`appointment_id`,
 * `balance`, `charge_for`) pays that booking: its payment is recorded and what it owes goes down.
 */
describe('cash input for a booking', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let court: number;
  let memberId: number;
  let day = localDate(112);
  const nextDay = () => (day = addDaysToDate(day, 1));
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    const clubId = await clubIdOf(t, owner);
    court = (await courtIdsOf(t, clubId))[0]!;
    memberId = await userIdOf(t, 'member');
    await t.handle.db
      .update(businesses)
      .set({ requirePartnerName: false, bookingToStart: 60, advanceTime: 365, allowToPayInPerson: true })
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

  /** A booking of the member's, saved to be paid at the desk. */
  const unpaidBooking = async () => {
    const date = nextDay();
    const booked = await t.call(endpoints.bookingPayments.bookAndPay, {
      body: {
        startDate: at(date, '10:00'),
        endDate: at(date, '11:00'),
        courts: [court],
        amount: HOUR_PRICE,
        currency: 'usd',
        method: 'in_person',
      },
      token: member,
    });
    expect(booked.status, booked.body.message).toBe(200);
    return booked.body.payload.booking.created[0]!.id;
  };
  const owedOf = async (id: number) =>
    (await t.call(endpoints.bookingPayments.appointmentPayments, { params: { id }, token: owner })).body.payload;

  it("takes the spec's cash payload for a booking: part, then the rest, and the booking is paid", async () => {
    const id = await unpaidBooking();
    expect((await owedOf(id)).owed).toBe(HOUR_PRICE);
    const part = await t.call(endpoints.payments.cash, {
      body: {
        appointment_id: id,
        amount: 1000,
        type: 'cash',
        description: 'Court at the desk',
        balance: true,
        fullName: 'Member',
        user_id: memberId,
        charge_for: 'court',
        method: 'cash',
      },
      headers: freshKey(),
      token: owner,
    });
    expect(part.status, part.body.message).toBe(200);
    expect(part.body.payload).toMatchObject({ type: 'cash', total: 1000, status: 'succeeded' });
    expect(await owedOf(id)).toMatchObject({ paid: 1000, owed: HOUR_PRICE - 1000 });

    const rest = await t.call(endpoints.payments.cash, {
      body: { appointment_id: id, amount: HOUR_PRICE - 1000, type: 'check-input', balance: true, charge_for: 'court' },
      headers: freshKey(),
      token: owner,
    });
    expect(rest.status, rest.body.message).toBe(200);
    const after = await owedOf(id);
    expect(after).toMatchObject({ paid: HOUR_PRICE, owed: 0 });
    const desk = after.payments.filter((payment) => payment.method === 'cash');
    expect(desk.map((payment) => [payment.amount, payment.status])).toEqual(
      expect.arrayContaining([
        [1000, 'paid'],
        [HOUR_PRICE - 1000, 'paid'],
      ]),
    );

    // Nothing is left to pay: more is refused and nothing is recorded.
    const more = await t.callRaw(endpoints.payments.cash, {
      body: { appointment_id: id, amount: 100, type: 'cash', balance: true },
      headers: freshKey(),
      token: owner,
    });
    expect(more.status).toBe(409);
    expect((await owedOf(id)).payments).toHaveLength(after.payments.length);
  });

  it('answers a repeated key once, and refuses what a booking payment cannot be', async () => {
    const id = await unpaidBooking();
    const key = freshKey();
    const body = { appointment_id: id, amount: 500, type: 'cash' as const, balance: true };
    const first = await t.call(endpoints.payments.cash, { body, headers: key, token: owner });
    const again = await t.call(endpoints.payments.cash, { body, headers: key, token: owner });
    expect(again.body.payload.id).toBe(first.body.payload.id);
    expect((await owedOf(id)).paid).toBe(500);

    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: 500, type: 'cash', balance: true }, 'appointment_id', PAYMENT_MESSAGES.balanceNeedsBooking],
      [
        { appointment_id: id, amount: 500, type: 'cash', charge_for: 'lesson' },
        'charge_for',
        PAYMENT_MESSAGES.lessonPaidWhenBooked,
      ],
      [
        { appointment_id: id, amount: 500, type: 'cash', selected_taxes: [1] },
        'selected_taxes',
        PAYMENT_MESSAGES.bookingTakesNoTaxes,
      ],
      [
        { appointment_id: id, amount: 500, type: 'cash', charge_for: 'gym' },
        'charge_for',
        "Must be 'court' or 'lesson'.",
      ],
    ];
    for (const [bad, field, message] of cases) {
      const refused = await t.callRaw(endpoints.payments.cash, { body: bad, headers: freshKey(), token: owner });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.errors).toContainEqual({ field, message });
    }
    const unknown = await t.callRaw(endpoints.payments.cash, {
      body: { appointment_id: 999_999_999, amount: 500, type: 'cash' },
      headers: freshKey(),
      token: owner,
    });
    expect(unknown.status).toBe(404);
    const byMember = await t.callRaw(endpoints.payments.cash, {
      body: { appointment_id: id, amount: 500, type: 'cash' },
      headers: freshKey(),
      token: member,
    });
    expect(byMember.status).toBe(403);
    expect((await owedOf(id)).paid).toBe(500);
  });
});

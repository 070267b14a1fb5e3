import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYMENT_MESSAGES,
  POINT_MESSAGES,
  SANDBOX_TEST_CARDS,
  endpoints,
  type ChargeDetail,
} from '@fairplay/contracts';
import { addDaysToDate } from '@fairplay/domain';
import { businesses, pointGiftRefunds, refunds, sandboxRefunds } from '@fairplay/db';
import { simultaneous, startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, freeCourtBetween, localDate, userIdOf } from '../../test/appointments-kit.js';
import { insertRule } from '../../test/policy-kit.js';
import { groupIdsByName } from '../../test/points-kit.js';
import { cardToken, expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';

const table = endpoints.payments;
const key = (value: string) => ({ 'idempotency-key': value });

/**
 * Refunds are idempotent like charges (issue 25): refund, refunditem, refundforappointment and refund_gift take an
 * Idempotency-Key; one key makes one refund however often, and however many at once, it is sent; the same key with
 * another request is refused with 409; a missing key is a 400 naming the header.
 */
describe('refund idempotency', () => {
  let t: TestApp;
  let owner: string;
  let clubId: number;
  let sam: number;
  let run = 0;
  /** A key no other test (or earlier run on the same database) used. */
  const uniqueKey = (name: string) => `refund-${name}-${process.pid}-${Date.now()}-${++run}`;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    clubId = await clubIdOf(t, owner);
    sam = await userIdOf(t, 'sam.garcia');
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  const cardCharge = async (amount: number): Promise<ChargeDetail> => {
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const answer = await t.call(table.charge, {
      headers: freshKey(),
      body: { amount, token, description: 'Racquet restring', member_id: sam },
      token: owner,
    });
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.payload;
  };
  const refundsOf = (chargeId: number) =>
    t.handle.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.businessId, clubId), eq(refunds.chargeId, chargeId)));

  it('makes one refund of a card charge for a key sent again, and pays it out once at the processor', async () => {
    const charge = await cardCharge(4000);
    const same = key(uniqueKey('serial'));
    const first = await t.call(table.refund, {
      headers: same,
      body: { payment_id: charge.id, amount: 1000 },
      token: owner,
    });
    expect(first.status, first.body.message).toBe(200);
    const again = await t.call(table.refund, {
      headers: same,
      body: { payment_id: charge.id, amount: 1000 },
      token: owner,
    });
    expect(again.status, again.body.message).toBe(200);
    expect(again.body.payload.amount_refunded).toBe(1000);
    expect(again.body.payload.refunds).toHaveLength(1);
    expect(await refundsOf(charge.id)).toHaveLength(1);
    const atProcessor = await t.handle.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.reference, `refund-${(await refundsOf(charge.id))[0]!.id}`));
    expect(atProcessor).toHaveLength(1);
  });

  it('makes one refund when the same key arrives many times at once', async () => {
    const charge = await cardCharge(5000);
    const same = key(uniqueKey('race'));
    const answers = await Promise.all(
      Array.from({ length: simultaneous(8) }, () =>
        t.callRaw(table.refund, { headers: same, body: { payment_id: charge.id, amount: 1000 }, token: owner }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const made = await refundsOf(charge.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: 1000, status: 'succeeded' });
    const detail = await t.call(table.get, { params: { id: charge.id }, token: owner });
    expect(detail.body.payload.amount_refunded).toBe(1000);
  });

  it('refuses the same key with another request (409), and a refund without a key (400)', async () => {
    const charge = await cardCharge(3000);
    const same = key(uniqueKey('reuse'));
    await t.call(table.refund, { headers: same, body: { payment_id: charge.id, amount: 500 }, token: owner });
    const other = await t.callRaw(table.refund, {
      headers: same,
      body: { payment_id: charge.id, amount: 700 },
      token: owner,
    });
    expect(other.status).toBe(409);
    expect(other.body.message).toContain(PAYMENT_MESSAGES.idempotencyKeyReused);
    const missing = await t.callRaw(table.refund, { body: { payment_id: charge.id, amount: 100 }, token: owner });
    expect(missing.status).toBe(400);
    expect(missing.errors).toEqual([{ field: 'Idempotency-Key', message: PAYMENT_MESSAGES.idempotencyKeyRequired }]);
    expect((await refundsOf(charge.id)).map((row) => row.amount)).toEqual([500]);
  });

  it('keys an order line refund the same way', async () => {
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const sold = await t.call(table.charge, {
      headers: freshKey(),
      body: {
        amount: 1800,
        token,
        name: 'Shop Customer',
        goods: [{ description: 'Tennis balls', price: 600, count: 3 }],
      },
      token: owner,
    });
    expect(sold.status, sold.body.message).toBe(200);
    const line = sold.body.payload.order_details[0]!;
    const same = key(uniqueKey('item'));
    const body = { payment_id: sold.body.payload.id, order_details_id: line.id, amount: 600, count: 1 };
    await t.call(table.refundItem, { headers: same, body, token: owner });
    const again = await t.call(table.refundItem, { headers: same, body, token: owner });
    expect(again.body.payload.order_details[0]).toMatchObject({ amount_refunded: 600, returned_count: 1 });
    expect(await refundsOf(sold.body.payload.id)).toHaveLength(1);
  });

  it('answers a retried booking refund with the first refund, not a refusal, and refunds it once', async () => {
    const court = (await courtIdsOf(t, clubId))[0]!;
    const member = await t.login('member');
    const date = localDate(140);
    await t.handle.db
      .update(businesses)
      .set({ bookingToStart: 60, advanceTime: 365, allowBookingUntil: 0, requirePartnerName: false })
      .where(eq(businesses.id, clubId));
    await freeCourtBetween(t, owner, court, at(date, '08:00'), at(date, '09:00'));
    await insertRule(t, clubId, {
      note: 'Refund idempotency hour',
      courts: [court],
      startDate: date,
      endDate: addDaysToDate(date, 1),
      who: [{ kind: 'allmembers' }],
      rows: [{ start: '07:00', end: '22:00', price: 2500 }],
    });
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const booked = await t.call(endpoints.bookingPayments.bookAndPay, {
      body: {
        startDate: at(date, '08:00'),
        endDate: at(date, '09:00'),
        courts: [court],
        amount: 2500,
        currency: 'usd',
        token,
      },
      token: member,
    });
    expect(booked.status, booked.body.message).toBe(200);
    const body = {
      appointment_id: booked.body.payload.booking.created[0]!.id,
      payment_id: booked.body.payload.payment!.id,
    };
    const same = key(uniqueKey('booking'));
    const first = await t.call(endpoints.bookingPayments.refundForAppointment, { headers: same, body, token: owner });
    expect(first.body.payload.status).toBe('refunded');
    const again = await t.call(endpoints.bookingPayments.refundForAppointment, { headers: same, body, token: owner });
    expect(again.status, again.body.message).toBe(200);
    expect(again.body.payload).toMatchObject({ status: 'refunded' });
    expect(await refundsOf(first.body.payload.charge!.id)).toHaveLength(1);
  });

  it('takes gifted points back once for one key', async () => {
    const tennis = (await groupIdsByName(t, clubId)).get('Tennis')!;
    const group = (
      await t.call(endpoints.points.buy, {
        headers: freshKey(),
        body: { user_id: sam, facility_group_id: tennis, points: 10, gift: true, note: 'Refund idempotency gift' },
        token: owner,
      })
    ).body.payload.user_payment;
    const same = key(uniqueKey('gift'));
    const body = { user_point_id: group.id, amount: 4 };
    const first = await t.call(endpoints.points.refundGift, { headers: same, body, token: owner });
    expect(first.status, first.body.message).toBe(200);
    const again = await t.call(endpoints.points.refundGift, { headers: same, body, token: owner });
    expect(again.body.payload.remaining).toBe(6);
    const other = await t.callRaw(endpoints.points.refundGift, {
      headers: same,
      body: { user_point_id: group.id, amount: 5 },
      token: owner,
    });
    expect(other.status).toBe(409);
    expect(other.body.message).toContain(POINT_MESSAGES.idempotencyKeyReused);
    const rows = await t.handle.db
      .select()
      .from(pointGiftRefunds)
      .where(and(eq(pointGiftRefunds.businessId, clubId), eq(pointGiftRefunds.lotId, group.id)));
    expect(rows.map((row) => row.points)).toEqual([4]);
  });
});

import { and, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, SANDBOX_TEST_CARDS, endpoints, type BookAndPayBody } from '@fairplay/contracts';
import { appointments, businesses, charges } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate, userIdOf } from '../../test/appointments-kit.js';
import { insertRule } from '../../test/policy-kit.js';
import { bankToken, cardToken, expectLedgerBalanced } from '../../test/payments-kit.js';

const table = endpoints.bookingPayments;
/** A cheap hour: among three players each share (40 cents) is under the $0.50 a card processor takes. */
const HOUR_PRICE = 120;

/**
 * Issue 25 point 9: Fairplay never asks the processor for what it refuses. A split share under the currency's
 * minimum card charge is the booker's to pay, and a US bank account is never held for a later capture.
 */
describe('book and pay within what card processors take', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let clubId: number;
  let court: number;
  let memberId: number;
  let samId: number;
  let rajId: number;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    clubId = await clubIdOf(t, owner);
    [court] = (await courtIdsOf(t, clubId)) as [number];
    memberId = await userIdOf(t, 'member');
    samId = await userIdOf(t, 'sam.garcia');
    rajId = await userIdOf(t, 'raj.patel');
    await t.handle.db
      .update(businesses)
      .set({
        requirePartnerName: false,
        requireGuestName: false,
        requireGuestAndPartnerName: false,
        bookingToStart: 60,
        advanceTime: 365,
        allowBookingUntil: 0,
        enableMaxTimeForBookings: false,
        cancelAllowed: true,
        cancelAllowedHour: 24,
        splitPayment: true,
      })
      .where(eq(businesses.id, clubId));
    await insertRule(t, clubId, {
      note: 'Cheap hour',
      courts: [court],
      startDate: localDate(200),
      endDate: localDate(210),
      who: [{ kind: 'allmembers' }],
      rows: [{ start: '07:00', end: '22:00', price: HOUR_PRICE }],
    });
  }, 120_000);
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

  it('gives split shares under $0.50 to the booker, who pays the whole price; the others owe nothing', async () => {
    const answer = await t.call(table.bookAndPay, {
      body: slot(localDate(201), {
        token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds),
        partners: [samId, rajId],
        splitPayment: true,
      }),
      token: member,
    });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.payload.payment).toMatchObject({ status: 'paid', amount: HOUR_PRICE, member_user_id: memberId });
    expect(answer.body.payload.shares).toEqual([
      expect.objectContaining({ user_id: memberId, booker: true, amount: HOUR_PRICE, status: 'paid' }),
    ]);
    const [charged] = await t.handle.db
      .select()
      .from(charges)
      .where(eq(charges.id, answer.body.payload.payment!.charge!.id));
    expect(charged).toMatchObject({ status: 'succeeded', total: HOUR_PRICE });
  });

  it('refuses to hold a US bank account for a later capture, before anything is booked', async () => {
    const saved = await t.call(endpoints.payments.createForMember, {
      body: { member_id: memberId, token: await bankToken(t) },
      token: owner,
    });
    expect(saved.status, saved.body.message).toBe(200);
    const bank = saved.body.payload.methods.find((method) => method.object === 'bank_account')!;
    const verified = await t.call(endpoints.payments.verifyBank, {
      body: { member_id: memberId, bank_source_id: bank.id, amount1: 32, amount2: 45 },
      token: owner,
    });
    expect(verified.status, verified.body.message).toBe(200);
    const date = localDate(202);
    const held = await t.callRaw(table.bookAndPay, {
      body: slot(date, { method: 'authorize', payment_method_id: bank.id }),
      token: member,
    });
    expect(held.status).toBe(400);
    expect(held.errors[0]).toEqual({ field: 'payment_method_id', message: PAYMENT_MESSAGES.achHoldRefused });
    const booked = await t.handle.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.courtId, court),
          gte(appointments.startsAt, new Date(at(date, '00:00'))),
          lt(appointments.startsAt, new Date(at(localDate(203), '00:00'))),
        ),
      );
    expect(booked).toHaveLength(0);
  });
});

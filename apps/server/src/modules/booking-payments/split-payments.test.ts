import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS, SPLIT_PAYMENT_MESSAGES, endpoints, type BookAndPayBody } from '@fairplay/contracts';
import { addDaysToDate } from '@fairplay/domain';
import { bookingPayments, bookingSplitShares, businesses, charges } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate, userIdOf } from '../../test/appointments-kit.js';
import { insertRule } from '../../test/policy-kit.js';
import { cardToken, expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';

const table = endpoints.bookingPayments;
const split = endpoints.splitPayments;
const errorsOf = (answer: { body: { payload: unknown } }) =>
  (answer.body.payload as { errors: { field: string; message: string }[] }).errors;
const HOUR_PRICE = 3000;
const GUEST_FEE = 500;

describe('split payment: each player pays their share, guest fees on the booker', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let sam: string;
  let raj: string;
  let clubId: number;
  let court: number;
  let otherCourt: number;
  let memberId: number;
  let samId: number;
  let rajId: number;
  let day = localDate(130);
  const nextDay = () => (day = addDaysToDate(day, 1));

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    sam = await t.login('sam.garcia');
    raj = await t.login('raj.patel');
    clubId = await clubIdOf(t, owner);
    [court, otherCourt] = (await courtIdsOf(t, clubId)) as [number, number];
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
        allowToPayInPerson: true,
        cancelAllowed: true,
        cancelAllowedHour: 24,
        automaticallyRefundPayment: true,
        guestFee: GUEST_FEE,
        splitPayment: true,
      })
      .where(eq(businesses.id, clubId));
    await insertRule(t, clubId, {
      note: 'Split courts by the hour',
      courts: [court, otherCourt],
      startDate: localDate(120),
      endDate: localDate(180),
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
  /** A split booking of `member` with Sam and Raj (and `guests`), the booker's share paid by a new card. */
  const bookSplit = async (date: string, guests: string[] = [], partners = [samId, rajId]) => {
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const answer = await t.call(table.bookAndPay, {
      body: slot(date, {
        token,
        partners,
        guests,
        splitPayment: true,
        amount: HOUR_PRICE + guests.length * GUEST_FEE,
      }),
      token: member,
    });
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.payload;
  };
  const shareOf = (shares: { user_id: number; id: number; amount: number }[], userId: number) =>
    shares.find((share) => share.user_id === userId)!;
  const payments = (appointmentId: number, token = owner) =>
    t.call(table.appointmentPayments, { params: { id: appointmentId }, token });

  it('charges the booker their share with a line per guest and leaves the others owing theirs', async () => {
    const booked = await bookSplit(nextDay(), ['Gina Guest']);
    const appointmentId = booked.booking.created[0]!.id;
    expect(booked.payment).toMatchObject({ status: 'paid', amount: 1000 + GUEST_FEE, member_user_id: memberId });
    expect(booked.shares).toEqual([
      expect.objectContaining({ user_id: memberId, booker: true, amount: 1500, guest_fees: 500, status: 'paid' }),
      expect.objectContaining({ user_id: samId, booker: false, amount: 1000, guest_fees: 0, status: 'owed' }),
      expect.objectContaining({ user_id: rajId, booker: false, amount: 1000, guest_fees: 0, status: 'owed' }),
    ]);
    expect(booked.shares[0]!.charge_id).toBe(booked.payment!.charge!.id);
    expect(booked.payment!.charge!.order_details.map((line) => [line.description, line.price, line.count])).toEqual([
      [SPLIT_PAYMENT_MESSAGES.bookerShareLine(3), 1000, 1],
      [SPLIT_PAYMENT_MESSAGES.guestFeeLine('Gina Guest'), GUEST_FEE, 1],
    ]);
    const details = await payments(appointmentId);
    expect(details.body.payload).toMatchObject({ price: 3500, paid: 1500, owed: 2000 });
    expect(details.body.payload.shares.map((share) => share.status)).toEqual(['paid', 'owed', 'owed']);
    // A player of the booking sees who has paid; the sheet's dot stays unpaid until every share is.
    expect((await payments(appointmentId, sam)).body.payload.shares).toHaveLength(3);
    const event = await t.call(endpoints.appointments.get, { params: { id: appointmentId }, token: owner });
    expect(event.body.payload.record.make_it_paid).toBe(false);
  });

  it('keeps the shares adding up to the price and one share per player in the database', async () => {
    const booked = await bookSplit(nextDay());
    const sams = shareOf(booked.shares, samId);
    await expect(
      t.handle.db.execute(sql`UPDATE booking_split_shares SET amount = amount + 1 WHERE id = ${sams.id}`),
    ).rejects.toThrow();
    await expect(
      t.handle.db.execute(
        sql`INSERT INTO booking_split_shares (business_id, split_id, user_id, booker, amount)
            SELECT business_id, split_id, user_id, false, 0 FROM booking_split_shares WHERE id = ${sams.id}`,
      ),
    ).rejects.toThrow();
    const [row] = await t.handle.db.select().from(bookingSplitShares).where(eq(bookingSplitShares.id, sams.id));
    expect(row!.amount).toBe(1000);
  });

  it('lets a player pay their own share by card once per key, and staff collect one in cash', async () => {
    const booked = await bookSplit(nextDay());
    const appointmentId = booked.booking.created[0]!.id;
    const sams = shareOf(booked.shares, samId);
    const rajs = shareOf(booked.shares, rajId);
    const mine = await t.call(split.myShares, { token: sam });
    expect(mine.body.payload.rows.find((row) => row.id === sams.id)).toMatchObject({
      status: 'owed',
      amount: 1000,
      appointment_id: appointmentId,
      start: new Date(slot(day).startDate).toISOString(),
    });
    const wrongAmount = await t.callRaw(split.payShare, {
      params: { id: sams.id },
      body: { amount: 999, token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) },
      headers: freshKey(),
      token: sam,
    });
    expect(wrongAmount.status).toBe(409);
    expect(wrongAmount.body.message).toContain('$10.00');
    const notHers = await t.callRaw(split.payShare, {
      params: { id: sams.id },
      body: { amount: 1000 },
      headers: freshKey(),
      token: raj,
    });
    expect(notHers.status).toBe(403);
    const key = freshKey();
    const body = { amount: 1000, token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) };
    const paid = await t.call(split.payShare, { params: { id: sams.id }, body, headers: key, token: sam });
    expect(paid.status, paid.body.message).toBe(200);
    expect(paid.body.message).toBe(SPLIT_PAYMENT_MESSAGES.paid);
    expect(paid.body.payload).toMatchObject({ status: 'paid', amount: 1000, user_id: samId });
    const retried = await t.call(split.payShare, { params: { id: sams.id }, body, headers: key, token: sam });
    expect(retried.body.payload.payment_id).toBe(paid.body.payload.payment_id);
    const samCharges = await t.handle.db
      .select()
      .from(bookingPayments)
      .where(and(eq(bookingPayments.memberUserId, samId), eq(bookingPayments.status, 'paid')));
    expect(samCharges.filter((row) => row.id === paid.body.payload.payment_id)).toHaveLength(1);
    const twice = await t.callRaw(split.payShare, {
      params: { id: sams.id },
      body: { amount: 1000, token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) },
      headers: freshKey(),
      token: sam,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(SPLIT_PAYMENT_MESSAGES.notOwed);
    const cashByMember = await t.callRaw(split.payShare, {
      params: { id: rajs.id },
      body: { amount: 1000, method: 'cash' },
      headers: freshKey(),
      token: raj,
    });
    expect(cashByMember.status).toBe(403);
    const collected = await t.call(split.payShare, {
      params: { id: rajs.id },
      body: { amount: 1000, method: 'cash' },
      headers: freshKey(),
      token: owner,
    });
    expect(collected.status, collected.body.message).toBe(200);
    expect(collected.body.message).toBe(SPLIT_PAYMENT_MESSAGES.collected);
    expect(collected.body.payload).toMatchObject({ status: 'paid', user_id: rajId });
    const [cash] = await t.handle.db.select().from(charges).where(eq(charges.id, collected.body.payload.charge_id!));
    expect(cash).toMatchObject({ type: 'cash', total: 1000, memberUserId: rajId });
    const details = await payments(appointmentId);
    expect(details.body.payload).toMatchObject({ price: HOUR_PRICE, paid: HOUR_PRICE, owed: 0 });
    expect(details.body.payload.shares.map((share) => share.status)).toEqual(['paid', 'paid', 'paid']);
    const event = await t.call(endpoints.appointments.get, { params: { id: appointmentId }, token: owner });
    expect(event.body.payload.record.make_it_paid).toBe(true);
  });

  it('leaves a share owed when its card is declined', async () => {
    const booked = await bookSplit(nextDay(), [], [samId]);
    const sams = shareOf(booked.shares, samId);
    expect(booked.shares.map((share) => share.amount)).toEqual([1500, 1500]);
    const declined = await t.callRaw(split.payShare, {
      params: { id: sams.id },
      body: { amount: 1500, token: await cardToken(t, SANDBOX_TEST_CARDS.declined) },
      headers: freshKey(),
      token: sam,
    });
    expect(declined.status).toBe(402);
    const after = await payments(booked.booking.created[0]!.id);
    expect(shareOf(after.body.payload.shares, samId)).toMatchObject({ status: 'owed', payment_id: null });
    const paid = await t.call(split.payShare, {
      params: { id: sams.id },
      body: { amount: 1500, token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) },
      headers: freshKey(),
      token: sam,
    });
    expect(paid.body.payload.status).toBe('paid');
  });

  it('refunds each paid share when the booking is cancelled inside the window', async () => {
    const booked = await bookSplit(nextDay());
    const appointmentId = booked.booking.created[0]!.id;
    const sams = shareOf(booked.shares, samId);
    const paid = await t.call(split.payShare, {
      params: { id: sams.id },
      body: { amount: 1000, token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) },
      headers: freshKey(),
      token: sam,
    });
    const cancelled = await t.call(endpoints.appointments.cancel, {
      params: { id: appointmentId },
      body: {},
      token: member,
    });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    for (const paymentId of [booked.payment!.id, paid.body.payload.payment_id!]) {
      const [row] = await t.handle.db.select().from(bookingPayments).where(eq(bookingPayments.id, paymentId));
      expect(row!.status).toBe('refunded');
      const [charge] = await t.handle.db.select().from(charges).where(eq(charges.id, row!.chargeId!));
      expect(charge!.amountRefunded).toBe(1000);
    }
    // The split went with the booking: nothing is owed or listed any more.
    expect(
      (await t.call(split.myShares, { token: raj })).body.payload.rows.filter(
        (row) => row.appointment_id === appointmentId,
      ),
    ).toEqual([]);
  });

  it('refuses charging a split booking as a whole', async () => {
    const booked = await bookSplit(nextDay());
    const refused = await t.callRaw(table.chargeForAppointment, {
      body: { appointment_id: booked.booking.created[0]!.id, amount: 1000, method: 'cash' },
      headers: freshKey(),
      token: owner,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SPLIT_PAYMENT_MESSAGES.splitBooking);
  });

  it('refuses a split the club does not allow, alone, on two courts or paid in person', async () => {
    const date = nextDay();
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const cases: [Partial<BookAndPayBody>, string, string][] = [
      [{ partners: [] }, 'partners', SPLIT_PAYMENT_MESSAGES.needsPlayers],
      [{ partners: [memberId] }, 'partners', SPLIT_PAYMENT_MESSAGES.needsPlayers],
      [
        { courts: [court, otherCourt], amount: 2 * HOUR_PRICE, partners: [samId] },
        'courts',
        SPLIT_PAYMENT_MESSAGES.oneCourt,
      ],
      [{ method: 'in_person', partners: [samId] }, 'method', SPLIT_PAYMENT_MESSAGES.payNow],
    ];
    for (const [extra, field, message] of cases) {
      const answer = await t.callRaw(table.bookAndPay, {
        body: slot(date, { token, splitPayment: true, ...extra }),
        token: member,
      });
      expect(answer.status, field).toBe(400);
      expect(errorsOf(answer)[0]).toMatchObject({ field, message });
    }
    await t.handle.db.update(businesses).set({ splitPayment: false }).where(eq(businesses.id, clubId));
    const off = await t.callRaw(table.bookAndPay, {
      body: slot(date, { token, splitPayment: true, partners: [samId] }),
      token: member,
    });
    await t.handle.db.update(businesses).set({ splitPayment: true }).where(eq(businesses.id, clubId));
    expect(off.status).toBe(400);
    expect(errorsOf(off)[0]).toMatchObject({ field: 'splitPayment', message: SPLIT_PAYMENT_MESSAGES.notAllowed });
    const options = await t.call(table.checkoutOptions, { token: member });
    expect(options.body.payload.split_payment).toBe(true);
  });

  it('answers bad share payments with 400 naming the field, 401 without a token, 404 for unknown shares', async () => {
    const booked = await bookSplit(nextDay());
    const id = shareOf(booked.shares, samId).id;
    const cases: [unknown, string][] = [
      [{ amount: -1 }, 'amount'],
      [{ amount: 1000, method: 'points' }, 'method'],
      [{ amount: 1000, token: 'tok_x', payment_method_id: 1 }, 'payment_method_id'],
      [{ amount: 1000, extra: true }, ''],
    ];
    for (const [body, field] of cases) {
      const answer = await t.callRaw(split.payShare, { params: { id }, body, headers: freshKey(), token: sam });
      expect(answer.status, field).toBe(400);
      if (field) expect(errorsOf(answer).map((error) => error.field)).toContain(field);
    }
    const noKey = await t.callRaw(split.payShare, { params: { id }, body: { amount: 1000 }, token: sam });
    expect(noKey.status).toBe(400);
    const badId = await t.callRaw(split.payShare, {
      params: { id: 'x' as unknown as number },
      body: { amount: 1000 },
      headers: freshKey(),
      token: sam,
    });
    expect(badId.status).toBe(400);
    expect((await t.callRaw(split.myShares, {})).status).toBe(401);
    expect(
      (await t.callRaw(split.payShare, { params: { id }, body: { amount: 1000 }, headers: freshKey() })).status,
    ).toBe(401);
    const unknown = await t.callRaw(split.payShare, {
      params: { id: id + 100000 },
      body: { amount: 1000 },
      headers: freshKey(),
      token: sam,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(SPLIT_PAYMENT_MESSAGES.shareNotFound);
  });

  it('keeps another club out of the shares: 404, never listed, nothing charged', async () => {
    const booked = await bookSplit(nextDay());
    const id = shareOf(booked.shares, samId).id;
    const other = await registerSecondClub(t, 's');
    const foreign = await t.callRaw(split.payShare, {
      params: { id },
      body: { amount: 1000, method: 'cash' },
      headers: freshKey(),
      token: other.token,
    });
    expect(foreign.status).toBe(404);
    expect((await t.call(split.myShares, { token: other.token })).body.payload.rows).toEqual([]);
    const details = await payments(booked.booking.created[0]!.id);
    expect(shareOf(details.body.payload.shares, samId)).toMatchObject({ status: 'owed' });
    expect(await t.handle.db.select().from(charges).where(eq(charges.businessId, other.businessId))).toEqual([]);
  });
});

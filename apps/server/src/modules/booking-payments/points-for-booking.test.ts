import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { addDaysToDate } from '@fairplay/domain';
import { availabilityRuleCourts, businessMembers, businesses, courts, families, pointEntities } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, localDate, userIdOf } from '../../test/appointments-kit.js';
import { insertRule } from '../../test/policy-kit.js';
import { expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';
import { expectPointsLedgerAgrees } from '../../test/points-kit.js';

const PRICE = 3000;
const POINTS = 12;

/**
 * Issue 24 point 3: the spec's points charge payload (`payment/charges/createforpoint` with `appointment_id`)
 * pays that booking: its points price is spent and the booking is recorded paid, so Owed goes to 0; after a refund
 * Owed is back above 0 and the desk takes payment again.
 */
describe('points for a booking (createforpoint with appointment_id)', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let memberId: number;
  let payerId: number;
  let clubId: number;
  let court: number;
  let group: number;
  let day = localDate(120);
  const nextDay = () => (day = addDaysToDate(day, 1));

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    memberId = await userIdOf(t, 'member');
    clubId = await clubIdOf(t, owner);
    // A court of a facility group whose points the club sells, priced by this test's rule alone.
    const sold = new Set(
      (await t.handle.db.select().from(pointEntities).where(eq(pointEntities.businessId, clubId))).map(
        (entity) => entity.facilityGroupId,
      ),
    );
    const row = (await t.handle.db.select().from(courts).where(eq(courts.businessId, clubId))).find((c) =>
      sold.has(c.facilityGroupId),
    )!;
    [court, group] = [row.id, row.facilityGroupId];
    await t.handle.db.delete(availabilityRuleCourts).where(eq(availabilityRuleCourts.courtId, court));
    await t.handle.db
      .update(businesses)
      .set({ requirePartnerName: false, bookingToStart: 60, advanceTime: 365, allowToPayInPerson: true })
      .where(eq(businesses.id, clubId));
    await insertRule(t, clubId, {
      note: 'Money or points',
      courts: [court],
      startDate: localDate(110),
      endDate: localDate(170),
      who: [{ kind: 'allmembers' }],
      payType: -1,
      rows: [{ start: '07:00', end: '22:00', price: PRICE, pointPrice: POINTS }],
    });
    // Points are the family payer's, as money is charged to them.
    const [membership] = await t.handle.db
      .select({ familyId: businessMembers.familyId })
      .from(businessMembers)
      .where(and(eq(businessMembers.userId, memberId), eq(businessMembers.businessId, clubId)));
    const [family] = membership?.familyId
      ? await t.handle.db.select().from(families).where(eq(families.id, membership.familyId))
      : [];
    payerId = family?.payerUserId ?? memberId;
    const gift = await t.call(endpoints.points.buy, {
      body: { user_id: payerId, facility_group_id: group, points: 5 * POINTS, gift: true },
      headers: freshKey(),
      token: owner,
    });
    expect(gift.status, gift.body.message).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await expectPointsLedgerAgrees(t, clubId);
    await t.close();
  });

  /** The member's booking, saved to be paid at the desk (owing its whole price). */
  const unpaidBooking = async () => {
    const date = nextDay();
    const booked = await t.call(endpoints.bookingPayments.bookAndPay, {
      body: {
        startDate: at(date, '10:00'),
        endDate: at(date, '11:00'),
        courts: [court],
        amount: PRICE,
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
  const points = async () =>
    (await t.call(endpoints.points.memberPoints, { params: { id: payerId }, token: owner })).body.payload.balances.find(
      (row) => row.facility_group_id === group,
    )?.points ?? 0;

  it("takes the spec's points payload for a booking: the booking is paid and owes nothing, once per key", async () => {
    const id = await unpaidBooking();
    expect(await owedOf(id)).toMatchObject({ price: PRICE, owed: PRICE, points_price: POINTS });
    const before = await points();
    const key = freshKey();
    const body = {
      appointment_id: id,
      amount: POINTS,
      description: 'Court at the desk',
      balance: true,
      user_id: payerId,
      charge_for: 'court' as const,
    };
    const paid = await t.call(endpoints.points.charge, { body, headers: key, token: owner });
    expect(paid.status, paid.body.message).toBe(200);
    expect(paid.body.payload.payment).toMatchObject({ points: POINTS, charge_for: 'court', appointment_id: id });
    expect(paid.body.payload.balance).toBe(before - POINTS);
    const after = await owedOf(id);
    expect(after).toMatchObject({ paid: PRICE, owed: 0 });
    expect(after.payments.filter((payment) => payment.status === 'paid')).toEqual([
      expect.objectContaining({ method: 'points', points: POINTS }),
    ]);

    // The same key answers the same spend; a new key finds nothing owed.
    const again = await t.call(endpoints.points.charge, { body, headers: key, token: owner });
    expect(again.body.payload.payment.id).toBe(paid.body.payload.payment.id);
    const twice = await t.callRaw(endpoints.points.charge, { body, headers: freshKey(), token: owner });
    expect(twice.status).toBe(409);
    expect(await points()).toBe(before - POINTS);
  });

  it('refuses points that are not the booking’s price, payer or group, spending nothing', async () => {
    const id = await unpaidBooking();
    const before = await points();
    const otherGroup = (await t.handle.db.select().from(courts).where(eq(courts.businessId, clubId))).find(
      (c) => c.facilityGroupId !== group,
    )!.facilityGroupId;
    const ownerId = await userIdOf(t, 'owner');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amount: POINTS - 1 }, 409, 'amount'],
      [{ user_id: ownerId }, 400, 'user_id'],
      [{ facility_group_id: otherGroup }, 400, 'facility_group_id'],
    ];
    for (const [change, status, field] of cases) {
      const refused = await t.callRaw(endpoints.points.charge, {
        body: { appointment_id: id, amount: POINTS, user_id: payerId, charge_for: 'court', ...change },
        headers: freshKey(),
        token: owner,
      });
      expect(refused.status, JSON.stringify(change)).toBe(status);
      expect(refused.errors.map((error) => error.field)).toContain(field);
    }
    expect(await points()).toBe(before);
    const owing = await owedOf(id);
    expect(owing.owed).toBe(PRICE);
    expect(owing.payments.map((payment) => payment.status)).toEqual(['unpaid']);
    const mine = await t.callRaw(endpoints.points.charge, {
      body: { appointment_id: id, amount: POINTS, user_id: payerId },
      headers: freshKey(),
      token: member,
    });
    expect(mine.status).toBe(403);
  });

  it('after a refund the booking owes again, and the desk takes payment again in points', async () => {
    const id = await unpaidBooking();
    const cash = await t.call(endpoints.bookingPayments.chargeForAppointment, {
      body: { appointment_id: id, amount: PRICE, method: 'cash' },
      headers: freshKey(),
      token: owner,
    });
    expect(cash.status, cash.body.message).toBe(200);
    expect((await owedOf(id)).owed).toBe(0);
    const refund = await t.call(endpoints.bookingPayments.refundForAppointment, {
      body: { appointment_id: id, payment_id: cash.body.payload.id },
      headers: freshKey(),
      token: owner,
    });
    expect(refund.status, refund.body.message).toBe(200);
    expect(await owedOf(id)).toMatchObject({ paid: 0, owed: PRICE });

    const paid = await t.call(endpoints.points.charge, {
      body: { appointment_id: id, amount: POINTS, user_id: payerId, charge_for: 'court' },
      headers: freshKey(),
      token: owner,
    });
    expect(paid.status, paid.body.message).toBe(200);
    expect(await owedOf(id)).toMatchObject({ paid: PRICE, owed: 0 });
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PAYMENT_MESSAGES, endpoints, type BookAndPayBody } from '@fairplay/contracts';
import { addDaysToDate, utcToZonedParts } from '@fairplay/domain';
import {
  appointments,
  bookingPayments,
  businesses,
  paymentAccounts,
  paymentCustomers,
  paymentMethods,
} from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, userIdOf, ZONE, allowOverlappingCourts } from '../../test/appointments-kit.js';
import { expectLedgerBalanced, pricedCourtForMembers } from '../../test/payments-kit.js';
import { fakeClient, startFakeStripe, type FakeStripe } from '../../test/fake-stripe/server.js';
import { HOLD_JOB } from './hold-jobs.js';
import { SETTLE_JOB } from './settle-job.js';

const table = endpoints.bookingPayments;
const PRICE = 3200;

/**
 * Paying for court time through Stripe (issue 13's tests "with the sandbox and the fake Stripe"): the demo club,
 * connected to the fake Stripe API instead of the sandbox, takes a member's card for a booking, leaves nothing on a
 * decline, holds and captures by the job, and refunds a cancellation inside the window; each on Stripe's records.
 */
describe('book and pay through Stripe (on the fake Stripe API)', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let owner: string;
  let member: string;
  let clubId: number;
  let court: number;
  let account: string;
  let hour = 7;

  beforeAll(async () => {
    fake = await startFakeStripe(() => (t ? t.clock.now() : new Date()));
    t = await startTestApp({
      config: {
        stripe: {
          secretKey: fake.secretKey,
          publishableKey: 'pk_test_fairplay',
          webhookSecret: 'whsec_fairplay',
          clientId: 'ca_fairplaytest',
          api: fake.api,
        },
      },
    });
    owner = await t.login('owner');
    // These bookings put one member on courts at overlapping times: the one-court rule has its own tests.
    await allowOverlappingCourts(t, owner);
    member = await t.login('member');
    clubId = await clubIdOf(t, owner);
    court = (await courtIdsOf(t, clubId))[0]!;
    // The demo's sandbox account and the member's sandbox customer are not Stripe's: the club connects afresh.
    const memberId = await userIdOf(t, 'member');
    await t.handle.db.delete(paymentAccounts).where(eq(paymentAccounts.businessId, clubId));
    await t.handle.db.delete(paymentMethods).where(eq(paymentMethods.userId, memberId));
    await t.handle.db.delete(paymentCustomers).where(eq(paymentCustomers.userId, memberId));
    const { accountId, code } = fake.authorize();
    const connected = await t.call(endpoints.payments.connect, {
      params: { provider: 'stripe' },
      body: { code },
      token: owner,
    });
    expect(connected.status, connected.body.message).toBe(200);
    account = accountId;
    await pricedCourtForMembers(t, clubId, court, { note: 'Members pay by the hour', days: 60, price: PRICE });
  }, 180_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
    await fake.close();
  });

  /** An hour `days` club-local days after the test clock's today; each call takes the next hour of the day. */
  const slot = (days: number, extra: Partial<BookAndPayBody>): BookAndPayBody => {
    const date = addDaysToDate(utcToZonedParts(t.clock.now(), ZONE).date, days);
    const start = `${String(hour).padStart(2, '0')}:00`;
    const end = `${String(hour + 1).padStart(2, '0')}:00`;
    hour += 1;
    return { startDate: at(date, start), endDate: at(date, end), courts: [court], amount: PRICE, ...extra };
  };
  const paymentRow = async (id: number) =>
    (await t.handle.db.select().from(bookingPayments).where(eq(bookingPayments.id, id)))[0]!;
  const bookedAt = (body: BookAndPayBody) =>
    t.handle.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.courtId, court), eq(appointments.startsAt, new Date(body.startDate))));

  it('charges the card on the club’s Stripe account with the booking, and a decline leaves no booking', async () => {
    const body = slot(3, { method: 'charge', token: 'pm_card_visa' });
    const paid = await t.call(table.bookAndPay, { body, token: member });
    expect(paid.status, paid.body.message).toBe(200);
    expect(paid.body.payload.payment).toMatchObject({ status: 'paid', amount: PRICE });
    const intent = fake.paymentIntent(account, paid.body.payload.payment!.charge!.charge_id!);
    expect(intent).toMatchObject({ amount: PRICE, status: 'succeeded' });

    const declined = slot(3, { method: 'charge', token: 'pm_card_chargeDeclined' });
    const refused = await t.callRaw(table.bookAndPay, { body: declined, token: member });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe('Your card was declined.');
    expect(await bookedAt(declined)).toHaveLength(0);
  });

  it('holds the card at booking and the job captures it on Stripe 24 hours before', async () => {
    const body = slot(3, { method: 'authorize', token: 'pm_card_visa' });
    const held = await t.call(table.bookAndPay, { body, token: member });
    expect(held.status, held.body.message).toBe(200);
    expect(held.body.message).toBe(BOOKING_PAYMENT_MESSAGES.bookedAndAuthorized);
    const payment = held.body.payload.payment!;
    const intentId = payment.charge!.charge_id!;
    expect(fake.paymentIntent(account, intentId)).toMatchObject({ status: 'requires_capture', amount: PRICE });

    t.clock.advance(new Date(payment.capture_at!).getTime() - t.clock.now().getTime() + 60_000);
    await t.app.jobs.runDueJobs(t.clock.now(), { types: [HOLD_JOB, SETTLE_JOB] });
    expect((await paymentRow(payment.id)).status).toBe('paid');
    expect(fake.paymentIntent(account, intentId)).toMatchObject({ status: 'succeeded', amount_received: PRICE });
  });

  it('refunds on Stripe a booking the member cancels inside the window', async () => {
    await t.handle.db
      .update(businesses)
      .set({ cancelAllowed: true, cancelAllowedHour: 24, automaticallyRefundPayment: true })
      .where(eq(businesses.id, clubId));
    const body = slot(4, { method: 'charge', token: 'pm_card_visa' });
    const paid = await t.call(table.bookAndPay, { body, token: member });
    expect(paid.status, paid.body.message).toBe(200);
    const id = paid.body.payload.booking.created[0]!.id;
    const cancelled = await t.call(endpoints.appointments.cancel, { params: { id }, body: {}, token: member });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    const refunds = await fakeClient(fake).refunds.list(
      { payment_intent: paid.body.payload.payment!.charge!.charge_id! },
      { stripeAccount: account },
    );
    expect(refunds.data.map((refund) => [refund.amount, refund.status])).toEqual([[PRICE, 'succeeded']]);
    expect((await paymentRow(paid.body.payload.payment!.id)).status).toBe('refunded');
  });
});

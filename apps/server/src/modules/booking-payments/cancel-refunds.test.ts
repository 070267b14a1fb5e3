import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PATHS, SANDBOX_TEST_CARDS, endpoints, type BookAndPayBody } from '@fairplay/contracts';
import { appointments, bookingPayments, charges, ledgerTransactions } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { userIdOf } from '../../test/appointments-kit.js';
import { cardToken, expectLedgerBalanced, hourlySlots, paidCourt } from '../../test/payments-kit.js';
import { CANCEL_JOB, HOLD_JOB, SETTLE_JOB } from './index.js';

const table = endpoints.bookingPayments;
const PRICE = 4000;
const HOUR = 3_600_000;

describe('cancelling a paid or held booking follows the club’s cancellation window', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let memberId: number;
  let court: number;
  /** An hour `days` ahead of the club's today, each call on a different hour of the club's day. */
  const slot = hourlySlots(
    () => t,
    () => court,
    PRICE,
    6,
  );

  beforeAll(async () => {
    t = await startTestApp();
    // These bookings put one member on courts at overlapping times: the one-court rule has its own tests.
    ({ owner, member, court } = await paidCourt(
      t,
      { note: 'Cancel window court', days: 40, price: PRICE },
      {
        courtIndex: 1,
        overlapping: true,
        settings: { cancelAllowed: true, cancelAllowedHour: 24, automaticallyRefundPayment: true },
      },
    ));
    memberId = await userIdOf(t, 'member');
  }, 180_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  const book = async (body: BookAndPayBody) => {
    const answer = await t.call(table.bookAndPay, { body, token: member });
    expect(answer.status, answer.body.message).toBe(200);
    return { id: answer.body.payload.booking.created[0]!.id, payment: answer.body.payload.payment! };
  };
  const paymentRow = async (id: number) =>
    (await t.handle.db.select().from(bookingPayments).where(eq(bookingPayments.id, id)))[0]!;
  const chargeOf = async (paymentId: number) => {
    const chargeId = (await paymentRow(paymentId)).chargeId!;
    return (await t.handle.db.select().from(charges).where(eq(charges.id, chargeId)))[0]!;
  };
  const kindsOf = async (chargeId: number) =>
    (
      await t.handle.db
        .select({ kind: ledgerTransactions.kind })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.chargeId, chargeId))
    ).map((row) => row.kind);

  // The booking-payment jobs alone (a captured hold would show here), not every sweep of the demo club.
  const runPaymentJobs = () => t.app.jobs.runDueJobs(t.clock.now(), { types: [CANCEL_JOB, HOLD_JOB, SETTLE_JOB] });

  it('refunds a paid booking the member cancels inside the window, once, in the ledger and on the receipt', async () => {
    const { id, payment } = await book(slot(3, { token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) }));
    expect(payment.status).toBe('paid');
    const cancelled = await t.call(endpoints.appointments.cancel, { params: { id }, body: {}, token: member });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect((await paymentRow(payment.id)).status).toBe('refunded');
    const charge = await chargeOf(payment.id);
    expect(charge.amountRefunded).toBe(PRICE);
    expect(await kindsOf(charge.id)).toContain('refund');
    // The safety-net job finds it done and refunds nothing twice.
    t.clock.advance(10 * 60_000);
    await runPaymentJobs();
    expect((await chargeOf(payment.id)).amountRefunded).toBe(PRICE);
    expect((await kindsOf(charge.id)).filter((kind) => kind === 'refund')).toHaveLength(1);
    // The member's detail and the receipt show the refund.
    const detail = await t.call(endpoints.payments.get, { params: { id: charge.id }, token: owner });
    expect(detail.body.payload).toMatchObject({ amount_refunded: PRICE, refundable: 0 });
    expect(detail.body.payload.refunds).toHaveLength(1);
  });

  it('refunds nothing when staff cancel outside the window', async () => {
    const { id, payment } = await book(slot(2, { token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) }));
    // Less than 24 hours before the start: the member may not cancel, and staff cancelling refund nothing.
    const row = (await t.handle.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
    t.clock.advance(row.startsAt.getTime() - 20 * HOUR - t.clock.now().getTime());
    const refused = await t.call(endpoints.appointments.cancel, { params: { id }, body: {}, token: member });
    expect(refused.status).toBe(400);
    const cancelled = await t.call(endpoints.appointments.cancelFor, {
      params: { aptId: id },
      query: { automatically_refund_payment: '1' },
      body: { user_id: memberId },
      token: owner,
    });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect((await paymentRow(payment.id)).status).toBe('paid');
    expect((await chargeOf(payment.id)).amountRefunded).toBe(0);
  });

  it('releases a hold when staff delete the booking inside the window, and it is never captured', async () => {
    const { id, payment } = await book(
      slot(3, { method: 'authorize', token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) }),
    );
    expect(payment.status).toBe('authorized');
    const deleted = await t.call(endpoints.appointments.delete, {
      params: { id },
      query: { automatically_refund_payment: '1' },
      token: owner,
    });
    expect(deleted.status, deleted.body.message).toBe(200);
    expect((await paymentRow(payment.id)).status).toBe('released');
    const charge = await chargeOf(payment.id);
    expect(charge.status).toBe('released');
    expect(await kindsOf(charge.id)).toEqual(expect.arrayContaining(['hold', 'release']));
    t.clock.advance(3 * 24 * HOUR);
    await runPaymentJobs();
    expect((await chargeOf(payment.id)).status).toBe('released');
  });

  it('keeps the money when the refund is not asked for, and a freeze with cancel_on_freeze refunds nothing', async () => {
    const kept = await book(slot(4, { token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) }));
    const deleted = await t.call(endpoints.appointments.delete, {
      params: { id: kept.id },
      query: { automatically_refund_payment: '0' },
      token: owner,
    });
    expect(deleted.status).toBe(200);
    expect((await chargeOf(kept.payment.id)).amountRefunded).toBe(0);

    const frozen = await book(slot(5, { token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) }));
    const row = (await t.handle.db.select().from(appointments).where(eq(appointments.id, frozen.id)))[0]!;
    const freeze = await t.call(endpoints.appointments.freeze, {
      body: {
        note: 'Resurfacing',
        courts: [court],
        cancel_on_freeze: true,
        rules: [{ start_time: row.startsAt.toISOString(), end_time: row.endsAt.toISOString() }],
      },
      token: owner,
    });
    expect(freeze.status, freeze.body.message).toBe(200);
    expect(await t.handle.db.select().from(appointments).where(eq(appointments.id, frozen.id))).toEqual([]);
    expect((await chargeOf(frozen.payment.id)).amountRefunded).toBe(0);
    expect(CANCEL_JOB).toBe('booking-payment.cancel');
  });
  it('refunds a booking cancelled while its card waited for authentication, once the charge went through', async () => {
    const { id, payment } = await book(
      slot(3, { token: await cardToken(t, SANDBOX_TEST_CARDS.requiresAuthentication) }),
    );
    expect(payment.status).toBe('pending');
    const cancelled = await t.call(endpoints.appointments.cancel, { params: { id }, body: {}, token: member });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect((await paymentRow(payment.id)).cancelAction).toBe('refund');
    // The card holder finishes authenticating after the cancellation: the charge goes through.
    const answered = await t.app.inject({
      method: 'POST',
      url: `${SANDBOX_PATHS.authenticate}/${payment.charge!.charge_id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=complete&return_url=${encodeURIComponent('/private/stripe')}`,
    });
    expect(answered.statusCode).toBe(303);
    const confirmed = await t.call(endpoints.payments.confirm, { params: { id: payment.charge!.id }, token: owner });
    expect(confirmed.body.payload.status).toBe('succeeded');
    // The settle job makes the payment paid; the cancel job, waiting for that, then refunds it once.
    t.clock.advance(31 * 60_000);
    await runPaymentJobs();
    t.clock.advance(10 * 60_000);
    await runPaymentJobs();
    expect((await paymentRow(payment.id)).status).toBe('refunded');
    const charge = await chargeOf(payment.id);
    expect(charge.amountRefunded).toBe(PRICE);
    t.clock.advance(60 * 60_000);
    await runPaymentJobs();
    expect((await kindsOf(charge.id)).filter((kind) => kind === 'refund')).toHaveLength(1);
  });
});

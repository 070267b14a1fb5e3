import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PAYMENT_MESSAGES, SANDBOX_TEST_CARDS, endpoints } from '@fairplay/contracts';
import { bookingPayments, charges } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { HOLD_JOB } from './hold-jobs.js';
import { cardToken, expectLedgerBalanced, hourlySlots, paidCourt } from '../../test/payments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';

const table = endpoints.bookingPayments;
const PRICE = 2500;

/** payment/charges/captureforappointment: staff capture a booking's hold now rather than at its capture time. */
describe('staff capture a held booking payment now (issue 13)', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let court: number;
  const slot = hourlySlots(
    () => t,
    () => court,
    PRICE,
    7,
  );

  beforeAll(async () => {
    t = await startTestApp();
    ({ owner, member, court } = await paidCourt(t, { note: 'Members hold by the hour', days: 30, price: PRICE }));
  }, 180_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  /** The member's hold on the next free hour three days ahead. */
  async function held() {
    const body = slot(3, { method: 'authorize', token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) });
    const answer = await t.call(table.bookAndPay, { body, token: member });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.payload.payment!.status).toBe('authorized');
    return { appointmentId: answer.body.payload.booking.created[0]!.id, payment: answer.body.payload.payment! };
  }
  const paymentRow = async (id: number) =>
    (await t.handle.db.select().from(bookingPayments).where(eq(bookingPayments.id, id)))[0]!;

  it('captures the hold into a paid charge once; the capture job later takes nothing more', async () => {
    const { appointmentId, payment } = await held();
    const answer = await t.call(table.captureForAppointment, {
      body: { appointment_id: appointmentId, payment_id: payment.id },
      token: owner,
    });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe(BOOKING_PAYMENT_MESSAGES.captured);
    expect(answer.body.payload).toMatchObject({ status: 'paid', method: 'authorize', amount: PRICE });
    const row = await paymentRow(payment.id);
    const [charge] = await t.handle.db.select().from(charges).where(eq(charges.id, row.chargeId!));
    expect(charge).toMatchObject({ status: 'succeeded', total: PRICE });
    // Capturing again is refused: the payment is no longer held.
    const again = await t.callRaw(table.captureForAppointment, {
      body: { appointment_id: appointmentId, payment_id: payment.id },
      token: owner,
    });
    expect(again.status).toBe(400);
    expect(JSON.stringify(again.body)).toContain(BOOKING_PAYMENT_MESSAGES.notCapturable);
    // The job at the capture time finds the payment paid and changes nothing.
    t.clock.advance(new Date(payment.capture_at!).getTime() - t.clock.now().getTime());
    await t.app.jobs.runDueJobs(t.clock.now(), { types: [HOLD_JOB] });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'paid', chargeId: row.chargeId });
  });

  it('is staff’s only, and another club’s booking answers 404 with nothing captured', async () => {
    const { appointmentId, payment } = await held();
    const body = { appointment_id: appointmentId, payment_id: payment.id };
    expect((await t.callRaw(table.captureForAppointment, { body, token: member })).status).toBe(403);
    expect((await t.callRaw(table.captureForAppointment, { body })).status).toBe(401);
    const b = await registerSecondClub(t, 'capturenow');
    expect((await t.callRaw(table.captureForAppointment, { body, token: b.token })).status).toBe(404);
    expect((await paymentRow(payment.id)).status).toBe('authorized');
    for (const [bad, field] of [
      [{ appointment_id: appointmentId }, 'payment_id'],
      [{ ...body, payment_id: 'x' }, 'payment_id'],
      [{ ...body, extra: 1 }, 'extra'],
    ] as const) {
      const answer = await t.callRaw(table.captureForAppointment, { body: bad, token: owner });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(field);
    }
  });
});

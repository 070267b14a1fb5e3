import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PAYMENT_MESSAGES, SANDBOX_TEST_CARDS, endpoints } from '@fairplay/contracts';
import { bookingPayments, charges } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { HOLD_JOB } from './hold-jobs.js';
import { cardToken, chargeLedger, expectLedgerBalanced, hourlySlots, paidCourt } from '../../test/payments-kit.js';

const table = endpoints.bookingPayments;
const PRICE = 3000;

/**
 * Court time held on the card with its tax (issue 24 point 4): "Book and Authorize Payment" of taxed court time
 * holds the total with tax the member was shown, keeps the rates it was priced with (so a hold authorized later,
 * after the club retired the rate, is the same total) and captures exactly that total, the tax to tax payable.
 */
describe('taxed court time held on the card', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let court: number;
  let taxId: number;
  const slot = hourlySlots(
    () => t,
    () => court,
    PRICE,
    7,
  );

  beforeAll(async () => {
    t = await startTestApp();
    const setup = await paidCourt(
      t,
      { note: 'Members hold by the hour', days: 60, price: PRICE },
      { taxes: [{ display_name: 'County sales tax', percentage: 8.875, court_time: true }] },
    );
    ({ owner, member, court } = setup);
    taxId = setup.taxIds[0]!;
  }, 180_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  async function hold(daysAhead: number, total: number) {
    const body = slot(daysAhead, {
      total,
      method: 'authorize',
      save_card: true,
      token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds),
    });
    return t.callRaw(table.bookAndPay, { body, token: member });
  }
  const paymentRow = async (id: number) =>
    (await t.handle.db.select().from(bookingPayments).where(eq(bookingPayments.id, id)))[0]!;
  const chargeRow = async (id: number) => (await t.handle.db.select().from(charges).where(eq(charges.id, id)))[0]!;
  it('refuses a hold whose total is not the one with tax, before booking', async () => {
    const answer = await hold(3, PRICE);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(BOOKING_PAYMENT_MESSAGES.totalChanged('$32.66'));
  });

  it('holds the total with tax now and captures exactly it, the tax posted to tax payable', async () => {
    const answer = await hold(3, 3266);
    expect(answer.status, answer.body.message).toBe(200);
    const payload = answer.body.payload as {
      booking: { created: { id: number }[] };
      payment: { id: number; status: string };
    };
    expect(payload.payment.status).toBe('authorized');
    const row = await paymentRow(payload.payment.id);
    expect(row).toMatchObject({ amount: PRICE, taxIds: [taxId], shownTotal: 3266 });
    expect(await chargeRow(row.chargeId!)).toMatchObject({
      status: 'authorized',
      amount: PRICE,
      tax: 266,
      total: 3266,
    });
    const captured = await t.call(table.captureForAppointment, {
      body: { appointment_id: payload.booking.created[0]!.id, payment_id: payload.payment.id },
      token: owner,
    });
    expect(captured.status, captured.body.message).toBe(200);
    expect(await chargeRow(row.chargeId!)).toMatchObject({ status: 'succeeded', total: 3266 });
    const ledger = await chargeLedger(t, row.chargeId!);
    expect(ledger.tax_payable).toBe(-266);
    expect(ledger.revenue).toBe(-PRICE);
  });

  it('authorizes a far hold later with the rates it was shown, even once the rate is retired', async () => {
    const answer = await hold(30, 3266);
    expect(answer.status, answer.body.message).toBe(200);
    const paymentId = (answer.body.payload as { payment: { id: number; status: string } }).payment.id;
    const scheduled = await paymentRow(paymentId);
    expect(scheduled).toMatchObject({ status: 'scheduled', taxIds: [taxId], shownTotal: 3266 });
    // The club retires the rate: the hold is still priced as shown.
    const archived = await t.call(endpoints.payments.archiveTax, { params: { id: taxId }, token: owner });
    expect(archived.status, archived.body.message).toBe(200);
    t.clock.advance(scheduled.authorizeAt!.getTime() - t.clock.now().getTime() + 1000);
    await t.app.jobs.runDueJobs(t.clock.now(), { types: [HOLD_JOB] });
    const authorized = await paymentRow(paymentId);
    expect(authorized.status).toBe('authorized');
    expect(await chargeRow(authorized.chargeId!)).toMatchObject({ amount: PRICE, tax: 266, total: 3266 });
    t.clock.advance(authorized.captureAt!.getTime() - t.clock.now().getTime() + 1000);
    await t.app.jobs.runDueJobs(t.clock.now(), { types: [HOLD_JOB] });
    expect((await paymentRow(paymentId)).status).toBe('paid');
    expect((await chargeLedger(t, authorized.chargeId!)).tax_payable).toBe(-266);
  });
});

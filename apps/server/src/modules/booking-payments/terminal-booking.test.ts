import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PAYMENT_MESSAGES, PAYMENT_MESSAGES, endpoints, type Reader } from '@fairplay/contracts';
import { addDaysToDate } from '@fairplay/domain';
import { businesses, locations, paymentReaders } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate } from '../../test/appointments-kit.js';
import { insertRule } from '../../test/policy-kit.js';
import { chargeLedger, createTaxes, expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';

const PRICE = 2500;

/**
 * Issue 24 point 3: a saved booking's price taken on the terminal (payment/reader/createpaymentintents with
 * `appointment_id`): what it owes is reserved while the card holder is at the reader, the capture pays the booking,
 * and a declined card leaves it owing again.
 */
describe('the terminal for a booking', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let court: number;
  let reader: Reader;
  let day = localDate(130);
  const nextDay = () => (day = addDaysToDate(day, 1));

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    const clubId = await clubIdOf(t, owner);
    court = (await courtIdsOf(t, clubId))[1]!;
    await t.handle.db
      .update(businesses)
      .set({ requirePartnerName: false, bookingToStart: 60, advanceTime: 365, allowToPayInPerson: true })
      .where(eq(businesses.id, clubId));
    await insertRule(t, clubId, {
      note: 'Members pay by the hour',
      courts: [court],
      startDate: localDate(125),
      endDate: localDate(170),
      who: [{ kind: 'allmembers' }],
      rows: [{ start: '07:00', end: '22:00', price: PRICE }],
    });
    const [location] = await t.handle.db.select().from(locations).where(eq(locations.businessId, clubId)).limit(1);
    const registered = await t.call(endpoints.readers.create, {
      body: { registration_code: 'simulated-wpe', label: 'Desk reader', location: location!.id },
      token: owner,
    });
    expect(registered.status, registered.body.message).toBe(200);
    reader = registered.body.payload;
  }, 180_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

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
  const tap = async (card: 'succeeds' | 'declined') => {
    const [row] = await t.handle.db.select().from(paymentReaders).where(eq(paymentReaders.id, reader.id));
    const response = await t.app.inject({
      method: 'POST',
      url: `${reader.simulator_url!.replace(/[^/]+$/, row!.providerReaderId!)}/present`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `card=${card}`,
    });
    expect(response.statusCode, response.body).toBe(303);
  };
  const capture = (paymentIntentId: string) =>
    t.callRaw(endpoints.readers.capture, { body: { payment_intent_id: paymentIntentId }, token: owner });

  it('reserves what the booking owes, and the captured card pays the booking', async () => {
    const id = await unpaidBooking();
    const key = freshKey();
    const body = { reader_id: reader.id, amount: PRICE, amount_type: 'total' as const, appointment_id: id };
    const sent = await t.call(endpoints.readers.createIntent, { body, headers: key, token: owner });
    expect(sent.status, sent.body.message).toBe(200);
    expect(sent.body.payload.charge).toMatchObject({ type: 'terminal', status: 'processing', total: PRICE });
    // While the card holder is at the reader the booking owes nothing more: the desk is not offered it twice.
    expect(await owedOf(id)).toMatchObject({ paid: 0, owed: 0 });
    const again = await t.call(endpoints.readers.createIntent, { body, headers: key, token: owner });
    expect(again.body.payload.payment_intent_id).toBe(sent.body.payload.payment_intent_id);
    await tap('succeeds');
    const captured = await capture(sent.body.payload.payment_intent_id);
    expect(captured.body.payload.status).toBe('succeeded');
    const after = await owedOf(id);
    expect(after).toMatchObject({ paid: PRICE, owed: 0 });
    expect(after.payments.find((payment) => payment.status === 'paid')).toMatchObject({
      method: 'charge',
      amount: PRICE,
      charge: expect.objectContaining({ id: sent.body.payload.charge.id, type: 'terminal' }),
    });
  });

  it('a declined card leaves the booking owing, and more than it owes or taxes are refused', async () => {
    const id = await unpaidBooking();
    const body = { reader_id: reader.id, amount: PRICE, amount_type: 'total' as const, appointment_id: id };
    const sent = await t.call(endpoints.readers.createIntent, { body, headers: freshKey(), token: owner });
    await tap('declined');
    const declined = await capture(sent.body.payload.payment_intent_id);
    expect(declined.status).toBe(402);
    expect(await owedOf(id)).toMatchObject({ paid: 0, owed: PRICE });

    const more = await t.callRaw(endpoints.readers.createIntent, {
      body: { ...body, amount: PRICE + 1 },
      headers: freshKey(),
      token: owner,
    });
    expect(more.status).toBe(409);
    const taxed = await t.callRaw(endpoints.readers.createIntent, {
      body: { ...body, selected_taxes: [1] },
      headers: freshKey(),
      token: owner,
    });
    expect(taxed.status).toBe(400);
    expect(taxed.errors).toContainEqual({ field: 'selected_taxes', message: PAYMENT_MESSAGES.bookingTakesNoTaxes });
    expect((await owedOf(id)).owed).toBe(PRICE);
  });

  it('collects a taxed booking’s total shown on the reader, the tax to tax payable (issue 24 point 4)', async () => {
    const [taxId] = await createTaxes(t, owner, [
      { display_name: 'County sales tax', percentage: 8.875, court_time: true },
    ]);
    try {
      const id = await unpaidBooking();
      // $25.00 at 8.875 % is $2.21875: $2.22.
      expect(await owedOf(id)).toMatchObject({ owed: PRICE, owed_tax: 222, owed_total: 2722 });
      const body = { reader_id: reader.id, amount: PRICE, amount_type: 'total' as const, appointment_id: id };
      const changed = await t.callRaw(endpoints.readers.createIntent, {
        body: { ...body, total: PRICE },
        headers: freshKey(),
        token: owner,
      });
      expect(changed.status).toBe(409);
      expect(changed.body.message).toBe(BOOKING_PAYMENT_MESSAGES.totalChanged('$27.22'));
      expect(changed.errors).toEqual([expect.objectContaining({ field: 'total' })]);
      expect((await owedOf(id)).owed).toBe(PRICE);
      const alone = await t.callRaw(endpoints.readers.createIntent, {
        body: { reader_id: reader.id, amount: PRICE, total: 2722 },
        headers: freshKey(),
        token: owner,
      });
      expect(alone.status).toBe(400);
      expect(alone.errors).toEqual([expect.objectContaining({ field: 'total' })]);

      const key = freshKey();
      const sent = await t.call(endpoints.readers.createIntent, {
        body: { ...body, total: 2722 },
        headers: key,
        token: owner,
      });
      expect(sent.status, sent.body.message).toBe(200);
      expect(sent.body.payload.charge).toMatchObject({ amount: PRICE, tax: 222, total: 2722 });
      // A retry sends the same charge.
      const again = await t.call(endpoints.readers.createIntent, {
        body: { ...body, total: 2722 },
        headers: key,
        token: owner,
      });
      expect(again.body.payload.payment_intent_id).toBe(sent.body.payload.payment_intent_id);
      await tap('succeeds');
      const captured = await capture(sent.body.payload.payment_intent_id);
      expect(captured.body.payload).toMatchObject({ status: 'succeeded', total: 2722 });
      expect(await owedOf(id)).toMatchObject({ paid: PRICE, owed: 0, owed_total: 0 });
      const ledger = await chargeLedger(t, sent.body.payload.charge.id);
      expect(ledger.tax_payable).toBe(-222);
      expect(ledger.revenue).toBe(-PRICE);
    } finally {
      await t.call(endpoints.payments.archiveTax, { params: { id: taxId! }, token: owner });
    }
  });
});

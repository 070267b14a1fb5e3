import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PAYMENT_MESSAGES, SANDBOX_TEST_CARDS, endpoints, type BookAndPayBody } from '@fairplay/contracts';
import { startTestApp, type TestApp } from './harness.js';
import { cardToken, expectLedgerBalanced, hourlySlots, paidCourt } from './payments-kit.js';
import { measureTrip, type Trip } from './trip-meter.js';

const PRICE = 2500;

/**
 * Issue 25.5: the trip of one member's `appointment/book-and-pay` by card, measured on the database client (SQL
 * statements, transactions) and on the stacks of those statements (the server modules they run through). The
 * figures are printed; docs/architecture.md "The book-and-pay trip" records them.
 */
describe('the database trip of one member’s book-and-pay by card', () => {
  let t: TestApp;
  let member: string;
  let court: number;
  const hours = hourlySlots(
    () => t,
    () => court,
    PRICE,
    8,
  );
  const slot = (extra: Partial<BookAndPayBody>) => hours(5, extra);

  beforeAll(async () => {
    t = await startTestApp();
    ({ member, court } = await paidCourt(
      t,
      { note: 'Trip court', days: 30, price: PRICE },
      { courtIndex: 2, overlapping: true },
    ));
  }, 180_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  async function trip(body: BookAndPayBody): Promise<Trip> {
    let status = 0;
    let message = '';
    const measured = await measureTrip(t.handle, async () => {
      const answer = await t.call(endpoints.bookingPayments.bookAndPay, { body, token: member });
      status = answer.status;
      message = answer.body.message;
    });
    expect(status, message).toBe(200);
    expect(message).toBe(BOOKING_PAYMENT_MESSAGES.bookedAndPaid);
    return measured;
  }

  it('counts modules, transactions and statements of a new card and of a saved card', async () => {
    const newCard = await trip(slot({ token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) }));
    const savedCard = await trip(slot({}));
    for (const [name, measured] of [
      ['new card', newCard],
      ['saved card', savedCard],
    ] as const)
      console.log(`book-and-pay trip (${t.handle.kind}, ${name}): ${JSON.stringify(measured)}`);
    expect(savedCard.queries).toBeGreaterThan(0);
  });
});

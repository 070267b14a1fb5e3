import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PAYMENT_MESSAGES, SANDBOX_TEST_CARDS, endpoints, type BookAndPayBody } from '@fairplay/contracts';
import { addDaysToDate, utcToZonedParts } from '@fairplay/domain';
import { startTestApp, type TestApp } from './harness.js';
import { at, clubIdOf, courtIdsOf, ZONE, allowOverlappingCourts } from './appointments-kit.js';
import { cardToken, expectLedgerBalanced, pricedCourtForMembers } from './payments-kit.js';
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
  let hour = 8;

  beforeAll(async () => {
    t = await startTestApp();
    const owner = await t.login('owner');
    await allowOverlappingCourts(t, owner);
    member = await t.login('member');
    const clubId = await clubIdOf(t, owner);
    court = (await courtIdsOf(t, clubId))[2]!;
    await pricedCourtForMembers(t, clubId, court, { note: 'Trip court', days: 30, price: PRICE });
  }, 180_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  const slot = (extra: Partial<BookAndPayBody>): BookAndPayBody => {
    const date = addDaysToDate(utcToZonedParts(t.clock.now(), ZONE).date, 5);
    const start = `${String(hour).padStart(2, '0')}:00`;
    const end = `${String(hour + 1).padStart(2, '0')}:00`;
    hour += 1;
    return {
      startDate: at(date, start),
      endDate: at(date, end),
      courts: [court],
      amount: PRICE,
      currency: 'usd',
      ...extra,
    };
  };

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

import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PAYMENT_MESSAGES, SANDBOX_TEST_CARDS, endpoints, type BookAndPayBody } from '@fairplay/contracts';
import { addDaysToDate, CAPTURE_LEAD_MS, utcToZonedParts } from '@fairplay/domain';
import {
  appointments,
  bookingPayments,
  charges,
  inAppNotifications,
  ledgerEntries,
  ledgerTransactions,
} from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, userIdOf, ZONE, allowOverlappingCourts } from '../../test/appointments-kit.js';
import { cardToken, expectLedgerBalanced, pricedCourtForMembers } from '../../test/payments-kit.js';
import { HOLD_JOB } from './hold-jobs.js';
import { SETTLE_JOB } from './settle-job.js';

const table = endpoints.bookingPayments;
const PRICE = 2500;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('Book and Authorize Payment: held now, captured 24 hours before the event by a job', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let clubId: number;
  let court: number;
  let ownerId: number;
  let memberId: number;
  let hour = 7;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    // These bookings put one member on courts at overlapping times: the one-court rule has its own tests.
    await allowOverlappingCourts(t, owner);
    member = await t.login('member');
    clubId = await clubIdOf(t, owner);
    court = (await courtIdsOf(t, clubId))[0]!;
    ownerId = await userIdOf(t, 'owner');
    memberId = await userIdOf(t, 'member');
    await pricedCourtForMembers(t, clubId, court, { note: 'Members hold by the hour', days: 60, price: PRICE });
  }, 180_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  /** An hour `days` club-local days after the test clock's today; each call takes the next hour of the day. */
  const slot = (days: number, extra: Partial<BookAndPayBody> = {}): BookAndPayBody => {
    const date = addDaysToDate(utcToZonedParts(t.clock.now(), ZONE).date, days);
    const start = `${String(hour).padStart(2, '0')}:00`;
    const end = `${String(hour + 1).padStart(2, '0')}:00`;
    hour = hour >= 21 ? 7 : hour + 1;
    return {
      startDate: at(date, start),
      endDate: at(date, end),
      courts: [court],
      amount: PRICE,
      currency: 'usd',
      method: 'authorize',
      ...extra,
    };
  };
  const paymentRow = async (id: number) =>
    (await t.handle.db.select().from(bookingPayments).where(eq(bookingPayments.id, id)))[0]!;
  const chargeRow = async (id: number) => (await t.handle.db.select().from(charges).where(eq(charges.id, id)))[0]!;
  const ledgerOf = (chargeId: number) =>
    t.handle.db
      .select({ kind: ledgerTransactions.kind, account: ledgerEntries.account, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerTransactions.chargeId, chargeId));
  // The hold jobs alone: every other sweep of the demo club (hundreds of reminders a day) is not this file's.
  const runJobs = () => t.app.jobs.runDueJobs(t.clock.now(), { types: [HOLD_JOB, SETTLE_JOB] });
  const authorizedOnSheet = async (appointmentId: number, start: string) => {
    const listing = await t.call(endpoints.appointments.listing, {
      body: { startDate: start, endDate: new Date(new Date(start).getTime() + HOUR).toISOString() },
      token: owner,
    });
    return listing.body.payload.find((event) => event.id === appointmentId)?.record.authorized;
  };

  it('holds the amount at booking, shows the yellow dot, and captures it 24 hours before the event', async () => {
    const body = slot(3, { token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) });
    const answer = await t.call(table.bookAndPay, { body, token: member });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe(BOOKING_PAYMENT_MESSAGES.bookedAndAuthorized);
    const payment = answer.body.payload.payment!;
    const start = new Date(body.startDate);
    expect(payment).toMatchObject({ status: 'authorized', method: 'authorize', amount: PRICE });
    expect(payment.capture_at).toBe(new Date(start.getTime() - CAPTURE_LEAD_MS).toISOString());
    expect(payment.charge).toMatchObject({ status: 'authorized', total: PRICE, refundable: 0 });
    const appointmentId = answer.body.payload.booking.created[0]!.id;
    expect(await authorizedOnSheet(appointmentId, body.startDate)).toBe(true);
    // The hold is in the ledger as memo entries, never as revenue.
    const chargeId = (await paymentRow(payment.id)).chargeId!;
    expect((await ledgerOf(chargeId)).map((entry) => entry.account).sort()).toEqual([
      'card_holds',
      'holds_outstanding',
    ]);

    // A minute before the capture time nothing is taken.
    t.clock.advance(new Date(payment.capture_at!).getTime() - t.clock.now().getTime() - 60_000);
    await runJobs();
    expect((await paymentRow(payment.id)).status).toBe('authorized');
    t.clock.advance(60_000);
    await runJobs();
    expect((await paymentRow(payment.id)).status).toBe('paid');
    expect(await chargeRow(chargeId)).toMatchObject({ status: 'succeeded' });
    const entries = await ledgerOf(chargeId);
    expect(entries.filter((entry) => entry.kind === 'capture')).toHaveLength(2);
    expect(entries.find((entry) => entry.account === 'revenue')?.amount).toBe(-PRICE);
    const details = await t.call(table.appointmentPayments, { params: { id: appointmentId }, token: owner });
    expect(details.body.payload).toMatchObject({ paid: PRICE, owed: 0 });
    // A capture job run again changes nothing.
    await runJobs();
    // Taken once (the processing fee's own movement aside).
    expect(
      (await ledgerOf(chargeId)).filter((entry) => entry.account === 'processor' && entry.kind !== 'fee'),
    ).toHaveLength(1);
  });

  it('saves the card with consent and authorizes it only when the window opens for a far event', async () => {
    const refused = await t.call(table.bookAndPay, {
      body: slot(12, { token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) }),
      token: member,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(BOOKING_PAYMENT_MESSAGES.mustAgreeToSave);

    const body = slot(12, { token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds), save_card: true });
    const answer = await t.call(table.bookAndPay, { body, token: member });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe(BOOKING_PAYMENT_MESSAGES.bookedAndScheduled);
    const payment = answer.body.payload.payment!;
    const start = new Date(body.startDate).getTime();
    // Visa holds 5 days on a merchant-initiated capture: with a day's margin it is authorized 4 days before capture.
    expect(payment).toMatchObject({ status: 'scheduled', charge: null });
    expect(payment.capture_at).toBe(new Date(start - DAY).toISOString());
    expect(payment.authorize_at).toBe(new Date(start - DAY - 4 * DAY).toISOString());
    expect(await authorizedOnSheet(answer.body.payload.booking.created[0]!.id, body.startDate)).toBe(true);

    t.clock.advance(new Date(payment.authorize_at!).getTime() - t.clock.now().getTime());
    await runJobs();
    const held = await paymentRow(payment.id);
    expect(held).toMatchObject({ status: 'authorized' });
    expect((await chargeRow(held.chargeId!)).status).toBe('authorized');
    // The hold made now lasts until the capture time: captured 24 hours before the event, never relied on later.
    expect(held.captureAt!.getTime()).toBe(start - DAY);
    expect((await chargeRow(held.chargeId!)).authorizationExpiresAt!.getTime()).toBeGreaterThan(start - DAY);
    t.clock.advance(start - DAY - t.clock.now().getTime());
    await runJobs();
    expect((await paymentRow(payment.id)).status).toBe('paid');
    expect((await chargeRow(held.chargeId!)).status).toBe('succeeded');
  });

  it('leaves no booking and no hold when the card declines the authorization', async () => {
    const body = slot(2, { token: await cardToken(t, SANDBOX_TEST_CARDS.declined) });
    const answer = await t.call(table.bookAndPay, { body, token: member });
    expect(answer.status).toBe(402);
    const left = await t.handle.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.courtId, court), eq(appointments.startsAt, new Date(body.startDate))));
    expect(left).toEqual([]);
    const held = await t.handle.db.select().from(charges).where(eq(charges.status, 'authorized'));
    expect(held.filter((row) => row.memberUserId === memberId)).toEqual([]);
  });

  it('retries a capture the card refuses, tells staff and the member, and fails it after the last retry', async () => {
    const body = slot(2, { token: await cardToken(t, SANDBOX_TEST_CARDS.failsOnCapture) });
    const answer = await t.call(table.bookAndPay, { body, token: member });
    expect(answer.status, answer.body.message).toBe(200);
    const payment = answer.body.payload.payment!;
    expect(payment.status).toBe('authorized');
    t.clock.advance(new Date(payment.capture_at!).getTime() - t.clock.now().getTime());
    await runJobs();
    const first = await paymentRow(payment.id);
    expect(first.status).toBe('authorized');
    expect(first.failureMessage).toContain('We could not');
    const told = await t.handle.db
      .select()
      .from(inAppNotifications)
      .where(inArray(inAppNotifications.userId, [ownerId, memberId]));
    expect(new Set(told.filter((note) => note.body.includes('We could not')).map((note) => note.userId))).toEqual(
      new Set([ownerId, memberId]),
    );
    // The card was not saved, so nothing can be held again: each retry fails and the last one gives up.
    for (const wait of [1, 3, 6]) {
      t.clock.advance(wait * HOUR);
      await runJobs();
    }
    const last = await paymentRow(payment.id);
    expect(last.status).toBe('failed');
    const details = await t.call(table.appointmentPayments, {
      params: { id: answer.body.payload.booking.created[0]!.id },
      token: owner,
    });
    // The booking stays and owes its price; the member sees why.
    expect(details.body.payload).toMatchObject({ paid: 0, owed: PRICE });
    const mine = await t.call(table.appointmentPayments, {
      params: { id: answer.body.payload.booking.created[0]!.id },
      token: member,
    });
    expect(mine.body.payload.payments[0]!.failure_message).toContain('We could not');
  });
});

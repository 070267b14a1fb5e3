import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, SANDBOX_TEST_CARDS, endpoints } from '@fairplay/contracts';
import { addDaysToDate, utcToZonedParts } from '@fairplay/domain';
import {
  appointments,
  bookingPayments,
  availabilityRuleCourts,
  businesses,
  charges,
  emailOutbox,
  jobs,
  ledgerEntries,
  ledgerTransactions,
  TenantScope,
  users,
} from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, userIdOf, ZONE } from '../../test/appointments-kit.js';
import { insertRule } from '../../test/policy-kit.js';
import { cardToken, expectLedgerBalanced } from '../../test/payments-kit.js';
import { HOLD_JOB, SETTLE_JOB } from '../booking-payments/index.js';
import { EXPIRING_AUTHORIZATIONS_JOB, EXPIRY_MARGIN_MS } from './index.js';
import { createHolds, type Holds } from './holds.service.js';
import { createSandboxProvider } from '../payment-gateway/index.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PRICE = 3100;

describe('the expiring-authorizations job settles holds before the provider lets them go', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let clubId: number;
  let memberId: number;
  let ownerEmail: string;
  let holds: Holds;
  let scope: TenantScope;
  let keys = 0;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    clubId = await clubIdOf(t, owner);
    memberId = await userIdOf(t, 'member');
    const ownerId = await userIdOf(t, 'owner');
    ownerEmail = (await t.handle.db.select().from(users).where(eq(users.id, ownerId)))[0]!.email;
    scope = new TenantScope(t.handle.db, clubId);
    // A second holder on the same database and sandbox: the holds another module would make (no booking owns them).
    const provider = createSandboxProvider(t.handle.db, t.clock.now);
    holds = createHolds({ db: t.handle.db, now: t.clock.now, provider, publicUrl: 'http://club.test' });
  }, 180_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  // The payment jobs alone, not every sweep of the demo club.
  const runJobs = () =>
    t.app.jobs.runDueJobs(t.clock.now(), { types: [EXPIRING_AUTHORIZATIONS_JOB, HOLD_JOB, SETTLE_JOB] });
  const chargeRow = async (id: number) => (await t.handle.db.select().from(charges).where(eq(charges.id, id)))[0]!;
  const kindsOf = async (chargeId: number) =>
    (
      await t.handle.db
        .select({ kind: ledgerTransactions.kind, account: ledgerEntries.account, amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(eq(ledgerTransactions.chargeId, chargeId))
    )
      .map((entry) => `${entry.kind}:${entry.account}:${entry.amount}`)
      .sort();
  const mailsAbout = async (chargeId: number) =>
    (
      await t.handle.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.businessId, clubId), eq(emailOutbox.toAddress, ownerEmail)))
    ).filter((mail) => mail.textBody.includes(`Charge ${chargeId}:`));
  const hold = async (card: string = SANDBOX_TEST_CARDS.succeeds) => {
    const held = await holds.authorize(scope, {
      memberUserId: memberId,
      description: 'Racket rental deposit',
      amount: PRICE,
      currency: 'usd',
      idempotencyKey: `expiring-test-${++keys}`,
      createdBy: null,
      token: await cardToken(t, card),
    });
    expect(held.status).toBe('authorized');
    return held;
  };

  it("captures a booking's hold whose own capture job died, and the booking is paid", async () => {
    const court = (await courtIdsOf(t, clubId))[0]!;
    await t.handle.db
      .update(businesses)
      .set({ requirePartnerName: false, bookingToStart: 60, advanceTime: 365, enableMaxTimeForBookings: false })
      .where(eq(businesses.id, clubId));
    await t.handle.db.delete(appointments).where(eq(appointments.courtId, court));
    // The demo's own rules on the court too: which of them would price the slot depends on the weekday.
    await t.handle.db.delete(availabilityRuleCourts).where(eq(availabilityRuleCourts.courtId, court));
    const today = utcToZonedParts(t.clock.now(), ZONE).date;
    await insertRule(t, clubId, {
      note: 'Members hold by the hour',
      courts: [court],
      startDate: today,
      endDate: addDaysToDate(today, 60),
      who: [{ kind: 'allmembers' }],
      rows: [{ start: '06:00', end: '23:00', price: PRICE }],
    });
    const date = addDaysToDate(today, 4);
    const answer = await t.call(endpoints.bookingPayments.bookAndPay, {
      body: {
        startDate: at(date, '10:00'),
        endDate: at(date, '11:00'),
        courts: [court],
        amount: PRICE,
        currency: 'usd',
        method: 'authorize',
        token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds),
      },
      token: member,
    });
    expect(answer.status, answer.body.message).toBe(200);
    const paymentId = answer.body.payload.payment!.id;
    const [payment] = await t.handle.db.select().from(bookingPayments).where(eq(bookingPayments.id, paymentId));
    expect(payment!.status).toBe('authorized');
    const charge = await chargeRow(payment!.chargeId!);
    // The booking's capture job is lost (dead after a crash): only the expiring-authorizations job is left.
    await t.handle.db
      .update(jobs)
      .set({ status: 'dead', finishedAt: t.clock.now(), lastError: 'the process stopped' })
      .where(and(eq(jobs.type, HOLD_JOB), inArray(jobs.status, ['pending'])));
    t.clock.advance(charge.authorizationExpiresAt!.getTime() - EXPIRY_MARGIN_MS + HOUR - t.clock.now().getTime());
    await runJobs();
    expect((await chargeRow(charge.id)).status).toBe('succeeded');
    const [paid] = await t.handle.db.select().from(bookingPayments).where(eq(bookingPayments.id, paymentId));
    expect(paid!.status).toBe('paid');
    const entries = await kindsOf(charge.id);
    expect(entries.filter((entry) => entry.startsWith('capture:'))).toHaveLength(2);
    expect(entries).toContain(`charge:revenue:${-PRICE}`);
    const mails = await mailsAbout(charge.id);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('captured before it expired')]);
  });

  it('releases a hold nothing needs once it is within the margin of its end, reverses it and e-mails staff', async () => {
    const held = await hold();
    // Just outside the margin nothing happens.
    t.clock.advance(held.expiresAt!.getTime() - EXPIRY_MARGIN_MS - HOUR - t.clock.now().getTime());
    await runJobs();
    expect((await chargeRow(held.chargeId)).status).toBe('authorized');
    expect(await mailsAbout(held.chargeId)).toEqual([]);

    t.clock.advance(2 * HOUR);
    await runJobs();
    expect(await chargeRow(held.chargeId)).toMatchObject({ status: 'released', failureCode: null });
    expect(await kindsOf(held.chargeId)).toEqual([
      `hold:card_holds:${PRICE}`,
      `hold:holds_outstanding:${-PRICE}`,
      `release:card_holds:${-PRICE}`,
      `release:holds_outstanding:${PRICE}`,
    ]);
    const mails = await mailsAbout(held.chargeId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('released before it expired');
    // A later sweep finds nothing more to do: no second release, no second e-mail.
    t.clock.advance(2 * HOUR);
    await runJobs();
    expect(await kindsOf(held.chargeId)).toHaveLength(4);
    expect(await mailsAbout(held.chargeId)).toHaveLength(1);
  });

  it('marks a hold the provider let expire as released with the reason, when the jobs did not run in time', async () => {
    const held = await hold(SANDBOX_TEST_CARDS.succeedsMastercard);
    // The server was down past the sandbox's 7 days: the authorization is gone at the provider.
    t.clock.advance(8 * DAY);
    await runJobs();
    expect(await chargeRow(held.chargeId)).toMatchObject({
      status: 'released',
      failureCode: 'authorization_expired',
      failureMessage: PAYMENT_MESSAGES.authorizationExpired,
    });
    expect((await kindsOf(held.chargeId)).filter((entry) => entry.startsWith('release:'))).toHaveLength(2);
    const mails = await mailsAbout(held.chargeId);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('a card authorization expired')]);
  });
});

import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_FEE_MESSAGES, SANDBOX_TEST_CARDS, endpoints } from '@fairplay/contracts';
import {
  appointmentParticipants,
  appointments,
  bookingFees,
  businesses,
  charges,
  courts,
  emailOutbox,
  facilityGroups,
  inAppNotifications,
  invoices,
  ledgerTransactions,
  users,
} from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, userIdOf } from '../../test/appointments-kit.js';
import { cardToken, connectSandbox, expectLedgerBalanced } from '../../test/payments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';
import { NO_SHOW_SWEEP_JOB } from './no-show-sweep.js';

const table = endpoints.bookingFees;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NO_SHOW_FEE = 1500;
const LATE_FEE = 1000;

describe('no-show and late-cancel fees driven by check-in', () => {
  let t: TestApp;
  let owner: string;
  let clubId: number;
  let court: { id: number; locationId: number };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    clubId = await clubIdOf(t, owner);
    for (const name of ['member', 'mia.wilson', 'noah.fischer', 'lucas.wilson']) ids[name] = await userIdOf(t, name);
    const [row] = await t.handle.db
      .select({ id: courts.id, locationId: facilityGroups.locationId })
      .from(courts)
      .innerJoin(facilityGroups, eq(facilityGroups.id, courts.facilityGroupId))
      .where(eq(courts.businessId, clubId));
    court = row!;
    // This file's own court time (each test file has its own database).
    await t.handle.db.delete(appointments).where(eq(appointments.courtId, court.id));
    // The demo seed books these players on other courts too, at times that depend on today's date: a check-in
    // belongs to the booking under way, so their demo bookings would take the check-ins this file makes.
    const theirs = t.handle.db
      .select({ id: appointmentParticipants.appointmentId })
      .from(appointmentParticipants)
      .where(inArray(appointmentParticipants.userId, Object.values(ids)));
    await t.handle.db.delete(appointments).where(inArray(appointments.id, theirs));
    await t.handle.db
      .update(businesses)
      .set({ cancelAllowed: true, cancelAllowedHour: 24, addToInvoice: false })
      .where(eq(businesses.id, clubId));
    if (!(await t.call(endpoints.payments.account, { token: owner })).body.payload.connected)
      await connectSandbox(t, owner);
    const saved = await t.call(endpoints.payments.createForMember, {
      body: { member_id: ids['member']!, token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) },
      token: owner,
    });
    expect(saved.status, saved.body.message).toBe(200);
  }, 180_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  // The no-show sweep alone, not every sweep of the demo club.
  const runJobs = () => t.app.jobs.runDueJobs(t.clock.now(), { types: [NO_SHOW_SWEEP_JOB] });
  /** Staff book `userId` on this file's court at `start` for an hour. */
  const book = async (userId: number, start: Date) => {
    const created = await t.call(endpoints.appointments.addComplex, {
      token: owner,
      body: {
        courts: [court.id],
        start_time: start.toISOString(),
        end_time: new Date(start.getTime() + 30 * MINUTE).toISOString(),
        userId,
        force: true,
      },
    });
    expect(created.status, created.body.message).toBe(200);
    return created.body.payload.created[0]!.id;
  };
  /** A start `hours` ahead of the test clock, on a whole half hour. */
  const startIn = (hours: number) =>
    new Date(Math.ceil((t.clock.now().getTime() + hours * HOUR) / 1_800_000) * 1_800_000);
  const feesOf = (appointmentId: number) =>
    t.handle.db.select().from(bookingFees).where(eq(bookingFees.appointmentId, appointmentId));
  const chargeOf = async (id: number) => (await t.handle.db.select().from(charges).where(eq(charges.id, id)))[0]!;
  const bellOf = (userId: number, title: string) =>
    t.handle.db
      .select()
      .from(inAppNotifications)
      .where(and(eq(inAppNotifications.userId, userId), eq(inAppNotifications.title, title)));
  const mailOf = async (userId: number, title: string) => {
    const [user] = await t.handle.db.select().from(users).where(eq(users.id, userId));
    return (await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user!.email))).filter((mail) =>
      mail.subject.endsWith(title),
    );
  };

  it('staff set the fees in the club settings; they are checked and need settings update', async () => {
    const saved = await t.call(endpoints.settings.update, {
      body: { no_show_fee: NO_SHOW_FEE, no_show_fee_minutes: 15, late_cancel_fee: LATE_FEE },
      token: owner,
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.payload).toMatchObject({
      no_show_fee: NO_SHOW_FEE,
      no_show_fee_minutes: 15,
      late_cancel_fee: LATE_FEE,
    });
    const read = await t.call(endpoints.settings.read, { token: owner });
    expect(read.body.payload.no_show_fee).toBe(NO_SHOW_FEE);

    const negative = await t.callRaw(endpoints.settings.update, { body: { no_show_fee: -1 }, token: owner });
    expect(negative.status).toBe(400);
    expect(JSON.stringify(negative.body)).toContain('no_show_fee');
    const tooLong = await t.callRaw(endpoints.settings.update, { body: { no_show_fee_minutes: 5000 }, token: owner });
    expect(tooLong.status).toBe(400);
    const member = await t.login('member');
    expect((await t.call(endpoints.settings.update, { body: { no_show_fee: 0 }, token: member })).status).toBe(403);
  });

  it('charges a player not checked in by start + N minutes once to their saved card; a checked-in one owes nothing', async () => {
    const start = startIn(3);
    const missed = await book(ids['member']!, start);
    const came = await book(ids['mia.wilson']!, new Date(start.getTime() + 30 * MINUTE));
    // Before the grace ends nothing is owed.
    t.clock.advance(start.getTime() + 14 * MINUTE - t.clock.now().getTime());
    await runJobs();
    expect(await feesOf(missed)).toHaveLength(0);
    // Mia checks in at the desk a few minutes before her booking.
    t.clock.advance(10 * MINUTE);
    const checkedIn = await t.call(endpoints.checkins.add, {
      body: { user_id: ids['mia.wilson']! },
      headers: { 'location-id': String(court.locationId) },
      token: owner,
    });
    expect(checkedIn.status, checkedIn.body.message).toBe(200);
    t.clock.advance(40 * MINUTE);
    await runJobs();
    await runJobs();

    const [fee, ...more] = await feesOf(missed);
    expect(more).toHaveLength(0);
    expect(fee).toMatchObject({ kind: 'no_show', userId: ids['member'], amount: NO_SHOW_FEE, status: 'charged' });
    const charge = await chargeOf(fee!.chargeId!);
    expect(charge).toMatchObject({ status: 'succeeded', total: NO_SHOW_FEE, memberUserId: ids['member'] });
    const ledger = await t.handle.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.chargeId, charge.id));
    // The charge and the processor's fee on it (issue 12: the sandbox's fee schedule).
    expect(ledger.map((row) => row.kind)).toEqual(['charge', 'fee']);
    expect(await feesOf(came)).toHaveLength(0);
    // The member is told of each fee once, in the bell and by e-mail (the demo seed books them elsewhere too).
    const owed = (await t.handle.db.select().from(bookingFees).where(eq(bookingFees.userId, ids['member']!))).length;
    expect(await bellOf(ids['member']!, BOOKING_FEE_MESSAGES.noShowTitle)).toHaveLength(owed);
    expect(await mailOf(ids['member']!, BOOKING_FEE_MESSAGES.noShowTitle)).toHaveLength(owed);

    // Staff see it on the member's detail.
    const listed = await t.call(table.memberFees, { params: { id: ids['member']! }, token: owner });
    expect(listed.status).toBe(200);
    expect(listed.body.payload.fees[0]).toMatchObject({ id: fee!.id, status: 'charged', amount: NO_SHOW_FEE });
  });

  it('records a no-show once even when asked twice at the same time; with monthly invoices it is invoiced', async () => {
    const invoicing = await t.call(endpoints.settings.update, { body: { add_to_invoice: true }, token: owner });
    expect(invoicing.status, invoicing.body.message).toBe(200);
    const start = startIn(2);
    const missed = await book(ids['lucas.wilson']!, start);
    t.clock.advance(start.getTime() + 20 * MINUTE - t.clock.now().getTime());
    await Promise.all([runJobs(), runJobs()]);
    await runJobs();
    const fees = await feesOf(missed);
    expect(fees).toHaveLength(1);
    // The club uses monthly invoices: the fee goes onto the payer's invoice, owed in the ledger.
    expect(fees[0]).toMatchObject({ status: 'invoiced' });
    expect(await chargeOf(fees[0]!.chargeId!)).toMatchObject({ status: 'invoiced', total: NO_SHOW_FEE });
    await t.call(endpoints.settings.update, { body: { add_to_invoice: false }, token: owner });
  });

  it("lists a booking's fees with their players in the booking's payments view (payments read)", async () => {
    const [fee] = (await t.handle.db.select().from(bookingFees).where(eq(bookingFees.userId, ids['member']!))).filter(
      (row) => row.status === 'charged',
    );
    const listed = await t.call(table.appointmentFees, { params: { id: fee!.appointmentId }, token: owner });
    expect(listed.status, listed.body.message).toBe(200);
    expect(listed.body.payload.fees).toEqual([
      expect.objectContaining({ id: fee!.id, kind: 'no_show', status: 'charged', member_name: 'Emma Wilson' }),
    ]);
    const member = await t.login('member');
    expect((await t.call(table.appointmentFees, { params: { id: fee!.appointmentId }, token: member })).status).toBe(
      403,
    );
    expect((await t.call(table.appointmentFees, { params: { id: fee!.appointmentId } })).status).toBe(401);
  });

  it('waives a charged fee with a refund in the ledger, and refuses a second waiver', async () => {
    const [fee] = (await t.handle.db.select().from(bookingFees).where(eq(bookingFees.userId, ids['member']!))).filter(
      (row) => row.status === 'charged',
    );
    const member = await t.login('member');
    expect((await t.call(table.waive, { params: { id: fee!.id }, token: member })).status).toBe(403);
    expect((await t.call(table.waive, { params: { id: fee!.id } })).status).toBe(401);
    const waived = await t.call(table.waive, { params: { id: fee!.id }, token: owner });
    expect(waived.status, waived.body.message).toBe(200);
    expect(waived.body.payload).toMatchObject({ status: 'waived', charge_id: fee!.chargeId });
    const charge = await chargeOf(fee!.chargeId!);
    expect(charge.amountRefunded).toBe(NO_SHOW_FEE);
    const kinds = (
      await t.handle.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.chargeId, charge.id))
    ).map((row) => row.kind);
    expect(kinds.sort()).toEqual(['charge', 'fee', 'refund']);
    expect(await bellOf(ids['member']!, BOOKING_FEE_MESSAGES.waivedTitle)).toHaveLength(1);
    const again = await t.call(table.waive, { params: { id: fee!.id }, token: owner });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(BOOKING_FEE_MESSAGES.alreadyWaived);
  });

  it('waives an invoiced fee by voiding it: off the open invoice, the receivable reversed', async () => {
    const [fee] = await t.handle.db
      .select()
      .from(bookingFees)
      .where(and(eq(bookingFees.userId, ids['lucas.wilson']!), eq(bookingFees.status, 'invoiced')));
    const charge = await chargeOf(fee!.chargeId!);
    const before = (await t.handle.db.select().from(invoices).where(eq(invoices.id, charge.invoiceId!)))[0]!;
    const waived = await t.call(table.waive, { params: { id: fee!.id }, token: owner });
    expect(waived.status, waived.body.message).toBe(200);
    expect((await chargeOf(charge.id)).status).toBe('voided');
    const after = (await t.handle.db.select().from(invoices).where(eq(invoices.id, charge.invoiceId!)))[0]!;
    expect(after.total).toBe(before.total - NO_SHOW_FEE);
    const kinds = (
      await t.handle.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.chargeId, charge.id))
    ).map((row) => row.kind);
    expect(kinds.sort()).toEqual(['adjustment', 'invoice']);
  });

  it('charges the late-cancel fee for a cancellation outside the window, not inside it', async () => {
    const late = await book(ids['member']!, startIn(5));
    const early = await book(ids['member']!, startIn(72));
    for (const id of [late, early]) {
      const cancelled = await t.call(endpoints.appointments.cancelFor, {
        params: { aptId: id },
        query: {},
        body: { user_id: ids['member']! },
        token: owner,
      });
      expect(cancelled.status, cancelled.body.message).toBe(200);
    }
    const [fee] = await feesOf(late);
    expect(fee).toMatchObject({ kind: 'late_cancel', amount: LATE_FEE, status: 'charged' });
    expect(await chargeOf(fee!.chargeId!)).toMatchObject({ status: 'succeeded', total: LATE_FEE });
    expect(await feesOf(early)).toHaveLength(0);
    expect(await bellOf(ids['member']!, BOOKING_FEE_MESSAGES.lateCancelTitle)).toHaveLength(1);
  });

  it("keeps clubs apart: another club's staff neither see nor waive this club's fees", async () => {
    const other = await registerSecondClub(t, 'f');
    const [fee] = await t.handle.db.select().from(bookingFees).where(eq(bookingFees.businessId, clubId)).limit(1);
    const waive = await t.call(table.waive, { params: { id: fee!.id }, token: other.token });
    expect(waive.status).toBe(404);
    const list = await t.call(table.memberFees, { params: { id: ids['member']! }, token: other.token });
    expect(list.status).toBe(404);
    const ofBooking = await t.call(table.appointmentFees, { params: { id: fee!.appointmentId }, token: other.token });
    expect(ofBooking.status).toBe(200);
    expect(ofBooking.body.payload.fees).toEqual([]);
    const unchanged = await t.handle.db
      .select()
      .from(bookingFees)
      .where(inArray(bookingFees.id, [fee!.id]));
    expect(unchanged[0]!.status).toBe(fee!.status);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRemovals, emailOutbox } from '@fairplay/db';
import { conflictPayload, endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp, errorFields } from '../../test/harness.js';
import { addDaysToDate } from '@fairplay/domain';
import {
  at,
  clubClock,
  clubIdOf,
  courtIdsOf,
  expectListingContract,
  localDate,
  mondayFrom,
  nextDstChange,
  rowsOnCourtFrom,
  spot,
  userIdOf,
} from '../../test/appointments-kit.js';

const table = endpoints.appointments;

describe('appointments: create, list, change and remove', () => {
  let t: TestApp;
  let owner: string;
  let courts: number[];
  let clubId: number;
  const day = localDate(80);
  /** Far enough ahead for the series below to start after the demo seed's last booking (8 weeks ahead). */
  const dstSunday = nextDstChange(90);
  /** The UTC calendar date of a club-local wall-clock time (18:00 in Chicago is the next UTC day). */
  const utcDateOf = (date: string, time: string) => at(date, time).slice(0, 10);
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    clubId = await clubIdOf(t, owner);
    courts = await courtIdsOf(t, clubId);
  });
  afterAll(async () => t.close());

  const create = (body: unknown, token = owner, headers?: Record<string, string>) =>
    t.callRaw(table.addComplex, { body, token, ...(headers ? { headers } : {}) });
  const listing = (date: string, token = owner) =>
    t.call(table.listing, {
      token,
      body: { startDate: at(date, '00:00'), endDate: at(localDateAfter(date), '00:00') },
    });
  const get = (id: number) => t.call(table.get, { params: { id }, token: owner });
  const localDateAfter = (date: string) =>
    new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  it('books spot time on two courts and lists it on the day with the spec event shape', async () => {
    const response = await create({ ...spot(courts[0]!, day, '18:00', '19:00'), courts: [courts[0], courts[1]] });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Your booking successfully created.');
    expect(response.body.payload.created).toHaveLength(2);
    const [first, second] = response.body.payload.created;
    expect(first!.group_id).toBe(second!.group_id);
    expect(first!.recurrence_id).not.toBe(second!.recurrence_id);
    expect(first!.global_recurrence_id).toBe(second!.global_recurrence_id);
    expect(first!.record.note).toBe('Book Spot Time');
    const events = (await listing(day)).body.payload;
    expectListingContract(events);
    const mine = events.filter((e) => e.group_id === first!.group_id);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      type: 'appointment',
      status: 'default',
      visible: true,
      lesson_id: null,
      book_pay_type: '1',
    });
    expect(mine[0]!.start).toBe(at(day, '18:00'));
  });

  it('answers an overlapping create with 409 listing each conflict, and force books the free rest', async () => {
    const day = localDate(81);
    expect((await create(spot(courts[0]!, day, '18:00', '19:00'))).status).toBe(200);
    const body = { ...spot(courts[0]!, day, '18:30', '19:30'), courts: [courts[0], courts[2]] };
    const refused = await create(body);
    expect(refused.status).toBe(409);
    expect(conflictPayload.parse(refused.body.payload).conflicts).toEqual([
      { court_id: courts[0], court_name: expect.any(String), start: at(day, '18:30'), end: at(day, '19:30') },
    ]);
    expect(
      (await listing(day)).body.payload.filter((e: { resourceId: number }) => e.resourceId === courts[2]),
    ).toHaveLength(0);
    const forced = await create({ ...body, force: true });
    expect(forced.status).toBe(200);
    expect(forced.body.payload.created.map((e: { resourceId: number }) => e.resourceId)).toEqual([courts[2]]);
    expect(forced.body.payload.skipped).toHaveLength(1);
  });

  it('lets back-to-back bookings touch without conflict', async () => {
    const day = localDate(82);
    expect((await create(spot(courts[0]!, day, '18:00', '19:00'))).status).toBe(200);
    expect((await create(spot(courts[0]!, day, '19:00', '20:00'))).status).toBe(200);
  });

  it('replays an Idempotency-Key retry and never books twice', async () => {
    const body = spot(courts[3]!, day, '07:00', '08:00');
    const headers = { 'idempotency-key': 'retry-me-1' };
    const first = await create(body, owner, headers);
    const again = await create(body, owner, headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.payload).toEqual(first.body.payload);
    expect(await rowsOnCourtFrom(t, courts[3]!, day)).toHaveLength(1);
    const other = await create(spot(courts[3]!, day, '09:00', '10:00'), owner, headers);
    expect(other.status).toBe(422);
    const bad = await create(body, owner, { 'idempotency-key': 'x'.repeat(300) });
    expect(bad.status).toBe(400);
    expect(errorFields(bad)).toContain('idempotency-key');
  });

  it('creates a weekly series whose 18:00 stays 18:00 local across the DST change', async () => {
    // Mondays three weeks before the change up to the day after it.
    const start = addDaysToDate(dstSunday, -20);
    const response = await create({
      ...spot(courts[4]!, start, '18:00', '19:00'),
      recurrence: { frequency: 'weekly', every: 1, days: [0], ends: 'occurrences', occurrences: 4 },
    });
    expect(response.status).toBe(200);
    const starts: string[] = response.body.payload.created.map((e: { start: string }) => e.start);
    expect(starts.map((iso) => iso.slice(0, 10))).toEqual(
      [-20, -13, -6, 1].map((shift) => utcDateOf(addDaysToDate(dstSunday, shift), '18:00')),
    );
    expect(starts.map(clubClock)).toEqual(['18:00', '18:00', '18:00', '18:00']);
    // The same wall-clock time is a different UTC hour once the clocks have changed.
    expect(new Date(starts[3]!).getUTCHours()).not.toBe(new Date(starts[0]!).getUTCHours());
  });

  it('rejects bad ranges, repeat with different times, and other clubs’ courts naming the field', async () => {
    const backwards = await create(spot(courts[0]!, day, '20:00', '19:00'));
    expect(backwards.status).toBe(400);
    expect(backwards.errors[0]?.field).toBe('end_time');
    const both = await create({
      ...spot(courts[0]!, day, '10:00', '11:00'),
      recurrence: { frequency: 'weekly', every: 1, days: [], ends: 'occurrences', occurrences: 2 },
      multipleDates: [{ start_time: at(day, '10:00'), end_time: at(day, '11:00') }],
    });
    expect(both.status).toBe(400);
    expect(both.body.message).toContain('Chose either');
    const tooMany = await create({
      ...spot(courts[0]!, day, '10:00', '11:00'),
      recurrence: { frequency: 'weekly', every: 1, days: [], ends: 'occurrences', occurrences: 53 },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.errors[0]?.field).toBe('recurrence.occurrences');
    const foreign = await create(spot(999999, day, '10:00', '11:00'));
    expect(foreign.status).toBe(400);
    expect(foreign.errors[0]?.field).toBe('courts.0');
    const guests = await create({ ...spot(courts[0]!, day, '10:00', '11:00'), guests: ['R2-D2'] });
    expect(guests.status).toBe(400);
    expect(guests.errors[0]?.field).toContain('guests');
  });

  it('updates this and following occurrences keeping local times, and answers 409 on a taken court', async () => {
    // Mondays two weeks before the DST change to two weeks after it.
    const start = addDaysToDate(dstSunday, -13);
    const [second, third, fourth] = [-6, 1, 8].map((shift) => addDaysToDate(dstSunday, shift));
    const created = await create({
      ...spot(courts[5]!, start, '10:00', '11:00'),
      recurrence: { frequency: 'weekly', every: 1, days: [0], ends: 'occurrences', occurrences: 4 },
    });
    const events = created.body.payload.created;
    const secondEvent = events[1]!;
    const moved = await t.call(table.update, {
      params: { id: secondEvent.id },
      token: owner,
      body: { mode: 1, start_time: at(second!, '12:00'), end_time: at(second!, '13:00'), note: 'Moved' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.payload.updated.map((e: { start: string }) => e.start)).toEqual([
      at(second!, '12:00'),
      at(third!, '12:00'),
      at(fourth!, '12:00'),
    ]);
    const firstStill = await get(events[0]!.id);
    expect(firstStill.body.payload.start).toBe(at(start, '10:00'));
    await create(spot(courts[6]!, third!, '12:00', '13:00'));
    const clash = await t.call(table.update, {
      params: { id: secondEvent.id },
      token: owner,
      body: { mode: 1, court_id: courts[6]! },
    });
    expect(clash.status).toBe(409);
    expect(conflictPayload.parse(clash.body.payload).conflicts).toHaveLength(1);
    const unchanged = await get(secondEvent.id);
    expect(unchanged.body.payload.resourceId).toBe(courts[5]);
  });

  it('drags an event to another court after checking it is unchanged', async () => {
    const event = (await create(spot(courts[7]!, day, '06:00', '07:00'))).body.payload.created[0]!;
    const body = {
      old_court: courts[7]!,
      new_court: courts[8]!,
      old_start: event.start,
      old_end: event.end,
      new_start: at(day, '06:00'),
      new_end: at(day, '07:00'),
    };
    const moved = await t.call(table.dragAndDrop, { params: { id: event.id }, token: owner, body });
    expect(moved.status).toBe(200);
    expect(moved.body.payload.resourceId).toBe(courts[8]);
    const stale = await t.call(table.dragAndDrop, { params: { id: event.id }, token: owner, body });
    expect(stale.status).toBe(409);
  });

  it('removes this and following, the whole recurrence, or keeps booked ones, recording the refund choice', async () => {
    const member = await userIdOf(t, 'member');
    const series = (
      await create({
        ...spot(courts[9]!, mondayFrom(100), '08:00', '09:00'),
        recurrence: { frequency: 'weekly', every: 1, days: [0], ends: 'occurrences', occurrences: 5 },
      })
    ).body.payload.created;
    expect(series[0]!.if_booked_in_recurrence).toBe(false);
    await t.call(table.bookFor, { params: { id: series[4]!.id }, token: owner, body: { userId: member } });
    expect((await get(series[0]!.id)).body.payload.if_booked_in_recurrence).toBe(true);
    const following = await t.call(table.removePartly, {
      params: { id: series[3]!.id, recurrence: series[3]!.recurrence_id },
      query: { scope: 1, automatically_refund_payment: '0' },
      token: owner,
    });
    expect(following.status).toBe(200);
    expect(following.body.payload.removed).toBe(2);
    const all = await t.call(table.removePartly, {
      params: { id: series[0]!.id, recurrence: series[0]!.recurrence_id },
      query: { keep_booked: '1' },
      token: owner,
    });
    expect(all.body.payload).toEqual({ removed: 3, kept: 0 });
    const removals = await t.handle.db
      .select()
      .from(appointmentRemovals)
      .where(eq(appointmentRemovals.seriesId, series[0]!.global_recurrence_id));
    expect(removals.map((r) => r.refundRequested)).toEqual([false, true]);
  });

  it('blocks and unblocks, deletes one, and 404s afterwards', async () => {
    const event = (await create(spot(courts[10]!, day, '06:00', '07:00'))).body.payload.created[0]!;
    const blocked = await t.call(table.block, { params: { id: event.id }, token: owner });
    expect(blocked.body.payload.status).toBe('disabled');
    const unblocked = await t.call(table.block, { params: { id: event.id }, token: owner });
    expect(unblocked.body.payload.status).toBe('default');
    const deleted = await t.call(table.delete, { params: { id: event.id }, query: {}, token: owner });
    expect(deleted.body.payload).toEqual({ removed: 1 });
    expect((await get(event.id)).status).toBe(404);
    const update = await t.call(table.update, { params: { id: event.id }, token: owner, body: { note: 'x' } });
    expect(update.status).toBe(404);
  });

  it('books a member in, messages participants through the outbox, and lets the member cancel', async () => {
    const member = await userIdOf(t, 'member');
    const event = (await create(spot(courts[11]!, day, '06:00', '07:00'))).body.payload.created[0]!;
    const booked = await t.call(table.bookFor, {
      params: { id: event.id },
      token: owner,
      body: { userId: member, guests: ['Ann Lee'] },
    });
    expect(booked.status).toBe(200);
    expect(booked.body.payload[0]!.record.bookings.map((b) => b.kind)).toEqual(['booker', 'guest']);
    const twice = await t.call(table.bookFor, { params: { id: event.id }, token: owner, body: { userId: member } });
    expect(twice.status).toBe(409);
    const sent = await t.call(table.sendMessage, {
      token: owner,
      body: { appointment_id: event.id, message: 'Court 12 lights are fixed.' },
    });
    expect(sent.body.payload).toEqual({ recipients: 1 });
    const mail = await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.businessId, clubId));
    expect(mail.some((m) => m.textBody.includes('Court 12 lights are fixed.'))).toBe(true);
    const memberToken = await t.login('member');
    const messages = await t.call(table.messages, { token: memberToken, body: { appointment_id: event.id } });
    expect(messages.body.payload[0]).toMatchObject({ body: 'Court 12 lights are fixed.', recipients: 1 });
    const cancelled = await t.call(table.cancel, { params: { id: event.id }, token: memberToken, body: {} });
    expect(cancelled.body.payload).toEqual({ cancelled: 1 });
    expect((await get(event.id)).status).toBe(404);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '@fairplay/db';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { addDaysToDate } from '@fairplay/domain';
import {
  at,
  clubIdOf,
  courtIdsOf,
  localDate,
  mondayFrom,
  rowsOnCourtFrom,
  spot,
  userIdOf,
} from '../../test/appointments-kit.js';

const table = endpoints.appointments;

describe('appointments: the remaining calls and the club rules', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let courts: number[];
  let clubId: number;
  const day = localDate(120);
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    clubId = await clubIdOf(t, owner);
    courts = await courtIdsOf(t, clubId);
  });
  afterAll(async () => t.close());

  const add = (
    endpoint: typeof table.addComplex | typeof table.addBook | typeof table.addMany,
    body: unknown,
    token = owner,
  ) => t.callRaw(endpoint, { body, token });
  const listing = (body: unknown, token = owner) => t.callRaw(table.listing, { body, token });
  const cancel = (id: number, token = member) => t.call(table.cancel, { params: { id }, body: {}, token });
  const setClub = (changes: Partial<typeof businesses.$inferInsert>) =>
    t.handle.db.update(businesses).set(changes).where(eq(businesses.id, clubId));

  it('add_many books several ranges in one transaction and refuses all of them on one conflict', async () => {
    const many = await add(table.addMany, {
      appointments: [spot(courts[0]!, day, '08:00', '09:00'), spot(courts[1]!, day, '08:00', '09:00')],
    });
    expect(many.status).toBe(200);
    expect(many.body.payload.created).toHaveLength(2);
    const clash = await add(table.addMany, {
      appointments: [spot(courts[2]!, day, '08:00', '09:00'), spot(courts[0]!, day, '08:30', '09:30')],
    });
    expect(clash.status).toBe(409);
    expect(await rowsOnCourtFrom(t, courts[2]!, day)).toHaveLength(0);
    const forced = await add(table.addMany, {
      appointments: [spot(courts[2]!, day, '08:00', '09:00'), spot(courts[0]!, day, '08:30', '09:30')],
      force: true,
    });
    expect(forced.body.payload.created).toHaveLength(1);
    expect(forced.body.payload.skipped).toHaveLength(1);
  });

  it('refuses a start beyond the 12-month horizon naming start_time, the field the body has', async () => {
    const late = await add(table.addComplex, spot(courts[0]!, localDate(400), '10:00', '11:00'));
    expect(late.status).toBe(400);
    expect(late.errors).toEqual([
      { field: 'start_time', message: 'The start date must be within 12 months from today.' },
    ]);
  });

  it('books "List Different Times" as separate occurrences and rejects overlapping entries', async () => {
    const ranges = [
      { start_time: at(day, '12:00'), end_time: at(day, '13:00') },
      { start_time: at(day, '15:00'), end_time: at(day, '16:00') },
    ];
    const listed = await add(table.addComplex, { ...spot(courts[3]!, day, '12:00', '13:00'), multipleDates: ranges });
    expect(listed.body.payload.created.map((e: { start: string }) => e.start)).toEqual([
      at(day, '12:00'),
      at(day, '15:00'),
    ]);
    const overlapping = await add(table.addComplex, {
      ...spot(courts[4]!, day, '12:00', '13:00'),
      multipleDates: [ranges[0], { start_time: at(day, '12:30'), end_time: at(day, '13:30') }],
    });
    expect(overlapping.status).toBe(400);
    expect(overlapping.body.message).toContain('Invalid selected range in list');
  });

  it('update_complex replaces this and following with a new repeat', async () => {
    const monday = mondayFrom(150);
    const [second, fourth] = [7, 21].map((days) => addDaysToDate(monday, days));
    const created = await add(table.addComplex, {
      ...spot(courts[5]!, monday, '10:00', '11:00'),
      recurrence: { frequency: 'weekly', every: 1, days: [0], ends: 'occurrences', occurrences: 4 },
    });
    const secondEvent = created.body.payload.created[1]!;
    const replaced = await t.call(table.updateComplex, {
      params: { id: secondEvent.id },
      token: owner,
      body: {
        mode: 1,
        recurrence_id: secondEvent.recurrence_id,
        recurrence: { frequency: 'weekly', every: 2, days: [0], ends: 'occurrences', occurrences: 2 },
      },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.payload.updated.map((e: { start: string }) => e.start)).toEqual([
      at(second!, '10:00'),
      at(fourth!, '10:00'),
    ]);
    const onCourt = (await rowsOnCourtFrom(t, courts[5]!, monday)).map((row) => row.startsAt.toISOString()).sort();
    expect(onCourt).toEqual([at(monday, '10:00'), at(second!, '10:00'), at(fourth!, '10:00')]);
    const thisOnly = await t.call(table.updateComplex, {
      params: { id: secondEvent.id },
      token: owner,
      body: { mode: 0, recurrence: null },
    });
    expect(thisOnly.status).toBe(400);
    expect(thisOnly.errors[0]?.field).toBe('mode');
  });

  it('update_complex refuses to change the repeat of a chain with a booked member', async () => {
    const monday = mondayFrom(180);
    const created = await add(table.addComplex, {
      ...spot(courts[8]!, monday, '10:00', '11:00'),
      recurrence: { frequency: 'weekly', every: 1, days: [0], ends: 'occurrences', occurrences: 3 },
    });
    const [first, , third] = created.body.payload.created;
    await t.call(table.bookFor, {
      params: { id: third!.id },
      body: { userId: await userIdOf(t, 'member') },
      token: owner,
    });
    const refused = await t.call(table.updateComplex, {
      params: { id: first!.id },
      token: owner,
      body: { mode: 2, recurrence: null },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'There is a booked event in this reoccurrence. You can make any changes for the whole chain except the reoccurrence.',
    );
    expect(await rowsOnCourtFrom(t, courts[8]!, monday)).toHaveLength(3);
    const noted = await t.call(table.update, {
      params: { id: first!.id },
      token: owner,
      body: { mode: 2, note: 'League night' },
    });
    expect(noted.body.payload.updated.map((e: { record: { note: string } }) => e.record.note)).toEqual([
      'League night',
      'League night',
      'League night',
    ]);
  });

  it('remove_partly with the global id removes every court of the series; delete_rule clears a window', async () => {
    const created = await add(table.addComplex, {
      ...spot(courts[6]!, day, '18:00', '19:00'),
      courts: [courts[6], courts[7]],
    });
    const first = created.body.payload.created[0]!;
    const removed = await t.call(table.removePartlyGlobal, {
      params: { id: first.id, recurrence: first.recurrence_id, global: first.global_recurrence_id },
      query: {},
      token: owner,
    });
    expect(removed.body.payload).toEqual({ removed: 2, kept: 0 });
    const wrong = await t.call(table.removePartly, {
      params: { id: first.id, recurrence: first.recurrence_id + 1000 },
      query: {},
      token: owner,
    });
    expect(wrong.status).toBe(404);
    await add(table.addComplex, spot(courts[8]!, day, '06:00', '07:00'));
    await add(table.addComplex, spot(courts[8]!, day, '07:00', '08:00'));
    await add(table.addComplex, spot(courts[8]!, day, '09:00', '10:00'));
    const cleared = await t.call(table.deleteRule, {
      token: owner,
      body: { court_id: courts[8]!, start_time: at(day, '06:00'), end_time: at(day, '08:00') },
    });
    expect(cleared.body.payload).toEqual({ removed: 2 });
  });

  it('holds customers to advance time, the party size and the max minutes per booking', async () => {
    await setClub({ advanceTime: 30 });
    const far = await add(table.addBook, spot(courts[9]!, day, '10:00', '11:00'), member);
    expect(far.status).toBe(400);
    expect(far.body.message).toContain('too far ahead');
    await setClub({ advanceTime: 365, enableMaxTimeForBookings: true, maxTimeForSingles: 60, maxTimeForDoubles: 90 });
    const long = await add(table.addBook, spot(courts[9]!, day, '10:00', '11:30'), member);
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('The business requires maximum 60 minutes per booking for 1 person.');
    const doubles = await add(table.addBook, spot(courts[9]!, day, '10:00', '11:30', { guests: ['Ann Lee'] }), member);
    expect(doubles.status).toBe(200);
    await setClub({ enableMaxTimeForBookings: false });
    const crowd = await add(
      table.addBook,
      spot(courts[10]!, day, '10:00', '11:00', { guests: ['Ann Lee', 'Bo Park', 'Cy Diaz', 'Di Wong'] }),
      member,
    );
    expect(crowd.status).toBe(400);
    expect(crowd.body.message).toContain('no room');
  });

  it('lets members book for their family but not for strangers, and lists by family and coach', async () => {
    const lucas = await userIdOf(t, 'lucas.wilson');
    const stranger = await userIdOf(t, 'admin');
    const forLucas = await add(table.addBook, spot(courts[11]!, day, '10:00', '11:00', { userId: lucas }), member);
    expect(forLucas.status).toBe(200);
    const forStranger = await add(
      table.addBook,
      spot(courts[11]!, day, '12:00', '13:00', { userId: stranger }),
      member,
    );
    expect(forStranger.status).toBe(400);
    expect(forStranger.errors[0]?.field).toBe('userId');
    const familyView = await listing({ startDate: at(day, '00:00'), endDate: at(day, '23:00'), family: lucas }, member);
    expect(
      familyView.body.payload.find((e: { id: number }) => e.id === forLucas.body.payload.created[0]!.id)?.visible,
    ).toBe(true);
    const notFamily = await listing(
      { startDate: at(day, '00:00'), endDate: at(day, '23:00'), family: stranger },
      member,
    );
    expect(notFamily.status).toBe(400);
    const coach = await userIdOf(t, 'coach.sofia');
    const lesson = await add(table.addComplex, spot(courts[12]!, day, '10:00', '11:00', { assigned: [coach] }));
    const byCoach = await listing({
      startDate: at(day, '00:00'),
      endDate: at(day, '23:00'),
      assignedTo: [coach],
    });
    // Availability rules come with every listing as microsettings bands; the coach filter narrows the bookings.
    const coachBookings = byCoach.body.payload.filter((e: { type: string }) => e.type !== 'microsettings');
    expect(coachBookings.map((e: { id: number }) => e.id)).toEqual([lesson.body.payload.created[0]!.id]);
    const tooLong = await listing({ startDate: at(day, '00:00'), endDate: at(localDate(200), '00:00') });
    expect(tooLong.status).toBe(400);
    const notStaff = await add(table.addComplex, spot(courts[12]!, day, '12:00', '13:00', { assigned: [lucas] }));
    expect(notStaff.errors[0]?.field).toBe('assigned.0');
  });

  it('cancellation follows the club rules for customers, and staff cancel for members', async () => {
    const memberId = await userIdOf(t, 'member');
    // Two days ahead at 22:00 (after the demo seed's last booking) is always between 24 and 72 hours away.
    const soon = localDate(2);
    const booked = await add(table.addBook, spot(courts[13]!, soon, '22:00', '23:00'), member);
    expect(booked.status).toBe(200);
    const id = booked.body.payload.created[0]!.id;
    await setClub({ cancelAllowed: false });
    expect((await cancel(id)).body.message).toBe('This club does not allow cancellations.');
    await setClub({ cancelAllowed: true, cancelAllowedHour: 72 });
    expect((await cancel(id)).body.message).toBe('It is too late to cancel this booking.');
    await setClub({ cancelAllowedHour: 24 });
    const admin = await userIdOf(t, 'admin');
    const forOther = await t.call(table.cancelUser, { params: { id, userId: admin }, body: {}, token: member });
    expect(forOther.status).toBe(403);
    const staff = await t.call(table.cancelFor, {
      params: { aptId: id },
      query: { automatically_refund_payment: '0' },
      token: owner,
      body: { user_id: memberId },
    });
    expect(staff.body.payload).toEqual({ cancelled: 1 });
    const again = await t.call(table.cancelFor, {
      params: { aptId: id },
      query: {},
      token: owner,
      body: { user_id: memberId },
    });
    expect(again.status).toBe(404);
  });
});

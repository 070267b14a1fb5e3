import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, businesses, serviceTypes } from '@fairplay/db';
import { endpoints, type FreezeBody, type FreezeList } from '@fairplay/contracts';
import { FREEZE_MESSAGES } from '@fairplay/domain';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { addDaysToDate } from '@fairplay/domain';
import {
  allowOverlappingCourts,
  at,
  clubIdOf,
  courtIdsOf,
  localDate,
  spot,
  userIdOf,
} from '../../test/appointments-kit.js';

const table = endpoints.appointments;
const TENNIS = 1;
const PICKLEBALL = 2;

describe('freezes of some sports or service types, moving into a freeze, and unfreezing one day', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let memberId: number;
  let clubId: number;
  let courts: number[];
  let lesson: number;
  const day = localDate(150);
  beforeAll(async () => {
    t = await startTestApp();
    [owner, member] = await Promise.all([t.login('owner'), t.login('member')]);
    // These bookings put one member on courts at overlapping times: the one-court rule has its own tests.
    await allowOverlappingCourts(t, owner);
    clubId = await clubIdOf(t, owner);
    courts = await courtIdsOf(t, clubId);
    memberId = await userIdOf(t, 'member');
    await t.handle.db.update(businesses).set({ advanceTime: 365 }).where(eq(businesses.id, clubId));
    const [made] = await t.handle.db
      .insert(serviceTypes)
      .values({ businessId: clubId, displayName: 'Freeze Lesson' })
      .returning({ id: serviceTypes.id });
    lesson = made!.id;
  });
  afterAll(async () => t.close());

  const freeze = async (extra: Partial<FreezeBody>) => {
    const answer = await t.call(table.freeze, {
      body: {
        note: 'Tournament',
        courts: [courts[0]!],
        cancel_on_freeze: true,
        rules: [{ start_time: at(day, '08:00'), end_time: at(day, '12:00') }],
        ...extra,
      },
      token: owner,
    });
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.payload;
  };
  const bookFor = async (court: number, from: string, to: string, extra: Record<string, unknown> = {}) => {
    const answer = await t.call(table.addBook, {
      body: spot(court, day, from, to, { userId: memberId, ...extra }),
      token: owner,
    });
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.payload.created[0]!;
  };
  const idsOn = async (court: number) =>
    (
      await t.handle.db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.courtId, court), gte(appointments.startsAt, new Date(at(day, '00:00')))))
    ).map((row) => row.id);

  it('closes only the sport it names (and bookings naming none): cancels those, refuses them, lists it', async () => {
    const court = courts[0]!;
    const tennis = await bookFor(court, '08:00', '09:00', { sport_id: TENNIS });
    const pickleball = await bookFor(court, '09:00', '10:00', { sport_id: PICKLEBALL });
    const anySport = await bookFor(court, '10:00', '11:00');
    const made = await freeze({ freeze_for: 'sport', sport_ids: [PICKLEBALL] });
    expect(made).toMatchObject({ freeze_for: 'sport', sports: [{ id: PICKLEBALL, name: 'Pickleball' }], cancelled: 2 });
    const left = await idsOn(court);
    expect(left).toContain(tennis.id);
    expect(left).not.toContain(pickleball.id);
    expect(left).not.toContain(anySport.id);
    const refused = await t.call(table.addBook, {
      body: spot(court, day, '09:00', '10:00', { sport_id: PICKLEBALL }),
      token: member,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(FREEZE_MESSAGES.frozen(made.courts[0]!.name, 'Tournament'));
    const otherSport = await t.call(table.addBook, {
      body: spot(court, day, '09:00', '10:00', { sport_id: TENNIS }),
      token: member,
    });
    expect(otherSport.status, otherSport.body.message).toBe(200);
    const listing = await t.call(table.listing, {
      body: { startDate: at(day, '00:00'), endDate: at(addDaysToDate(day, 1), '00:00') },
      token: member,
    });
    const frozen = listing.body.payload.filter((event) => event.type === 'freeze' && event.id === made.id);
    expect(frozen.map((event) => [event.record.note, event.record.closed])).toEqual([
      ['Tournament (Pickleball only)', false],
    ]);
    const list = await t.callRaw(endpoints.availability.list, { query: { freeze: '1' }, token: owner });
    expect((list.body.payload as FreezeList).rows.find((row) => row.id === made.id)).toMatchObject({
      freeze_for: 'sport',
      sports: [{ id: PICKLEBALL, name: 'Pickleball' }],
      filters: [],
    });
  });

  it('closes only bookings of the service types it names', async () => {
    const court = courts[1]!;
    const ofLesson = await bookFor(court, '08:00', '09:00', { lesson_type_id: lesson });
    const courtTime = await bookFor(court, '09:00', '10:00');
    const made = await freeze({ courts: [court], freeze_for: 'lesson', filters: [lesson], note: 'No lessons' });
    expect(made).toMatchObject({
      freeze_for: 'lesson',
      filters: [{ id: lesson, name: 'Freeze Lesson' }],
      cancelled: 1,
    });
    const left = await idsOn(court);
    expect(left).toContain(courtTime.id);
    expect(left).not.toContain(ofLesson.id);
    const refused = await t.call(table.addBook, {
      body: spot(court, day, '10:00', '11:00', { lesson_type_id: lesson }),
      token: member,
    });
    expect(refused.status).toBe(409);
    const plain = await t.call(table.addBook, { body: spot(court, day, '10:00', '11:00'), token: member });
    expect(plain.status, plain.body.message).toBe(200);
  });

  it('refuses moving or extending a booking into frozen time, unless staff force it', async () => {
    const court = courts[2]!;
    await freeze({ courts: [court], note: 'Resurfacing', cancel_on_freeze: false });
    const booking = await bookFor(court, '12:00', '13:00');
    const extend = (end: string, force = false) =>
      t.callRaw(table.update, {
        params: { id: booking.id },
        body: { start_time: at(day, end === '12:00' ? '11:00' : '12:00'), end_time: at(day, end), force },
        token: owner,
      });
    // Just outside: back to back with the freeze.
    expect((await extend('14:00')).status).toBe(200);
    const into = await extend('12:00');
    expect(into.status).toBe(409);
    expect(into.body.message).toContain('is closed at this time (Resurfacing).');
    expect((await extend('12:00', true)).status).toBe(200);
    const other = await bookFor(courts[3]!, '09:00', '10:00');
    const drag = (force: boolean) =>
      t.callRaw(table.dragAndDrop, {
        params: { id: other.id },
        body: {
          old_court: courts[3],
          new_court: court,
          old_start: at(day, '09:00'),
          old_end: at(day, '10:00'),
          new_start: at(day, '09:00'),
          new_end: at(day, '10:00'),
          force,
        },
        token: owner,
      });
    const dragged = await drag(false);
    expect(dragged.status).toBe(409);
    expect(dragged.errors[0]?.field).toBe('new_start');
    expect((await drag(true)).status).toBe(200);
  });

  it('unfreezes one day of a freeze with group_by, keeping the other days', async () => {
    const court = courts[4]!;
    const next = addDaysToDate(day, 1);
    const made = await freeze({
      courts: [court],
      note: 'Holiday week',
      cancel_on_freeze: false,
      rules: [{ start_time: at(day, '00:00'), end_time: at(addDaysToDate(day, 3), '00:00') }],
    });
    const open = await t.call(endpoints.availability.delete, {
      params: { id: made.id },
      query: { freeze: '1', group_by: next },
      token: owner,
    });
    expect(open.status, open.body.message).toBe(200);
    const booked = await t.call(table.addBook, { body: spot(court, next, '10:00', '11:00'), token: member });
    expect(booked.status, booked.body.message).toBe(200);
    const still = await t.call(table.addBook, { body: spot(court, day, '10:00', '11:00'), token: member });
    expect(still.status).toBe(409);
    const list = await t.callRaw(endpoints.availability.list, { query: { freeze: '1' }, token: owner });
    const listed = (list.body.payload as FreezeList).rows.find((row) => row.id === made.id);
    expect(listed?.ranges).toEqual([
      { start: at(day, '00:00'), end: at(next, '00:00') },
      { start: at(addDaysToDate(next, 1), '00:00'), end: at(addDaysToDate(day, 3), '00:00') },
    ]);
  });
});

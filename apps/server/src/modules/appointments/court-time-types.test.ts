import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '@fairplay/db';
import { endpoints } from '@fairplay/contracts';
import { COURT_TIME_TYPE_MESSAGES } from '@fairplay/domain';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { allowOverlappingCourts, at, clubIdOf, courtIdsOf, localDate, spot } from '../../test/appointments-kit.js';

/**
 * Service types members book court time with (issue 24 point 18): a type marked not for court time (a lesson or
 * coaching type) is refused to members booking court time, on add_book and on book-and-pay, and stays open to staff.
 */
describe('service types that apply to court time', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let courts: number[];
  let lessonType: number;
  let matchType: number;
  const day = localDate(150);

  beforeAll(async () => {
    t = await startTestApp();
    [owner, member] = await Promise.all([t.login('owner'), t.login('member')]);
    const clubId = await clubIdOf(t, owner);
    courts = await courtIdsOf(t, clubId);
    await allowOverlappingCourts(t, owner);
    await t.handle.db.update(businesses).set({ advanceTime: 365 }).where(eq(businesses.id, clubId));
    const create = async (body: { display_name: string; court_time?: boolean }) => {
      const made = await t.call(endpoints.serviceTypes.create, { body, token: owner });
      expect(made.status, made.body.message).toBe(200);
      return made.body.payload;
    };
    const lesson = await create({ display_name: 'Test Coaching', court_time: false });
    expect(lesson.court_time).toBe(false);
    const match = await create({ display_name: 'Test Match Play' });
    expect(match.court_time).toBe(true);
    [lessonType, matchType] = [lesson.id, match.id];
  }, 60_000);
  afterAll(async () => t.close());

  it('lists each type with whether it applies to court time, and the owner changes it', async () => {
    const listed = await t.call(endpoints.serviceTypes.list, { query: {}, token: member });
    expect(listed.body.payload.find((type) => type.id === lessonType)?.court_time).toBe(false);
    expect(listed.body.payload.find((type) => type.id === matchType)?.court_time).toBe(true);
    const type = listed.body.payload.find((row) => row.id === matchType)!;
    const edit = (court_time?: boolean) =>
      t.call(endpoints.serviceTypes.update, {
        params: { id: matchType },
        body: {
          display_name: type.display_name,
          color: type.color,
          is_min_max_enabled: false,
          min_list_duration: null,
          max_list_duration: null,
          ...(court_time === undefined ? {} : { court_time }),
        },
        token: owner,
      });
    expect((await edit(false)).body.payload.court_time).toBe(false);
    // Absent leaves it as it is.
    expect((await edit()).body.payload.court_time).toBe(false);
    expect((await edit(true)).body.payload.court_time).toBe(true);
  });

  it('refuses a lesson type to a member booking court time, and books it as a court-time type', async () => {
    const court = courts[0]!;
    const refused = await t.callRaw(endpoints.appointments.addBook, {
      body: spot(court, day, '08:00', '09:00', { lesson_type_id: lessonType }),
      token: member,
    });
    expect(refused.status).toBe(400);
    expect(refused.errors[0]).toEqual({ field: 'lesson_type_id', message: COURT_TIME_TYPE_MESSAGES.notCourtTime });
    expect(refused.body.message).toBe(COURT_TIME_TYPE_MESSAGES.notCourtTime);
    const booked = await t.callRaw(endpoints.appointments.addBook, {
      body: spot(court, day, '08:00', '09:00', { lesson_type_id: matchType }),
      token: member,
    });
    expect(booked.status, booked.body.message).toBe(200);
  });

  it('refuses it on book-and-pay too, before anything is booked', async () => {
    const court = courts[1]!;
    const body = {
      startDate: at(day, '10:00'),
      endDate: at(day, '11:00'),
      courts: [court],
      amount: 0,
      currency: 'usd',
      lesson_type_id: lessonType,
      method: 'in_person' as const,
    };
    const refused = await t.callRaw(endpoints.bookingPayments.bookAndPay, { body, token: member });
    expect(refused.status).toBe(400);
    expect(refused.errors[0]?.field).toBe('lesson_type_id');
  });

  it('leaves staff free to book court time as any type', async () => {
    const booked = await t.callRaw(endpoints.appointments.addComplex, {
      body: spot(courts[2]!, day, '12:00', '13:00', { lesson_type_id: lessonType }),
      token: owner,
    });
    expect(booked.status, booked.body.message).toBe(200);
  });
});

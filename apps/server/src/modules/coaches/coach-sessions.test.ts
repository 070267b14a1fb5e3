import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentAssignees, appointments, lessonBookings, lessons, users } from '@fairplay/db';
import { endpoints, LESSON_MESSAGES } from '@fairplay/contracts';
import { COACH_MESSAGES } from '@fairplay/domain';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, mondayFrom, userIdOf } from '../../test/appointments-kit.js';
import { addAvailability, availability } from '../../test/coaches-kit.js';
import { demoClub, type Club } from '../../test/lessons-kit.js';
import { registerSecondClub } from '../../test/second-club.js';

const table = endpoints.coaches;

describe('private sessions booked by members (issue 11)', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let memberId: number;
  let sofia: string;
  let sofiaId: number;
  let jamesId: number;
  let club: Club;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    memberId = await userIdOf(t, 'member');
    sofia = await t.login('coach.sofia');
    sofiaId = await userIdOf(t, 'coach.sofia');
    jamesId = await userIdOf(t, 'coach.james');
    const clubId = await clubIdOf(t, owner);
    club = await demoClub(t, clubId, await courtIdsOf(t, clubId));
  });
  afterAll(async () => t.close());

  const request = (day: string, from: string, to: string, court: number, coachId = sofiaId) => ({
    startDate: at(day, from),
    endDate: at(day, to),
    courts: [court],
    coach_id: coachId,
    lesson_type_id: club.typeId,
  });
  const assignmentsOf = (coachId: number, day: string) =>
    t.handle.db
      .select()
      .from(appointmentAssignees)
      .where(
        and(eq(appointmentAssignees.userId, coachId), eq(appointmentAssignees.startsAt, new Date(at(day, '08:00')))),
      );

  it('lets a member find, price, book and cancel a session that takes the court and the coach', async () => {
    const day = mondayFrom(150);
    await addAvailability(t, owner, availability(club, day, { coach_id: sofiaId }));
    const filters = { startDate: at(day, '00:00'), endDate: at(day, '23:59'), lesson_type_id: club.typeId };
    const missing = await t.call(table.listing, { body: filters, token: member });
    expect(missing.status).toBe(400);
    expect(missing.errors[0]).toEqual({ field: 'coach_id', message: COACH_MESSAGES.mandatoryFilters });
    const free = await t.call(table.listing, { body: { ...filters, coach_id: sofiaId }, token: member });
    expect(free.body.payload.map((e) => [e.court_id, e.start, e.end, e.price_per_hour])).toEqual([
      [club.courts[0], at(day, '08:00'), at(day, '12:00'), 6000],
      [club.courts[1], at(day, '08:00'), at(day, '12:00'), 6000],
    ]);
    const coaches = await t.call(table.coaches, {
      params: { id: club.clubId },
      body: { startDate: filters.startDate, endDate: filters.endDate },
      token: member,
    });
    expect(coaches.body.payload).toContainEqual({
      id: sofiaId,
      name: expect.any(String),
      lesson_types: [{ id: club.typeId, name: 'Private Lesson', min_minutes: 60, max_minutes: 120 }],
    });
    const priceBody = {
      startDate: at(day, '08:00'),
      endDate: at(day, '09:30'),
      court_id: club.courts[0]!,
      coach_id: sofiaId,
      lesson_type_id: club.typeId,
    };
    const price = await t.call(table.price, { body: priceBody, token: member });
    expect(price.body.payload).toEqual({
      main_value: 9000,
      point_value: 90,
      price: 6000,
      point_price: 60,
      book_pay_type: -1,
      facility_group_id: expect.any(Number),
      // The club has no rate on lessons and coaching: nothing is added (issue 24 point 4).
      tax: 0,
      total: 9000,
    });
    const short = await t.call(table.price, { body: { ...priceBody, endDate: at(day, '08:30') }, token: member });
    expect(short.errors[0]).toEqual({ field: 'endDate', message: COACH_MESSAGES.minDuration(60) });
    const long = await t.call(table.price, { body: { ...priceBody, endDate: at(day, '10:30') }, token: member });
    expect(long.errors[0]).toEqual({ field: 'endDate', message: COACH_MESSAGES.maxDuration(120) });

    const booked = await t.call(table.book, { body: request(day, '08:00', '09:00', club.courts[0]!), token: member });
    expect(booked.status, booked.body.message).toBe(200);
    expect(booked.body.message).toBe(COACH_MESSAGES.booked);
    expect(booked.body.payload).toMatchObject({
      court_id: club.courts[0],
      coach_id: sofiaId,
      user_id: memberId,
      price: { main_value: 6000, point_value: 60 },
      pay_method: 'in_person',
    });
    const [row] = await t.handle.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, booked.body.payload.appointment_id));
    expect(row).toMatchObject({ courtId: club.courts[0], lessonId: booked.body.payload.lesson_id });
    const [place] = await t.handle.db
      .select()
      .from(lessonBookings)
      .where(eq(lessonBookings.occurrenceId, booked.body.payload.appointment_id));
    expect(place).toMatchObject({ userId: memberId, status: 'booked', price: 6000, payMethod: 'in_person' });

    // The coach is taken on every court at that hour now.
    const after = await t.call(table.listing, { body: { ...filters, coach_id: sofiaId }, token: member });
    expect(after.body.payload.map((e) => [e.court_id, e.start])).toEqual([
      [club.courts[0], at(day, '09:00')],
      [club.courts[1], at(day, '09:00')],
    ]);
    const again = await t.call(table.book, { body: request(day, '08:00', '09:00', club.courts[1]!), token: member });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(COACH_MESSAGES.gone);

    // The coach's own schedule shows it.
    const schedule = await t.call(table.schedule, {
      body: { startDate: filters.startDate, endDate: filters.endDate },
      token: sofia,
    });
    expect(schedule.body.payload.coach_id).toBe(sofiaId);
    expect(schedule.body.payload.days[0]?.items).toContainEqual(
      expect.objectContaining({
        kind: 'session',
        appointment_id: booked.body.payload.appointment_id,
        people: [{ id: memberId, name: expect.any(String) }],
      }),
    );
    const window = { startDate: filters.startDate, endDate: filters.endDate };
    expect((await t.call(table.schedule, { body: { ...window, coach_id: jamesId }, token: sofia })).status).toBe(403);
    expect((await t.call(table.schedule, { body: window, token: member })).status).toBe(403);

    // Someone else cannot cancel it; the member can, and the time is free again.
    const [outsider] = await t.handle.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, club.strangerOf.get(memberId)!));
    const stranger = await t.login(outsider!.username);
    expect(
      (await t.call(table.cancel, { params: { id: booked.body.payload.appointment_id }, token: stranger })).status,
    ).toBe(403);
    const cancelled = await t.call(table.cancel, { params: { id: booked.body.payload.appointment_id }, token: member });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(await t.handle.db.select().from(lessons).where(eq(lessons.id, booked.body.payload.lesson_id))).toHaveLength(
      0,
    );
    const back = await t.call(table.listing, { body: { ...filters, coach_id: sofiaId }, token: member });
    expect(back.body.payload.map((e) => e.start)).toEqual([at(day, '08:00'), at(day, '08:00')]);
    expect(
      (await t.call(table.cancel, { params: { id: booked.body.payload.appointment_id }, token: member })).status,
    ).toBe(404);
  });

  it('never books the coach twice: racing members get one session, and the database refuses a forced overlap', async () => {
    const day = mondayFrom(157);
    await addAvailability(t, owner, availability(club, day, { coach_id: sofiaId }));
    const [outsider] = await t.handle.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, club.strangerOf.get(memberId)!));
    const other = await t.login(outsider!.username);
    const answers = await Promise.all([
      t.call(table.book, { body: request(day, '08:00', '09:00', club.courts[0]!), token: member }),
      t.call(table.book, { body: request(day, '08:00', '09:00', club.courts[1]!), token: other }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await assignmentsOf(sofiaId, day)).toHaveLength(1);
    // Staff forcing a session over the coach's booked hour on another court: the exclusion constraint says no.
    const forced = await t.call(table.bookFor, {
      body: {
        start_time: at(day, '08:30'),
        end_time: at(day, '09:30'),
        force: true,
        coach_id: sofiaId,
        lesson_type_id: club.typeId,
        sport_id: club.sportId,
        court_id: club.courts[2]!,
        userId: memberId,
      },
      token: owner,
    });
    expect(forced.status).toBe(409);
    expect(forced.body.message).toBe(COACH_MESSAGES.coachBusy);
  });

  it('honours advance and who can book for members; staff book for a member anyway', async () => {
    const day = mondayFrom(164);
    await addAvailability(
      t,
      owner,
      availability(club, day, {
        coach_id: jamesId,
        settings: [
          { days: [], start_time: '08:00', end_time: '12:00', price: 5000, point_price: 0, advance: 30, buffer: 0 },
        ],
      }),
    );
    const filters = {
      startDate: at(day, '00:00'),
      endDate: at(day, '23:59'),
      coach_id: jamesId,
      lesson_type_id: club.typeId,
    };
    expect((await t.call(table.listing, { body: filters, token: member })).body.payload).toEqual([]);
    expect((await t.call(table.listing, { body: filters, token: owner })).body.payload).toHaveLength(2);
    const early = await t.call(table.book, {
      body: request(day, '08:00', '09:00', club.courts[0]!, jamesId),
      token: member,
    });
    expect(early.status).toBe(409);
    const staff = await t.call(table.bookFor, {
      body: {
        start_time: at(day, '08:00'),
        end_time: at(day, '09:00'),
        coach_id: jamesId,
        lesson_type_id: club.typeId,
        court_id: club.courts[0]!,
        userId: memberId,
      },
      token: owner,
    });
    expect(staff.status, staff.body.message).toBe(200);
    expect(staff.body.payload.price.main_value).toBe(5000);

    const coachesOnly = mondayFrom(171);
    await addAvailability(
      t,
      owner,
      availability(club, coachesOnly, { coach_id: jamesId, who_can_book: [{ for: 'coaches', values: [-3] }] }),
    );
    const closed = await t.call(table.listing, {
      body: { ...filters, startDate: at(coachesOnly, '00:00'), endDate: at(coachesOnly, '23:59') },
      token: member,
    });
    expect(closed.body.payload).toEqual([]);
  });

  it('answers bad input with 400 naming the field, 401 and 403, booking nothing', async () => {
    const day = mondayFrom(178);
    await addAvailability(t, owner, availability(club, day, { coach_id: sofiaId }));
    const before = (await t.handle.db.select().from(lessons)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ courts: [] }, 'courts'],
      [{ courts: [club.courts[0], club.courts[1]] }, 'courts'],
      [{ partners: [memberId] }, 'partners'],
      [{ startDate: 'soon' }, 'startDate'],
      [{ coach_id: 'sofia' }, 'coach_id'],
      [{ coach_id: memberId }, 'coach_id'],
      [{ lesson_type_id: 99999999 }, 'lesson_type_id'],
      [{ courts: [99999999] }, 'courts.0'],
      [{ endDate: at(day, '07:00') }, 'endDate'],
      [{ userId: club.strangerOf.get(memberId)! }, 'userId'],
    ];
    for (const [change, field] of cases) {
      const response = await t.callRaw(table.book, {
        body: { ...request(day, '08:00', '09:00', club.courts[0]!), ...change },
        token: member,
      });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.errors[0]?.field, JSON.stringify(change)).toBe(field);
    }
    expect((await t.handle.db.select().from(lessons)).length).toBe(before);
    expect((await t.call(table.book, { body: request(day, '08:00', '09:00', club.courts[0]!) })).status).toBe(401);
    expect(
      (
        await t.call(table.bookFor, {
          body: {
            start_time: at(day, '08:00'),
            end_time: at(day, '09:00'),
            coach_id: sofiaId,
            lesson_type_id: club.typeId,
            court_id: club.courts[0]!,
            userId: memberId,
          },
          token: member,
        })
      ).status,
    ).toBe(403);
    const otherClub = await t.call(table.book, {
      body: { ...request(day, '08:00', '09:00', club.courts[0]!), business_id: club.clubId + 1000 },
      token: member,
    });
    expect(otherClub.status).toBe(404);
  });

  it('cancels a session from the lesson list too, freeing its court and coach', async () => {
    const day = mondayFrom(192);
    await addAvailability(t, owner, availability(club, day, { coach_id: sofiaId }));
    const booked = await t.call(table.book, { body: request(day, '09:00', '10:00', club.courts[1]!), token: member });
    expect(booked.status, booked.body.message).toBe(200);
    const cancelled = await t.call(endpoints.lessons.cancel, {
      params: { id: booked.body.payload.appointment_id },
      body: {},
      token: member,
    });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(await t.handle.db.select().from(lessons).where(eq(lessons.id, booked.body.payload.lesson_id))).toHaveLength(
      0,
    );
    const again = await t.call(table.book, { body: request(day, '09:00', '10:00', club.courts[0]!), token: member });
    expect(again.status, again.body.message).toBe(200);
  });

  it('keeps sessions in their club', async () => {
    const day = mondayFrom(185);
    await addAvailability(t, owner, availability(club, day, { coach_id: sofiaId }));
    const booked = await t.call(table.book, { body: request(day, '08:00', '09:00', club.courts[0]!), token: member });
    expect(booked.status).toBe(200);
    const b = await registerSecondClub(t, 'sessions');
    const cancel = await t.call(table.cancel, { params: { id: booked.body.payload.appointment_id }, token: b.token });
    expect(cancel.status).toBe(404);
    expect(await t.handle.db.select().from(lessons).where(eq(lessons.id, booked.body.payload.lesson_id))).toHaveLength(
      1,
    );
    const theirs = await t.call(table.book, { body: request(day, '10:00', '11:00', club.courts[0]!), token: b.token });
    expect(theirs.status).toBe(400);
    const price = await t.call(table.price, {
      body: {
        startDate: at(day, '10:00'),
        endDate: at(day, '11:00'),
        court_id: club.courts[0]!,
        coach_id: sofiaId,
        lesson_type_id: club.typeId,
      },
      token: b.token,
    });
    expect(price.status).toBe(400);
    const schedule = await t.call(table.schedule, {
      body: { startDate: at(day, '00:00'), endDate: at(day, '23:59'), coach_id: sofiaId },
      token: b.token,
    });
    expect(schedule.status).toBe(400);
    expect(LESSON_MESSAGES.forOthers).toBeTruthy();
  });
});

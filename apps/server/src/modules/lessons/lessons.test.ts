import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, businesses, inAppNotifications, lessonBookings, lessons } from '@fairplay/db';
import { APPOINTMENT_MESSAGES, endpoints, LESSON_MESSAGES } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate, mondayFrom, spot, userIdOf } from '../../test/appointments-kit.js';
import { addLesson, clinic, demoClub, type Club } from '../../test/lessons-kit.js';
import { registerSecondClub } from '../../test/second-club.js';

const table = endpoints.lessons;

describe('lessons, clinics and camps (issue 11)', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let memberId: number;
  let coachId: number;
  let club: Club;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    memberId = await userIdOf(t, 'member');
    coachId = await userIdOf(t, 'coach.sofia');
    const clubId = await clubIdOf(t, owner);
    club = await demoClub(t, clubId, await courtIdsOf(t, clubId));
  });
  afterAll(async () => t.close());

  /** Runs `work` with the club's show_waitlist set to `on`, then puts the club's own setting back. */
  async function withWaitlist(on: boolean, work: () => Promise<void>): Promise<void> {
    const [club0] = await t.handle.db.select().from(businesses).where(eq(businesses.id, club.clubId));
    await t.handle.db.update(businesses).set({ showWaitlist: on }).where(eq(businesses.id, club.clubId));
    try {
      await work();
    } finally {
      await t.handle.db
        .update(businesses)
        .set({ showWaitlist: club0!.showWaitlist })
        .where(eq(businesses.id, club.clubId));
    }
  }

  const lessonRows = () =>
    t.handle.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.businessId, club.clubId));

  it('creates a weekly clinic whose dates reserve their courts, and edits, searches and deletes it', async () => {
    const monday = mondayFrom(120);
    const created = await addLesson(
      t,
      owner,
      clinic(club, monday, '18:00', '19:00', {
        courts: [club.courts[0]!, club.courts[1]!],
        coach: [coachId],
        recurrence: { frequency: 'weekly', days: [0], ends: 'occurrences', occurrences: 4 },
        allowBooking: 'recurrence',
        book_pay_type: 1,
      }),
    );
    expect(created.occurrences).toHaveLength(4);
    expect(created.lesson).toMatchObject({
      quantity: 4,
      price: 2500,
      point_price: 0,
      advance: 365,
      cancel_allowed_hour: 24,
    });
    expect(created.lesson.coach).toEqual([{ id: coachId, name: expect.any(String) }]);
    const rows = await t.handle.db.select().from(appointments).where(eq(appointments.lessonId, created.lesson.id));
    expect(rows).toHaveLength(8);

    // On the court sheet the clinic is a lesson event in its service type's colour.
    const sheet = await t.call(endpoints.appointments.listing, {
      body: { startDate: at(monday, '00:00'), endDate: at(localDateAfter(monday, 1), '00:00') },
      token: owner,
    });
    const events = sheet.body.payload.filter((event) => event.lesson_id === created.lesson.id);
    expect(events.map((event) => [event.type, event.color])).toEqual([
      ['lesson', created.lesson.color],
      ['lesson', created.lesson.color],
    ]);

    // A booking on the clinic's court at its time is refused by the same exclusion constraint.
    const refused = await t.call(endpoints.appointments.addComplex, {
      body: spot(club.courts[1]!, monday, '18:30', '19:30'),
      token: owner,
    });
    expect(refused.status).toBe(409);

    // One calendar day of lessons, with filters.
    const first = created.occurrences[0]!;
    const search = (filters: Record<string, unknown> = {}) =>
      t.call(table.search, {
        params: { businessId: club.clubId },
        body: { dates: [{ startDate: at(monday, '00:00'), endDate: at(monday, '23:59') }], filters },
        token: owner,
      });
    const found = await search();
    expect(found.status, found.body.message).toBe(200);
    expect(found.body.payload.map((o) => o.appointment_id)).toContain(first.appointment_id);
    expect((await search({ recurrence: false })).body.payload.map((o) => o.appointment_id)).not.toContain(
      first.appointment_id,
    );
    expect((await search({ coach: [coachId] })).body.payload.map((o) => o.appointment_id)).toContain(
      first.appointment_id,
    );
    expect((await search({ camps: true })).body.payload.map((o) => o.appointment_id)).not.toContain(
      first.appointment_id,
    );

    // This and following: the last three move to 19:00 club time; the first stays.
    const second = created.occurrences[1]!;
    const moved = await t.call(table.update, {
      params: { lessonId: created.lesson.id },
      body: {
        appointment_id: second.appointment_id,
        mode: 1,
        start_time: at(localDateAfter(monday, 7), '19:00'),
        end_time: at(localDateAfter(monday, 7), '20:00'),
        description: 'Intermediate clinic (evening)',
      },
      token: owner,
    });
    expect(moved.status, moved.body.message).toBe(200);
    const starts = moved.body.payload.occurrences.map((o) => o.start);
    expect(starts[0]).toBe(first.start);
    expect(starts.slice(1).every((start) => new Date(start).getTime() !== new Date(first.start).getTime())).toBe(true);
    expect(moved.body.payload.lesson.description).toBe('Intermediate clinic (evening)');

    const detail = await t.call(table.get, { params: { id: first.appointment_id }, query: {}, token: owner });
    expect(detail.status).toBe(200);
    expect(detail.body.payload).toMatchObject({ capacity: 4, booked: 0, roster: [] });

    // Delete one date, then the rest.
    const one = await t.call(table.remove, {
      params: { lessonId: created.lesson.id, aptId: first.appointment_id },
      query: {},
      token: owner,
    });
    expect(one.body.payload).toMatchObject({ deleted: [first.appointment_id] });
    const rest = await t.call(table.remove, {
      params: { lessonId: created.lesson.id, aptId: -1 },
      query: {},
      token: owner,
    });
    expect(rest.body.payload.kept).toEqual([]);
    expect(await t.handle.db.select().from(appointments).where(eq(appointments.lessonId, created.lesson.id))).toEqual(
      [],
    );
    expect((await lessonRows()).map((r) => r.id)).not.toContain(created.lesson.id);
  });

  it('answers a conflict with 409 listing it, and with force skips the taken date', async () => {
    const monday = mondayFrom(150);
    const booked = await t.call(endpoints.appointments.addComplex, {
      body: spot(club.courts[2]!, localDateAfter(monday, 7), '09:00', '10:00'),
      token: owner,
    });
    expect(booked.status).toBe(200);
    const body = clinic(club, monday, '09:00', '10:00', {
      courts: [club.courts[2]!],
      recurrence: { frequency: 'weekly', days: [0], ends: 'occurrences', occurrences: 3 },
    });
    const before = (await lessonRows()).length;
    const refused = await t.call(table.add, { body, token: owner });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(APPOINTMENT_MESSAGES.conflict);
    expect((refused.body.payload as unknown as { conflicts: unknown[] }).conflicts).toHaveLength(1);
    expect(await lessonRows()).toHaveLength(before);
    const forced = await addLesson(t, owner, { ...body, force: true });
    expect(forced.occurrences).toHaveLength(2);
    expect(forced.skipped).toHaveLength(1);
  });

  it('refuses a coach in two places at once, in the database', async () => {
    const day = localDate(160);
    await addLesson(t, owner, clinic(club, day, '10:00', '11:00', { courts: [club.courts[3]!], coach: [coachId] }));
    const before = (await lessonRows()).length;
    const clash = await t.call(table.add, {
      body: clinic(club, day, '10:30', '11:30', { courts: [club.courts[4]!], coach: [coachId] }),
      token: owner,
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(LESSON_MESSAGES.coachBusy);
    expect(await lessonRows()).toHaveLength(before);
    // A booking assigning the same coach at that time is refused by the same constraint.
    const booking = await t.call(endpoints.appointments.addComplex, {
      body: spot(club.courts[5]!, day, '10:15', '10:45', { assigned: [coachId] }),
      token: owner,
    });
    expect(booking.status, booking.body.message).toBe(409);
    expect(booking.body.message).toBe(LESSON_MESSAGES.coachBusy);
  });

  it('books exactly the capacity when more people try at once', () =>
    withWaitlist(false, async () => {
      const lesson = await addLesson(t, owner, clinic(club, localDate(170), '08:00', '09:00', { quantity: 3 }));
      const llid = lesson.occurrences[0]!.appointment_id;
      const people = club.members.slice(0, 8);
      const answers = await Promise.all(
        people.map((userId) =>
          t.callRaw(table.book, {
            params: { lesson_id: lesson.lesson.id },
            body: { userId, appointment_id: llid },
            token: owner,
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused.every((a) => a.status === 409 && a.body.message === LESSON_MESSAGES.full)).toBe(true);
      const places = await t.handle.db.select().from(lessonBookings).where(eq(lessonBookings.occurrenceId, llid));
      expect(places.filter((p) => p.status === 'booked')).toHaveLength(3);
    }));

  it('lets a member book and cancel their own place within the cancellation hours', async () => {
    const lesson = await addLesson(
      t,
      owner,
      clinic(club, localDate(175), '07:00', '08:00', { cancel_allowed_hour: 48 }),
    );
    const llid = lesson.occurrences[0]!.appointment_id;
    const booked = await t.call(table.book, {
      params: { lesson_id: lesson.lesson.id },
      body: { appointment_id: llid },
      token: member,
    });
    expect(booked.status, booked.body.message).toBe(200);
    expect(booked.body.message).toBe(LESSON_MESSAGES.booked);
    expect(booked.body.payload.price).toEqual({ main_value: 2500, point_value: 25 });
    const again = await t.call(table.book, {
      params: { lesson_id: lesson.lesson.id },
      body: { appointment_id: llid },
      token: member,
    });
    expect(again.status).toBe(400);
    expect(again.errors).toEqual([{ field: 'userId', message: LESSON_MESSAGES.alreadyBooked }]);
    // A member books only for themselves or their family.
    const forOther = await t.call(table.book, {
      params: { lesson_id: lesson.lesson.id },
      body: { appointment_id: llid, userId: club.strangerOf.get(memberId)! },
      token: member,
    });
    expect(forOther.status).toBe(400);
    const detail = await t.call(table.get, { params: { id: llid }, query: {}, token: member });
    expect(detail.body.payload.my_status).toBe('booked');
    expect(detail.body.payload.roster.map((p) => p.user_id)).toEqual([memberId]);
    const cancelled = await t.call(table.cancel, { params: { id: llid }, body: {}, token: member });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(
      (await t.call(table.get, { params: { id: llid }, query: {}, token: member })).body.payload.my_status,
    ).toBeNull();
  });

  it('refuses cancellation when the lesson allows none, and too late', async () => {
    const lesson = await addLesson(t, owner, clinic(club, localDate(176), '07:00', '08:00', { cancel_allowed: false }));
    const llid = lesson.occurrences[0]!.appointment_id;
    await t.call(table.book, {
      params: { lesson_id: lesson.lesson.id },
      body: { appointment_id: llid },
      token: member,
    });
    const refused = await t.call(table.cancel, { params: { id: llid }, body: {}, token: member });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(LESSON_MESSAGES.cancelNotAllowed);
    // Staff cancel for the member regardless.
    const byStaff = await t.call(table.cancelUser, { params: { id: llid, userId: memberId }, body: {}, token: owner });
    expect(byStaff.status).toBe(200);
  });

  it('takes a waitlist when the club shows waitlists and promotes the first in line, who is told', () =>
    withWaitlist(true, async () => {
      const lesson = await addLesson(t, owner, clinic(club, localDate(180), '12:00', '13:00', { quantity: 1 }));
      const llid = lesson.occurrences[0]!.appointment_id;
      const book = (userId: number) =>
        t.call(table.book, {
          params: { lesson_id: lesson.lesson.id },
          body: { userId, appointment_id: llid },
          token: owner,
        });
      const [a, b, c] = club.members;
      expect((await book(a!)).body.payload.booked).toHaveLength(1);
      const waiting = await book(b!);
      expect(waiting.body.message).toBe(LESSON_MESSAGES.waitlisted);
      expect(waiting.body.payload.waitlisted).toHaveLength(1);
      await book(c!);
      const cancelled = await t.call(table.cancelUser, { params: { id: llid, userId: a! }, body: {}, token: owner });
      expect(cancelled.body.payload.promoted).toEqual([waiting.body.payload.waitlisted[0]!.booking_id]);
      const roster = (await t.call(table.get, { params: { id: llid }, query: {}, token: owner })).body.payload.roster;
      expect(roster.map((p) => [p.user_id, p.status])).toEqual([
        [a, 'cancelled'],
        [b, 'booked'],
        [c, 'waitlist'],
      ]);
      const told = await t.handle.db
        .select()
        .from(inAppNotifications)
        .where(and(eq(inAppNotifications.userId, b!), isNotNull(inAppNotifications.createdAt)));
      expect(told.some((n) => n.kind === 'booking_created')).toBe(true);
    }));

  it("answers the spec's lesson price response for the person named by user_id (issue 26)", async () => {
    const start = localDate(196);
    const lesson = await addLesson(
      t,
      owner,
      clinic(club, start, '09:00', '10:00', {
        courts: [club.courts[6]!],
        price: 3000,
        guest_price: 4000,
        point_price: 30,
        guest_point_price: 40,
        special_price: 2000,
        special_point: 20,
        for_whom: [{ for: 'coaches', values: [-3] }],
        facility_price: 500,
        facility_point: 5,
        include_facility_fee: true,
      }),
    );
    const quote = async (user_id: number) => {
      const response = await t.call(table.price, { body: { user_id, lesson_id: lesson.lesson.id }, token: owner });
      expect(response.status, response.body.message).toBe(200);
      return response.body.payload;
    };
    expect(await quote(memberId)).toEqual({
      price: 3000,
      special_price: null,
      facility_price: 500,
      point: 30,
      special_point: null,
      facility_point: 5,
      main_value: 3500,
      point_value: 35,
      // The club has no rate on lessons: nothing is added (issue 24 point 4).
      tax: 0,
      taxes: [],
      total: 3500,
    });
    expect(await quote(coachId)).toMatchObject({
      price: 3000,
      special_price: 2000,
      special_point: 20,
      main_value: 2500,
      point_value: 25,
    });
    const camps = await t.call(table.campPrice, {
      body: { user_id: coachId, lesson_id: lesson.lesson.id, start_time: lesson.occurrences[0]!.start },
      token: owner,
    });
    expect(camps.status, camps.body.message).toBe(200);
    expect(camps.body.payload).toMatchObject({ days: 1, special_price: 2000, facility_price: 500, main_value: 2500 });
  });

  it('prices a place and a camp, and books a camp as a whole', async () => {
    const start = localDate(190);
    const camp = await addLesson(
      t,
      owner,
      clinic(club, start, '09:00', '15:00', {
        kind: 'camp',
        courts: [club.courts[6]!],
        quantity: 10,
        price: 5000,
        facility_price: 500,
        include_facility_fee: true,
        recurrence: { frequency: 'daily', ends: 'date', end_date: localDateAfter(start, 4) },
      }),
    );
    expect(camp.occurrences).toHaveLength(5);
    const price = await t.call(table.price, { body: { lesson_id: camp.lesson.id }, token: member });
    expect(price.body.payload).toEqual({
      main_value: 5500,
      point_value: 25,
      price: 5000,
      special_price: null,
      facility_price: 500,
      point: 25,
      special_point: null,
      facility_point: 0,
      tax: 0,
      taxes: [],
      total: 5500,
    });
    const fromDay3 = await t.call(table.campPrice, {
      body: { lesson_id: camp.lesson.id, start_time: camp.occurrences[2]!.start },
      token: member,
    });
    expect(fromDay3.body.payload).toMatchObject({ days: 3, main_value: 16500, price: 15000, facility_price: 1500 });
    expect(fromDay3.body.payload.day_value).toEqual(price.body.payload);
    const whole = await t.call(table.book, {
      params: { lesson_id: camp.lesson.id },
      body: { appointment_id: camp.occurrences[0]!.appointment_id, booking_type: 'recurrence' },
      token: member,
    });
    expect(whole.status, whole.body.message).toBe(200);
    expect(whole.body.payload.booked).toHaveLength(5);
  });

  it('answers bad input with 400 naming the field and the spec’s texts, writing nothing', async () => {
    const day = localDate(200);
    const before = (await lessonRows()).length;
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ lessonType: undefined }, 'lessonType', LESSON_MESSAGES.selectType],
      [{ lessonType: 2147483647 }, 'lessonType', LESSON_MESSAGES.selectType],
      [{ sportId: undefined }, 'sportId', LESSON_MESSAGES.selectType],
      [{ quantity: 151 }, 'quantity'],
      [{ quantity: 0 }, 'quantity'],
      [{ kind: 'private', quantity: 2 }, 'quantity', LESSON_MESSAGES.privateQuantity],
      [{ advance: 0 }, 'advance'],
      [{ advance: 366 }, 'advance'],
      [{ buffer: 366 }, 'buffer'],
      [{ cancel_allowed_hour: 1000 }, 'cancel_allowed_hour'],
      [{ description: 'd'.repeat(281) }, 'description'],
      [{ price: -1 }, 'price'],
      [{ book_pay_type: 3 }, 'book_pay_type'],
      [{ courts: [] }, 'courts', LESSON_MESSAGES.selectCourts],
      [{ courts: [2147483647] }, 'courts.0', LESSON_MESSAGES.notACourt],
      [{ coach: [memberId] }, 'coach.0', LESSON_MESSAGES.notACoach],
      [{ for_whom: [{ for: 'allmembers', values: [] }] }, 'special_price', LESSON_MESSAGES.specialPrice],
      [{ end_time: at(day, '08:00') }, 'end_time', LESSON_MESSAGES.invalidDateRange],
      [
        { start_time: at(localDate(-2), '10:00'), end_time: at(localDate(-2), '11:00') },
        'start_time',
        LESSON_MESSAGES.invalidDateRange,
      ],
      [
        {
          multipleDatesForSingleDay: Array.from({ length: 11 }, () => ({
            start_time: at(day, '10:00'),
            end_time: at(day, '11:00'),
          })),
        },
        'multipleDatesForSingleDay',
        LESSON_MESSAGES.listingCount,
      ],
      [
        {
          multipleDatesForSingleDay: [{ start_time: at(day, '22:00'), end_time: at(localDateAfter(day, 1), '01:00') }],
        },
        'multipleDatesForSingleDay.0',
        'Selected range should be for same day',
      ],
      [
        {
          multipleDatesForSingleDay: [
            { start_time: at(day, '10:00'), end_time: at(day, '11:00') },
            { start_time: at(day, '10:30'), end_time: at(day, '11:30') },
          ],
        },
        'multipleDatesForSingleDay.1',
        'Invalid selected range in list',
      ],
    ];
    for (const [change, field, message] of cases) {
      const body = { ...clinic(club, day, '09:00', '10:00'), ...change };
      const response = await t.callRaw(table.add, { body, token: owner });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.errors[0]?.field, JSON.stringify(change)).toBe(field);
      if (message) expect(response.errors[0]?.message).toBe(message);
    }
    expect(await lessonRows()).toHaveLength(before);
    const malformed = await t.api({
      method: 'POST',
      url: '/api/v1/lesson/add',
      rawBody: '{"lessonType":',
      token: owner,
    });
    expect(malformed.status).toBe(400);
  });

  it('keeps each club to its own lessons, and asks for sign-in and permission', async () => {
    const lesson = await addLesson(
      t,
      owner,
      clinic(club, localDate(210), '11:00', '12:00', { courts: [club.courts[7]!] }),
    );
    const llid = lesson.occurrences[0]!.appointment_id;
    const other = await registerSecondClub(t, 'l');
    expect((await t.call(table.get, { params: { id: llid }, query: {}, token: other.token })).status).toBe(404);
    expect(
      (
        await t.call(table.book, {
          params: { lesson_id: lesson.lesson.id },
          body: { appointment_id: llid },
          token: other.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call(table.update, {
          params: { lessonId: lesson.lesson.id },
          body: { appointment_id: llid, price: 1 },
          token: other.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call(table.remove, { params: { lessonId: lesson.lesson.id, aptId: -1 }, query: {}, token: other.token }))
        .status,
    ).toBe(404);
    expect((await t.call(table.cancel, { params: { id: llid }, body: {}, token: other.token })).status).toBe(404);
    expect((await t.call(table.price, { body: { lesson_id: lesson.lesson.id }, token: other.token })).status).toBe(404);
    const search = await t.call(table.search, {
      params: { businessId: club.clubId },
      body: { dates: [{ startDate: at(localDate(210), '00:00'), endDate: at(localDate(210), '23:59') }] },
      token: other.token,
    });
    expect(search.status).toBe(404);
    const theirs = await t.call(table.add, {
      body: { ...clinic(club, localDate(210), '11:00', '12:00') },
      token: other.token,
    });
    expect(theirs.status).toBe(400);
    expect((await t.call(table.get, { params: { id: llid }, query: {}, token: owner })).body.payload.lesson.price).toBe(
      2500,
    );
    expect(
      (await t.call(table.add, { body: clinic(club, localDate(211), '11:00', '12:00'), token: member })).status,
    ).toBe(403);
    expect((await t.call(table.add, { body: clinic(club, localDate(211), '11:00', '12:00') })).status).toBe(401);
  });
});

function localDateAfter(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

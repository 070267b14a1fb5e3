import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons, users } from '@fairplay/db';
import { endpoints, LESSON_MESSAGES, type LessonBody, type LessonUpdateBody } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, freeCourtBetween, localDate, userIdOf } from '../../test/appointments-kit.js';
import { addLesson, clinic, demoClub, type Club } from '../../test/lessons-kit.js';
import { registerSecondClub } from '../../test/second-club.js';

const table = endpoints.lessons;
const noFilters = { min_age: null, max_age: null, min_level: null, max_level: null, gender: null };

/** Issue 26 point 2: the lesson listing form's remaining fields (spec 2 section 3), with the spec's payload names. */
describe('the lesson form’s closed, booking limit, who-can-book filters and spec fields (issue 26)', () => {
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

  const book = (lessonId: number, llid: number, token: string, userId?: number) =>
    t.call(table.book, { params: { lesson_id: lessonId }, body: { appointment_id: llid, userId }, token });
  const update = (lessonId: number, body: LessonUpdateBody) =>
    t.call(table.update, { params: { lessonId }, body, token: owner });

  it("takes the spec's whole lesson payload on add and answers its fields", async () => {
    const spec: LessonBody = {
      ...clinic(club, localDate(230), '09:00', '10:00', { courts: [club.courts[2]!] }),
      closed: false,
      allow_booking_until: 24,
      who_can_book_filters: { min_age: 18, max_age: 80, min_level: null, max_level: null, gender: 'NA' },
      repeatState: false,
      booked_by: coachId,
      currencyCode: 'USD',
      microSettings: [{ for: 'allmembers', values: [-3], filters: { min_age: 18, max_age: 80, gender: 'NA' } }],
      specialMicroSettings: [{ for: 'groups', values: [-3] }],
      special_price: 2000,
      force: false,
    };
    const added = await addLesson(t, owner, spec);
    expect(added.lesson).toMatchObject({
      closed: false,
      allow_booking_until: 24,
      who_can_book: [{ for: 'allmembers', values: [-3] }],
      who_can_book_filters: { min_age: 18, max_age: 80, min_level: null, max_level: null, gender: 'NA' },
      for_whom: [{ for: 'groups', values: [-3] }],
      special_price: 2000,
      booked_by: { id: coachId, name: expect.any(String) },
      currencyCode: 'USD',
      repeatState: false,
    });
    const [row] = await t.handle.db.select().from(lessons).where(eq(lessons.id, added.lesson.id));
    expect(row).toMatchObject({ closed: false, allowBookingUntil: 24, bookedBy: coachId });
    // Without booked_by, the listing is booked by the caller.
    const plain = await addLesson(t, owner, clinic(club, localDate(231), '09:00', '10:00'));
    expect(plain.lesson.booked_by?.id).toBe(await userIdOf(t, 'owner'));
    expect(plain.lesson).toMatchObject({ closed: false, allow_booking_until: null, who_can_book_filters: noFilters });
  });

  it('refuses every booking on a closed lesson until it is opened, on update and on its appointment', async () => {
    const added = await addLesson(t, owner, { ...clinic(club, localDate(232), '10:00', '11:00'), closed: true });
    const lessonId = added.lesson.id;
    const llid = added.occurrences[0]!.appointment_id;
    for (const [token, userId] of [
      [member, undefined],
      [owner, memberId],
    ] as const) {
      const refused = await book(lessonId, llid, token, userId);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(LESSON_MESSAGES.closed);
      expect(refused.errors[0]?.field).toBe('appointment_id');
    }
    const detail = await t.call(table.get, { params: { id: llid }, query: {}, token: member });
    expect(detail.body.payload).toMatchObject({ can_book: false, reason: LESSON_MESSAGES.closed });
    const opened = await update(lessonId, { appointment_id: llid, closed: false });
    expect(opened.status, opened.body.message).toBe(200);
    expect((await book(lessonId, llid, member)).status).toBe(200);
    // PUT lesson/appointment/{llid} takes the lesson payload: it closes the lesson again.
    const closed = await t.call(table.updateOccurrence, {
      params: { id: llid },
      body: { closed: true, note: 'Rain', currencyCode: 'usd' },
      token: owner,
    });
    expect(closed.status, closed.body.message).toBe(200);
    expect(closed.body.payload.lesson).toMatchObject({ closed: true, note: 'Rain' });
    const otherMember = club.strangerOf.get(memberId)!;
    expect((await book(lessonId, llid, owner, otherMember)).body.message).toBe(LESSON_MESSAGES.closed);
  });

  it('closes booking allow_booking_until hours before the start', async () => {
    const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 6 * 3_600_000);
    const end = new Date(start.getTime() + 3_600_000);
    const court = club.courts[4]!;
    await freeCourtBetween(t, owner, court, start.toISOString(), end.toISOString());
    const added = await addLesson(t, owner, {
      ...clinic(club, localDate(0), '00:00', '01:00', { courts: [court] }),
      start_time: start.toISOString(),
      end_time: end.toISOString(),
      allow_booking_until: 24,
    });
    const llid = added.occurrences[0]!.appointment_id;
    const late = await book(added.lesson.id, llid, member);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(LESSON_MESSAGES.bookingUntil(24));
    // Staff are not bound by it, as by the buffer.
    const otherMember = club.strangerOf.get(memberId)!;
    expect((await book(added.lesson.id, llid, owner, otherMember)).status).toBe(200);
    expect((await update(added.lesson.id, { appointment_id: llid, allow_booking_until: 2 })).status).toBe(200);
    const inTime = await book(added.lesson.id, llid, member);
    expect(inTime.status, inTime.body.message).toBe(200);
  });

  it('admits by age, level and gender as the availability rules do', async () => {
    await t.handle.db.update(users).set({ dob: '1990-01-01' }).where(eq(users.id, memberId));
    const gender = await t.call(endpoints.customers.update, {
      params: { id: memberId },
      body: { gender: 'female' },
      token: owner,
    });
    expect(gender.status, gender.body.message).toBe(200);
    const added = await addLesson(t, owner, {
      ...clinic(club, localDate(233), '11:00', '12:00'),
      who_can_book_filters: { ...noFilters, min_age: 50 },
    });
    const lessonId = added.lesson.id;
    const llid = added.occurrences[0]!.appointment_id;
    const tooYoung = await book(lessonId, llid, member);
    expect(tooYoung.status).toBe(400);
    expect(tooYoung.body.message).toBe(LESSON_MESSAGES.notAdmitted);
    await update(lessonId, { appointment_id: llid, who_can_book_filters: { ...noFilters, gender: 'male' } });
    expect((await book(lessonId, llid, member)).body.message).toBe(LESSON_MESSAGES.notAdmitted);
    // A level range the member's level (recorded or not) is outside of refuses them, as a rule's does.
    const leveled = await update(lessonId, {
      appointment_id: llid,
      microSettings: [{ for: 'allmembers', values: [-3], filters: { min_level: 6.5, max_level: 7 } }],
    });
    expect(leveled.status, leveled.body.message).toBe(200);
    expect(leveled.body.payload.lesson.who_can_book_filters).toMatchObject({ min_level: 6.5, max_level: 7 });
    expect((await book(lessonId, llid, member)).body.message).toBe(LESSON_MESSAGES.notAdmitted);
    await update(lessonId, {
      appointment_id: llid,
      who_can_book_filters: { ...noFilters, min_age: 18, max_age: 60, gender: 'female' },
    });
    const admitted = await book(lessonId, llid, member);
    expect(admitted.status, admitted.body.message).toBe(200);
  });

  it('adds the times of multipleDatesForSingleDay on update, and checks repeatState against the lesson', async () => {
    const day = localDate(234);
    const court = club.courts[3]!;
    await freeCourtBetween(t, owner, court, at(day, '06:00'), at(day, '22:00'));
    const added = await addLesson(t, owner, clinic(club, day, '08:00', '09:00', { courts: [court] }));
    const llid = added.occurrences[0]!.appointment_id;
    const more = await update(added.lesson.id, {
      appointment_id: llid,
      multipleDatesForSingleDay: [
        { start_time: at(day, '08:00'), end_time: at(day, '09:00') },
        { start_time: at(day, '12:00'), end_time: at(day, '13:00') },
        { start_time: at(day, '15:00'), end_time: at(day, '16:00') },
      ],
    });
    expect(more.status, more.body.message).toBe(200);
    expect(more.body.payload.occurrences.map((o) => o.start)).toEqual([
      at(day, '08:00'),
      at(day, '12:00'),
      at(day, '15:00'),
    ]);
    const repeat = await update(added.lesson.id, { appointment_id: llid, repeatState: true });
    expect(repeat.status).toBe(400);
    expect(repeat.errors).toEqual([{ field: 'repeatState', message: LESSON_MESSAGES.repeatNotSet }]);
    expect((await update(added.lesson.id, { appointment_id: llid, repeatState: false })).status).toBe(200);
  });

  it('answers bad input for each field with 400 naming it, writing nothing', async () => {
    const day = localDate(235);
    const other = await registerSecondClub(t, 'lf');
    const otherOwner = (await t.call(endpoints.users.info, { token: other.token })).body.payload.id;
    const before = (await t.handle.db.select({ id: lessons.id }).from(lessons)).length;
    const special = 'Please Adjust The Special Price Field';
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ closed: 'yes' }, 'closed'],
      [{ allow_booking_until: 169 }, 'allow_booking_until'],
      [{ allow_booking_until: -1 }, 'allow_booking_until'],
      [{ who_can_book_filters: { min_age: 50, max_age: 20 } }, 'who_can_book_filters.max_age'],
      [{ who_can_book_filters: { gender: 'robot' } }, 'who_can_book_filters.gender'],
      [{ who_can_book_filters: { min_level: 9 } }, 'who_can_book_filters.min_level'],
      [{ repeatState: true }, 'repeatState', LESSON_MESSAGES.repeatWithout],
      [{ repeatState: 'on' }, 'repeatState'],
      [{ booked_by: otherOwner }, 'booked_by', LESSON_MESSAGES.bookedBy],
      [{ booked_by: 0 }, 'booked_by'],
      [{ currencyCode: 'EUR' }, 'currencyCode', LESSON_MESSAGES.currency('usd')],
      [{ currencyCode: 'dollars' }, 'currencyCode'],
      [{ microSettings: [{ for: 'everyone', values: [] }] }, 'microSettings.0.for'],
      [
        { microSettings: [{ for: 'allmembers', values: [-3], filters: { min_age: -2 } }] },
        'microSettings.0.filters.min_age',
      ],
      [
        {
          microSettings: [
            { for: 'allmembers', values: [-3], filters: { min_age: 10 } },
            { for: 'groups', values: [-3], filters: { min_age: 12 } },
          ],
        },
        'microSettings.1.filters',
        LESSON_MESSAGES.oneFilterSet,
      ],
      [
        { who_can_book: [{ for: 'groups', values: [-3] }], microSettings: [{ for: 'allmembers', values: [-3] }] },
        'microSettings',
      ],
      [{ specialMicroSettings: [{ for: 'groups', values: [-3] }], special_price: 0 }, 'specialMicroSettings', special],
    ];
    for (const [change, field, message] of cases) {
      const body = { ...clinic(club, day, '09:00', '10:00'), ...change };
      const response = await t.callRaw(table.add, { body, token: owner });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.errors[0]?.field, JSON.stringify(change)).toBe(field);
      if (message) expect(response.errors[0]?.message, JSON.stringify(change)).toBe(message);
    }
    expect(await t.handle.db.select({ id: lessons.id }).from(lessons)).toHaveLength(before);

    // The same checks on update and on the appointment, nothing changed.
    const added = await addLesson(t, owner, clinic(club, day, '13:00', '14:00', { courts: [club.courts[6]!] }));
    const llid = added.occurrences[0]!.appointment_id;
    const onUpdate = await t.callRaw(table.update, {
      params: { lessonId: added.lesson.id },
      body: { appointment_id: llid, closed: true, currencyCode: 'GBP' },
      token: owner,
    });
    expect(onUpdate.status).toBe(400);
    expect(onUpdate.errors[0]?.field).toBe('currencyCode');
    const specialOnUpdate = await t.callRaw(table.update, {
      params: { lessonId: added.lesson.id },
      body: { appointment_id: llid, specialMicroSettings: [{ for: 'allmembers', values: [-3] }] },
      token: owner,
    });
    expect(specialOnUpdate.errors).toEqual([{ field: 'specialMicroSettings', message: special }]);
    const onAppointment = await t.callRaw(table.updateOccurrence, {
      params: { id: llid },
      body: {
        closed: true,
        multipleDatesForSingleDay: Array.from({ length: 11 }, () => ({
          start_time: at(day, '16:00'),
          end_time: at(day, '17:00'),
        })),
      },
      token: owner,
    });
    expect(onAppointment.status).toBe(400);
    expect(onAppointment.errors[0]).toEqual({
      field: 'multipleDatesForSingleDay',
      message: LESSON_MESSAGES.listingCount,
    });
    const wrongLlid = await t.callRaw(table.updateOccurrence, {
      params: { id: llid },
      body: { appointment_id: llid + 100_000, closed: true },
      token: owner,
    });
    expect(wrongLlid.errors[0]?.field).toBe('appointment_id');
    const [row] = await t.handle.db.select().from(lessons).where(eq(lessons.id, added.lesson.id));
    expect(row?.closed).toBe(false);
  });
});

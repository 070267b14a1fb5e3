// Lessons on the court sheet (issue 11): new courts for a lesson's dates, members' view of lessons they may
// book, and camps booked by the day under races.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentAssignees, appointments, lessonBookings, lessonOccurrences } from '@fairplay/db';
import { APPOINTMENT_MESSAGES, endpoints, LESSON_MESSAGES } from '@fairplay/contracts';
import { simultaneous, startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate, mondayFrom, spot, userIdOf } from '../../test/appointments-kit.js';
import { addLesson, clinic, demoClub, type Club } from '../../test/lessons-kit.js';

const table = endpoints.lessons;

function dayAfter(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('lessons on the court sheet (issue 11)', () => {
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

  /** Each date of the lesson: its courts (appointments rows, first court first) and the copy on its date row. */
  async function courtsOf(lessonId: number) {
    const rows = await t.handle.db
      .select({ id: appointments.id, groupId: appointments.groupId, courtId: appointments.courtId })
      .from(appointments)
      .where(eq(appointments.lessonId, lessonId))
      .orderBy(appointments.id);
    const dates = await t.handle.db
      .select()
      .from(lessonOccurrences)
      .where(eq(lessonOccurrences.lessonId, lessonId))
      .orderBy(lessonOccurrences.startsAt);
    return dates.map((date) => ({
      id: date.id,
      copy: date.courtIds,
      courts: rows.filter((row) => row.groupId === date.groupId).map((row) => row.courtId),
      first: rows.find((row) => row.groupId === date.groupId)?.id,
    }));
  }

  it('moves the court time of this, this and following, or all dates to new courts, keeping places', async () => {
    const monday = mondayFrom(240);
    const [c0, c1, c2, c3, c4, c5] = club.courts;
    const created = await addLesson(
      t,
      owner,
      clinic(club, monday, '07:00', '08:00', {
        courts: [c0!, c1!],
        coach: [coachId],
        recurrence: { frequency: 'weekly', days: [0], ends: 'occurrences', occurrences: 3 },
      }),
    );
    const [first, second] = created.occurrences;
    // The sheet opens a date from the event of any of its courts: the answer names the date's own id (llid).
    const [secondCourt] = await t.handle.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.lessonId, created.lesson.id), eq(appointments.courtId, c1!)))
      .orderBy(appointments.startsAt)
      .limit(1);
    const opened = await t.call(table.get, { params: { id: secondCourt!.id }, query: {}, token: owner });
    expect(opened.status, opened.body.message).toBe(200);
    expect(opened.body.payload.appointment_id).toBe(first!.appointment_id);
    const booked = await t.call(table.book, {
      params: { lesson_id: created.lesson.id },
      body: { appointment_id: first!.appointment_id },
      token: member,
    });
    expect(booked.status, booked.body.message).toBe(200);
    const update = (body: Record<string, unknown>) =>
      t.call(table.update, {
        params: { lessonId: created.lesson.id },
        body: { appointment_id: first!.appointment_id, ...body },
        token: owner,
      });

    // This date only: one court instead of two; the date keeps its id and its place.
    const one = await update({ mode: 0, courts: [c2!] });
    expect(one.status, one.body.message).toBe(200);
    let dates = await courtsOf(created.lesson.id);
    expect(dates.map((d) => d.courts)).toEqual([[c2], [c0, c1], [c0, c1]]);
    expect(dates[0]).toMatchObject({ id: first!.appointment_id, first: first!.appointment_id, copy: [c2] });
    const places = await t.handle.db
      .select()
      .from(lessonBookings)
      .where(and(eq(lessonBookings.occurrenceId, first!.appointment_id), eq(lessonBookings.userId, memberId)));
    expect(places.map((p) => p.status)).toEqual(['booked']);

    // This and following, from the second date: two other courts, the coach on both.
    const following = await update({ appointment_id: second!.appointment_id, mode: 1, courts: [c3!, c4!] });
    expect(following.status, following.body.message).toBe(200);
    dates = await courtsOf(created.lesson.id);
    expect(dates.map((d) => d.courts)).toEqual([[c2], [c3, c4], [c3, c4]]);
    expect(dates.map((d) => d.copy)).toEqual([[c2], [c3, c4], [c3, c4]]);
    const coached = await t.handle.db
      .select({ appointmentId: appointmentAssignees.appointmentId })
      .from(appointmentAssignees)
      .innerJoin(appointments, eq(appointments.id, appointmentAssignees.appointmentId))
      .where(and(eq(appointments.lessonId, created.lesson.id), eq(appointmentAssignees.userId, coachId)));
    expect(coached).toHaveLength(5);

    // All dates, courts swapped with a time change: the first court of a date may be one it held already.
    const all = await update({
      mode: 2,
      courts: [c4!, c5!],
      start_time: at(monday, '07:30'),
      end_time: at(monday, '08:30'),
    });
    expect(all.status, all.body.message).toBe(200);
    dates = await courtsOf(created.lesson.id);
    expect(dates.map((d) => d.courts)).toEqual([
      [c4, c5],
      [c4, c5],
      [c4, c5],
    ]);
    expect(all.body.payload.occurrences.map((o) => o.start)).toEqual([
      at(monday, '07:30'),
      at(dayAfter(monday, 7), '07:30'),
      at(dayAfter(monday, 14), '07:30'),
    ]);

    // The old courts are free again: a booking takes one.
    const free = await t.call(endpoints.appointments.addComplex, {
      body: spot(c0!, dayAfter(monday, 7), '07:00', '08:00'),
      token: owner,
    });
    expect(free.status, free.body.message).toBe(200);
  });

  it('answers a taken new court with 409 and writes nothing; force leaves that date where it was', async () => {
    const monday = mondayFrom(260);
    const [c0, c1, c2] = club.courts;
    const created = await addLesson(
      t,
      owner,
      clinic(club, monday, '12:00', '13:00', {
        courts: [c0!],
        recurrence: { frequency: 'weekly', days: [0], ends: 'occurrences', occurrences: 3 },
      }),
    );
    const taken = await t.call(endpoints.appointments.addComplex, {
      body: spot(c2!, dayAfter(monday, 14), '12:30', '13:30'),
      token: owner,
    });
    expect(taken.status, taken.body.message).toBe(200);
    const before = await courtsOf(created.lesson.id);
    const body = { appointment_id: created.occurrences[0]!.appointment_id, mode: 2 as const, courts: [c1!, c2!] };
    const refused = await t.call(table.update, { params: { lessonId: created.lesson.id }, body, token: owner });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(APPOINTMENT_MESSAGES.conflict);
    const conflicts = (refused.body.payload as unknown as { conflicts: { court_id: number; start: string }[] })
      .conflicts;
    expect(conflicts.map((c) => [c.court_id, c.start])).toEqual([
      [c1, at(dayAfter(monday, 14), '12:00')],
      [c2, at(dayAfter(monday, 14), '12:00')],
    ]);
    expect(await courtsOf(created.lesson.id)).toEqual(before);

    const forced = await t.call(table.update, {
      params: { lessonId: created.lesson.id },
      body: { ...body, force: true },
      token: owner,
    });
    expect(forced.status, forced.body.message).toBe(200);
    expect(forced.body.payload.skipped).toHaveLength(2);
    expect((await courtsOf(created.lesson.id)).map((d) => d.courts)).toEqual([[c1, c2], [c1, c2], [c0]]);
  });

  it('refuses new courts that are not the club’s, and a coach busy at the new court’s time', async () => {
    const day = localDate(270);
    const [c0, c1, c2] = club.courts;
    const created = await addLesson(t, owner, clinic(club, day, '14:00', '15:00', { courts: [c0!], coach: [coachId] }));
    const llid = created.occurrences[0]!.appointment_id;
    const bad = await t.call(table.update, {
      params: { lessonId: created.lesson.id },
      body: { appointment_id: llid, courts: [999_999] },
      token: owner,
    });
    expect(bad.status).toBe(400);
    expect(bad.errors[0]?.field).toBe('courts.0');
    const empty = await t.call(table.update, {
      params: { lessonId: created.lesson.id },
      body: { appointment_id: llid, courts: [] },
      token: owner,
    });
    expect(empty.status).toBe(400);
    expect(empty.errors[0]).toMatchObject({ field: 'courts', message: LESSON_MESSAGES.selectCourts });
    // The coach teaches elsewhere at the new time: moving there with the coach is refused as a whole.
    await addLesson(t, owner, clinic(club, day, '16:00', '17:00', { courts: [c2!], coach: [coachId] }));
    const busy = await t.call(table.update, {
      params: { lessonId: created.lesson.id },
      body: { appointment_id: llid, courts: [c1!, c0!], start_time: at(day, '16:00'), end_time: at(day, '17:00') },
      token: owner,
    });
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe(LESSON_MESSAGES.coachBusy);
    expect((await courtsOf(created.lesson.id)).map((d) => d.courts)).toEqual([[c0]]);
  });

  it('shows members the lessons they may still book in full on the sheet, others as busy time', async () => {
    const day = localDate(275);
    const [c0, c1] = club.courts;
    const open = await addLesson(t, owner, clinic(club, day, '09:00', '10:00', { courts: [c0!] }));
    const closed = await addLesson(
      t,
      owner,
      clinic(club, day, '09:00', '10:00', {
        courts: [c1!],
        who_can_book: [{ for: 'coaches', values: [-3] }],
        description: 'Coaches only',
      }),
    );
    const sheet = await t.call(endpoints.appointments.listing, {
      body: { startDate: at(day, '00:00'), endDate: at(dayAfter(day, 1), '00:00') },
      token: member,
    });
    expect(sheet.status, sheet.body.message).toBe(200);
    const shown = (lessonId: number) => sheet.body.payload.find((e) => e.lesson_id === lessonId);
    expect(shown(open.lesson.id)).toMatchObject({
      type: 'lesson',
      visible: true,
      color: open.lesson.color,
      record: { note: 'Intermediate clinic' },
    });
    expect(shown(closed.lesson.id)).toMatchObject({ type: 'lesson', visible: false, record: { note: '' } });
  });

  it('refuses the booking calls on a lesson’s court time (it moves and goes through the lesson calls)', async () => {
    const day = localDate(277);
    const created = await addLesson(t, owner, clinic(club, day, '11:00', '12:00', { courts: [club.courts[2]!] }));
    const llid = created.occurrences[0]!.appointment_id;
    const [row] = await t.handle.db.select().from(appointments).where(eq(appointments.id, llid));
    const dragged = await t.call(endpoints.appointments.dragAndDrop, {
      params: { id: llid },
      body: {
        old_court: row!.courtId,
        new_court: club.courts[3]!,
        old_start: row!.startsAt.toISOString(),
        old_end: row!.endsAt.toISOString(),
        new_start: at(day, '13:00'),
        new_end: at(day, '14:00'),
        version: row!.version,
      },
      token: owner,
    });
    expect(dragged.status).toBe(409);
    expect(dragged.body.message).toBe(APPOINTMENT_MESSAGES.lessonTime);
    const deleted = await t.call(endpoints.appointments.delete, { params: { id: llid }, query: {}, token: owner });
    expect(deleted.status).toBe(409);
    const [after] = await t.handle.db.select().from(appointments).where(eq(appointments.id, llid));
    expect(after).toMatchObject({ courtId: row!.courtId, startsAt: row!.startsAt });
  });

  it('books one day of a camp, priced by get-price-camps, and holds each day’s places under a race', async () => {
    const start = localDate(280);
    const camp = await addLesson(
      t,
      owner,
      clinic(club, start, '09:00', '12:00', {
        kind: 'camp',
        courts: [club.courts[3]!],
        quantity: 3,
        price: 4000,
        recurrence: { frequency: 'daily', ends: 'date', end_date: dayAfter(start, 2) },
      }),
    );
    const [day1, day2] = camp.occurrences;
    const price = await t.call(table.campPrice, {
      body: { lesson_id: camp.lesson.id, start_time: day2!.start },
      token: member,
    });
    expect(price.body.payload).toMatchObject({ days: 2, main_value: 8000, day_value: { main_value: 4000 } });
    const oneDay = await t.call(table.book, {
      params: { lesson_id: camp.lesson.id },
      body: { appointment_id: day2!.appointment_id, booking_type: 'single' },
      token: member,
    });
    expect(oneDay.status, oneDay.body.message).toBe(200);
    expect(oneDay.body.payload.booked.map((b) => b.appointment_id)).toEqual([day2!.appointment_id]);
    expect(oneDay.body.payload.price.main_value).toBe(4000);

    // Many people at once: some want the whole camp, some only the first day; each day takes exactly 3.
    const people = club.members.filter((id) => id !== memberId).slice(0, Math.min(8, simultaneous(8)));
    const answers = await Promise.all(
      people.map((userId, index) =>
        t.callRaw(table.book, {
          params: { lesson_id: camp.lesson.id },
          body:
            index % 2 === 0
              ? { userId, appointment_id: day1!.appointment_id, booking_type: 'recurrence' }
              : { userId, appointment_id: day1!.appointment_id, booking_type: 'single' },
          token: owner,
        }),
      ),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const counts = await t.handle.db
      .select({ id: lessonOccurrences.id, booked: lessonOccurrences.booked })
      .from(lessonOccurrences)
      .where(eq(lessonOccurrences.lessonId, camp.lesson.id));
    const places = await t.handle.db.select().from(lessonBookings);
    for (const count of counts) {
      const live = places.filter((p) => p.occurrenceId === count.id && p.status === 'booked');
      expect(live.length).toBe(count.booked);
      expect(count.booked).toBeLessThanOrEqual(3);
    }
    expect(counts.find((c) => c.id === day1!.appointment_id)!.booked).toBe(3);
  });
});

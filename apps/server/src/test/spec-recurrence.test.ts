import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { addDaysToDate } from '@fairplay/domain';
import { startTestApp, type TestApp } from './harness.js';
import { at, clubIdOf, courtIdsOf, freeCourtBetween, mondayFrom, userIdOf } from './appointments-kit.js';
import { demoClub, type Club } from './lessons-kit.js';

/**
 * Issue 26 point 5: every call that takes a recurrence takes the spec's shape of it (spec 2 section 3
 * "Recurrence": recurrence, byDayOfWeek, ends as the last day, start_date, start_time, end_time, multipleDates)
 * as well as ours, and both make the same series.
 */
describe('the spec’s recurrence payload on every call that takes one', () => {
  let t: TestApp;
  let owner: string;
  let club: Club;
  let sofiaId: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    const clubId = await clubIdOf(t, owner);
    club = await demoClub(t, clubId, await courtIdsOf(t, clubId));
    sofiaId = await userIdOf(t, 'coach.sofia');
  });
  afterAll(async () => t.close());

  /** Mondays and Wednesdays, every other week, from a Monday to the Wednesday four weeks later. */
  const specRecurrence = (monday: string, from: string, to: string) => ({
    recurrence: true,
    frequency: 'BI-WEEKLY',
    byDayOfWeek: ['MO', 'WE'],
    ends: addDaysToDate(monday, 23),
    start_date: monday,
    start_time: at(monday, from),
    end_time: at(monday, to),
  });
  const ourRecurrence = (monday: string) => ({
    frequency: 'weekly' as const,
    every: 2 as const,
    days: [0, 2],
    ends: 'date' as const,
    end_date: addDaysToDate(monday, 23),
  });
  const seriesDays = (monday: string) => [0, 2, 14, 16].map((days) => addDaysToDate(monday, days));

  it('appointment/add_complex, add_book and add_many book the same series from either shape', async () => {
    const monday = mondayFrom(150);
    const [a, b, c] = [club.courts[2]!, club.courts[3]!, club.courts[4]!];
    for (const court of [a, b, c])
      await freeCourtBetween(t, owner, court, at(monday, '00:00'), at(addDaysToDate(monday, 30), '00:00'));
    const spec = await t.call(endpoints.appointments.addComplex, {
      body: { courts: [a], recurrence: specRecurrence(monday, '07:00', '08:00') },
      token: owner,
    });
    expect(spec.status, spec.body.message).toBe(200);
    const ours = await t.call(endpoints.appointments.addComplex, {
      body: {
        courts: [b],
        start_time: at(monday, '07:00'),
        end_time: at(monday, '08:00'),
        recurrence: ourRecurrence(monday),
      },
      token: owner,
    });
    expect(ours.status, ours.body.message).toBe(200);
    const starts = (events: { start: string }[]) => events.map((event) => event.start);
    expect(starts(spec.body.payload.created)).toEqual(seriesDays(monday).map((day) => at(day, '07:00')));
    expect(starts(spec.body.payload.created)).toEqual(starts(ours.body.payload.created));

    const booked = await t.call(endpoints.appointments.addBook, {
      body: { courts: [c], recurrence: { ...specRecurrence(monday, '09:00', '10:00'), frequency: 'weekly', every: 2 } },
      token: owner,
    });
    expect(booked.status, booked.body.message).toBe(200);
    expect(starts(booked.body.payload.created)).toEqual(seriesDays(monday).map((day) => at(day, '09:00')));

    // The spec's different times, with the repeat switched off.
    const many = await t.call(endpoints.appointments.addMany, {
      body: {
        appointments: [
          {
            courts: [c],
            recurrence: {
              recurrence: false,
              frequency: 'DAILY',
              multipleDates: [
                { start_time: at(monday, '11:00'), end_time: at(monday, '12:00') },
                { start_time: at(monday, '14:00'), end_time: at(monday, '15:00') },
              ],
              start_time: at(monday, '11:00'),
              end_time: at(monday, '12:00'),
            },
          },
        ],
      },
      token: owner,
    });
    expect(many.status, many.body.message).toBe(200);
    expect(starts(many.body.payload.created)).toEqual([at(monday, '11:00'), at(monday, '14:00')]);

    // A copy that disagrees with the body is named.
    const clash = await t.call(endpoints.appointments.addComplex, {
      body: {
        courts: [a],
        start_time: at(monday, '16:00'),
        end_time: at(monday, '17:00'),
        recurrence: specRecurrence(monday, '07:00', '08:00'),
      },
      token: owner,
    });
    expect(clash.status).toBe(400);
    expect(clash.errors.map((error) => error.field)).toContain('recurrence.start_time');
  });

  it('appointment/update_complex repeats a booking from the spec’s shape', async () => {
    const monday = mondayFrom(190);
    const court = club.courts[5]!;
    await freeCourtBetween(t, owner, court, at(monday, '00:00'), at(addDaysToDate(monday, 30), '00:00'));
    const single = await t.call(endpoints.appointments.addComplex, {
      body: { courts: [court], start_time: at(monday, '07:00'), end_time: at(monday, '08:00') },
      token: owner,
    });
    expect(single.status, single.body.message).toBe(200);
    const id = single.body.payload.created[0]!.id;
    const repeated = await t.call(endpoints.appointments.updateComplex, {
      params: { id },
      body: { mode: 2, recurrence: specRecurrence(monday, '07:00', '08:00') },
      token: owner,
    });
    expect(repeated.status, repeated.body.message).toBe(200);
    const updated = repeated.body.payload.updated;
    expect(updated.map((event) => event.start)).toEqual(seriesDays(monday).map((day) => at(day, '07:00')));
    const got = await t.call(endpoints.appointments.get, { params: { id: updated[1]!.id }, token: owner });
    expect(got.body.payload.series?.rule).toEqual(ourRecurrence(monday));
  });

  it('lesson/add lists the same dates from either shape', async () => {
    const monday = mondayFrom(230);
    const [a, b] = [club.courts[6]!, club.courts[7]!];
    for (const court of [a, b])
      await freeCourtBetween(t, owner, court, at(monday, '00:00'), at(addDaysToDate(monday, 30), '00:00'));
    const base = { lessonType: club.typeId, sportId: club.sportId, quantity: 4 };
    const spec = await t.call(endpoints.lessons.add, {
      body: { ...base, courts: [a], recurrence: specRecurrence(monday, '18:00', '19:00') },
      token: owner,
    });
    expect(spec.status, spec.body.message).toBe(200);
    const ours = await t.call(endpoints.lessons.add, {
      body: {
        ...base,
        courts: [b],
        start_time: at(monday, '18:00'),
        end_time: at(monday, '19:00'),
        recurrence: ourRecurrence(monday),
      },
      token: owner,
    });
    expect(ours.status, ours.body.message).toBe(200);
    expect(spec.body.payload.occurrences.map((o) => o.start)).toEqual(
      seriesDays(monday).map((day) => at(day, '18:00')),
    );
    expect(spec.body.payload.occurrences.map((o) => o.start)).toEqual(
      ours.body.payload.occurrences.map((o) => o.start),
    );
    expect(spec.body.payload.lesson.recurrence).toEqual(ours.body.payload.lesson.recurrence);
  });

  it('microsettings/add, update and court/availability take the spec’s shape', async () => {
    const monday = mondayFrom(270);
    const court = club.courts[8]!;
    const rule = {
      note: 'Spec shape',
      sport_id: club.sportId,
      courts: [court],
      rules: [{ days: [], start_time: '06:00', end_time: '07:00', price: 1000, point_price: 0, advance: 7, buffer: 0 }],
      who_can_book: [{ for: 'allmembers' as const, values: [] }],
    };
    const added = await t.call(endpoints.availability.add, {
      body: { ...rule, recurrence: specRecurrence(monday, '06:00', '07:00') },
      token: owner,
    });
    expect(added.status, added.body.message).toBe(200);
    expect(added.body.payload).toMatchObject({ start_date: monday, recurrence: ourRecurrence(monday) });
    const updated = await t.call(endpoints.availability.update, {
      params: { id: added.body.payload.id },
      body: {
        ...rule,
        mode: 2,
        recurrence: { ...specRecurrence(monday, '06:00', '07:00'), ends: undefined, occurrences: 2 },
      },
      token: owner,
    });
    expect(updated.status, updated.body.message).toBe(200);
    expect(updated.body.payload.recurrence).toEqual({
      frequency: 'weekly',
      every: 2,
      days: [0, 2],
      ends: 'occurrences',
      occurrences: 2,
    });

    // The flat recurrence of court/availability: the spec's weekdays and last day.
    const free = await t.call(endpoints.availability.courtAvailability, {
      body: {
        start_time: at(addDaysToDate(monday, -14), '06:30'),
        end_time: at(addDaysToDate(monday, -14), '06:45'),
        recurrence: true,
        frequency: 'BI-WEEKLY',
        byDayOfWeek: [2],
        ends: addDaysToDate(monday, 3),
        courts: [court],
      },
      token: owner,
    });
    expect(free.status, free.body.message).toBe(200);
    expect(free.body.payload[0]).toMatchObject({ court_id: court, available: false });
  });

  it('microsettings/add-coach and update-coach take the spec’s shape', async () => {
    const monday = mondayFrom(300);
    const body = {
      note: 'Spec shape',
      coach_id: sofiaId,
      lesson_type_id: club.typeId,
      sport_id: club.sportId,
      courts: [club.courts[9]!],
      settings: [
        { days: [], start_time: '08:00', end_time: '10:00', price: 6000, point_price: 60, advance: 365, buffer: 0 },
      ],
      who_can_book: [{ for: 'allmembers' as const, values: [] }],
    };
    const added = await t.call(endpoints.coaches.add, {
      body: { ...body, recurrence: specRecurrence(monday, '08:00', '10:00') },
      token: owner,
    });
    expect(added.status, added.body.message).toBe(200);
    expect(added.body.payload).toMatchObject({ start_date: monday, recurrence: ourRecurrence(monday) });
    const updated = await t.call(endpoints.coaches.update, {
      params: { id: added.body.payload.id },
      body: { ...body, recurrence: { recurrence: false, start_date: monday } },
      token: owner,
    });
    expect(updated.status, updated.body.message).toBe(200);
    expect(updated.body.payload).toMatchObject({ start_date: monday, recurrence: null });
  });
});

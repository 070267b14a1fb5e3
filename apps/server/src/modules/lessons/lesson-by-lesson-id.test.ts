import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, LESSON_MESSAGES } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, freeCourtBetween, localDate } from '../../test/appointments-kit.js';
import { addLesson, clinic, demoClub, type Club } from '../../test/lessons-kit.js';
import { registerSecondClub } from '../../test/second-club.js';

const table = endpoints.lessons;

/**
 * Issue 26 point 4: spec 2 opens a lesson at /private/lesson/{id}?family= by its lesson id as well as at
 * /private/lesson/{llid} by its appointment; the screen reads GET /lesson/appointment/{id}?by=lesson.
 */
describe('a lesson opened by its lesson id', () => {
  let t: TestApp;
  let owner: string;
  let club: Club;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    const clubId = await clubIdOf(t, owner);
    club = await demoClub(t, clubId, await courtIdsOf(t, clubId));
  });
  afterAll(async () => t.close());

  it('answers the lesson’s next date by its lesson id, and a date by its llid as before', async () => {
    const first = localDate(241);
    const court = club.courts[4]!;
    for (const day of [first, localDate(242), localDate(243)])
      await freeCourtBetween(t, owner, court, at(day, '06:00'), at(day, '22:00'));
    const added = await addLesson(
      t,
      owner,
      clinic(club, first, '10:00', '11:00', {
        courts: [court],
        recurrence: { frequency: 'daily', ends: 'date', end_date: localDate(243) },
      }),
    );
    expect(added.occurrences).toHaveLength(3);
    const [next, second] = added.occurrences;
    const lessonId = added.lesson.id;

    const byLesson = await t.call(table.get, { params: { id: lessonId }, query: { by: 'lesson' }, token: owner });
    expect(byLesson.status, byLesson.body.message).toBe(200);
    expect(byLesson.body.payload).toMatchObject({ appointment_id: next!.appointment_id, lesson_id: lessonId });
    // A member opens it too (lesson read).
    const member = await t.login('member');
    const seen = await t.call(table.get, { params: { id: lessonId }, query: { by: 'lesson' }, token: member });
    expect(seen.body.payload.appointment_id).toBe(next!.appointment_id);
    // The llid form is unchanged.
    const byDate = await t.call(table.get, { params: { id: second!.appointment_id }, query: {}, token: owner });
    expect(byDate.body.payload).toMatchObject({ appointment_id: second!.appointment_id, lesson_id: lessonId });
  });

  it("answers 404 for another club's lesson or an unknown one, and 400 for an unknown form", async () => {
    const other = await registerSecondClub(t, 'lid');
    const day = localDate(244);
    await freeCourtBetween(t, owner, club.courts[5]!, at(day, '06:00'), at(day, '22:00'));
    const ours = await addLesson(t, owner, clinic(club, day, '09:00', '10:00', { courts: [club.courts[5]!] }));
    const foreign = await t.call(table.get, {
      params: { id: ours.lesson.id },
      query: { by: 'lesson' },
      token: other.token,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(LESSON_MESSAGES.notFound);
    const unknown = await t.call(table.get, { params: { id: 2_000_000_000 }, query: { by: 'lesson' }, token: owner });
    expect(unknown.status).toBe(404);
    const bad = await t.callRaw(table.get, { params: { id: ours.lesson.id }, query: { by: 'course' }, token: owner });
    expect(bad.status).toBe(400);
    expect(bad.errors[0]?.field).toBe('by');
  });
});

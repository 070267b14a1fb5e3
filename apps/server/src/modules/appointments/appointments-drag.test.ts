import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { addDaysToDate } from '@fairplay/domain';
import { startTestApp, type TestApp, errorFields } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate, spot } from '../../test/appointments-kit.js';

const table = endpoints.appointments;
/** A start before now, in plain words (issue 24). */
const PAST = 'This time has already passed. Please choose a time from now on.';

/** drag_and_drop checks new times as create and update do (one shared check), and answers 400 naming its field. */
describe('drag_and_drop refuses times that create and update refuse', () => {
  let t: TestApp;
  let owner: string;
  let courts: number[];
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    courts = await courtIdsOf(t, await clubIdOf(t, owner));
  });
  afterAll(async () => t.close());

  async function eventOn(court: number, day: string) {
    const created = await t.call(table.addComplex, { token: owner, body: spot(court, day, '10:00', '11:00') });
    expect(created.status).toBe(200);
    return created.body.payload.created[0]!;
  }

  const drag = (event: Awaited<ReturnType<typeof eventOn>>, start: string, end: string) =>
    t.call(table.dragAndDrop, {
      params: { id: event.id },
      body: {
        old_court: event.resourceId,
        new_court: event.resourceId,
        old_start: event.start,
        old_end: event.end,
        new_start: start,
        new_end: end,
        version: event.version,
      },
      token: owner,
    });

  it('a drag longer than a day is a 400 on new_end with the message update gives on end_time', async () => {
    const day = localDate(100);
    const event = await eventOn(courts[0]!, day);
    const start = at(day, '10:00');
    const end = at(addDaysToDate(day, 1), '11:00');
    const dragged = await drag(event, start, end);
    expect(dragged.status).toBe(400);
    const updated = await t.call(table.update, {
      params: { id: event.id },
      body: { start_time: start, end_time: end },
      token: owner,
    });
    expect(updated.status).toBe(400);
    expect(updated.errors).toEqual([{ field: 'end_time', message: 'Selected range should be for same day' }]);
    expect(dragged.errors).toEqual([{ field: 'new_end', message: 'Selected range should be for same day' }]);
    expect(errorFields(dragged)).toContain('new_end');
  });

  it('a drag across the local midnight is refused, and one ending at midnight is taken', async () => {
    const day = localDate(101);
    const event = await eventOn(courts[1]!, day);
    const across = await drag(event, at(day, '23:00'), at(addDaysToDate(day, 1), '01:00'));
    expect(across.errors).toEqual([{ field: 'new_end', message: 'Selected range should be for same day' }]);
    const untilMidnight = await drag(event, at(day, '22:00'), at(addDaysToDate(day, 1), '00:00'));
    expect(untilMidnight.status).toBe(200);
  });

  it('a drag into the past is a 400 on new_start, as create and update refuse it', async () => {
    const event = await eventOn(courts[2]!, localDate(102));
    const yesterday = localDate(-1);
    const dragged = await drag(event, at(yesterday, '03:00'), at(yesterday, '04:00'));
    expect(dragged.status).toBe(400);
    expect(dragged.errors).toEqual([{ field: 'new_start', message: PAST }]);
    const created = await t.call(table.addComplex, {
      token: owner,
      body: spot(courts[2]!, yesterday, '03:00', '04:00'),
    });
    expect(created.errors).toEqual([{ field: 'start_time', message: PAST }]);
    const updated = await t.call(table.update, {
      params: { id: event.id },
      body: { start_time: at(yesterday, '03:00'), end_time: at(yesterday, '04:00') },
      token: owner,
    });
    expect(updated.errors).toEqual([{ field: 'start_time', message: PAST }]);
    const unchanged = await t.call(table.get, { params: { id: event.id }, token: owner });
    expect(unchanged.body.payload).toMatchObject({ start: event.start, end: event.end, version: event.version });
  });
});

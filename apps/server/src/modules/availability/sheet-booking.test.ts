import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES, SHEET_SPOT_NOTE, endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import {
  at,
  clubIdOf,
  courtIdsOf,
  freeCourtBetween,
  localDate,
  rowsOnCourtFrom,
  userIdOf,
} from '../../test/appointments-kit.js';

/**
 * appointment/add_complex_microsettings with the spec's appointment fields (spec 2 section 7 and the Appointment of
 * section 3, issue 26): a booking made on the sheet, beside the rule payload it already took.
 */
describe('add_complex_microsettings with appointment fields', () => {
  let t: TestApp;
  let owner: string;
  let court: number;
  const day = localDate(23);
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    court = (await courtIdsOf(t, await clubIdOf(t, owner)))[2]!;
    await freeCourtBetween(t, owner, court, at(day, '06:00'), at(day, '12:00'));
  });
  afterAll(async () => t.close());

  it("books with the spec's appointment fields, the note 'Book Spot Time' when none is sent", async () => {
    const [lucas, coach] = await Promise.all([userIdOf(t, 'lucas.wilson'), userIdOf(t, 'coach')]);
    const answer = await t.call(endpoints.availability.addFromSheet, {
      token: owner,
      body: {
        clid: -1,
        recurrence_id: -1,
        global_recurrence_id: -1,
        courts: [court],
        start_time: at(day, '07:00'),
        end_time: at(day, '08:00'),
        closed: false,
        assigned: [coach],
        tags: [],
        recurrence: null,
        sport_id: null,
        userId: lucas,
        partners: [],
        guests: ['Ann Lee'],
        add_on_id: null,
      },
    });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe(APPOINTMENT_MESSAGES.booked);
    const booking = answer.body.payload as { created: { id: number; record: { assigned: { id: number }[] } }[] };
    expect(booking.created).toHaveLength(1);
    expect(booking.created[0]!.record.assigned.map((a) => a.id)).toEqual([coach]);
    const rows = await rowsOnCourtFrom(t, court, day);
    const made = rows.find((row) => row.id === booking.created[0]!.id)!;
    expect(made.note).toBe(SHEET_SPOT_NOTE);
    expect(made.startsAt.toISOString()).toBe(at(day, '07:00'));

    const noted = await t.call(endpoints.availability.addFromSheet, {
      token: owner,
      body: { courts: [court], start_time: at(day, '09:00'), end_time: at(day, '10:00'), note: 'Ball machine' },
    });
    expect(noted.status, noted.body.message).toBe(200);
    const second = (noted.body.payload as { created: { id: number }[] }).created[0]!.id;
    expect((await rowsOnCourtFrom(t, court, day)).find((row) => row.id === second)!.note).toBe('Ball machine');
  });

  it('refuses an existing listing id, a clash and bad fields by name; the rule payload still makes a rule', async () => {
    const existing = await t.callRaw(endpoints.availability.addFromSheet, {
      token: owner,
      body: { clid: 12, courts: [court], start_time: at(day, '10:00'), end_time: at(day, '11:00') },
    });
    expect(existing.status).toBe(400);
    expect(existing.errors.map((e) => e.field)).toContain('clid');
    const clash = await t.call(endpoints.availability.addFromSheet, {
      token: owner,
      body: { courts: [court], start_time: at(day, '07:00'), end_time: at(day, '08:00') },
    });
    expect(clash.status).toBe(409);
    const noCourts = await t.callRaw(endpoints.availability.addFromSheet, {
      token: owner,
      body: { courts: [], start_time: at(day, '10:00'), end_time: at(day, '11:00') },
    });
    expect(noCourts.status).toBe(400);
    expect(noCourts.errors).toContainEqual({ field: 'courts', message: 'Please select courts.' });

    const rule = await t.call(endpoints.availability.addFromSheet, {
      token: owner,
      body: {
        note: 'Sheet rule',
        sport_id: 1,
        courts: [court],
        start_date: day,
        recurrence: null,
        rules: [{ days: [], start_time: '13:00', end_time: '14:00', price: 0, point_price: 0, advance: 7, buffer: 0 }],
        who_can_book: [{ for: 'allmembers', values: [] }],
      },
    });
    expect(rule.status, rule.body.message).toBe(200);
    expect((rule.body.payload as { note: string }).note).toBe('Sheet rule');
    const coach = await t.login('coach');
    const refused = await t.call(endpoints.availability.addFromSheet, {
      token: coach,
      body: { courts: [court], start_time: at(day, '10:00'), end_time: at(day, '11:00') },
    });
    expect(refused.status).toBe(403);
  });
});

import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES, endpoints } from '@fairplay/contracts';
import { appointmentParticipants, businessMembers, courts as courtsTable, users } from '@fairplay/db';
import { simultaneous, startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate, rowsOnCourtFrom, spot } from '../../test/appointments-kit.js';

const addComplex = endpoints.appointments.addComplex;
const table = endpoints.appointments;

describe('the database decides who gets a contested court', () => {
  let t: TestApp;
  let owner: string;
  let courts: number[];
  let clubId: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    clubId = await clubIdOf(t, owner);
    courts = await courtIdsOf(t, clubId);
  });
  afterAll(async () => t.close());

  const racers = simultaneous(100);
  it(`of ${racers} simultaneous requests for one court and slot, exactly one books and the others get 409`, async () => {
    const day = localDate(100);
    const body = spot(courts[0]!, day, '17:00', '18:00');
    const responses = await Promise.all(
      Array.from({ length: racers }, () => t.call(addComplex, { token: owner, body })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(racers - 1);
    const rows = await rowsOnCourtFrom(t, courts[0]!, day);
    expect(rows).toHaveLength(1);
  });

  it('overlapping (not identical) simultaneous requests still leave no overlap', async () => {
    const day = localDate(101);
    const bodies = ['16:00', '16:30', '17:00', '15:30'].map((from) => {
      const [h, m] = from.split(':').map(Number);
      const to = `${String(h! + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
      return spot(courts[1]!, day, from, to);
    });
    const responses = await Promise.all(
      bodies.flatMap((body) => Array.from({ length: 10 }, () => t.call(addComplex, { token: owner, body }))),
    );
    expect(responses.every((response) => response.status === 200 || response.status === 409)).toBe(true);
    const rows = (await rowsOnCourtFrom(t, courts[1]!, day)).sort(
      (a, b) => a.startsAt.getTime() - b.startsAt.getTime(),
    );
    for (let index = 1; index < rows.length; index += 1)
      expect(rows[index]!.startsAt >= rows[index - 1]!.endsAt).toBe(true);
  });

  it('twenty simultaneous retries with one Idempotency-Key book once and all get the same answer', async () => {
    const day = localDate(102);
    const body = spot(courts[2]!, day, '09:00', '10:00');
    const headers = { 'idempotency-key': 'concurrent-retry' };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => t.call(addComplex, { token: owner, body, headers })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((response) => JSON.stringify(response.body.payload))).size).toBe(1);
    expect(await rowsOnCourtFrom(t, courts[2]!, day)).toHaveLength(1);
  });

  it('of 20 simultaneous book_for calls on a court for four, exactly four players get on', async () => {
    const court = courts[3]!;
    const [{ partySize }] = (await t.handle.db
      .select({ partySize: courtsTable.partySize })
      .from(courtsTable)
      .where(eq(courtsTable.id, court))) as [{ partySize: number }];
    expect(partySize).toBe(4);
    const day = localDate(103);
    const created = await t.call(addComplex, { token: owner, body: spot(court, day, '11:00', '12:00') });
    const event = created.body.payload.created[0]!;
    const members = await t.handle.db
      .select({ id: users.id })
      .from(businessMembers)
      .innerJoin(users, eq(users.id, businessMembers.userId))
      .where(and(eq(businessMembers.businessId, clubId), eq(users.userType, 'nbu')))
      .orderBy(asc(users.id))
      .limit(20);
    expect(members).toHaveLength(20);
    const responses = await Promise.all(
      members.map((member) =>
        t.call(table.bookFor, { params: { id: event.id }, body: { userId: member.id }, token: owner }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    const refused = responses.filter((response) => response.status !== 200);
    expect(refused).toHaveLength(16);
    for (const response of refused) {
      expect(response.status).toBe(400);
      expect(response.errors).toEqual([{ field: 'partners', message: APPOINTMENT_MESSAGES.partyFull }]);
    }
    const players = await t.handle.db
      .select()
      .from(appointmentParticipants)
      .where(eq(appointmentParticipants.appointmentId, event.id));
    expect(players).toHaveLength(4);
  });

  it('of 20 simultaneous drags from one view, one moves the event and 19 get 409', async () => {
    const court = courts[4]!;
    const day = localDate(104);
    const created = await t.call(addComplex, { token: owner, body: spot(court, day, '11:00', '12:00') });
    const event = created.body.payload.created[0]!;
    const body = {
      old_court: court,
      new_court: court,
      old_start: event.start,
      old_end: event.end,
      new_start: at(day, '13:00'),
      new_end: at(day, '14:00'),
      version: event.version,
    };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => t.call(table.dragAndDrop, { params: { id: event.id }, body, token: owner })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const stale = responses.filter((response) => response.status === 409);
    expect(stale).toHaveLength(19);
    for (const response of stale) expect(response.body.message).toBe(APPOINTMENT_MESSAGES.staleMove);
    const moved = await t.call(table.get, { params: { id: event.id }, token: owner });
    expect(moved.body.payload).toMatchObject({ start: at(day, '13:00'), version: event.version + 1 });
  });

  it('a move that lands the event back where the view showed it still cannot pass an older version', async () => {
    const court = courts[5]!;
    const day = localDate(105);
    const created = await t.call(addComplex, { token: owner, body: spot(court, day, '11:00', '12:00') });
    const event = created.body.payload.created[0]!;
    const drag = (version: number) =>
      t.call(table.dragAndDrop, {
        params: { id: event.id },
        body: {
          old_court: court,
          new_court: court,
          old_start: event.start,
          old_end: event.end,
          new_start: event.start,
          new_end: event.end,
          version,
        },
        token: owner,
      });
    const renamed = await t.call(table.update, { params: { id: event.id }, body: { note: 'Changed' }, token: owner });
    expect(renamed.body.payload.updated[0]!.version).toBe(event.version + 1);
    const stale = await drag(event.version);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(APPOINTMENT_MESSAGES.staleMove);
    const staleUpdate = await t.call(table.update, {
      params: { id: event.id },
      body: { note: 'Overwritten', version: event.version },
      token: owner,
    });
    expect(staleUpdate.status).toBe(409);
    const staleRepeat = await t.call(table.updateComplex, {
      params: { id: event.id },
      body: { mode: 2, recurrence: null, note: 'Replaced', version: event.version },
      token: owner,
    });
    expect(staleRepeat.status).toBe(409);
    expect(staleRepeat.body.message).toBe(APPOINTMENT_MESSAGES.staleMove);
    expect((await t.call(table.get, { params: { id: event.id }, token: owner })).body.payload.record.note).toBe(
      'Changed',
    );
    expect((await drag(event.version + 1)).status).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointDefinition } from '@fairplay/contracts';
import { appointmentParticipants, appointments } from '@fairplay/db';
import { startTestApp, type TestApp, errorFields } from '../../test/harness.js';
import { registerSecondClub } from '../../test/second-club.js';
import {
  at,
  clubIdOf,
  courtIdsOf,
  expectListingContract,
  localDate,
  spot,
  userIdOf,
} from '../../test/appointments-kit.js';

const table = endpoints.appointments;

describe('appointments stay in their club, and roles limit who may do what', () => {
  let t: TestApp;
  let owner: string;
  let courts: number[];
  let other: { token: string; businessId: number };
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    courts = await courtIdsOf(t, await clubIdOf(t, owner));
    other = await registerSecondClub(t, 'appointments');
  });
  afterAll(async () => t.close());

  /** Each test works on a day of its own, so none sees another's bookings. */
  const dayOf = (test: number) => localDate(90 + test);

  /** An appointment of club A, made by its owner for the test that needs it. */
  async function eventOfA(court: number, day: string, from: string, to: string) {
    const created = await t.callRaw(table.addComplex, { token: owner, body: spot(court, day, from, to) });
    expect(created.status).toBe(200);
    return created.body.payload.created[0]!;
  }

  const listing = (token: string, day: string) =>
    t.call(table.listing, { token, body: { startDate: at(day, '00:00'), endDate: at(day, '23:00') } });

  it("B's owner can neither read nor change A's appointments on any route", async () => {
    const day = dayOf(0);
    const event = await eventOfA(courts[0]!, day, '10:00', '11:00');
    const rowsOfA = () => t.handle.db.select().from(appointments).where(eq(appointments.id, event.id));
    const before = await rowsOfA();
    const moved = {
      old_court: event.resourceId,
      new_court: event.resourceId,
      old_start: event.start,
      old_end: event.end,
      new_start: event.start,
      new_end: event.end,
    };
    const id = { id: event.id };
    const calls: { endpoint: EndpointDefinition; params: Record<string, number>; body?: unknown }[] = [
      { endpoint: table.get, params: id },
      { endpoint: table.update, params: id, body: { note: 'mine now' } },
      { endpoint: table.updateComplex, params: id, body: { mode: 2, recurrence: null } },
      { endpoint: table.dragAndDrop, params: id, body: moved },
      { endpoint: table.delete, params: id },
      { endpoint: table.removePartly, params: { id: event.id, recurrence: event.recurrence_id! } },
      {
        endpoint: table.removePartlyGlobal,
        params: { id: event.id, recurrence: event.recurrence_id!, global: event.global_recurrence_id! },
      },
      { endpoint: table.block, params: id },
      { endpoint: table.cancel, params: id, body: {} },
      { endpoint: table.cancelUser, params: { id: event.id, userId: 1 }, body: {} },
      { endpoint: table.cancelFor, params: { aptId: event.id }, body: { user_id: 1 } },
      { endpoint: table.bookFor, params: id, body: { book_for: 'guest', fullName: 'Sneaky Guest' } },
      { endpoint: table.messages, params: {}, body: { appointment_id: event.id } },
      { endpoint: table.sendMessage, params: {}, body: { appointment_id: event.id, message: 'hello' } },
    ];
    for (const { endpoint, params, body } of calls) {
      const response = await t.callRaw(endpoint, { params, body, token: other.token });
      expect(response.status, `${endpoint.method} ${endpoint.path}`).toBe(404);
    }
    const clear = await t.call(table.deleteRule, {
      token: other.token,
      body: { court_id: event.resourceId, start_time: event.start, end_time: event.end },
    });
    expect(clear.body.payload).toEqual({ removed: 0 });
    const onACourt = await t.callRaw(table.addComplex, {
      token: other.token,
      body: spot(courts[0]!, day, '12:00', '13:00'),
    });
    expect(onACourt.status).toBe(400);
    const many = await t.callRaw(table.addMany, {
      token: other.token,
      body: { appointments: [spot(courts[0]!, day, '12:00', '13:00')] },
    });
    expect(many.status).toBe(400);
    const book = await t.callRaw(table.addBook, { token: other.token, body: spot(courts[0]!, day, '12:00', '13:00') });
    expect(book.status).toBe(400);
    expect((await listing(other.token, day)).body.payload).toEqual([]);
    expect(await rowsOfA()).toEqual(before);
    expect(
      await t.handle.db
        .select()
        .from(appointmentParticipants)
        .where(eq(appointmentParticipants.appointmentId, event.id)),
    ).toEqual([]);
  });

  it('the name search finds only the club’s own members, with names and no contact details', async () => {
    const found = await t.call(table.people, { query: { search: 'wil' }, token: owner });
    expect(found.status).toBe(200);
    expect(found.body.payload.map((person) => person.full_name)).toContain('Emma Wilson');
    expect(Object.keys(found.body.payload[0]!).sort()).toEqual(['full_name', 'user_id', 'user_type']);
    const fromB = await t.call(table.people, { query: { search: 'wil' }, token: other.token });
    expect(fromB.body.payload).toEqual([]);
    const bad = await t.call(table.people, { query: { search: '%' }, token: owner });
    expect(bad.status).toBe(400);
    expect(errorFields(bad)).toContain('search');
  });

  it('members book for themselves, see others only as taken time, and cannot delete or block', async () => {
    const day = dayOf(2);
    const event = await eventOfA(courts[0]!, day, '10:00', '11:00');
    const member = await t.login('member');
    const memberId = await userIdOf(t, 'member');
    const staffOnly = await t.callRaw(table.addComplex, {
      token: member,
      body: spot(courts[1]!, day, '10:00', '11:00'),
    });
    expect(staffOnly.status).toBe(403);
    const own = await t.callRaw(table.addBook, { token: member, body: spot(courts[1]!, day, '10:00', '11:00') });
    expect(own.status).toBe(200);
    const ownEvent = own.body.payload.created[0]!;
    expect(ownEvent.record.bookings).toEqual([expect.objectContaining({ kind: 'booker', user_id: memberId })]);
    const list = await listing(member, day);
    expectListingContract(list.body.payload);
    const byId = new Map(list.body.payload.map((entry) => [entry.id, entry]));
    expect(byId.get(event.id)).toMatchObject({ visible: false, record: { note: '', bookings: [] } });
    expect(byId.get(ownEvent.id)).toMatchObject({ visible: true });
    expect((await t.call(table.get, { params: { id: event.id }, token: member })).status).toBe(404);
    const remove = await t.callRaw(table.delete, { params: { id: ownEvent.id }, token: member });
    expect(remove.status).toBe(403);
    expect(remove.body.message).toBe('Customers cannot delete or block bookings.');
    expect((await t.call(table.block, { params: { id: ownEvent.id }, token: member })).status).toBe(403);
    const conflict = await t.callRaw(table.addBook, { token: member, body: spot(courts[0]!, day, '10:00', '11:00') });
    expect(conflict.status).toBe(409);
  });

  it('coaches see their own events in full, others only as busy time, and are assigned automatically', async () => {
    const day = dayOf(3);
    const other = await eventOfA(courts[0]!, day, '10:00', '11:00');
    const coach = await t.login('coach');
    const coachId = await userIdOf(t, 'coach');
    const created = await t.callRaw(table.addComplex, { token: coach, body: spot(courts[2]!, day, '10:00', '11:00') });
    expect(created.status).toBe(200);
    const coachEvent = created.body.payload.created[0]!;
    expect(coachEvent.record.assigned).toEqual([{ id: coachId, name: 'Carlos Mendoza' }]);
    const list = await listing(coach, day);
    expectListingContract(list.body.payload);
    const own = list.body.payload.find((entry) => entry.id === coachEvent.id)!;
    expect(own.visible).toBe(true);
    expect(own.record.assigned).toEqual([{ id: coachId, name: 'Carlos Mendoza' }]);
    // Others' time shows where the courts are busy, and nothing about it: no people, note or creator.
    const busy = list.body.payload.find((entry) => entry.id === other.id)!;
    expect(busy).toMatchObject({ visible: false, resourceId: courts[0] });
    expect(busy.record).toMatchObject({ note: '', created_by: null, bookings: [], assigned: [] });
    expect((await t.call(table.get, { params: { id: other.id }, token: coach })).status).toBe(404);
  });

  it('a role without court update gets "Your Assigned Role Is View Only"', async () => {
    const accountant = await t.login('accountant');
    const response = await t.callRaw(table.addComplex, {
      token: accountant,
      body: spot(courts[3]!, dayOf(4), '10:00', '11:00'),
    });
    expect(response.status).toBe(403);
  });

  it('rejects malformed JSON, wrong types, oversize notes and unknown keys naming the field', async () => {
    const day = dayOf(5);
    const malformed = await t.callRaw(table.addComplex, {
      token: owner,
      rawBody: '{"courts": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const wrongType = await t.callRaw(table.addComplex, {
      token: owner,
      body: { ...spot(courts[0]!, day, '14:00', '15:00'), courts: 'one' },
    });
    expect(wrongType.status).toBe(400);
    expect(errorFields(wrongType)).toContain('courts');
    const oversize = await t.callRaw(table.addComplex, {
      token: owner,
      body: spot(courts[0]!, day, '14:00', '15:00', { note: 'x'.repeat(281) }),
    });
    expect(oversize.status).toBe(400);
    expect(errorFields(oversize)).toContain('note');
    const unknown = await t.callRaw(table.addComplex, {
      token: owner,
      body: spot(courts[0]!, day, '14:00', '15:00', { surprise: 3 }),
    });
    expect(unknown.status).toBe(400);
    expect(errorFields(unknown)).toContain('surprise');
    const badListing = await t.callRaw(table.listing, {
      token: owner,
      body: { startDate: 'tomorrow', endDate: at(day, '23:00') },
    });
    expect(badListing.status).toBe(400);
    expect(errorFields(badListing)).toContain('startDate');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentParticipants, appointments } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { registerSecondClub } from '../../test/second-club.js';
import { API, at, courtIdsOf, expectListingContract, localDate, spot, userIdOf } from '../../test/appointments-kit.js';

describe('appointments stay in their club, and roles limit who may do what', () => {
  let t: TestApp;
  let owner: string;
  let courts: number[];
  let other: { token: string; businessId: number };
  let event: {
    id: number;
    recurrence_id: number;
    global_recurrence_id: number;
    start: string;
    end: string;
    resourceId: number;
  };
  const day = localDate(90);
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    const clubId = (await t.api({ url: '/api/v1/users/info', token: owner })).body.payload.business_id;
    courts = await courtIdsOf(t, clubId);
    other = await registerSecondClub(t, 'appointments');
    const created = await t.api({
      method: 'POST',
      url: `${API}/add_complex`,
      token: owner,
      body: spot(courts[0]!, day, '10:00', '11:00'),
    });
    event = created.body.payload.created[0];
  });
  afterAll(async () => t.close());

  const rowsOfA = () => t.handle.db.select().from(appointments).where(eq(appointments.id, event.id));

  it("B's owner can neither read nor change A's appointments on any route", async () => {
    const before = await rowsOfA();
    const moved = {
      old_court: event.resourceId,
      new_court: event.resourceId,
      old_start: event.start,
      old_end: event.end,
      new_start: event.start,
      new_end: event.end,
    };
    const calls = [
      { method: 'GET', url: `${API}/get/${event.id}` },
      { method: 'PUT', url: `${API}/update/${event.id}`, body: { note: 'mine now' } },
      { method: 'PUT', url: `${API}/update_complex/${event.id}`, body: { mode: 2, recurrence: null } },
      { method: 'PUT', url: `${API}/drag_and_drop/${event.id}`, body: moved },
      { method: 'DELETE', url: `${API}/delete/${event.id}` },
      { method: 'DELETE', url: `${API}/remove_partly/${event.id}/${event.recurrence_id}` },
      {
        method: 'DELETE',
        url: `${API}/remove_partly/${event.id}/${event.recurrence_id}/${event.global_recurrence_id}`,
      },
      { method: 'PUT', url: `${API}/block/${event.id}` },
      { method: 'POST', url: `${API}/cancel/${event.id}`, body: {} },
      { method: 'POST', url: `${API}/cancel/${event.id}/1`, body: {} },
      { method: 'PUT', url: `${API}/cancel_for/${event.id}`, body: { user_id: 1 } },
      { method: 'POST', url: `${API}/book_for/${event.id}`, body: { book_for: 'guest', fullName: 'Sneaky Guest' } },
      { method: 'POST', url: `${API}/getmsgs`, body: { appointment_id: event.id } },
      {
        method: 'POST',
        url: '/api/v1/user/court/sendmessagetoparticipantcp',
        body: { appointment_id: event.id, message: 'hello' },
      },
    ] as const;
    for (const call of calls) {
      const response = await t.api({ ...call, token: other.token });
      expect(response.status, `${call.method} ${call.url}`).toBe(404);
    }
    const clear = await t.api({
      method: 'DELETE',
      url: `${API}/delete_rule`,
      token: other.token,
      body: { court_id: event.resourceId, start_time: event.start, end_time: event.end },
    });
    expect(clear.body.payload).toEqual({ removed: 0 });
    const onACourt = await t.api({
      method: 'POST',
      url: `${API}/add_complex`,
      token: other.token,
      body: spot(courts[0]!, day, '12:00', '13:00'),
    });
    expect(onACourt.status).toBe(400);
    const many = await t.api({
      method: 'POST',
      url: `${API}/add_many`,
      token: other.token,
      body: { appointments: [spot(courts[0]!, day, '12:00', '13:00')] },
    });
    expect(many.status).toBe(400);
    const book = await t.api({
      method: 'POST',
      url: `${API}/add_book`,
      token: other.token,
      body: spot(courts[0]!, day, '12:00', '13:00'),
    });
    expect(book.status).toBe(400);
    const listing = await t.api({
      method: 'POST',
      url: `${API}/listing`,
      token: other.token,
      body: { startDate: at(day, '00:00'), endDate: at(day, '23:00') },
    });
    expect(listing.body.payload).toEqual([]);
    expect(await rowsOfA()).toEqual(before);
    expect(
      await t.handle.db
        .select()
        .from(appointmentParticipants)
        .where(eq(appointmentParticipants.appointmentId, event.id)),
    ).toEqual([]);
  });

  it('the name search finds only the club’s own members, with names and no contact details', async () => {
    const found = await t.api({ url: '/api/v1/appointment/people?search=wil', token: owner });
    expect(found.status).toBe(200);
    expect(found.body.payload.map((p: { full_name: string }) => p.full_name)).toContain('Emma Wilson');
    expect(Object.keys(found.body.payload[0]).sort()).toEqual(['full_name', 'user_id', 'user_type']);
    const fromB = await t.api({ url: '/api/v1/appointment/people?search=wil', token: other.token });
    expect(fromB.body.payload).toEqual([]);
    const bad = await t.api({ url: '/api/v1/appointment/people?search=%25', token: owner });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('search');
  });

  it('members book for themselves, see others only as taken time, and cannot delete or block', async () => {
    const member = await t.login('member');
    const memberId = await userIdOf(t, 'member');
    const staffOnly = await t.api({
      method: 'POST',
      url: `${API}/add_complex`,
      token: member,
      body: spot(courts[1]!, day, '10:00', '11:00'),
    });
    expect(staffOnly.status).toBe(403);
    const own = await t.api({
      method: 'POST',
      url: `${API}/add_book`,
      token: member,
      body: spot(courts[1]!, day, '10:00', '11:00'),
    });
    expect(own.status).toBe(200);
    expect(own.body.payload.created[0].record.bookings).toEqual([
      expect.objectContaining({ kind: 'booker', user_id: memberId }),
    ]);
    const listing = await t.api({
      method: 'POST',
      url: `${API}/listing`,
      token: member,
      body: { startDate: at(day, '00:00'), endDate: at(day, '23:00') },
    });
    expectListingContract(listing.body.payload);
    const byId = new Map(listing.body.payload.map((e: { id: number }) => [e.id, e]));
    expect(byId.get(event.id)).toMatchObject({ visible: false, record: { note: '', bookings: [] } });
    expect(byId.get(own.body.payload.created[0].id)).toMatchObject({ visible: true });
    expect((await t.api({ url: `${API}/get/${event.id}`, token: member })).status).toBe(404);
    const ownId = own.body.payload.created[0].id;
    const remove = await t.api({ method: 'DELETE', url: `${API}/delete/${ownId}`, token: member });
    expect(remove.status).toBe(403);
    expect(remove.body.message).toBe('Customers cannot delete or block bookings.');
    expect((await t.api({ method: 'PUT', url: `${API}/block/${ownId}`, token: member })).status).toBe(403);
    const conflict = await t.api({
      method: 'POST',
      url: `${API}/add_book`,
      token: member,
      body: spot(courts[0]!, day, '10:00', '11:00'),
    });
    expect(conflict.status).toBe(409);
  });

  it('coaches see only their own events and are assigned automatically', async () => {
    const coach = await t.login('coach');
    const coachId = await userIdOf(t, 'coach');
    const created = await t.api({
      method: 'POST',
      url: `${API}/add_complex`,
      token: coach,
      body: spot(courts[2]!, day, '10:00', '11:00'),
    });
    expect(created.status).toBe(200);
    expect(created.body.payload.created[0].record.assigned).toEqual([{ id: coachId, name: 'Carlos Mendoza' }]);
    const listing = await t.api({
      method: 'POST',
      url: `${API}/listing`,
      token: coach,
      body: { startDate: at(day, '00:00'), endDate: at(day, '23:00') },
    });
    expectListingContract(listing.body.payload);
    expect(listing.body.payload.map((e: { id: number }) => e.id)).toEqual([created.body.payload.created[0].id]);
  });

  it('a role without court update gets "Your Assigned Role Is View Only"', async () => {
    const accountant = await t.login('accountant');
    const response = await t.api({
      method: 'POST',
      url: `${API}/add_complex`,
      token: accountant,
      body: spot(courts[3]!, day, '10:00', '11:00'),
    });
    expect(response.status).toBe(403);
  });

  it('rejects malformed JSON, wrong types, oversize notes and unknown keys naming the field', async () => {
    const malformed = await t.api({
      method: 'POST',
      url: `${API}/add_complex`,
      token: owner,
      rawBody: '{"courts": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const wrongType = await t.api({
      method: 'POST',
      url: `${API}/add_complex`,
      token: owner,
      body: { ...spot(courts[0]!, day, '14:00', '15:00'), courts: 'one' },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toContain('courts');
    const oversize = await t.api({
      method: 'POST',
      url: `${API}/add_complex`,
      token: owner,
      body: spot(courts[0]!, day, '14:00', '15:00', { note: 'x'.repeat(281) }),
    });
    expect(oversize.status).toBe(400);
    expect(oversize.body.message).toContain('note');
    const unknown = await t.api({
      method: 'POST',
      url: `${API}/add_complex`,
      token: owner,
      body: spot(courts[0]!, day, '14:00', '15:00', { add_on_id: 3 }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('add_on_id');
    const badListing = await t.api({
      method: 'POST',
      url: `${API}/listing`,
      token: owner,
      body: { startDate: 'tomorrow', endDate: at(day, '23:00') },
    });
    expect(badListing.status).toBe(400);
    expect(badListing.body.message).toContain('startDate');
  });
});

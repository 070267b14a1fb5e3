import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentParticipants, emailOutbox } from '@fairplay/db';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp, errorFields } from '../../test/harness.js';
import {
  at,
  clubIdOf,
  courtIdsOf,
  localDate,
  spot,
  userIdOf,
  allowOverlappingCourts,
} from '../../test/appointments-kit.js';

const table = endpoints.appointments;

describe('appointments: what customers may change, and their family', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let courts: number[];
  const day = localDate(130);
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    const clubId = await clubIdOf(t, owner);
    courts = await courtIdsOf(t, clubId);
    await allowOverlappingCourts(t, owner);
    for (const name of ['member', 'lucas.wilson', 'mia.wilson', 'noah.fischer', 'admin'])
      ids[name] = await userIdOf(t, name);
  });
  afterAll(async () => t.close());

  type Body = ReturnType<typeof spot>;
  const addBook = (body: Body, token = member) => t.call(table.addBook, { body, token });
  const addComplex = (body: Body, token = owner) => t.call(table.addComplex, { body, token });
  const update = (id: number, body: Record<string, unknown>, token = member) =>
    t.callRaw(table.update, { params: { id }, body, token });
  const get = (id: number, token = owner) => t.call(table.get, { params: { id }, token });
  const cancel = (id: number, userId: number) =>
    t.call(table.cancelUser, { params: { id, userId }, body: {}, token: member });
  const peopleOf = (appointmentId: number) =>
    t.handle.db
      .select()
      .from(appointmentParticipants)
      .where(eq(appointmentParticipants.appointmentId, appointmentId))
      .orderBy(appointmentParticipants.id);

  it('the session lists the rest of the member’s family in this club, and staff without a family get none', async () => {
    const info = await t.call(endpoints.users.info, { token: member });
    expect(info.body.payload.business!.family).toEqual([
      { user_id: ids['lucas.wilson'], first_name: 'Lucas', last_name: 'Wilson' },
      { user_id: ids['mia.wilson'], first_name: 'Mia', last_name: 'Wilson' },
    ]);
    expect((await t.call(endpoints.users.info, { token: owner })).body.payload.business!.family).toEqual([]);
  });

  it('a member changes the partners, guests and note of their own booking, within the party size', async () => {
    const booked = await addBook(spot(courts[0]!, day, '09:00', '10:00'));
    const id = booked.body.payload.created[0]!.id;
    const changed = await update(id, {
      partners: [ids['noah.fischer'], ids.member],
      guests: ['Ann Lee'],
      note: 'Doubles',
    });
    expect(changed.status).toBe(200);
    // Naming oneself as a partner too adds nobody: the booker stays the booker.
    expect((await peopleOf(id)).map((p) => [p.kind, p.userId ?? p.fullName])).toEqual([
      ['booker', ids.member],
      ['partner', ids['noah.fischer']],
      ['guest', 'Ann Lee'],
    ]);
    expect(changed.body.payload.updated[0]!.record.note).toBe('Doubles');
    const crowd = await update(id, { guests: ['Bo Park', 'Cy Diaz', 'Di Wong'] });
    expect(crowd.status).toBe(400);
    expect(crowd.body.message).toBe('This court has no room for more players.');
    const twice = await update(id, { partners: [ids['noah.fischer'], ids['noah.fischer']] });
    expect(twice.status).toBe(400);
    expect(errorFields(twice)).toContain('partners');
    expect(await peopleOf(id)).toHaveLength(3);
    // Four players fill a four-person court, even when the booker names themselves as a partner too.
    const full = await update(id, {
      partners: [ids['noah.fischer'], ids.member],
      guests: ['Ann Lee', 'Bo Park'],
    });
    expect(full.status).toBe(200);
    expect(await peopleOf(id)).toHaveLength(4);
  });

  it('a change that leaves the people out keeps them; an empty list clears them', async () => {
    const coach = await userIdOf(t, 'coach.sofia');
    const body = spot(courts[6]!, day, '09:00', '10:00', {
      userId: ids.member,
      partners: [ids['lucas.wilson']],
      guests: ['Ann Lee'],
      assigned: [coach],
    });
    const event = (await addComplex(body)).body.payload.created[0]!;
    const noted = await update(event.id, { note: 'Lights on' }, owner);
    expect(noted.body.payload.updated[0]!.record).toMatchObject({ note: 'Lights on', assigned: [{ id: coach }] });
    expect((await peopleOf(event.id)).map((p) => p.kind)).toEqual(['booker', 'partner', 'guest']);
    const cleared = await update(event.id, { guests: [], assigned: [] }, owner);
    expect(cleared.body.payload.updated[0]!.record.assigned).toEqual([]);
    expect((await peopleOf(event.id)).map((p) => p.kind)).toEqual(['booker', 'partner']);
  });

  it('time, court, coaches, sport and moves are staff work', async () => {
    const booked = await addBook(spot(courts[1]!, day, '09:00', '10:00'));
    const event = booked.body.payload.created[0]!;
    for (const [field, value] of [
      ['start_time', at(day, '11:00')],
      ['court_id', courts[2]],
      ['assigned', [ids.admin]],
      ['sport_id', null],
      ['closed', true],
    ] as const) {
      const refused = await update(event.id, { [field]: value });
      expect(refused.status, field).toBe(400);
      expect(refused.errors).toEqual([
        { field, message: 'Only club staff can change the time, court, coaches or sport of a booking.' },
      ]);
    }
    const move = {
      old_court: courts[1]!,
      new_court: courts[2]!,
      old_start: event.start,
      old_end: event.end,
      new_start: event.start,
      new_end: event.end,
    };
    const moved = await t.call(table.dragAndDrop, { params: { id: event.id }, body: move, token: member });
    expect(moved.status).toBe(403);
    const repeat = await t.call(table.updateComplex, {
      params: { id: event.id },
      body: { mode: 2, recurrence: null },
      token: member,
    });
    expect(repeat.status).toBe(403);
    expect((await get(event.id)).body.payload).toMatchObject({
      resourceId: courts[1],
      start: event.start,
    });
  });

  it('a partner on someone else’s booking cannot change it, and customers cannot message or book others in', async () => {
    const staffBooked = await addComplex(
      spot(courts[3]!, day, '09:00', '10:00', { userId: ids['noah.fischer'], partners: [ids.member] }),
    );
    const id = staffBooked.body.payload.created[0]!.id;
    const refused = await update(id, { guests: ['Ann Lee'] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the person who made this booking can change it.');
    const message = await t.call(table.sendMessage, { token: member, body: { appointment_id: id, message: 'hi' } });
    expect(message.status).toBe(403);
    const bookFor = { book_for: 'guest', fullName: 'Ann Lee' } as const;
    expect((await t.call(table.bookFor, { params: { id }, body: bookFor, token: member })).status).toBe(403);
    const cancelFor = { params: { aptId: id }, query: {}, body: { user_id: ids['noah.fischer']! }, token: member };
    expect((await t.call(table.cancelFor, cancelFor)).status).toBe(403);
    expect(await peopleOf(id)).toHaveLength(2);
  });

  it('a member cancels a booking they made for their family, but not a stranger’s place', async () => {
    const forMia = await addBook(spot(courts[4]!, day, '09:00', '10:00', { userId: ids['mia.wilson'] }));
    const id = forMia.body.payload.created[0]!.id;
    const stranger = await cancel(id, ids['noah.fischer']!);
    expect(stranger.status).toBe(403);
    const cancelled = await cancel(id, ids['mia.wilson']!);
    expect(cancelled.body.payload).toEqual({ cancelled: 1 });
    expect((await get(id)).status).toBe(404);
  });

  it('a member opens and cancels a booking of their family they did not make; a stranger’s stays hidden', async () => {
    const forLucas = await addComplex(spot(courts[7]!, day, '09:00', '10:00', { userId: ids['lucas.wilson'] }));
    const id = forLucas.body.payload.created[0]!.id;
    const seen = await get(id, member);
    expect(seen.body.payload).toMatchObject({
      visible: true,
      record: { bookings: [{ user_id: ids['lucas.wilson'], kind: 'booker' }] },
    });
    const forNoah = await addComplex(spot(courts[8]!, day, '09:00', '10:00', { userId: ids['noah.fischer'] }));
    expect((await get(forNoah.body.payload.created[0]!.id, member)).status).toBe(404);
    expect((await cancel(id, ids['lucas.wilson']!)).body.payload).toEqual({ cancelled: 1 });
  });

  it('e-mails to participants link to the booking; roles without court update are told they are view only', async () => {
    const booked = await addComplex(spot(courts[5]!, day, '09:00', '10:00', { userId: ids.member }));
    const event = booked.body.payload.created[0]!;
    const sent = await t.call(table.sendMessage, {
      token: owner,
      body: { appointment_id: event.id, message: 'Bring water.' },
    });
    expect(sent.body.payload).toEqual({ recipients: 1 });
    const [mail] = await t.handle.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1);
    expect(mail!.textBody).toContain(`http://fairplay.test/private/courtlisting/${event.id}/${event.resourceId}`);
    const accountant = await t.login('accountant');
    const denied = await addComplex(spot(courts[5]!, day, '11:00', '12:00'), accountant);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Your Assigned Role Is View Only');
  });
});

import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOnCourts, addOns, appointmentAddOns } from '@fairplay/db';
import { ADD_ON_MESSAGES, endpoints, type AddOnBody } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import {
  at,
  clubIdOf,
  courtIdsOf,
  expectListingContract,
  localDate,
  rowsOnCourtFrom,
  spot,
} from '../../test/appointments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';

const table = endpoints.addOns;

describe('add-ons (issue 10)', () => {
  let t: TestApp;
  let owner: string;
  let clubId: number;
  let courts: number[];
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    clubId = await clubIdOf(t, owner);
    courts = await courtIdsOf(t, clubId);
  });
  afterAll(async () => t.close());

  const create = (body: unknown, token = owner) => t.callRaw(table.create, { body, token });
  const make = async (body: AddOnBody) => {
    const response = await create(body);
    expect(response.status, response.body.message).toBe(200);
    return response.body.payload;
  };
  const book = (body: unknown, token = owner) => t.callRaw(endpoints.appointments.addComplex, { body, token });
  const clubAddOns = async () => ({
    addOns: await t.handle.db.select().from(addOns).where(eq(addOns.businessId, clubId)).orderBy(asc(addOns.id)),
    courts: await t.handle.db.select().from(addOnCourts).where(eq(addOnCourts.businessId, clubId)),
  });
  const holdings = (addOnId: number) =>
    t.handle.db
      .select()
      .from(appointmentAddOns)
      .where(eq(appointmentAddOns.addOnId, addOnId))
      .orderBy(asc(appointmentAddOns.id));

  it('creates, lists, updates and removes an add-on; a removed one is listed with status=1 and books no more', async () => {
    const created = await create({ name: 'Pickleball paddles', price: 300, point_price: 3 });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe(ADD_ON_MESSAGES.created);
    const addOn = created.body.payload;
    expect(addOn).toMatchObject({
      name: 'Pickleball paddles',
      description: '',
      price: 300,
      point_price: 3,
      per: 'booking',
      stock: 1,
      all_courts: true,
      courts: [],
      archived: false,
    });
    expect((await t.call(table.list, { query: {}, token: owner })).body.payload.map((row) => row.id)).toContain(
      addOn.id,
    );

    const updated = await t.call(table.update, {
      params: { id: addOn.id },
      body: { stock: 4, per: 'hour', all_courts: false, courts: [courts[1]!, courts[0]!] },
      token: owner,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.payload).toMatchObject({ stock: 4, per: 'hour', all_courts: false });
    expect(updated.body.payload.courts).toEqual([courts[0], courts[1]].sort((a, b) => a! - b!));

    const removed = await t.call(table.remove, { params: { id: addOn.id }, token: owner });
    expect(removed.status).toBe(200);
    expect(removed.body.payload.archived).toBe(true);
    expect((await t.call(table.list, { query: {}, token: owner })).body.payload.map((row) => row.id)).not.toContain(
      addOn.id,
    );
    expect(
      (await t.call(table.list, { query: { status: '1' }, token: owner })).body.payload.map((row) => row.id),
    ).toContain(addOn.id);
    expect((await t.call(table.update, { params: { id: addOn.id }, body: { stock: 2 }, token: owner })).status).toBe(
      409,
    );
    expect((await t.call(table.remove, { params: { id: addOn.id }, token: owner })).status).toBe(409);

    const day = localDate(130);
    const refused = await book(spot(courts[0]!, day, '09:00', '10:00', { add_on_id: addOn.id }));
    expect(refused.status).toBe(400);
    expect(refused.errors).toEqual([{ field: 'add_on_id', message: ADD_ON_MESSAGES.removedAddOn }]);
    expect(await rowsOnCourtFrom(t, courts[0]!, day)).toEqual([]);
  });

  it('answers bad input with 400 naming the field, and writes nothing', async () => {
    const before = await clubAddOns();
    const cases: [unknown, string][] = [
      [{}, 'name'],
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(61) }, 'name'],
      [{ name: 'Ok', description: 'd'.repeat(281) }, 'description'],
      [{ name: 'Ok', price: -1 }, 'price'],
      [{ name: 'Ok', price: 1.5 }, 'price'],
      [{ name: 'Ok', point_price: -3 }, 'point_price'],
      [{ name: 'Ok', per: 'minute' }, 'per'],
      [{ name: 'Ok', stock: 0 }, 'stock'],
      [{ name: 'Ok', stock: 1000 }, 'stock'],
      [{ name: 'Ok', all_courts: false }, 'courts'],
      [{ name: 'Ok', all_courts: false, courts: [courts[0], courts[0]] }, 'courts'],
      [{ name: 'Ok', all_courts: false, courts: [2147483647] }, 'courts.0'],
      [{ name: 'Ok', colour: 'red' }, ''],
    ];
    for (const [body, field] of cases) {
      const response = await create(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      if (field)
        expect(
          response.errors.map((error) => error.field),
          JSON.stringify(body),
        ).toContain(field);
    }
    expect((await t.callRaw(table.create, { token: owner, rawBody: '{"name":' })).status).toBe(400);
    const some = await make({ name: 'Towel service', price: 100 });
    const after = await clubAddOns();
    const bad = await t.callRaw(table.update, { params: { id: some.id }, body: { all_courts: false }, token: owner });
    expect(bad.status).toBe(400);
    expect(bad.errors.map((error) => error.field)).toEqual(['courts']);
    expect(
      (await t.callRaw(table.update, { params: { id: some.id }, body: { price: -5 }, token: owner })).errors.map(
        (error) => error.field,
      ),
    ).toEqual(['price']);
    expect(await clubAddOns()).toEqual(after);
    expect(after.addOns.length).toBe(before.addOns.length + 1);
    const taken = await create({ name: 'towel SERVICE' });
    expect(taken.status).toBe(409);
    expect(taken.errors).toEqual([{ field: 'name', message: ADD_ON_MESSAGES.nameTaken }]);
  });

  it('asks for a session (401) and settings update to sell add-ons (403); court readers list them', async () => {
    const reception = await t.login('reception');
    const some = await make({ name: 'Shoe rental', price: 500 });
    const before = await clubAddOns();
    expect((await t.call(table.list, { query: {} })).status).toBe(401);
    expect((await create({ name: 'Nobody' }, '')).status).toBe(401);
    expect((await create({ name: 'Desk' }, reception)).status).toBe(403);
    expect((await t.call(table.update, { params: { id: some.id }, body: { price: 1 }, token: reception })).status).toBe(
      403,
    );
    expect((await t.call(table.remove, { params: { id: some.id }, token: reception })).status).toBe(403);
    expect(await clubAddOns()).toEqual(before);
    expect((await t.call(table.list, { query: {}, token: reception })).status).toBe(200);
    const member = await t.login('member');
    const day = localDate(131);
    const offered = await t.call(table.forCourt, {
      params: { id: courts[0]! },
      body: { start_time: at(day, '09:00'), end_time: at(day, '10:00') },
      token: member,
    });
    expect(offered.status).toBe(200);
  });

  it('lists what a court offers at a time with the units left and the price for that booking', async () => {
    const day = localDate(132);
    const lights = await make({ name: 'Floodlights', price: 400, point_price: 8, per: 'hour', stock: 3 });
    const only = await make({ name: 'Stringing', price: 1500, all_courts: false, courts: [courts[2]!] });
    const first = await book(spot(courts[0]!, day, '18:00', '19:00', { add_on_id: lights.id }));
    expect(first.status).toBe(200);
    const offered = await t.call(table.forCourt, {
      params: { id: courts[1]! },
      body: { start_time: at(day, '18:30'), end_time: at(day, '20:00') },
      token: owner,
    });
    expect(offered.status).toBe(200);
    const row = offered.body.payload.find((entry) => entry.id === lights.id)!;
    expect(row).toMatchObject({ available: 2, booking_price: 600, booking_point_price: 12 });
    expect(offered.body.payload.map((entry) => entry.id)).not.toContain(only.id);
    // Changing that booking: its own unit is not counted against it.
    const own = await t.call(table.forCourt, {
      params: { id: courts[0]! },
      body: {
        start_time: at(day, '18:00'),
        end_time: at(day, '19:00'),
        appointment_id: first.body.payload.created[0]!.id,
      },
      token: owner,
    });
    expect(own.body.payload.find((entry) => entry.id === lights.id)!.available).toBe(3);
    const bad = await t.callRaw(table.forCourt, {
      params: { id: courts[0]! },
      body: { start_time: at(day, '19:00'), end_time: at(day, '18:00') },
      token: owner,
    });
    expect(bad.status).toBe(400);
    expect(bad.errors.map((error) => error.field)).toEqual(['end_time']);
    const missing = await t.callRaw(table.forCourt, { params: { id: courts[0]! }, body: {}, token: owner });
    expect(missing.errors.map((error) => error.field)).toEqual(expect.arrayContaining(['start_time', 'end_time']));
  });

  it('books an add-on with a booking at its price, shows it on the sheet and refuses the last unit twice', async () => {
    const day = localDate(133);
    const machine = await make({ name: 'Spinshot machine', price: 1000, point_price: 10, stock: 1 });
    const made = await book(spot(courts[0]!, day, '10:00', '11:30', { add_on_id: machine.id }));
    expect(made.status).toBe(200);
    const event = made.body.payload.created[0]!;
    expect(event.record.has_add_ons).toBe(true);
    expect(event.record.add_ons).toEqual([{ id: machine.id, name: 'Spinshot machine', price: 1000, point_price: 10 }]);
    const listed = (
      await t.call(endpoints.appointments.listing, {
        token: owner,
        body: { startDate: at(day, '00:00'), endDate: at(day, '23:59') },
      })
    ).body.payload;
    expectListingContract(listed);
    expect(listed.find((row) => row.id === event.id)!.record.has_add_ons).toBe(true);

    // The only ball machine is taken from 10:00 to 11:30: an overlapping booking elsewhere is refused whole.
    const refused = await book(spot(courts[1]!, day, '11:00', '12:00', { add_on_id: machine.id }));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ADD_ON_MESSAGES.soldOut);
    expect(refused.errors).toEqual([{ field: 'add_on_id', message: ADD_ON_MESSAGES.soldOut }]);
    expect(await rowsOnCourtFrom(t, courts[1]!, day)).toEqual([]);
    // Right after, it is free again.
    expect((await book(spot(courts[1]!, day, '11:30', '12:30', { add_on_id: machine.id }))).status).toBe(200);
    expect((await holdings(machine.id)).map((row) => row.unit)).toEqual([1, 1]);

    // Removing the add-on from the first booking frees its time.
    const cleared = await t.call(endpoints.appointments.update, {
      params: { id: event.id },
      body: { add_on_id: null },
      token: owner,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.payload.updated[0]!.record.has_add_ons).toBe(false);
    expect((await book(spot(courts[2]!, day, '10:00', '11:00', { add_on_id: machine.id }))).status).toBe(200);
  });

  it('refuses an add-on not offered on the court, and an unknown one, writing nothing', async () => {
    const day = localDate(134);
    const only = await make({ name: 'Clay sweeper', all_courts: false, courts: [courts[0]!] });
    const elsewhere = await book(spot(courts[1]!, day, '10:00', '11:00', { add_on_id: only.id }));
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.errors).toEqual([{ field: 'add_on_id', message: ADD_ON_MESSAGES.notOffered }]);
    const unknown = await book(spot(courts[1]!, day, '10:00', '11:00', { add_on_id: 2147483647 }));
    expect(unknown.status).toBe(400);
    expect(unknown.errors.map((error) => error.field)).toEqual(['add_on_id']);
    const typed = await book(spot(courts[1]!, day, '10:00', '11:00', { add_on_id: 'one' }));
    expect(typed.errors.map((error) => error.field)).toEqual(['add_on_id']);
    expect(await rowsOnCourtFrom(t, courts[1]!, day)).toEqual([]);
  });

  it('moves the add-on with a dragged booking, and refuses a move to a time when it is sold out', async () => {
    const day = localDate(135);
    const machine = await make({ name: 'Second ball machine', stock: 1 });
    const a = (await book(spot(courts[0]!, day, '08:00', '09:00', { add_on_id: machine.id }))).body.payload.created[0]!;
    const b = (await book(spot(courts[1]!, day, '10:00', '11:00', { add_on_id: machine.id }))).body.payload.created[0]!;
    const drag = (event: typeof a, from: string, to: string) =>
      t.call(endpoints.appointments.dragAndDrop, {
        params: { id: event.id },
        body: {
          old_court: event.resourceId,
          new_court: event.resourceId,
          old_start: event.start,
          old_end: event.end,
          new_start: at(day, from),
          new_end: at(day, to),
        },
        token: owner,
      });
    const refused = await drag(a, '10:30', '11:30');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ADD_ON_MESSAGES.soldOut);
    const moved = await drag(a, '12:00', '13:00');
    expect(moved.status).toBe(200);
    const held = (await holdings(machine.id)).find((row) => row.appointmentId === a.id)!;
    expect(held.startsAt.toISOString()).toBe(at(day, '12:00'));
    expect((await holdings(machine.id)).find((row) => row.appointmentId === b.id)!.startsAt.toISOString()).toBe(
      at(day, '10:00'),
    );
  });

  it('of two bookings racing for the last unit, exactly one gets it', async () => {
    const day = localDate(136);
    const machine = await make({ name: 'Racing machine', stock: 2 });
    expect((await book(spot(courts[0]!, day, '15:00', '16:00', { add_on_id: machine.id }))).status).toBe(200);
    const answers = await Promise.all(
      [courts[1]!, courts[2]!, courts[3]!].map((court) =>
        book(spot(court, day, '15:00', '16:00', { add_on_id: machine.id })),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const rows = await holdings(machine.id);
    expect(rows.map((row) => row.unit).sort()).toEqual([1, 2]);
    // The losers wrote nothing: only the winner's court has a booking that day.
    const booked = (
      await Promise.all([courts[1]!, courts[2]!, courts[3]!].map((court) => rowsOnCourtFrom(t, court, day)))
    ).flat();
    expect(booked).toHaveLength(1);
  });

  it('books an add-on with a place through book_for', async () => {
    const day = localDate(137);
    const racket = await make({ name: 'Demo rackets', price: 500, stock: 5 });
    const event = (await book(spot(courts[0]!, day, '09:00', '10:00'))).body.payload.created[0]!;
    const answer = await t.call(endpoints.appointments.bookFor, {
      params: { id: event.id },
      body: { book_for: 'guest', fullName: 'Ann Lee', add_on_id: racket.id },
      token: owner,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.payload[0]!.record.add_ons.map((row) => row.id)).toEqual([racket.id]);
  });
});

describe("another club's add-ons and courts answer 404 or 400", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it("B's owner neither sees nor changes A's add-ons, nor books or offers them on its courts", async () => {
    const aOwner = await t.login('owner');
    const aId = await clubIdOf(t, aOwner);
    const aCourts = await courtIdsOf(t, aId);
    const b = await registerSecondClub(t, 'a');
    const aAddOn = (await t.call(table.create, { body: { name: 'A machine' }, token: aOwner })).body.payload;
    const aRows = () => t.handle.db.select().from(addOns).where(eq(addOns.businessId, aId)).orderBy(asc(addOns.id));
    const before = await aRows();

    expect((await t.call(table.list, { query: {}, token: b.token })).body.payload).toEqual([]);
    const id = { id: aAddOn.id };
    expect((await t.call(table.update, { params: id, body: { price: 1 }, token: b.token })).status).toBe(404);
    expect((await t.call(table.remove, { params: id, token: b.token })).status).toBe(404);
    const day = localDate(140);
    const times = { start_time: at(day, '09:00'), end_time: at(day, '10:00') };
    expect((await t.call(table.forCourt, { params: { id: aCourts[0]! }, body: times, token: b.token })).status).toBe(
      404,
    );
    // B cannot offer its add-on on A's courts.
    const onA = await t.callRaw(table.create, {
      body: { name: 'B machine', all_courts: false, courts: [aCourts[0]] },
      token: b.token,
    });
    expect(onA.status).toBe(400);
    expect(onA.errors.map((error) => error.field)).toEqual(['courts.0']);
    expect(await aRows()).toEqual(before);

    // A's booking cannot carry B's add-on.
    const bAddOn = (await t.call(table.create, { body: { name: 'B only' }, token: b.token })).body.payload;
    const refused = await t.callRaw(endpoints.appointments.addComplex, {
      body: spot(aCourts[0]!, day, '09:00', '10:00', { add_on_id: bAddOn.id }),
      token: aOwner,
    });
    expect(refused.status).toBe(400);
    expect(refused.errors.map((error) => error.field)).toEqual(['add_on_id']);
    expect(await rowsOnCourtFrom(t, aCourts[0]!, day)).toEqual([]);
  });
});

import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentTags, tags } from '@fairplay/db';
import { endpoints, TAG_MESSAGES } from '@fairplay/contracts';
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

const table = endpoints.tags;

describe('tags (issue 10)', () => {
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
  const clubTags = () => t.handle.db.select().from(tags).where(eq(tags.businessId, clubId)).orderBy(asc(tags.id));
  const listing = (date: string) =>
    t.call(endpoints.appointments.listing, {
      token: owner,
      body: { startDate: at(date, '00:00'), endDate: at(date, '23:59') },
    });

  it('creates a tag with the default colour, lists, gets, renames and archives it', async () => {
    const created = await create({ display_name: '  Ladder night ' });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe(TAG_MESSAGES.created);
    const tag = created.body.payload;
    expect(tag).toMatchObject({ display_name: 'Ladder night', color: '#28e61a', archived: false });
    expect(Date.parse(tag.createdAt)).not.toBeNaN();

    const list = await t.call(table.list, { query: {}, token: owner });
    expect(list.body.payload.map((row) => row.display_name)).toContain('Ladder night');
    expect((await t.call(table.get, { params: { id: tag.id }, token: owner })).body.payload).toEqual(tag);

    const updated = await t.call(table.update, {
      params: { id: tag.id },
      body: { display_name: 'Ladder', color: '#1BB1E4' },
      token: owner,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.payload).toMatchObject({ display_name: 'Ladder', color: '#1bb1e4' });

    const archived = await t.call(table.archive, { params: { id: tag.id }, token: owner });
    expect(archived.status).toBe(200);
    expect(archived.body.payload.archived).toBe(true);
    expect((await t.call(table.list, { query: {}, token: owner })).body.payload.map((row) => row.id)).not.toContain(
      tag.id,
    );
    const archivedList = await t.call(table.list, { query: { status: '1' }, token: owner });
    expect(archivedList.body.payload.map((row) => row.id)).toContain(tag.id);

    // Archived tags have no actions (spec 2 section 4).
    const before = await clubTags();
    expect(
      (await t.call(table.update, { params: { id: tag.id }, body: { display_name: 'Again' }, token: owner })).status,
    ).toBe(409);
    expect((await t.call(table.archive, { params: { id: tag.id }, token: owner })).status).toBe(409);
    expect(await clubTags()).toEqual(before);
    // Its name is free again for an active tag.
    expect((await create({ display_name: 'Ladder' })).status).toBe(200);
  });

  it('refuses a second active tag of the same name, whatever the case', async () => {
    expect((await create({ display_name: 'Cardio Tennis' })).status).toBe(200);
    const before = await clubTags();
    const taken = await create({ display_name: 'cardio tennis' });
    expect(taken.status).toBe(409);
    expect(taken.errors).toEqual([{ field: 'display_name', message: TAG_MESSAGES.nameTaken }]);
    expect(await clubTags()).toEqual(before);
  });

  it('answers bad input with 400 naming the field, and writes nothing', async () => {
    const before = await clubTags();
    const cases: [unknown, string][] = [
      [{}, 'display_name'],
      [{ display_name: '' }, 'display_name'],
      [{ display_name: 'x'.repeat(31) }, 'display_name'],
      [{ display_name: 42 }, 'display_name'],
      [{ display_name: 'Ok', color: 'green' }, 'color'],
      [{ display_name: 'Ok', color: '#12345' }, 'color'],
      [{ display_name: 'Ok', extra: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const response = await create(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      if (field) expect(response.errors.map((error) => error.field)).toContain(field);
    }
    const malformed = await t.callRaw(table.create, { token: owner, rawBody: '{"display_name":' });
    expect(malformed.status).toBe(400);
    const update = await t.callRaw(table.update, {
      params: { id: before[0]!.id },
      body: { display_name: 'y'.repeat(31) },
      token: owner,
    });
    expect(update.status).toBe(400);
    expect(update.errors.map((error) => error.field)).toContain('display_name');
    // Issue 26: an empty update is a refusal naming the field, not a failed empty write (was 500).
    const empty = await t.callRaw(table.update, { params: { id: before[0]!.id }, body: {}, token: owner });
    expect(empty.status).toBe(400);
    expect(empty.errors).toContainEqual({ field: 'display_name', message: TAG_MESSAGES.nothingToChange });
    expect((await t.callRaw(table.get, { params: { id: 'abc' }, token: owner })).status).toBe(400);
    expect(await clubTags()).toEqual(before);
  });

  it('asks for a session (401) and for settings update to change tags (403); court readers may list', async () => {
    expect((await t.call(table.list, { query: {} })).status).toBe(401);
    expect((await create({ display_name: 'Nobody' }, '')).status).toBe(401);
    const reception = await t.login('reception');
    const before = await clubTags();
    expect((await create({ display_name: 'Front desk' }, reception)).status).toBe(403);
    const id = before[0]!.id;
    expect(
      (await t.call(table.update, { params: { id }, body: { display_name: 'Nope' }, token: reception })).status,
    ).toBe(403);
    expect((await t.call(table.archive, { params: { id }, token: reception })).status).toBe(403);
    expect(await clubTags()).toEqual(before);
    expect((await t.call(table.list, { query: {}, token: reception })).status).toBe(200);
    const member = await t.login('member');
    expect((await t.call(table.list, { query: {}, token: member })).status).toBe(200);
  });

  it('puts tags on a booking, replaces them on update, and keeps an archived tag on it', async () => {
    const day = localDate(110);
    const league = (await create({ display_name: 'League night', color: '#ff0000' })).body.payload;
    const junior = (await create({ display_name: 'Juniors' })).body.payload;
    const made = await t.callRaw(endpoints.appointments.addComplex, {
      body: spot(courts[0]!, day, '09:00', '10:00', { tags: [league.id, junior.id] }),
      token: owner,
    });
    expect(made.status).toBe(200);
    const event = made.body.payload.created[0]!;
    expect(event.record.tags.map((tag) => tag.display_name)).toEqual(['Juniors', 'League night']);
    const listed = (await listing(day)).body.payload;
    expectListingContract(listed);
    expect(listed.find((row) => row.id === event.id)!.record.tags).toEqual([
      { id: junior.id, display_name: 'Juniors', color: '#28e61a' },
      { id: league.id, display_name: 'League night', color: '#ff0000' },
    ]);

    const updated = await t.call(endpoints.appointments.update, {
      params: { id: event.id },
      body: { tags: [league.id] },
      token: owner,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.payload.updated[0]!.record.tags.map((tag) => tag.id)).toEqual([league.id]);

    await t.call(table.archive, { params: { id: league.id }, token: owner });
    const after = (await t.call(endpoints.appointments.get, { params: { id: event.id }, token: owner })).body.payload;
    expect(after.record.tags.map((tag) => tag.id)).toEqual([league.id]);

    // An archived tag takes no new bookings; the refusal writes nothing.
    const refused = await t.callRaw(endpoints.appointments.addComplex, {
      body: spot(courts[1]!, day, '09:00', '10:00', { tags: [league.id] }),
      token: owner,
    });
    expect(refused.status).toBe(400);
    expect(refused.errors.map((error) => error.field)).toEqual(['tags.0']);
    expect(await rowsOnCourtFrom(t, courts[1]!, day)).toEqual([]);
  });

  it('refuses bad tag lists on a booking with 400 naming the field', async () => {
    const day = localDate(111);
    const tag = (await create({ display_name: 'Tournament prep' })).body.payload;
    for (const [tagsField, field] of [
      [[tag.id, tag.id], 'tags'],
      [['x'], 'tags.0'],
      [[2147483647], 'tags.0'],
    ] as const) {
      const response = await t.callRaw(endpoints.appointments.addComplex, {
        body: spot(courts[2]!, day, '09:00', '10:00', { tags: tagsField }),
        token: owner,
      });
      expect(response.status).toBe(400);
      expect(response.errors.map((error) => error.field)).toContain(field);
    }
    expect(await rowsOnCourtFrom(t, courts[2]!, day)).toEqual([]);
  });
});

describe("another club's tags answer 404 and cannot go on a booking", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it("B's owner neither sees nor changes A's tags, nor tags a booking with one", async () => {
    const aOwner = await t.login('owner');
    const aId = await clubIdOf(t, aOwner);
    const b = await registerSecondClub(t, 't');
    const aTag = (await t.call(table.create, { body: { display_name: 'A only' }, token: aOwner })).body.payload;
    const aRows = async () =>
      (await t.handle.db.select().from(tags).where(eq(tags.businessId, aId))).sort((x, y) => x.id - y.id);
    const before = await aRows();

    expect((await t.call(table.list, { query: {}, token: b.token })).body.payload).toEqual([]);
    expect((await t.call(table.list, { query: { status: '1' }, token: b.token })).body.payload).toEqual([]);
    const id = { id: aTag.id };
    expect((await t.call(table.get, { params: id, token: b.token })).status).toBe(404);
    expect((await t.call(table.update, { params: id, body: { color: '#000000' }, token: b.token })).status).toBe(404);
    expect((await t.call(table.archive, { params: id, token: b.token })).status).toBe(404);
    expect(await aRows()).toEqual(before);

    // A booking of A cannot carry B's tag (a new club has no courts to book, so the check runs from A's side).
    const bTag = (await t.call(table.create, { body: { display_name: 'B only' }, token: b.token })).body.payload;
    const aCourt = (await courtIdsOf(t, aId))[0]!;
    const day = localDate(120);
    const refused = await t.callRaw(endpoints.appointments.addComplex, {
      body: spot(aCourt, day, '09:00', '10:00', { tags: [bTag.id] }),
      token: aOwner,
    });
    expect(refused.status).toBe(400);
    expect(refused.errors.map((error) => error.field)).toEqual(['tags.0']);
    expect(await rowsOnCourtFrom(t, aCourt, day)).toEqual([]);
    expect(await t.handle.db.select().from(appointmentTags).where(eq(appointmentTags.tagId, bTag.id))).toEqual([]);
    expect((await t.call(table.create, { body: { display_name: 'A only' }, token: b.token })).status).toBe(200);
  });
});

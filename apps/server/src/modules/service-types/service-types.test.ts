import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceTypes } from '@fairplay/db';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp, errorFields } from '../../test/harness.js';

describe('service types: list, read, add, archive', () => {
  let t: TestApp;
  let owner: string;
  let clubId: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    clubId = (await t.call(endpoints.users.info, { token: owner })).body.payload.business_id!;
  });
  afterAll(async () => t.close());

  const rowsOfClub = () =>
    t.handle.db.select().from(serviceTypes).where(eq(serviceTypes.businessId, clubId)).orderBy(serviceTypes.id);

  it('lists the visible types sorted by name, in both id/name spellings', async () => {
    const response = await t.call(endpoints.serviceTypes.list, { query: {}, token: owner });
    expect(response.status).toBe(200);
    const names = response.body.payload.map((type: { display_name: string }) => type.display_name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names).toContain('Private Lesson');
    expect(response.body.payload[0]).toMatchObject({ hidden: false, allowed_count: 50, is_min_max_enabled: false });
    const first = response.body.payload[0]!;
    expect(first.lesson_type_id).toBe(first.id);
    expect(first.lesson_type_name).toBe(first.display_name);
  });

  it('also answers with a trailing slash (lesson/getalltypes/?hidden=true)', async () => {
    const response = await t.call(endpoints.serviceTypes.list, { query: { hidden: 'true' }, token: owner });
    expect(response.status).toBe(200);
    expect(response.body.payload).toEqual([]);
  });

  it('creates a type with the default colour, trims the name and rejects bad names and colours', async () => {
    const created = await t.call(endpoints.serviceTypes.create, {
      token: owner,
      body: { display_name: '  Ball Machine  ' },
    });
    expect(created.status).toBe(200);
    expect(created.body.payload).toMatchObject({
      display_name: 'Ball Machine',
      color: '#1bb1e4',
      hidden: false,
      allowed_count: 50,
    });
    const withColour = await t.call(endpoints.serviceTypes.create, {
      token: owner,
      body: { display_name: 'Doubles Drill', color: '#ABCDEF' },
    });
    expect(withColour.body.payload.color).toBe('#abcdef');
    expect(
      (await t.call(endpoints.serviceTypes.get, { params: { id: withColour.body.payload.id }, token: owner })).body
        .payload.display_name,
    ).toBe('Doubles Drill');

    const before = await rowsOfClub();
    const bad: [unknown, string][] = [
      [{ display_name: 'A' }, 'display_name'],
      [{ display_name: 'x'.repeat(31) }, 'display_name'],
      [{ display_name: '   ' }, 'display_name'],
      [{ display_name: 42 }, 'display_name'],
      [{}, 'display_name'],
      [{ display_name: 'Good name', color: 'red' }, 'color'],
      [{ display_name: 'Good name', color: '#12345g' }, 'color'],
      [{ display_name: 'Good name', allowed_count: 3 }, 'allowed_count'],
    ];
    for (const [body, field] of bad) {
      const response = await t.callRaw(endpoints.serviceTypes.create, { token: owner, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.errors[0]?.field).toBe(field);
      expect(errorFields(response)).toContain(field);
    }
    const malformed = await t.callRaw(endpoints.serviceTypes.create, {
      token: owner,
      rawBody: '{"display_name": "Oops"',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('The request body is not valid JSON.');
    expect(await rowsOfClub()).toEqual(before);
  });

  it('stores SQL meta-characters as plain text', async () => {
    const name = "O'Neil; DROP--";
    const created = await t.call(endpoints.serviceTypes.create, { token: owner, body: { display_name: name } });
    expect(created.status).toBe(200);
    expect(created.body.payload.display_name).toBe(name);
    expect((await rowsOfClub()).some((row) => row.displayName === name)).toBe(true);
    expect((await t.callRaw(endpoints.serviceTypes.get, { params: { id: "1' OR 1=1" }, token: owner })).status).toBe(
      400,
    );
  });

  it('archives and puts back a type, answering "Success"', async () => {
    const type = (await t.call(endpoints.serviceTypes.list, { query: {}, token: owner })).body.payload[0]!;
    const archived = await t.call(endpoints.serviceTypes.setHidden, {
      params: { id: type.id },
      token: owner,
      body: { hidden: true },
    });
    expect(archived.body).toMatchObject({ code: 200, message: 'Success', payload: { id: type.id, hidden: true } });
    expect(
      (await t.call(endpoints.serviceTypes.list, { query: {}, token: owner })).body.payload.map(
        (item: { id: number }) => item.id,
      ),
    ).not.toContain(type.id);
    const hiddenList = await t.call(endpoints.serviceTypes.list, { query: { hidden: 'true' }, token: owner });
    expect(hiddenList.body.payload.map((item: { id: number }) => item.id)).toEqual([type.id]);

    const back = await t.call(endpoints.serviceTypes.setHidden, {
      params: { id: type.id },
      token: owner,
      body: { hidden: false },
    });
    expect(back.body).toMatchObject({ code: 200, message: 'Success', payload: { hidden: false } });
    expect(
      (await t.call(endpoints.serviceTypes.list, { query: { hidden: 'true' }, token: owner })).body.payload,
    ).toEqual([]);

    for (const body of [{}, { hidden: 'yes' }, { hidden: true, extra: 1 }]) {
      const response = await t.callRaw(endpoints.serviceTypes.setHidden, {
        params: { id: type.id },
        token: owner,
        body,
      });
      expect(response.status).toBe(400);
    }
    expect((await t.callRaw(endpoints.serviceTypes.list, { query: { hidden: 'maybe' }, token: owner })).status).toBe(
      400,
    );
  });

  it('answers 404 for ids that do not exist', async () => {
    expect((await t.call(endpoints.serviceTypes.get, { params: { id: '999999' }, token: owner })).status).toBe(404);
    const response = await t.call(endpoints.serviceTypes.setHidden, {
      params: { id: 999999 },
      token: owner,
      body: { hidden: true },
    });
    expect(response.status).toBe(404);
    expect((await t.call(endpoints.serviceTypes.get, { params: { id: 'abc' }, token: owner })).status).toBe(400);
  });

  it('lets lesson readers list, and only lesson updaters change (403 otherwise, nothing written)', async () => {
    const type = (await t.call(endpoints.serviceTypes.list, { query: {}, token: owner })).body.payload[0]!;
    for (const username of ['accountant', 'member', 'coach']) {
      expect(
        (await t.call(endpoints.serviceTypes.list, { query: {}, token: await t.login(username) })).status,
        username,
      ).toBe(200);
    }
    const before = await rowsOfClub();
    for (const username of ['accountant', 'member', 'shop.alex']) {
      const token = await t.login(username);
      const add = await t.call(endpoints.serviceTypes.create, { token, body: { display_name: 'Sneaky' } });
      expect(add.status, username).toBe(403);
      const hide = await t.call(endpoints.serviceTypes.setHidden, {
        params: { id: type.id },
        token,
        body: { hidden: true },
      });
      expect(hide.status, username).toBe(403);
    }
    expect((await t.call(endpoints.serviceTypes.list, { query: {}, token: await t.login('shop.alex') })).status).toBe(
      403,
    );
    expect(await rowsOfClub()).toEqual(before);
    // Coaches have lesson update, so the API lets them add (the header hides the button for them).
    expect(
      (
        await t.call(endpoints.serviceTypes.create, {
          token: await t.login('coach'),
          body: { display_name: 'Coach Pick' },
        })
      ).status,
    ).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call(endpoints.serviceTypes.list, { query: {} })).status).toBe(401);
    expect((await t.call(endpoints.serviceTypes.create, { body: { display_name: 'Nope' } })).status).toBe(401);
    expect((await t.call(endpoints.serviceTypes.listOfClub, { params: { x: clubId }, query: {} })).status).toBe(401);
  });

  it("lesson/getalltypes/{x} lists the types of club x, one of the caller's own clubs", async () => {
    const own = await t.call(endpoints.serviceTypes.listOfClub, {
      params: { x: clubId },
      query: {},
      token: await t.login('member'),
    });
    expect(own.status).toBe(200);
    expect(own.body.payload).toEqual(
      (await t.call(endpoints.serviceTypes.list, { query: {}, token: owner })).body.payload,
    );
    expect(
      (
        await t.call(endpoints.serviceTypes.listOfClub, {
          params: { x: clubId },
          query: { hidden: 'true' },
          token: owner,
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.call(endpoints.serviceTypes.listOfClub, { params: { x: '999999' }, query: {}, token: owner })).status,
    ).toBe(404);
    expect(
      (
        await t.call(endpoints.serviceTypes.listOfClub, {
          params: { x: clubId },
          query: {},
          token: await t.login('shop.alex'),
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.call(endpoints.serviceTypes.listOfClub, { params: { x: 'abc' }, query: {}, token: owner })).status,
    ).toBe(400);
  });
});

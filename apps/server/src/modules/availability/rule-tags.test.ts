import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type RuleBody, type RuleList } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate } from '../../test/appointments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';

const table = endpoints.availability;

describe('tags on availability rules', () => {
  let t: TestApp;
  let owner: string;
  let courts: number[];
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    courts = await courtIdsOf(t, await clubIdOf(t, owner));
  });
  afterAll(async () => t.close());

  const day = localDate(140);
  const body = (extra: Partial<RuleBody> = {}): RuleBody => ({
    note: 'Tagged rule',
    sport_id: 1,
    courts: [courts[2]!],
    start_date: day,
    recurrence: null,
    book_pay_type: 1,
    rules: [{ days: [], start_time: '06:00', end_time: '07:00', price: 1000, point_price: 0, advance: 7, buffer: 0 }],
    who_can_book: [{ for: 'allmembers', values: [] }],
    ...extra,
  });
  const tag = async (name: string, token = owner) => {
    const answer = await t.call(endpoints.tags.create, { body: { display_name: name }, token });
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.payload;
  };

  it('carries tags on add, get, list, update and the sheet listing; an archived tag stays where it is', async () => {
    const [league, lights] = [await tag('Rule league'), await tag('Rule lights')];
    const added = await t.call(table.add, { body: body({ tags: [lights.id, league.id] }), token: owner });
    expect(added.status, added.body.message).toBe(200);
    const rule = added.body.payload;
    expect(rule.tags.map((x) => x.display_name)).toEqual(['Rule league', 'Rule lights']);
    const read = await t.call(table.get, { params: { id: rule.id }, token: owner });
    expect(read.body.payload.tags.map((x) => x.id)).toEqual([league.id, lights.id]);
    const listed = await t.call(table.list, { query: {}, token: owner });
    expect((listed.body.payload as RuleList).rows.find((r) => r.id === rule.id)?.tags).toHaveLength(2);
    const window = { startDate: at(day, '00:00'), endDate: at(localDate(141), '00:00') };
    const sheet = await t.call(endpoints.appointments.listing, { body: window, token: owner });
    const band = sheet.body.payload.find((e) => e.type === 'microsettings' && e.id === rule.id);
    expect(band?.record.tags.map((x) => x.id)).toEqual([league.id, lights.id]);

    await t.call(endpoints.tags.archive, { params: { id: league.id }, token: owner });
    const kept = await t.call(table.update, {
      params: { id: rule.id },
      body: { ...body({ tags: [league.id] }), mode: 2 },
      token: owner,
    });
    expect(kept.status, kept.body.message).toBe(200);
    expect(kept.body.payload.tags.map((x) => x.id)).toEqual([league.id]);
    const cleared = await t.call(table.update, { params: { id: rule.id }, body: { ...body(), mode: 2 }, token: owner });
    expect(cleared.body.payload.tags).toEqual([]);
    // Once off the rule, the archived tag cannot go back on.
    const archived = await t.callRaw(table.update, {
      params: { id: rule.id },
      body: { ...body({ tags: [league.id] }), mode: 2 },
      token: owner,
    });
    expect(archived.status).toBe(400);
    expect(archived.errors[0]?.field).toBe('tags.0');
  });

  it("refuses unknown, repeated, too many and another club's tags, naming the field, and saves nothing", async () => {
    const mine = await tag('Rule own');
    const other = await registerSecondClub(t, 'rt');
    const theirs = await tag('Their tag', other.token);
    const before = (await t.call(table.list, { query: {}, token: owner })).body.payload.count;
    const cases: [unknown, string][] = [
      [{ ...body(), tags: [2_000_000] }, 'tags.0'],
      [{ ...body(), tags: [mine.id, theirs.id] }, 'tags.1'],
      [{ ...body(), tags: [mine.id, mine.id] }, 'tags'],
      [{ ...body(), tags: Array.from({ length: 11 }, (_, i) => i + 1) }, 'tags'],
      [{ ...body(), tags: ['x'] }, 'tags.0'],
    ];
    for (const [sent, field] of cases) {
      const answer = await t.callRaw(table.add, { body: sent, token: owner });
      expect(answer.status, JSON.stringify(sent)).toBe(400);
      expect(answer.errors.map((e) => e.field)).toContain(field);
    }
    expect((await t.call(table.list, { query: {}, token: owner })).body.payload.count).toBe(before);
  });
});

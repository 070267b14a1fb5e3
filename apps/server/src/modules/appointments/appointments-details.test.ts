import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, courtIdsOf, localDate, spot } from '../../test/appointments-kit.js';

const table = endpoints.appointments;

/** A booking's details say whether it repeats: its recurrence's size, what is left of it and the rule. */
describe("an event's place in its series", () => {
  let t: TestApp;
  let owner: string;
  let court: number;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    [, court] = (await courtIdsOf(t, await clubIdOf(t, owner))) as [number, number];
  });
  afterAll(async () => t.close());

  const createdIds = async (body: ReturnType<typeof spot>) => {
    const created = await t.call(table.addComplex, { token: owner, body });
    expect(created.status).toBe(200);
    return created.body.payload.created.map((event) => event.id);
  };

  it('gives a one-off booking a series of one, with no rule', async () => {
    const [id] = await createdIds(spot(court, localDate(150), '08:00', '09:00'));
    const details = await t.call(table.get, { token: owner, params: { id: id! } });
    expect(details.status).toBe(200);
    expect(details.body.payload.series).toEqual({
      occurrences: 1,
      following: 1,
      last_start: details.body.payload.start,
      rule: null,
    });
  });

  it('gives a weekly booking its rule, its size and what follows each occurrence', async () => {
    const rule = { frequency: 'weekly', every: 1, days: [], ends: 'occurrences', occurrences: 4 } as const;
    const ids = await createdIds(spot(court, localDate(151), '08:00', '09:00', { recurrence: rule }));
    expect(ids).toHaveLength(4);
    const first = await t.call(table.get, { token: owner, params: { id: ids[0]! } });
    const third = await t.call(table.get, { token: owner, params: { id: ids[2]! } });
    const last = await t.call(table.get, { token: owner, params: { id: ids[3]! } });
    expect(first.body.payload.series).toMatchObject({ occurrences: 4, following: 4, rule: { frequency: 'weekly' } });
    expect(third.body.payload.series.following).toBe(2);
    expect(first.body.payload.series.last_start).toBe(last.body.payload.start);
  });
});

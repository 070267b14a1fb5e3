import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { registerSecondClub } from '../../test/second-club.js';
import { clubIdOf, courtIdsOf, localDate, spot, userIdOf } from '../../test/appointments-kit.js';

describe("appointment/mine: a member's own and their family's bookings", () => {
  let t: TestApp;
  let owner: string;
  let chidi: string;
  let ids: Record<string, number>;
  let court: number;
  const booked: Record<string, number> = {};

  const book = async (name: string, userId: number, date: string, from: string, to: string) => {
    const response = await t.call(endpoints.appointments.addComplex, {
      token: owner,
      body: spot(court, date, from, to, { userId, force: true }),
    });
    expect(response.status, response.body.message).toBe(200);
    booked[name] = response.body.payload.created[0]!.id;
  };

  /** Every page of the list (the demo seed books this family too). */
  const all = async (when: 'upcoming' | 'past', token: string) => {
    const rows = [];
    for (let page = 1; page < 100; page += 1) {
      const response = await t.call(endpoints.appointments.mine, { query: { when, page }, token });
      expect(response.status, response.body.message).toBe(200);
      expect(response.body.payload.rows.length).toBeLessThanOrEqual(20);
      rows.push(...response.body.payload.rows);
      if (response.body.payload.isEnd) break;
    }
    return rows;
  };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    chidi = await t.login('chidi.okafor');
    ids = {};
    for (const name of ['chidi.okafor', 'ada.okafor', 'julia.rossi']) ids[name] = await userIdOf(t, name);
    court = (await courtIdsOf(t, await clubIdOf(t, owner)))[0]!;
    await book('chidiLater', ids['chidi.okafor']!, localDate(91), '10:00', '11:00');
    await book('chidiSoon', ids['chidi.okafor']!, localDate(90), '10:00', '11:00');
    await book('ada', ids['ada.okafor']!, localDate(90), '12:00', '13:00');
    await book('julia', ids['julia.rossi']!, localDate(90), '14:00', '15:00');
  });
  afterAll(async () => t.close());

  it('answers upcoming bookings soonest first, with the family member whose place it is, and no one else’s', async () => {
    const first = await t.call(endpoints.appointments.mine, { query: { when: 'upcoming' }, token: chidi });
    expect(first.body.payload.page).toBe(1);
    const rows = await all('upcoming', chidi);
    const ours = rows.filter((row) => Object.values(booked).includes(row.id));
    expect(ours.map((row) => row.id)).toEqual([booked.chidiSoon, booked.ada, booked.chidiLater]);
    expect(ours.find((row) => row.id === booked.ada)?.for_user_id).toBe(ids['ada.okafor']);
    expect(ours.find((row) => row.id === booked.chidiSoon)).toMatchObject({
      for_user_id: ids['chidi.okafor'],
      court_id: court,
      recurring: false,
    });
    expect(ours[0]!.court_name).not.toBe('');
    expect(rows.some((row) => row.id === booked.julia)).toBe(false);
    const starts = rows.map((row) => Date.parse(row.start));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });

  it('pages by 20 and says where the list ends', async () => {
    const response = await t.call(endpoints.appointments.mine, { query: { when: 'upcoming', page: 50 }, token: chidi });
    expect(response.body.payload).toEqual({ rows: [], page: 50, isEnd: true });
  });

  it('refuses bad query parameters naming them', async () => {
    for (const [query, field] of [
      [{ when: 'soon' }, 'when'],
      [{ page: 0 }, 'page'],
      [{ page: 'x' }, 'page'],
      [{ other: 1 }, ''],
    ] as const) {
      const response = await t.callRaw(endpoints.appointments.mine, { query, token: chidi });
      expect(response.status, JSON.stringify(query)).toBe(400);
      if (field) expect(response.errors.map((error) => error.field)).toContain(field);
    }
  });

  it("needs a token (401); another club's people see none of these bookings", async () => {
    expect((await t.call(endpoints.appointments.mine, { query: {} })).status).toBe(401);
    const other = await registerSecondClub(t);
    const theirs = await t.call(endpoints.appointments.mine, { query: {}, token: other.token });
    expect(theirs.status).toBe(200);
    expect(theirs.body.payload.rows).toEqual([]);
  });

  it('moves a booking to the past once it has ended, latest first', async () => {
    t.clock.advance(92 * 86_400_000);
    // Sessions expire over three months: sign in again on the new day.
    const token = await t.login('chidi.okafor');
    const past = await t.call(endpoints.appointments.mine, { query: { when: 'past' }, token });
    const ours = past.body.payload.rows.filter((row) => Object.values(booked).includes(row.id));
    expect(ours.map((row) => row.id)).toEqual([booked.chidiLater, booked.ada, booked.chidiSoon]);
    const upcoming = await all('upcoming', token);
    expect(upcoming.some((row) => Object.values(booked).includes(row.id))).toBe(false);
  });
});

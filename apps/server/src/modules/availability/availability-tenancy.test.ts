import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityRules } from '@fairplay/db';
import { endpoints, type RuleBody } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate } from '../../test/appointments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';

describe("another club's availability rules answer 404", () => {
  let t: TestApp;
  let aOwner: string;
  let aId: number;
  let aCourts: number[];
  let b: { token: string; businessId: number };
  beforeAll(async () => {
    t = await startTestApp();
    aOwner = await t.login('owner');
    aId = await clubIdOf(t, aOwner);
    aCourts = await courtIdsOf(t, aId);
    b = await registerSecondClub(t, 'r');
  });
  afterAll(async () => t.close());

  const body = (courts: number[], extra: Partial<RuleBody> = {}): RuleBody => ({
    note: 'Club A evenings',
    sport_id: 1,
    courts,
    start_date: localDate(2),
    recurrence: { frequency: 'daily', every: 1, days: [], ends: 'date', end_date: localDate(20) },
    book_pay_type: 1,
    rules: [{ days: [], start_time: '17:00', end_time: '20:00', price: 3000, point_price: 0, advance: 7, buffer: 0 }],
    who_can_book: [{ for: 'allmembers', values: [] }],
    ...extra,
  });
  const snapshot = async () =>
    (await t.handle.db.select().from(availabilityRules).where(eq(availabilityRules.businessId, aId))).map((r) => ({
      ...r,
      updatedAt: r.updatedAt.toISOString(),
    }));

  it("B's owner sees none of A's rules, changes none, and cannot use A's courts, groups or coaches", async () => {
    const created = await t.call(endpoints.availability.add, { body: body([aCourts[0]!]), token: aOwner });
    expect(created.status, created.body.message).toBe(200);
    const rule = created.body.payload;
    const aGroup = (await t.call(endpoints.groups.list, { query: {}, token: aOwner })).body.payload[0]!.id;
    const before = await snapshot();
    const id = { id: rule.id };
    const day = localDate(3);

    expect((await t.call(endpoints.availability.list, { query: {}, token: b.token })).body.payload.rows).toEqual([]);
    expect((await t.call(endpoints.availability.expiring, { token: b.token })).body.payload).toEqual([]);
    expect((await t.call(endpoints.availability.get, { params: id, token: b.token })).status).toBe(404);
    const options = (await t.call(endpoints.availability.whoCanBook, { token: b.token })).body.payload;
    expect(options.groups.map((g) => g.id)).not.toContain(aGroup);
    expect(
      (await t.call(endpoints.availability.update, { params: id, body: { ...body([]), mode: 2 }, token: b.token }))
        .status,
    ).toBe(404);
    const preview = await t.call(endpoints.availability.preview, {
      body: { ...body([]), id: rule.id, mode: 2 },
      token: b.token,
    });
    expect(preview.status).toBe(404);
    const previewCourts = await t.call(endpoints.availability.preview, { body: body([aCourts[0]!]), token: b.token });
    expect(previewCourts.status).toBe(400);
    expect(previewCourts.errors[0]?.field).toBe('courts.0');
    expect(
      (await t.call(endpoints.availability.star, { params: id, body: { stared: 1 }, token: b.token })).status,
    ).toBe(404);
    expect((await t.call(endpoints.availability.delete, { params: id, query: {}, token: b.token })).status).toBe(404);
    expect(
      (
        await t.call(endpoints.availability.moveSingle, {
          body: {
            id: rule.id,
            old_court_id: aCourts[0]!,
            new_court_id: aCourts[1]!,
            old_start: at(day, '17:00'),
            old_end: at(day, '20:00'),
            new_start: at(day, '18:00'),
            new_end: at(day, '21:00'),
          },
          token: b.token,
        })
      ).status,
    ).toBe(404);
    for (const call of [endpoints.availability.add, endpoints.availability.addFromSheet]) {
      const courts = await t.call(call, { body: body([aCourts[0]!]), token: b.token });
      expect(courts.status).toBe(400);
      expect(courts.errors[0]?.field).toBe('courts.0');
    }
    const bCourts = await courtIdsOf(t, b.businessId);
    if (bCourts.length > 0) {
      const group = await t.call(endpoints.availability.add, {
        body: body([bCourts[0]!], { who_can_book: [{ for: 'groups', values: [aGroup] }] }),
        token: b.token,
      });
      expect(group.status).toBe(400);
      expect(group.errors[0]?.field).toBe('who_can_book.0.values');
    }
    const window = { startDate: at(day, '00:00'), endDate: at(localDate(4), '00:00') };
    const listing = await t.call(endpoints.availability.businessListing, { body: window, token: b.token });
    expect(listing.body.payload).toEqual([]);
    const sheet = await t.call(endpoints.appointments.listing, { body: window, token: b.token });
    expect(sheet.body.payload.filter((e) => e.type === 'microsettings')).toEqual([]);
    const free = await t.call(endpoints.availability.courtAvailability, {
      body: { start_time: at(day, '17:00'), end_time: at(day, '18:00'), courts: [aCourts[0]!] },
      token: b.token,
    });
    expect(free.body.payload).toEqual([]);
    const cleared = await t.call(endpoints.appointments.deleteRule, {
      body: { court_id: aCourts[0]!, start_time: at(day, '00:00'), end_time: at(localDate(4), '00:00') },
      token: b.token,
    });
    expect(cleared.body.payload).toEqual({ removed: 0 });
    expect(await snapshot()).toEqual(before);
  });
});

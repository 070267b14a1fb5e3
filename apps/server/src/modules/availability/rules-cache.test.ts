import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityRuleRows, businesses, queryRows, TenantScope } from '@fairplay/db';
import { endpoints, type RuleBody } from '@fairplay/contracts';
import { startSecondApp, startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate, spot } from '../../test/appointments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';
import { createRulesCache } from './index.js';

/**
 * Each app instance (a server process) keeps its clubs' rules and checks the club's rule version (migration 0029)
 * at every booking and listing: a change made through one instance is seen by the next call on another.
 */
describe("availability rules: each process's cache of them follows the club's rule version", () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof startSecondApp>>;
  let owner: string;
  let member: string;
  let clubId: number;
  let courts: number[];
  const day = localDate(120);

  beforeAll(async () => {
    t = await startTestApp();
    other = await startSecondApp(t);
    owner = await t.login('owner');
    member = await other.login('member');
    clubId = await clubIdOf(t, owner);
    courts = await courtIdsOf(t, clubId);
    await t.handle.db
      .update(businesses)
      .set({ advanceTime: 365, allowBookingUntil: 0, bookingToStart: 60, enableMaxTimeForBookings: false })
      .where(eq(businesses.id, clubId));
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const rule = (extra: Partial<RuleBody> = {}): RuleBody => ({
    note: 'Members mornings',
    sport_id: 1,
    courts: [courts[4]!],
    start_date: localDate(110),
    recurrence: { frequency: 'daily', every: 1, days: [], ends: 'date', end_date: localDate(130) },
    book_pay_type: -1,
    rules: [
      { days: [], start_time: '08:00', end_time: '12:00', price: 2000, point_price: 10, advance: 365, buffer: 0 },
    ],
    who_can_book: [{ for: 'allmembers', values: [] }],
    filters: { min_age: null, max_age: null, min_level: null, max_level: null, gender: null },
    ...extra,
  });
  const sheet = async (client: Pick<TestApp, 'call'>) => {
    const listing = await client.call(endpoints.appointments.listing, {
      body: { startDate: at(day, '00:00'), endDate: at(localDate(121), '00:00') },
      token: owner,
    });
    expect(listing.status).toBe(200);
    return listing.body.payload.filter((e) => e.type === 'microsettings' && e.resourceId === courts[4]);
  };

  it('a rule changed through one instance governs the very next booking and listing on the other', async () => {
    const added = await t.call(endpoints.availability.add, { body: rule(), token: owner });
    expect(added.status, added.body.message).toBe(200);
    const id = added.body.payload.id;

    // The other instance loads the rule (and holds it): the member books a morning, the sheet shows its price.
    const first = await other.callRaw(endpoints.appointments.addBook, {
      body: spot(courts[4]!, day, '08:00', '09:00'),
      token: member,
    });
    expect(first.status, first.body.message).toBe(200);
    expect((await sheet(other)).map((e) => e.price_per_hour)).toEqual([2000]);

    // Through the first instance: coaches only, at another price.
    const updated = await t.call(endpoints.availability.update, {
      params: { id },
      body: {
        ...rule({
          who_can_book: [{ for: 'coaches', values: [-3] }],
          rules: [
            { days: [], start_time: '08:00', end_time: '12:00', price: 4500, point_price: 10, advance: 365, buffer: 0 },
          ],
        }),
        mode: 2,
      },
      token: owner,
    });
    expect(updated.status, updated.body.message).toBe(200);

    const refused = await other.callRaw(endpoints.appointments.addBook, {
      body: spot(courts[4]!, day, '10:00', '11:00'),
      token: member,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'This time is reserved by the rule "Members mornings", which does not include you.',
    );
    expect((await sheet(other)).map((e) => e.price_per_hour)).toEqual([4500]);

    // Deleted through the first instance: the other books under the club-wide settings again.
    const deleted = await t.call(endpoints.availability.delete, { params: { id }, query: {}, token: owner });
    expect(deleted.status, deleted.body.message).toBe(200);
    const freed = await other.callRaw(endpoints.appointments.addBook, {
      body: spot(courts[4]!, day, '10:00', '11:00'),
      token: member,
    });
    expect(freed.status, freed.body.message).toBe(200);
    expect(await sheet(other)).toEqual([]);
  });

  const versionOf = async (businessId: number) =>
    Number(
      (
        await queryRows<{ version: string }>(
          t.handle.db,
          sql`SELECT version FROM availability_rule_versions WHERE business_id = ${businessId}`,
        )
      )[0]?.version ?? 0,
    );

  it("every write to a rule's parts gives the club a new version in its transaction, and only that club", async () => {
    const added = await t.call(endpoints.availability.add, { body: rule({ note: 'Versioned' }), token: owner });
    expect(added.status, added.body.message).toBe(200);
    const second = await registerSecondClub(t);
    const theirs = await versionOf(second.businessId);
    const before = await versionOf(clubId);
    expect(before).toBeGreaterThan(0);
    await t.handle.db
      .update(availabilityRuleRows)
      .set({ price: 2100 })
      .where(eq(availabilityRuleRows.ruleId, added.body.payload.id));
    const after = await versionOf(clubId);
    expect(after).toBeGreaterThan(before);
    // A change rolled back leaves the committed version as it was.
    await expect(
      t.handle.db.transaction(async (tx) => {
        await tx
          .update(availabilityRuleRows)
          .set({ price: 2200 })
          .where(eq(availabilityRuleRows.ruleId, added.body.payload.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await versionOf(clubId)).toBe(after);
    expect(await versionOf(second.businessId)).toBe(theirs);
  });

  it('reloads only when the version changed, holds a bounded number of clubs, and reads old dates directly', async () => {
    const second = await registerSecondClub(t, 'c');
    const cache = createRulesCache({ now: t.clock.now, clubs: 1 });
    const ours = new TenantScope(t.handle.db, clubId);
    const from = localDate(115);
    const to = localDate(116);
    const first = await cache.rulesFor(ours, courts, from, to);
    await cache.rulesFor(ours, courts, from, to);
    expect(cache.stats()).toMatchObject({ clubs: 1, loads: 1, hits: 1 });

    const added = await t.call(endpoints.availability.add, { body: rule({ note: 'Fresh' }), token: owner });
    expect(added.status, added.body.message).toBe(200);
    const again = await cache.rulesFor(ours, courts, from, to);
    expect(cache.stats()).toMatchObject({ loads: 2, hits: 1 });
    expect(again.map((r) => r.id)).toEqual([...first.map((r) => r.id), added.body.payload.id]);
    expect(
      (await cache.compiledFor(ours, 'America/Chicago', [courts[4]!], from, to)).byCourt.get(courts[4]!),
    ).toBeDefined();
    expect(cache.stats()).toMatchObject({ loads: 2, hits: 2 });

    // Answers built from the rules are kept with them until the rules change.
    let builds = 0;
    const build = (rules: { id: number }[]) => {
      builds += 1;
      return rules.map((r) => r.id);
    };
    const kept = await cache.answerFor(ours, courts, from, to, 'ids', build);
    expect(await cache.answerFor(ours, courts, from, to, 'ids', build)).toBe(kept);
    expect(builds).toBe(1);
    expect(kept).toEqual(again.map((r) => r.id));

    // One club at most: another club's rules push ours out.
    await cache.rulesFor(new TenantScope(t.handle.db, second.businessId), [courts[0]!], from, to);
    expect(cache.stats()).toMatchObject({ clubs: 1, loads: 3 });
    await cache.rulesFor(ours, courts, from, to);
    expect(cache.stats()).toMatchObject({ clubs: 1, loads: 4 });

    // Dates before what the cache holds are read from the database, and the held rules stay.
    const old = await cache.rulesFor(ours, courts, localDate(-400), localDate(-399));
    expect(old).toEqual([]);
    expect(cache.stats()).toMatchObject({ clubs: 1, loads: 4 });
    expect(await cache.rulesFor(ours, [], from, to)).toEqual([]);
  });
});

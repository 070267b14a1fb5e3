import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { businesses, courts } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate, spot } from '../../test/appointments-kit.js';
import { insertRule } from '../../test/policy-kit.js';
import { registerSecondClub } from '../../test/second-club.js';

const table = endpoints.appointments;
const HOUR_PRICE = 2400;
const HOUR_POINTS = 24;

/** Issue 24 point 9: a day's free court times a member may book, priced as booking them prices them. */
describe('GET appointment/free-slots', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let court: number;
  let group: number;
  // Past the demo's bookings and rules (eight weeks ahead): only this test's rule governs the day.
  const day = localDate(130);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    const clubId = await clubIdOf(t, owner);
    court = (await courtIdsOf(t, clubId))[0]!;
    const [row] = await t.handle.db.select({ group: courts.facilityGroupId }).from(courts).where(eq(courts.id, court));
    group = row!.group;
    await t.handle.db
      .update(businesses)
      .set({ bookingToStart: 60, advanceTime: 365, allowBookingUntil: 0, enableMaxTimeForBookings: false })
      .where(eq(businesses.id, clubId));
    await insertRule(t, clubId, {
      note: 'Free slots test hours',
      courts: [court],
      startDate: localDate(120),
      endDate: localDate(140),
      who: [{ kind: 'allmembers' }],
      rows: [{ start: '07:00', end: '22:00', price: HOUR_PRICE, pointPrice: HOUR_POINTS }],
    });
  }, 60_000);
  afterAll(async () => t.close());

  const slotsOn = async (token: string, query: { duration?: number } = {}) =>
    (await t.call(table.freeSlots, { query: { date: day, facility_group_id: group, ...query }, token })).body.payload;
  const onCourt = (rows: Awaited<ReturnType<typeof slotsOn>>) => rows.filter((row) => row.court_id === court);

  it('lists every free hour of the day, each priced as appointment/price (and so booking) prices it', async () => {
    const rows = onCourt(await slotsOn(member));
    // Outside the rule's hours the court is still bookable at its own price, as a booking would be.
    expect(rows.map((row) => row.start_time)).toEqual(
      Array.from({ length: 24 }, (_, hour) => at(day, `${String(hour).padStart(2, '0')}:00`)),
    );
    const ruled = rows.filter((row) => row.start_time >= at(day, '07:00') && row.start_time < at(day, '22:00'));
    expect(ruled).toHaveLength(15);
    for (const row of ruled) expect(row).toMatchObject({ main_value: HOUR_PRICE, point_value: HOUR_POINTS });
    for (const row of rows) {
      expect(row.facility_group_id).toBe(group);
      expect(new Date(row.end_time).getTime() - new Date(row.start_time).getTime()).toBe(3_600_000);
      const quote = (
        await t.call(table.price, {
          body: { court_id: court, start_time: row.start_time, end_time: row.end_time },
          token: member,
        })
      ).body.payload;
      expect([quote.main_value, quote.point_value, quote.book_pay_type, quote.refusal], row.start_time).toEqual([
        row.main_value,
        row.point_value,
        row.book_pay_type,
        null,
      ]);
    }
  });

  it('leaves out booked time, and prices a longer slot for its length', async () => {
    const booked = await t.callRaw(table.addComplex, { token: owner, body: spot(court, day, '10:00', '11:00') });
    expect(booked.status, booked.body.message).toBe(200);
    const hours = onCourt(await slotsOn(member)).map((row) => row.start_time);
    expect(hours).not.toContain(at(day, '10:00'));
    expect(hours).toContain(at(day, '09:00'));
    const twoHours = onCourt(await slotsOn(member, { duration: 120 }));
    expect(twoHours.map((row) => row.start_time)).not.toContain(at(day, '09:00'));
    expect(twoHours.find((row) => row.start_time === at(day, '12:00'))).toMatchObject({
      main_value: 2 * HOUR_PRICE,
      point_value: 2 * HOUR_POINTS,
    });
  });

  it("shows another club's member none of this club's courts", async () => {
    const other = await registerSecondClub(t, 'f');
    const rows = (await t.call(table.freeSlots, { query: { date: day }, token: other.token })).body.payload;
    expect(rows.some((row) => row.court_id === court)).toBe(false);
  });

  it("answers today's slots without a date; refuses a bad date, a bad duration and an unknown field naming them, and no session", async () => {
    const today = await t.callRaw(table.freeSlots, { query: {}, token: member });
    expect(today.status).toBe(200);
    const bad = await t.callRaw(table.freeSlots, { query: { date: '2026-13-45' }, token: member });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('date');
    const short = await t.callRaw(table.freeSlots, { query: { date: day, duration: '10' }, token: member });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('duration');
    const unknown = await t.callRaw(table.freeSlots, { query: { date: day, court: '1' }, token: member });
    expect(unknown.status).toBe(400);
    expect((await t.callRaw(table.freeSlots, { query: { date: day } })).status).toBe(401);
  });
});

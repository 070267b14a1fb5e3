import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '@fairplay/db';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, courtIdsOf, localDate, spot, userIdOf } from '../../test/appointments-kit.js';

describe("members' gender and the availability rules' gender filter", () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let memberId: number;
  let court: number;
  const day = localDate(110);

  beforeAll(async () => {
    t = await startTestApp();
    [owner, member] = await Promise.all([t.login('owner'), t.login('member')]);
    const clubId = await clubIdOf(t, owner);
    court = (await courtIdsOf(t, clubId))[4]!;
    memberId = await userIdOf(t, 'member');
    await t.handle.db
      .update(businesses)
      .set({ requirePartnerName: false, bookingToStart: 60, advanceTime: 365, allowBookingUntil: 0 })
      .where(eq(businesses.id, clubId));
    const rule = await t.call(endpoints.availability.add, {
      body: {
        note: 'Ladies morning',
        sport_id: 1,
        courts: [court],
        start_date: localDate(100),
        recurrence: { frequency: 'daily', every: 1, days: [], ends: 'date', end_date: localDate(130) },
        book_pay_type: -1,
        rules: [
          { days: [], start_time: '08:00', end_time: '12:00', price: 0, point_price: 0, advance: 365, buffer: 0 },
        ],
        who_can_book: [{ for: 'allmembers', values: [] }],
        filters: { min_age: null, max_age: null, min_level: null, max_level: null, gender: 'female' },
      },
      token: owner,
    });
    expect(rule.status, rule.body.message).toBe(200);
  });
  afterAll(async () => t.close());

  const setGender = async (gender: 'male' | 'female' | null) => {
    const saved = await t.call(endpoints.customers.update, {
      params: { id: memberId },
      body: { gender },
      token: owner,
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.payload.gender).toBe(gender);
  };

  it('admits a woman to a rule for women, and refuses a man and a member whose gender is not recorded', async () => {
    await setGender(null);
    const unknown = await t.callRaw(endpoints.appointments.addBook, {
      body: spot(court, day, '08:00', '09:00'),
      token: member,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('Ladies morning');

    await setGender('male');
    const man = await t.callRaw(endpoints.appointments.addBook, {
      body: spot(court, day, '08:00', '09:00'),
      token: member,
    });
    expect(man.status).toBe(400);
    expect(man.body.message).toContain('Ladies morning');

    await setGender('female');
    const woman = await t.callRaw(endpoints.appointments.addBook, {
      body: spot(court, day, '08:00', '09:00'),
      token: member,
    });
    expect(woman.status, woman.body.message).toBe(200);
  });

  it('records the gender on add, shows it in the list and refuses other values naming the field', async () => {
    const added = await t.call(endpoints.customers.add, {
      body: { first_name: 'Ana', last_name: 'Ruiz', email: 'ana.ruiz.gender@example.com', gender: 'female' },
      token: owner,
    });
    expect(added.status, added.body.message).toBe(200);
    expect(added.body.payload.gender).toBe('female');
    const listed = await t.call(endpoints.customers.list, { query: { search: 'ana.ruiz.gender' }, token: owner });
    expect(listed.body.payload.members[0]?.gender).toBe('female');

    const bad = await t.callRaw(endpoints.customers.update, {
      params: { id: added.body.payload.id },
      body: { gender: 'robot' },
      token: owner,
    });
    expect(bad.status).toBe(400);
    expect(bad.errors[0]?.field).toBe('gender');
    const after = await t.call(endpoints.customers.list, { query: { search: 'ana.ruiz.gender' }, token: owner });
    expect(after.body.payload.members[0]?.gender).toBe('female');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityRules, businesses } from '@fairplay/db';
import { endpoints, type RuleBody } from '@fairplay/contracts';
import { addDaysToDate } from '@fairplay/domain';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate, spot, userIdOf } from '../../test/appointments-kit.js';

const table = endpoints.availability;

describe('microsettings/preview: the bookings a rule change would no longer admit', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let clubId: number;
  let courts: number[];
  let memberId: number;
  const day = localDate(160);

  beforeAll(async () => {
    t = await startTestApp();
    [owner, member] = await Promise.all([t.login('owner'), t.login('member')]);
    clubId = await clubIdOf(t, owner);
    courts = await courtIdsOf(t, clubId);
    memberId = await userIdOf(t, 'member');
    await t.handle.db
      .update(businesses)
      .set({ requirePartnerName: false, advanceTime: 365, allowBookingUntil: 0, enableMaxTimeForBookings: false })
      .where(eq(businesses.id, clubId));
  });
  afterAll(async () => t.close());

  const body = (court: number, extra: Partial<RuleBody> = {}): RuleBody => ({
    note: 'Members evenings',
    sport_id: 1,
    courts: [court],
    start_date: day,
    recurrence: { frequency: 'daily', every: 1, days: [], ends: 'date', end_date: addDaysToDate(day, 6) },
    book_pay_type: -1,
    rules: [{ days: [], start_time: '18:00', end_time: '21:00', price: 2000, point_price: 0, advance: 365, buffer: 0 }],
    who_can_book: [{ for: 'allmembers', values: [] }],
    ...extra,
  });
  const addRule = async (rule: RuleBody) => {
    const answer = await t.call(table.add, { body: rule, token: owner });
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.payload;
  };
  const bookAsMember = async (court: number, date: string, from: string, to: string) => {
    const answer = await t.callRaw(endpoints.appointments.addBook, {
      body: spot(court, date, from, to),
      token: member,
    });
    expect(answer.status, answer.body.message).toBe(200);
    return (answer.body.payload as { created: { id: number }[] }).created[0]!.id;
  };
  const preview = (sent: unknown, token = owner) => t.callRaw(table.preview, { body: sent, token });

  it('lists the booking a who-can-book change would refuse, with its court, time, booker and reason', async () => {
    const court = courts[7]!;
    const rule = await addRule(body(court));
    const booked = await bookAsMember(court, day, '19:00', '20:00');
    const unchanged = await preview({ ...body(court), id: rule.id, mode: 2 });
    expect(unchanged.status, unchanged.body.message).toBe(200);
    expect(unchanged.body.payload).toEqual({ bookings: [], truncated: false });

    const coachesOnly = await preview({
      ...body(court, { who_can_book: [{ for: 'coaches', values: [-3] }] }),
      id: rule.id,
      mode: 2,
    });
    expect(coachesOnly.status, coachesOnly.body.message).toBe(200);
    expect(coachesOnly.body.payload).toMatchObject({
      truncated: false,
      bookings: [
        {
          appointment_id: booked,
          court_id: court,
          start: at(day, '19:00'),
          end: at(day, '20:00'),
          booker_id: memberId,
          reason: 'This time is reserved by the rule "Members evenings", which does not include you.',
        },
      ],
    });
    expect((coachesOnly.body.payload as { bookings: { court_name: string }[] }).bookings[0]!.court_name).not.toBe('');

    // This event only, on another day: the booking's day keeps the rule as it is.
    const otherDay = await preview({
      ...body(court, { who_can_book: [{ for: 'coaches', values: [-3] }] }),
      id: rule.id,
      mode: 0,
      date: addDaysToDate(day, 2),
    });
    expect(otherDay.body.payload).toEqual({ bookings: [], truncated: false });
    // Nothing was saved: the rule still admits members and the booking stays.
    const stored = await t.call(table.get, { params: { id: rule.id }, token: owner });
    expect(stored.body.payload.who_can_book).toEqual([{ for: 'allmembers', values: [-3] }]);
  });

  it('lists the bookings a time change would bring inside a rule that refuses their booker, and no others', async () => {
    const court = courts[8]!;
    const coachesMorning = body(court, {
      note: 'Coaches mornings',
      who_can_book: [{ for: 'coaches', values: [-3] }],
      rules: [{ days: [], start_time: '07:00', end_time: '09:00', price: 0, point_price: 0, advance: 365, buffer: 0 }],
    });
    const rule = await addRule(coachesMorning);
    const inside = await bookAsMember(court, day, '10:00', '11:00');
    await bookAsMember(court, day, '13:00', '14:00');
    const later = body(court, {
      ...coachesMorning,
      rules: [{ days: [], start_time: '09:00', end_time: '12:00', price: 0, point_price: 0, advance: 365, buffer: 0 }],
    });
    const moved = await preview({ ...later, id: rule.id, mode: 2 });
    expect(moved.status, moved.body.message).toBe(200);
    const listed = (moved.body.payload as { bookings: { appointment_id: number; reason: string }[] }).bookings;
    expect(listed.map((b) => b.appointment_id)).toEqual([inside]);
    expect(listed[0]!.reason).toBe('This time is reserved by the rule "Coaches mornings", which does not include you.');

    // A new rule previews the same way: no id.
    const added = await preview({ ...later, note: 'New coaches block' });
    expect(
      (added.body.payload as { bookings: { appointment_id: number }[] }).bookings.map((b) => b.appointment_id),
    ).toEqual([inside]);
  });

  it('refuses bad input naming the field, an unknown rule, members and visitors, and saves nothing', async () => {
    const court = courts[9]!;
    const rule = await addRule(body(court));
    const count = async () =>
      (await t.handle.db.select().from(availabilityRules).where(eq(availabilityRules.businessId, clubId))).length;
    const before = await count();
    const cases: [unknown, string][] = [
      [{ ...body(court), note: '' }, 'note'],
      [{ ...body(court), courts: [] }, 'courts'],
      [{ ...body(court), courts: ['x'] }, 'courts.0'],
      [{ ...body(court), start_date: 'soon' }, 'start_date'],
      [{ ...body(court), id: 'one' }, 'id'],
      [{ ...body(court), id: rule.id, mode: 5 }, 'mode'],
      [{ ...body(court), id: rule.id, mode: 0 }, 'date'],
      [{ ...body(court), date: day }, 'id'],
      [{ ...body(court), extra: 1 }, ''],
    ];
    for (const [sent, field] of cases) {
      const answer = await preview(sent);
      expect(answer.status, JSON.stringify(sent)).toBe(400);
      if (field) expect(answer.errors.map((e) => e.field)).toContain(field);
    }
    expect((await preview({ ...body(court), id: 2_000_000 })).status).toBe(404);
    expect((await preview(body(court), member)).status).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/microsettings/preview',
      payload: body(court),
    });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/microsettings/preview',
      headers: { 'access-token': owner, 'content-type': 'application/json' },
      payload: '{"note":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});

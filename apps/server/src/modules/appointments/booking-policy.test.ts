import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, businesses, courts as courtsTable, users } from '@fairplay/db';
import { APPOINTMENT_MESSAGES, endpoints } from '@fairplay/contracts';
import { addDaysToDate } from '@fairplay/domain';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate, spot, userIdOf } from '../../test/appointments-kit.js';
import { insertRule } from '../../test/policy-kit.js';
import { registerSecondClub } from '../../test/second-club.js';

const table = endpoints.appointments;
const refusalOf = (answer: { body: { payload: unknown } }) =>
  (answer.body.payload as { refusal: Record<string, unknown> }).refusal;
/** Sessions are signed in again after the test clock moves days ahead. */

describe('booking policy: availability rules on every booking path, and appointment/price', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let courts: number[];
  let clubId: number;
  let memberId: number;
  const day = localDate(100);
  const end = localDate(140);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    clubId = await clubIdOf(t, owner);
    courts = await courtIdsOf(t, clubId);
    memberId = await userIdOf(t, 'member');
    await t.handle.db
      .update(businesses)
      .set({
        requirePartnerName: false,
        guestFee: 500,
        guestFeePoint: 2,
        bookingToStart: 60,
        advanceTime: 365,
        allowBookingUntil: 0,
        enableMaxTimeForBookings: false,
      })
      .where(eq(businesses.id, clubId));
    // Court 0: members until 18:00, coaches only from 18:00. Court 1: a 2-day window. Court 2: a 3-day notice.
    await insertRule(t, clubId, {
      note: 'Members daytime',
      courts: [courts[0]!],
      startDate: localDate(90),
      endDate: end,
      who: [{ kind: 'allmembers' }],
      rows: [{ start: '08:00', end: '18:00', price: 2000, pointPrice: 10 }],
    });
    await insertRule(t, clubId, {
      note: 'Coaches evening',
      courts: [courts[0]!],
      startDate: localDate(90),
      endDate: end,
      who: [{ kind: 'coaches' }],
      rows: [{ start: '18:00', end: '22:00', price: 3000 }],
    });
    await insertRule(t, clubId, {
      note: 'Two days ahead',
      courts: [courts[1]!],
      startDate: localDate(90),
      endDate: end,
      who: [{ kind: 'allmembers' }],
      rows: [{ start: '08:00', end: '22:00', advanceDays: 2, price: 1000 }],
    });
    await insertRule(t, clubId, {
      note: 'Points only',
      courts: [courts[3]!],
      startDate: localDate(90),
      endDate: end,
      payType: 2,
      who: [{ kind: 'public' }],
      rows: [{ start: '08:00', end: '22:00', pointPrice: 8 }],
    });
  });
  afterAll(async () => t.close());

  const book = (body: unknown, token = member) => t.callRaw(table.addBook, { body, token });
  const price = (body: unknown, token = member) => t.callRaw(table.price, { body, token });
  const bookedOn = async (court: number, date: string) =>
    t.handle.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.courtId, court), gte(appointments.startsAt, new Date(at(date, '00:00')))));

  it('refuses a member outside who can book, naming the rule, and suggests the nearest slot they may book', async () => {
    const refused = await book(spot(courts[0]!, day, '18:00', '19:00'));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'This time is reserved by the rule "Coaches evening", which does not include you.',
    );
    expect(refused.errors[0]?.field).toBe('start_time');
    const refusal = refusalOf(refused);
    expect(refusal).toMatchObject({
      reason: 'not_admitted',
      rule: { note: 'Coaches evening' },
      court_id: courts[0],
      earliest_time: null,
      suggested: { court_id: courts[0], start_time: at(day, '17:00'), end_time: at(day, '18:00') },
    });
    expect(await bookedOn(courts[0]!, day)).toHaveLength(0);

    const suggested = await book(spot(courts[0]!, day, '17:00', '18:00'));
    expect(suggested.status).toBe(200);
    const [row] = await bookedOn(courts[0]!, day);
    expect(row).toMatchObject({ bookedPrice: 2000, bookedPoints: 10, bookedPayType: -1 });
  });

  it('leaves hours outside every row to the club-wide settings, and refuses reaching into a row', async () => {
    const date = addDaysToDate(day, 1);
    const early = await book(spot(courts[0]!, date, '07:00', '08:00'));
    expect(early.status).toBe(200);
    const across = await book(spot(courts[0]!, date, '17:30', '18:30'));
    expect(across.status).toBe(400);
    expect(across.body.message).toBe(
      'This time is reserved by the rule "Coaches evening", which does not include you.',
    );
  });

  it('refuses a slot before its book-in-advance window opens, with the earliest time to book it', async () => {
    const refused = await book(spot(courts[1]!, day, '10:00', '11:00'));
    expect(refused.status).toBe(400);
    const refusal = refusalOf(refused);
    expect(refusal).toMatchObject({
      reason: 'too_early',
      rule: { note: 'Two days ahead' },
      earliest_time: at(addDaysToDate(day, -2), '00:00'),
    });
    t.clock.advance(Date.parse(at(addDaysToDate(day, -2), '00:01')) - t.clock.now().getTime());
    [member, owner] = [await t.login('member'), await t.login('owner')];
    const opened = await book(spot(courts[1]!, day, '10:00', '11:00'));
    expect(opened.status).toBe(200);
  });

  it('closes booking at the buffer before the start', async () => {
    const noticeDay = addDaysToDate(day, 5);
    await insertRule(t, clubId, {
      note: 'Two days notice',
      courts: [courts[2]!],
      startDate: noticeDay,
      recurrence: null,
      endDate: noticeDay,
      who: [{ kind: 'allmembers' }],
      rows: [{ start: '08:00', end: '22:00', buffer: 48 }],
    });
    const now = t.clock.now().getTime();
    t.clock.advance(Date.parse(at(noticeDay, '10:00')) - 48 * 3_600_000 - now + 60_000);
    [member, owner] = [await t.login('member'), await t.login('owner')];
    const token = member;
    const late = await book(spot(courts[2]!, noticeDay, '10:00', '11:00'), token);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('It is too late to book this time under the rule "Two days notice".');
    expect(refusalOf(late)['reason']).toBe('too_late');
    const inTime = await book(spot(courts[2]!, noticeDay, '11:00', '12:00'), token);
    expect(inTime.status).toBe(200);
  });

  it('lets staff book a member outside the rules, still priced for the member', async () => {
    const date = addDaysToDate(day, 20);
    const staffBooked = await book(spot(courts[0]!, date, '19:00', '20:00', { userId: memberId }), owner);
    expect(staffBooked.status).toBe(200);
    const [row] = await bookedOn(courts[0]!, date);
    expect(row).toMatchObject({ bookedPrice: 3000, bookedPoints: 0 });
  });

  it('leaves courts without rules to the club-wide settings, priced at the court price', async () => {
    await t.handle.db.update(courtsTable).set({ price: 1500 }).where(eq(courtsTable.id, courts[4]!));
    const date = addDaysToDate(day, 21);
    const free = await book(spot(courts[4]!, date, '21:00', '22:30', { guests: ['Sam Guest'] }), member);
    expect(free.status).toBe(200);
    const [row] = await bookedOn(courts[4]!, date);
    expect(row).toMatchObject({ bookedPrice: 2250 + 500, bookedPoints: 2 });
    await t.handle.db.update(businesses).set({ advanceTime: 7 }).where(eq(businesses.id, clubId));
    const far = await book(spot(courts[4]!, addDaysToDate(date, 1), '21:00', '22:00'), member);
    expect(far.status).toBe(400);
    expect(far.body.message).toContain(APPOINTMENT_MESSAGES.advanceTooFar);
    await t.handle.db.update(businesses).set({ advanceTime: 365 }).where(eq(businesses.id, clubId));
  });

  it('keeps the other booking paths staff-only for customers', async () => {
    const date = addDaysToDate(day, 22);
    const token = member;
    expect((await t.callRaw(table.addComplex, { body: spot(courts[0]!, date, '18:00', '19:00'), token })).status).toBe(
      403,
    );
    expect(
      (
        await t.callRaw(table.addMany, {
          body: { appointments: [spot(courts[0]!, date, '18:00', '19:00')] },
          token,
        })
      ).status,
    ).toBe(403);
    const mine = await book(spot(courts[0]!, date, '10:00', '11:00'), token);
    const id = mine.body.payload.created[0]!.id;
    const moved = await t.callRaw(table.update, {
      params: { id },
      body: { start_time: at(date, '18:00'), end_time: at(date, '19:00') },
      token,
    });
    expect(moved.status).toBe(400);
    expect(moved.errors[0]).toEqual({ field: 'start_time', message: APPOINTMENT_MESSAGES.staffOnlyChange });
    const dragged = await t.callRaw(table.dragAndDrop, {
      params: { id },
      body: {
        old_court: courts[0],
        new_court: courts[0],
        old_start: at(date, '10:00'),
        old_end: at(date, '11:00'),
        new_start: at(date, '18:00'),
        new_end: at(date, '19:00'),
      },
      token,
    });
    expect(dragged.status).toBe(403);
  });

  it('answers appointment/price with main_value and point_value, guest fees and pay-type zeroing', async () => {
    const token = member;
    const date = addDaysToDate(day, 23);
    const quote = await price(
      { court_id: courts[0], start_time: at(date, '09:00'), end_time: at(date, '10:30'), guests: 2 },
      token,
    );
    expect(quote.status).toBe(200);
    expect(quote.body.payload).toMatchObject({ main_value: 3000 + 1000, point_value: 15 + 4, refusal: null });
    const points = await price(
      { court_id: courts[3], start_time: at(date, '09:00'), end_time: at(date, '10:00'), guests: 1 },
      token,
    );
    expect(points.body.payload).toMatchObject({ main_value: 0, point_value: 8 + 2, book_pay_type: 2 });
    const refused = await price(
      { court_id: courts[0], start_time: at(date, '19:00'), end_time: at(date, '20:00') },
      token,
    );
    expect(refused.body.payload).toMatchObject({ main_value: 3000, refusal: { reason: 'not_admitted' } });
    const forMember = await price(
      { court_id: courts[0], start_time: at(date, '19:00'), end_time: at(date, '20:00'), userId: memberId },
      owner,
    );
    expect(forMember.body.payload).toMatchObject({ main_value: 3000, refusal: null });
  });

  it('refuses bad appointment/price input naming the field', async () => {
    const token = member;
    const date = addDaysToDate(day, 24);
    const good = { court_id: courts[0], start_time: at(date, '09:00'), end_time: at(date, '10:00') };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, court_id: 'x' }, 'court_id'],
      [{ ...good, court_id: 999_999 }, 'court_id'],
      [{ ...good, start_time: 'soon' }, 'start_time'],
      [{ ...good, end_time: at(date, '08:00') }, 'end_time'],
      [{ ...good, guests: -1 }, 'guests'],
      [{ ...good, guests: 1.5 }, 'guests'],
      [{ ...good, extra: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const answer = await price(body, token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      if (field) expect(answer.errors.map((error) => error.field)).toContain(field);
    }
    const [other] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'owner'));
    const notFamily = await price({ ...good, userId: other!.id }, token);
    expect(notFamily.status).toBe(400);
    expect(notFamily.errors[0]?.field).toBe('userId');
    const notMember = await price({ ...good, userId: 2_000_000 }, owner);
    expect(notMember.errors[0]?.field).toBe('userId');
    expect((await t.callRaw(table.price, { body: good })).status).toBe(401);
  });

  it('refuses another club’s court and member', async () => {
    const other = await registerSecondClub(t, 'policy');
    const date = addDaysToDate(day, 25);
    const good = { court_id: courts[0], start_time: at(date, '09:00'), end_time: at(date, '10:00') };
    const answer = await price(good, other.token);
    expect(answer.status).toBe(400);
    expect(answer.errors[0]?.field).toBe('court_id');
    const forOurMember = await price({ ...good, userId: memberId }, other.token);
    expect(forOurMember.status).toBe(400);
    expect(forOurMember.errors[0]?.field).toBe('userId');
  });
});

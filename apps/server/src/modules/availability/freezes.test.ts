import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  availabilityRules,
  businesses,
  emailOutbox,
  freezeCourts,
  freezeRanges,
  freezes,
  inAppNotifications,
} from '@fairplay/db';
import { endpoints, type FreezeBody, type FreezeList } from '@fairplay/contracts';
import { FREEZE_MESSAGES } from '@fairplay/domain';
import { startTestApp, type TestApp } from '../../test/harness.js';
import {
  allowOverlappingCourts,
  at,
  clubIdOf,
  courtIdsOf,
  localDate,
  spot,
  userIdOf,
} from '../../test/appointments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';

const table = endpoints.appointments;

describe('freezes: appointment/freeze, microsettings/all?freeze=1 and unfreezing', () => {
  let t: TestApp;
  let owner: string;
  let coach: string;
  let member: string;
  let memberId: number;
  let clubId: number;
  let courts: number[];
  const day = localDate(90);
  beforeAll(async () => {
    t = await startTestApp();
    [owner, coach, member] = await Promise.all([t.login('owner'), t.login('coach'), t.login('member')]);
    // These bookings put one member on courts at overlapping times: the one-court rule has its own tests.
    await allowOverlappingCourts(t, owner);
    clubId = await clubIdOf(t, owner);
    courts = await courtIdsOf(t, clubId);
    memberId = await userIdOf(t, 'member');
    // Members may book as far ahead as the tests' dates.
    await t.handle.db.update(businesses).set({ advanceTime: 365 }).where(eq(businesses.id, clubId));
  });
  afterAll(async () => t.close());

  const body = (extra: Partial<FreezeBody> = {}): FreezeBody => ({
    note: 'Court resurfacing',
    courts: [courts[0]!],
    cancel_on_freeze: true,
    rules: [{ start_time: at(day, '08:00'), end_time: at(day, '12:00') }],
    ...extra,
  });
  const freeze = (value: unknown, token = owner) => t.callRaw(table.freeze, { body: value, token });
  const bookFor = async (court: number, from: string, to: string, date = day) => {
    const answer = await t.call(table.addBook, {
      body: spot(court, date, from, to, { userId: memberId }),
      token: owner,
    });
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.payload.created[0]!.id;
  };
  const freezeList = async (query: Record<string, unknown> = {}) => {
    const answer = await t.callRaw(endpoints.availability.list, { query: { freeze: '1', ...query }, token: owner });
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.payload as FreezeList;
  };
  const counts = async () => ({
    freezes: (await t.handle.db.select().from(freezes)).length,
    courts: (await t.handle.db.select().from(freezeCourts)).length,
    ranges: (await t.handle.db.select().from(freezeRanges)).length,
  });
  const rowsOn = (court: number) =>
    t.handle.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.courtId, court), gte(appointments.startsAt, new Date(at(day, '00:00')))));

  it('cancels the bookings inside, tells their members, shows the freeze on the sheet and refuses new bookings', async () => {
    const inside = await bookFor(courts[0]!, '09:00', '10:00');
    const overlapping = await bookFor(courts[0]!, '11:30', '12:30');
    const outside = await bookFor(courts[0]!, '13:00', '14:00');
    const otherCourt = await bookFor(courts[1]!, '09:00', '10:00');
    const answer = await freeze(body());
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe(FREEZE_MESSAGES.created);
    expect(answer.body.payload).toMatchObject({
      note: 'Court resurfacing',
      freeze_for: 'court',
      courts: [{ id: courts[0] }],
      cancel_on_freeze: true,
      cancelled: 2,
      ranges: [{ start: at(day, '08:00'), end: at(day, '12:00') }],
      start: at(day, '08:00'),
      end: at(day, '12:00'),
    });
    const left = (await rowsOn(courts[0]!)).map((row) => row.id);
    expect(left).toContain(outside);
    expect(left).not.toContain(inside);
    expect(left).not.toContain(overlapping);
    expect((await rowsOn(courts[1]!)).map((row) => row.id)).toContain(otherCourt);
    // The member hears of both cancellations: in the app, with the reason, and by e-mail through the outbox.
    const bell = await t.handle.db
      .select()
      .from(inAppNotifications)
      .where(and(eq(inAppNotifications.userId, memberId), eq(inAppNotifications.kind, 'booking_cancelled')));
    expect(bell.filter((n) => n.body.includes('Closed: Court resurfacing'))).toHaveLength(2);
    const mail = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.businessId, clubId), eq(emailOutbox.kind, 'booking_cancelled')));
    expect(mail.length).toBeGreaterThanOrEqual(2);

    const listing = await t.call(table.listing, {
      body: { startDate: at(day, '00:00'), endDate: at(localDate(91), '00:00') },
      token: member,
    });
    const frozen = listing.body.payload.filter((event) => event.type === 'freeze');
    expect(frozen).toEqual([
      expect.objectContaining({
        id: answer.body.payload.id,
        resourceId: courts[0],
        start: at(day, '08:00'),
        end: at(day, '12:00'),
        status: 'disabled',
        record: expect.objectContaining({ note: 'Court resurfacing', closed: true }) as unknown,
      }),
    ]);

    // Nobody books inside: a member is refused naming the freeze, staff too unless they force it.
    const refused = await t.call(table.addBook, { body: spot(courts[0]!, day, '10:00', '11:00'), token: member });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(FREEZE_MESSAGES.frozen(answer.body.payload.courts[0]!.name, 'Court resurfacing'));
    const skipped = await t.call(table.addBook, {
      body: spot(courts[0]!, day, '10:00', '11:00', { force: true }),
      token: member,
    });
    expect(skipped.status).toBe(409);
    const staff = await t.call(table.addComplex, { body: spot(courts[0]!, day, '10:00', '11:00'), token: owner });
    expect(staff.status).toBe(409);
    const forced = await t.call(table.addComplex, {
      body: spot(courts[0]!, day, '10:00', '11:00', { force: true }),
      token: owner,
    });
    expect(forced.status, forced.body.message).toBe(200);
    expect(forced.body.payload.created).toHaveLength(1);
    // Just outside the freeze books as usual.
    const after = await t.call(table.addBook, { body: spot(courts[0]!, day, '12:00', '13:00'), token: member });
    expect(after.status, after.body.message).toBe(200);
  });

  it('keeps the bookings when the form says so, and closes weekday windows', async () => {
    const kept = await bookFor(courts[2]!, '09:00', '10:00');
    const answer = await freeze(
      body({
        courts: [courts[2]!, courts[3]!],
        cancel_on_freeze: false,
        rules: [{ start_time: at(day, '08:00'), end_time: at(localDate(104), '12:00'), days: [0, 1, 2, 3, 4, 5, 6] }],
      }),
    );
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.payload).toMatchObject({ cancel_on_freeze: false, cancelled: 0 });
    expect(answer.body.payload.ranges).toHaveLength(15);
    expect(answer.body.payload.ranges[1]).toEqual({
      start: at(localDate(91), '08:00'),
      end: at(localDate(91), '12:00'),
    });
    expect((await rowsOn(courts[2]!)).map((row) => row.id)).toContain(kept);
    // Between the windows the court is open.
    const evening = await t.call(table.addBook, { body: spot(courts[3]!, day, '15:00', '16:00'), token: member });
    expect(evening.status, evening.body.message).toBe(200);
  });

  it("follows the club's cancel_on_freeze setting when the form leaves it out", async () => {
    await t.handle.db.update(businesses).set({ cancelOnFreeze: false }).where(eq(businesses.id, clubId));
    const booking = await bookFor(courts[4]!, '09:00', '10:00');
    const { cancel_on_freeze: _, ...rest } = body({ courts: [courts[4]!] });
    const kept = await freeze(rest);
    expect(kept.body.payload).toMatchObject({ cancel_on_freeze: false, cancelled: 0 });
    expect((await rowsOn(courts[4]!)).map((row) => row.id)).toContain(booking);
    await t.handle.db.update(businesses).set({ cancelOnFreeze: true }).where(eq(businesses.id, clubId));
    const cancelled = await freeze({ ...rest, note: 'Tournament' });
    expect(cancelled.body.payload).toMatchObject({ cancel_on_freeze: true, cancelled: 1 });
    expect((await rowsOn(courts[4]!)).map((row) => row.id)).not.toContain(booking);
  });

  it('lists freezes 30 a page apart from the rules, and unfreezes one by its id', async () => {
    const made = await freeze(body({ courts: [courts[5]!], note: 'Holiday' }));
    const id = made.body.payload.id;
    await freeze(body({ courts: [courts[8]!], note: 'League night' }));
    const list = await freezeList();
    expect(list.freeze).toBe(true);
    expect(list.limit).toBe(30);
    expect(list.rows.map((row) => row.id)).toContain(id);
    expect(list.count).toBe((await counts()).freezes);
    const page = await freezeList({ limit: 1, offset: 1 });
    expect(page.rows).toHaveLength(1);
    const rules = await t.call(endpoints.availability.list, { query: {}, token: owner });
    expect('freeze' in rules.body.payload).toBe(false);

    // group_by names a day of the freeze to unfreeze; a day it does not touch is refused.
    const withDay = await t.call(endpoints.availability.delete, {
      params: { id },
      query: { freeze: '1', group_by: localDate(200) },
      token: owner,
    });
    expect(withDay.status).toBe(400);
    expect(withDay.errors[0]?.field).toBe('group_by');
    const before = await counts();
    const rulesBefore = (await t.handle.db.select().from(availabilityRules)).length;
    const removed = await t.call(endpoints.availability.delete, {
      params: { id },
      query: { freeze: '1' },
      token: owner,
    });
    expect(removed.status, removed.body.message).toBe(200);
    expect(removed.body.message).toBe(FREEZE_MESSAGES.unfrozen);
    expect(removed.body.payload).toEqual({ removed: 1 });
    const after = await counts();
    expect(after.freezes).toBe(before.freezes - 1);
    expect(after.courts).toBe(before.courts - 1);
    expect(after.ranges).toBe(before.ranges - 1);
    // Rules have ids of their own: unfreezing never touches one.
    expect((await t.handle.db.select().from(availabilityRules)).length).toBe(rulesBefore);
    const again = await t.call(endpoints.availability.delete, { params: { id }, query: { freeze: '1' }, token: owner });
    expect(again.status).toBe(404);
    // Unfrozen, the time books again.
    const open = await t.call(table.addBook, { body: spot(courts[5]!, day, '09:00', '10:00'), token: member });
    expect(open.status, open.body.message).toBe(200);
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const before = await counts();
    const cases: [unknown, string, string][] = [
      [body({ note: '   ' }), 'note', FREEZE_MESSAGES.required],
      [body({ note: 'x'.repeat(121) }), 'note', FREEZE_MESSAGES.noteTooLong],
      [body({ courts: [] }), 'courts', FREEZE_MESSAGES.courts],
      [body({ courts: [courts[0]!, 999999] }), 'courts.1', 'is not a court of this club.'],
      [body({ rules: [] }), 'rules', FREEZE_MESSAGES.required],
      [
        body({ rules: [{ start_time: at(day, '12:00'), end_time: at(day, '08:00') }] }),
        'rules.0.end_time',
        FREEZE_MESSAGES.times,
      ],
      [
        body({ rules: [{ start_time: at(localDate(-1), '08:00'), end_time: at(day, '08:00') }] }),
        'rules.0.start_time',
        FREEZE_MESSAGES.past,
      ],
      [
        body({ rules: [{ start_time: at(day, '08:00'), end_time: at(day, '09:00'), days: [7] }] }),
        'rules.0.days',
        FREEZE_MESSAGES.rowDays,
      ],
      [
        body({ rules: [{ start_time: at(day, '08:00'), end_time: at(localDate(500), '09:00') }] }),
        'rules.0.end_time',
        FREEZE_MESSAGES.tooLong,
      ],
      [
        body({ rules: [{ start_time: at(day, '08:00'), end_time: at(day, '09:00'), multipleDates: [localDate(-2)] }] }),
        'rules.0.multipleDates.0',
        FREEZE_MESSAGES.past,
      ],
      [{ ...body(), note: 5 }, 'note', ''],
      [{ ...body(), courts: 'all' }, 'courts', ''],
      [{ ...body(), freeze_for: 'sport' }, 'sport_ids', FREEZE_MESSAGES.required],
      [{ ...body(), freeze_for: 'lesson' }, 'filters', FREEZE_MESSAGES.required],
      [{ ...body(), freeze_for: 'everything' }, 'freeze_for', ''],
      [body({ freeze_for: 'sport', sport_ids: [999] }), 'sport_ids.0', 'is not a known sport.'],
      [body({ freeze_for: 'lesson', filters: [999999] }), 'filters.0', 'is not a service type of this club.'],
      [{ ...body(), cancel_on_freeze: 'yes' }, 'cancel_on_freeze', ''],
      [{ ...body(), rules: [{ start_time: 'tomorrow', end_time: at(day, '09:00') }] }, 'rules.0.start_time', ''],
      [{ ...body(), rules: Array.from({ length: 11 }, () => body().rules![0]) }, 'rules', ''],
    ];
    for (const [value, field, message] of cases) {
      const answer = await freeze(value);
      expect(answer.status, JSON.stringify(value)).toBe(400);
      if (field) expect(answer.errors[0]?.field).toBe(field);
      if (message) expect(answer.errors[0]?.message).toBe(message);
    }
    const malformed = await t.callRaw(table.freeze, { token: owner, rawBody: '{"note":' });
    expect(malformed.status).toBe(400);
    const badList = await t.callRaw(endpoints.availability.list, { query: { freeze: 'yes' }, token: owner });
    expect(badList.status).toBe(400);
    expect(badList.errors[0]?.field).toBe('freeze');
    expect(await counts()).toEqual(before);
  });

  it('answers 401 without a session and 403 to those who may not change availability', async () => {
    const before = await counts();
    expect((await t.callRaw(table.freeze, { body: body() })).status).toBe(401);
    expect((await freeze(body(), member)).status).toBe(403);
    expect((await freeze(body(), coach)).status).toBe(403);
    expect((await t.callRaw(endpoints.availability.list, { query: { freeze: '1' }, token: member })).status).toBe(403);
    const made = await freeze(body({ courts: [courts[6]!] }));
    const params = { id: made.body.payload.id };
    expect((await t.call(endpoints.availability.delete, { params, query: { freeze: '1' } })).status).toBe(401);
    expect(
      (await t.call(endpoints.availability.delete, { params, query: { freeze: '1' }, token: member })).status,
    ).toBe(403);
    expect((await counts()).freezes).toBe(before.freezes + 1);
  });

  it("keeps freezes in their club: B cannot see, unfreeze or freeze A's courts, nor is B's sheet closed", async () => {
    const b = await registerSecondClub(t, 'f');
    const made = await freeze(body({ courts: [courts[7]!], note: 'Club A only' }));
    const id = made.body.payload.id;
    const before = await counts();
    const list = await t.callRaw(endpoints.availability.list, { query: { freeze: '1' }, token: b.token });
    expect((list.body.payload as FreezeList).rows).toEqual([]);
    const unfreeze = await t.call(endpoints.availability.delete, {
      params: { id },
      query: { freeze: '1' },
      token: b.token,
    });
    expect(unfreeze.status).toBe(404);
    const foreign = await freeze(body({ courts: [courts[7]!] }), b.token);
    expect(foreign.status).toBe(400);
    expect(foreign.errors[0]?.field).toBe('courts.0');
    expect(await counts()).toEqual(before);
    const bCourts = await courtIdsOf(t, b.businessId);
    const bListing = await t.call(table.listing, {
      body: { startDate: at(day, '00:00'), endDate: at(localDate(91), '00:00') },
      token: b.token,
    });
    expect(bListing.body.payload.filter((event) => event.type === 'freeze')).toEqual([]);
    if (bCourts[0] !== undefined) {
      const booked = await t.call(table.addComplex, { body: spot(bCourts[0], day, '09:00', '10:00'), token: b.token });
      expect(booked.status, booked.body.message).toBe(200);
    }
  });
});

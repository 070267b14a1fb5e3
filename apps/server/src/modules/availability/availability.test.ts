import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availabilityRuleCourts,
  availabilityRuleExclusions,
  availabilityRuleRows,
  availabilityRules,
  availabilityRuleWho,
  paymentAccounts,
  TenantScope,
} from '@fairplay/db';
import { endpoints, type RuleBody, type RuleList } from '@fairplay/contracts';
import { RULE_FORM_MESSAGES, ruleAppliesOn } from '@fairplay/domain';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate, mondayFrom, userIdOf } from '../../test/appointments-kit.js';
import { connectSandbox } from '../../test/payments-kit.js';
import { rulesForPolicy } from './index.js';

describe('availability rules: the micro-settings calls', () => {
  let t: TestApp;
  let owner: string;
  let coach: string;
  let member: string;
  let clubId: number;
  let courts: number[];
  let groupId: number;
  beforeAll(async () => {
    t = await startTestApp();
    [owner, coach, member] = await Promise.all([t.login('owner'), t.login('coach'), t.login('member')]);
    clubId = await clubIdOf(t, owner);
    courts = await courtIdsOf(t, clubId);
    const groups = await t.call(endpoints.groups.list, { query: {}, token: owner });
    groupId = groups.body.payload[0]!.id;
  });
  afterAll(async () => t.close());

  const start = () => localDate(3);
  const body = (extra: Partial<RuleBody> = {}): RuleBody => ({
    note: 'Prime time',
    sport_id: 1,
    courts: [courts[0]!, courts[1]!],
    start_date: start(),
    recurrence: { frequency: 'daily', every: 1, days: [], ends: 'date', end_date: localDate(60) },
    book_pay_type: -1,
    rules: [
      { days: [], start_time: '07:00', end_time: '09:00', price: 2500, point_price: 10, advance: 7, buffer: 2 },
      { days: [], start_time: '18:00', end_time: '21:00', price: 3500, point_price: 14, advance: 7, buffer: 2 },
    ],
    who_can_book: [{ for: 'allmembers', values: [] }],
    filters: { min_age: null, max_age: null, min_level: null, max_level: null, gender: null },
    ...extra,
  });
  const add = async (extra: Partial<RuleBody> = {}) => {
    const answer = await t.call(endpoints.availability.add, { body: body(extra), token: owner });
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.payload;
  };
  const ruleCount = async () => (await t.handle.db.select().from(availabilityRules)).length;
  const partCounts = async () => ({
    rules: (await t.handle.db.select().from(availabilityRules)).length,
    courts: (await t.handle.db.select().from(availabilityRuleCourts)).length,
    rows: (await t.handle.db.select().from(availabilityRuleRows)).length,
    who: (await t.handle.db.select().from(availabilityRuleWho)).length,
    days: (await t.handle.db.select().from(availabilityRuleExclusions)).length,
  });

  it('adds a rule with its rows, who can book and filters, reads it back and lists it', async () => {
    const answer = await t.call(endpoints.availability.add, {
      body: body({
        who_can_book: [{ for: 'groups', values: [groupId] }],
        filters: { min_age: 10, max_age: 18, min_level: 2.5, max_level: 4, gender: null },
      }),
      token: owner,
    });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe('Your availability successfully created.');
    const rule = answer.body.payload;
    expect(rule).toMatchObject({
      note: 'Prime time',
      stared: 0,
      courts: [courts[0], courts[1]].sort((a, b) => a! - b!),
      facility: { sport_id: 1 },
      start_date: start(),
      ends_on: localDate(60),
      book_pay_type: -1,
      who_can_book: [{ for: 'groups', values: [groupId] }],
      filters: { min_age: 10, max_age: 18, min_level: 2.5, max_level: 4, gender: null },
      excluded_dates: [],
      override_of: null,
    });
    expect(rule.rules.map((row) => [row.time_range, row.book_advance, row.buffer, row.price, row.point_price])).toEqual(
      [
        [{ start: '07:00', end: '09:00' }, { count: 7, type: 'day' }, 2, 2500, 10],
        [{ start: '18:00', end: '21:00' }, { count: 7, type: 'day' }, 2, 3500, 14],
      ],
    );
    const got = await t.call(endpoints.availability.get, { params: { id: rule.id }, token: coach });
    expect(got.body.payload).toEqual(rule);
    const list = await t.call(endpoints.availability.list, { query: {}, token: owner });
    expect(list.body.payload.rows.map((r) => r.id)).toContain(rule.id);
    expect(list.body.payload.limit).toBe(30);
  });

  it('pages 30 at a time from an offset, also through the paging JSON', async () => {
    for (let i = 0; i < 3; i++) await add({ note: `Page rule ${i}` });
    const total = (await t.call(endpoints.availability.list, { query: {}, token: owner })).body.payload.count;
    const page = await t.call(endpoints.availability.list, { query: { offset: 1, limit: 2 }, token: owner });
    expect(page.body.payload).toMatchObject({ count: total, limit: 2, offset: 1 });
    expect(page.body.payload.rows).toHaveLength(2);
    const json = await t.call(endpoints.availability.list, {
      query: { paging: JSON.stringify({ limit: 1, offset: 0 }) },
      token: owner,
    });
    expect(json.body.payload.rows).toHaveLength(1);
    const bad = await t.call(endpoints.availability.list, { query: { paging: '{limit' }, token: owner });
    expect(bad.status).toBe(400);
    expect(bad.errors[0]?.field).toBe('paging');
    const tooMany = await t.callRaw(endpoints.availability.list, { query: { limit: 31 }, token: owner });
    expect(tooMany.status).toBe(400);
  });

  it('zeroes the points of a money-only rule and the price of a points-only rule', async () => {
    const money = await add({ book_pay_type: 1 });
    expect(money.rules.every((row) => row.point_price === 0 && row.price > 0)).toBe(true);
    const points = await add({ book_pay_type: '2' as unknown as 2 });
    expect(points.book_pay_type).toBe(2);
    expect(points.rules.every((row) => row.price === 0 && row.point_price > 0)).toBe(true);
  });

  it('refuses the form with the spec messages, naming the field, and writes nothing', async () => {
    const before = await partCounts();
    const cases: [Partial<RuleBody>, string, string][] = [
      [{ note: '   ' }, 'note', RULE_FORM_MESSAGES.required],
      [{ sport_id: null }, 'sport_id', RULE_FORM_MESSAGES.required],
      [{ who_can_book: [] }, 'who_can_book', RULE_FORM_MESSAGES.required],
      [{ courts: [] }, 'courts', RULE_FORM_MESSAGES.courts],
      [{ rules: [] }, 'rules', RULE_FORM_MESSAGES.lastRow],
      [
        {
          rules: [
            { days: [], start_time: '09:00', end_time: '09:00', price: 0, point_price: 0, advance: 1, buffer: 0 },
          ],
        },
        'rules.0.end_time',
        RULE_FORM_MESSAGES.times,
      ],
      [
        {
          rules: [
            { days: [], start_time: '10:00', end_time: '09:00', price: 0, point_price: 0, advance: 1, buffer: 0 },
          ],
        },
        'rules.0.end_time',
        RULE_FORM_MESSAGES.times,
      ],
      [
        {
          rules: [
            { days: [], start_time: '08:00', end_time: '10:00', price: 0, point_price: 0, advance: 1, buffer: 0 },
            { days: [], start_time: '09:30', end_time: '11:00', price: 0, point_price: 0, advance: 1, buffer: 0 },
          ],
        },
        'rules.1.start_time',
        RULE_FORM_MESSAGES.times,
      ],
      [
        {
          rules: [
            { days: [], start_time: '08:00', end_time: '10:00', price: -1, point_price: 0, advance: 1, buffer: 0 },
          ],
        },
        'rules.0.price',
        RULE_FORM_MESSAGES.price,
      ],
      [
        {
          rules: [
            { days: [], start_time: '08:00', end_time: '10:00', price: 0, point_price: 0, advance: 366, buffer: 0 },
          ],
        },
        'rules.0.advance',
        RULE_FORM_MESSAGES.advance,
      ],
      [
        {
          rules: [
            { days: [], start_time: '08:00', end_time: '10:00', price: 0, point_price: 0, advance: 3, buffer: -1 },
          ],
        },
        'rules.0.buffer',
        RULE_FORM_MESSAGES.buffer,
      ],
      [{ who_can_book: [{ for: 'plans', values: [999999] }] }, 'who_can_book.0.values', ''],
      [{ who_can_book: [{ for: 'groups', values: [] }] }, 'who_can_book.0.values', RULE_FORM_MESSAGES.whoValues],
      [
        { recurrence: { frequency: 'weekly', every: 1, days: [0], ends: 'occurrences', occurrences: 53 } },
        'recurrence.occurrences',
        'A weekly repeat can have at most 52 occurrences.',
      ],
      [
        { recurrence: { frequency: 'daily', every: 1, days: [], ends: 'date', end_date: localDate(400) } },
        'recurrence.end_date',
        'The repeat end date must be within 12 months from today.',
      ],
      [
        { filters: { min_age: 20, max_age: 10, min_level: null, max_level: null, gender: null } },
        'filters.max_age',
        RULE_FORM_MESSAGES.ages,
      ],
      [{ courts: [999999] }, 'courts.0', 'is not a court of this club.'],
      [{ who_can_book: [{ for: 'groups', values: [999999] }] }, 'who_can_book.0.values', ''],
      [{ who_can_book: [{ for: 'coaches', values: [await userIdOf(t, 'member')] }] }, 'who_can_book.0.values', ''],
    ];
    for (const [extra, field, message] of cases) {
      const answer = await t.call(endpoints.availability.add, { body: body(extra), token: owner });
      expect(answer.status, field).toBe(400);
      expect(answer.errors[0]?.field).toBe(field);
      if (message) expect(answer.errors[0]?.message).toBe(message);
    }
    for (const raw of [
      { ...body(), note: 5 },
      { ...body(), book_pay_type: 3 },
      { ...body(), start_date: '2026-02-30' },
      { ...body(), rules: [{ start_time: '7am', end_time: '09:00' }] },
      { ...body(), surprise: true },
    ]) {
      expect((await t.callRaw(endpoints.availability.add, { body: raw, token: owner })).status).toBe(400);
    }
    const malformed = await t.callRaw(endpoints.availability.add, { rawBody: '{"note":', token: owner });
    expect(malformed.status).toBe(400);
    expect(await partCounts()).toEqual(before);
  });

  it('admits coaches and facility groups by id and all (-3) of a kind', async () => {
    const coachId = await userIdOf(t, 'coach');
    const rule = await add({
      who_can_book: [
        { for: 'coaches', values: [coachId] },
        { for: 'facility_groups', values: [-3] },
        { for: 'plans', values: [-3] },
      ],
    });
    expect(rule.who_can_book).toEqual([
      { for: 'coaches', values: [coachId] },
      { for: 'facility_groups', values: [-3] },
      { for: 'plans', values: [-3] },
    ]);
    const options = await t.call(endpoints.availability.whoCanBook, { token: owner });
    expect(options.body.payload.coaches.map((c) => c.id)).toContain(coachId);
    expect(options.body.payload.groups.map((g) => g.id)).toContain(groupId);
    expect(options.body.payload.facility_groups.length).toBeGreaterThan(0);
    expect(options.body.payload.payments_connected).toBe(true);
  });

  it('opens rules to the public only while the club has a connected payment account', async () => {
    // The demo seed connects the demo club; this test takes the connection away and makes it again.
    await t.handle.db.delete(paymentAccounts).where(eq(paymentAccounts.businessId, clubId));
    const before = await ruleCount();
    const refused = await t.call(endpoints.availability.add, {
      body: body({ who_can_book: [{ for: 'public', values: [-1] }] }),
      token: owner,
    });
    expect(refused.status).toBe(400);
    const message = RULE_FORM_MESSAGES.publicNeedsPayments('the sandbox payment provider');
    expect(refused.body.message).toContain(message);
    expect(message).toContain('/private/stripe');
    expect(await ruleCount()).toBe(before);
    const options = await t.call(endpoints.availability.whoCanBook, { token: owner });
    expect(options.body.payload).toMatchObject({
      payments_connected: false,
      payment_provider: 'the sandbox payment provider',
    });

    await connectSandbox(t, owner);
    const open = await add({ who_can_book: [{ for: 'public', values: [-1] }] });
    expect(open.who_can_book).toEqual([{ for: 'public', values: [-1] }]);
    expect((await t.call(endpoints.availability.whoCanBook, { token: owner })).body.payload.payments_connected).toBe(
      true,
    );
  });

  it('needs settings update to change rules, court read to see them, and a session', async () => {
    const rule = await add();
    const before = await ruleCount();
    expect((await t.call(endpoints.availability.add, { body: body(), token: coach })).status).toBe(403);
    expect((await t.call(endpoints.availability.add, { body: body(), token: member })).status).toBe(403);
    expect(
      (await t.call(endpoints.availability.star, { params: { id: rule.id }, body: { stared: 1 }, token: coach }))
        .status,
    ).toBe(403);
    expect(
      (await t.call(endpoints.availability.delete, { params: { id: rule.id }, query: {}, token: member })).status,
    ).toBe(403);
    expect((await t.call(endpoints.availability.get, { params: { id: rule.id }, token: coach })).status).toBe(200);
    expect((await t.call(endpoints.availability.list, { query: {} })).status).toBe(401);
    expect((await t.call(endpoints.availability.add, { body: body() })).status).toBe(401);
    expect((await t.call(endpoints.availability.get, { params: { id: 999999 }, token: owner })).status).toBe(404);
    expect(await ruleCount()).toBe(before);
  });

  it('stars a rule: starred rules list first', async () => {
    const rule = await add({ note: 'Starred one' });
    const starred = await t.call(endpoints.availability.star, {
      params: { id: rule.id },
      body: { stared: 1 },
      token: owner,
    });
    expect(starred.body.payload.stared).toBe(1);
    const list = await t.call(endpoints.availability.list, { query: {}, token: owner });
    expect((list.body.payload as RuleList).rows[0]!.stared).toBe(1);
    const unstarred = await t.call(endpoints.availability.star, {
      params: { id: rule.id },
      body: { stared: false },
      token: owner,
    });
    expect(unstarred.body.payload.stared).toBe(0);
    expect(
      (await t.callRaw(endpoints.availability.star, { params: { id: rule.id }, body: { stared: 'yes' }, token: owner }))
        .status,
    ).toBe(400);
  });

  it('lists rules expiring within a month, soonest first, with their expiry; members get none', async () => {
    const soon = await add({
      note: 'Ends soon',
      recurrence: { frequency: 'daily', every: 1, days: [], ends: 'date', end_date: localDate(10) },
    });
    const later = await add({
      note: 'Ends later',
      recurrence: { frequency: 'weekly', every: 1, days: [0], ends: 'occurrences', occurrences: 2 },
      start_date: mondayFrom(3),
    });
    expect(soon.expiring).toBe(true);
    expect(later.ends_on).toBe(addDays(mondayFrom(3), 7));
    const expiring = await t.call(endpoints.availability.expiring, { token: owner });
    const ids = expiring.body.payload.map((rule) => rule.id);
    expect(ids).toContain(soon.id);
    expect(ids).toContain(later.id);
    const endings = expiring.body.payload.map((rule) => rule.ends_on);
    expect(endings).toEqual([...endings].sort());
    expect((await t.call(endpoints.availability.expiring, { token: member })).body.payload).toEqual([]);
  });

  it('updates all events (mode 2), this event only (mode 0) and this and following (mode 1)', async () => {
    const rule = await add({ note: 'To edit' });
    const all = await t.call(endpoints.availability.update, {
      params: { id: rule.id },
      body: { ...body({ note: 'Edited' }), mode: 2 },
      token: owner,
    });
    expect(all.status, all.body.message).toBe(200);
    expect(all.body.message).toBe('Your availability successfully updated.');
    expect(all.body.payload).toMatchObject({ id: rule.id, note: 'Edited' });

    const day = localDate(5);
    const single = await t.call(endpoints.availability.update, {
      params: { id: rule.id },
      body: { ...body({ note: 'Just that day', courts: [courts[0]!] }), mode: 0, date: day },
      token: owner,
    });
    expect(single.status, single.body.message).toBe(200);
    expect(single.body.payload).toMatchObject({
      note: 'Just that day',
      start_date: day,
      recurrence: null,
      ends_on: day,
      override_of: rule.id,
    });
    const parent = (await t.call(endpoints.availability.get, { params: { id: rule.id }, token: owner })).body.payload;
    expect(parent.excluded_dates).toEqual([day]);

    const from = localDate(20);
    const following = await t.call(endpoints.availability.update, {
      params: { id: rule.id },
      body: { ...body({ note: 'From the 20th' }), mode: 1, date: from },
      token: owner,
    });
    expect(following.status, following.body.message).toBe(200);
    expect(following.body.payload).toMatchObject({ note: 'From the 20th', start_date: from, ends_on: localDate(60) });
    const cut = (await t.call(endpoints.availability.get, { params: { id: rule.id }, token: owner })).body.payload;
    expect(cut.ends_on).toBe(localDate(19));
    expect(cut.recurrence).toMatchObject({ ends: 'date', end_date: localDate(19) });

    const notADay = await t.call(endpoints.availability.update, {
      params: { id: rule.id },
      body: { ...body(), mode: 0, date: localDate(40) },
      token: owner,
    });
    expect(notADay.status).toBe(400);
    expect(notADay.errors[0]?.field).toBe('date');
    const missing = await t.call(endpoints.availability.update, {
      params: { id: 999999 },
      body: { ...body(), mode: 2 },
      token: owner,
    });
    expect(missing.status).toBe(404);
    const bad = await t.call(endpoints.availability.update, {
      params: { id: rule.id },
      body: { ...body({ courts: [] }), mode: 2 },
      token: owner,
    });
    expect(bad.status).toBe(400);
    expect(
      (await t.call(endpoints.availability.get, { params: { id: rule.id }, token: owner })).body.payload.courts,
    ).toHaveLength(2);
  });

  it('deletes one day (group_by) or the whole rule with its single-day overrides', async () => {
    const rule = await add({ note: 'To delete' });
    const day = localDate(6);
    const override = await t.call(endpoints.availability.update, {
      params: { id: rule.id },
      body: { ...body({ note: 'Override' }), mode: 0, date: localDate(7) },
      token: owner,
    });
    const oneDay = await t.call(endpoints.availability.delete, {
      params: { id: rule.id },
      query: { group_by: day },
      token: owner,
    });
    expect(oneDay.status).toBe(200);
    expect(
      (await t.call(endpoints.availability.get, { params: { id: rule.id }, token: owner })).body.payload.excluded_dates,
    ).toEqual([day, localDate(7)]);
    const whole = await t.call(endpoints.availability.delete, { params: { id: rule.id }, query: {}, token: owner });
    expect(whole.body.payload.removed).toBe(2);
    expect((await t.call(endpoints.availability.get, { params: { id: rule.id }, token: owner })).status).toBe(404);
    expect(
      (await t.call(endpoints.availability.get, { params: { id: override.body.payload.id }, token: owner })).status,
    ).toBe(404);
    expect(
      (await t.call(endpoints.availability.delete, { params: { id: rule.id }, query: {}, token: owner })).status,
    ).toBe(404);
    expect(
      (await t.callRaw(endpoints.availability.delete, { params: { id: 1 }, query: { group_by: 'x' }, token: owner }))
        .status,
    ).toBe(400);
  });

  it('moves one day of a row to another court and time as single-day overrides', async () => {
    const rule = await add({ note: 'To move' });
    const day = localDate(8);
    const moved = await t.call(endpoints.availability.moveSingle, {
      body: {
        id: rule.id,
        old_court_id: courts[0]!,
        new_court_id: courts[2]!,
        old_start: at(day, '07:00'),
        old_end: at(day, '09:00'),
        new_start: at(day, '08:00'),
        new_end: at(day, '10:00'),
      },
      token: owner,
    });
    expect(moved.status, moved.body.message).toBe(200);
    expect(moved.body.payload).toMatchObject({ courts: [courts[2]], start_date: day, override_of: rule.id });
    expect(moved.body.payload.rules[0]!.time_range).toEqual({ start: '08:00', end: '10:00' });
    const parent = (await t.call(endpoints.availability.get, { params: { id: rule.id }, token: owner })).body.payload;
    expect(parent.excluded_dates).toEqual([day]);
    const listing = await t.call(endpoints.appointments.listing, {
      body: { startDate: at(day, '00:00'), endDate: at(localDate(9), '00:00') },
      token: owner,
    });
    const ruleEvents = listing.body.payload.filter((e) => e.type === 'microsettings' && e.record.note === 'To move');
    expect(ruleEvents.map((e) => [e.resourceId, e.start]).sort()).toEqual(
      [
        [courts[1], at(day, '07:00')],
        [courts[1], at(day, '18:00')],
        [courts[2], at(day, '08:00')],
        [courts[2], at(day, '18:00')],
      ].sort(),
    );
    const wrong = await t.call(endpoints.availability.moveSingle, {
      body: {
        id: rule.id,
        old_court_id: courts[1]!,
        new_court_id: courts[2]!,
        old_start: at(day, '06:00'),
        old_end: at(day, '07:00'),
        new_start: at(day, '08:00'),
        new_end: at(day, '10:00'),
      },
      token: owner,
    });
    expect(wrong.status).toBe(400);
  });

  it('the listing shows rules as microsettings events with prices per hour, to members too', async () => {
    const day = localDate(4);
    const rule = await add({ note: 'Listed', courts: [courts[3]!], book_pay_type: -1 });
    const listing = await t.call(endpoints.appointments.listing, {
      body: { startDate: at(day, '00:00'), endDate: at(localDate(5), '00:00') },
      token: member,
    });
    expect(listing.status).toBe(200);
    const events = listing.body.payload.filter((e) => e.type === 'microsettings' && e.id === rule.id);
    expect(
      events.map((e) => [e.resourceId, e.start, e.end, e.price_per_hour, e.point_per_hour, e.book_pay_type]),
    ).toEqual([
      [courts[3], at(day, '07:00'), at(day, '09:00'), 2500, 10, '-1'],
      [courts[3], at(day, '18:00'), at(day, '21:00'), 3500, 14, '-1'],
    ]);
    const business = await t.call(endpoints.availability.businessListing, {
      body: { startDate: at(day, '00:00'), endDate: at(localDate(5), '00:00') },
      token: owner,
    });
    expect(business.body.payload.filter((e) => e.id === rule.id)).toHaveLength(2);
    expect(business.body.payload.every((e) => e.type === 'microsettings')).toBe(true);
    const backwards = await t.call(endpoints.availability.businessListing, {
      body: { startDate: at(day, '10:00'), endDate: at(day, '09:00') },
      token: owner,
    });
    expect(backwards.status).toBe(400);
  });

  it('court/availability names the courts a rule already covers at those times', async () => {
    const day = localDate(9);
    const rule = await add({ note: 'Taken', courts: [courts[4]!], start_date: day, recurrence: null });
    const answer = await t.call(endpoints.availability.courtAvailability, {
      body: { start_time: at(day, '08:00'), end_time: at(day, '10:00'), recurrence: false },
      token: owner,
    });
    expect(answer.status, answer.body.message).toBe(200);
    const court = answer.body.payload.find((c) => c.court_id === courts[4]);
    expect(court).toMatchObject({ available: false, rules: [{ id: rule.id, note: 'Taken' }] });
    const excluded = await t.call(endpoints.availability.courtAvailability, {
      body: { start_time: at(day, '08:00'), end_time: at(day, '10:00'), exclude_id: rule.id, courts: [courts[4]!] },
      token: owner,
    });
    expect(excluded.body.payload).toEqual([
      expect.objectContaining({ court_id: courts[4], available: true, rules: [] }),
    ]);
    const weekly = await t.call(endpoints.availability.courtAvailability, {
      body: {
        start_time: at(addDays(day, -7), '08:30'),
        end_time: at(addDays(day, -7), '09:30'),
        recurrence: true,
        frequency: 'weekly',
        occurrences: 2,
        courts: [courts[4]!],
      },
      token: owner,
    });
    expect(weekly.body.payload[0]).toMatchObject({ available: false });
    const bad = await t.call(endpoints.availability.courtAvailability, {
      body: { start_time: at(day, '10:00'), end_time: at(day, '09:00') },
      token: owner,
    });
    expect(bad.status).toBe(400);
    expect(bad.errors[0]?.field).toBe('end_time');
  });

  it('add_complex_microsettings creates a rule from the sheet', async () => {
    const answer = await t.call(endpoints.availability.addFromSheet, {
      body: body({ note: 'From sheet' }),
      token: owner,
    });
    expect(answer.status).toBe(200);
    expect((answer.body.payload as { note: string }).note).toBe('From sheet');
    expect((await t.call(endpoints.availability.addFromSheet, { body: body(), token: coach })).status).toBe(403);
  });

  it('delete_rule takes the rule rows inside the window off that court, keeping the rest', async () => {
    const day = localDate(11);
    const rule = await add({ note: 'Window', courts: [courts[5]!, courts[6]!] });
    const answer = await t.call(endpoints.appointments.deleteRule, {
      body: { court_id: courts[5]!, start_time: at(day, '06:00'), end_time: at(day, '10:00') },
      token: owner,
    });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.payload).toMatchObject({ rules: 1 });
    const listing = await t.call(endpoints.appointments.listing, {
      body: { startDate: at(day, '00:00'), endDate: at(localDate(12), '00:00') },
      token: owner,
    });
    const events = listing.body.payload.filter((e) => e.type === 'microsettings' && e.record.note === 'Window');
    expect(events.map((e) => [e.resourceId, e.start]).sort()).toEqual(
      [
        [courts[5], at(day, '18:00')],
        [courts[6], at(day, '07:00')],
        [courts[6], at(day, '18:00')],
      ].sort(),
    );
    const parent = (await t.call(endpoints.availability.get, { params: { id: rule.id }, token: owner })).body.payload;
    expect(parent.excluded_dates).toEqual([day]);
  });

  it('rulesForPolicy loads the rules on the courts that may apply in a range', async () => {
    const day = localDate(13);
    const rule = await add({ note: 'Policy', courts: [courts[7]!], start_date: day, recurrence: null });
    const scope = new TenantScope(t.handle.db, clubId);
    const rules = await rulesForPolicy(scope, [courts[7]!], new Date(at(day, '08:00')), new Date(at(day, '09:00')));
    const found = rules.find((r) => r.id === rule.id);
    expect(found).toMatchObject({ court_ids: [courts[7]], start_date: day, recurrence: null, book_pay_type: -1 });
    expect(found!.rows).toHaveLength(2);
    expect(ruleAppliesOn(found!, day)).toBe(true);
    const elsewhere = await rulesForPolicy(
      scope,
      [courts[7]!],
      new Date(at(localDate(30), '08:00')),
      new Date(at(localDate(30), '09:00')),
    );
    expect(elsewhere.map((r) => r.id)).not.toContain(rule.id);
    expect(await rulesForPolicy(scope, [], new Date(), new Date())).toEqual([]);
  });

  it('the database refuses rows that break the pay type or the clamps', async () => {
    const rule = await add({ book_pay_type: 1 });
    const insertRow = (values: Partial<typeof availabilityRuleRows.$inferInsert>) =>
      t.handle.db.insert(availabilityRuleRows).values({
        businessId: clubId,
        ruleId: rule.id,
        position: 50,
        startMinute: 60,
        endMinute: 120,
        bookPayType: 1,
        ...values,
      });
    await expect(insertRow({ pointPrice: 5 })).rejects.toThrow();
    await expect(insertRow({ advanceDays: 400 })).rejects.toThrow();
    await expect(insertRow({ price: -1 })).rejects.toThrow();
    await expect(insertRow({ bookPayType: 2 })).rejects.toThrow();
    await expect(insertRow({ startMinute: 120, endMinute: 60 })).rejects.toThrow();
    const rows = await t.handle.db.select().from(availabilityRuleRows).where(eq(availabilityRuleRows.ruleId, rule.id));
    expect(rows).toHaveLength(2);
  });
});

function addDays(date: string, days: number): string {
  const value = new Date(`${date}T12:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

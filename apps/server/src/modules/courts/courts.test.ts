import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Court } from '@fairplay/contracts';
import { courts } from '@fairplay/db';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp, errorFields } from '../../test/harness.js';

const CONFLICT = 'Minimum and Max time settings are in conflict.';

const TENNIS = ['Centre Court', 'Court 2', 'Court 3', 'Court 4', 'Court 5', 'Court 6', 'Clay 1', 'Clay 2'];
const PICKLEBALL = ['Pickleball 1', 'Pickleball 2', 'Pickleball 3', 'Pickleball 4', 'Pickleball 5', 'Pickleball 6'];
const BAYS = ['Bay 1', 'Bay 2', 'Bay 3', 'Bay 4'];

/** The update body that leaves `court` as it is. */
function bodyOf(court: Court): Record<string, unknown> {
  const { id: _id, facility_group_id: _group, sport_category_id: _category, ...body } = court;
  return body;
}

describe('courts: list, read and update', () => {
  let t: TestApp;
  let owner: string;
  let all: Court[];
  let groups: { id: number; name: string; location_id: number; sport_category_id: number | null }[];

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    all = (await t.call(endpoints.courts.list, { token: owner })).body.payload;
    groups = (await t.call(endpoints.facilities.list, { token: owner })).body.payload;
  });
  afterAll(async () => t.close());

  const names = (list: Court[]) => list.map((court) => court.name);
  const court = (name: string) => all.find((item) => item.name === name)!;
  const group = (name: string) => groups.find((item) => item.name === name)!;
  const save = (id: number, body: Record<string, unknown>, token = owner) =>
    t.callRaw(endpoints.courts.update, { params: { id: id }, token, body });

  it('lists the 18 demo courts in facility-group order, then court order, with the defaults', async () => {
    expect(names(all)).toEqual([...TENNIS, ...PICKLEBALL, ...BAYS]);
    // Each court carries its group's sport category: racquet sports for tennis, golf for the bays.
    expect(group('Tennis').sport_category_id).not.toBeNull();
    expect(all.at(-1)!.sport_category_id).toBe(group('Golf simulators').sport_category_id);
    expect(all.at(-1)!.sport_category_id).not.toBe(all[0]!.sport_category_id);
    expect(all[0]).toEqual({
      id: expect.any(Number),
      name: 'Centre Court',
      facility_group_id: group('Tennis').id,
      sport_category_id: group('Tennis').sport_category_id,
      price: 0,
      details: '',
      surface: '',
      party_size: 4,
      virtual_court: false,
      blocked_courts: [],
      block_court_vertical_step: 0,
      is_block_court_vertical: false,
      booking_to_start: null,
      min_list_duration: null,
      max_time_for_singles: null,
      max_time_for_doubles: null,
      max_time_for_triples: null,
      max_time_for_quadruples: null,
      enable_max_time_for_bookings: false,
      time_to_start_booking: null,
      enable_time_to_start_booking: false,
    });
  });

  it('follows a new facility-group order', async () => {
    const order = {
      order_index: [group('Golf simulators'), group('Tennis'), group('Pickleball')].map((item, index) => ({
        id: item.id,
        order: index,
      })),
    };
    expect((await t.call(endpoints.facilities.reorder, { token: owner, body: order })).status).toBe(200);
    expect(names((await t.call(endpoints.courts.list, { token: owner })).body.payload)).toEqual([
      ...BAYS,
      ...TENNIS,
      ...PICKLEBALL,
    ]);
    const back = {
      order_index: [group('Tennis'), group('Pickleball'), group('Golf simulators')].map((item, index) => ({
        id: item.id,
        order: index,
      })),
    };
    expect((await t.call(endpoints.facilities.reorder, { token: owner, body: back })).status).toBe(200);
  });

  it('filters by the selected facility group and location', async () => {
    const byGroup = await t.call(endpoints.courts.list, {
      token: owner,
      headers: { 'facility-group-id': String(group('Pickleball').id) },
    });
    expect(names(byGroup.body.payload)).toEqual(PICKLEBALL);
    const byLocation = await t.call(endpoints.courts.list, {
      token: owner,
      headers: { 'location-id': String(group('Golf simulators').location_id) },
    });
    expect(names(byLocation.body.payload)).toEqual(BAYS);
    const main = { 'location-id': String(group('Tennis').location_id) };
    expect(names((await t.call(endpoints.courts.list, { token: owner, headers: main })).body.payload)).toEqual([
      ...TENNIS,
      ...PICKLEBALL,
    ]);
    const mismatch = {
      'location-id': String(group('Tennis').location_id),
      'facility-group-id': String(group('Golf simulators').id),
    };
    expect((await t.call(endpoints.courts.list, { token: owner, headers: mismatch })).body.payload).toEqual([]);
    const zeros = { 'location-id': '0', 'facility-group-id': '0' };
    expect((await t.call(endpoints.courts.list, { token: owner, headers: zeros })).body.payload).toHaveLength(18);
    expect(
      (await t.call(endpoints.courts.list, { token: owner, headers: { 'facility-group-id': '999999' } })).body.payload,
    ).toEqual([]);
    expect(
      (await t.call(endpoints.courts.list, { token: owner, headers: { 'facility-group-id': 'two' } })).status,
    ).toBe(400);
  });

  it('reads one court, 404 for an unknown id and 400 for a malformed one', async () => {
    const response = await t.call(endpoints.courts.get, { params: { id: court('Bay 2').id }, token: owner });
    expect(response.body).toEqual({ code: 200, message: 'Success', payload: court('Bay 2') });
    expect((await t.call(endpoints.courts.get, { params: { id: 999999 }, token: owner })).status).toBe(404);
    for (const id of ['abc', '0', '-3', '1.5', '1%27%20OR%201=1']) {
      const bad = await t.call(endpoints.courts.get, { params: { id: id }, token: owner });
      expect(bad.status, id).toBe(400);
      expect(bad.errors[0]?.field).toBe('id');
    }
  });

  it('updates each field on its own and answers the stored court', async () => {
    const target = court('Court 3');
    const other = court('Court 4');
    const changes: Record<string, unknown>[] = [
      { name: 'Stadium Court' },
      { price: 4500 },
      { details: 'Lights until 10 pm.' },
      { surface: 'Hard' },
      { party_size: 2 },
      { virtual_court: true },
      { blocked_courts: [other.id] },
      { block_court_vertical_step: 30 },
      { is_block_court_vertical: true },
      { booking_to_start: 30 },
      { min_list_duration: 90 },
      { max_time_for_singles: 120 },
      { max_time_for_doubles: 120 },
      { max_time_for_triples: 150 },
      { max_time_for_quadruples: 180 },
      { enable_max_time_for_bookings: true },
      { time_to_start_booking: 15 },
      { enable_time_to_start_booking: true },
    ];
    let current = target;
    for (const change of changes) {
      const response = await save(target.id, { ...bodyOf(current), ...change });
      expect(response.status, JSON.stringify(change)).toBe(200);
      expect(response.body.message).toBe('Court saved.');
      expect(response.body.payload).toEqual({ ...current, ...change });
      current = response.body.payload;
    }
    expect((await t.call(endpoints.courts.get, { params: { id: target.id }, token: owner })).body.payload).toEqual(
      current,
    );
    // Back to "the club's setting applies" with nulls; names and texts are trimmed.
    const reset = {
      booking_to_start: null,
      min_list_duration: null,
      max_time_for_singles: null,
      time_to_start_booking: null,
      name: '  Court 3 ',
      surface: ' Clay ',
    };
    const cleared = await save(target.id, { ...bodyOf(current), ...reset });
    expect(cleared.body.payload).toMatchObject({ ...reset, name: 'Court 3', surface: 'Clay' });
    // Only that court changed.
    expect((await t.call(endpoints.courts.get, { params: { id: other.id }, token: owner })).body.payload).toEqual(
      other,
    );
  });

  it('refuses a minimum duration above a max time when all four are set and the limit is off', async () => {
    const target = court('Pickleball 1');
    const maxes = {
      booking_to_start: 30,
      max_time_for_singles: 60,
      max_time_for_doubles: 90,
      max_time_for_triples: 90,
      max_time_for_quadruples: 90,
    };
    const before = await t.handle.db.select().from(courts).where(eq(courts.id, target.id));
    const refused = await save(target.id, {
      ...bodyOf(target),
      ...maxes,
      min_list_duration: 90,
      enable_max_time_for_bookings: false,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(CONFLICT);
    expect(refused.errors).toEqual([{ field: 'min_list_duration', message: CONFLICT }]);
    // The club's minimum (60) applies when the court's is null: 60 > 30 conflicts too.
    const clubMin = await save(target.id, { ...bodyOf(target), ...maxes, max_time_for_singles: 30 });
    expect(clubMin.status).toBe(400);
    expect(clubMin.errors[0]).toEqual({ field: 'min_list_duration', message: CONFLICT });
    expect(await t.handle.db.select().from(courts).where(eq(courts.id, target.id))).toEqual(before);

    // Allowed: the limit enabled, one max time unset, or the minimum within every max time.
    const allowed = [
      { ...maxes, min_list_duration: 90, enable_max_time_for_bookings: true },
      { ...maxes, max_time_for_singles: null, min_list_duration: 90 },
      { ...maxes, min_list_duration: 60 },
    ];
    for (const change of allowed) {
      expect((await save(target.id, { ...bodyOf(target), ...change })).status, JSON.stringify(change)).toBe(200);
    }
  });

  it('keeps the minimum duration a multiple of the booking step (the court’s, or the club’s when null)', async () => {
    const target = court('Pickleball 2');
    const bad = [
      { booking_to_start: 30, min_list_duration: 45 },
      { booking_to_start: null, min_list_duration: 90 },
    ];
    for (const change of bad) {
      const response = await save(target.id, { ...bodyOf(target), ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.errors[0]?.field).toBe('min_list_duration');
      expect(errorFields(response)).toContain('min_list_duration');
    }
    // A club minimum of 90 in steps of 30 does not fit a court stepping by 60 unless the court sets its own.
    const settings = (body: Record<string, number>) => t.call(endpoints.settings.update, { token: owner, body });
    expect((await settings({ booking_to_start: 30, min_list_duration: 90 })).status).toBe(200);
    const clubMin = await save(target.id, { ...bodyOf(target), booking_to_start: 60, min_list_duration: null });
    expect(clubMin.status).toBe(400);
    expect(clubMin.errors[0]).toMatchObject({
      field: 'min_list_duration',
      message: expect.stringContaining("club's minimum duration (90 minutes)"),
    });
    expect((await save(target.id, { ...bodyOf(target), booking_to_start: 60, min_list_duration: 120 })).status).toBe(
      200,
    );
    expect((await settings({ booking_to_start: 60, min_list_duration: 60 })).status).toBe(200);
    for (const change of [
      { booking_to_start: 15, min_list_duration: 45 },
      { booking_to_start: null, min_list_duration: 120 },
      { booking_to_start: 15, min_list_duration: null },
    ]) {
      expect((await save(target.id, { ...bodyOf(target), ...change })).status, JSON.stringify(change)).toBe(200);
    }
  });

  it('takes only other courts of the club as blocked courts, without repeats', async () => {
    const target = court('Clay 1');
    const dup = await save(target.id, {
      ...bodyOf(target),
      blocked_courts: [court('Clay 2').id, court('Clay 2').id, court('Court 6').id],
    });
    expect(dup.body.payload.blocked_courts).toEqual([court('Clay 2').id, court('Court 6').id]);
    const rows = async () => t.handle.db.select().from(courts).orderBy(asc(courts.id));
    const before = await rows();
    for (const blocked of [[target.id], [court('Clay 2').id, 999999]]) {
      const response = await save(target.id, { ...bodyOf(target), blocked_courts: blocked });
      expect(response.status, JSON.stringify(blocked)).toBe(400);
      expect(response.errors[0]?.field).toBe('blocked_courts');
    }
    expect(await rows()).toEqual(before);
  });

  it('answers 404 for an unknown court and writes nothing', async () => {
    const response = await save(999999, bodyOf(court('Court 2')));
    expect(response.status).toBe(404);
    expect(response.body.code).toBe(404);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, coachAvailabilities, coachBlocks, lessons } from '@fairplay/db';
import { endpoints } from '@fairplay/contracts';
import { COACH_MESSAGES } from '@fairplay/domain';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, mondayFrom, userIdOf } from '../../test/appointments-kit.js';
import { addAvailability, availability } from '../../test/coaches-kit.js';
import { demoClub, type Club } from '../../test/lessons-kit.js';
import { registerSecondClub } from '../../test/second-club.js';

const table = endpoints.coaches;

describe('coach availability (issue 11)', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let sofia: string;
  let sofiaId: number;
  let jamesId: number;
  let club: Club;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    sofia = await t.login('coach.sofia');
    sofiaId = await userIdOf(t, 'coach.sofia');
    jamesId = await userIdOf(t, 'coach.james');
    const clubId = await clubIdOf(t, owner);
    club = await demoClub(t, clubId, await courtIdsOf(t, clubId));
  });
  afterAll(async () => t.close());

  const rowsOf = (id: number) => t.handle.db.select().from(coachAvailabilities).where(eq(coachAvailabilities.id, id));

  it('lets staff publish, change, list and delete any coach’s availability', async () => {
    const monday = mondayFrom(200);
    const created = await t.call(table.add, { body: availability(club, monday, { coach_id: jamesId }), token: owner });
    expect(created.status, created.body.message).toBe(200);
    expect(created.body.message).toBe(COACH_MESSAGES.created);
    expect(created.body.payload).toMatchObject({
      coach_id: jamesId,
      lesson_type_id: club.typeId,
      lesson_type_name: 'Private Lesson',
      lesson_is_min_max_enabled: true,
      lesson_type_min_list_duration: 60,
      courts: [club.courts[0], club.courts[1]],
      settings: [{ start_time: '08:00', end_time: '12:00', price: 6000, point_price: 60, advance: 365, buffer: 2 }],
      min_max_dates: { min_start_time: '08:00', max_end_time: '12:00' },
    });
    const id = created.body.payload.id;
    const changed = await t.call(table.update, {
      params: { id },
      body: availability(club, monday, {
        coach_id: jamesId,
        settings: [
          { days: [], start_time: '09:00', end_time: '11:00', price: 8000, point_price: 0, advance: 30, buffer: 0 },
        ],
      }),
      token: owner,
    });
    expect(changed.status, changed.body.message).toBe(200);
    expect(changed.body.message).toBe(COACH_MESSAGES.updated);
    expect(changed.body.payload.settings[0]).toMatchObject({ start_time: '09:00', price: 8000, advance: 30 });
    const listed = await t.call(table.list, {
      body: { startDate: at(monday, '00:00'), endDate: at(mondayFrom(207), '00:00'), coach_id: jamesId },
      token: owner,
    });
    expect(listed.body.payload.map((row) => row.id)).toContain(id);
    const removed = await t.call(table.remove, { body: { id }, token: owner });
    expect(removed.body.payload).toEqual({ removed: 1 });
    expect(await rowsOf(id)).toHaveLength(0);
    expect((await t.call(table.remove, { body: { id }, token: owner })).status).toBe(404);
  });

  it('lets a coach manage only their own availability', async () => {
    const monday = mondayFrom(214);
    const own = await t.call(table.add, { body: availability(club, monday, { is_coach: true }), token: sofia });
    expect(own.status, own.body.message).toBe(200);
    expect(own.body.payload.coach_id).toBe(sofiaId);
    const others = await t.call(table.add, { body: availability(club, monday, { coach_id: jamesId }), token: sofia });
    expect(others.status).toBe(403);
    const theirs = await addAvailability(t, owner, availability(club, monday, { coach_id: jamesId }));
    const edit = await t.call(table.update, {
      params: { id: theirs.id },
      body: availability(club, monday, { coach_id: sofiaId }),
      token: sofia,
    });
    expect(edit.status).toBe(403);
    expect((await t.call(table.remove, { body: { id: theirs.id }, token: sofia })).status).toBe(403);
    expect(await rowsOf(theirs.id)).toHaveLength(1);
    const listed = await t.call(table.list, {
      body: { startDate: at(monday, '00:00'), endDate: at(mondayFrom(221), '00:00') },
      token: sofia,
    });
    expect(new Set(listed.body.payload.map((row) => row.coach_id))).toEqual(new Set([sofiaId]));
  });

  it('answers bad input with 400 naming the field and the spec’s texts, writing nothing', async () => {
    const monday = mondayFrom(228);
    const before = (await t.handle.db.select().from(coachAvailabilities)).length;
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ lesson_type_id: null }, 'lesson_type_id', COACH_MESSAGES.required],
      [{ courts: [] }, 'courts', COACH_MESSAGES.courts],
      [{ settings: [{ start_time: '08:00', end_time: '09:00', advance: 0 }] }, 'settings.0.advance', undefined],
      [{ settings: [{ start_time: '08:00', end_time: '09:00', advance: 366 }] }, 'settings.0.advance', undefined],
      [{ settings: [{ start_time: '10:00', end_time: '09:00' }] }, 'settings', undefined],
      [{ note: '' }, 'note', undefined],
      [{ who_can_book: [] }, 'who_can_book', undefined],
      [{ coach_id: 'x' }, 'coach_id', undefined],
      [{ start_date: 'soon' }, 'start_date', undefined],
      [{ courts: [99999999] }, 'courts.0', undefined],
      [{ lesson_type_id: 99999999 }, 'lesson_type_id', undefined],
      [{ coach_id: await userIdOf(t, 'member') }, 'coach_id', COACH_MESSAGES.notACoach],
      [{ surprise: 1 }, '', undefined],
    ];
    for (const [change, field, message] of cases) {
      const body = { ...availability(club, monday, { coach_id: jamesId }), ...change };
      const response = await t.callRaw(table.add, { body, token: owner });
      expect(response.status, JSON.stringify(change)).toBe(400);
      if (field) expect(response.errors[0]?.field, JSON.stringify(change)).toMatch(new RegExp(`^${field}`));
      if (message) expect(response.body.message).toBe(message);
    }
    const advance = await t.callRaw(table.add, {
      body: {
        ...availability(club, monday, { coach_id: jamesId }),
        settings: [{ start_time: '08:00', end_time: '09:00', advance: 0 }],
      },
      token: owner,
    });
    expect(advance.errors[0]?.message).toBe(COACH_MESSAGES.advance);
    expect((await t.handle.db.select().from(coachAvailabilities)).length).toBe(before);
    expect((await t.call(table.add, { body: availability(club, monday), token: member })).status).toBe(403);
    expect((await t.call(table.add, { body: availability(club, monday) })).status).toBe(401);
  });

  it('blocks and unblocks coach time, shown red to staff and hidden from members', async () => {
    const monday = mondayFrom(235);
    await addAvailability(t, owner, availability(club, monday, { coach_id: jamesId }));
    const bad = await t.call(table.block, {
      body: { startDate: at(monday, '10:00'), endDate: at(monday, '09:00'), coach_id: jamesId },
      token: owner,
    });
    expect(bad.status).toBe(400);
    expect(bad.errors[0]).toEqual({ field: 'endDate', message: COACH_MESSAGES.invalidRange });
    const blocked = await t.call(table.block, {
      body: { startDate: at(monday, '09:00'), endDate: at(monday, '10:00'), coach_id: jamesId },
      token: owner,
    });
    expect(blocked.status, blocked.body.message).toBe(200);
    expect(blocked.body.message).toBe(COACH_MESSAGES.blocked);
    const filters = {
      startDate: at(monday, '00:00'),
      endDate: at(monday, '23:59'),
      coach_id: jamesId,
      lesson_type_id: club.typeId,
      court_id: club.courts[0]!,
    };
    const staff = await t.call(table.listing, { body: filters, token: owner });
    expect(staff.body.payload.map((e) => [e.block, e.start, e.end, e.color])).toEqual([
      [false, at(monday, '08:00'), at(monday, '09:00'), '#fcc419'],
      [true, at(monday, '09:00'), at(monday, '10:00'), '#fa5252'],
      [false, at(monday, '10:00'), at(monday, '12:00'), '#fcc419'],
    ]);
    const seen = await t.call(table.listing, { body: filters, token: member });
    expect(seen.body.payload.map((e) => [e.block, e.start])).toEqual([
      [false, at(monday, '08:00')],
      [false, at(monday, '10:00')],
    ]);
    const list = await t.call(table.blocks, {
      body: { startDate: at(monday, '00:00'), endDate: at(monday, '23:59'), coach_id: jamesId },
      token: owner,
    });
    expect(list.body.payload.map((b) => [b.start, b.end])).toEqual([[at(monday, '09:00'), at(monday, '10:00')]]);
    expect(
      (
        await t.call(table.blocks, {
          body: { startDate: at(monday, '00:00'), endDate: at(monday, '23:59') },
          token: member,
        })
      ).status,
    ).toBe(403);
    // Unblocking the middle keeps the outer parts.
    await t.call(table.unblock, {
      body: { startDate: at(monday, '09:15'), endDate: at(monday, '09:45'), coach_id: jamesId },
      token: owner,
    });
    const rows = await t.handle.db.select().from(coachBlocks).where(eq(coachBlocks.coachId, jamesId));
    expect(rows.map((row) => [row.startsAt.toISOString(), row.endsAt.toISOString()]).sort()).toEqual([
      [at(monday, '09:00'), at(monday, '09:15')],
      [at(monday, '09:45'), at(monday, '10:00')],
    ]);
    const sofiaBlocks = await t.call(table.block, {
      body: { startDate: at(monday, '09:00'), endDate: at(monday, '10:00'), coach_id: jamesId },
      token: sofia,
    });
    expect(sofiaBlocks.status).toBe(403);
    expect(
      (
        await t.call(table.block, {
          body: { startDate: at(monday, '09:00'), endDate: at(monday, '10:00') },
          token: member,
        })
      ).status,
    ).toBe(403);
  });

  it('keeps availability and blocks in their club', async () => {
    const monday = mondayFrom(242);
    const ours = await addAvailability(t, owner, availability(club, monday, { coach_id: jamesId }));
    const b = await registerSecondClub(t, 'coach');
    const update = await t.call(table.update, {
      params: { id: ours.id },
      body: availability(club, monday, { coach_id: jamesId }),
      token: b.token,
    });
    expect(update.status).toBe(404);
    expect((await t.call(table.remove, { body: { id: ours.id }, token: b.token })).status).toBe(404);
    expect(await rowsOf(ours.id)).toHaveLength(1);
    const listing = await t.call(table.list, {
      body: { startDate: at(monday, '00:00'), endDate: at(mondayFrom(249), '00:00') },
      token: b.token,
    });
    expect(listing.body.payload).toEqual([]);
    const events = await t.call(table.listing, {
      body: { startDate: at(monday, '00:00'), endDate: at(monday, '23:59') },
      token: b.token,
    });
    expect(events.body.payload).toEqual([]);
    // Club A's coach, type and courts are not club B's.
    const theirs = await t.call(table.add, { body: availability(club, monday, { coach_id: jamesId }), token: b.token });
    expect(theirs.status).toBe(400);
    const block = await t.call(table.block, {
      body: { startDate: at(monday, '09:00'), endDate: at(monday, '10:00'), coach_id: jamesId },
      token: b.token,
    });
    expect(block.status).toBe(400);
    expect(
      (
        await t.call(table.coaches, {
          params: { id: club.clubId },
          body: { startDate: at(monday, '00:00'), endDate: at(monday, '23:59') },
          token: b.token,
        })
      ).status,
    ).toBe(404);
    const session = await t.call(table.cancel, { params: { id: 1 }, token: b.token });
    expect(session.status).toBe(404);
    expect(
      (await t.handle.db.select().from(lessons).where(eq(lessons.businessId, club.clubId))).length,
    ).toBeGreaterThan(0);
    expect(
      (await t.handle.db.select().from(appointments).where(eq(appointments.businessId, b.businessId))).length,
    ).toBe(0);
  });
});

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type RestrictionInput } from '@fairplay/contracts';
import { appointmentParticipants, restrictionOverrides, restrictions as restrictionsTable } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { addDaysToDate } from '@fairplay/domain';
import {
  allowOverlappingCourts,
  clubIdOf,
  courtIdsOf,
  mondayFrom,
  rowsOnCourtFrom,
  spot,
  userIdOf,
} from '../../test/appointments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';
import { expectFieldError } from '../../test/users-kit.js';

const table = endpoints.restrictions;
const book = endpoints.appointments;

describe('restrictions and overrides', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let reception: string;
  let courts: number[];
  let memberId: number;
  let noahId: number;
  let groupId: number;
  let other: { token: string; restrictionId: number; overrideId: number };
  beforeAll(async () => {
    t = await startTestApp();
    [owner, member, reception] = await Promise.all([t.login('owner'), t.login('member'), t.login('reception')]);
    // These bookings put one member on courts at overlapping times: the one-court rule has its own tests.
    await allowOverlappingCourts(t, owner);
    courts = await courtIdsOf(t, await clubIdOf(t, owner));
    memberId = await userIdOf(t, 'member');
    noahId = await userIdOf(t, 'noah.fischer');
    // A group of one: the restrictions below hold for the demo member alone.
    const group = await t.call(endpoints.groups.create, { body: { name: 'Restricted players' }, token: owner });
    groupId = group.body.payload.id;
    await t.call(endpoints.groups.addMembers, {
      params: { id: groupId },
      body: { member_ids: [memberId] },
      token: owner,
    });
    const second = await registerSecondClub(t, 'r');
    const theirs = await t.call(table.add, {
      body: { name: 'Their limit', unit: 'bookings', period: 'week', max_value: 1 },
      token: second.token,
    });
    const ownerId = (await t.call(endpoints.users.info, { token: second.token })).body.payload.user_id;
    const theirOverride = await t.call(table.addOverride, {
      body: { restriction_id: theirs.body.payload.id, user_id: ownerId, max_value: 5 },
      token: second.token,
    });
    other = { token: second.token, restrictionId: theirs.body.payload.id, overrideId: theirOverride.body.payload.id };
  });
  afterAll(async () => t.close());

  const weekly = (changes: Partial<RestrictionInput> = {}) => ({
    name: 'Weekly limit',
    unit: 'bookings' as const,
    period: 'week' as const,
    max_value: 2,
    all_members: false,
    group_ids: [groupId],
    ...changes,
  });
  /** Creates a restriction for the test and removes it afterwards. */
  async function withRestriction(body: Record<string, unknown>, run: (id: number) => Promise<void>) {
    const created = await t.call(table.add, { body: body as RestrictionInput, token: owner });
    expect(created.status).toBe(200);
    try {
      await run(created.body.payload.id);
    } finally {
      await t.call(table.delete, { params: { id: created.body.payload.id }, token: owner });
    }
  }
  const addBook = (court: number, date: string, from: string, to: string, token = member, extra = {}) =>
    t.call(book.addBook, { body: spot(court, date, from, to, extra), token });
  const statistics = (id: number, token = owner) =>
    t.call(table.statistics, { params: { id }, body: { time_unit: 'week', unit_period: 4 }, token });
  const restrictionCount = async () => (await t.handle.db.select({ n: count() }).from(restrictionsTable))[0]!.n;

  describe('the calls', () => {
    it('adds, lists, updates and deletes a restriction with every field', async () => {
      const body = weekly({
        name: 'Prime time',
        max_value: 3,
        week_start: 6,
        prime_time: { days: [0, 1, 2, 3, 4], start_time: '17:00', end_time: '21:00' },
        facility_group_id: null,
        sport_id: 1,
        applies_to_staff: true,
        active: false,
      });
      const created = await t.call(table.add, { body, token: owner });
      expect(created.status).toBe(200);
      expect(created.body.message).toBe('Restriction created.');
      expect(created.body.payload).toMatchObject({
        name: 'Prime time',
        max_value: 3,
        week_start: 6,
        prime_time: { days: [0, 1, 2, 3, 4], start_time: '17:00', end_time: '21:00' },
        sport_id: 1,
        all_members: false,
        group_ids: [groupId],
        member_type_ids: [],
        plan_ids: [],
        applies_to_staff: true,
        active: false,
        override_count: 0,
      });
      const id = created.body.payload.id;
      const listed = await t.call(table.all, { token: reception });
      expect(listed.body.payload.map((r) => r.id)).toContain(id);
      expect(listed.body.payload.map((r) => r.id)).not.toContain(other.restrictionId);
      const updated = await t.call(table.update, {
        params: { id },
        body: {
          ...body,
          name: 'Evenings',
          prime_time: { days: [5], start_time: '18:00', end_time: '00:00' },
          all_members: true,
          group_ids: [],
        },
        token: owner,
      });
      expect(updated.body.payload).toMatchObject({
        name: 'Evenings',
        prime_time: { days: [5], start_time: '18:00', end_time: '00:00' },
        all_members: true,
        group_ids: [],
      });
      const deleted = await t.call(table.delete, { params: { id }, token: owner });
      expect(deleted.status).toBe(200);
      expect((await t.call(table.delete, { params: { id }, token: owner })).status).toBe(404);
    });

    it('refuses bad input naming the field, and writes nothing', async () => {
      const before = await restrictionCount();
      expectFieldError(await t.callRaw(table.add, { body: { ...weekly(), name: '' }, token: owner }), 'name');
      expectFieldError(await t.callRaw(table.add, { body: { ...weekly(), unit: 'hours' }, token: owner }), 'unit');
      expectFieldError(await t.callRaw(table.add, { body: { ...weekly(), max_value: -1 }, token: owner }), 'max_value');
      expectFieldError(
        await t.callRaw(table.add, {
          body: { ...weekly(), prime_time: { days: [0], start_time: '21:00', end_time: '17:00' } },
          token: owner,
        }),
        'prime_time.end_time',
      );
      expectFieldError(
        await t.callRaw(table.add, { body: { ...weekly(), group_ids: [] }, token: owner }),
        'member_type_ids',
      );
      expectFieldError(
        await t.callRaw(table.add, { body: { ...weekly(), group_ids: [groupId, 999999] }, token: owner }),
        'group_ids.1',
      );
      expectFieldError(
        await t.callRaw(table.add, { body: { ...weekly(), sport_id: 999999 }, token: owner }),
        'sport_id',
      );
      expectFieldError(await t.callRaw(table.add, { body: { ...weekly(), surprise: 1 }, token: owner }), 'surprise');
      const malformed = await t.callRaw(table.add, { rawBody: '{"name":', token: owner });
      expect(malformed.status).toBe(400);
      expect(await restrictionCount()).toBe(before);
    });

    it("another club's restriction and override answer 404 and stay as they were", async () => {
      expect(
        (await t.call(table.update, { params: { id: other.restrictionId }, body: weekly(), token: owner })).status,
      ).toBe(404);
      expect((await t.call(table.delete, { params: { id: other.restrictionId }, token: owner })).status).toBe(404);
      expect((await t.call(table.override, { params: { id: other.overrideId }, token: owner })).status).toBe(404);
      expect(
        (await t.call(table.updateOverride, { params: { id: other.overrideId }, body: { exempt: true }, token: owner }))
          .status,
      ).toBe(404);
      expect((await t.call(table.deleteOverride, { params: { id: other.overrideId }, token: owner })).status).toBe(404);
      expect(
        (
          await t.call(table.addOverride, {
            body: { restriction_id: other.restrictionId, user_id: memberId, exempt: true },
            token: owner,
          })
        ).status,
      ).toBe(404);
      const [theirs] = await t.handle.db
        .select()
        .from(restrictionOverrides)
        .where(eq(restrictionOverrides.id, other.overrideId));
      expect(theirs).toMatchObject({ exempt: false, maxValue: 5 });
      expect((await statistics(memberId, other.token)).status).toBe(404);
    });

    it('asks for a session (401) and the settings permission (403)', async () => {
      expect((await t.call(table.all)).status).toBe(401);
      expect((await t.call(table.all, { token: member })).status).toBe(403);
      expect((await t.call(table.add, { body: weekly(), token: reception })).status).toBe(403);
      expect((await t.call(table.overrides, { query: {}, token: member })).status).toBe(403);
      expect(
        (
          await t.call(table.addOverride, {
            body: { restriction_id: 1, user_id: memberId, exempt: true },
            token: reception,
          })
        ).status,
      ).toBe(403);
      expect((await t.call(table.statistics, { params: { id: memberId }, body: {} })).status).toBe(401);
      // A member reads their own and their family's statistics, nobody else's.
      expect((await statistics(memberId, member)).status).toBe(200);
      expect((await statistics(await userIdOf(t, 'mia.wilson'), member)).status).toBe(200);
      expect((await statistics(noahId, member)).status).toBe(403);
    });

    it('overrides: add, list, read, change, refuse a second one, remove', async () => {
      await withRestriction(weekly(), async (restrictionId) => {
        const added = await t.call(table.addOverride, {
          body: { restriction_id: restrictionId, user_id: memberId, max_value: 4, note: 'League captain' },
          token: owner,
        });
        expect(added.status).toBe(200);
        expect(added.body.payload).toMatchObject({
          user_id: memberId,
          first_name: 'Emma',
          restriction_name: 'Weekly limit',
          exempt: false,
          max_value: 4,
          ends_on: null,
          in_force: true,
        });
        const id = added.body.payload.id;
        const again = await t.call(table.addOverride, {
          body: { restriction_id: restrictionId, user_id: memberId, exempt: true },
          token: owner,
        });
        expect(again.status).toBe(409);
        const list = await t.call(table.overrides, { query: { user_id: memberId }, token: reception });
        expect(list.body.payload.map((o) => o.id)).toEqual([id]);
        const changed = await t.call(table.updateOverride, {
          params: { id },
          body: { exempt: true, ends_on: '2020-01-01' },
          token: owner,
        });
        expect(changed.body.payload).toMatchObject({
          exempt: true,
          max_value: null,
          ends_on: '2020-01-01',
          in_force: false,
        });
        expect((await t.call(table.override, { params: { id }, token: owner })).body.payload.id).toBe(id);
        expectFieldError(
          await t.callRaw(table.updateOverride, { params: { id }, body: { exempt: true, max_value: 3 }, token: owner }),
          'max_value',
        );
        expectFieldError(
          await t.callRaw(table.addOverride, {
            body: { restriction_id: restrictionId, user_id: memberId, max_value: 2, ends_on: '31/12' },
            token: owner,
          }),
          'ends_on',
        );
        expect(
          (
            await t.call(table.addOverride, {
              body: { restriction_id: restrictionId, user_id: 999999, exempt: true },
              token: owner,
            })
          ).status,
        ).toBe(404);
        expect((await t.call(table.deleteOverride, { params: { id }, token: owner })).status).toBe(200);
        expect((await t.call(table.override, { params: { id }, token: owner })).status).toBe(404);
      });
    });
  });

  describe('enforcement on bookings', () => {
    it('bookings per week: up to the limit, refused past it with the usage, the next week free', async () => {
      const monday = mondayFrom(150);
      await withRestriction(weekly(), async () => {
        expect((await addBook(courts[0]!, monday, '09:00', '10:00')).status).toBe(200);
        expect((await addBook(courts[0]!, addDaysToDate(monday, 1), '09:00', '10:00')).status).toBe(200);
        const refused = await addBook(courts[0]!, addDaysToDate(monday, 2), '09:00', '10:00');
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe(
          `You have used 2 of 2 bookings in the week starting ${monday} (restriction “Weekly limit”).`,
        );
        expect((await addBook(courts[0]!, addDaysToDate(monday, 7), '09:00', '10:00')).status).toBe(200);
      });
    });

    it('minutes per day count on the club-local day', async () => {
      const day = addDaysToDate(mondayFrom(160), 2);
      // Members' bookings keep the club's minimum length (60 minutes in the demo).
      await withRestriction(weekly({ name: 'Juniors', unit: 'minutes', period: 'day', max_value: 120 }), async () => {
        expect((await addBook(courts[1]!, day, '09:00', '10:00')).status).toBe(200);
        expect((await addBook(courts[1]!, day, '10:00', '11:00')).status).toBe(200);
        const refused = await addBook(courts[1]!, day, '11:00', '12:00');
        expect(refused.body.message).toBe(`You have used 120 of 120 minutes on ${day} (restriction “Juniors”).`);
        expect((await addBook(courts[1]!, addDaysToDate(day, 1), '11:00', '12:00')).status).toBe(200);
      });
    });

    it('upcoming bookings held at once', async () => {
      const base = await upcomingCount();
      const day = mondayFrom(170);
      await withRestriction(weekly({ name: 'At once', period: 'upcoming', max_value: base + 1 }), async () => {
        expect((await addBook(courts[2]!, day, '09:00', '10:00')).status).toBe(200);
        const refused = await addBook(courts[2]!, addDaysToDate(day, 1), '09:00', '10:00');
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe(
          `You hold ${base + 1} of ${base + 1} upcoming bookings (restriction “At once”).`,
        );
      });
    });

    it('prime time counts only bookings that overlap the window', async () => {
      const monday = mondayFrom(180);
      const prime = { days: [0, 1, 2, 3, 4], start_time: '17:00', end_time: '21:00' };
      await withRestriction(weekly({ name: 'Prime time', max_value: 1, prime_time: prime }), async () => {
        expect((await addBook(courts[3]!, monday, '17:00', '18:00')).status).toBe(200);
        // Just outside: ends as the window opens, or on the weekend.
        expect((await addBook(courts[3]!, addDaysToDate(monday, 1), '16:00', '17:00')).status).toBe(200);
        expect((await addBook(courts[3]!, addDaysToDate(monday, 5), '18:00', '19:00')).status).toBe(200);
        const inside = await addBook(courts[3]!, addDaysToDate(monday, 2), '16:30', '17:30');
        expect(inside.body.message).toBe(
          `You have used 1 of 1 booking in prime time in the week starting ${monday} (restriction “Prime time”).`,
        );
      });
    });

    it("an override raises the member's limit, exempts them, and lapses after its date", async () => {
      const monday = mondayFrom(190);
      await withRestriction(weekly({ max_value: 1 }), async (restrictionId) => {
        expect((await addBook(courts[4]!, monday, '09:00', '10:00')).status).toBe(200);
        expect((await addBook(courts[4]!, addDaysToDate(monday, 1), '09:00', '10:00')).status).toBe(400);
        const override = await t.call(table.addOverride, {
          body: { restriction_id: restrictionId, user_id: memberId, max_value: 2 },
          token: owner,
        });
        expect((await addBook(courts[4]!, addDaysToDate(monday, 1), '09:00', '10:00')).status).toBe(200);
        expect((await addBook(courts[4]!, addDaysToDate(monday, 2), '09:00', '10:00')).status).toBe(400);
        const id = override.body.payload.id;
        await t.call(table.updateOverride, { params: { id }, body: { exempt: true }, token: owner });
        expect((await addBook(courts[4]!, addDaysToDate(monday, 2), '09:00', '10:00')).status).toBe(200);
        await t.call(table.updateOverride, {
          params: { id },
          body: { exempt: true, ends_on: '2020-01-01' },
          token: owner,
        });
        expect((await addBook(courts[4]!, addDaysToDate(monday, 3), '09:00', '10:00')).status).toBe(400);
      });
    });

    it('staff booking for the member may exceed it unless it applies to staff; add_many and book_for are held too', async () => {
      const monday = mondayFrom(200);
      await withRestriction(weekly({ max_value: 0 }), async (restrictionId) => {
        expect((await addBook(courts[5]!, monday, '09:00', '10:00', owner, { userId: memberId })).status).toBe(200);
        await t.call(table.update, {
          params: { id: restrictionId },
          body: weekly({ max_value: 0, applies_to_staff: true }),
          token: owner,
        });
        expect((await addBook(courts[5]!, monday, '11:00', '12:00', owner, { userId: memberId })).status).toBe(400);
        // book_for: staff put the member on court time as its booker.
        const time = await t.call(book.addComplex, { body: spot(courts[5]!, monday, '13:00', '14:00'), token: owner });
        const id = time.body.payload.created[0]!.id;
        const bookFor = await t.call(book.bookFor, {
          params: { id },
          body: { userId: memberId, book_for: 'member', all: false, partners: [], guests: [] },
          token: owner,
        });
        expect(bookFor.status).toBe(400);
        const people = await t.handle.db
          .select()
          .from(appointmentParticipants)
          .where(eq(appointmentParticipants.appointmentId, id));
        expect(people).toEqual([]);
      });
      await withRestriction(weekly({ max_value: 1, applies_to_staff: true }), async () => {
        const day = addDaysToDate(monday, 14);
        const many = await t.call(book.addMany, {
          body: {
            appointments: [spot(courts[5]!, day, '09:00', '10:00'), spot(courts[5]!, day, '11:00', '12:00')].map(
              (b) => ({
                ...b,
                userId: memberId,
              }),
            ),
          },
          token: owner,
        });
        expect(many.status).toBe(400);
        expect(many.body.message).toContain('You have used 0 of 1 booking in the week starting');
        expect(many.body.message).toContain('this would make 2');
        // Nothing half-written: neither booking of the call stays.
        expect(await rowsOnCourtFrom(t, courts[5]!, day)).toEqual([]);
      });
    });

    it('of simultaneous bookings by one member, only as many as the limit allows get through', async () => {
      const monday = mondayFrom(210);
      await withRestriction(weekly({ max_value: 1 }), async () => {
        const responses = await Promise.all(
          courts.slice(0, 6).map((court, index) => addBook(court, addDaysToDate(monday, index % 5), '09:00', '10:00')),
        );
        expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
        expect(responses.filter((r) => r.status === 400)).toHaveLength(5);
        const rows = await Promise.all(courts.slice(0, 6).map((court) => rowsOnCourtFrom(t, court, monday)));
        expect(rows.flat()).toHaveLength(1);
      });
    });

    it('statistics show the usage of each restriction that holds for the member', async () => {
      const monday = mondayFrom(220);
      await withRestriction(weekly({ name: 'Counted', period: 'upcoming', max_value: 500 }), async (restrictionId) => {
        const before = (await statistics(memberId)).body.payload.restrictions.find(
          (r) => r.restriction_id === restrictionId,
        )!;
        expect(before).toMatchObject({ name: 'Counted', limit: 500, override: null, period_start: null });
        expect((await addBook(courts[6] ?? courts[0]!, monday, '09:00', '10:00')).status).toBe(200);
        const after = (await statistics(memberId)).body.payload;
        const usage = after.restrictions.find((r) => r.restriction_id === restrictionId)!;
        expect(usage.used).toBe(before.used + 1);
        expect(usage.remaining).toBe(500 - before.used - 1);
        expect(after.history).toHaveLength(4);
        // Noah is not in the group: the restriction does not hold for him.
        const noah = (await statistics(noahId)).body.payload.restrictions.map((r) => r.restriction_id);
        expect(noah).not.toContain(restrictionId);
      });
    });
  });

  /** The member's upcoming bookings as booker (what an upcoming limit counts). */
  async function upcomingCount(): Promise<number> {
    let counted = 0;
    await withRestriction(weekly({ name: 'Probe', period: 'upcoming', max_value: 100000 }), async (id) => {
      counted = (await statistics(memberId)).body.payload.restrictions.find((r) => r.restriction_id === id)!.used;
    });
    return counted;
  }
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, businesses, courts as courtsTable, serviceTypes } from '@fairplay/db';
import { endpoints } from '@fairplay/contracts';
import { BOOKING_LENGTH_MESSAGES } from '@fairplay/domain';
import { startTestApp, type TestApp } from '../../test/harness.js';
import {
  at,
  clubIdOf,
  courtIdsOf,
  localDate,
  rowsOnCourtFrom,
  spot,
  userIdOf,
  allowOverlappingCourts,
} from '../../test/appointments-kit.js';

const table = endpoints.appointments;

describe('how long a booking may be: service types, party sizes and minimums on every booking path', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let memberId: number;
  let clubId: number;
  let courts: number[];
  let lesson: number;
  let plain: number;
  let archived: number;
  const day = localDate(140);
  beforeAll(async () => {
    t = await startTestApp();
    [owner, member] = await Promise.all([t.login('owner'), t.login('member')]);
    clubId = await clubIdOf(t, owner);
    courts = await courtIdsOf(t, clubId);
    await allowOverlappingCourts(t, owner);
    memberId = await userIdOf(t, 'member');
    await t.handle.db.update(businesses).set({ advanceTime: 365 }).where(eq(businesses.id, clubId));
    const made = await t.handle.db
      .insert(serviceTypes)
      .values([
        {
          businessId: clubId,
          displayName: 'Test Lesson',
          isMinMaxEnabled: true,
          minListDuration: 60,
          maxListDuration: 120,
        },
        { businessId: clubId, displayName: 'Test Rally', isMinMaxEnabled: false },
        { businessId: clubId, displayName: 'Test Old', hidden: true },
      ])
      .returning({ id: serviceTypes.id });
    [lesson, plain, archived] = made.map((row) => row.id) as [number, number, number];
  });
  afterAll(async () => t.close());

  const book = (body: unknown, token = member) => t.callRaw(table.addBook, { body, token });
  const setClub = (changes: Partial<typeof businesses.$inferInsert>) =>
    t.handle.db.update(businesses).set(changes).where(eq(businesses.id, clubId));
  const refusedWith = (answer: { status: number; errors: { field: string; message: string }[] }, message: string) => {
    expect(answer.status).toBe(400);
    expect(answer.errors[0]).toEqual({ field: 'end_time', message });
  };

  it("holds a booking of a service type to the type's min and max, once and repeated, for members and staff", async () => {
    const court = courts[0]!;
    const ok = await book(spot(court, day, '08:00', '09:00', { lesson_type_id: lesson }));
    expect(ok.status, ok.body.message).toBe(200);
    expect(ok.body.payload.created[0]!.record.lesson_type_id).toBe(lesson);
    const [row] = await t.handle.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, ok.body.payload.created[0]!.id));
    expect(row!.serviceTypeId).toBe(lesson);
    expect((await book(spot(court, day, '10:00', '12:00', { lesson_type_id: lesson }))).status).toBe(200);
    refusedWith(
      await book(spot(court, day, '13:00', '16:00', { lesson_type_id: lesson })),
      BOOKING_LENGTH_MESSAGES.serviceTypeMax(120),
    );
    refusedWith(
      await book(spot(court, day, '17:00', '17:30', { lesson_type_id: lesson })),
      BOOKING_LENGTH_MESSAGES.serviceTypeMin(60),
    );
    // Every occurrence of a repeat is held, and nothing is written when one is refused.
    const repeat = { frequency: 'weekly', every: 1, days: [], ends: 'occurrences', occurrences: 3 };
    const before = (await rowsOnCourtFrom(t, courts[1]!, day)).length;
    refusedWith(
      await book(spot(courts[1]!, day, '08:00', '11:00', { lesson_type_id: lesson, recurrence: repeat })),
      BOOKING_LENGTH_MESSAGES.serviceTypeMax(120),
    );
    expect(await rowsOnCourtFrom(t, courts[1]!, day)).toHaveLength(before);
    // Staff are held to the type too, and go past it only with force.
    const staff = spot(courts[2]!, day, '08:00', '11:00', { lesson_type_id: lesson });
    refusedWith(
      await t.callRaw(table.addComplex, { body: staff, token: owner }),
      BOOKING_LENGTH_MESSAGES.serviceTypeMax(120),
    );
    expect((await t.callRaw(table.addComplex, { body: { ...staff, force: true }, token: owner })).status).toBe(200);
    // The type must be one of the club's, and not archived.
    for (const [id, message] of [
      [archived, 'This service type is archived; choose another.'],
      [999999, 'is not a service type of this club.'],
    ] as const) {
      const answer = await book(spot(court, day, '18:00', '19:00', { lesson_type_id: id }));
      expect(answer.status).toBe(400);
      expect(answer.errors[0]).toEqual({ field: 'lesson_type_id', message });
    }
    expect((await book(spot(court, day, '18:00', '19:00', { lesson_type_id: 'private' }))).errors[0]?.field).toBe(
      'lesson_type_id',
    );
  });

  it("holds members' other bookings to the court's or club's minimum and the maximum per party size", async () => {
    const court = courts[3]!;
    await setClub({
      minListDuration: 60,
      enableMaxTimeForBookings: true,
      maxTimeForSingles: 60,
      maxTimeForDoubles: 90,
    });
    try {
      // A type without min/max falls back to the facility's limits, as no type does.
      expect((await book(spot(court, day, '08:00', '09:00', { lesson_type_id: plain }))).status).toBe(200);
      refusedWith(await book(spot(court, day, '10:00', '11:30')), BOOKING_LENGTH_MESSAGES.partyMax(60, '1 person'));
      const doubles = await book(spot(court, day, '10:00', '11:30', { guests: ['Ann Lee'] }));
      expect(doubles.status, doubles.body.message).toBe(200);
      refusedWith(await book(spot(court, day, '12:00', '12:30')), BOOKING_LENGTH_MESSAGES.facilityMin(60));
      // The court's own minimum comes first.
      await t.handle.db.update(courtsTable).set({ minListDuration: 90 }).where(eq(courtsTable.id, court));
      refusedWith(
        await book(spot(court, day, '13:00', '14:00', { guests: ['Ann Lee'] })),
        BOOKING_LENGTH_MESSAGES.facilityMin(90),
      );
      expect((await book(spot(court, day, '13:00', '14:30', { guests: ['Ann Lee'] }))).status).toBe(200);
      // Staff booking for a member are not held to the facility's limits.
      const forMember = await t.callRaw(table.addBook, {
        body: spot(court, day, '15:00', '15:30', { userId: memberId }),
        token: owner,
      });
      expect(forMember.status, forMember.body.message).toBe(200);
    } finally {
      await setClub({ minListDuration: 60, enableMaxTimeForBookings: false });
      await t.handle.db.update(courtsTable).set({ minListDuration: null }).where(eq(courtsTable.id, court));
    }
  });

  it("keeps moves, extensions and a change of type within the type's limits, unless staff force them", async () => {
    const court = courts[4]!;
    const made = await book(spot(court, day, '08:00', '09:00', { lesson_type_id: lesson }));
    const event = made.body.payload.created[0]!;
    const update = (body: Record<string, unknown>, token = owner) =>
      t.callRaw(table.update, { params: { id: event.id }, body, token });
    refusedWith(await update({ end_time: at(day, '11:00') }), BOOKING_LENGTH_MESSAGES.serviceTypeMax(120));
    expect((await update({ end_time: at(day, '10:00') })).status).toBe(200);
    const drag = (to: string, extra: Record<string, unknown> = {}) =>
      t.callRaw(table.dragAndDrop, {
        params: { id: event.id },
        body: {
          old_court: court,
          new_court: court,
          old_start: at(day, '08:00'),
          old_end: at(day, '10:00'),
          new_start: at(day, '12:00'),
          new_end: at(day, to),
          ...extra,
        },
        token: owner,
      });
    const tooLong = await drag('15:00');
    expect(tooLong.status).toBe(400);
    expect(tooLong.errors[0]).toEqual({ field: 'new_end', message: BOOKING_LENGTH_MESSAGES.serviceTypeMax(120) });
    const moved = await drag('14:00');
    expect(moved.status, moved.body.message).toBe(200);
    // A member may not change the type; staff change it only to one the booking's length fits, or with force.
    const mine = await t.callRaw(table.update, {
      params: { id: event.id },
      body: { lesson_type_id: plain },
      token: member,
    });
    expect(mine.status).toBe(400);
    expect(mine.errors[0]?.field).toBe('lesson_type_id');
    const long = await book(spot(court, day, '16:00', '19:00', { lesson_type_id: plain, guests: ['Ann Lee'] }));
    expect(long.status, long.body.message).toBe(200);
    const retype = (force: boolean) =>
      t.callRaw(table.update, {
        params: { id: long.body.payload.created[0]!.id },
        body: { lesson_type_id: lesson, force },
        token: owner,
      });
    refusedWith(await retype(false), BOOKING_LENGTH_MESSAGES.serviceTypeMax(120));
    expect((await retype(true)).status).toBe(200);
  });
});

import { and, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { appointments } from '@fairplay/db';
import { addDaysToDate } from '@fairplay/domain';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { registerSecondClub } from '../../test/second-club.js';
import {
  at,
  clubIdOf,
  courtIdsOf,
  localDate,
  spot,
  userIdOf,
  allowOverlappingCourts,
} from '../../test/appointments-kit.js';

const table = endpoints.appointments;

/**
 * Every range or series write acts on exactly the occurrences its caller may change one by one: the same audience
 * (domain's changeableInvolving, one SQL condition in the repository) decides single and bulk calls.
 */
describe('bulk writes touch only what the caller may change one by one', () => {
  let t: TestApp;
  let owner: string;
  let courts: number[];
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    courts = await courtIdsOf(t, await clubIdOf(t, owner));
    await allowOverlappingCourts(t, owner);
    for (const name of ['coach', 'coach.sofia', 'member', 'lucas.wilson', 'sam.garcia', 'linh.nguyen'])
      ids[name] = await userIdOf(t, name);
    for (const name of ['owner', 'admin', 'reception', 'coach', 'coach.mei', 'member'])
      tokens[name] = await t.login(name);
    tokens.otherClub = (await registerSecondClub(t, 'audience')).token;
  });
  afterAll(async () => t.close());

  /**
   * A coach cannot be in two places at once (issue 11: appointment_assignees_coach_no_overlap), so the kinds with a
   * coach take their own few minutes of their hour on each call for a day.
   */
  const coachCallsOn = new Map<string, number>();

  /**
   * One booking of each kind a viewer's audience tells apart (or only the kinds named), on one court and day;
   * answers label → id.
   */
  async function bookingsOn(court: number, day: string, only?: string[]): Promise<Map<string, number>> {
    const call = coachCallsOn.get(day) ?? 0;
    coachCallsOn.set(day, call + 1);
    const kinds: [string, string, Record<string, unknown>][] = [
      ['plain', owner, {}],
      ['coachAssigned', owner, { assigned: [ids.coach] }],
      // Created by the coach for another coach, so the coach is involved only as its creator.
      ['coachCreated', tokens.coach!, { assigned: [ids['coach.sofia']] }],
      ['memberBooker', owner, { userId: ids.member }],
      ['familyBooker', owner, { userId: ids['lucas.wilson'] }],
      ['memberPartner', owner, { userId: ids['sam.garcia'], partners: [ids.member] }],
      ['stranger', owner, { userId: ids['linh.nguyen'] }],
    ];
    const made = new Map<string, number>();
    for (const [index, [label, token, extra]] of kinds.entries()) {
      if (only && !only.includes(label)) continue;
      const hour = String(8 + index).padStart(2, '0');
      const withCoach = label === 'coachAssigned' || label === 'coachCreated';
      const from = withCoach ? `${hour}:${String(call * 4).padStart(2, '0')}` : `${hour}:00`;
      const to = withCoach
        ? `${hour}:${String(call * 4 + 3).padStart(2, '0')}`
        : `${String(9 + index).padStart(2, '0')}:00`;
      const created = await t.call(table.addComplex, { token, body: spot(court, day, from, to, extra) });
      expect(created.status, label).toBe(200);
      made.set(label, created.body.payload.created[0]!.id);
    }
    return made;
  }

  const labelsOf = (bookings: Map<string, number>, kept: (id: number) => boolean) =>
    [...bookings].filter(([, id]) => kept(id)).map(([label]) => label);

  async function remainingIds(court: number, day: string): Promise<Set<number>> {
    const rows = await t.handle.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.courtId, court),
          gte(appointments.startsAt, new Date(at(day, '00:00'))),
          lt(appointments.startsAt, new Date(at(addDaysToDate(day, 1), '00:00'))),
        ),
      );
    return new Set(rows.map((row) => row.id));
  }

  const ALL = ['plain', 'coachAssigned', 'coachCreated', 'memberBooker', 'familyBooker', 'memberPartner', 'stranger'];
  const cases: { role: string; changes: string[]; bulkStatus: number }[] = [
    { role: 'owner', changes: ALL, bulkStatus: 200 },
    { role: 'admin', changes: ALL, bulkStatus: 200 },
    { role: 'reception', changes: ALL, bulkStatus: 200 },
    // The superdupercoach sees the whole sheet; coaches only their own events.
    { role: 'coach.mei', changes: ALL, bulkStatus: 200 },
    { role: 'coach', changes: ['coachAssigned', 'coachCreated'], bulkStatus: 200 },
    // Customers delete nothing (spec 2 section 6), one by one or by range.
    { role: 'member', changes: [], bulkStatus: 403 },
    { role: 'otherClub', changes: [], bulkStatus: 200 },
  ];

  cases.forEach(({ role, changes, bulkStatus }, index) => {
    it(`${role}: delete_rule removes exactly what delete/{id} removes, and nothing else`, async () => {
      const court = courts[index]!;
      const singleDay = localDate(100);
      const bulkDay = localDate(101);
      const untouchedDay = localDate(102);
      const single = await bookingsOn(court, singleDay);
      const bulk = await bookingsOn(court, bulkDay);
      // Outside the window and on the next court, the kinds some caller may delete: any staff, and the coach.
      const untouched = await bookingsOn(court, untouchedDay, ['plain', 'coachAssigned']);
      const neighbour = await bookingsOn(courts[index + 8]!, bulkDay, ['plain', 'coachAssigned']);

      const deletedOneByOne: string[] = [];
      for (const [label, id] of single) {
        const response = await t.call(table.delete, { params: { id }, query: {}, token: tokens[role] });
        if (response.status === 200) deletedOneByOne.push(label);
        else expect([403, 404], `${role} ${label}`).toContain(response.status);
      }
      expect(deletedOneByOne.sort()).toEqual([...changes].sort());

      const cleared = await t.call(table.deleteRule, {
        token: tokens[role],
        body: { court_id: court, start_time: at(bulkDay, '00:00'), end_time: at(addDaysToDate(bulkDay, 1), '00:00') },
      });
      expect(cleared.status).toBe(bulkStatus);
      const left = await remainingIds(court, bulkDay);
      const deletedInBulk = labelsOf(bulk, (id) => !left.has(id));
      expect(deletedInBulk.sort()).toEqual(deletedOneByOne.sort());
      if (bulkStatus === 200) expect(cleared.body.payload).toEqual({ removed: changes.length });
      // Nothing outside the window or on another court is touched.
      expect(await remainingIds(court, untouchedDay)).toEqual(new Set(untouched.values()));
      expect(await remainingIds(courts[index + 8]!, bulkDay)).toEqual(new Set(neighbour.values()));
    });
  });

  /**
   * A daily series of four on `court` from `day`, made by the owner, with `role` involved in the second and
   * third occurrences only (a coach assigned, the member booked); answers the four ids in order.
   */
  async function seriesFor(role: string, court: number, day: string, from = '10:00', to = '11:00'): Promise<number[]> {
    const created = await t.call(table.addComplex, {
      token: owner,
      body: spot(court, day, from, to, {
        recurrence: { frequency: 'daily', ends: 'date', end_date: addDaysToDate(day, 3) },
      }),
    });
    expect(created.status).toBe(200);
    const series = created.body.payload.created.map((event) => event.id);
    expect(series).toHaveLength(4);
    for (const id of series.slice(1, 3)) {
      if (role === 'coach') {
        const assigned = await t.call(table.update, {
          params: { id },
          body: { mode: 0, assigned: [ids.coach!] },
          token: owner,
        });
        expect(assigned.status).toBe(200);
      }
      if (role === 'member') {
        const booked = await t.call(table.bookFor, { params: { id }, body: { userId: ids.member! }, token: owner });
        expect(booked.status).toBe(200);
      }
    }
    return series;
  }

  async function rowsOf(series: number[]) {
    const rows = await t.handle.db.select({ id: appointments.id, note: appointments.note }).from(appointments);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return series.map((id) => byId.get(id));
  }

  const positionsWhere = <T>(items: T[], test: (item: T) => boolean) =>
    items.flatMap((item, position) => (test(item) ? [position] : []));

  const seriesCases: { role: string; changes: number[]; removes: number[] }[] = [
    { role: 'owner', changes: [0, 1, 2, 3], removes: [0, 1, 2, 3] },
    { role: 'admin', changes: [0, 1, 2, 3], removes: [0, 1, 2, 3] },
    { role: 'reception', changes: [0, 1, 2, 3], removes: [0, 1, 2, 3] },
    { role: 'coach.mei', changes: [0, 1, 2, 3], removes: [0, 1, 2, 3] },
    { role: 'coach', changes: [1, 2], removes: [1, 2] },
    // A member changes the note of their own bookings, and deletes nothing.
    { role: 'member', changes: [1, 2], removes: [] },
    { role: 'otherClub', changes: [], removes: [] },
  ];

  seriesCases.forEach(({ role, changes, removes }, index) => {
    it(`${role}: update, book_for and remove_partly of a series act on what single calls act on`, async () => {
      const token = tokens[role]!;
      const court = courts[index]!;
      const single = await seriesFor(role, court, localDate(110));
      const bulk = await seriesFor(role, court, localDate(120));
      // Later the same day: the coach assigned to the bulk series cannot also be at the untouched one (issue 11).
      const untouched = await seriesFor(role, courts[index + 8]!, localDate(120), '12:00', '13:00');
      const untouchedBefore = await rowsOf(untouched);

      const updatedOneByOne: number[] = [];
      const bookedOneByOne: number[] = [];
      const deletedOneByOne: number[] = [];
      for (const [position, id] of single.entries()) {
        const updated = await t.call(table.update, { params: { id }, body: { mode: 0, note: 'One' }, token });
        if (updated.status === 200) updatedOneByOne.push(position);
        const booked = await t.call(table.bookFor, {
          params: { id },
          body: { book_for: 'guest', fullName: 'Pat Guest' },
          token,
        });
        if (booked.status === 200) bookedOneByOne.push(position);
        const deleted = await t.call(table.delete, { params: { id }, query: {}, token });
        if (deleted.status === 200) deletedOneByOne.push(position);
      }
      expect(updatedOneByOne).toEqual(changes);
      expect(deletedOneByOne).toEqual(removes);

      // The bulk calls start from the second occurrence, which every role but the other club's may change.
      const anchor = bulk[1]!;
      await t.call(table.update, { params: { id: anchor }, body: { mode: 2, note: 'All' }, token });
      expect(positionsWhere(await rowsOf(bulk), (row) => row?.note === 'All')).toEqual(updatedOneByOne);
      const booked = await t.call(table.bookFor, {
        params: { id: anchor },
        body: { book_for: 'guest', fullName: 'Pat Guest', all: true },
        token,
      });
      const bookedInBulk = booked.status === 200 ? booked.body.payload.map((event) => bulk.indexOf(event.id)) : [];
      expect(bookedInBulk).toEqual(bookedOneByOne.filter((position) => position >= 1));
      const [{ recurrenceId }] = (await t.handle.db
        .select({ recurrenceId: appointments.recurrenceId })
        .from(appointments)
        .where(eq(appointments.id, anchor))) as [{ recurrenceId: number }];
      await t.call(table.removePartly, {
        params: { id: anchor, recurrence: recurrenceId },
        query: { scope: 2 },
        token,
      });
      expect(positionsWhere(await rowsOf(bulk), (row) => row === undefined)).toEqual(deletedOneByOne);
      expect(await rowsOf(untouched)).toEqual(untouchedBefore);
    });
  });
});

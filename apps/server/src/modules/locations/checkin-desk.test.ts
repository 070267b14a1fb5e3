import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, checkIns, checkinCodes, courts, facilityGroups, type TenantScope } from '@fairplay/db';
import { TenantScope as Scope } from '@fairplay/db';
import { CHECKIN_MESSAGES, endpoints } from '@fairplay/contracts';
import { formatInstantClock } from '@fairplay/domain';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { registerSecondClub } from '../../test/second-club.js';
import { clearBookingsAround, clubIdOf, userIdOf } from '../../test/appointments-kit.js';
import { insertCheckIn } from './checkin-desk.repository.js';

describe('the front desk: codes, finding, checking in, today', () => {
  let t: TestApp;
  let owner: string;
  let reception: string;
  let member: string;
  let clubId: number;
  let grace: number;
  let other: Awaited<ReturnType<typeof registerSecondClub>>;
  /** A court of the demo club and the location it stands in. */
  let court: { id: number; locationId: number };
  /** Every court of the demo club, for a booking that needs one free now. */
  let clubCourts: { id: number; locationId: number }[];
  const rowsOf = async (userId: number) => t.handle.db.select().from(checkIns).where(eq(checkIns.userId, userId));

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    reception = await t.login('reception');
    member = await t.login('grace.hopper');
    clubId = await clubIdOf(t, owner);
    grace = await userIdOf(t, 'grace.hopper');
    other = await registerSecondClub(t);
    const rows = await t.handle.db
      .select({ id: courts.id, locationId: facilityGroups.locationId })
      .from(courts)
      .innerJoin(facilityGroups, eq(facilityGroups.id, courts.facilityGroupId))
      .where(eq(courts.businessId, clubId));
    court = rows[0]!;
    clubCourts = rows;
    // The demo seed checks in the bookers of today's bookings; these tests count their own.
    await t.handle.db.delete(checkIns).where(eq(checkIns.userId, grace));
  });
  afterAll(async () => t.close());

  it('gives a member one stable, random code, and the desk finds them by it or by name', async () => {
    const first = await t.call(endpoints.checkins.myCode, { token: member });
    expect(first.status).toBe(200);
    const { code } = first.body.payload;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect((await t.call(endpoints.checkins.myCode, { token: member })).body.payload.code).toBe(code);
    const other = await t.call(endpoints.checkins.myCode, { token: await t.login('zoe.martin') });
    expect(other.body.payload.code).not.toBe(code);

    // A scanner types the code; people read it aloud with dashes, spaces or in lower case.
    const spaced = `${code.slice(0, 5).toLowerCase()} ${code.slice(5)}`;
    const found = await t.call(endpoints.checkins.find, { query: { search: spaced }, token: reception });
    expect(found.body.payload).toEqual([{ user_id: grace, full_name: 'Grace Hopper', by_code: true }]);
    const byName = await t.call(endpoints.checkins.find, { query: { search: 'hopper' }, token: reception });
    expect(byName.body.payload.map((person) => person.user_id)).toContain(grace);
    expect(byName.body.payload.every((person) => !person.by_code)).toBe(true);
  });

  it("records a scan with the member's booking around now, once per few minutes, and lists it today", async () => {
    const now = t.clock.now();
    await clearBookingsAround(t, owner, grace, now);
    // A booking starting at the next half hour (within the hour the desk looks ahead).
    const start = new Date(Math.ceil((now.getTime() + 60_000) / 1_800_000) * 1_800_000);
    // The demo sheet is busy around the clock: the first court of the location that is free then.
    let booked: { id: number; courtId: number } | undefined;
    for (const courtRow of clubCourts.filter((row) => row.locationId === court.locationId)) {
      const created = await t.call(endpoints.appointments.addComplex, {
        token: owner,
        body: {
          courts: [courtRow.id],
          start_time: start.toISOString(),
          // Half an hour: it ends on the same club-local day even late in the evening (the club's zone is on whole
          // hours), where an hour from 23:30 would cross midnight and be refused.
          end_time: new Date(start.getTime() + 1_800_000).toISOString(),
          userId: grace,
          force: true,
        },
      });
      if (created.status === 409) continue;
      expect(created.status, created.body.message).toBe(200);
      booked = { id: created.body.payload.created[0]!.id, courtId: courtRow.id };
      break;
    }
    if (!booked) throw new Error('no court of the location is free at the next half hour');
    const { code } = (await t.call(endpoints.checkins.myCode, { token: member })).body.payload;
    const headers = { 'location-id': String(court.locationId) };

    const scanned = await t.call(endpoints.checkins.add, { body: { code }, headers, token: reception });
    expect(scanned.status, scanned.body.message).toBe(200);
    expect(scanned.body.message).toBe(CHECKIN_MESSAGES.checkedIn);
    expect(scanned.body.payload).toMatchObject({
      user_id: grace,
      full_name: 'Grace Hopper',
      location_id: court.locationId,
      repeated: false,
      booking: { appointment_id: booked.id, court_id: booked.courtId },
    });

    // The scanner fires twice, and a third time at the same moment: still one check-in.
    const [again, third] = await Promise.all([
      t.call(endpoints.checkins.add, { body: { code }, headers, token: reception }),
      t.call(endpoints.checkins.add, { body: { user_id: grace }, headers, token: owner }),
    ]);
    // Each repeat says when the member checked in for the booking, in the club's time zone and clock.
    const club = (await t.call(endpoints.users.info, { token: owner })).body.payload.business!;
    const firstTime = formatInstantClock(scanned.body.payload.checked_in_at, club.timezone, club.am_pm);
    const alreadyIn = CHECKIN_MESSAGES.alreadyCheckedIn(firstTime);
    for (const repeat of [again, third]) {
      expect(repeat.status).toBe(200);
      expect(repeat.body.payload).toMatchObject({ id: scanned.body.payload.id, repeated: true });
      expect(repeat.body.message).toBe(alreadyIn);
    }
    expect(await rowsOf(grace)).toHaveLength(1);

    const today = await t.call(endpoints.checkins.today, { query: {}, headers, token: reception });
    expect(today.status).toBe(200);
    expect(today.body.payload[0]).toMatchObject({
      id: scanned.body.payload.id,
      booking: { appointment_id: booked.id },
    });

    // The court sheet shows the check-in on the member's place in the booking, to staff and to the member.
    for (const token of [owner, member]) {
      const event = (await t.call(endpoints.appointments.get, { params: { id: booked.id }, token })).body.payload;
      const place = event.record.bookings.find((person) => person.user_id === grace);
      expect(place?.checked_in_at).toBe(scanned.body.payload.checked_in_at);
    }
    const listing = await t.call(endpoints.appointments.listing, {
      token: owner,
      body: { startDate: start.toISOString(), endDate: new Date(start.getTime() + 3_600_000).toISOString() },
    });
    const listed = listing.body.payload.find((event) => event.id === booked.id);
    expect(listed?.record.bookings[0]?.checked_in_at).toBe(scanned.body.payload.checked_in_at);

    // Past the repeat window the booking is still checked in once: the scan answers the first check-in and its time.
    t.clock.advance(6 * 60_000);
    const later = await t.call(endpoints.checkins.add, { body: { code }, headers, token: reception });
    expect(later.status).toBe(200);
    expect(later.body.payload).toMatchObject({
      id: scanned.body.payload.id,
      checked_in_at: scanned.body.payload.checked_in_at,
      repeated: true,
      booking: { appointment_id: booked.id },
    });
    expect(later.body.message).toBe(alreadyIn);
    expect(await rowsOf(grace)).toHaveLength(1);
  });

  it('lets the database refuse a second check-in for one booking, hours apart or at the same moment', async () => {
    const scope: TenantScope = new Scope(t.handle.db, clubId);
    const userId = await userIdOf(t, 'omar.haddad');
    const [appointment] = await t.handle.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.businessId, clubId))
      .limit(1);
    await t.handle.db
      .delete(checkIns)
      .where(and(eq(checkIns.userId, userId), eq(checkIns.appointmentId, appointment!.id)));
    const at = new Date('2031-01-01T09:00:00Z');
    const row = { locationId: court.locationId, userId, appointmentId: appointment!.id };
    const results = await Promise.all([
      insertCheckIn(scope, { ...row, at }),
      insertCheckIn(scope, { ...row, at: new Date(at.getTime() + 3 * 3_600_000) }),
      insertCheckIn(scope, {
        ...row,
        locationId: clubCourts.at(-1)!.locationId,
        at: new Date(at.getTime() + 7_200_000),
      }),
    ]);
    expect(results.filter((saved) => saved !== undefined)).toHaveLength(1);
  });

  it('lets the database refuse two overlapping check-ins however they arrive', async () => {
    const scope: TenantScope = new Scope(t.handle.db, clubId);
    const userId = await userIdOf(t, 'omar.haddad');
    const at = new Date('2030-01-01T09:00:00Z');
    const row = { locationId: court.locationId, userId, appointmentId: null };
    const results = await Promise.all([
      insertCheckIn(scope, { ...row, at }),
      insertCheckIn(scope, { ...row, at: new Date(at.getTime() + 60_000) }),
    ]);
    expect(results.filter((saved) => saved !== undefined)).toHaveLength(1);
  });

  it('refuses bad input naming the field, and nothing is written', async () => {
    const before = await t.handle.db.select().from(checkIns);
    const headers = { 'location-id': String(court.locationId) };
    const cases: [unknown, string][] = [
      [{}, 'user_id'],
      [{ user_id: grace, code: 'ABCDEFGHJK' }, 'user_id'],
      [{ code: 'short' }, 'code'],
      [{ code: 'ABCDEFGH10' }, 'code'],
      [{ user_id: 'x' }, 'user_id'],
      [{ user_id: grace, extra: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const response = await t.callRaw(endpoints.checkins.add, { body, headers, token: reception });
      expect(response.status, JSON.stringify(body)).toBe(400);
      if (field)
        expect(
          response.errors.map((error) => error.field),
          JSON.stringify(body),
        ).toContain(field);
    }
    const noLocation = await t.call(endpoints.checkins.add, { body: { user_id: grace }, token: reception });
    expect(noLocation.status).toBe(400);
    expect(noLocation.body.message).toContain(CHECKIN_MESSAGES.chooseLocation);
    const unknown = await t.call(endpoints.checkins.add, { body: { code: 'ZZZZZZZZZZ' }, headers, token: reception });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(CHECKIN_MESSAGES.unknownCode);
    expect((await t.call(endpoints.checkins.find, { query: { search: '' }, token: reception })).body.payload).toEqual(
      [],
    );
    expect(
      (await t.callRaw(endpoints.checkins.find, { query: { search: 'x'.repeat(61) }, token: reception })).status,
    ).toBe(400);
    expect(
      (await t.callRaw(endpoints.checkins.today, { query: { location_id: 'abc' }, token: reception })).status,
    ).toBe(400);
    expect(await t.handle.db.select().from(checkIns)).toEqual(before);
  });

  it("answers 404 for another club's member, code or location, and changes nothing", async () => {
    const before = await t.handle.db.select().from(checkIns);
    const theirCode = (await t.call(endpoints.checkins.myCode, { token: other.token })).body.payload.code;
    const headers = { 'location-id': String(court.locationId) };
    const theirOwner = (await t.call(endpoints.users.info, { token: other.token })).body.payload.user_id;
    expect(
      (await t.call(endpoints.checkins.add, { body: { code: theirCode }, headers, token: reception })).status,
    ).toBe(404);
    expect(
      (await t.call(endpoints.checkins.add, { body: { user_id: theirOwner }, headers, token: reception })).status,
    ).toBe(404);
    const theirLocation = { 'location-id': String(other.locationId) };
    expect(
      (await t.call(endpoints.checkins.add, { body: { user_id: grace }, headers: theirLocation, token: reception }))
        .status,
    ).toBe(404);
    expect(
      (await t.call(endpoints.checkins.today, { query: { location_id: other.locationId }, token: reception })).status,
    ).toBe(404);
    // A header selection outside the club shows nothing, as on every list.
    expect(
      (await t.call(endpoints.checkins.today, { query: {}, headers: theirLocation, token: reception })).body.payload,
    ).toEqual([]);
    expect(
      (await t.call(endpoints.checkins.find, { query: { search: theirCode }, token: reception })).body.payload,
    ).toEqual([]);
    // Club B's desk sees nothing of club A.
    const ours = (await t.call(endpoints.checkins.myCode, { token: member })).body.payload.code;
    expect(
      (await t.call(endpoints.checkins.find, { query: { search: ours }, token: other.token })).body.payload,
    ).toEqual([]);
    expect(
      (
        await t.call(endpoints.checkins.today, {
          query: { location_id: court.locationId },
          token: other.token,
        })
      ).status,
    ).toBe(404);
    expect(await t.handle.db.select().from(checkIns)).toEqual(before);
  });

  it('needs members read (403) and a token (401); members cannot check anybody in', async () => {
    const headers = { 'location-id': String(court.locationId) };
    const before = await t.handle.db.select().from(checkIns);
    for (const token of [member, await t.login('member')]) {
      expect((await t.call(endpoints.checkins.add, { body: { user_id: grace }, headers, token })).status).toBe(403);
      expect((await t.call(endpoints.checkins.find, { query: { search: 'Grace' }, token })).status).toBe(403);
      expect((await t.call(endpoints.checkins.today, { query: {}, headers, token })).status).toBe(403);
    }
    expect((await t.call(endpoints.checkins.add, { body: { user_id: grace }, headers })).status).toBe(401);
    expect((await t.call(endpoints.checkins.myCode, {})).status).toBe(401);
    expect((await t.call(endpoints.checkins.today, { query: {}, headers })).status).toBe(401);
    expect(await t.handle.db.select().from(checkIns)).toEqual(before);
    expect(
      (await t.handle.db.select().from(checkinCodes).where(eq(checkinCodes.businessId, clubId))).length,
    ).toBeGreaterThan(0);
  });
});

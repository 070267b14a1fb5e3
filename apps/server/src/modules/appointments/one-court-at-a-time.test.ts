import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APPOINTMENT_MESSAGES, endpoints } from '@fairplay/contracts';
import { courts as courtsTable } from '@fairplay/db';
import { formatInstantRange } from '@fairplay/domain';
import { registerSecondClub } from '../../test/second-club.js';
import { simultaneous, startTestApp, type TestApp } from '../../test/harness.js';
import {
  at,
  clearBookingsAround,
  clubIdOf,
  courtIdsOf,
  freeCourtBetween,
  localDate,
  rowsOnCourtFrom,
  spot,
  userIdOf,
} from '../../test/appointments-kit.js';

const table = endpoints.appointments;

describe('one court at a time: a member cannot hold two courts at once', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let courts: number[];
  let memberId: number;
  let noahId: number;
  const day = localDate(150);
  let club: { timezone: string; am_pm: boolean };
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    courts = (await courtIdsOf(t, await clubIdOf(t, owner))).slice(0, 3);
    memberId = await userIdOf(t, 'member');
    noahId = await userIdOf(t, 'noah.fischer');
    club = (await t.call(endpoints.users.info, { token: owner })).body.payload.business!;
    for (const court of courts) await freeCourtBetween(t, owner, court, at(day, '06:00'), at(day, '23:00'));
    for (const id of [memberId, noahId]) await clearBookingsAround(t, owner, id, new Date(at(day, '06:00')), 17);
    // The tests' demo club starts with the rule off (database-templates.ts); this file is about it.
    const on = await t.call(endpoints.settings.update, { token: owner, body: { one_court_at_a_time: true } });
    expect(on.status, on.body.message).toBe(200);
  });
  afterAll(async () => t.close());

  it('is on by default for a new club', async () => {
    const club = await registerSecondClub(t, 'onecourt');
    const settings = await t.call(endpoints.settings.read, { token: club.token });
    expect(settings.body.payload.one_court_at_a_time).toBe(true);
  });

  it("refuses a member's second court at an overlapping time in plain words, and writes nothing", async () => {
    const first = await t.call(table.addBook, { token: member, body: spot(courts[0]!, day, '09:00', '10:00') });
    expect(first.status, first.body.message).toBe(200);
    const second = await t.call(table.addBook, { token: member, body: spot(courts[1]!, day, '09:30', '10:30') });
    expect(second.status).toBe(409);
    const when = formatInstantRange(at(day, '09:00'), at(day, '10:00'), club.timezone, club.am_pm);
    const [court] = await t.handle.db
      .select({ name: courtsTable.name })
      .from(courtsTable)
      .where(eq(courtsTable.id, courts[0]!));
    const name = first.body.payload.created[0]!.record.bookings[0]!.full_name;
    const message = second.body.message;
    expect(message).toBe(APPOINTMENT_MESSAGES.memberBusy(name, court!.name, when));
    expect(second.errors).toEqual([{ field: 'userId', message }]);
    expect(message).toContain(when);
    expect(await rowsOnCourtFrom(t, courts[1]!, day)).toHaveLength(0);
    // Right after it ends is fine.
    const after = await t.call(table.addBook, { token: member, body: spot(courts[1]!, day, '10:00', '11:00') });
    expect(after.status, after.body.message).toBe(200);
  });

  it('counts partners too, and two courts in one request', async () => {
    const noah = await t.login('noah.fischer');
    const withPartner = await t.call(table.addBook, {
      token: noah,
      body: spot(courts[2]!, day, '09:00', '10:00', { partners: [memberId] }),
    });
    expect(withPartner.status).toBe(409);
    expect(withPartner.errors[0]!.field).toBe('partners');
    const both = await t.call(table.addBook, {
      token: member,
      body: { ...spot(courts[0]!, day, '13:00', '14:00'), courts: [courts[0]!, courts[1]!] },
    });
    expect(both.status).toBe(409);
    expect(await rowsOnCourtFrom(t, courts[0]!, day)).toHaveLength(1);
  });

  const racers = simultaneous(20);
  it(`of ${racers} simultaneous bookings by one member on different courts at one time, exactly one is made`, async () => {
    const responses = await Promise.all(
      Array.from({ length: racers }, (_, index) =>
        t.call(table.addBook, { token: member, body: spot(courts[index % courts.length]!, day, '16:00', '17:00') }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    let made = 0;
    for (const court of courts)
      made += (await rowsOnCourtFrom(t, court, day)).filter(
        (row) => row.startsAt.getTime() === Date.parse(at(day, '16:00')),
      ).length;
    expect(made).toBe(1);
  });

  it('staff booking for the member are refused too, and may override it', async () => {
    const body = spot(courts[2]!, day, '09:00', '10:00', { userId: memberId });
    const refused = await t.call(table.addBook, { token: owner, body });
    expect(refused.status).toBe(409);
    const overridden = await t.call(table.addBook, { token: owner, body: { ...body, force: true } });
    expect(overridden.status, overridden.body.message).toBe(200);
  });

  it('is off when the club turns it off', async () => {
    const off = await t.call(endpoints.settings.update, { token: owner, body: { one_court_at_a_time: false } });
    expect(off.status, off.body.message).toBe(200);
    try {
      const again = await t.call(table.addBook, { token: member, body: spot(courts[1]!, day, '19:00', '20:00') });
      const twice = await t.call(table.addBook, { token: member, body: spot(courts[2]!, day, '19:00', '20:00') });
      expect([again.status, twice.status]).toEqual([200, 200]);
    } finally {
      await t.call(endpoints.settings.update, { token: owner, body: { one_court_at_a_time: true } });
    }
  });
});

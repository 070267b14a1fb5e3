import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { businesses } from '@fairplay/db';
import { endpoints } from '@fairplay/contracts';
import { BOOKING_NAME_MESSAGES } from '@fairplay/domain';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, courtIdsOf, localDate, spot, userIdOf } from '../../test/appointments-kit.js';

describe("a member's booking and the club's partner and guest name requirements (issue 10)", () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let clubId: number;
  let courts: number[];
  let partner: number;
  const day = localDate(150);
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    clubId = await clubIdOf(t, owner);
    courts = await courtIdsOf(t, clubId);
    partner = await userIdOf(t, 'grace.hopper');
  });
  afterAll(async () => t.close());
  beforeEach(async () => setNames(false, false, false));

  const setNames = (partnerName: boolean, guestName: boolean, both: boolean) =>
    t.handle.db
      .update(businesses)
      .set({ requirePartnerName: partnerName, requireGuestName: guestName, requireGuestAndPartnerName: both })
      .where(eq(businesses.id, clubId));
  let hour = 5;
  /** Each booking on a fresh hour of the second court, so bookings never clash. */
  const book = (people: { partners?: number[]; guests?: string[] }, token = member) => {
    hour += 1;
    const from = `${String(hour).padStart(2, '0')}:00`;
    const to = `${String(hour + 1).padStart(2, '0')}:00`;
    return t.callRaw(endpoints.appointments.addBook, { token, body: spot(courts[1]!, day, from, to, people) });
  };

  it('partner names: a booking naming nobody is refused, one partner or one guest is enough', async () => {
    await setNames(true, false, false);
    const refused = await book({});
    expect(refused.status).toBe(400);
    expect(refused.errors).toEqual([{ field: 'partners', message: BOOKING_NAME_MESSAGES.partnerRequired }]);
    expect((await book({ partners: [partner] })).status).toBe(200);
    expect((await book({ guests: ['Sam'] })).status).toBe(200);
  });

  it('guest names: each guest by first and last name, the one that is not is named', async () => {
    await setNames(false, true, false);
    expect((await book({})).status).toBe(200);
    const refused = await book({ guests: ['Sam Porter', 'Sam'] });
    expect(refused.status).toBe(400);
    expect(refused.errors).toEqual([{ field: 'guests.1', message: BOOKING_NAME_MESSAGES.guestFullName }]);
    expect((await book({ guests: ['Sam Porter', 'Lea Moss'] })).status).toBe(200);
  });

  it('guest and partner names: guests alone are not enough, a member partner is', async () => {
    await setNames(true, true, true);
    const refused = await book({ guests: ['Sam Porter'] });
    expect(refused.status).toBe(400);
    expect(refused.errors).toEqual([{ field: 'partners', message: BOOKING_NAME_MESSAGES.memberPartnerRequired }]);
    // Naming oneself as a partner names nobody.
    const self = await book({ partners: [await userIdOf(t, 'member')], guests: ['Sam Porter'] });
    expect(self.errors[0]?.field).toBe('partners');
    expect((await book({ partners: [partner], guests: ['Sam Porter'] })).status).toBe(200);
  });

  it('staff booking for a member are not held to them; a member changing players is', async () => {
    await setNames(true, true, true);
    const memberId = await userIdOf(t, 'member');
    const staffBooking = await t.callRaw(endpoints.appointments.addBook, {
      token: owner,
      body: spot(courts[1]!, day, '20:00', '21:00', { userId: memberId }),
    });
    expect(staffBooking.status).toBe(200);
    await setNames(false, false, false);
    const booked = await book({ partners: [partner], guests: ['Sam Porter'] });
    expect(booked.status).toBe(200);
    const id = (booked.body.payload as { created: { id: number }[] }).created[0]!.id;
    await setNames(false, true, false);
    const change = await t.callRaw(endpoints.appointments.update, {
      token: member,
      params: { id },
      body: { guests: ['Sam'] },
    });
    expect(change.status).toBe(400);
    expect(change.errors).toEqual([{ field: 'guests.0', message: BOOKING_NAME_MESSAGES.guestFullName }]);
  });

  it('refuses guest names that are not letters and spaces, and partners who are not members, naming the field', async () => {
    const badGuest = await book({ guests: ['Sam <b>'] });
    expect(badGuest.status).toBe(400);
    expect(badGuest.errors[0]?.field).toBe('guests.0');
    const typedPartner = await book({ partners: ['Grace Hopper'] as unknown as number[] });
    expect(typedPartner.status).toBe(400);
    expect(typedPartner.errors[0]?.field).toBe('partners.0');
    const stranger = await book({ partners: [999_999] });
    expect(stranger.status).toBe(400);
    expect(stranger.errors[0]?.field).toBe('partners.0');
    expect(stranger.errors[0]?.message).toContain('is not a member of this club.');
  });
});

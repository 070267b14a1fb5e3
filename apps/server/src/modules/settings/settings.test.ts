import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { endpoints } from '@fairplay/contracts';

describe('business/settings: read and save', () => {
  let t: TestApp;
  let owner: string;
  let clubId: number;
  let seeded: typeof businesses.$inferSelect;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    clubId = (await t.call(endpoints.users.info, { token: owner })).body.payload.business_id!;
    seeded = await row();
  });
  /** Every test starts from the seeded settings: the ones that save put the club's row back as it was. */
  afterEach(async () => {
    await t.handle.db.update(businesses).set(seeded).where(eq(businesses.id, clubId));
  });
  afterAll(async () => t.close());

  const row = async () => (await t.handle.db.select().from(businesses).where(eq(businesses.id, clubId)))[0]!;

  /** Saves a 30-minute step with 90-minute bookings and the max times switched on (singles at 90). */
  const saveThirtyMinuteStep = async () => {
    const saved = await t.call(endpoints.settings.update, {
      token: owner,
      body: {
        booking_to_start: 30,
        min_list_duration: 90,
        enable_max_time_for_bookings: true,
        max_time_for_singles: 90,
        max_time_for_doubles: 120,
        max_time_for_triples: 120,
        max_time_for_quadruples: 150,
      },
    });
    expect(saved.status).toBe(200);
  };

  it('reads the defaults, with fields_count counted from the courts', async () => {
    const response = await t.call(endpoints.settings.read, { token: owner });
    expect(response.status).toBe(200);
    expect(response.body.payload).toMatchObject({
      timezone: 'America/Chicago',
      currency_code: 'usd',
      am_pm: true,
      booking_to_start: 60,
      min_list_duration: 60,
      csh_start_time: '06__00',
      btn3: 'Facility-sheet',
      advance_time: 365,
      allow_booking_until: 0,
      cancel_allowed: true,
      cancel_allowed_hour: 24,
      guest_fee: 0,
      enable_max_time_for_bookings: false,
      max_time_for_singles: 60,
      max_time_for_quadruples: 60,
      // The demo club requires its members to sign its waiver (issue 10).
      require_waiver_sign: true,
      require_waiver_sign_nbu: false,
      fields_count: 18,
      sign_file: '/api/v1/business/waiver',
    });
  });

  it('saves a change, and the session business block shows it', async () => {
    const body = {
      btn3: 'Court sheet',
      timezone: 'Europe/London',
      currency_code: 'GBP',
      am_pm: false,
      booking_to_start: 30,
      min_list_duration: 90,
      csh_start_time: '07__30',
      guest_fee: 1250,
      guest_fee_point: 3,
      show_waitlist: true,
      enable_max_time_for_bookings: true,
      max_time_for_singles: 90,
      max_time_for_doubles: 120,
      max_time_for_triples: 120,
      max_time_for_quadruples: 150,
    };
    const saved = await t.call(endpoints.settings.update, { token: owner, body });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Settings saved.');
    expect(saved.body.payload).toMatchObject({ ...body, currency_code: 'gbp' });
    expect(await row()).toMatchObject({
      btn3: 'Court sheet',
      currencyCode: 'gbp',
      guestFee: 1250,
      bookingToStart: 30,
      minListDuration: 90,
    });
    const session = (await t.call(endpoints.users.info, { token: owner })).body.payload.business;
    expect(session).toMatchObject({
      btn3: 'Court sheet',
      timezone: 'Europe/London',
      am_pm: false,
      guest_fee: 1250,
      show_waitlist: true,
    });
    const member = (await t.call(endpoints.users.info, { token: await t.login('member') })).body.payload.business;
    expect(member!.btn3).toBe('Court sheet');
  });

  it('hides the per-hour prices from members as a setting: off by default, and the session blocks carry it', async () => {
    expect((await t.call(endpoints.settings.read, { token: owner })).body.payload.hide_member_prices).toBe(false);
    const saved = await t.call(endpoints.settings.update, { token: owner, body: { hide_member_prices: true } });
    expect(saved.status).toBe(200);
    expect(saved.body.payload.hide_member_prices).toBe(true);
    expect(await row()).toMatchObject({ hideMemberPrices: true });
    const member = (await t.call(endpoints.users.info, { token: await t.login('member') })).body.payload.business;
    expect(member!.hide_member_prices).toBe(true);
    // The club's id decides nothing: this club is not 109 and hides them, and turned off it shows them again.
    expect(clubId).not.toBe(109);
    await t.call(endpoints.settings.update, { token: owner, body: { hide_member_prices: false } });
    expect((await t.call(endpoints.users.info, { token: owner })).body.payload.business!.hide_member_prices).toBe(
      false,
    );
  });

  it('checks a change against the stored settings: a step change must keep the durations on it', async () => {
    await saveThirtyMinuteStep();
    const before = await row();
    const response = await t.call(endpoints.settings.update, { token: owner, body: { booking_to_start: 60 } });
    expect(response.status).toBe(400);
    const fields = response.errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['min_list_duration', 'max_time_for_singles']));
    expect(await row()).toEqual(before);
  });

  it('keeps the max times at or above the minimum duration', async () => {
    await saveThirtyMinuteStep();
    const response = await t.call(endpoints.settings.update, { token: owner, body: { min_list_duration: 120 } });
    expect(response.status).toBe(400);
    expect(response.errors).toContainEqual({
      field: 'max_time_for_singles',
      message: 'Minimum and Max time settings are in conflict.',
    });
    const off = await t.call(endpoints.settings.update, {
      token: owner,
      body: { min_list_duration: 120, enable_max_time_for_bookings: false },
    });
    expect(off.status).toBe(200);
    expect(await row()).toMatchObject({ minListDuration: 120, enableMaxTimeForBookings: false });
  });

  it('refuses staff without settings update with 403, and members without settings read', async () => {
    const before = await row();
    for (const username of ['accountant', 'reception', 'coach.mei']) {
      const token = await t.login(username);
      expect((await t.call(endpoints.settings.read, { token })).status, username).toBe(200);
      expect((await t.call(endpoints.settings.update, { token, body: { btn3: 'Mine' } })).status, username).toBe(403);
    }
    for (const username of ['coach', 'member', 'shop.alex']) {
      expect((await t.call(endpoints.settings.read, { token: await t.login(username) })).status, username).toBe(403);
    }
    expect(await row()).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call(endpoints.settings.read)).status).toBe(401);
    expect((await t.call(endpoints.settings.update, { body: { btn3: 'x' } })).status).toBe(401);
  });

  it('stores SQL meta-characters in labels as plain text', async () => {
    const label = "Book'; DROP TABLE--";
    const response = await t.call(endpoints.settings.update, { token: owner, body: { btn1: label } });
    expect(response.status).toBe(200);
    expect((await row()).btn1).toBe(label);
  });

  it('refuses malformed JSON and unknown fields, writing nothing', async () => {
    const before = await row();
    const malformed = await t.callRaw(endpoints.settings.update, { token: owner, rawBody: '{"btn3": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('The request body is not valid JSON.');
    const unknown = await t.callRaw(endpoints.settings.update, {
      token: owner,
      body: { btn3: 'Fine', fields_count: 3 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.errors).toEqual([{ field: 'fields_count', message: 'Unrecognized field.' }]);
    const huge = await t.call(endpoints.settings.update, { token: owner, body: { btn3: 'x'.repeat(300 * 1024) } });
    expect(huge.status).toBe(413);
    expect(await row()).toEqual(before);
  });
});

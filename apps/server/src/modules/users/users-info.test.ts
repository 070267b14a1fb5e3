import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '@fairplay/domain';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { DEMO_CLUB_NAME } from '../../test/users-kit.js';
import { endpoints } from '@fairplay/contracts';

/** Spec 1 section 3, "User (session)". */
const SESSION_FIELDS = [
  'business',
  'business_id',
  'dob',
  'email',
  'first_name',
  'id',
  // Our addition (docs/decisions.md "Joining a club"): requests waiting for a club, and clubs inviting the user.
  'join_requests',
  'last_name',
  'member_type',
  'memberships',
  'namespace',
  'phone',
  'premium',
  'profile_image',
  'subscribed',
  'subscription',
  'uid',
  'user_id',
  'user_type',
  'username',
];

/** Spec 1 section 3, "Business" (the fields the session carries). */
const BUSINESS_FIELDS = [
  'add_to_invoice',
  'address',
  'am_pm',
  'booking_to_start',
  'btn1',
  'btn2',
  'btn3',
  'csh_start_time',
  'currency_code',
  'family',
  'fields_count',
  'id',
  'min_list_duration',
  'name',
  'plan',
  'planId',
  'sign_file',
  'timezone',
  'uid',
  'user_id',
  // The scheduling settings of spec 2 section 3 (business/settings), carried in the session too.
  'advance_time',
  'allow_booking_until',
  'allow_to_pay_in_person',
  'automatically_refund_payment',
  'cancel_allowed',
  'cancel_allowed_hour',
  'cancel_on_freeze',
  'enable_max_time_for_bookings',
  'guest_fee',
  'guest_fee_point',
  'max_time_for_doubles',
  'max_time_for_quadruples',
  'max_time_for_singles',
  'max_time_for_triples',
  'require_guest_and_partner_name',
  'require_guest_name',
  'require_partner_name',
  'require_waiver_sign',
  'require_waiver_sign_nbu',
  'show_waitlist',
  // Split payment (issue 13).
  'split_payment',
  // A member holds one court at a time (issue 24).
  'one_court_at_a_time',
  // The member view hides the per-hour prices (spec 2 section 2; issue 25 a club setting).
  'hide_member_prices',
  // Who may join the club (docs/decisions.md "Joining a club").
  'join_policy',
  // The public club page's about text and image (issue 14).
  'about',
  'image',
  // No-show and late-cancel fees (issue 13).
  'late_cancel_fee',
  'no_show_fee',
  'no_show_fee_minutes',
].sort();

describe('users/info', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('answers 401 without a token and with a garbage token', async () => {
    const none = await t.call(endpoints.users.info);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ code: 401, payload: null, message: 'Please sign in to continue.' });
    for (const token of ['garbage', 'x'.repeat(43), 'x'.repeat(500)]) {
      const bad = await t.call(endpoints.users.info, { token });
      expect(bad.status).toBe(401);
      expect(bad.body.code).toBe(401);
      expect(bad.body.payload).toBeNull();
    }
  });

  it('gives the owner every session field of spec 1 section 3', async () => {
    const token = await t.login('owner');
    const response = await t.call(endpoints.users.info, { token });
    expect(response.status).toBe(200);
    expect(response.body.code).toBe(200);
    const user = response.body.payload;
    expect(Object.keys(user).sort()).toEqual(SESSION_FIELDS);
    expect(user).toMatchObject({
      user_type: 'bu',
      username: 'owner',
      first_name: 'Olivia',
      last_name: 'Bennett',
      email: 'owner@riverside.example.com',
      phone: '+15125550100',
      dob: '1979-04-12',
      profile_image: null,
      premium: true,
      subscribed: true,
    });
    expect(user.id).toBe(user.user_id);
    expect(typeof user.uid).toBe('string');
    expect(user.uid.length).toBeGreaterThan(0);

    const business = user.business!;
    expect(Object.keys(business).sort()).toEqual(BUSINESS_FIELDS);
    expect(business).toMatchObject({
      name: DEMO_CLUB_NAME,
      address: '1200 River Road, Austin, TX 78703',
      timezone: 'America/Chicago',
      plan: 'enterprisecourtandlessonproviderplan',
      fields_count: 18,
      user_id: user.id,
    });
    expect(business.csh_start_time).toMatch(/^\d{2}__\d{2}$/);
    expect(user.business_id).toBe(business.id);
    expect(user.namespace).toBe(`business-${business.uid}`);

    expect(user.member_type).toMatchObject({ key: 'owner', name: 'Owner', settings: { manage_lessons: false } });
    expect(typeof user.member_type!.id).toBe('number');
    const roles = [...user.member_type!.roles].sort((a: { resource: string }, b: { resource: string }) =>
      a.resource.localeCompare(b.resource),
    );
    expect(roles).toEqual([...RESOURCES].sort().map((resource) => ({ resource, read: true, update: true })));

    expect(user.subscription).toEqual({
      subscription_id: `sub_club_${business.id}`,
      status: 'active',
      pause_collection: null,
    });
    expect(user.memberships).toEqual([
      { business_id: business.id, business_name: DEMO_CLUB_NAME, member_type: 'owner', current: true },
    ]);
  });

  it("gives a member (nbu) the club and member type but not the club's subscription", async () => {
    const token = await t.login('member');
    const response = await t.call(endpoints.users.info, { token });
    expect(response.status).toBe(200);
    const user = response.body.payload;
    expect(Object.keys(user).sort()).toEqual(SESSION_FIELDS);
    expect(user).toMatchObject({
      username: 'member',
      user_type: 'nbu',
      first_name: 'Emma',
      last_name: 'Wilson',
      subscription: null,
      subscribed: false,
      member_type: { key: 'member', settings: { manage_lessons: false } },
      business: { name: DEMO_CLUB_NAME, fields_count: 18 },
    });
    expect(user.member_type!.roles).toHaveLength(9);
    expect(user.memberships).toEqual([
      { business_id: user.business_id, business_name: DEMO_CLUB_NAME, member_type: 'member', current: true },
    ]);
  });

  it('gives a coach the coach member type with manage_lessons', async () => {
    const token = await t.login('coach');
    const user = (await t.call(endpoints.users.info, { token })).body.payload;
    expect(user.member_type).toMatchObject({ key: 'coach', settings: { manage_lessons: true } });
    expect(user.subscription).not.toBeNull();
  });

  it('lists memberships through users/memberships', async () => {
    const token = await t.login('coach.sofia');
    const info = (await t.call(endpoints.users.info, { token })).body.payload;
    const response = await t.call(endpoints.users.memberships, { token });
    expect(response.status).toBe(200);
    expect(response.body.payload).toEqual([
      { business_id: info.business_id, business_name: DEMO_CLUB_NAME, member_type: 'supercoach', current: true },
    ]);
    expect((await t.call(endpoints.users.memberships)).status).toBe(401);
    expect((await t.call(endpoints.users.memberships, { token: 'nonsense' })).status).toBe(401);
  });
});

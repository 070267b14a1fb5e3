import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordBody,
  sessionUserSchema,
  setBusinessBody,
  subscriptionSchema,
  updateProfileBody,
} from './users.js';

function issuesOf(schema: z.ZodType, value: unknown): { path: PropertyKey[]; message: string; code: string }[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message, code: issue.code }));
}

describe('updateProfileBody', () => {
  it('accepts an empty body: every field is optional', () => {
    expect(updateProfileBody.parse({})).toEqual({});
  });

  it.each([
    ['first_name', 'Olivia'],
    ['last_name', 'Bennett'],
    ['email', 'olivia@example.com'],
    ['phone', '+15125550100'],
    ['dob', '1979-04-12'],
    ['business', { name: 'Riverside Club' }],
  ] as const)('accepts %s on its own', (field, value) => {
    expect(updateProfileBody.parse({ [field]: value })).toEqual({ [field]: value });
  });

  it('normalises the fields it takes', () => {
    expect(
      updateProfileBody.parse({
        first_name: ' Olivia ',
        last_name: ' Bennett ',
        email: ' Olivia@Example.COM ',
        phone: ' +15125550100 ',
        dob: '1979-04-12T10:00:00.000Z',
        business: { name: ' Riverside Club ' },
      }),
    ).toEqual({
      first_name: 'Olivia',
      last_name: 'Bennett',
      email: 'olivia@example.com',
      phone: '+15125550100',
      dob: '1979-04-12',
      business: { name: 'Riverside Club' },
    });
  });

  it('accepts null for phone and dob, to clear them', () => {
    expect(updateProfileBody.parse({ phone: null, dob: null })).toEqual({ phone: null, dob: null });
  });

  it('does not accept null for the names or the e-mail', () => {
    expect(updateProfileBody.safeParse({ first_name: null }).success).toBe(false);
    expect(updateProfileBody.safeParse({ email: null }).success).toBe(false);
  });

  it('rejects unknown fields (strict)', () => {
    for (const field of ['username', 'password', 'user_type', 'business_id', 'member_type']) {
      expect(issuesOf(updateProfileBody, { [field]: 'x' }), field).toEqual([
        expect.objectContaining({ code: 'unrecognized_keys' }),
      ]);
    }
  });

  it('rejects unknown fields inside business (strict)', () => {
    expect(updateProfileBody.safeParse({ business: { name: 'Riverside Club', address: 'Somewhere' } }).success).toBe(
      false,
    );
  });

  it('validates each field it is given', () => {
    expect(issuesOf(updateProfileBody, { first_name: 'O' })).toEqual([
      expect.objectContaining({ path: ['first_name'], message: 'First name must be at least 2 characters.' }),
    ]);
    expect(issuesOf(updateProfileBody, { last_name: 'x'.repeat(51) })).toEqual([
      expect.objectContaining({ path: ['last_name'], message: 'Last name must be at most 50 characters.' }),
    ]);
    expect(issuesOf(updateProfileBody, { email: 'nope' })).toEqual([expect.objectContaining({ path: ['email'] })]);
    expect(issuesOf(updateProfileBody, { phone: '555-0100' })).toEqual([expect.objectContaining({ path: ['phone'] })]);
    expect(issuesOf(updateProfileBody, { dob: '1929-12-31' })).toEqual([expect.objectContaining({ path: ['dob'] })]);
    expect(issuesOf(updateProfileBody, { business: { name: 'R' } })).toEqual([
      expect.objectContaining({ path: ['business', 'name'] }),
    ]);
    expect(issuesOf(updateProfileBody, { business: { name: 'x'.repeat(81) } })).toEqual([
      expect.objectContaining({ path: ['business', 'name'] }),
    ]);
  });
});

describe('changePasswordBody', () => {
  const valid = { old_password: ' oldpassw0rd ', new_password: 'newpassw0rd', confirm_password: 'newpassw0rd' };

  it('accepts a matching confirmation and trims', () => {
    expect(changePasswordBody.parse(valid)).toEqual({
      old_password: 'oldpassw0rd',
      new_password: 'newpassw0rd',
      confirm_password: 'newpassw0rd',
    });
  });

  it('reports a mismatched confirmation on confirm_password', () => {
    expect(issuesOf(changePasswordBody, { ...valid, confirm_password: 'newpassw0rD' })).toEqual([
      { path: ['confirm_password'], message: 'Passwords do not match.', code: 'custom' },
    ]);
  });

  it('requires the current password', () => {
    expect(issuesOf(changePasswordBody, { ...valid, old_password: '   ' })).toEqual([
      expect.objectContaining({ path: ['old_password'], message: 'Current password is required.' }),
    ]);
  });

  it('validates the new password', () => {
    expect(issuesOf(changePasswordBody, { ...valid, new_password: 'abcdefgh', confirm_password: 'abcdefgh' })).toEqual([
      expect.objectContaining({ path: ['new_password'], message: 'Password must contain at least one number.' }),
    ]);
  });

  it('rejects unknown fields', () => {
    expect(changePasswordBody.safeParse({ ...valid, username: 'owner' }).success).toBe(false);
  });
});

describe('setBusinessBody', () => {
  it('takes a positive whole business id', () => {
    expect(setBusinessBody.parse({ business_id: 3 })).toEqual({ business_id: 3 });
    for (const business_id of [0, -1, 1.5, '3', 2147483648]) {
      expect(setBusinessBody.safeParse({ business_id }).success, String(business_id)).toBe(false);
    }
    expect(setBusinessBody.safeParse({ business_id: 3, extra: true }).success).toBe(false);
  });
});

describe('subscriptionSchema', () => {
  it('accepts the known statuses, paused or not', () => {
    for (const status of ['active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete']) {
      expect(
        subscriptionSchema.safeParse({ subscription_id: 'sub_1', status, pause_collection: null }).success,
        status,
      ).toBe(true);
    }
    expect(
      subscriptionSchema.safeParse({
        subscription_id: null,
        status: 'active',
        pause_collection: { resumes_at: '2031-07-01T00:00:00.000Z' },
      }).success,
    ).toBe(true);
  });

  it('rejects an unknown status', () => {
    expect(
      subscriptionSchema.safeParse({ subscription_id: null, status: 'paused', pause_collection: null }).success,
    ).toBe(false);
  });
});

describe('sessionUserSchema', () => {
  const sessionUser = {
    user_id: 1,
    id: 1,
    uid: 'u-1',
    profile_image: null,
    user_type: 'nbu',
    business_id: null,
    business: null,
    member_type: null,
    dob: null,
    first_name: 'Olivia',
    last_name: 'Bennett',
    email: 'olivia@example.com',
    username: 'olivia',
    phone: null,
    premium: false,
    subscribed: false,
    subscription: null,
    memberships: [],
    join_requests: [],
    namespace: 'fairplay',
  };

  it('accepts a customer without a club', () => {
    expect(sessionUserSchema.safeParse(sessionUser).success).toBe(true);
  });

  it('accepts a staff member with a club, member type, membership and subscription', () => {
    const staff = {
      ...sessionUser,
      user_type: 'bu',
      business_id: 7,
      business: {
        id: 7,
        uid: 'b-7',
        name: 'Riverside Club',
        address: '1200 River Road',
        timezone: 'America/Chicago',
        currency_code: 'USD',
        am_pm: true,
        plan: 'pro',
        planId: null,
        btn1: 'Book',
        btn2: 'Lessons',
        btn3: 'Court sheet',
        sign_file: null,
        user_id: 1,
        fields_count: 4,
        csh_start_time: '06:00',
        booking_to_start: 30,
        min_list_duration: 60,
        advance_time: 14,
        allow_booking_until: 0,
        cancel_allowed: true,
        cancel_allowed_hour: 24,
        cancel_on_freeze: false,
        automatically_refund_payment: false,
        allow_to_pay_in_person: true,
        show_waitlist: false,
        require_partner_name: false,
        require_guest_name: false,
        require_guest_and_partner_name: false,
        guest_fee: 1500,
        guest_fee_point: 0,
        enable_max_time_for_bookings: false,
        max_time_for_singles: 60,
        max_time_for_doubles: 60,
        max_time_for_triples: 60,
        max_time_for_quadruples: 60,
        require_waiver_sign: false,
        require_waiver_sign_nbu: false,
        join_policy: 'approval',
        add_to_invoice: false,
        family: [],
        about: 'Six clay courts by the river.',
        image: null,
        no_show_fee: 0,
        no_show_fee_minutes: 15,
        late_cancel_fee: 0,
        split_payment: false,
        one_court_at_a_time: true,
        hide_member_prices: false,
      },
      member_type: {
        id: 3,
        key: 'owner',
        name: 'Owner',
        roles: [{ resource: 'court', read: true, update: true }],
        settings: { manage_lessons: false },
      },
      memberships: [{ business_id: 7, business_name: 'Riverside Club', member_type: 'owner', current: true }],
      subscription: { subscription_id: 'sub_1', status: 'active', pause_collection: null },
    };
    expect(sessionUserSchema.safeParse(staff).success).toBe(true);
  });

  it('rejects an unknown user type or member type key', () => {
    expect(sessionUserSchema.safeParse({ ...sessionUser, user_type: 'staff' }).success).toBe(false);
    expect(
      sessionUserSchema.safeParse({
        ...sessionUser,
        memberships: [{ business_id: 7, business_name: 'Riverside Club', member_type: 'janitor', current: true }],
      }).success,
    ).toBe(false);
  });
});

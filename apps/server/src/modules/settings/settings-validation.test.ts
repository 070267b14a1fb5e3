import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '@fairplay/db';
import { startTestApp, type TestApp, errorFields } from '../../test/harness.js';
import { endpoints } from '@fairplay/contracts';

/** Each setting with values it refuses, and the message for the first of them. */
const INVALID: [string, unknown[], string][] = [
  ['timezone', ['Mars/Olympus', 12, ''], 'Unknown time zone.'],
  ['currency_code', ['dollars', 'zzz', 5], 'Currency must be a three-letter ISO 4217 code such as usd.'],
  ['am_pm', ['yes', 1, null], '12-hour clock must be true or false.'],
  ['booking_to_start', [7, 0, '30', 45], 'Booking step must be 5, 10, 15, 20, 30 or 60 minutes.'],
  ['min_list_duration', [0, 61.5, '60', 2000], 'Minimum duration must be between 5 and 1440.'],
  [
    'csh_start_time',
    ['24__00', '6__00', '06:00', '06__60'],
    'Court-sheet start must be a time written hour__minute, such as 06__00.',
  ],
  ['btn1', ['', '   ', 'x'.repeat(31), 3], 'Book button label is required.'],
  ['btn2', ['', 'y'.repeat(31)], 'Lessons button label is required.'],
  ['btn3', ['', 'z'.repeat(31)], 'Facility-sheet label is required.'],
  ['advance_time', [-1, 366, 1.5, '30'], 'Advance booking must be between 0 and 365.'],
  ['allow_booking_until', [-1, 169], 'Booking closes must be between 0 and 168.'],
  ['cancel_allowed', ['no', 0], 'Cancellation allowed must be true or false.'],
  ['cancel_allowed_hour', [-1, 1000, 2.5], 'Cancellation hours must be between 0 and 999.'],
  ['cancel_on_freeze', ['true'], 'Cancel on freeze must be true or false.'],
  ['automatically_refund_payment', [null], 'Refund on cancel must be true or false.'],
  ['allow_to_pay_in_person', [1], 'Pay in person must be true or false.'],
  ['show_waitlist', ['on'], 'Waitlist must be true or false.'],
  ['require_partner_name', ['yes'], 'Require partner names must be true or false.'],
  ['require_guest_name', ['yes'], 'Require guest names must be true or false.'],
  [
    'require_guest_and_partner_name',
    [true],
    'Requiring guest and partner names needs both the partner and the guest name requirement on.',
  ],
  ['guest_fee', [-1, 12.5, 1_000_001, '10'], 'Guest fee (cents) must be between 0 and 1000000.'],
  ['guest_fee_point', [-5, 100_001], 'Guest fee in points must be between 0 and 100000.'],
  ['enable_max_time_for_bookings', ['yes'], 'Max time per booking must be true or false.'],
  ['max_time_for_singles', [0, 1441, 30.5], 'Max time for 1 person must be between 5 and 1440.'],
  ['max_time_for_doubles', [4], 'Max time for 2 people must be between 5 and 1440.'],
  ['max_time_for_triples', [2000], 'Max time for 3 people must be between 5 and 1440.'],
  ['max_time_for_quadruples', [-60], 'Max time for 4 people and more must be between 5 and 1440.'],
  ['require_waiver_sign', ['yes'], 'Require waiver (members) must be true or false.'],
  ['require_waiver_sign_nbu', [0], 'Require waiver (customers) must be true or false.'],
  ['join_policy', ['closed', '', 1, null], 'Joining must be open, approval or invitation.'],
  ['add_to_invoice', ['yes', 1], 'Monthly invoices must be true or false.'],
  ['about', [42, 'x'.repeat(2001), null], 'About must be text.'],
  ['no_show_fee', [-1, 1_000_001, 2.5], 'No-show fee (cents) must be between 0 and 1000000.'],
  ['no_show_fee_minutes', [-1, 1441], 'No-show after (minutes) must be between 0 and 1440.'],
  ['late_cancel_fee', [-1, 1_000_001], 'Late-cancel fee (cents) must be between 0 and 1000000.'],
  ['split_payment', ['yes', 1], 'Split payment must be true or false.'],
  ['one_court_at_a_time', ['yes', 1], 'One court at a time must be true or false.'],
  ['hide_member_prices', ['yes', 1], 'Hide prices from members must be true or false.'],
];

describe('business/settings: every field is validated', () => {
  let t: TestApp;
  let owner: string;
  let clubId: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    clubId = (await t.call(endpoints.users.info, { token: owner })).body.payload.business_id!;
  });
  afterAll(async () => t.close());

  const row = async () => (await t.handle.db.select().from(businesses).where(eq(businesses.id, clubId)))[0]!;

  it('covers every setting the API shows', async () => {
    const shown = Object.keys((await t.call(endpoints.settings.read, { token: owner })).body.payload).filter(
      // Not settings: the court count, and the waiver's and image's addresses (set by their uploads).
      (key) => key !== 'fields_count' && key !== 'sign_file' && key !== 'image',
    );
    expect(INVALID.map(([field]) => field).sort()).toEqual(shown.sort());
  });

  it.each(INVALID)('refuses bad %s values with 400 naming the field', async (field, values, message) => {
    const before = await row();
    for (const [index, value] of values.entries()) {
      const response = await t.call(endpoints.settings.update, {
        token: owner,
        body: { btn2: 'Changed', [field]: value },
      });
      expect(response.status, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(response.errors[0]!.field).toBe(field);
      expect(errorFields(response)).toContain(field);
      if (index === 0) expect(response.errors[0]!.message).toBe(message);
    }
    expect(await row()).toEqual(before);
  });

  it('accepts the edges of each range', async () => {
    const edges = [
      { advance_time: 0 },
      { advance_time: 365 },
      { allow_booking_until: 168 },
      { cancel_allowed_hour: 999 },
      { guest_fee: 1_000_000 },
      { guest_fee_point: 100_000 },
      { csh_start_time: '23__59' },
      { csh_start_time: '00__00' },
      { btn1: 'x'.repeat(30) },
      { require_partner_name: true, require_guest_name: true, require_guest_and_partner_name: true },
      { booking_to_start: 5 },
      { booking_to_start: 60 },
    ];
    for (const body of edges) {
      const response = await t.call(endpoints.settings.update, { token: owner, body });
      expect(response.status, JSON.stringify(body)).toBe(200);
      expect(response.body.payload).toMatchObject(body);
    }
  });

  it('an empty change saves nothing and answers the settings', async () => {
    const before = await row();
    const response = await t.call(endpoints.settings.update, { token: owner, body: {} });
    expect(response.status).toBe(200);
    expect(await row()).toEqual(before);
  });
});

import type { ClubSettings, UpdateClubSettingsBody } from '@fairplay/contracts';
import type { businesses } from '@fairplay/db';
import type { BusinessRow } from '../identity/index.js';

type BusinessChanges = Partial<typeof businesses.$inferInsert>;

/** API field name → businesses column property, for every setting PUT business/settings accepts. */
const COLUMNS = {
  timezone: 'timezone',
  currency_code: 'currencyCode',
  am_pm: 'amPm',
  booking_to_start: 'bookingToStart',
  min_list_duration: 'minListDuration',
  csh_start_time: 'cshStartTime',
  btn1: 'btn1',
  btn2: 'btn2',
  btn3: 'btn3',
  advance_time: 'advanceTime',
  allow_booking_until: 'allowBookingUntil',
  cancel_allowed: 'cancelAllowed',
  cancel_allowed_hour: 'cancelAllowedHour',
  cancel_on_freeze: 'cancelOnFreeze',
  automatically_refund_payment: 'automaticallyRefundPayment',
  allow_to_pay_in_person: 'allowToPayInPerson',
  show_waitlist: 'showWaitlist',
  require_partner_name: 'requirePartnerName',
  require_guest_name: 'requireGuestName',
  require_guest_and_partner_name: 'requireGuestAndPartnerName',
  guest_fee: 'guestFee',
  guest_fee_point: 'guestFeePoint',
  split_payment: 'splitPayment',
  one_court_at_a_time: 'oneCourtAtATime',
  hide_member_prices: 'hideMemberPrices',
  enable_max_time_for_bookings: 'enableMaxTimeForBookings',
  max_time_for_singles: 'maxTimeForSingles',
  max_time_for_doubles: 'maxTimeForDoubles',
  max_time_for_triples: 'maxTimeForTriples',
  max_time_for_quadruples: 'maxTimeForQuadruples',
  require_waiver_sign: 'requireWaiverSign',
  require_waiver_sign_nbu: 'requireWaiverSignNbu',
  join_policy: 'joinPolicy',
  add_to_invoice: 'addToInvoice',
  about: 'about',
  no_show_fee: 'noShowFee',
  no_show_fee_minutes: 'noShowFeeMinutes',
  late_cancel_fee: 'lateCancelFee',
} as const satisfies Record<keyof UpdateClubSettingsBody, keyof BusinessRow>;

type SettingKey = keyof typeof COLUMNS;
const SETTING_KEYS = Object.keys(COLUMNS) as SettingKey[];

/** The club's settings as the API shows them; the session's business block carries the same values. */
export function clubSettingsOf(business: BusinessRow, fieldsCount: number): ClubSettings {
  const values = Object.fromEntries(SETTING_KEYS.map((key) => [key, business[COLUMNS[key]]]));
  return {
    ...(values as Omit<ClubSettings, 'fields_count' | 'sign_file' | 'image'>),
    fields_count: fieldsCount,
    sign_file: business.signFile,
    image: business.image,
  };
}

/** The column changes for the fields a PUT sent (undefined ones are left alone). */
export function columnChangesOf(body: Partial<Record<SettingKey, unknown>>): BusinessChanges {
  const changes: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) {
    if (body[key] !== undefined) changes[COLUMNS[key]] = body[key];
  }
  return changes as BusinessChanges;
}

const FEE_KEYS = ['no_show_fee', 'no_show_fee_minutes', 'late_cancel_fee'] as const;

/**
 * Whether a PUT changes the no-show or late-cancel fees (issue 13): then they apply to bookings from that moment on
 * only, never retroactively (`fees_changed_at`, read by booking fees). Saving the same values again is no change.
 */
export function changesFees(current: ClubSettings, body: Partial<Record<SettingKey, unknown>>): boolean {
  return FEE_KEYS.some((key) => body[key] !== undefined && body[key] !== current[key]);
}

import { z } from 'zod';
import { timezoneField } from './fields.js';
import { joinPolicyField, JOIN_POLICIES } from './joining.js';

/** Club settings used by scheduling (spec 2 section 3): GET and PUT business/settings. */
export const SETTINGS_LIMITS = {
  bookingSteps: [5, 10, 15, 20, 30, 60],
  advanceDaysMax: 365,
  bookingUntilHoursMax: 168,
  cancelHoursMax: 999,
  /** $10,000.00 in cents. */
  guestFeeMax: 1_000_000,
  guestFeePointMax: 100_000,
  maxTimeMin: 5,
  maxTimeMax: 1440,
  maxTimeDefault: 60,
  labelMax: 30,
  /** The about text on the club's public page. */
  aboutMax: 2000,
  /** No-show and late-cancel fees (issue 13): $10,000.00 at most, and the no-show grace in minutes. */
  bookingFeeMax: 1_000_000,
  noShowMinutesMax: 1440,
} as const;

const CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency').map((code) => code.toLowerCase()));

const whole = (label: string, min: number, max: number) =>
  z
    .number(`${label} must be a number.`)
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be between ${min} and ${max}.`)
    .max(max, `${label} must be between ${min} and ${max}.`);

const flag = (label: string) => z.boolean(`${label} must be true or false.`);

const label = (name: string) =>
  z
    .string(`${name} must be text.`)
    .trim()
    .min(1, `${name} is required.`)
    .max(SETTINGS_LIMITS.labelMax, `${name} must be at most ${SETTINGS_LIMITS.labelMax} characters.`);

/** The settings added for scheduling; the session's business block carries them too. */
export const schedulingSettingsShape = {
  advance_time: whole('Advance booking', 0, SETTINGS_LIMITS.advanceDaysMax),
  allow_booking_until: whole('Booking closes', 0, SETTINGS_LIMITS.bookingUntilHoursMax),
  cancel_allowed: flag('Cancellation allowed'),
  cancel_allowed_hour: whole('Cancellation hours', 0, SETTINGS_LIMITS.cancelHoursMax),
  cancel_on_freeze: flag('Cancel on freeze'),
  automatically_refund_payment: flag('Refund on cancel'),
  allow_to_pay_in_person: flag('Pay in person'),
  show_waitlist: flag('Waitlist'),
  require_partner_name: flag('Require partner names'),
  require_guest_name: flag('Require guest names'),
  require_guest_and_partner_name: flag('Require guest and partner names'),
  guest_fee: whole('Guest fee (cents)', 0, SETTINGS_LIMITS.guestFeeMax),
  guest_fee_point: whole('Guest fee in points', 0, SETTINGS_LIMITS.guestFeePointMax),
  /** Split payment (issue 13): each player of a booking paid by book-and-pay may pay their own share. */
  split_payment: flag('Split payment'),
  /** A member may not hold two bookings at overlapping times (issue 24); staff booking for them may override. */
  one_court_at_a_time: flag('One court at a time'),
  /** Spec 2 section 2: the member view hides the per-hour price (the spec's club 109; issue 25 a setting). */
  hide_member_prices: flag('Hide prices from members'),
  enable_max_time_for_bookings: flag('Max time per booking'),
  max_time_for_singles: whole('Max time for 1 person', SETTINGS_LIMITS.maxTimeMin, SETTINGS_LIMITS.maxTimeMax),
  max_time_for_doubles: whole('Max time for 2 people', SETTINGS_LIMITS.maxTimeMin, SETTINGS_LIMITS.maxTimeMax),
  max_time_for_triples: whole('Max time for 3 people', SETTINGS_LIMITS.maxTimeMin, SETTINGS_LIMITS.maxTimeMax),
  max_time_for_quadruples: whole(
    'Max time for 4 people and more',
    SETTINGS_LIMITS.maxTimeMin,
    SETTINGS_LIMITS.maxTimeMax,
  ),
  require_waiver_sign: flag('Require waiver (members)'),
  require_waiver_sign_nbu: flag('Require waiver (customers)'),
};

export const clubSettingsShape = {
  timezone: timezoneField,
  currency_code: z
    .string('Currency must be text.')
    .trim()
    .toLowerCase()
    .refine((code) => CURRENCIES.has(code), 'Currency must be a three-letter ISO 4217 code such as usd.'),
  am_pm: flag('12-hour clock'),
  booking_to_start: z
    .number('Booking step must be a number.')
    .refine(
      (step) => (SETTINGS_LIMITS.bookingSteps as readonly number[]).includes(step),
      'Booking step must be 5, 10, 15, 20, 30 or 60 minutes.',
    ),
  min_list_duration: whole('Minimum duration', 5, 1440),
  csh_start_time: z
    .string('Court-sheet start must be text.')
    .regex(
      /^([01][0-9]|2[0-3])__[0-5][0-9]$/,
      'Court-sheet start must be a time written hour__minute, such as 06__00.',
    ),
  btn1: label('Book button label'),
  btn2: label('Lessons button label'),
  btn3: label('Facility-sheet label'),
  ...schedulingSettingsShape,
  join_policy: joinPolicyField,
  /** Monthly invoices (spec 3: Add to Monthly Invoice, "Your club operates on automated invoice basis"). */
  add_to_invoice: flag('Monthly invoices'),
  /** The about text of the club's public page (spec 3 "Shows business image, name, about"). */
  about: z
    .string('About must be text.')
    .trim()
    .max(SETTINGS_LIMITS.aboutMax, `About must be at most ${SETTINGS_LIMITS.aboutMax} characters.`),
  /** No-show and late-cancel fees in cents (issue 13, "Beyond the anchors"); 0: no fee. */
  no_show_fee: whole('No-show fee (cents)', 0, SETTINGS_LIMITS.bookingFeeMax),
  no_show_fee_minutes: whole('No-show after (minutes)', 0, SETTINGS_LIMITS.noShowMinutesMax),
  late_cancel_fee: whole('Late-cancel fee (cents)', 0, SETTINGS_LIMITS.bookingFeeMax),
};

const int = z.number().int();

/** GET business/settings (and the answer to PUT). fields_count is the number of courts, not a setting. */
export const clubSettingsResponse = z.object({
  timezone: z.string(),
  currency_code: z.string(),
  am_pm: z.boolean(),
  booking_to_start: int,
  min_list_duration: int,
  csh_start_time: z.string(),
  btn1: z.string(),
  btn2: z.string(),
  btn3: z.string(),
  advance_time: int,
  allow_booking_until: int,
  cancel_allowed: z.boolean(),
  cancel_allowed_hour: int,
  cancel_on_freeze: z.boolean(),
  automatically_refund_payment: z.boolean(),
  allow_to_pay_in_person: z.boolean(),
  show_waitlist: z.boolean(),
  require_partner_name: z.boolean(),
  require_guest_name: z.boolean(),
  require_guest_and_partner_name: z.boolean(),
  guest_fee: int,
  guest_fee_point: int,
  split_payment: z.boolean(),
  one_court_at_a_time: z.boolean(),
  hide_member_prices: z.boolean(),
  enable_max_time_for_bookings: z.boolean(),
  max_time_for_singles: int,
  max_time_for_doubles: int,
  max_time_for_triples: int,
  max_time_for_quadruples: int,
  require_waiver_sign: z.boolean(),
  require_waiver_sign_nbu: z.boolean(),
  join_policy: z.enum(JOIN_POLICIES),
  add_to_invoice: z.boolean(),
  about: z.string(),
  no_show_fee: int,
  no_show_fee_minutes: int,
  late_cancel_fee: int,
  fields_count: int,
  sign_file: z.string().nullable(),
  /** The served address of the club's image (PUT business/image), or null. */
  image: z.string().nullable(),
});
export type ClubSettings = z.infer<typeof clubSettingsResponse>;

/** PUT business/settings: any subset of the settings; unknown fields are refused. */
export const updateClubSettingsBody = z.object(clubSettingsShape).partial().strict();
export type UpdateClubSettingsBody = z.input<typeof updateClubSettingsBody>;

/** The club's waiver document (PUT business/waiver takes the PDF itself as the body). */
export const WAIVER_LIMITS = { maxBytes: 5 * 1024 * 1024, fileNameMax: 120 } as const;

export const waiverUploadQuery = z
  .object({
    name: z
      .string()
      .trim()
      .min(5, 'name must be a file name ending in .pdf.')
      .max(WAIVER_LIMITS.fileNameMax, `name must be at most ${WAIVER_LIMITS.fileNameMax} characters.`)
      .regex(/\.pdf$/i, 'name must be a file name ending in .pdf.'),
  })
  .strict();

/** The stored waiver; `version` is new on every upload (members sign each version). */
export const waiverInfo = z.object({
  sign_file: z.string(),
  file_name: z.string(),
  size_bytes: z.number().int(),
  version: z.number().int(),
});
export type WaiverInfo = z.infer<typeof waiverInfo>;

/** Signing the club's waiver before booking (issue 10). */
export const WAIVER_SIGN_LIMITS = { signedNameMin: 2, signedNameMax: 100 } as const;

export const WAIVER_MESSAGES = {
  /** Spec 3 section 5: the box must be ticked. */
  agree: 'Please agree to following Terms and Policies',
  signBeforeBooking: "Please read and sign the club's waiver before booking.",
  changed: "The club's waiver has changed since you opened it. Please read the new one and sign again.",
  noWaiver: 'This club has no waiver to sign.',
  notYourFamily: 'member_id: you can sign only for members of your own family.',
  childCannotSign: 'member_id: a child cannot sign the waiver for someone else.',
  signedName: `Please type your full name (${WAIVER_SIGN_LIMITS.signedNameMin} to ${WAIVER_SIGN_LIMITS.signedNameMax} characters).`,
} as const;

/**
 * The caller's standing with the club's waiver: whether the club asks them to sign (their kind of member has the
 * requirement on and a document is on file), the current document's version, and their signature of it.
 */
/**
 * One family member's standing with the waiver (issue 14: a family's adults sign for its members): whether the club
 * asks them to sign, their signature of the current version (when, and who signed it), and whether the caller may
 * sign for them.
 */
export const familyWaiverStanding = z.object({
  member_id: z.number().int(),
  member_name: z.string(),
  is_child: z.boolean(),
  required: z.boolean(),
  signed: z.boolean(),
  signed_at: z.string().nullable(),
  signed_by_name: z.string().nullable(),
  can_sign: z.boolean(),
});
export type FamilyWaiverStanding = z.infer<typeof familyWaiverStanding>;

export const waiverStatus = z.object({
  required: z.boolean(),
  version: z.number().int().nullable(),
  file_name: z.string().nullable(),
  signed: z.boolean(),
  signed_at: z.string().nullable(),
  /** Whose standing this is: the caller, or (in a booking refused for a family member) that member. */
  member_id: z.number().int(),
  /** Who signed the current version for them (the member themselves or an adult of their family), or null. */
  signed_by_name: z.string().nullable(),
  /** GET business/waiver/status: every member of the caller's family (the caller too); empty without a family. */
  family: z.array(familyWaiverStanding),
});
export type WaiverStatus = z.infer<typeof waiverStatus>;

/** POST business/waiver/sign: the version read, the name typed as the signature, and the ticked box. */
export const signWaiverBody = z
  .object({
    version: z.number('version must be the waiver version you read.').int().positive(),
    signed_name: z
      .string(WAIVER_MESSAGES.signedName)
      .trim()
      .min(WAIVER_SIGN_LIMITS.signedNameMin, WAIVER_MESSAGES.signedName)
      .max(WAIVER_SIGN_LIMITS.signedNameMax, WAIVER_MESSAGES.signedName),
    agree: z.literal(true, WAIVER_MESSAGES.agree),
    /** A member of the caller's family to sign for (issue 14); the caller when left out. */
    member_id: z
      .number('member_id must be a member of your family.')
      .int('member_id must be a member of your family.')
      .positive('member_id must be a member of your family.')
      .max(2147483647, 'member_id must be a member of your family.')
      .optional(),
  })
  .strict();
export type SignWaiverBody = z.input<typeof signWaiverBody>;

/** The club's image on its public page (PUT business/image, multipart field `file`): PNG, JPEG or WebP. */
export const CLUB_IMAGE_LIMITS = { maxBytes: 2 * 1024 * 1024 } as const;
export const CLUB_IMAGE_MESSAGES = {
  missing: 'file: please attach an image.',
  type: 'file must be a PNG, JPEG or WebP image.',
  tooLarge: `file must be at most ${CLUB_IMAGE_LIMITS.maxBytes / (1024 * 1024)} MB.`,
  saved: 'Club image saved.',
  removed: 'Club image removed.',
} as const;
export const clubImageParams = z
  .object({
    uid: z.string().min(1).max(64),
    key: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'key is not valid.'),
  })
  .strict();
export const clubImageSchema = z.object({ image: z.string().nullable() });
export type ClubImage = z.infer<typeof clubImageSchema>;

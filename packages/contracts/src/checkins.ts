import { z } from 'zod';
import { idParam } from './fields.js';

/** Front-desk check-in (issue 16): personal codes, the desk's search, recording a check-in and today's list. */
export const CHECKIN_LIMITS = {
  /** Characters of a personal code: no 0/O or 1/I, which a person reading it aloud would mix up. */
  codeLength: 10,
  searchMax: 60,
  findMax: 20,
  /** A second scan of the same member at the same location within this many minutes is the same check-in. */
  repeatMinutes: 5,
  /** The booking a check-in belongs to starts at most this long after the check-in (or is under way). */
  bookingAheadMinutes: 60,
  todayMax: 500,
} as const;

export const CHECKIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const CHECKIN_MESSAGES = {
  checkedIn: 'Checked in.',
  repeated: 'Already checked in a moment ago.',
  /** A second scan for a booking the member already checked in for; the time is the club's, in its clock format. */
  alreadyCheckedIn: (time: string) => `Already checked in for this booking at ${time}.`,
  unknownCode: 'No member of this club has this check-in code.',
  chooseLocation: 'Please choose a location in the header.',
  memberOrCode: 'Send either a member or a check-in code.',
} as const;

/** What a scanner or a person typed: spaces and dashes dropped, upper case. */
export function normalizeCheckinCode(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

const codePattern = new RegExp(`^[${CHECKIN_CODE_ALPHABET}]{${CHECKIN_LIMITS.codeLength}}$`);

export function isCheckinCode(text: string): boolean {
  return codePattern.test(normalizeCheckinCode(text));
}

const id = z.number().int('Must be a whole number.').positive('Must be a positive id.').max(2147483647);

export const checkinCodeField = z
  .string()
  .max(40, 'A check-in code is 10 letters and digits.')
  .transform(normalizeCheckinCode)
  .refine((code) => codePattern.test(code), 'A check-in code is 10 letters and digits.');

/** GET checkin/my-code */
export const myCheckinCodeSchema = z.object({ code: z.string() });
export type MyCheckinCode = z.infer<typeof myCheckinCodeSchema>;

/** GET checkin/find: a member by name, or by the code a scanner typed. */
export const checkinFindQuery = z
  .object({
    /** Empty finds nobody. */
    search: z
      .string()
      .trim()
      .max(CHECKIN_LIMITS.searchMax, `At most ${CHECKIN_LIMITS.searchMax} characters.`)
      .default(''),
  })
  .strict();

export const checkinPersonSchema = z.object({
  user_id: z.number().int(),
  full_name: z.string(),
  /** True when the search was this member's check-in code. */
  by_code: z.boolean(),
});
export type CheckinPerson = z.infer<typeof checkinPersonSchema>;

/** POST checkin/add: a member found by name (user_id) or a scanned code; the location is the header's. */
export const addCheckinBody = z
  .object({
    user_id: id.optional(),
    code: checkinCodeField.optional(),
    /** The header's location-id is used when this is left out. */
    location_id: id.optional(),
  })
  .strict()
  .refine((body) => (body.user_id === undefined) !== (body.code === undefined), {
    message: CHECKIN_MESSAGES.memberOrCode,
    path: ['user_id'],
  });
export type AddCheckinBody = z.input<typeof addCheckinBody>;

/** The booking a check-in belongs to. */
export const checkinBookingSchema = z.object({
  appointment_id: z.number().int(),
  court_id: z.number().int(),
  court_name: z.string(),
  start: z.string(),
  end: z.string(),
});
export type CheckinBooking = z.infer<typeof checkinBookingSchema>;

export const deskCheckinSchema = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  user_id: z.number().int(),
  full_name: z.string(),
  checked_in_at: z.string(),
  booking: checkinBookingSchema.nullable(),
});
export type DeskCheckin = z.infer<typeof deskCheckinSchema>;

export const addCheckinResponse = deskCheckinSchema.extend({
  /**
   * True when nothing new was recorded: this scan repeated one of the last few minutes, or the member already checked
   * in for this booking (the row answered is that first check-in, so `checked_in_at` says when).
   */
  repeated: z.boolean(),
});
export type AddCheckinResponse = z.infer<typeof addCheckinResponse>;

/** GET checkin/today: at this location, else the header's, else all the club's. */
export const checkinTodayQuery = z.object({ location_id: idParam.optional() }).strict();

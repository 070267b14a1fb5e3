import { z } from 'zod';
import { MESSAGES } from './constants.js';

/**
 * Courts (spec 2 sections 3, 5 and 7): GET court/getall, GET court/get/{id}, PUT court/update/{id}.
 * null in booking_to_start, min_list_duration, the four max_time_for_* and time_to_start_booking means
 * "the club's setting applies".
 */
export const COURT_LIMITS = {
  nameMin: 1,
  nameMax: 60,
  detailsMax: 500,
  surfaceMax: 40,
  /** $1,000,000.00 in cents. */
  priceMax: 100_000_000,
  partySizeMin: 1,
  partySizeMax: 100,
  verticalStepMax: 1440,
  bookingSteps: [5, 10, 15, 20, 30, 60],
  minutesMin: 5,
  minutesMax: 1440,
  timeToStartMax: 1440,
  blockedCourtsMax: 200,
} as const;

export const COURT_MESSAGES = {
  saved: 'Court saved.',
  timeConflict: MESSAGES.courtTimeConflict,
  blockedNotOwn: 'Blocked courts must be other courts of this club.',
  blockedSelf: 'A court cannot block itself.',
} as const;

const whole = (label: string, min: number, max: number) =>
  z
    .number(`${label} must be a number.`)
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be between ${min} and ${max}.`)
    .max(max, `${label} must be between ${min} and ${max}.`);

const flag = (label: string) => z.boolean(`${label} must be true or false.`);

const text = (label: string, max: number) =>
  z.string(`${label} must be text.`).trim().max(max, `${label} must be at most ${max} characters.`);

const minutes = (label: string) => whole(label, COURT_LIMITS.minutesMin, COURT_LIMITS.minutesMax).nullable();

const courtId = z
  .number('Court ids must be numbers.')
  .int('Court ids must be whole numbers.')
  .positive('Court ids must be positive.')
  .max(2147483647);

export const courtNameField = z
  .string('Name must be text.')
  .trim()
  .min(COURT_LIMITS.nameMin, 'Name is required.')
  .max(COURT_LIMITS.nameMax, `Name must be at most ${COURT_LIMITS.nameMax} characters.`);

/** The editable fields, each with its rule; the rules that tie fields together are @fairplay/domain's courtRuleIssues. */
export const courtFieldsShape = {
  name: courtNameField,
  price: whole('Price (cents)', 0, COURT_LIMITS.priceMax),
  details: text('Details', COURT_LIMITS.detailsMax),
  surface: text('Surface', COURT_LIMITS.surfaceMax),
  party_size: whole('Party size', COURT_LIMITS.partySizeMin, COURT_LIMITS.partySizeMax),
  virtual_court: flag('Virtual court'),
  blocked_courts: z
    .array(courtId, 'Blocked courts must be a list of court ids.')
    .max(COURT_LIMITS.blockedCourtsMax, `Blocked courts may list at most ${COURT_LIMITS.blockedCourtsMax} courts.`)
    .transform((ids) => [...new Set(ids)]),
  block_court_vertical_step: whole('Vertical block step', 0, COURT_LIMITS.verticalStepMax),
  is_block_court_vertical: flag('Vertical block'),
  booking_to_start: z
    .number('Booking step must be a number.')
    .refine(
      (step) => (COURT_LIMITS.bookingSteps as readonly number[]).includes(step),
      'Booking step must be 5, 10, 15, 20, 30 or 60 minutes.',
    )
    .nullable(),
  min_list_duration: minutes('Minimum duration'),
  max_time_for_singles: minutes('Max time for 1 person'),
  max_time_for_doubles: minutes('Max time for 2 people'),
  max_time_for_triples: minutes('Max time for 3 people'),
  max_time_for_quadruples: minutes('Max time for 4 people and more'),
  enable_max_time_for_bookings: flag('Max time per booking'),
  time_to_start_booking: whole('Time to start booking', 0, COURT_LIMITS.timeToStartMax).nullable(),
  enable_time_to_start_booking: flag('Time to start booking'),
};

const int = z.number().int();
const nullableInt = int.nullable();

/** One court as GET court/get/{id} and court/getall answer it. */
export const courtSchema = z.object({
  id: int,
  name: z.string(),
  facility_group_id: int,
  /** The facility group's sport category: the sports offered when booking this court (null: any). */
  sport_category_id: nullableInt,
  price: int,
  details: z.string(),
  surface: z.string(),
  party_size: int,
  virtual_court: z.boolean(),
  blocked_courts: z.array(int),
  block_court_vertical_step: int,
  is_block_court_vertical: z.boolean(),
  booking_to_start: nullableInt,
  min_list_duration: nullableInt,
  max_time_for_singles: nullableInt,
  max_time_for_doubles: nullableInt,
  max_time_for_triples: nullableInt,
  max_time_for_quadruples: nullableInt,
  enable_max_time_for_bookings: z.boolean(),
  time_to_start_booking: nullableInt,
  enable_time_to_start_booking: z.boolean(),
});
export type Court = z.infer<typeof courtSchema>;

export const courtListResponse = z.array(courtSchema);

/** PUT court/update/{id}: every editable field (null where the club's setting applies); unknown keys are refused. */
export const updateCourtBody = z.object(courtFieldsShape).strict();
export type UpdateCourtBody = z.input<typeof updateCourtBody>;
export type CourtValues = z.output<typeof updateCourtBody>;

/** The club settings a court falls back to where its own value is null. */
export interface CourtClubDefaults {
  booking_to_start: number;
  min_list_duration: number;
}

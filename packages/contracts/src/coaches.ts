import { z } from 'zod';
import { BOOK_PAY_TYPE, bookPayTypeField, bookPayTypeSchema } from './book-pay-type.js';
import { APPOINTMENT_LIMITS } from './appointments.js';
import { recurrenceInputSchema, recurrenceRuleSchema, resolveDatedRecurrence } from './recurrence.js';
import { ruleFiltersSchema, ruleRowInputSchema, whoCanBookInputSchema } from './availability.js';

/**
 * Coach availability and private sessions (issue 11; spec 2 "Coach availability", "Private booking", "Coach booking
 * request", "Price response", sections 5, 7 and 8). The availability is an availability rule of one coach and one
 * lesson type: its rows travel as `settings`. The form's checks and messages are in @fairplay/domain
 * (`validateCoachAvailability`, COACH_MESSAGES).
 */
const id = z.number().int('Must be a whole number.').positive('Must be a positive id.').max(2147483647);
const date = z.iso.date('Must be a date such as 2026-03-01.');
const instant = z.iso
  .datetime({ offset: true, message: 'Must be an ISO date-time such as 2026-03-01T18:00:00Z.' })
  .refine(
    (text) =>
      Number(text.slice(0, 4)) >= APPOINTMENT_LIMITS.yearMin && Number(text.slice(0, 4)) <= APPOINTMENT_LIMITS.yearMax,
    `Must be between the years ${APPOINTMENT_LIMITS.yearMin} and ${APPOINTMENT_LIMITS.yearMax}.`,
  );
const optionalId = id.nullable().optional();

const noFilters = { min_age: null, max_age: null, min_level: null, max_level: null, gender: null };

/** POST microsettings/add-coach and update-coach/{id}: the coach availability. */
export const coachAvailabilityBody = z
  .object({
    /** The coach; a coach may leave it out (or send is_coach) for their own. */
    coach_id: id.nullable().default(null),
    is_coach: z.boolean().default(false),
    lesson_type_id: id.nullable().default(null),
    sport_id: id.nullable().default(null),
    note: z.string().max(500).default(''),
    courts: z.array(id).max(500).default([]),
    /** Required here or inside the spec's recurrence. */
    start_date: date.optional(),
    recurrence: recurrenceInputSchema.nullable().default(null),
    book_pay_type: bookPayTypeField.default(BOOK_PAY_TYPE.both),
    /** The rows: days, times, per-hour price and points, earliest book in advance (1-365 days) and buffer. */
    settings: z.array(ruleRowInputSchema).max(100).default([]),
    who_can_book: z.array(whoCanBookInputSchema).max(10).default([]),
    filters: ruleFiltersSchema.default(noFilters),
  })
  .strict()
  .transform((body, ctx) => ({ ...body, ...resolveDatedRecurrence(body, ctx) }));
export type CoachAvailabilityBody = z.input<typeof coachAvailabilityBody>;
export type CoachAvailabilityInput = z.output<typeof coachAvailabilityBody>;

const rowSchema = z.object({
  id: z.number().int(),
  days: z.array(z.number().int()),
  start_time: z.string(),
  end_time: z.string(),
  price: z.number().int(),
  point_price: z.number().int(),
  advance: z.number().int(),
  buffer: z.number().int(),
});

/** The spec's detail record of a coach availability, with what the form needs to edit it. */
export const coachAvailabilitySchema = z.object({
  id: z.number().int(),
  coach_id: z.number().int(),
  coach_name: z.string(),
  lesson_type_id: z.number().int(),
  lesson_type_name: z.string(),
  sport_id: z.number().int(),
  created_date: z.string(),
  note: z.string(),
  courts: z.array(z.number().int()),
  start_date: z.string(),
  recurrence: recurrenceRuleSchema.nullable(),
  ends_on: z.string(),
  book_pay_type: bookPayTypeSchema,
  settings: z.array(rowSchema),
  who_can_book: z.array(z.object({ for: z.string(), values: z.array(z.number().int()) })),
  filters: ruleFiltersSchema,
  lesson_is_min_max_enabled: z.boolean(),
  lesson_type_min_list_duration: z.number().int().nullable(),
  lesson_type_max_list_duration: z.number().int().nullable(),
  /** The earliest start and latest end of its rows, club-local 'HH:mm'. */
  min_max_dates: z.object({ min_start_time: z.string(), max_end_time: z.string() }),
});
export type CoachAvailability = z.infer<typeof coachAvailabilitySchema>;

/** POST microsettings/all-coach and appointment/listing-coach: the window and the filters. */
export const coachFilterBody = z
  .object({
    startDate: instant,
    endDate: instant,
    coach_id: optionalId,
    lesson_type_id: optionalId,
    facilityGroup: optionalId,
    facility_group_id: optionalId,
    /** Only this court's times (the private session dialog). */
    court_id: optionalId,
    /** For whom a member looks (themselves or their family); staff see every free time. */
    userId: optionalId,
  })
  .strict();
export type CoachFilterBody = z.input<typeof coachFilterBody>;

/** One range of a coach's availability on a court: free (yellow) or blocked (red), as a court-sheet event. */
export const coachAvailabilityEventSchema = z.object({
  id: z.number().int(),
  type: z.literal('coach_availability'),
  group_id: z.number().int(),
  resourceId: z.number().int(),
  court_id: z.number().int(),
  court_name: z.string(),
  coach_id: z.number().int(),
  coach_name: z.string(),
  lesson_type_id: z.number().int(),
  lesson_type_name: z.string(),
  sport_id: z.number().int().nullable(),
  start: z.string(),
  end: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  range_start_time: z.string(),
  range_end_time: z.string(),
  block: z.boolean(),
  status: z.enum(['default', 'disabled']),
  color: z.string(),
  book_pay_type: bookPayTypeSchema,
  price_per_hour: z.number().int(),
  point_per_hour: z.number().int(),
});
export type CoachAvailabilityEvent = z.infer<typeof coachAvailabilityEventSchema>;

export const coachDeleteBody = z.object({ id }).strict();

/** POST appointment/coach-block and coach-block-remove. */
export const coachBlockBody = z.object({ startDate: instant, endDate: instant, coach_id: optionalId }).strict();
export const coachBlockSchema = z.object({
  id: z.number().int(),
  coach_id: z.number().int(),
  coach_name: z.string(),
  start: z.string(),
  end: z.string(),
});
export const coachBlockListBody = z
  .object({ startDate: instant, endDate: instant, coach_id: optionalId, lesson_type_id: optionalId })
  .strict();

/** POST appointment/add_book_coach: the coach booking request (booked and paid in person). */
export const coachBookBody = z
  .object({
    startDate: instant,
    endDate: instant,
    sport_id: optionalId,
    business_id: optionalId,
    courts: z.array(id).min(1, 'Please select courts.').max(1, 'A private session takes one court.'),
    coach_id: id,
    lesson_type_id: id,
    partners: z.array(id).max(0, 'A private session is booked for one person.').default([]),
    guests: z.array(z.string()).max(0, 'A private session is booked for one person.').default([]),
    userId: optionalId,
  })
  .strict();
export type CoachBookBody = z.input<typeof coachBookBody>;
export type CoachBookInput = z.output<typeof coachBookBody>;

/** POST appointment/add-coach: staff book a private session for a member (spec "Private booking"). */
export const coachPrivateBookingBody = z
  .object({
    start_time: instant,
    end_time: instant,
    /** Staff book outside the coach's published availability (never over a taken court or a busy coach). */
    force: z.boolean().default(false),
    coach_id: id,
    sport_id: optionalId,
    lesson_type_id: id,
    court_id: id,
    userId: id,
    fullName: z.string().max(80).optional(),
  })
  .strict();
export type CoachPrivateBookingBody = z.input<typeof coachPrivateBookingBody>;
export type CoachPrivateBookingInput = z.output<typeof coachPrivateBookingBody>;

/** POST appointment/price-coach: the coach price request. */
export const coachPriceBody = z
  .object({
    startDate: instant,
    endDate: instant,
    court_id: id,
    coach_id: id,
    sport_id: optionalId,
    user_id: optionalId,
    lesson_type_id: id,
    for: z.literal('price').optional(),
  })
  .strict();
export const coachPriceSchema = z.object({
  main_value: z.number().int(),
  point_value: z.number().int(),
  /** Per hour. */
  price: z.number().int(),
  point_price: z.number().int(),
  /** The availability's book pay type (-1 either, 1 money only, 2 points only) and the court's facility group. */
  book_pay_type: bookPayTypeSchema,
  facility_group_id: z.number().int().nullable(),
  /** Ours (issue 24 point 4): the club's lesson and coaching taxes on main_value, and the total charged. */
  tax: z.number().int(),
  total: z.number().int(),
});

/** A booked private session. */
export const coachSessionSchema = z.object({
  appointment_id: z.number().int(),
  lesson_id: z.number().int(),
  court_id: z.number().int(),
  coach_id: z.number().int(),
  user_id: z.number().int(),
  start: z.string(),
  end: z.string(),
  price: z.object({ main_value: z.number().int(), point_value: z.number().int() }),
  /** How the session is paid: in person, or by card or cash through book-and-pay-coach. */
  pay_method: z.enum(['in_person', 'charge', 'cash', 'points', 'pack']),
  /** The member's place on the session (lesson_bookings). */
  booking_id: z.number().int(),
});

/** POST appointment/coach-list/{id}: the coaches with availability in the window. */
export const coachListBody = z
  .object({
    startDate: instant,
    endDate: instant,
    facility_group_id: optionalId,
    userId: optionalId,
  })
  .strict();
export const coachListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** With the session lengths each allows (minutes; max null: no maximum). */
  lesson_types: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      min_minutes: z.number().int(),
      max_minutes: z.number().int().nullable(),
    }),
  ),
});

/** POST appointment/coach-schedule: a coach's lessons and sessions by club-local day. */
export const coachScheduleBody = z.object({ startDate: instant, endDate: instant, coach_id: optionalId }).strict();
export const coachScheduleSchema = z.object({
  coach_id: z.number().int(),
  coach_name: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      items: z.array(
        z.object({
          appointment_id: z.number().int(),
          lesson_id: z.number().int(),
          kind: z.enum(['lesson', 'session']),
          title: z.string(),
          lesson_type_name: z.string(),
          start: z.string(),
          end: z.string(),
          courts: z.array(z.object({ id: z.number().int(), name: z.string() })),
          booked: z.number().int(),
          capacity: z.number().int(),
          people: z.array(z.object({ id: z.number().int(), name: z.string() })),
        }),
      ),
    }),
  ),
});
export type CoachSchedule = z.infer<typeof coachScheduleSchema>;

export const coachSessionCancelResponse = z.object({ cancelled: z.number().int() });

import { z } from 'zod';
import { bookPayTypeSchema, bookPayTypeTextSchema } from './book-pay-type.js';
import { bookingAddOnSchema } from './add-ons.js';
import { bookingTagSchema, TAG_LIMITS } from './tags.js';
import {
  RECURRENCE_LIMITS,
  recurrenceInputSchema,
  recurrenceRuleSchema,
  requireTime,
  resolveTimedRecurrence,
  timeRangeSchema,
} from './recurrence.js';

/** Appointments on the court sheet: spec 2 sections 3-9. Times travel as ISO instants in UTC. */
export const APPOINTMENT_LIMITS = {
  noteMax: 280,
  courtsMax: 40,
  peopleMax: 20,
  guestNameMax: 60,
  messageMax: 2000,
  manyMax: 10,
  multipleDatesMax: 10,
  occurrencesMax: RECURRENCE_LIMITS.occurrencesMax,
  /**
   * What one create call (add_complex, add_book, add_many, update_complex) may write: dates × courts, summed
   * over add_many's bookings. A year of daily bookings on five courts fits (366 × 5 = 1,830); more would hold
   * the database (one connection on PGlite) for seconds while every other club waits.
   */
  occurrencesPerRequestMax: 2000,
  idempotencyKeyMax: 255,
  /** The listing covers at most this many days per call. */
  listingDaysMax: 42,
  /** Dates and instants lie in these years (UTC year of the text as sent); PostgreSQL and the time-zone maths fail far outside. */
  yearMin: RECURRENCE_LIMITS.yearMin,
  yearMax: RECURRENCE_LIMITS.yearMax,
} as const;

export const APPOINTMENT_MESSAGES = {
  booked: 'Your booking successfully created.',
  bookSpotTime: 'Book Spot Time',
  conflict: 'The selected time conflicts with existing bookings.',
  viewOnly: 'Your Assigned Role Is View Only',
  cannotDeleteOrBlock: 'Customers cannot delete or block bookings.',
  staffOnly: 'Only club staff can do this.',
  staffOnlyChange: 'Only club staff can change the time, court, coaches or sport of a booking.',
  notYourBooking: 'Only the person who made this booking can change it.',
  notFound: 'This booking no longer exists.',
  /** A booking call on a lesson's court time (issue 11): lessons move and go through the lesson calls. */
  lessonTime: 'This is a lesson: change it from the lesson.',
  bookedCannotBlock: 'A listing with booked persons cannot be blocked.',
  moved: 'The event was moved.',
  staleMove: 'This event has changed since you loaded the court sheet. Please refresh and try again.',
  tooManyOccurrences:
    'A request may create at most 2,000 occurrences (dates × courts). Please book a shorter repeat or fewer courts.',
  cancelNotAllowed: 'This club does not allow cancellations.',
  cancelTooLate: 'It is too late to cancel this booking.',
  notAParticipant: 'You are not booked on this event.',
  alreadyBooked: 'This person is already booked on this event.',
  partyFull: 'This court has no room for more players.',
  /** One court at a time (issue 24): who already plays elsewhere then, where and when (in the club's clock). */
  memberBusy: (name: string, court: string, when: string) =>
    `${name} already has ${court} booked at this time (${when}). A member can hold one court at a time.`,
  /** A refusal of one occurrence of a repeat (issue 24) names its day on the club's calendar, then why. */
  repeatRefused: (day: string, reason: string) => `The repeat cannot be booked on ${day}. ${reason}`,
  advanceTooFar: 'This time is too far ahead to book.',
  tooLateToBook: 'It is too late to book this time.',
  pastTime: 'Please provide valid date range',
  guestNameRequired: 'Please enter a name for each guest.',
  partnerNameRequired: 'Please add your partners.',
  idempotencyMismatch: 'This Idempotency-Key was already used for a different request.',
  sent: 'Your message was sent.',
  moveConfirm: 'Are you sure to move the event?',
  deleteConfirm: 'Are you sure to delete the listing?',
  /** Spec 2 section 8; the spec shows this text only up to here. */
  bookedInRecurrence:
    'There is a booked event in this reoccurrence. You can make any changes for the whole chain except the reoccurrence.',
  processingChain: 'Processing for the whole recurrence chain. Please wait.',
} as const;

export const UPDATE_MODES = { this: 0, thisAndFollowing: 1, all: 2 } as const;
/** Delete scopes of remove_partly: 0 this one, 1 this and following, 2 whole recurrence, 4 recurrence keeping booked ones. */
export const REMOVE_SCOPES = [0, 1, 2, 4] as const;

const id = z.number().int('Must be a whole number.').positive('Must be a positive id.').max(2147483647);
const yearsMessage = `Must be between the years ${APPOINTMENT_LIMITS.yearMin} and ${APPOINTMENT_LIMITS.yearMax}.`;
/** The year of an ISO date or date-time as written: its first four digits. */
const inYears = (text: string) => {
  // Text that is no date at all is named by the format check alone.
  if (!/^\d{4}-/.test(text)) return true;
  const year = Number(text.slice(0, 4));
  return year >= APPOINTMENT_LIMITS.yearMin && year <= APPOINTMENT_LIMITS.yearMax;
};
const instant = z.iso
  .datetime({ offset: true, message: 'Must be an ISO date-time such as 2026-03-01T18:00:00Z.' })
  .refine(inYears, yearsMessage);
const flag = z.union([
  z.boolean(),
  z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true'),
]);

/** Letters and spaces only (spec 5, customer name entry). */
export const personNameText = z
  .string()
  .trim()
  .min(1, 'Please enter a name.')
  .max(APPOINTMENT_LIMITS.guestNameMax, `Names are at most ${APPOINTMENT_LIMITS.guestNameMax} characters.`)
  .regex(/^[\p{L} ]+$/u, 'Names may hold only letters and spaces.');

const distinctIds = z
  .array(id)
  .max(APPOINTMENT_LIMITS.peopleMax)
  .refine((list) => new Set(list).size === list.length, 'Each person may be listed once.');

const guestNames = z.array(personNameText).max(APPOINTMENT_LIMITS.peopleMax);

/** The club's active tags put on a booking (issue 10). */
const tagIds = z
  .array(id)
  .max(TAG_LIMITS.perBooking, `A booking holds at most ${TAG_LIMITS.perBooking} tags.`)
  .refine((list) => new Set(list).size === list.length, 'Each tag may be listed once.');

/** Who a create books; each list may be left out. */
const people = {
  assigned: distinctIds.default([]),
  partners: distinctIds.default([]),
  guests: guestNames.default([]),
};

const note = z
  .string()
  .trim()
  .max(APPOINTMENT_LIMITS.noteMax, `Note is at most ${APPOINTMENT_LIMITS.noteMax} characters.`);

/** add_complex, add_book; add_many carries a list of these (the fields before the recurrence is decoded). */
export const createAppointmentFields = z
  .object({
    courts: z.array(id).min(1, 'Please select courts.').max(APPOINTMENT_LIMITS.courtsMax),
    /** Required here or inside the spec's recurrence. */
    start_time: instant.optional(),
    end_time: instant.optional(),
    note: note.optional(),
    closed: z.boolean().default(false),
    sport_id: id.nullable().default(null),
    /** The service type the booking is for (spec: the booking request's lesson_type_id); null: plain court time. */
    lesson_type_id: id.nullable().default(null),
    userId: id.nullable().default(null),
    ...people,
    recurrence: recurrenceInputSchema.nullable().default(null),
    multipleDates: z
      .array(timeRangeSchema)
      .max(APPOINTMENT_LIMITS.multipleDatesMax, 'Allowed listing count is 10')
      .default([]),
    force: z.boolean().default(false),
    /** Tags on every occurrence made (issue 10). */
    tags: tagIds.default([]),
    /** An add-on booked with every occurrence made (issue 10), one unit each; null: none. */
    add_on_id: id.nullable().default(null),
  })
  .strict();
/** A create's fields with either recurrence shape decoded to ours (recurrence.ts). */
export function decodeCreateAppointment(body: z.output<typeof createAppointmentFields>, ctx: z.RefinementCtx) {
  const decoded = resolveTimedRecurrence(body, body.multipleDates, 'multipleDates', ctx);
  return {
    ...body,
    start_time: requireTime(decoded.start_time, 'start_time', ctx),
    end_time: requireTime(decoded.end_time, 'end_time', ctx),
    recurrence: decoded.recurrence ?? null,
    multipleDates: decoded.list ?? [],
  };
}
export const createAppointmentBody = createAppointmentFields.transform(decodeCreateAppointment);
/** What our own forms send: the first occurrence on the body (the API takes the spec's shape too). */
export type CreateAppointmentBody = Omit<z.input<typeof createAppointmentBody>, 'start_time' | 'end_time'> & {
  start_time: string;
  end_time: string;
};
export type CreateAppointment = z.output<typeof createAppointmentBody>;

export const createManyAppointmentsBody = z
  .object({
    appointments: z.array(createAppointmentBody).min(1).max(APPOINTMENT_LIMITS.manyMax),
    force: z.boolean().default(false),
  })
  .strict();

/**
 * The event's `version` as the court sheet showed it. Optional (the spec's payload does not name it): when sent,
 * a change made since then is refused with 409 instead of being overwritten.
 */
const version = z.number().int('Must be a whole number.').min(1, 'Must be at least 1.').max(2147483647);

/** update and update_complex; only the fields sent change. update_complex may also replace the recurrence. */
export const updateAppointmentBody = z
  .object({
    mode: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
    recurrence_id: id.optional(),
    start_time: instant.optional(),
    end_time: instant.optional(),
    court_id: id.optional(),
    note: note.optional(),
    closed: z.boolean().optional(),
    sport_id: id.nullable().optional(),
    /** Another service type (staff only); null: none. */
    lesson_type_id: id.nullable().optional(),
    // No defaults here: a list left out is left as it is, while an empty list clears it.
    assigned: distinctIds.optional(),
    partners: distinctIds.optional(),
    guests: guestNames.optional(),
    recurrence: recurrenceInputSchema.nullable().optional(),
    force: z.boolean().default(false),
    /** The version of this occurrence as the court sheet showed it (see dragAndDropBody). */
    version: version.optional(),
    /** Replaces the tags of the occurrences changed (issue 10); left out: unchanged. */
    tags: tagIds.optional(),
    /** Replaces the add-on of the occurrences changed (null removes it); left out: unchanged. */
    add_on_id: id.nullable().optional(),
  })
  .strict()
  .transform((body, ctx) => {
    const decoded = resolveTimedRecurrence(body, undefined, 'multipleDates', ctx);
    if (decoded.list?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['recurrence', 'multipleDates'],
        message: 'Different times are set when booking.',
      });
    }
    return { ...body, start_time: decoded.start_time, end_time: decoded.end_time, recurrence: decoded.recurrence };
  });
export type UpdateAppointmentBody = z.input<typeof updateAppointmentBody>;

export const dragAndDropBody = z
  .object({
    old_court: id,
    new_court: id,
    old_start: instant,
    old_end: instant,
    new_start: instant,
    new_end: instant,
    version: version.optional(),
    /** Staff move through frozen time and past a service type's min/max (the explicit override). */
    force: z.boolean().default(false),
  })
  .strict();
export type DragAndDropBody = z.input<typeof dragAndDropBody>;

export const listingBody = z
  .object({
    startDate: instant,
    endDate: instant,
    assignedTo: z
      .union([id, z.array(id).max(50)])
      .nullable()
      .default(null),
    family: id.nullable().default(null),
  })
  .strict();
export type ListingBody = z.input<typeof listingBody>;

export const removePartlyQuery = z
  .object({
    scope: z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4)]))
      .optional(),
    keep_booked: flag.optional(),
    automatically_refund_payment: flag.optional(),
  })
  .strict();

export const refundQuery = z.object({ automatically_refund_payment: flag.optional() }).strict();

export const deleteRuleBody = z.object({ court_id: id, start_time: instant, end_time: instant }).strict();

export const cancelBody = z
  .object({ cancel_for: z.enum(['self', 'all']).default('self'), apt_id: id.optional() })
  .strict();

export const cancelForQuery = z
  .object({
    automatically_refund_payment: flag.optional(),
    cancel_from: instant.optional(),
    recurrence_id: z.coerce.number().int().positive().optional(),
  })
  .strict();
export const cancelForBody = z
  .object({ user_id: id, cancel_for: z.enum(['this', 'following']).default('this') })
  .strict();

export const bookForBody = z
  .object({
    userId: id.nullable().default(null),
    fullName: personNameText.optional(),
    all: z.boolean().default(false),
    book_for: z.enum(['member', 'guest']).default('member'),
    partners: people.partners,
    guests: people.guests,
    /** An add-on booked with this occurrence (spec 2 section 7); null: none added. */
    add_on_id: id.nullable().default(null),
  })
  .strict();

export const getMessagesBody = z.object({ appointment_id: id }).strict();
export const sendMessageBody = z
  .object({
    appointment_id: id,
    message: z.string().trim().min(1, 'Please write a message.').max(APPOINTMENT_LIMITS.messageMax),
  })
  .strict();

export const participantSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['booker', 'partner', 'guest']),
  user_id: z.number().int().nullable(),
  full_name: z.string(),
  /** When this member checked in at the front desk for this booking (issue 16); null when they have not. */
  checked_in_at: z.string().nullable(),
});
export type Participant = z.infer<typeof participantSchema>;

export const EVENT_TYPES = ['lesson', 'appointment', 'microsettings', 'coach_availability', 'freeze'] as const;

/** One court-sheet event (spec 2 section 3). */
export const courtSheetEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(EVENT_TYPES),
  group_id: z.number().int(),
  lesson_id: z.number().int().nullable(),
  recurrence_id: z.number().int(),
  global_recurrence_id: z.number().int(),
  if_booked_in_recurrence: z.boolean(),
  start: z.string(),
  end: z.string(),
  resourceId: z.number().int(),
  status: z.enum(['default', 'disabled']),
  /** Grows with every change; drag_and_drop and update send it back to refuse changes made from a stale view. */
  version: z.number().int(),
  /** False for another member's booking shown to a member only as taken time. */
  visible: z.boolean(),
  record: z.object({
    note: z.string(),
    closed: z.boolean(),
    sport_id: z.number().int().nullable(),
    /** The service type the booking is for (its min/max length applies); null: court time of no type. */
    lesson_type_id: z.number().int().nullable(),
    created_by: z.number().int().nullable(),
    bookings: z.array(participantSchema),
    assigned: z.array(z.object({ id: z.number().int(), name: z.string() })),
    tags: z.array(bookingTagSchema),
    Lesson: z.null(),
    make_it_paid: z.boolean(),
    authorized: z.boolean(),
    /**
     * How its payment reads (issue 24; our addition): paid, authorized, free (priced at nothing: never "not paid"),
     * partly (paid in part) or unpaid; null for time the viewer sees only as taken, and for rule and freeze bands.
     */
    payment_state: z.enum(['paid', 'authorized', 'free', 'partly', 'unpaid']).nullable(),
    has_add_ons: z.boolean(),
    /** The add-ons booked with it, at the price they were booked at (issue 10). */
    add_ons: z.array(bookingAddOnSchema),
  }),
  color: z.string(),
  book_pay_type: bookPayTypeTextSchema,
  price_per_hour: z.number().int(),
  point_per_hour: z.number().int(),
});
export type CourtSheetEvent = z.infer<typeof courtSheetEventSchema>;

/**
 * One event with its place in its recurrence (our addition to the single get, docs/decisions.md): how many
 * occurrences the recurrence holds, how many from this one on, the last one's start, and the series' rule (null for
 * a booking made once, or of separately chosen dates).
 */
export const eventDetailsSchema = courtSheetEventSchema.extend({
  series: z.object({
    occurrences: z.number().int(),
    following: z.number().int(),
    last_start: z.string(),
    rule: recurrenceRuleSchema.nullable(),
  }),
});
export type EventDetails = z.infer<typeof eventDetailsSchema>;

export const listingResponse = z.array(courtSheetEventSchema);

/** 409 payload: each occurrence that could not be placed. */
export const conflictSchema = z.object({
  court_id: z.number().int(),
  court_name: z.string(),
  start: z.string(),
  end: z.string(),
});
export type Conflict = z.infer<typeof conflictSchema>;
export const conflictPayload = z.object({ conflicts: z.array(conflictSchema) });

export const createAppointmentResponse = z.object({
  global_recurrence_id: z.number().int(),
  created: z.array(courtSheetEventSchema),
  skipped: z.array(conflictSchema),
});
export type CreateAppointmentResponse = z.infer<typeof createAppointmentResponse>;

export const appointmentMessageSchema = z.object({
  id: z.number().int(),
  sender_name: z.string().nullable(),
  body: z.string(),
  recipients: z.number().int(),
  created_at: z.string(),
});
export type AppointmentMessage = z.infer<typeof appointmentMessageSchema>;

/** GET appointment/people: the customer name search (letters and spaces, as the name entry keeps them). */
export const peopleSearchQuery = z
  .object({
    /** Empty lists the first members by name. */
    search: z
      .string()
      .trim()
      .max(APPOINTMENT_LIMITS.guestNameMax)
      .regex(/^[\p{L} ]*$/u, 'Names may hold only letters and spaces.')
      .default(''),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  })
  .strict();
export const personOptionSchema = z.object({
  user_id: z.number().int(),
  full_name: z.string(),
  user_type: z.enum(['bu', 'nbu']),
});
export type PersonOption = z.infer<typeof personOptionSchema>;

/** GET appointment/mine: the signed-in member's and their family's bookings, upcoming (soonest first) or past. */
export const MY_BOOKINGS_PAGE_SIZE = 20;
export const myBookingsQuery = z
  .object({
    when: z.enum(['upcoming', 'past']).default('upcoming'),
    page: z.coerce.number().int('Page must be a whole number.').min(1, 'Page starts at 1.').max(10_000).default(1),
  })
  .strict();
export type MyBookingsQuery = z.input<typeof myBookingsQuery>;

export const myBookingSchema = z.object({
  id: z.number().int(),
  start: z.string(),
  end: z.string(),
  court_id: z.number().int(),
  court_name: z.string(),
  sport_id: z.number().int().nullable(),
  note: z.string(),
  recurring: z.boolean(),
  created_by: z.number().int().nullable(),
  /** Whose place this is: the caller's id, or the family member's when only they are booked on it. */
  for_user_id: z.number().int(),
  bookings: z.array(participantSchema),
  /** How its payment reads, as on the court sheet (issue 24; our addition): paid, authorized, free, partly, unpaid. */
  payment_state: z.enum(['paid', 'authorized', 'free', 'partly', 'unpaid']).nullable(),
});
export type MyBooking = z.infer<typeof myBookingSchema>;

export const myBookingsResponse = z.object({
  rows: z.array(myBookingSchema),
  page: z.number().int(),
  /** True when this page is the last one. */
  isEnd: z.boolean(),
});
export type MyBookings = z.infer<typeof myBookingsResponse>;

/** The booking policy's refusals (issue 10): the rule that refused is named in the message and the payload. */
export const BOOKING_POLICY_MESSAGES = {
  notAdmitted: (rule: string) => `This time is reserved by the rule "${rule}", which does not include you.`,
  tooEarly: (rule: string) => `This time is not open for booking yet under the rule "${rule}".`,
  tooLate: (rule: string) => `It is too late to book this time under the rule "${rule}".`,
} as const;

/**
 * One court at a time (issue 24): a 409's `member_busy`, the member who already plays elsewhere then, on which court
 * and when. Staff may book anyway (the same call with `force`); members read the message.
 */
export const memberBusySchema = z.object({
  user_id: z.number().int(),
  full_name: z.string(),
  court_id: z.number().int(),
  start: z.string(),
  end: z.string(),
});
export type MemberBusy = z.infer<typeof memberBusySchema>;

export const POLICY_REFUSAL_REASONS = ['not_admitted', 'too_early', 'too_late'] as const;

/**
 * Why the booking policy refused a booking (the `refusal` of a 400's payload, beside `errors`): the rule, when the
 * same slot opens for the person (too early only), and the nearest free slot they may book now (or null).
 */
export const policyRefusalSchema = z.object({
  reason: z.enum(POLICY_REFUSAL_REASONS),
  rule: z.object({ id: z.number().int(), note: z.string() }),
  court_id: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  earliest_time: z.string().nullable(),
  suggested: z.object({ court_id: z.number().int(), start_time: z.string(), end_time: z.string() }).nullable(),
});
export type PolicyRefusal = z.infer<typeof policyRefusalSchema>;

/** appointment/price: the price of a slot for a member (the caller, or whom they book for) with guests. */
export const priceBody = z
  .object({
    court_id: id,
    start_time: instant,
    end_time: instant,
    userId: id.nullable().default(null),
    guests: z
      .number()
      .int('Must be a whole number.')
      .min(0, 'Must be at least 0.')
      .max(APPOINTMENT_LIMITS.peopleMax, `Must be at most ${APPOINTMENT_LIMITS.peopleMax}.`)
      .default(0),
    /** Our addition (issue 24): a repeat in our shape, priced occurrence by occurrence (as add_book) and summed. */
    recurrence: recurrenceRuleSchema.nullable().default(null),
  })
  .strict();
export type PriceBody = z.input<typeof priceBody>;

/**
 * Spec 2 "Price response": main_value in integer cents and point_value in points for the whole slot, guest fees
 * included; with the pay type, the rules that priced it and, when the member may not book it, the refusal.
 */
export const priceResponse = z.object({
  main_value: z.number().int(),
  point_value: z.number().int(),
  book_pay_type: bookPayTypeSchema,
  rule_ids: z.array(z.number().int()),
  refusal: policyRefusalSchema.nullable(),
  /** How many occurrences the price covers (issue 24): 1, or a repeat's count. */
  occurrences: z.number().int(),
  /** The court's facility group: points are held (and spent) per group. */
  facility_group_id: z.number().int(),
  /**
   * Ours (issue 24): main_value's tax under the club's court-time taxes and the total charged (cents), by the
   * domain's courtTimeQuote, as book-and-pay charges it.
   */
  tax: z.number().int(),
  total: z.number().int(),
});
export type PriceResponse = z.infer<typeof priceResponse>;

/**
 * GET appointment/free-slots (issue 24, our path): a day's free court times a member may book, each priced as
 * booking it would price it (money in cents and points), for a length of `duration` minutes starting on the hour.
 */
export const FREE_SLOT_LIMITS = { durationMin: 30, durationMax: 240, durationDefault: 60, max: 300 } as const;
export const freeSlotsQuery = z
  .object({
    /** The club-local day; today's when left out. */
    date: z.iso.date('Must be a date such as 2026-03-01.').optional(),
    duration: z.coerce
      .number()
      .int('Must be a whole number.')
      .min(FREE_SLOT_LIMITS.durationMin, `Must be at least ${FREE_SLOT_LIMITS.durationMin}.`)
      .max(FREE_SLOT_LIMITS.durationMax, `Must be at most ${FREE_SLOT_LIMITS.durationMax}.`)
      .default(FREE_SLOT_LIMITS.durationDefault),
    facility_group_id: z.coerce.number().int().positive().max(2147483647).optional(),
  })
  .strict();
export type FreeSlotsQuery = z.input<typeof freeSlotsQuery>;
export const freeSlotSchema = z.object({
  court_id: z.number().int(),
  court_name: z.string(),
  facility_group_id: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  main_value: z.number().int(),
  /** Ours (issue 24 point 4): the club's court-time taxes on main_value and the total a card is charged. */
  tax: z.number().int(),
  total: z.number().int(),
  point_value: z.number().int(),
  book_pay_type: bookPayTypeSchema,
});
export type FreeSlot = z.infer<typeof freeSlotSchema>;

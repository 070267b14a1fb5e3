import { z } from 'zod';
import { bookPayTypeSchema } from './book-pay-type.js';
import { createAppointmentFields, createAppointmentResponse } from './appointments.js';
import { recurrenceRuleSchema, timeRangeSchema } from './recurrence.js';
import { coachBookBody, coachSessionSchema } from './coaches.js';
import { amountField, chargeDetailSchema, PAYMENT_LIMITS } from './payments/index.js';
import { splitShareSchema } from './split-payments.js';

/** Paying for court time (issue 13; spec 2 "Book-and-pay request", spec 3 sections 5 and 8). */
export const BOOKING_PAYMENT_MESSAGES = {
  /** Spec 2 section 5 and spec 3 section 8. */
  saveBookingFirst: 'Save the booking to be able to charge a payment.',
  /** Spec 3 section 5. */
  mustAgreeToSave:
    'Must agree to save a payment method in order to process your payment at later date at the time of cancelation deadline',
  automatedInvoice: 'Your club operates on automated invoice basis. Thus, saving a payment method is required.',
  priceChanged: (price: string) => `The price of this booking is ${price}. Please check it and try again.`,
  totalChanged: (total: string) => `The total of this booking with tax is ${total}. Please check it and try again.`,
  /** Holds and split shares do not carry court-time taxes yet (docs/decisions.md "Court time priced with its tax"). */
  taxedNotHeld: 'Court time with tax is paid now or in person; it cannot be held on the card or split yet.',
  /** Lesson places with tax are not held on the card (nor waited for with one) yet (issue 24 point 4). */
  lessonTaxedNotHeld: 'A lesson with tax is paid now or in person; it cannot be held on the card yet.',
  payInPersonNotAllowed: 'This club does not take payment in person for bookings.',
  staffOnlyMethod: 'Only staff can take cash for a booking.',
  /** A member books a coach through the coach's availability: its service type prices the session. */
  coachNeedsServiceType: "Choose the coach's service type to book a session with them.",
  /** A private session takes the note of the coach's availability. */
  coachSessionNote: "A session with a coach takes the note of the coach's availability.",
  /** A repeat (issue 24) is paid at once or in person: a card hold covers one booking, shares one occurrence. */
  repeatNotAuthorized: 'A repeat booking is paid now or in person; holding a card covers one booking at a time.',
  repeatNotSplit: 'A repeat booking is paid by the booker; split payment covers one booking at a time.',
  repeatNotWithCoach: 'A session with a coach is booked one at a time.',
  sourceRequired: 'Choose a saved card or enter a new card.',
  nothingOwed: 'Nothing is owed for this booking.',
  /** Points pay a booking whole: one partly paid in money takes the rest in money. */
  pointsPartlyPaid: 'Points pay a whole booking: this one is partly paid, so take the rest by card or cash.',
  /** createforpoint with appointment_id (issue 24): the points must be the booker's (or their family payer's). */
  pointsNotPayer: "Charge the points of the booking's booker (or their family's payer).",
  pointsOtherGroup: "This booking's court is in another facility group; its points are held there.",
  bookingNotFound: 'The booking was not found.',
  /** A private session is paid by the one who books it (split payment shares court time among its players). */
  splitUnavailable: 'Split payment is for court time: a private session is paid by the one who books it.',
  currencyMismatch: 'The currency does not match the club.',
  clubMismatch: 'This is not the club you are signed in to.',
  bookedAndPaid: 'Booked and paid.',
  charged: 'The booking is charged.',
  refunded: 'The booking payment is refunded.',
  paymentNotFound: 'The booking payment was not found.',
  notRefundable: 'Only a paid booking payment can be refunded.',
  captured: 'The held payment is captured.',
  refundedTitle: 'Your payment was refunded',
  refundedOnCancel: (amount: string) => `Your booking was cancelled in time: ${amount} is refunded.`,
  holdReleasedTitle: 'The hold on your card was released',
  holdReleased: (amount: string) => `Your booking was cancelled in time: the ${amount} held on your card is released.`,
  notCapturable: 'Only a payment held on a card can be captured.',
  chargeMismatch: 'This charge is not the booking payment named.',
  bookedAndAuthorized: 'Booked. The amount is held on your card and charged 24 hours before the booking.',
  authorizeOneDate: 'Book and Authorize Payment holds one date at a time: book the dates one by one, or pay by card.',
  waitlistedWithCard:
    'The lesson is full: you are on the waitlist. Your card is saved and authorized only if a place frees up for you.',
  waitlistMethodGone: 'The payment method saved for the waitlist was removed.',
  waitlistPassedOn: 'Your place from the waitlist was given to the next person in line.',
  bookedAndScheduled: 'Booked. Your card will be authorized closer to the booking and charged 24 hours before it.',
  authorizationFailed: (reason: string) => `We could not hold the payment for your booking: ${reason}`,
  captureFailed: (reason: string) => `We could not charge your card for your booking: ${reason}`,
  released: 'The payment hold is released.',
  /** Book pay type (spec 3: '1' money only, '2' points only, '-1' the customer's choice). */
  moneyOnly: 'This is paid in money only.',
  pointsOnly: 'This is paid with points only.',
  pointsPriceChanged: (points: number) =>
    `The price of this booking is ${points} points. Please check it and try again.`,
  staffOnlyCash: 'Only staff can take cash for a booking.',
  /** Points and class packs for court time and private sessions (issues 13 and 14). */
  bookedWithPoints: 'Booked and paid with points.',
  bookedWithPack: 'Booked and paid with your class pack.',
  noPointsPrice: 'This booking has no price in points.',
  pointsOneGroup: 'Points pay for the courts of one facility group at a time: book them one by one.',
  lessonPaid: 'Booked and paid.',
} as const;

const id = z
  .number('Must be a number.')
  .int('Must be a whole number.')
  .positive('Must be a positive id.')
  .max(2147483647);

/** A single-use token from the provider's browser client (as on payment/charges/create). */
const token = z
  .string('Token must be text.')
  .trim()
  .min(1, 'Token is required.')
  .max(255, 'Token is too long.')
  .regex(/^[A-Za-z0-9_]+$/, 'Token is not valid.');

/**
 * How a booking is paid: `charge` (a new card by `token` or a saved one by `payment_method_id`, the payer's default
 * when neither is sent), `in_person` (at the desk; when the club allows it or the price is 0), `cash` (staff only),
 * `authorize` ("Book and Authorize Payment": held now and captured 24 hours before the event; a far event saves the
 * method, with `save_card` as the member's consent, and is authorized when the window opens), `points` (the payer's
 * points, `amount` in points, by the rule's book pay type) and `pack` (one use of the member's class pack `pack_id`
 * per occurrence, where the pack covers it; `amount` is not checked).
 */
export const BOOKING_PAY_METHODS = ['charge', 'in_person', 'cash', 'authorize', 'points', 'pack'] as const;
export type BookingPayMethod = (typeof BOOKING_PAY_METHODS)[number];
const BOOKING_PAY_METHOD_MESSAGE = "Must be 'charge', 'in_person', 'cash', 'authorize', 'points' or 'pack'.";

const shape = createAppointmentFields.shape;

/** The amount a booking's payment was shown, in whole cents (or points, where the method says so). */
const paidAmount = z
  .number('Must be a number.')
  .int('Amount must be whole cents.')
  .min(0, 'Must be at least 0.')
  .max(PAYMENT_LIMITS.amountMax);
/** The club's currency as the client saw it (checked against the club's). */
const currencyCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{3}$/, 'Currency must be a three-letter code.')
  .optional();

/**
 * POST appointment/book-and-pay: court time booked and paid in one step. `amount` is the price the member was
 * shown (cents); the server prices the booking from the club's rules and refuses a different amount (409).
 */
export const bookAndPayBody = z
  .object({
    startDate: timeRangeSchema.shape.start_time,
    endDate: timeRangeSchema.shape.end_time,
    courts: shape.courts,
    business_id: id.optional(),
    amount: paidAmount,
    currency: currencyCode,
    token: token.optional(),
    payment_method_id: id.optional(),
    userId: shape.userId,
    splitPayment: z.boolean('Must be true or false.').default(false),
    save_card: z.boolean('Must be true or false.').default(false),
    method: z.enum(BOOKING_PAY_METHODS, BOOKING_PAY_METHOD_MESSAGE).default('charge'),
    /** `pack`: the member's class pack that pays, one use per occurrence (issue 14). */
    pack_id: id.optional(),
    sport_id: shape.sport_id,
    /**
     * Spec 2 "Book-and-pay request": court time with a coach. With `lesson_type_id` it is the coach's private
     * session, priced by the coach's rate (their availability, as book-and-pay-coach); without, staff book court
     * time at the club's price with the coach assigned.
     */
    coach_id: id.optional(),
    lesson_type_id: shape.lesson_type_id,
    partners: shape.partners,
    guests: shape.guests,
    /** Our addition: the booking's note, as add_book takes it. */
    note: shape.note,
    /**
     * Ours (issue 24): the total with the club's court-time taxes the person was shown (`amount` stays the price
     * before them). When sent, a booking whose total differs is refused, so no charge exceeds what was shown.
     */
    total: paidAmount.optional(),
    /**
     * Our addition (issue 24): a member's repeat in our shape, as add_book takes it; every occurrence is priced by the rules and
     * `amount` is their sum, paid at once (card or points), in person, or one class-pack use per occurrence.
     */
    recurrence: recurrenceRuleSchema.nullable().default(null),
    /**
     * Our addition (issue 24): staff booking for a member override the club's one court at a time (as add_book's
     * force does); ignored for members. Conflicts with other bookings are still refused.
     */
    force: z.boolean('Must be true or false.').default(false),
  })
  .strict()
  .refine((body) => body.method !== 'pack' || body.pack_id !== undefined, {
    message: 'Choose the class pack to pay with.',
    path: ['pack_id'],
  })
  .refine((body) => !(body.token && body.payment_method_id), {
    message: 'Send either a new card token or a saved payment method, not both.',
    path: ['payment_method_id'],
  });
export type BookAndPayBody = z.input<typeof bookAndPayBody>;

/**
 * `authorized`: held on the card until its capture (`capture_at`); `scheduled`: the saved method is authorized at
 * `authorize_at`; `released`: a hold given back; `failed`: an authorization or capture that failed after retries.
 */
export const BOOKING_PAYMENT_STATUSES = [
  'pending',
  'paid',
  'unpaid',
  'refunded',
  'authorized',
  'scheduled',
  'released',
  'failed',
] as const;

/**
 * POST lesson/book/{lesson_id}/'s `payment` block (spec 2: method, amount, description, currency, customer or token):
 * `in_person` (the default), `charge` (a new card by `token`, a saved one by `payment_method_id`, else the payer's
 * default method), `cash` (staff) or `points` (the lesson's book pay type allowing). `amount` is the price the
 * member was shown, in cents (in points for `points`); the server prices the place from the lesson and refuses a
 * different amount (409).
 */
export const LESSON_PAY_METHODS = ['in_person', 'charge', 'cash', 'points', 'pack'] as const;
export type LessonPayMethod = (typeof LESSON_PAY_METHODS)[number];
/**
 * What a booking asks: a place's own methods and `authorize` ("Book and Authorize Payment": held on the card and
 * captured 24 hours before, one date at a time; the place itself is recorded as paid by card).
 */
export const LESSON_BOOK_PAY_METHODS = [...LESSON_PAY_METHODS, 'authorize'] as const;
export const lessonPaymentBlock = z
  .object({
    method: z
      .enum(LESSON_BOOK_PAY_METHODS, "Must be 'in_person', 'charge', 'authorize', 'cash', 'points' or 'pack'.")
      .default('in_person'),
    amount: paidAmount.optional(),
    description: z.string('Description must be text.').trim().max(PAYMENT_LIMITS.descriptionMax).optional(),
    currency: currencyCode,
    token: token.optional(),
    payment_method_id: id.optional(),
    /** `pack`: the member's class pack that pays, one use per place (issue 14). */
    pack_id: id.optional(),
    save_card: z.boolean('Must be true or false.').default(false),
    /**
     * Ours (issue 24 point 4): the total with the club's lesson taxes the person was shown for `amount` (the places'
     * price before them); a different total is a 409 on `total` before anything is booked. Absent: the club's total.
     */
    total: paidAmount.optional(),
  })
  .strict()
  .refine((body) => body.method !== 'pack' || body.pack_id !== undefined, {
    message: 'Choose the class pack to pay with.',
    path: ['pack_id'],
  })
  .refine((body) => !(body.token && body.payment_method_id), {
    message: 'Send either a new card token or a saved payment method, not both.',
    path: ['payment_method_id'],
  })
  .refine((body) => body.method === 'in_person' || body.method === 'pack' || body.amount !== undefined, {
    message: 'Send the amount you were shown.',
    path: ['amount'],
  });
export type LessonPaymentBlock = z.input<typeof lessonPaymentBlock>;

/**
 * POST appointment/book-and-pay-coach (spec 2 "Book-and-pay request" with coach_id and lesson_type_id): a private
 * session and its payment together. `amount` is the price appointment/price-coach gave (cents); the server prices
 * the session from the coach's availability and refuses another amount (409).
 */
export const bookAndPayCoachBody = coachBookBody
  .extend({
    amount: paidAmount,
    currency: currencyCode,
    token: token.optional(),
    payment_method_id: id.optional(),
    splitPayment: z.boolean('Must be true or false.').default(false),
    save_card: z.boolean('Must be true or false.').default(false),
    // `authorize` ("Book and Authorize Payment") holds the card as court time's book-and-pay does.
    method: z.enum(BOOKING_PAY_METHODS, BOOKING_PAY_METHOD_MESSAGE).default('charge'),
    /** `pack`: the member's class pack that pays for the session (issue 14). */
    pack_id: id.optional(),
    /**
     * Ours (issue 24 point 4): the total with the club's lesson and coaching taxes the person was shown for
     * `amount`; a different total is a 409 on `total` before anything is booked. Absent: the club's total.
     */
    total: paidAmount.optional(),
  })
  .strict()
  .refine((body) => body.method !== 'pack' || body.pack_id !== undefined, {
    message: 'Choose the class pack to pay with.',
    path: ['pack_id'],
  })
  .refine((body) => !(body.token && body.payment_method_id), {
    message: 'Send either a new card token or a saved payment method, not both.',
    path: ['payment_method_id'],
  });
export type BookAndPayCoachBody = z.input<typeof bookAndPayCoachBody>;
export type BookAndPayCoachInput = z.output<typeof bookAndPayCoachBody>;

/** What a booking was paid with (or still owes), with the charge when money was taken. */
export const bookingPaymentSchema = z.object({
  id: z.number().int(),
  status: z.enum(BOOKING_PAYMENT_STATUSES),
  method: z.enum(BOOKING_PAY_METHODS),
  amount: z.number().int(),
  currency: z.string(),
  appointment_ids: z.array(z.number().int()),
  member_user_id: z.number().int().nullable(),
  created_by: z.number().int().nullable(),
  /** Who took the payment (or booked to pay in person), and whom it is for, by name. */
  created_by_name: z.string().nullable(),
  member_name: z.string().nullable(),
  created_at: z.string(),
  /** Authorize now, capture later: when the saved method is authorized, and when the hold is captured. */
  authorize_at: z.string().nullable(),
  capture_at: z.string().nullable(),
  /** The last failed authorization or capture, shown to staff and the member until a retry succeeds. */
  failure_message: z.string().nullable(),
  charge: chargeDetailSchema.nullable(),
  /** Paid with points: the points spent (0 otherwise); with a class pack: the pack (null otherwise). */
  points: z.number().int(),
  pack_id: z.number().int().nullable(),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

export const bookAndPayResponse = z.object({
  booking: createAppointmentResponse,
  /** Null when the booking costs nothing. */
  payment: bookingPaymentSchema.nullable(),
  /** With `splitPayment`: each player's share (the booker's paid with `payment`); else empty. */
  shares: z.array(splitShareSchema),
  /** With `coach_id` and `lesson_type_id`: the private session booked (priced by the coach's rate); else null. */
  session: coachSessionSchema.nullable(),
});
export type BookAndPayResponse = z.infer<typeof bookAndPayResponse>;

/**
 * POST payment/charges/createforappointment: staff take what a saved booking still owes, by card (token, saved
 * method), cash or check, or the booker's points (`amount` is then the booking's points price, and the points pay
 * the whole booking). Without `appointment_id` (a booking not saved yet) the spec's 'Save the booking…' answers.
 */
export const chargeForAppointmentBody = z
  .object({
    appointment_id: id.optional(),
    amount: amountField,
    method: z.enum(['charge', 'cash', 'points'], "Must be 'charge', 'cash' or 'points'.").default('charge'),
    type: z.enum(['cash', 'check-input'], "Must be 'cash' or 'check-input'.").default('cash'),
    token: token.optional(),
    payment_method_id: id.optional(),
    save_card: z.boolean('Must be true or false.').default(false),
    description: z.string('Description must be text.').trim().max(PAYMENT_LIMITS.descriptionMax).default(''),
    /**
     * Ours (issue 24 point 4): the total with the court-time taxes the person was shown for `amount`; a different
     * total is a 409 on `total` before anything is charged. Absent: charged the club's total.
     */
    total: amountField.optional(),
  })
  .strict()
  .refine((body) => body.appointment_id !== undefined, {
    message: BOOKING_PAYMENT_MESSAGES.saveBookingFirst,
    path: ['appointment_id'],
  })
  .refine((body) => !(body.token && body.payment_method_id), {
    message: 'Send either a new card token or a saved payment method, not both.',
    path: ['payment_method_id'],
  });
export type ChargeForAppointmentBody = z.input<typeof chargeForAppointmentBody>;

/** GET appointment/payments/{id}: what a booking owes and what was paid for it. */
export const appointmentPaymentsSchema = z.object({
  appointment_id: z.number().int(),
  price: z.number().int(),
  paid: z.number().int(),
  owed: z.number().int(),
  /** Ours (issue 24 point 4): the court-time taxes on what is owed and the total a card or cash pays for it. */
  owed_tax: z.number().int(),
  owed_total: z.number().int(),
  /** Who booked it (whose saved cards and points pay what it owes); null: court time nobody booked. */
  booker_id: z.number().int().nullable(),
  /** The booking's price in points by its rule (0: none) and the rule's book pay type (spec 3: 1 money only). */
  points_price: z.number().int(),
  book_pay_type: bookPayTypeSchema,
  payments: z.array(bookingPaymentSchema),
  /** A split booking's shares, who has paid (shown to staff and to the booking's players); else empty. */
  shares: z.array(splitShareSchema),
});
export type AppointmentPayments = z.infer<typeof appointmentPaymentsSchema>;

/** GET appointment/book-and-pay/options: how this club takes payment for court time, for the checkout. */
export const checkoutOptionsSchema = z.object({
  /** The club's account is connected: cards can be charged (else the spec's 'First connect to …'). */
  card_payments: z.boolean(),
  provider_label: z.string(),
  /** allow_to_pay_in_person: members may book now and pay at the desk. */
  pay_in_person: z.boolean(),
  currency: z.string(),
  /** Staff who take payments see Cash (spec 2 section 6). */
  takes_payments: z.boolean(),
  /** split_payment: a booking with other members playing may be split, each paying their own share. */
  split_payment: z.boolean(),
  /**
   * Ours (issue 24): the club's taxes charged on court time, in the order the charge adds them; the web prices
   * slots, rule bands and the checkout with them through the domain's courtTimeQuote, as the charge does.
   */
  court_time_taxes: z.array(
    z.object({ id: z.number().int(), display_name: z.string(), percentage: z.number(), inclusive: z.boolean() }),
  ),
});
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;

/**
 * POST payment/charges/refundforappointment (spec 3): refund a booking's payment, all that is left or `amount`
 * cents. `payment_id` is the booking payment (as appointment/payments lists them); `charge_id`, when sent, must be
 * its charge.
 */
export const refundForAppointmentBody = z
  .object({
    appointment_id: id,
    payment_id: id,
    charge_id: id.optional(),
    amount: amountField.optional(),
    refund_for: z.enum(['court', 'lesson'], "Must be 'court' or 'lesson'.").default('court'),
  })
  .strict();
export type RefundForAppointmentBody = z.input<typeof refundForAppointmentBody>;

/**
 * POST payment/charges/captureforappointment (our addition): staff capture a booking's hold now rather than at its
 * capture time (the member came in, or the club settles before the event). `payment_id` is the booking payment.
 */
export const captureForAppointmentBody = z
  .object({
    appointment_id: id,
    payment_id: id,
  })
  .strict();
export type CaptureForAppointmentBody = z.input<typeof captureForAppointmentBody>;

/** A private session booked with book-and-pay-coach and its payment (null when paid in person or free). */
export const bookAndPayCoachResponse = coachSessionSchema.extend({ payment: bookingPaymentSchema.nullable() });
export type BookAndPayCoachResponse = z.infer<typeof bookAndPayCoachResponse>;

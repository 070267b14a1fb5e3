import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const businesses = pgTable('businesses', {
  id: serial('id').primaryKey(),
  uid: text('uid').notNull().unique(),
  name: text('name').notNull(),
  address: text('address').notNull().default(''),
  timezone: text('timezone').notNull().default('UTC'),
  currencyCode: text('currency_code').notNull().default('usd'),
  amPm: boolean('am_pm').notNull().default(true),
  plan: text('plan').notNull().default('lessonproviderplan'),
  planId: integer('plan_id'),
  btn1: text('btn1').notNull().default('Book'),
  btn2: text('btn2').notNull().default('Lessons'),
  btn3: text('btn3').notNull().default('Facility-sheet'),
  signFile: text('sign_file'),
  ownerUserId: integer('owner_user_id'),
  cshStartTime: text('csh_start_time').notNull().default('06__00'),
  bookingToStart: integer('booking_to_start').notNull().default(60),
  minListDuration: integer('min_list_duration').notNull().default(60),
  advanceTime: integer('advance_time').notNull().default(365),
  allowBookingUntil: integer('allow_booking_until').notNull().default(0),
  cancelAllowed: boolean('cancel_allowed').notNull().default(true),
  cancelAllowedHour: integer('cancel_allowed_hour').notNull().default(24),
  cancelOnFreeze: boolean('cancel_on_freeze').notNull().default(false),
  automaticallyRefundPayment: boolean('automatically_refund_payment').notNull().default(true),
  allowToPayInPerson: boolean('allow_to_pay_in_person').notNull().default(true),
  showWaitlist: boolean('show_waitlist').notNull().default(false),
  /** Monthly invoices (migration 0074): charges may be added to the payer's monthly invoice. */
  addToInvoice: boolean('add_to_invoice').notNull().default(false),
  requirePartnerName: boolean('require_partner_name').notNull().default(false),
  requireGuestName: boolean('require_guest_name').notNull().default(false),
  requireGuestAndPartnerName: boolean('require_guest_and_partner_name').notNull().default(false),
  /** Integer cents. */
  guestFee: integer('guest_fee').notNull().default(0),
  guestFeePoint: integer('guest_fee_point').notNull().default(0),
  /** Split payment (migration 0120): each player of a paid booking may pay their own share. */
  splitPayment: boolean('split_payment').notNull().default(false),
  /** One court at a time (migration 0132): a member may not hold two bookings at overlapping times. */
  oneCourtAtATime: boolean('one_court_at_a_time').notNull().default(true),
  /** Hidden member prices (migration 0210): the member view of the court sheet shows no per-hour price. */
  hideMemberPrices: boolean('hide_member_prices').notNull().default(false),
  /** No-show and late-cancel fees (migration 0113): cents (0 = none), the grace in minutes, when last set. */
  noShowFee: integer('no_show_fee').notNull().default(0),
  noShowFeeMinutes: integer('no_show_fee_minutes').notNull().default(15),
  lateCancelFee: integer('late_cancel_fee').notNull().default(0),
  feesChangedAt: timestamp('fees_changed_at', { withTimezone: true }).notNull().defaultNow(),
  enableMaxTimeForBookings: boolean('enable_max_time_for_bookings').notNull().default(false),
  maxTimeForSingles: integer('max_time_for_singles').notNull().default(60),
  maxTimeForDoubles: integer('max_time_for_doubles').notNull().default(60),
  maxTimeForTriples: integer('max_time_for_triples').notNull().default(60),
  maxTimeForQuadruples: integer('max_time_for_quadruples').notNull().default(60),
  requireWaiverSign: boolean('require_waiver_sign').notNull().default(false),
  requireWaiverSignNbu: boolean('require_waiver_sign_nbu').notNull().default(false),
  /** Who may join as a member: anyone at once, after staff approval, or only people staff invited. */
  joinPolicy: text('join_policy', { enum: ['open', 'approval', 'invitation'] })
    .notNull()
    .default('open'),
  /** The public club page (migration 0119): the about text staff write, and the served address of the image. */
  about: text('about').notNull().default(''),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

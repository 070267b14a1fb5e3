import { z } from 'zod';
import {
  PAYMENT_LIMITS,
  PAYMENT_MESSAGES,
  CHARGE_TYPES,
  CHARGE_TYPE_FILTERS,
  CHARGE_STATUSES,
  DISPUTE_STATUSES,
} from './common.js';
import { id, amountField, text, tokenField, taxIds } from './fields.js';

/* Charges (spec 3 sections 2, 5-8): card and cash charges, their history, order lines and payouts. */

export const goodsItemSchema = z
  .object({
    description: z.string('Description is required.').trim().min(1, 'Description is required.').max(200),
    /** Unit price in cents. */
    price: amountField,
    count: z
      .number('Count must be a number.')
      .int('Count must be a whole number.')
      .positive('Count must be above 0.')
      .max(PAYMENT_LIMITS.countMax),
  })
  .strict();

/**
 * POST payment/charges/create (header Idempotency-Key): charge a card or US bank account, new (`token`, from the
 * provider's client) or saved (`payment_method_id`; neither: the payer's default method). `member_id` is the
 * customer (absent: a walk-in named by `name`); a family member's charge goes to the family's payer. `amount` is
 * the subtotal in cents; `selected_taxes` are added (exclusive rates) or included (inclusive rates). With `goods`
 * the amount must be their sum. `save_card` keeps a new method for the payer.
 */
export const chargeBody = z
  .object({
    amount: amountField,
    token: tokenField.optional(),
    payment_method_id: id.optional(),
    description: text(PAYMENT_LIMITS.descriptionMax, 'Description').default(''),
    currency: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z]{3}$/, 'Currency must be a three-letter code.')
      .optional(),
    member_id: id.optional(),
    /**
     * The spec's other ways to name the customer (issue 26): the member's public `uid`, or `member_data` (the
     * member record the screen holds; its `id` is read). All that are given must name the same member.
     */
    uid: z.string('uid must be text.').trim().min(1, 'uid is required.').max(64).optional(),
    member_data: z.looseObject({ id: id.optional() }, 'member_data must be the member record.').optional(),
    child_id: id.optional(),
    name: text(PAYMENT_LIMITS.nameMax, 'Name').default(''),
    selected_taxes: taxIds.default([]),
    goods: z.array(goodsItemSchema).max(PAYMENT_LIMITS.goodsMax).optional(),
    save_card: z.boolean('Must be true or false.').default(false),
    invoice: z.boolean('Must be true or false.').default(false),
    method: z.literal('charge').default('charge'),
    /**
     * The spec's balance flag (issue 26): true pays what the named member owes on their bookings (the member
     * balance's `bookings_owed`), oldest booking first, as one booking payment of this charge.
     */
    balance: z.boolean('Must be true or false.').optional(),
  })
  .strict()
  .refine((body) => !(body.token && body.payment_method_id), {
    message: PAYMENT_MESSAGES.oneSource,
    path: ['payment_method_id'],
  })
  .refine(
    (body) =>
      !body.balance ||
      body.member_id !== undefined ||
      body.uid !== undefined ||
      body.member_data?.id !== undefined ||
      body.child_id !== undefined,
    { message: PAYMENT_MESSAGES.balanceNeedsMember, path: ['balance'] },
  )
  .refine((body) => !body.balance || body.selected_taxes.length === 0, {
    message: PAYMENT_MESSAGES.bookingTakesNoTaxes,
    path: ['selected_taxes'],
  })
  .refine((body) => !body.balance || !body.invoice, {
    message: PAYMENT_MESSAGES.balanceNotOnInvoice,
    path: ['invoice'],
  })
  .refine((body) => !body.balance || body.goods === undefined, {
    message: PAYMENT_MESSAGES.balanceHasNoGoods,
    path: ['goods'],
  });
export type ChargeBody = z.input<typeof chargeBody>;

/**
 * POST payment/charges/createforcashinput (header Idempotency-Key): cash or a check taken at the desk. With
 * `amount_type` 'total' the amount includes the selected taxes; with 'subtotal' they are added to it.
 */
export const cashChargeBody = z
  .object({
    amount: amountField,
    type: z.enum(['cash', 'check-input'], "Must be 'cash' or 'check-input'."),
    amount_type: z.enum(['total', 'subtotal'], "Must be 'total' or 'subtotal'.").default('subtotal'),
    description: text(PAYMENT_LIMITS.descriptionMax, 'Note').default(''),
    selected_taxes: taxIds.default([]),
    user_id: id.optional(),
    fullName: text(PAYMENT_LIMITS.nameMax, 'Name').default(''),
    method: z.literal('cash').default('cash'),
    /**
     * The spec's booking fields (issue 26): with `appointment_id` the cash pays that booking (what it owes goes
     * down, as payment/charges/createforappointment with method cash); `balance` true says so too, `charge_for` names
     * what was booked (court time; a lesson place is paid when it is booked).
     */
    appointment_id: id.optional(),
    balance: z.boolean('Must be true or false.').optional(),
    charge_for: z.enum(['court', 'lesson'], "Must be 'court' or 'lesson'.").optional(),
  })
  .strict()
  .refine((body) => !body.balance || body.appointment_id !== undefined, {
    message: PAYMENT_MESSAGES.balanceNeedsBooking,
    path: ['appointment_id'],
  })
  .refine((body) => body.appointment_id === undefined || body.charge_for !== 'lesson', {
    message: PAYMENT_MESSAGES.lessonPaidWhenBooked,
    path: ['charge_for'],
  })
  .refine((body) => body.appointment_id === undefined || body.selected_taxes.length === 0, {
    message: PAYMENT_MESSAGES.bookingTakesNoTaxes,
    path: ['selected_taxes'],
  });
export type CashChargeBody = z.input<typeof cashChargeBody>;

const dateQuery = z.iso.datetime({ offset: true, message: 'Must be an ISO date-time such as 2026-03-01T00:00:00Z.' });

/**
 * GET payment/charges/getall: newest first, 100 a page; the next page passes the last row's id as `last_id`.
 * Defaults: from the start of the month (club's time zone) to now.
 */
export const chargeListQuery = z
  .object({
    last_id: z.coerce.number().int('Must be a whole number.').min(-1).max(2147483647).optional(),
    type: z.enum(CHARGE_TYPE_FILTERS, 'Unknown charge type.').default('all'),
    startDate: dateQuery.optional(),
    endDate: dateQuery.optional(),
    member_id: z.coerce.number().int().positive().max(2147483647).optional(),
  })
  .strict();
export type ChargeListQuery = z.input<typeof chargeListQuery>;

/** GET payment/charges/mine (issue 24): the signed-in member's own charges, newest first, 20 a page. */
export const myChargesQuery = z
  .object({ last_id: z.coerce.number().int('Must be a whole number.').min(-1).max(2147483647).optional() })
  .strict();
export type MyChargesQuery = z.input<typeof myChargesQuery>;

export const chargeTaxSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  percentage: z.number(),
  inclusive: z.boolean(),
  amount: z.number().int(),
});

/** An order line of a charge (spec 3 "Order detail"), with what was refunded of it. */
export const orderDetailSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  /** Unit price in cents (before exclusive taxes). */
  price: z.number().int(),
  count: z.number().int(),
  /** The line's tax in cents. */
  tax: z.number().int(),
  taxes: z.array(chargeTaxSchema),
  /** What the line cost in all: price × count plus exclusive tax. */
  total: z.number().int(),
  returned_count: z.number().int(),
  amount_refunded: z.number().int(),
  tax_refunded: z.number().int(),
  /** What may still be refunded of this line. */
  refundable: z.number().int(),
  createdAt: z.string(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const refundSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  tax: z.number().int(),
  order_details_id: z.number().int().nullable(),
  count: z.number().int(),
  refund_id: z.string().nullable(),
  createdAt: z.string(),
});

export const chargeSchema = z.object({
  id: z.number().int(),
  type: z.enum(CHARGE_TYPES),
  status: z.enum(CHARGE_STATUSES),
  /** Subtotal in cents (before exclusive taxes). */
  amount: z.number().int(),
  tax: z.number().int(),
  /** The rates' percentages summed (spec "tax_percent"). */
  tax_percent: z.number(),
  /** What was taken: amount plus exclusive taxes. */
  total: z.number().int(),
  amount_refunded: z.number().int(),
  refundable: z.number().int(),
  currency: z.string(),
  description: z.string(),
  /** Receipts are not built yet: always null for now. */
  receipt_url: z.string().nullable(),
  source: z
    .object({ object: z.enum(['card', 'bank_account', 'card_present']), brand: z.string(), last4: z.string() })
    .nullable(),
  metadata: z.object({ full_name: z.string() }),
  cash_input_type: z.enum(['cash', 'check-input']).nullable(),
  point: z.boolean(),
  /** The provider's payment id. */
  charge_id: z.string().nullable(),
  order_id: z.number().int(),
  member_id: z.number().int().nullable(),
  payer_user_id: z.number().int().nullable(),
  failure_message: z.string().nullable(),
  /** While `requires_action`: where the card holder authenticates (then POST payment/charges/confirm/{id}). */
  authentication_url: z.string().nullable(),
  /** The provider's processing fee in cents (application fee and the provider's own); null: none (yet). */
  fee: z.number().int().nullable(),
  /** The card holder's bank disputes the charge (a chargeback): the dispute's status now; null: never disputed. */
  dispute_status: z.enum(DISPUTE_STATUSES).nullable(),
  createdAt: z.string(),
});
export type Charge = z.infer<typeof chargeSchema>;

/** A payout of the club's processor balance to its bank, as the provider reported it. */
export const payoutSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  /** `failed`: the bank returned a paid payout; the money is back in the processor balance. */
  status: z.enum(['paid', 'failed']),
  /** The day the money reached (or was to reach) the bank, YYYY-MM-DD. */
  arrival_date: z.string(),
  /** The provider's payout id. */
  payout_id: z.string(),
  createdAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** GET payment/payouts/getall: the club's payouts, newest first (the last 100). */
export const payoutListSchema = z.object({ rows: z.array(payoutSchema) });
export type PayoutList = z.infer<typeof payoutListSchema>;

/** GET payment/get/{id}: the charge with its order lines and refunds. */
export const chargeDetailSchema = chargeSchema.extend({
  order_details: z.array(orderDetailSchema),
  refunds: z.array(refundSchema),
});
export type ChargeDetail = z.infer<typeof chargeDetailSchema>;

export const chargePageSchema = z.object({
  rows: z.array(chargeSchema),
  count: z.number().int(),
  isEnd: z.boolean(),
});
export type ChargePage = z.infer<typeof chargePageSchema>;

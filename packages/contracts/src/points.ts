import { z } from 'zod';
import { PAYMENT_LIMITS } from './payments/index.js';

/**
 * Points (issue 14 "Points"; spec 3 sections 3, 4, 5, 7). A point entity per facility group prices its points
 * (`price_per_point`, cents) and says how many days bought or gifted points stay valid (`expiration_date`, days;
 * docs/decisions.md "Points (issue 14)"). Members hold points as lots, each with its own expiry; a spend takes
 * the lots that expire first.
 */
export const POINT_LIMITS = {
  pricePerPointMax: 1_000_000,
  expirationDaysMax: 3650,
  pointsMax: 1_000_000,
  noteMax: 280,
  idempotencyKeyMax: 255,
} as const;

export const POINT_MESSAGES = {
  /** Spec 3 section 8. */
  onlyUnexpired: 'Only Unexpired Points Are Refundable',
  /** Spec 3 section 5: a points charge is a non-zero number. */
  pointsNonZero: 'Point must be a non-zero number.',
  entityCreated: 'Point entity created.',
  entityUpdated: 'Point entity updated.',
  entityExists: 'This facility group already has a point entity.',
  entityNotFound: 'Point entity not found.',
  noEntity: 'Points are not sold for this facility group.',
  notOnSale: 'Points are not on sale for this facility group.',
  facilityGroupNotFound: 'Facility group not found.',
  facilityGroupRequired: 'Choose a facility group.',
  memberNotFound: 'Member not found.',
  giftNotFound: 'Gift not found.',
  bought: 'Points bought.',
  gifted: 'Points gifted.',
  giftRefunded: 'Gift refunded.',
  charged: 'Points charged.',
  giftNeedsStaff: 'Only staff with the payments permission can gift points.',
  othersNeedStaff: 'You can buy points only for yourself and the family members you pay for.',
  giftOnlyGifts: 'Only gifted points can be refunded here.',
  refundTooMuch: (left: number) => `At most ${left} points of this gift are left to refund.`,
  notEnough: (have: number, need: number) => `Not enough points: ${have} available, ${need} needed.`,
  paymentPending: 'The payment is waiting for the card holder; buy again with the same key once it is confirmed.',
  paymentFailed: 'The payment did not go through; no points were added.',
  idempotencyKeyRequired: 'An Idempotency-Key header is required.',
  idempotencyKeyReused: 'This Idempotency-Key was used for a different request.',
  sourceForGift: 'A gift takes no card or payment method.',
  spendNotFound: 'Points payment not found.',
  /** Issue 24 point 4: the buyer's total with the points taxes is not the one to be charged. */
  totalChanged: (total: string) => `The total of these points with tax is ${total}. Please check it and try again.`,
  spendRefundTooMuch: (left: number) => `At most ${left} points of this payment are left to refund.`,
} as const;

const id = z
  .number('Must be a number.')
  .int('Must be a whole number.')
  .positive('Must be a positive id.')
  .max(2147483647);
const whole = (label: string, min: number, max: number) =>
  z
    .number(`${label} must be a number.`)
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);
const note = (label: string) =>
  z
    .string(`${label} must be text.`)
    .trim()
    .max(POINT_LIMITS.noteMax, `${label} must be at most ${POINT_LIMITS.noteMax} characters.`);
const pointsField = z
  .number(POINT_MESSAGES.pointsNonZero)
  .int('Point must be a whole number.')
  .positive(POINT_MESSAGES.pointsNonZero)
  .max(POINT_LIMITS.pointsMax, `Point must be at most ${POINT_LIMITS.pointsMax}.`);

/** POST point/entity. */
export const pointEntityCreateBody = z
  .object({
    facility_group_id: id,
    price_per_point: whole('Price per point', 1, POINT_LIMITS.pricePerPointMax),
    expiration_date: whole('Expiration (days)', 1, POINT_LIMITS.expirationDaysMax),
    status: z.union([z.literal(0), z.literal(1)], 'Status must be 0 or 1.').default(1),
  })
  .strict();
export type PointEntityCreateBody = z.input<typeof pointEntityCreateBody>;

/** PUT point/entity/{id}: the spec's update sets status '1' unless the body withdraws the points (0). */
export const pointEntityUpdateBody = z
  .object({
    price_per_point: whole('Price per point', 1, POINT_LIMITS.pricePerPointMax).optional(),
    expiration_date: whole('Expiration (days)', 1, POINT_LIMITS.expirationDaysMax).optional(),
    status: z.union([z.literal(0), z.literal(1)], 'Status must be 0 or 1.').default(1),
  })
  .strict();
export type PointEntityUpdateBody = z.input<typeof pointEntityUpdateBody>;

export const pointEntitySchema = z.object({
  id: z.number().int(),
  business_id: z.number().int(),
  facility_group_id: z.number().int(),
  facility_group_name: z.string(),
  price_per_point: z.number().int(),
  expiration_date: z.number().int(),
  status: z.number().int(),
  /**
   * Ours (issue 24 point 4): the club's taxes on points purchases (rates marked "Charge on points"), so the buyer
   * sees the price with them before paying (domain `taxedLines` of points × price_per_point as one line).
   */
  taxes: z.array(
    z.object({ id: z.number().int(), display_name: z.string(), percentage: z.number(), inclusive: z.boolean() }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PointEntity = z.infer<typeof pointEntitySchema>;

/**
 * POST point/buy (header Idempotency-Key): `points` for `user_id` in `facility_group_id`'s points. Bought: paid
 * with a new card `token` (saved when `save_card`) or a saved `payment_method_id` (else the payer's default);
 * `gift`: given by staff, no money.
 */
export const pointBuyBody = z
  .object({
    user_id: id,
    facility_group_id: id,
    points: pointsField,
    gift: z.boolean('Must be true or false.').default(false),
    token: z
      .string('Token must be text.')
      .trim()
      .min(1, 'Token is required.')
      .max(255, 'Token is too long.')
      .regex(/^[A-Za-z0-9_]+$/, 'Token is not valid.')
      .optional(),
    payment_method_id: id.optional(),
    save_card: z.boolean('Must be true or false.').default(false),
    note: note('Note').default(''),
    /**
     * Ours (issue 24 point 4): the total with the club's points taxes the buyer was shown; when sent, a purchase
     * whose total differs is refused (409 on `total`), so no charge exceeds what was shown.
     */
    total: whole('Total', 0, PAYMENT_LIMITS.amountMax).optional(),
  })
  .strict()
  .refine((body) => !(body.token && body.payment_method_id), {
    message: 'Choose either a new card or a saved payment method.',
    path: ['payment_method_id'],
  })
  .refine((body) => !(body.gift && (body.token || body.payment_method_id)), {
    message: POINT_MESSAGES.sourceForGift,
    path: ['gift'],
  });
export type PointBuyBody = z.input<typeof pointBuyBody>;

/** A lot as members and staff see it: bought or gifted points, what is left of them and their expiry. */
export const userPointSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  facility_group_id: z.number().int(),
  facility_group_name: z.string(),
  gift: z.boolean(),
  status: z.enum(['pending', 'active', 'expired', 'failed']),
  points: z.number().int(),
  remaining: z.number().int(),
  refunded: z.number().int(),
  expired: z.number().int(),
  amount: z.number().int(),
  charge_id: z.number().int().nullable(),
  note: z.string(),
  expiration_date: z.string(),
  createdAt: z.string(),
});
export type UserPoint = z.infer<typeof userPointSchema>;

/** POST point/buy's answer: the spec's user_payment (the lot) and the member's balance after it. */
export const pointBuyResponse = z.object({ user_payment: userPointSchema, balance: z.number().int() });

/**
 * POST point/refund_gift: gives back `amount` points of the gift `user_point_id`. The spec's user_id, member_id
 * and business_id may come along; when given they must name the gift's member and the caller's club.
 */
export const refundGiftBody = z
  .object({
    user_point_id: id,
    amount: pointsField,
    user_id: id.optional(),
    member_id: id.optional(),
    business_id: id.optional(),
  })
  .strict();
export type RefundGiftBody = z.input<typeof refundGiftBody>;

/**
 * POST payment/charges/createforpoint (header Idempotency-Key): staff charge `amount` points of `user_id`'s
 * points in a facility group (the body's, else the selected one). appointment_id and charge_for say what it paid.
 */
export const pointChargeBody = z
  .object({
    user_id: id,
    amount: pointsField,
    facility_group_id: id.optional(),
    description: note('Note').default(''),
    appointment_id: id.optional(),
    charge_for: z.enum(['court', 'lesson'], "Must be 'court' or 'lesson'.").optional(),
    balance: z.boolean('Must be true or false.').optional(),
  })
  .strict();
export type PointChargeBody = z.input<typeof pointChargeBody>;

/** What a member paid with points. */
export const pointSpendSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  facility_group_id: z.number().int(),
  facility_group_name: z.string(),
  points: z.number().int(),
  refunded: z.number().int(),
  charge_for: z.enum(['charge', 'court', 'lesson']),
  appointment_id: z.number().int().nullable(),
  description: z.string(),
  createdAt: z.string(),
});
export type PointSpend = z.infer<typeof pointSpendSchema>;

export const pointChargeResponse = z.object({ payment: pointSpendSchema, balance: z.number().int() });

/** A member's spendable points in one facility group, and when the next of them expire. */
export const pointBalanceSchema = z.object({
  facility_group_id: z.number().int(),
  facility_group_name: z.string(),
  points: z.number().int(),
  next_expiry: z.string().nullable(),
  next_expiry_points: z.number().int(),
});
export type PointBalance = z.infer<typeof pointBalanceSchema>;

/** GET members/points_payments/{id}: the spec's member.points, points_payments (spends) and the lots. */
export const memberPointsSchema = z.object({
  points: z.number().int(),
  balances: z.array(pointBalanceSchema),
  lots: z.array(userPointSchema),
  points_payments: z.array(pointSpendSchema),
});
export type MemberPoints = z.infer<typeof memberPointsSchema>;

/**
 * POST members/balance/{id} (spec 3 section 7 "Balance"): the member's balance as the member detail shows it, money in
 * cents of the club's currency (the ledger's, and what the member's bookings owe), and the points they can spend now.
 */
export const memberBalanceSchema = z.object({
  member_id: z.number().int(),
  currency: z.string(),
  /** Everything charged to the member, net of refunds. */
  charged: z.number().int(),
  /** Everything given back to them. */
  refunded: z.number().int(),
  /**
   * Still owed to the club in all (positive: the member owes): monthly invoices and fees owed, and what the member's
   * bookings still owe (`bookings_owed`), as the member detail's Owed reads it (issue 24).
   */
  owed: z.number().int(),
  /** Of `owed`, what the member's bookings owe (priced court time not paid in full), as their Payments tabs read it. */
  bookings_owed: z.number().int(),
  /** Account credit the club holds for them (a plan change's unused part), taken off later charges. */
  credit: z.number().int(),
  /** Spendable points over all facility groups, and per group. */
  points: z.number().int(),
  point_balances: z.array(pointBalanceSchema),
});
export type MemberBalanceView = z.infer<typeof memberBalanceSchema>;

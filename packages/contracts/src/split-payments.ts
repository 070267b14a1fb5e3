import { z } from 'zod';
import { PAYMENT_LIMITS } from './payments/index.js';

/**
 * Split payment (issue 13, club setting `split_payment`; spec 2 "Book-and-pay request … splitPayment"): a booking
 * paid by book-and-pay shared by its players, each paying their own share. docs/decisions.md "Split payment".
 */
export const SPLIT_PAYMENT_MESSAGES = {
  notAllowed: 'This club does not take split payments.',
  needsPlayers: 'Add the members you play with to split the payment.',
  oneCourt: 'A split payment is for one court at a time.',
  payNow: 'With a split payment the booker pays their share now, by card or in cash.',
  shareNotFound: 'The share was not found.',
  notYourShare: 'You can pay only your own share.',
  notOwed: 'This share is not owed.',
  shareChanged: (amount: string) => `The share is ${amount}. Please check it and try again.`,
  staffOnlyCash: 'Only staff can take cash for a share.',
  paid: 'Your share is paid.',
  collected: 'The share is collected.',
  splitBooking: "This booking's price is split: collect each player's share.",
  /** The order lines of a split booking's charges. */
  bookerShareLine: (players: number) => `Court time, your share (1 of ${players})`,
  shareLine: (name: string) => `Court time, share of ${name}`,
  guestFeeLine: (guest: string) => `Guest fee: ${guest}`,
  courtTimeLine: 'Court time',
} as const;

/**
 * A share's state: `owed` (nothing taken yet, or its card still being charged), `paid`, `authorized` (held on the
 * booker's card, "Book and Authorize Payment"), `refunded` (the payment given back), `released` (a hold given back).
 */
export const SPLIT_SHARE_STATUSES = ['owed', 'paid', 'authorized', 'refunded', 'released'] as const;
export type SplitShareStatus = (typeof SPLIT_SHARE_STATUSES)[number];

/** One player's share of a split booking, and whether it is paid. */
export const splitShareSchema = z.object({
  id: z.number().int(),
  appointment_id: z.number().int(),
  user_id: z.number().int(),
  full_name: z.string(),
  booker: z.boolean(),
  /** Cents: the player's part of the court time, and for the booker the guest fees too. */
  amount: z.number().int(),
  guest_fees: z.number().int(),
  currency: z.string(),
  status: z.enum(SPLIT_SHARE_STATUSES),
  /** The booking payment that pays the share, and its charge (null while owed). */
  payment_id: z.number().int().nullable(),
  charge_id: z.number().int().nullable(),
  paid_at: z.string().nullable(),
});
export type SplitShare = z.infer<typeof splitShareSchema>;

/** GET appointment/shares: the caller's shares of upcoming split bookings, soonest first. */
export const myShareSchema = splitShareSchema.extend({ start: z.string(), end: z.string() });
export type MyShare = z.infer<typeof myShareSchema>;
export const mySharesSchema = z.object({ rows: z.array(myShareSchema) });
export type MyShares = z.infer<typeof mySharesSchema>;

const id = z
  .number('Must be a number.')
  .int('Must be a whole number.')
  .positive('Must be a positive id.')
  .max(2147483647);

const token = z
  .string('Token must be text.')
  .trim()
  .min(1, 'Token is required.')
  .max(255, 'Token is too long.')
  .regex(/^[A-Za-z0-9_]+$/, 'Token is not valid.');

/**
 * POST appointment/shares/{id}/pay (header Idempotency-Key; our addition): a player pays their own share by card
 * (a new card by `token`, a saved one by `payment_method_id`, else their default), or staff collect it by card or
 * in cash. `amount` is the share the payer was shown (cents); another amount is refused (409).
 */
export const payShareBody = z
  .object({
    amount: z
      .number('Must be a number.')
      .int('Amount must be whole cents.')
      .positive('Amount must be greater than 0.')
      .max(PAYMENT_LIMITS.amountMax),
    method: z.enum(['charge', 'cash'], "Must be 'charge' or 'cash'.").default('charge'),
    type: z.enum(['cash', 'check-input'], "Must be 'cash' or 'check-input'.").default('cash'),
    token: token.optional(),
    payment_method_id: id.optional(),
    save_card: z.boolean('Must be true or false.').default(false),
  })
  .strict()
  .refine((body) => !(body.token && body.payment_method_id), {
    message: 'Send either a new card token or a saved payment method, not both.',
    path: ['payment_method_id'],
  });
export type PayShareBody = z.input<typeof payShareBody>;

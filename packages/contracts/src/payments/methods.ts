import { z } from 'zod';
import { PAYMENT_LIMITS } from './common.js';
import { id, tokenField } from './fields.js';

/* Saved payment methods and the member as a payment customer (spec 3 sections 4-5). */

export const paymentMethodSchema = z.object({
  id: z.number().int(),
  object: z.enum(['card', 'bank_account']),
  /** Card brand (visa, mastercard, amex, discover) or the bank's name. */
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int().nullable(),
  exp_year: z.number().int().nullable(),
  account_holder_name: z.string().nullable(),
  default_source: z.boolean(),
  /** Cards are verified; a bank account after its two micro-deposits are confirmed. */
  status: z.enum(['verified', 'not verified']),
  createdAt: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/**
 * A customer's payment side: who pays for them (the family's payer for a family member, spec 3 section 6) and
 * the payer's saved methods, and the balances read from the ledger.
 */
export const paymentCustomerSchema = z.object({
  member_id: z.number().int(),
  full_name: z.string(),
  /** Spec 3 "Member record": the member's type in the club (null: no longer a member); decides the monthly invoice. */
  member_type_id: z.number().int().nullable(),
  payer_user_id: z.number().int(),
  payer_name: z.string(),
  /** The payer's provider customer id, or null before a method was saved. */
  payment_account_id: z.string().nullable(),
  methods: z.array(paymentMethodSchema),
  balance: z.object({
    /** Everything charged to the member (cents, after refunds). */
    charged: z.number().int(),
    /** Everything refunded to the member. */
    refunded: z.number().int(),
    /**
     * What is owed and not paid yet in all (positive: the member owes the club): monthly invoices and fees owed, and
     * what the member's bookings still owe (issue 24: the member summary's Owed agrees with the bookings).
     */
    owed: z.number().int(),
    /** Of `owed`, what the member's bookings still owe (priced court time not paid in full), as their Payments tabs read it. */
    bookings_owed: z.number().int(),
    /** Account credit the club holds for the member (a plan change's unused part). */
    credit: z.number().int(),
  }),
});
export type PaymentCustomer = z.infer<typeof paymentCustomerSchema>;

/** POST payment/createformember, payment/createforbusienssmember: save the tokenized method; it becomes default. */
export const createMethodBody = z.object({ member_id: id, token: tokenField }).strict();
export type CreateMethodBody = z.input<typeof createMethodBody>;

/** POST payment/setdefaultpayment, payment/setdefaultpaymentadmin: `token` is the saved method's id. */
export const setDefaultBody = z.object({ member_id: id, token: id }).strict();
export type SetDefaultBody = z.input<typeof setDefaultBody>;

/**
 * POST members/delete_card[/{id}]: `card` is the saved method's id; with `remove_payment_account_id` the payer's
 * provider customer is forgotten too once no method is left.
 */
export const deleteCardBody = z
  .object({ card: id, remove_payment_account_id: z.boolean('Must be true or false.').default(false) })
  .strict();
export type DeleteCardBody = z.input<typeof deleteCardBody>;

const microDeposit = z
  .number('Enter the amount in cents.')
  .int('Enter the amount in cents.')
  .positive('Amount must be greater than 0.')
  .max(PAYMENT_LIMITS.microDepositMax, `Amount must be at most ${PAYMENT_LIMITS.microDepositMax} cents.`);

/** POST payment/verifybankaccount: the two micro-deposit amounts, in cents (spec 3 section 5: both above 0). */
export const verifyBankBody = z
  .object({ member_id: id, bank_source_id: id, amount1: microDeposit, amount2: microDeposit })
  .strict();
export type VerifyBankBody = z.input<typeof verifyBankBody>;

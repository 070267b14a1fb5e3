import { z } from 'zod';
import { PAYMENT_LIMITS, PAYMENT_MESSAGES } from './common.js';
import { id } from './fields.js';

/* Refunds of a charge or an order line (spec 3 sections 4-5), each call with an Idempotency-Key. */

/**
 * POST payment/charges/refunditem: refund part of one order line. `amount` in cents (at most the line's
 * refundable remainder, else 'Not valid Tax number'); `count` units returned. Tax is refunded in proportion.
 */
export const refundItemBody = z
  .object({
    payment_id: id,
    order_details_id: id,
    amount: z
      .number(PAYMENT_MESSAGES.notValidTax)
      .int(PAYMENT_MESSAGES.notValidTax)
      .positive(PAYMENT_MESSAGES.notValidTax)
      .max(PAYMENT_LIMITS.amountMax, PAYMENT_MESSAGES.notValidTax),
    count: z
      .number('Count must be a number.')
      .int('Count must be a whole number.')
      .min(0, 'Count must not be negative.')
      .max(PAYMENT_LIMITS.countMax)
      .default(0),
    return_inverntory: z.literal(false, 'Returning to inventory is not available.').default(false),
  })
  .strict();
export type RefundItemBody = z.input<typeof refundItemBody>;

/** POST payment/charges/refund: refund a charge (spec: path not shown); no amount refunds all that is left. */
export const refundChargeBody = z
  .object({
    payment_id: id,
    amount: z
      .number(PAYMENT_MESSAGES.notValidTax)
      .int(PAYMENT_MESSAGES.notValidTax)
      .positive(PAYMENT_MESSAGES.notValidTax)
      .max(PAYMENT_LIMITS.amountMax, PAYMENT_MESSAGES.notValidTax)
      .optional(),
  })
  .strict();
export type RefundChargeBody = z.input<typeof refundChargeBody>;

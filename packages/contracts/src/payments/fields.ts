import { z } from 'zod';
import { PAYMENT_LIMITS, PAYMENT_MESSAGES } from './common.js';

/** The fields the payment calls share (not exported from the package but `amountField`). */
export const id = z
  .number('Must be a number.')
  .int('Must be a whole number.')
  .positive('Must be a positive id.')
  .max(2147483647);

/** Integer cents above 0 (spec 3 section 5: amount greater than 0). */
export const amountField = z
  .number(PAYMENT_MESSAGES.amountPositive)
  .int('Amount must be whole cents.')
  .positive(PAYMENT_MESSAGES.amountPositive)
  .max(PAYMENT_LIMITS.amountMax, PAYMENT_MESSAGES.amountTooLarge);

export const text = (max: number, label: string) =>
  z.string(`${label} must be text.`).trim().max(max, `${label} must be at most ${max} characters.`);

/** A token made by the provider's client in the browser (the sandbox's `tok_…`, Stripe's `tok_…`/`pm_…`). */
export const tokenField = z
  .string('Token must be text.')
  .trim()
  .min(1, 'Token is required.')
  .max(255, 'Token is too long.')
  .regex(/^[A-Za-z0-9_]+$/, 'Token is not valid.');

export const taxIds = z
  .array(id, 'Must be a list of tax ids.')
  .max(PAYMENT_LIMITS.selectedTaxesMax, `At most ${PAYMENT_LIMITS.selectedTaxesMax} taxes.`)
  .refine((list) => new Set(list).size === list.length, 'Each tax may be selected once.');

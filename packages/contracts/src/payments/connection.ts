import { z } from 'zod';
import { PAYMENT_LIMITS, PAYMENT_PROVIDERS } from './common.js';

/* The club's connection to the payment provider and the browser's tokenizer (spec 3 section 3). */

/** The club's connection to the provider; `connect_url` starts the provider's OAuth-like connection. */
export const paymentAccountSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** What the warning names: "First connect to {provider_label}". */
  provider_label: z.string(),
  connected: z.boolean(),
  account_id: z.string().nullable(),
  connected_at: z.string().nullable(),
  currency: z.string(),
  /** Where the Connect button sends the browser; it returns to /private/stripe with `code` (or `error`). */
  connect_url: z.string(),
  /** The fee table of spec 3 section 1, in percent. */
  fees: z.object({ terminal: z.number(), online: z.number(), ach: z.number() }),
});
export type PaymentAccount = z.infer<typeof paymentAccountSchema>;

/**
 * GET payment/client: what a member's browser needs to tokenize a new card or bank account with the club's
 * provider, so card numbers go to the processor and never to Fairplay's API. For Stripe, Stripe.js is loaded with
 * `publishable_key` on the club's connected `account_id` (direct charges: the PaymentMethod must live there).
 */
export const paymentClientSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe's publishable key (`pk_…`); null for the sandbox. */
  publishable_key: z.string().nullable(),
  /** The club's connected account; null when the club has not connected to the provider. */
  account_id: z.string().nullable(),
});
export type PaymentClient = z.infer<typeof paymentClientSchema>;

/**
 * Which browser client tokenizes a new card or bank account: the sandbox's own small client (the default), or
 * Stripe.js with Elements, on the club's connected account (`on: 'club'`, what members and staff pay the club with)
 * or on the platform's own (`on: 'platform'`, what a club pays Fairplay with: stripeAccount null). `loading` until
 * the server has answered (nothing is typed before the right client is known); `unavailable` when Stripe is
 * configured but the club is not connected (or no publishable key is given).
 */
export type BrowserTokenizer =
  | { kind: 'loading' }
  | { kind: 'sandbox' }
  | { kind: 'stripe'; publishableKey: string; stripeAccount: string | null }
  | { kind: 'unavailable' };

export function browserTokenizerOf(
  client: PaymentClient | undefined,
  on: 'club' | 'platform' = 'club',
): BrowserTokenizer {
  if (!client) return { kind: 'loading' };
  if (client.provider !== 'stripe') return { kind: 'sandbox' };
  if (!client.publishable_key) return { kind: 'unavailable' };
  if (on === 'platform') return { kind: 'stripe', publishableKey: client.publishable_key, stripeAccount: null };
  if (!client.account_id) return { kind: 'unavailable' };
  return { kind: 'stripe', publishableKey: client.publishable_key, stripeAccount: client.account_id };
}

/** POST payment/connect/{provider}: the `code` the provider returned to /private/stripe. */
export const connectBody = z
  .object({ code: z.string('Code is required.').trim().min(1, 'Code is required.').max(PAYMENT_LIMITS.codeMax) })
  .strict();
export const connectParams = z.object({ provider: z.enum(PAYMENT_PROVIDERS, 'Unknown payment provider.') }).strict();

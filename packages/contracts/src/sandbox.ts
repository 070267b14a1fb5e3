import { z } from 'zod';

/**
 * The built-in `sandbox` payment provider's own small API (issue 12). It stands for the card processor: the
 * browser sends card and bank details here, outside Fairplay's API (/api/v1), and gets a single-use token, so card
 * numbers never reach Fairplay's API. Paths are absolute (not under /api/v1); answers are plain JSON, not the
 * {code, payload, message} envelope, and errors are `{ error: { code, message, param } }` like a processor's.
 */
export const SANDBOX_BASE = '/sandbox/v1';
export const SANDBOX_PATHS = {
  /** POST: tokenize a card or a US bank account. */
  tokens: `${SANDBOX_BASE}/tokens`,
  /** GET ?state&redirect_uri[&deny=1]: the connection consent; redirects back with `code` (or `error`). */
  authorize: `${SANDBOX_BASE}/connect/authorize`,
  /** GET /{payment}?return_url: the card holder's authentication page (3-D Secure stand-in). */
  authenticate: `${SANDBOX_BASE}/authenticate`,
  /** GET /{reader}: a simulated reader's screen, where a test card is tapped (POST /{reader}/present). */
  reader: `${SANDBOX_BASE}/readers`,
} as const;

/**
 * Registration codes of simulated card readers (Stripe Terminal's own codes): any number of readers may be
 * registered with one; each is online and takes a payment when a test card is tapped on its screen.
 */
export const SANDBOX_TEST_READERS = {
  'simulated-wpe': 'simulated_wisepos_e',
  'simulated-s700': 'simulated_stripe_s700',
} as const;

/**
 * Test cards (docs/decisions.md "Payments (issue 12)"): the processors' well-known numbers. Any future expiry and
 * any 3-4 digit CVC work.
 */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  succeedsMastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  requiresAuthentication: '4000002500003155',
  /** Authorizes, but its capture fails (and it saves as a method). */
  failsOnCapture: '4000000000000341',
} as const;

/** Test bank accounts: routing 110000000; micro-deposits are always 32 and 45 cents. */
export const SANDBOX_TEST_BANK = {
  routingNumber: '110000000',
  succeeds: '000123456789',
  /** Verifies, but every debit fails. */
  fails: '000111111116',
  microDeposits: [32, 45] as const,
} as const;

const digits = (label: string, min: number, max: number) =>
  z
    .string(`${label} is required.`)
    .trim()
    .regex(
      new RegExp(`^[0-9]{${min},${max}}$`),
      min === max ? `${label} must be ${min} digits.` : `${label} must be ${min} to ${max} digits.`,
    );

export const sandboxCardInput = z
  .object({
    number: z
      .string('Card number is required.')
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^[0-9]{12,19}$/, 'Your card number is incomplete.')),
    exp_month: z.coerce
      .number('Expiry month is required.')
      .int()
      .min(1, 'Expiry month is not valid.')
      .max(12, 'Expiry month is not valid.'),
    exp_year: z.coerce
      .number('Expiry year is required.')
      .int()
      .min(2000, 'Expiry year is not valid.')
      .max(2100, 'Expiry year is not valid.'),
    cvc: digits('CVC', 3, 4),
    name: z.string().trim().max(80).optional(),
  })
  .strict();

/** Spec 3 section 3 and 5: US, usd, individual or company; routing 6-9 digits, account 1-12 digits. */
export const sandboxBankInput = z
  .object({
    country: z.literal('US', 'Bank accounts must be in the US.'),
    currency: z.literal('usd', 'Bank accounts must be in usd.'),
    routing_number: digits('Routing number', 6, 9),
    account_number: digits('Account number', 1, 12),
    account_holder_name: z
      .string('Account holder name is required.')
      .trim()
      .min(1, 'Account holder name is required.')
      .max(80),
    account_holder_type: z.enum(['individual', 'company'], "Must be 'individual' or 'company'."),
  })
  .strict();

/** POST /sandbox/v1/tokens: exactly one of `card` and `bank_account`. */
export const sandboxTokenBody = z.union([
  z.object({ card: sandboxCardInput }).strict(),
  z.object({ bank_account: sandboxBankInput }).strict(),
]);
export type SandboxTokenBody = z.input<typeof sandboxTokenBody>;

export const sandboxTokenSchema = z.object({
  id: z.string(),
  object: z.literal('token'),
  type: z.enum(['card', 'bank_account']),
  card: z.object({ brand: z.string(), last4: z.string(), exp_month: z.number(), exp_year: z.number() }).nullable(),
  bank_account: z.object({ bank_name: z.string(), last4: z.string() }).nullable(),
  created: z.number().int(),
});
export type SandboxToken = z.infer<typeof sandboxTokenSchema>;

export const sandboxErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), param: z.string().nullable() }),
});
export type SandboxError = z.infer<typeof sandboxErrorSchema>;

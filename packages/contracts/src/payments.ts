import { z } from 'zod';

/**
 * Payments (issue 12, spec 3 sections 3-9): charges, refunds, taxes, saved payment methods and the club's
 * connection to the payment provider. Every amount is integer cents (docs/decisions.md "Payments (issue 12)").
 * The field names are the spec's; where the spec names no field the name is ours and documented here.
 */
export const PAYMENT_LIMITS = {
  /** One charge at most $1,000,000.00. */
  amountMax: 100_000_000,
  /** Spec 3 section 9: charge history page size. */
  pageSize: 100,
  /** Spec 3 section 5: name longer than 2 characters. */
  nameMin: 3,
  nameMax: 80,
  descriptionMax: 500,
  taxNameMax: 50,
  taxDescriptionMax: 200,
  jurisdictionMax: 60,
  /** Spec 3 section 5: strictly below 100, two decimals. */
  taxPercentMax: 100,
  selectedTaxesMax: 10,
  goodsMax: 50,
  countMax: 10_000,
  idempotencyKeyMax: 255,
  codeMax: 200,
  /** Micro-deposits are below one dollar. */
  microDepositMax: 99,
} as const;

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Spec 3 section 2: charge history types; `all` is the filter's default. */
export const CHARGE_TYPES = ['card', 'ach', 'terminal', 'cash', 'check-input'] as const;
export type ChargeType = (typeof CHARGE_TYPES)[number];
export const CHARGE_TYPE_FILTERS = ['all', ...CHARGE_TYPES] as const;

/**
 * Where a charge stands: `processing` while the provider is asked (a retry with the same Idempotency-Key finishes
 * it), `requires_action` while the card holder authenticates, `succeeded`, `failed` (declined, nothing taken),
 * `invoiced` (added to the payer's monthly invoice, collected at the month's end: docs/decisions.md "Monthly
 * invoices").
 */
/**
 * `authorized`: held on the card, captured later (issue 13); `released`: a hold given back; `voided`: an invoiced
 * item taken off its open invoice (a waived fee, issue 13).
 */
export const CHARGE_STATUSES = [
  'processing',
  'requires_action',
  'succeeded',
  'failed',
  'invoiced',
  'authorized',
  'released',
  'voided',
] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/** A dispute's (chargeback's) status, as Stripe names it (issue 25): open while `*needs_response` or `*under_review`. */
export const DISPUTE_STATUSES = [
  'warning_needs_response',
  'warning_under_review',
  'warning_closed',
  'needs_response',
  'under_review',
  'won',
  'lost',
  'prevented',
  'appeal_needs_response',
  'appeal_under_review',
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const PAYMENT_MESSAGES = {
  /** Spec 3 section 8. */
  somethingWrong: 'Something went wrong.',
  notValidTax: 'Not valid Tax number',
  notConnected: (provider: string) => `First connect to ${provider}`,
  successConnect: 'Success connect',
  defaultCardSaved: 'Default Card saved success',
  cardRemoved: 'Card removed success',
  done: 'Done',
  cardDeclined: 'Unable to charge from your card. Please enter new card info.',
  /** A hold priced above the total the person was shown (a tax rate changed since): not taken (issue 24 point 4). */
  holdAboveShown: 'The total with tax is now above the one shown for this booking, so the card was not held.',
  cannotRemoveMethod: 'The customer has an active subscription (membership). Cannot remove the payment method.',
  /** The remove-method confirmation (spec 2 section 9, spec 3 section 8: 'Are you sure?' / 'to remove this card'). */
  removeConfirmTitle: 'Are you sure?',
  removeCardConfirm: 'to remove this card',
  /** Ours: the same question for a bank account. */
  removeBankConfirm: 'to remove this bank account',
  /** Ours. */
  notSameMember: 'names a different member.',
  balanceNeedsBooking: 'Name the booking (appointment_id) whose balance this pays.',
  lessonPaidWhenBooked: 'A lesson place is paid when it is booked; charge a court booking here.',
  bookingTakesNoTaxes: "A booking's payment is its booked price; taxes cannot be added to it.",
  /** Ours: `balance` on a card charge pays what the member owes on their bookings (issue 26). */
  balanceNeedsMember: 'Name the member (uid, member_data or member_id) whose bookings this pays.',
  balanceNotOnInvoice: 'A payment of what is owed is taken now; it cannot go on the monthly invoice.',
  balanceHasNoGoods: 'A payment of what is owed pays the bookings; it has no goods of its own.',
  balanceAboveOwed: (owed: string) =>
    `This member owes ${owed} on their bookings; the amount cannot be more than that.`,
  nothingOwedOnBookings: 'This member owes nothing on their bookings.',
  amountPositive: 'Amount must be greater than 0.',
  amountTooLarge: 'Amount must be at most $1,000,000.00.',
  nameRequired: 'Name must be longer than 2 characters.',
  chargeCreated: 'Charge created.',
  cashRecorded: 'Payment recorded.',
  refunded: 'Refund done.',
  taxCreated: 'Tax rate created.',
  taxUpdated: 'Tax rate updated.',
  taxArchived: 'Tax rate archived.',
  taxNotFound: 'Tax rate not found.',
  taxArchivedAlready: 'This tax rate is archived and can no longer be used.',
  methodAdded: 'Payment method added.',
  methodNotFound: 'Payment method not found.',
  bankVerified: 'Bank account verified.',
  bankAlreadyVerified: 'This bank account is already verified.',
  bankNotVerified: 'This bank account is not verified yet. Confirm the two micro-deposit amounts first.',
  notBankAccount: 'This payment method is not a bank account.',
  bankMustBeSaved: 'A bank account must be saved and verified (micro-deposits) before it is charged.',
  microDepositsWrong: 'The amounts do not match the micro-deposits.',
  chargeNotFound: 'Charge not found.',
  customerNotFound: 'Customer not found.',
  /** Issue 25 point 9: processors do not hold ACH debits (Stripe: no manual capture for us_bank_account). */
  achHoldRefused:
    'A US bank account (ACH) cannot be authorized now and charged later. Pay now, or hold a card instead.',
  noPaymentMethod: 'The customer has no saved payment method.',
  sourceRequired: 'Enter a card or bank account, or choose a saved payment method.',
  oneSource: 'Send either a new token or a saved payment method, not both.',
  idempotencyKeyRequired: 'An Idempotency-Key header is required.',
  idempotencyKeyReused: 'This Idempotency-Key was used for a different request.',
  refundTooLarge: 'Not valid Tax number',
  refundNothingLeft: 'Nothing is left to refund on this charge.',
  refundNotPaid: 'Only a paid charge can be refunded.',
  countTooLarge: 'Count is more than what is left to refund.',
  orderLineNotFound: 'Order line not found.',
  currencyMismatch: 'The currency must be the club’s currency.',
  achUsdOnly: 'Bank account (ACH) payments are in US dollars only.',
  goodsMismatch: 'The amount must equal the sum of the goods (price times count).',
  familyOnly: 'You can manage payment methods only for yourself and the family members you pay for.',
  authenticationFailed: 'The card holder did not complete authentication.',
  nothingToConfirm: 'This charge is not waiting for authentication.',
  /** A hold the provider let go before it was captured (the expiring-authorizations job). */
  authorizationExpired: 'The card authorization expired before it was captured.',
  /** A charge the provider never received (reconciliation found no payment of ours there). */
  neverReachedProvider: 'The payment never reached the payment provider; nothing was charged.',
  /** A charge whose card holder did not authenticate in time (reconciliation canceled it). */
  authenticationAbandoned: 'The card holder did not authenticate the payment in time; nothing was charged.',
  /** A refund the provider could not pay out (its webhook said so): undone, the amount refundable again. */
  refundFailedAtProvider: 'The payment provider could not return this refund; the amount can be refunded again.',
  invalidCode: 'This connection code is invalid or has expired.',
  otherProvider: (provider: string) => `This club's payments are configured for ${provider}.`,
} as const;

const id = z
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

const text = (max: number, label: string) =>
  z.string(`${label} must be text.`).trim().max(max, `${label} must be at most ${max} characters.`);

/** A token made by the provider's client in the browser (the sandbox's `tok_…`, Stripe's `tok_…`/`pm_…`). */
const tokenField = z
  .string('Token must be text.')
  .trim()
  .min(1, 'Token is required.')
  .max(255, 'Token is too long.')
  .regex(/^[A-Za-z0-9_]+$/, 'Token is not valid.');

const taxIds = z
  .array(id, 'Must be a list of tax ids.')
  .max(PAYMENT_LIMITS.selectedTaxesMax, `At most ${PAYMENT_LIMITS.selectedTaxesMax} taxes.`)
  .refine((list) => new Set(list).size === list.length, 'Each tax may be selected once.');

// ---------------------------------------------------------------------------------------------------------------
// Connection

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

// ---------------------------------------------------------------------------------------------------------------
// Taxes

export const TAX_TYPES = ['Sales Tax', 'custom'] as const;
export const TAX_DEFAULT_JURISDICTION = 'Default region';

/**
 * Tax percentage: non-negative, below 100, at most three decimals (real combined rates such as New York City's
 * 8.875 %; docs/decisions.md "Tax rates with three decimals"); every failure says 'Not valid Tax number'.
 */
export const taxPercentField = z
  .number(PAYMENT_MESSAGES.notValidTax)
  .min(0, PAYMENT_MESSAGES.notValidTax)
  .lt(PAYMENT_LIMITS.taxPercentMax, PAYMENT_MESSAGES.notValidTax)
  .refine((value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6, PAYMENT_MESSAGES.notValidTax);

const taxFields = {
  display_name: z
    .string('Name is required.')
    .trim()
    .min(1, 'Name is required.')
    .max(PAYMENT_LIMITS.taxNameMax, `Name must be at most ${PAYMENT_LIMITS.taxNameMax} characters.`),
  description: text(PAYMENT_LIMITS.taxDescriptionMax, 'Description'),
  type: z.enum(TAX_TYPES, "Must be 'Sales Tax' or 'custom'."),
  typeName: text(PAYMENT_LIMITS.taxNameMax, 'Type name'),
  jurisdiction: z
    .string('Region is required.')
    .trim()
    .min(1, 'Region is required.')
    .max(PAYMENT_LIMITS.jurisdictionMax, `Region must be at most ${PAYMENT_LIMITS.jurisdictionMax} characters.`),
  inclusive: z.boolean('Must be true or false.'),
  /** Ours (issue 24): the rate is charged on court bookings too, and shown with their price before paying. */
  court_time: z.boolean('Must be true or false.'),
  /** Ours (issue 24 point 4): the rate is charged on lesson places, camp days and coaches' private sessions. */
  lessons: z.boolean('Must be true or false.'),
  /** Ours (issue 24 point 4): the rate is charged when a member buys points. */
  points: z.boolean('Must be true or false.'),
};

/** POST payment/tax/create. A custom type names itself in `typeName`. */
export const taxCreateBody = z
  .object({
    display_name: taxFields.display_name,
    description: taxFields.description.default(''),
    percentage: taxPercentField,
    type: taxFields.type.default('Sales Tax'),
    typeName: taxFields.typeName.default(''),
    jurisdiction: taxFields.jurisdiction.default(TAX_DEFAULT_JURISDICTION),
    inclusive: taxFields.inclusive.default(false),
    court_time: taxFields.court_time.default(false),
    lessons: taxFields.lessons.default(false),
    points: taxFields.points.default(false),
  })
  .strict()
  .refine((body) => body.type !== 'custom' || body.typeName.length > 0, {
    message: 'Type name is required for a custom tax.',
    path: ['typeName'],
  });
export type TaxCreateBody = z.input<typeof taxCreateBody>;

/**
 * POST payment/tax/update/{id}: the percentage is omitted on update (spec 3 section 3; charges already made keep
 * the rate they were made with, so a new rate is a new tax).
 */
export const taxUpdateBody = z
  .object({
    display_name: taxFields.display_name.optional(),
    description: taxFields.description.optional(),
    type: taxFields.type.optional(),
    typeName: taxFields.typeName.optional(),
    jurisdiction: taxFields.jurisdiction.optional(),
    inclusive: taxFields.inclusive.optional(),
    court_time: taxFields.court_time.optional(),
    lessons: taxFields.lessons.optional(),
    points: taxFields.points.optional(),
  })
  .strict();
export type TaxUpdateBody = z.input<typeof taxUpdateBody>;

/** GET payment/tax/getall: `status=1` lists the archived rates. */
export const taxListQuery = z.object({ status: z.enum(['0', '1']).default('0') }).strict();

export const taxSchema = z.object({
  id: z.number().int(),
  /** The provider's id of the rate (our own `txr_…` id when the provider keeps no tax rates). */
  tax_id: z.string(),
  display_name: z.string(),
  description: z.string(),
  percentage: z.number(),
  type: z.enum(TAX_TYPES),
  typeName: z.string(),
  jurisdiction: z.string(),
  inclusive: z.boolean(),
  /** Charged on court bookings (ours, issue 24). */
  court_time: z.boolean(),
  /** Charged on lesson places, camp days and coaches' private sessions (ours, issue 24 point 4). */
  lessons: z.boolean(),
  /** Charged on points purchases (ours, issue 24 point 4). */
  points: z.boolean(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type Tax = z.infer<typeof taxSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Payment methods and customers

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

// ---------------------------------------------------------------------------------------------------------------
// Charges

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

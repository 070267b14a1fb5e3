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

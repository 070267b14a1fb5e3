import { z } from 'zod';
import { amountField, chargeDetailSchema, PAYMENT_LIMITS, PAYMENT_MESSAGES } from './payments/index.js';

/**
 * Card readers and terminal charges (spec 3: "Card reader" entity, "Terminal flow", the terminal calls of section
 * 7). Readers are registered with the club's payment provider by the code the reader shows; a terminal charge is
 * sent to a reader, taken by the card holder there, and captured by the server.
 */
export const READER_MESSAGES = {
  /** Spec 3 section 5 (reader registration). */
  badForm: 'incorect form vales',
  /** Spec 3 section 2 (terminal charge dialog). */
  continueOnTerminal: 'Continue the process on the terminal.',
  /** Ours. */
  registered: 'Reader registered.',
  removed: 'Reader removed.',
  readerNotFound: 'Reader not found.',
  locationNotFound: 'Location not found.',
  addressIncomplete:
    "The card reader's location needs a full address with street, city, state and ZIP code (e.g. 1200 River Road, Austin, TX 78703).",
  invalidCode: 'The registration code is invalid or has expired.',
  readerBusy: 'The reader is busy with another payment.',
  readerOffline: 'The reader is offline.',
  paymentNotFound: 'Terminal payment not found.',
  captured: 'Payment captured.',
  canceled: 'Terminal payment canceled.',
  notWaiting: 'This terminal payment is no longer waiting for the card.',
} as const;

export const READER_LIMITS = { codeMin: 3, codeMax: 100, labelMin: 2, labelMax: 100 } as const;

const id = z
  .number(READER_MESSAGES.badForm)
  .int(READER_MESSAGES.badForm)
  .positive(READER_MESSAGES.badForm)
  .max(2147483647, READER_MESSAGES.badForm);

const labelField = z
  .string(READER_MESSAGES.badForm)
  .trim()
  .min(READER_LIMITS.labelMin, READER_MESSAGES.badForm)
  .max(READER_LIMITS.labelMax, `Label must be at most ${READER_LIMITS.labelMax} characters.`);

/**
 * POST payment/reader/create: the code the reader shows (longer than 2 characters), a label of at least 2
 * characters and one of the club's locations; otherwise 'incorect form vales'. The label may come as `lable`, the
 * spelling spec 3 keeps in the payload.
 */
export const readerCreateBody = z
  .object({
    registration_code: z
      .string(READER_MESSAGES.badForm)
      .trim()
      .min(READER_LIMITS.codeMin, READER_MESSAGES.badForm)
      .max(READER_LIMITS.codeMax, `Code must be at most ${READER_LIMITS.codeMax} characters.`),
    label: labelField.optional(),
    lable: labelField.optional(),
    location: id,
  })
  .strict()
  .refine((body) => body.label !== undefined || body.lable !== undefined, {
    message: READER_MESSAGES.badForm,
    path: ['label'],
  })
  .transform(({ lable, label, ...rest }) => ({ ...rest, label: (label ?? lable)! }));
export type ReaderCreateBody = z.input<typeof readerCreateBody>;

export const readerSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  location_id: z.number().int(),
  location_name: z.string(),
  device_type: z.string(),
  serial_number: z.string(),
  /** Only online readers take payments (spec 3 section 2). */
  status: z.enum(['online', 'offline']),
  /** A test-mode reader, driven by a test card. */
  simulated: z.boolean(),
  /** What the reader is doing now, when it is collecting a card. */
  action: z
    .object({
      charge_id: z.number().int().nullable(),
      status: z.enum(['in_progress', 'succeeded', 'failed']),
      failure_message: z.string().nullable(),
    })
    .nullable(),
  /** The sandbox's page of a simulated reader, where a test card is tapped; null elsewhere. */
  simulator_url: z.string().nullable(),
  createdAt: z.string(),
});
export type Reader = z.infer<typeof readerSchema>;

/** The readers, and the club's locations a new reader may be registered at. */
export const readerListSchema = z.object({
  readers: z.array(readerSchema),
  locations: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ReaderList = z.infer<typeof readerListSchema>;

/** POST payment/createterminaltoken: optionally for the readers of one location. */
export const terminalTokenBody = z.object({ location: id.optional() }).strict();
export const terminalTokenSchema = z.object({ secret: z.string() });

/**
 * POST payment/reader/createpaymentintents (spec 3 "Terminal payload": amount in cents, description, full_name,
 * method = reader): a charge sent to a reader. Total/Subtotal with taxes as the cash dialog; an optional customer.
 */
export const terminalChargeBody = z
  .object({
    reader_id: id,
    amount: amountField,
    amount_type: z.enum(['total', 'subtotal'], "Must be 'total' or 'subtotal'.").default('subtotal'),
    description: z
      .string('Note must be text.')
      .trim()
      .max(PAYMENT_LIMITS.descriptionMax, `Note must be at most ${PAYMENT_LIMITS.descriptionMax} characters.`)
      .default(''),
    selected_taxes: z
      .array(id, 'Must be a list of tax ids.')
      .max(PAYMENT_LIMITS.selectedTaxesMax)
      .refine((list) => new Set(list).size === list.length, 'Each tax may be selected once.')
      .default([]),
    user_id: id.optional(),
    full_name: z
      .string('Name must be text.')
      .trim()
      .max(PAYMENT_LIMITS.nameMax, `Name must be at most ${PAYMENT_LIMITS.nameMax} characters.`)
      .default(''),
    method: z.literal('reader', "Must be 'reader'.").default('reader'),
    /**
     * The booking this pays (issue 24: the spec's terminal flow "captures the payment for a lesson or court
     * booking"): the charge is that booking's payment, at most what it owes; once captured the booking is paid.
     */
    appointment_id: id.optional(),
    /**
     * Ours (issue 24 point 4), with `appointment_id`: the total with the club's court-time taxes the desk was shown
     * for `amount` (the price owed before tax); a different total is refused (409) before the reader is asked.
     */
    total: amountField.optional(),
  })
  .strict()
  .refine((body) => body.total === undefined || body.appointment_id !== undefined, {
    message: 'A total is given only with the booking it pays (appointment_id).',
    path: ['total'],
  })
  .refine((body) => body.appointment_id === undefined || body.selected_taxes.length === 0, {
    message: PAYMENT_MESSAGES.bookingTakesNoTaxes,
    path: ['selected_taxes'],
  });
export type TerminalChargeBody = z.input<typeof terminalChargeBody>;

export const terminalIntentSchema = z.object({
  charge: chargeDetailSchema,
  payment_intent_id: z.string(),
  client_secret: z.string(),
  reader: readerSchema,
});
export type TerminalIntent = z.infer<typeof terminalIntentSchema>;

/** POST payment/reader/capturepaymentintents and …/cancelpaymentintents. */
export const terminalPaymentBody = z
  .object({
    payment_intent_id: z
      .string('Payment intent id is required.')
      .trim()
      .min(1, 'Payment intent id is required.')
      .max(255, 'Payment intent id is too long.'),
  })
  .strict();

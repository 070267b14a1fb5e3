import { z } from 'zod';
import { emailField } from './fields.js';
import { chargeSchema } from './payments/index.js';

/**
 * Receipts and monthly invoices (issue 12, spec 3 sections 2, 3 and 7). Receipts: every charge's order-details
 * receipt, e-mailed and downloadable as a PDF at its own URL (`receipt_url`). docs/decisions.md "Receipts".
 */
export const RECEIPT_MESSAGES = {
  sent: 'Receipt sent.',
  noEmail: 'This customer has no e-mail address. Enter one to send the receipt to.',
  notFound: 'Receipt not found.',
  notPaid: 'Only a paid charge has a receipt to send.',
} as const;

/**
 * A receipt's own address: `{club id}-{charge id}-{key}`; the key is 128 random bits kept on the charge, so the
 * URL can be opened without signing in (from the e-mail) and cannot be guessed.
 */
export const receiptTokenPattern = /^(\d{1,10})-(\d{1,10})-([0-9a-f]{32})$/;

export const receiptParams = z
  .object({ token: z.string().regex(receiptTokenPattern, 'token is not a receipt address.') })
  .strict();

/** POST payment/receipt/send/{id}: to the payer's e-mail, or to `email` when given (a walk-in's, or another). */
export const sendReceiptBody = z.object({ email: emailField.optional() }).strict();

export const sendReceiptSchema = z.object({ charge_id: z.number().int(), email: z.string() });
export type SendReceiptAnswer = z.infer<typeof sendReceiptSchema>;

export const INVOICE_MESSAGES = {
  /** Spec 3 section 5. */
  automatedInvoice: 'Your club operates on automated invoice basis. Thus, saving a payment method is required.',
  /** Ours. */
  added: 'Added to the monthly invoice.',
  turnedOff: 'Monthly invoices are turned off for this club.',
  customerRequired: 'Choose a member: only a member can be billed on a monthly invoice.',
  invoiceClosed: 'This month’s invoice is being collected. Try again in a moment.',
  noMethod: 'No saved payment method to collect the invoice with.',
  memberNotFound: 'Member not found.',
  /** Spec 3 sections 5 and 9: hidden for member type ids 3 and 14, and for nbu users. */
  memberTypeExcluded: 'Monthly invoices are not available for this member type.',
  notForCustomers: 'Customers cannot add charges to a monthly invoice.',
} as const;

export const INVOICE_STATUSES = ['open', 'paid'] as const;

/** A monthly invoice: its club-local month (`period`, YYYY-MM), its items, and how collecting it went. */
export const invoiceSchema = z.object({
  id: z.number().int(),
  payer_user_id: z.number().int(),
  period: z.string(),
  status: z.enum(INVOICE_STATUSES),
  currency: z.string(),
  amount: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  /** When the club collects it next (the month's end, or the retry after a failed attempt). */
  collect_at: z.string(),
  charge_id: z.number().int().nullable(),
  paid_at: z.string().nullable(),
  createdAt: z.string(),
  /** The charges added to it (status `invoiced`), oldest first. */
  items: z.array(chargeSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET members/invoice/history/{id}: the payer's invoices, newest month first (the open one on top). */
export const invoiceHistorySchema = z.object({
  payer_user_id: z.number().int(),
  invoices: z.array(invoiceSchema),
});
export type InvoiceHistory = z.infer<typeof invoiceHistorySchema>;

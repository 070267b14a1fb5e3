import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParam } from '../fields.js';
import { invoiceHistorySchema, receiptParams, sendReceiptBody, sendReceiptSchema } from '../invoices.js';

const tag = 'payments';
const update = { resource: 'payments', action: 'update' } as const;
const byId = z.object({ id: idParam }).strict();

/**
 * Receipts (spec 3: "Receipt/invoice modal", the charge's `receipt_url`). Our paths: the spec names the receipt
 * but no call for it. docs/decisions.md "Receipts".
 */
export const receiptEndpoints = {
  pdf: endpoint({
    method: 'GET',
    path: '/payment/receipt/:token',
    tag,
    summary: "A charge's receipt as a PDF, at the charge's receipt_url (no sign-in: the address is the secret).",
    access: 'public',
    params: receiptParams,
    response: 'file',
  }),
  send: endpoint({
    method: 'POST',
    path: '/payment/receipt/send/:id',
    tag,
    summary: "E-mail a paid charge's receipt to its payer, or to the address given.",
    access: update,
    params: byId,
    body: sendReceiptBody,
    response: sendReceiptSchema,
  }),
};

/**
 * Monthly invoices (spec 3 section 7 "Invoice history"). A member reads their own and those of the family members
 * they pay for; staff with payments read any member's. The member id is a user id, answered for their payer.
 */
export const invoiceEndpoints = {
  history: endpoint({
    method: 'GET',
    path: '/members/invoice/history/:id',
    tag,
    summary: "A member's monthly invoices (their payer's, for a family member), newest first.",
    access: 'member',
    params: byId,
    response: invoiceHistorySchema,
  }),
};

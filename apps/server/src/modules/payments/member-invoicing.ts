import { INVOICE_MESSAGES } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import { conflict, notFound } from '../../errors.js';
import { insertMovement } from '../ledger/index.js';
import { findDefaultMethod } from './accounts.repository.js';
import { findCharge, findChargeByKey, insertCharge, insertLines, moveCharge } from './charges.repository.js';
import type { PaymentsContext } from './context.js';
import { addToInvoiceTotals, findInvoice, lockInvoiceFor } from './invoices.repository.js';
import { monthOf } from './invoices.service.js';
import { customerOf } from './people.js';
import { invoicedPosting } from './postings.js';
import { priceLines } from './pricing.js';

/** An item another module puts on a member's monthly invoice without the member present (a no-show fee). */
export interface InvoiceItemInput {
  memberUserId: number;
  description: string;
  /** Cents; no taxes. */
  amount: number;
  currency: string;
  timezone: string;
  /** From the caller's own record: the same key never adds twice. */
  idempotencyKey: string;
  createdBy: number | null;
}

/**
 * Monthly-invoice items made by the club's rules rather than at a checkout (issue 13's fees): added to the payer's
 * open invoice for the club-local month and owed in the ledger in one transaction, and voided while that invoice
 * is still open (its totals lowered and the receivable reversed in the ledger; nothing was ever taken).
 */
export function createMemberInvoicing(context: PaymentsContext) {
  const { db, now, provider } = context;
  return {
    async addItem(scope: TenantScope, input: InvoiceItemInput): Promise<{ chargeId: number }> {
      const seen = await findChargeByKey(scope, input.idempotencyKey);
      if (seen) return { chargeId: seen.id };
      const customer = await customerOf(scope, input.memberUserId);
      // The invoice is collected from the payer's default method at the month's end (none yet: it is retried).
      const method = await findDefaultMethod(scope, customer.payer.userId);
      const { period, endsAt } = monthOf(now(), input.timezone);
      const priced = priceLines([{ description: input.description, price: input.amount, count: 1 }], []);
      const id = await db.transaction(async (tx) => {
        const inner = scope.within(tx);
        const invoice = await lockInvoiceFor(inner, {
          payerUserId: customer.payer.userId,
          period,
          currency: input.currency,
          collectAt: endsAt,
        });
        if (invoice.status !== 'open') throw conflict('invoice', INVOICE_MESSAGES.invoiceClosed);
        const row = await insertCharge(inner, {
          type: method?.object === 'bank_account' ? 'ach' : 'card',
          status: 'invoiced',
          amount: priced.amount,
          tax: priced.tax,
          taxPercent: priced.taxPercent,
          total: priced.total,
          currency: input.currency,
          description: input.description,
          fullName: customer.member.fullName,
          memberUserId: customer.member.userId,
          payerUserId: customer.payer.userId,
          paymentMethodId: method?.id ?? null,
          sourceObject: method?.object ?? null,
          sourceBrand: method?.brand ?? undefined,
          sourceLast4: method?.last4 ?? undefined,
          provider: provider.name,
          invoiceId: invoice.id,
          idempotencyKey: input.idempotencyKey,
          requestHash: input.idempotencyKey,
          createdBy: input.createdBy,
          createdAt: now(),
        });
        if (!row) return undefined;
        await insertLines(inner, row.id, priced.lines);
        await addToInvoiceTotals(inner, invoice.id, priced);
        await insertMovement(inner, invoicedPosting(row));
        return row.id;
      });
      return { chargeId: id ?? (await findChargeByKey(scope, input.idempotencyKey))!.id };
    },

    /** Voids an invoiced item of an open invoice; refused (409) once the invoice was collected. */
    async voidItem(scope: TenantScope, chargeId: number, memo: string): Promise<void> {
      await db.transaction(async (tx) => {
        const inner = scope.within(tx);
        const charge = await findCharge(inner, chargeId, true);
        if (!charge) throw notFound('Charge');
        if (charge.status === 'voided') return;
        if (charge.status !== 'invoiced' || charge.invoiceId === null)
          throw conflict('payment_id', INVOICE_MESSAGES.invoiceClosed);
        const invoice = await findInvoice(inner, charge.invoiceId, true);
        // Once the month ended the invoice is being collected with its total: too late to take an item off it.
        if (!invoice || invoice.status !== 'open' || invoice.collectAt.getTime() <= now().getTime())
          throw conflict('payment_id', INVOICE_MESSAGES.invoiceClosed);
        await addToInvoiceTotals(inner, invoice.id, { amount: -charge.amount, tax: -charge.tax, total: -charge.total });
        const moved = await moveCharge(inner, charge.id, 'invoiced', { status: 'voided' });
        if (!moved) throw conflict('payment_id', INVOICE_MESSAGES.invoiceClosed);
        const owed = invoicedPosting(charge);
        await insertMovement(inner, {
          ...owed,
          kind: 'adjustment',
          memo: memo.slice(0, 200),
          entries: owed.entries.map((entry) => ({ ...entry, amount: -entry.amount })),
        });
      });
    },
  };
}

export type MemberInvoicing = ReturnType<typeof createMemberInvoicing>;

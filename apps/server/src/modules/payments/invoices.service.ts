import {
  INVOICE_MESSAGES,
  PAYMENT_MESSAGES,
  type ChargeDetail,
  type InvoiceHistory,
  type chargeBody,
} from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import { can, monthlyInvoiceIssue, utcToZonedParts, zonedWallTimeToUtc } from '@fairplay/domain';
import type { z } from 'zod';
import { AppError, conflict, fieldError, forbidden } from '../../errors.js';
import { findMembership } from '../clubs/index.js';
import type { MemberContext } from '../identity/index.js';
import { insertMovement } from '../ledger/index.js';
import { findDefaultMethod, type MethodRow } from './accounts.repository.js';
import { chargeOf } from './charge-view.js';
import { chargesOfInvoices, insertCharge, insertLines } from './charges.repository.js';
import { chargeDetail, requireAccount, type PaymentsContext } from './context.js';
import { addToInvoiceTotals, invoicesOfPayer, lockInvoiceFor } from './invoices.repository.js';
import { saveMethodFor } from './methods.service.js';
import { customerOf, type Customer } from './people.js';
import { invoicedPosting } from './postings.js';
import type { priceLines } from './pricing.js';

type ChargeBody = z.output<typeof chargeBody>;

/** The club-local month an instant falls in (YYYY-MM-01), and the instant that month ends (its collection time). */
export function monthOf(now: Date, timeZone: string): { period: string; endsAt: Date } {
  const [year, month] = utcToZonedParts(now, timeZone).date.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return {
    period: `${year}-${String(month).padStart(2, '0')}-01`,
    endsAt: zonedWallTimeToUtc(next, '00:00', timeZone),
  };
}

export interface InvoicedRequest {
  key: string;
  hash: string;
  customer: Customer | null;
  priced: ReturnType<typeof priceLines>;
}

export function createInvoicesService(context: PaymentsContext) {
  const { db, now, provider, publicUrl } = context;

  /**
   * The method that will pay the invoice: a new card saved now (spec 3 section 5: "saving a payment method is
   * required"), or the payer's default saved method.
   */
  async function payingMethod(member: MemberContext, customer: Customer, body: ChargeBody, key: string) {
    const scope = member.scope;
    let method: MethodRow | undefined;
    if (body.token) {
      if (!body.save_card) throw fieldError('save_card', INVOICE_MESSAGES.automatedInvoice);
      const account = await requireAccount(context, scope);
      method = await saveMethodFor(context, scope, account, customer, body.token, `invoice-${key}-method`);
    } else {
      method = await findDefaultMethod(scope, customer.payer.userId);
      if (!method) throw fieldError('invoice', INVOICE_MESSAGES.automatedInvoice);
    }
    if (!method.verified) throw fieldError('payment_method_id', PAYMENT_MESSAGES.bankNotVerified);
    return method;
  }

  return {
    /**
     * POST payment/charges/create with `invoice: true`: the charge is recorded as `invoiced` on its payer's open
     * invoice for the club-local month, and owed in the ledger, in one transaction; nothing is taken now.
     * Answers undefined when a concurrent request with the same key got there first.
     */
    async add(member: MemberContext, body: ChargeBody, request: InvoicedRequest): Promise<ChargeDetail | undefined> {
      const scope = member.scope;
      if (!member.business.addToInvoice) throw fieldError('invoice', INVOICE_MESSAGES.turnedOff);
      // Spec 3 section 5: never for an nbu user at the screen (a customer paying for themselves).
      if (member.user.userType === 'nbu') throw forbidden(INVOICE_MESSAGES.notForCustomers);
      const customer = request.customer;
      if (!customer) throw fieldError('member_id', INVOICE_MESSAGES.customerRequired);
      // Spec 3 sections 5 and 9: hidden for member type ids 3 and 14 (the charged member's type).
      const membership = await findMembership(scope, customer.member.userId);
      const issue = monthlyInvoiceIssue({
        clubInvoices: true,
        callerUserType: member.user.userType,
        memberTypeId: membership?.memberTypeId ?? null,
        storedMethod: true,
      });
      if (issue === 'memberType') throw fieldError('invoice', INVOICE_MESSAGES.memberTypeExcluded);
      const method = await payingMethod(member, customer, body, request.key);
      const { period, endsAt } = monthOf(now(), member.business.timezone);
      const { priced } = request;
      const id = await db.transaction(async (tx) => {
        const inner = scope.within(tx);
        const invoice = await lockInvoiceFor(inner, {
          payerUserId: customer.payer.userId,
          period,
          currency: member.business.currencyCode,
          collectAt: endsAt,
        });
        if (invoice.status !== 'open') throw conflict('invoice', INVOICE_MESSAGES.invoiceClosed);
        const row = await insertCharge(inner, {
          type: method.object === 'bank_account' ? 'ach' : 'card',
          status: 'invoiced',
          amount: priced.amount,
          tax: priced.tax,
          taxPercent: priced.taxPercent,
          total: priced.total,
          currency: member.business.currencyCode,
          description: body.description,
          fullName: body.name || customer.member.fullName,
          memberUserId: customer.member.userId,
          payerUserId: customer.payer.userId,
          paymentMethodId: method.id,
          sourceObject: method.object,
          sourceBrand: method.brand,
          sourceLast4: method.last4,
          provider: provider.name,
          invoiceId: invoice.id,
          idempotencyKey: request.key,
          requestHash: request.hash,
          createdBy: member.user.id,
          createdAt: now(),
        });
        if (!row) return undefined;
        await insertLines(inner, row.id, priced.lines);
        await addToInvoiceTotals(inner, invoice.id, priced);
        await insertMovement(inner, invoicedPosting(row));
        return row.id;
      });
      return id === undefined ? undefined : chargeDetail(scope, id, publicUrl);
    },

    /**
     * GET members/invoice/history/{id}: the invoices of the member's payer. The member themselves, their family's
     * payer, or staff with payments read.
     */
    async history(member: MemberContext, memberId: number): Promise<InvoiceHistory> {
      const scope = member.scope;
      const customer = await customerOf(scope, memberId);
      const staff = can(member.membership.roles, 'payments', 'read');
      const own = member.user.id === customer.member.userId || member.user.id === customer.payer.userId;
      if (!staff && !own) throw new AppError(403, PAYMENT_MESSAGES.familyOnly);
      return historyOf(scope, customer.payer.userId, publicUrl);
    },
  };
}

export async function historyOf(scope: TenantScope, payerUserId: number, publicUrl: string): Promise<InvoiceHistory> {
  const invoices = await invoicesOfPayer(scope, payerUserId);
  const items = await chargesOfInvoices(
    scope,
    invoices.map((invoice) => invoice.id),
  );
  return {
    payer_user_id: payerUserId,
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      payer_user_id: invoice.payerUserId,
      period: invoice.period.slice(0, 7),
      status: invoice.status,
      currency: invoice.currency,
      amount: invoice.amount,
      tax: invoice.tax,
      total: invoice.total,
      attempts: invoice.attempts,
      last_error: invoice.lastError,
      collect_at: invoice.collectAt.toISOString(),
      charge_id: invoice.chargeId,
      paid_at: invoice.paidAt?.toISOString() ?? null,
      createdAt: invoice.createdAt.toISOString(),
      items: items.filter((row) => row.invoiceId === invoice.id).map((row) => chargeOf(row, publicUrl)),
    })),
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;

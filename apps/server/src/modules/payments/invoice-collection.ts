import { INVOICE_MESSAGES, PAYMENT_MESSAGES } from '@fairplay/contracts';
import { TenantScope } from '@fairplay/db';
import { can, invoicePeriodLabel } from '@fairplay/domain';
import { listStaffMemberships, rolesIn } from '../clubs/index.js';
import { enqueueJob, type JobContext, type JobType } from '../jobs/index.js';
import { addInAppNotes } from '../notifications/index.js';
import { findAccount, findCustomer, findDefaultMethod, findMethod } from './accounts.repository.js';
import {
  chargesOfInvoices,
  findCharge,
  findChargeByKey,
  insertCharge,
  insertLines,
  lineTaxesOf,
  linesOf,
  moveCharge,
  type ChargeRow,
  type NewLine,
} from './charges.repository.js';
import type { PaymentsContext } from './context.js';
import {
  findInvoice,
  dueInvoices,
  markInvoicePaid,
  recordAttemptFailed,
  type InvoiceRow,
} from './invoices.repository.js';
import { postPaidCharge } from './postings.js';
import { ProviderError, type ProviderPayment } from '../payment-gateway/index.js';
import { enqueueReceipt } from './receipts.service.js';

export const INVOICE_SWEEP_JOB = 'invoices.sweep';
export const INVOICE_COLLECT_JOB = 'invoices.collect';
const SWEEP_EVERY_MS = 15 * 60_000;
/** When a collection whose call-out never finished (the process stopped) is looked at again. */
const CHECK_AFTER_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

/** After the n-th failed collection: the next try in 1, 3, then every 7 days; an open invoice is never dropped. */
export function retryDelayMs(failures: number): number {
  return (failures <= 1 ? 1 : failures === 2 ? 3 : 7) * DAY_MS;
}

interface CollectPayload {
  invoiceId: number;
}

/**
 * The month-end collection of monthly invoices, on the job queue. The sweep (every 15 minutes, one run per slot
 * across processes) enqueues one collect job per due open invoice and attempt. A collect job records the attempt's
 * charge (`processing`, its lines the invoice's items' lines, key `invoice-{id}-{attempt}`) and a follow-up check in
 * its transaction, then asks the provider after the commit (the provider is never called inside our transactions),
 * with the idempotency key `invoice-{id}-{attempt}`: a check that finds the charge still processing asks again with
 * that key, so the payer is never charged twice. A declined or impossible collection leaves the invoice open with
 * its reason, tries again later, and tells the club's payments staff in the bell.
 */
export function invoiceJobs(context: PaymentsContext): JobType[] {
  const { provider } = context;

  async function failAttempt(scope: TenantScope, invoice: InvoiceRow, reason: string, now: Date): Promise<void> {
    const attempt = invoice.attempts + 1;
    await recordAttemptFailed(scope, invoice.id, attempt, reason, new Date(now.getTime() + retryDelayMs(attempt)));
    const staff = [];
    for (const person of await listStaffMemberships(scope)) {
      const roles = await rolesIn(scope.db, person.userId, scope.businessId);
      if (roles && can(roles, 'payments', 'update')) staff.push(person.userId);
    }
    await addInAppNotes(
      scope,
      staff.map((userId) => ({
        userId,
        kind: 'staff_message' as const,
        title: 'A monthly invoice could not be collected',
        body:
          `The ${invoicePeriodLabel(invoice.period)} invoice of ${(invoice.total / 100).toFixed(2)} ${invoice.currency.toUpperCase()} ` +
          `(attempt ${attempt}) is still open: ${reason}`.slice(0, 2000),
        link: `/private/member/edit/${invoice.payerUserId}`,
      })),
    );
  }

  /** The attempt's charge with the invoice's items as its order lines. */
  async function recordAttempt(scope: TenantScope, invoice: InvoiceRow, key: string, now: Date) {
    const account = await findAccount(scope);
    if (!account || account.provider !== provider.name) return PAYMENT_MESSAGES.notConnected(provider.label);
    const method = await findDefaultMethod(scope, invoice.payerUserId);
    if (!method || !method.verified) return INVOICE_MESSAGES.noMethod;
    // A voided item (a waived fee) is no longer owed: its lines are not collected.
    const items = (await chargesOfInvoices(scope, [invoice.id])).filter((item) => item.status === 'invoiced');
    const lines = await linesOf(
      scope,
      items.map((item) => item.id),
    );
    const taxes = await lineTaxesOf(
      scope,
      lines.map((line) => line.id),
    );
    const newLines: NewLine[] = lines.map((line) => ({
      description: line.description,
      price: line.price,
      count: line.count,
      tax: line.tax,
      total: line.total,
      taxes: taxes
        .filter((tax) => tax.lineId === line.id)
        .map((tax) => ({
          taxId: tax.taxId,
          displayName: tax.displayName,
          percentage: Number(tax.percentage),
          inclusive: tax.inclusive,
          amount: tax.amount,
        })),
    }));
    const row = await insertCharge(scope, {
      type: method.object === 'bank_account' ? 'ach' : 'card',
      status: 'processing',
      amount: invoice.amount,
      tax: invoice.tax,
      total: invoice.total,
      currency: invoice.currency,
      description: `Monthly invoice, ${invoicePeriodLabel(invoice.period)}`,
      fullName: items[0]?.fullName ?? '',
      memberUserId: invoice.payerUserId,
      payerUserId: invoice.payerUserId,
      paymentMethodId: method.id,
      provider: provider.name,
      collectsInvoiceId: invoice.id,
      idempotencyKey: key,
      requestHash: key,
      createdAt: now,
    });
    await insertLines(scope, row!.id, newLines);
    return row!;
  }

  /** Asks the provider for the attempt's money (outside any transaction of ours), then records the answer. */
  async function drive(businessId: number, chargeId: number, now: Date): Promise<void> {
    const scope = new TenantScope(context.db, businessId);
    const row = await findCharge(scope, chargeId);
    if (!row || row.status !== 'processing' || row.collectsInvoiceId === null) return;
    const account = await findAccount(scope);
    const method = row.paymentMethodId === null ? undefined : await findMethod(scope, row.paymentMethodId);
    const customer = await findCustomer(scope, row.payerUserId!);
    let payment: ProviderPayment | null = null;
    let refusal: string | null = null;
    if (!account || !method || !customer) refusal = INVOICE_MESSAGES.noMethod;
    else {
      try {
        payment = await provider.createPayment(account.accountId, {
          amount: row.total,
          currency: row.currency,
          source: { paymentMethodId: method.providerMethodId, customerId: customer.customerId },
          capture: true,
          description: row.description,
          reference: `charge-${row.id}`,
          idempotencyKey: row.idempotencyKey!,
        });
      } catch (error) {
        // A refused request is this attempt's failure; a lost answer is left to the follow-up check.
        if (!(error instanceof ProviderError)) throw error;
        refusal = error.message;
      }
    }
    await context.db.transaction(async (tx) => {
      const inner = scope.within(tx);
      const invoice = (await findInvoice(inner, row.collectsInvoiceId!, true))!;
      if (payment?.status === 'succeeded') {
        const moved = await moveCharge(inner, row.id, 'processing', {
          status: 'succeeded',
          providerPaymentId: payment.id,
          processorFee: payment.fee,
          ...(payment.method
            ? {
                sourceObject: payment.method.object,
                sourceBrand: payment.method.brand,
                sourceLast4: payment.method.last4,
              }
            : {}),
        });
        if (!moved) return;
        await postPaidCharge(inner, moved);
        await markInvoicePaid(inner, invoice.id, moved.id, now);
        await enqueueReceipt(inner, moved, context.publicUrl);
        return;
      }
      if (payment && payment.status === 'processing') return; // a bank debit on its way: the check looks again
      const reason =
        refusal ??
        payment?.failure?.message ??
        (payment?.status === 'requires_action'
          ? 'The card needs its holder to authenticate the payment.'
          : PAYMENT_MESSAGES.cardDeclined);
      const moved = await moveCharge(inner, row.id, 'processing', {
        status: 'failed',
        providerPaymentId: payment?.id ?? null,
        failureCode: payment?.failure?.code ?? 'invoice_collection_failed',
        failureMessage: reason,
      });
      if (moved) await failAttempt(inner, invoice, reason, now);
    });
  }

  const sweep: JobType = {
    type: INVOICE_SWEEP_JOB,
    everyMs: SWEEP_EVERY_MS,
    async run({ db, now }) {
      for (const invoice of await dueInvoices(db, now, 500)) {
        await enqueueJob(db, {
          type: INVOICE_COLLECT_JOB,
          businessId: invoice.businessId,
          key: `invoice-${invoice.id}-${invoice.attempts + 1}`,
          payload: { invoiceId: invoice.id } satisfies CollectPayload,
          runAt: now,
        });
      }
    },
  };

  const collect: JobType = {
    type: INVOICE_COLLECT_JOB,
    async run({ db, job, now, afterCommit }: JobContext) {
      const { invoiceId } = job.payload as unknown as CollectPayload;
      const scope = new TenantScope(db, job.businessId!);
      const invoice = await findInvoice(scope, invoiceId, true);
      if (!invoice || invoice.status !== 'open' || invoice.collectAt > now || invoice.total === 0) return;
      const key = `invoice-${invoice.id}-${invoice.attempts + 1}`;
      let charge: ChargeRow | string | undefined = await findChargeByKey(scope, key);
      if (charge && charge.status !== 'processing') return;
      charge ??= await recordAttempt(scope, invoice, key, now);
      if (typeof charge === 'string') return failAttempt(scope, invoice, charge, now);
      const chargeId = charge.id;
      await enqueueJob(db, {
        type: INVOICE_COLLECT_JOB,
        businessId: job.businessId,
        key: `${key}-check-${now.getTime()}`,
        payload: { invoiceId } satisfies CollectPayload,
        runAt: new Date(now.getTime() + CHECK_AFTER_MS),
      });
      afterCommit(() => drive(job.businessId!, chargeId, now));
    },
  };

  return [sweep, collect];
}

import type { ChargeDetail, PaymentCustomer, TerminalIntent } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import type { MemberContext } from '../identity/index.js';
import { createAccountService } from './account.service.js';
import { findAccount } from './accounts.repository.js';
import { findCharge, findChargeByKey, findRefundByKey, type ChargeRow } from './charges.repository.js';
import { createChargesService } from './charges.service.js';
import { internalMoney, type InternalMoney } from './internal.js';
export type { ChargeInput, ChargeLine, ChargeSource, RefundInput } from './internal.js';
import { chargeDetail } from './context.js';
import type { BookingCashInput, BookingTerminalInput, PaymentsContext, SettledTerminalCharge } from './context.js';
import { createMethodsService } from './methods.service.js';
import { memberMoneyOf } from './member-money.js';
import { createMemberCharges, type MemberCharges } from './off-session.js';
import { createMemberInvoicing, type MemberInvoicing } from './member-invoicing.js';
export type { InvoiceItemInput, MemberInvoicing } from './member-invoicing.js';
import { createDisputes } from './disputes.js';
import { createHolds, type Holds } from './holds.service.js';
import { expiringAuthorizationsJob, type HeldChargeOwner } from './expiring-authorizations.js';
export { EXPIRING_AUTHORIZATIONS_JOB, EXPIRY_MARGIN_MS, type HeldChargeOwner } from './expiring-authorizations.js';
export type { HoldInput, HoldResult, Holds, SettleResult } from './holds.service.js';
import { paymentsRoutes } from './payments.routes.js';
import { createPayouts } from './payouts.js';
export { PAYOUT_JOB } from './payouts.js';
import { createProviderRefunds } from './provider-refunds.js';
import { reconcileJob } from './reconciliation.js';
export { RECONCILE_JOB, STALE_AFTER_MS, AUTHENTICATION_WINDOW_MS } from './reconciliation.js';
import type { PaymentGatewayModule } from '../payment-gateway/index.js';
export { requireIdempotencyKey } from './charges.service.js';
export { refundKey, type RefundKey } from './refunds.service.js';
export { providerFailure } from './provider-errors.js';
export { customerOf, ownCustomer, type Customer } from './people.js';
export { courtTimeTaxes, lessonTaxes, pointsTaxes, selectedTaxes, taxRatesOf } from './pricing.js';
export { findMethod as findSavedMethod } from './accounts.repository.js';
export { NO_METHOD, type MemberChargeInput, type MemberChargeResult, type MemberCharges } from './off-session.js';
export type { ChargeDeferral } from './processing-charge.js';
import { createReadersService } from './readers.service.js';
import { readersRoutes } from './readers.routes.js';
import { createReceiptsService } from './receipts.service.js';
import { createInvoicesService } from './invoices.service.js';
import { invoicesRoutes } from './invoices.routes.js';
import { invoiceJobs } from './invoice-collection.js';
import type { JobRunner } from '../jobs/index.js';
import { receiptsRoutes } from './receipts.routes.js';
import { createRefundsService } from './refunds.service.js';
import { createTaxesService } from './taxes.service.js';
import { createTerminalService, type TerminalService } from './terminal.service.js';

export interface PaymentsModule extends AppModule {
  /** Whether the club's account is connected to the configured provider, and that provider's label. */
  connection(scope: TenantScope): Promise<PaymentConnection>;
  /**
   * Charges and refunds as other modules take them (booking payments, issue 13): the same services as
   * payment/charges/create, createforcashinput and refund, with their idempotency keys, ledger and checks.
   */
  charging: {
    /** A priced order charged now by card, cash or check (issue 25 point 2: typed, never a request's body). */
    charge: InternalMoney['charge'];
    /** A refund of a charge by a person (with their call's key) or by the club's rules (a cancellation). */
    refund: InternalMoney['refund'];
    /** Whether a refund call with this Idempotency-Key made a refund (a retry is answered, not refused). */
    refundWithKey: (scope: TenantScope, key: string) => Promise<boolean>;
    detail: (scope: TenantScope, id: number) => Promise<ChargeDetail>;
    /**
     * A charge sent to a card reader as payment/reader/createpaymentintents makes it (no `appointment_id`),
     * under a key the caller derives from its own record; captured by the terminal's capture call.
     */
    terminal: TerminalService['createIntent'];
    /** The charge made with an Idempotency-Key, and how far it got. */
    byKey: (scope: TenantScope, key: string) => Promise<{ id: number; status: ChargeRow['status'] } | undefined>;
  };
  /** A member's money as the member detail shows it (owed in all: the ledger's and what their bookings owe). */
  memberMoney(scope: TenantScope, userId: number): Promise<PaymentCustomer['balance']>;
  /** Off-session charges of a member's saved method, for other modules' billing (subscriptions). */
  memberCharges: MemberCharges;
  /** Monthly-invoice items the club's rules make (no-show fees, issue 13), and voiding one of an open invoice. */
  invoicing: MemberInvoicing;
  /** Authorize now, capture later (booking payments, issue 13): holds, their capture and release. */
  holds: Holds;
}

/** What payments asks of modules built on it (given by app.ts). */
export type { BookingCashInput, BookingTerminalInput, SettledTerminalCharge } from './context.js';
export type { BalancePayments } from './balance-charges.js';
import type { BalancePayments } from './balance-charges.js';

export interface PaymentsNeeds {
  /** Whether a live subscription renews with this saved method (then it cannot be removed). */
  methodInUse?(scope: TenantScope, methodId: number): Promise<boolean>;
  /** What a member's bookings still owe (booking payments' answer), for the member's balance. */
  bookingsOwed?(scope: TenantScope, userId: number): Promise<number>;
  /** A charge's succeeded refunds changed, in that transaction (memberships: a class pack bought with it shrinks). */
  chargeRefunded?(
    scope: TenantScope,
    charge: { id: number; total: number; refunded: number; actorId: number | null },
  ): Promise<void>;
  /** The owner of authorizations (booking payments): its rule for a hold about to expire, and its answer. */
  heldCharges?: HeldChargeOwner;
  /**
   * Cash or a check for a saved booking (booking payments' createforappointment path: what the booking owes goes
   * down), for createforcashinput with the spec's `appointment_id`; answers the charge it made.
   */
  bookingCash?(
    member: MemberContext,
    body: BookingCashInput,
    idempotencyKey: string | undefined,
  ): Promise<ChargeDetail>;
  /**
   * The terminal for a saved booking (booking payments: its payment reserved, then sent to the reader through
   * `charging.terminal`), for payment/reader/createpaymentintents with `appointment_id`.
   */
  bookingTerminal?(
    member: MemberContext,
    body: BookingTerminalInput,
    idempotencyKey: string | undefined,
  ): Promise<TerminalIntent>;
  /** A terminal charge was captured or failed, in that transaction (booking payments settle the booking it pays). */
  terminalSettled?(scope: TenantScope, charge: SettledTerminalCharge): Promise<void>;
  /**
   * payment/charges/create with `balance: true` (issue 26): booking payments reserves the amount on the member's
   * owed bookings in the charge's insert and records it paid (or gives it back) in the charge's end.
   */
  balancePayments?: BalancePayments;
}

/**
 * Where one of the club's charges stands (undefined: no such charge), for modules that sold something with it and
 * wait for a charge that needed the card holder's authentication.
 */
export async function chargeStatus(scope: TenantScope, chargeId: number): Promise<ChargeRow['status'] | undefined> {
  return (await findCharge(scope, chargeId))?.status;
}

export interface PaymentConnection {
  connected: boolean;
  providerLabel: string;
}

/**
 * Payments (issue 12; tables payment_accounts, payment_customers, payment_methods, taxes, charges, charge_lines,
 * charge_line_taxes, refunds, payment_readers, ...): the club's money records: its provider connection, charges
 * (card, ACH, cash, check), refunds, taxes, receipts, invoices, payouts, reconciliation and saved payment methods.
 * Talks to the processor only through the `payment-gateway` module's PaymentProvider (issue 25 point 2).
 * Money movements are written to the ledger module in the same transaction as the record that caused them.
 */
export function paymentsModule(
  deps: AppDeps,
  needs: PaymentsNeeds & { jobs: JobRunner; gateway: PaymentGatewayModule },
): PaymentsModule {
  const { provider } = needs.gateway;
  const context: PaymentsContext = {
    db: deps.db,
    now: deps.now,
    provider,
    needs,
    publicUrl: deps.config.publicUrl,
    publishableKey: deps.config.stripe?.publishableKey ?? null,
  };
  const charges = createChargesService(context);
  const refunds = createRefundsService(context);
  const payouts = createPayouts(context);
  const routes = paymentsRoutes(
    {
      account: createAccountService(context),
      charges,
      refunds,
      methods: createMethodsService(context),
      taxes: createTaxesService(context),
      payouts,
    },
    context.publicUrl,
  );
  const receipts = receiptsRoutes(createReceiptsService(context));
  const invoices = invoicesRoutes(createInvoicesService(context));
  for (const job of invoiceJobs(context)) needs.jobs.register(job);
  if (needs.gateway.webhookJob)
    needs.jobs.register(
      needs.gateway.webhookJob({
        paymentChanged: charges.paymentChanged,
        refundsChanged: createProviderRefunds(context).refundsChanged,
        payoutChanged: payouts.payoutChanged,
        ...createDisputes(context),
      }),
    );
  const holds = createHolds(context);
  const terminal = createTerminalService(context);
  needs.jobs.register(expiringAuthorizationsJob(context, holds, needs.heldCharges));
  needs.jobs.register(reconcileJob(context, charges));
  needs.jobs.register(payouts.job());
  return {
    name: 'payments',
    memberCharges: createMemberCharges(context),
    memberMoney: (scope, userId) => memberMoneyOf(context, scope, userId),
    invoicing: createMemberInvoicing(context),
    holds,
    async connection(scope) {
      const row = await findAccount(scope);
      return { connected: row !== undefined && row.provider === provider.name, providerLabel: provider.label };
    },
    routes: async (app, options) => {
      await routes(app, options);
      await receipts(app, options);
      await invoices(app, options);
      await readersRoutes(createReadersService(context), terminal)(app, options);
    },
    charging: {
      ...internalMoney(charges, refunds),
      terminal: terminal.createIntent,
      refundWithKey: async (scope, key) => (await findRefundByKey(scope, key)) !== undefined,
      detail: (scope, id) => chargeDetail(scope, id, context.publicUrl),
      byKey: async (scope, key) => {
        const row = await findChargeByKey(scope, key);
        return row && { id: row.id, status: row.status };
      },
    },
  };
}

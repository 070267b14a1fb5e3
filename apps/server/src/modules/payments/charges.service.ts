import {
  PAYMENT_LIMITS,
  PAYMENT_MESSAGES,
  type ChargeDetail,
  type cashChargeBody,
  type chargeBody,
} from '@fairplay/contracts';
import { TenantScope, type Executor } from '@fairplay/db';
import type { z } from 'zod';
import { AppError, conflict, fieldError } from '../../errors.js';
import { findUserByUid, type MemberContext } from '../identity/index.js';
import { balanceChargeEnded, endCharge, forgetCharge } from './balance-charges.js';
import { insertMovement } from '../ledger/index.js';
import { clubOfAccount, findCustomer, findDefaultMethod, findMethod, type MethodRow } from './accounts.repository.js';
import {
  findCharge,
  findChargeByKey,
  insertCharge,
  insertLines,
  moveCharge,
  type ChargeRow,
  type NewCharge,
} from './charges.repository.js';
import { chargeDetail, hashOf, requireAccount, type PaymentsContext } from './context.js';
import { saveMethodFor } from './methods.service.js';
import { customerOf, type Customer } from './people.js';
import { deferralColumns, type ChargeDeferral } from './processing-charge.js';
import { chargePosting, chargeSucceededEvent, deferChargeRevenue, postPaidCharge } from './postings.js';
import { priceLines, selectedTaxes } from './pricing.js';
import { enqueueReceipt } from './receipts.service.js';
import { createInvoicesService } from './invoices.service.js';
import { markInvoicePaid } from './invoices.repository.js';
import { providerFailure } from './provider-errors.js';
import {
  ProviderError,
  type PaymentSource,
  type ProviderErrorCode,
  type ProviderPayment,
} from '../payment-gateway/index.js';

type ChargeBody = z.output<typeof chargeBody>;

/** Provider failures that are the card's or bank's answer: the attempt stays on record as a failed charge. */
const DECLINES = new Set<ProviderErrorCode>([
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'debit_failed',
  'capture_failed',
  'authentication_required',
]);
type CashBody = z.output<typeof cashChargeBody>;

/** Where the card holder comes back to after authenticating a charge (the payments page). */
export const authenticationReturn = (chargeId: number) => `/private/stripe?charge_id=${chargeId}`;

/** The request's Idempotency-Key header, required and bounded (400 naming the header otherwise). */
export function requireIdempotencyKey(
  key: string | undefined,
  missing: string = PAYMENT_MESSAGES.idempotencyKeyRequired,
): string {
  const value = key?.trim() ?? '';
  if (value.length === 0) throw fieldError('Idempotency-Key', missing);
  if (value.length > PAYMENT_LIMITS.idempotencyKeyMax)
    throw fieldError('Idempotency-Key', `Must be at most ${PAYMENT_LIMITS.idempotencyKeyMax} characters.`);
  return value;
}

/** A charge that did not go through answers 402 with the processor's words (spec 3 section 8). */
export async function answerCharge(scope: TenantScope, id: number, publicUrl: string): Promise<ChargeDetail> {
  const detail = await chargeDetail(scope, id, publicUrl);
  if (detail.status === 'failed')
    throw new AppError(402, detail.failure_message ?? PAYMENT_MESSAGES.cardDeclined, { charge: detail });
  return detail;
}

export function createChargesService(context: PaymentsContext) {
  const { db, now, provider } = context;
  const invoices = createInvoicesService(context);

  /**
   * Records what the provider answered, moving the charge on from `from` only once (of two finishers, the
   * second changes nothing); a paid charge writes its ledger movement in the same transaction.
   */
  async function finish(
    scope: TenantScope,
    row: ChargeRow,
    from: ChargeRow['status'],
    payment: ProviderPayment,
    methodId: number | null,
  ): Promise<void> {
    const source = payment.method
      ? { sourceObject: payment.method.object, sourceBrand: payment.method.brand, sourceLast4: payment.method.last4 }
      : {};
    const type: ChargeRow['type'] = payment.method?.object === 'bank_account' ? 'ach' : row.type;
    const common: Partial<NewCharge> = {
      ...source,
      type,
      providerPaymentId: payment.id,
      ...(methodId === null ? {} : { paymentMethodId: methodId }),
    };
    let changes: Partial<NewCharge> | null = null;
    if (payment.status === 'succeeded') changes = { ...common, status: 'succeeded', processorFee: payment.fee };
    else if (payment.status === 'requires_action')
      changes = {
        ...common,
        status: 'requires_action',
        nextActionUrl: `${payment.nextActionUrl}?return_url=${encodeURIComponent(authenticationReturn(row.id))}`,
      };
    else if (payment.status === 'failed' || payment.status === 'canceled')
      changes = {
        ...common,
        status: 'failed',
        failureCode: payment.failure?.code ?? 'canceled',
        failureMessage: payment.failure?.message ?? PAYMENT_MESSAGES.cardDeclined,
      };
    if (!changes) return;
    const update = changes;
    // The scope's own executor: a job applying a webhook event runs this inside the job's transaction.
    await scope.db.transaction(async (tx) => {
      const moved = await moveCharge(scope.within(tx), row.id, from, update);
      if (moved?.status === 'succeeded') {
        await postPaidCharge(scope.within(tx), moved);
        await enqueueReceipt(scope.within(tx), moved, context.publicUrl);
        if (moved.collectsInvoiceId !== null)
          await markInvoicePaid(scope.within(tx), moved.collectsInvoiceId, moved.id, now());
      }
      if (moved) await balanceChargeEnded(context, scope.within(tx), moved);
    });
  }

  async function fail(scope: TenantScope, row: ChargeRow, error: ProviderError): Promise<void> {
    await endCharge(context, scope, row.id, 'processing', {
      status: 'failed',
      failureCode: error.code,
      failureMessage: error.message,
    });
  }

  /** The saved method a charge names (`payment_method_id`), or the payer's default when it names no source. */
  async function savedSource(scope: TenantScope, customer: Customer | null, body: ChargeBody) {
    if (body.token) return undefined;
    if (!customer) throw fieldError('token', PAYMENT_MESSAGES.sourceRequired);
    const method = body.payment_method_id
      ? await findMethod(scope, body.payment_method_id)
      : await findDefaultMethod(scope, customer.payer.userId);
    if (!method) {
      if (body.payment_method_id) throw new AppError(404, PAYMENT_MESSAGES.methodNotFound);
      throw fieldError('token', PAYMENT_MESSAGES.noPaymentMethod);
    }
    if (method.userId !== customer.payer.userId) throw new AppError(404, PAYMENT_MESSAGES.methodNotFound);
    if (!method.verified) throw fieldError('payment_method_id', PAYMENT_MESSAGES.bankNotVerified);
    return method;
  }

  /**
   * Asks the provider for the money: with a new token (saved first when asked), or a saved method. Every
   * provider call's idempotency key comes from the charge's id, so a retry reaches the provider as the same
   * request, however far the first attempt got.
   */
  async function drive(member: MemberContext, row: ChargeRow, body: ChargeBody): Promise<ChargeDetail> {
    const scope = member.scope;
    const account = await requireAccount(context, scope);
    const customer = row.memberUserId === null ? null : await customerOf(scope, row.memberUserId);
    let saved: MethodRow | undefined;
    let source: PaymentSource;
    try {
      if (body.token && body.save_card && customer) {
        saved = await saveMethodFor(context, scope, account, customer, body.token, `charge-${row.id}-method`);
      } else saved = await savedSource(scope, customer, body);
      if (saved) {
        const payerAccount = await findCustomer(scope, saved.userId);
        source = { paymentMethodId: saved.providerMethodId, customerId: payerAccount?.customerId ?? '' };
      } else source = { token: body.token! };
      const payment = await provider.createPayment(account, {
        amount: row.total,
        currency: row.currency,
        source,
        capture: true,
        description: row.description,
        reference: `charge-${row.id}`,
        idempotencyKey: `charge-${row.id}`,
      });
      await finish(scope, row, 'processing', payment, saved?.id ?? null);
    } catch (error) {
      // A decline is an attempt on record (402, the charge failed); refused input never became a payment, so the
      // charge is forgotten and the request may be corrected and sent again with the same key.
      if (error instanceof ProviderError && DECLINES.has(error.code)) {
        await fail(scope, row, error);
        throw providerFailure(error);
      }
      if (row.status === 'processing') await forgetCharge(context, scope, row.id);
      throw error instanceof ProviderError ? providerFailure(error) : error;
    }
    return answerCharge(scope, row.id, context.publicUrl);
  }

  /** A request whose Idempotency-Key was seen: the first's answer, or the first carried on if it stopped. */
  async function resume(member: MemberContext, row: ChargeRow, hash: string, body: ChargeBody | null) {
    if (row.requestHash !== hash) throw conflict('Idempotency-Key', PAYMENT_MESSAGES.idempotencyKeyReused);
    if (row.status === 'processing' && body) return drive(member, row, body);
    return answerCharge(member.scope, row.id, context.publicUrl);
  }

  return {
    /**
     * A payment as the provider has it now, re-read after one of its webhook events (PaymentUpdates): applied to
     * its charge (found by our reference `charge-{id}` in the club of the connected account) as a confirmation
     * is, only from `processing` or `requires_action`, so a late or repeated event never moves a charge backwards.
     */
    async paymentChanged(account: string, payment: ProviderPayment, executor: Executor = db): Promise<void> {
      const businessId = await clubOfAccount(executor, provider.name, account);
      const chargeId = /^charge-(\d+)$/.exec(payment.reference)?.[1];
      if (businessId === undefined || chargeId === undefined) return;
      const scope = new TenantScope(executor, businessId);
      const row = await findCharge(scope, Number(chargeId));
      if (!row || (row.providerPaymentId !== null && row.providerPaymentId !== payment.id)) return;
      if (row.status === 'processing' || row.status === 'requires_action')
        await finish(scope, row, row.status, payment, null);
    },

    /** POST payment/charges/create. */
    /** `deferral`: what the charge pays ahead for, when another module sells with it (points, issue 25 point 10). */
    async charge(
      member: MemberContext,
      body: ChargeBody,
      key: string | undefined,
      deferral?: ChargeDeferral,
    ): Promise<ChargeDetail> {
      const scope = member.scope;
      const idempotencyKey = requireIdempotencyKey(key);
      const hash = hashOf(body);
      const seen = await findChargeByKey(scope, idempotencyKey);
      if (seen) return resume(member, seen, hash, body);
      const account = await requireAccount(context, scope);
      const currency = member.business.currencyCode;
      if (body.currency && body.currency !== currency) throw fieldError('currency', PAYMENT_MESSAGES.currencyMismatch);
      const customer = await chargedCustomer(scope, body);
      if (body.save_card && body.token && !customer)
        throw fieldError('save_card', 'Choose a customer to save a payment method for.');
      if (body.invoice) {
        const goods = body.goods ?? [{ description: body.description || 'Charge', price: body.amount, count: 1 }];
        const priced = priceLines(goods, await selectedTaxes(scope, body.selected_taxes));
        if (priced.amount !== body.amount) throw fieldError('amount', PAYMENT_MESSAGES.goodsMismatch);
        const added = await invoices.add(member, body, { key: idempotencyKey, hash, customer, priced });
        return added ?? resume(member, (await findChargeByKey(scope, idempotencyKey))!, hash, body);
      }
      const saved = await savedSource(scope, customer, body);
      // Spec 3 section 5: a name longer than 2 characters, unless a stored account pays. A member charged for the
      // first time (no account at the provider yet, as a new member booking with a new card) goes by their own name.
      const stored = saved !== undefined || (customer !== null && (await findCustomer(scope, customer.payer.userId)));
      const name = body.name || customer?.member.fullName || '';
      if (!stored && name.length < PAYMENT_LIMITS.nameMin) throw fieldError('name', PAYMENT_MESSAGES.nameRequired);
      const line = body.description || (body.balance ? 'Bookings owed' : 'Charge');
      const goods = body.goods ?? [{ description: line, price: body.amount, count: 1 }];
      const priced = priceLines(goods, await selectedTaxes(scope, body.selected_taxes));
      if (priced.amount !== body.amount) throw fieldError('amount', PAYMENT_MESSAGES.goodsMismatch);
      // A new token is looked at first, so an unknown one is refused before anything is written. A new bank account
      // cannot pay at once: it is saved, verified by its micro-deposits, then charged as a saved method.
      const fresh = body.token
        ? await provider.retrieveToken(body.token, account).catch((error: unknown) => {
            throw providerFailure(error);
          })
        : null;
      if (fresh?.used) {
        // A concurrent retry with this key may have inserted its charge and spent the token after our first look.
        const racing = await findChargeByKey(scope, idempotencyKey);
        if (racing) return resume(member, racing, hash, body);
        throw fieldError('token', 'This card or bank token is invalid, used or expired.');
      }
      if (fresh?.type === 'bank_account') throw fieldError('token', PAYMENT_MESSAGES.bankMustBeSaved);
      const isBank = saved?.object === 'bank_account';
      if (isBank && currency !== 'usd') throw fieldError('currency', PAYMENT_MESSAGES.achUsdOnly);
      const row = await db.transaction(async (tx) => {
        const inner = scope.within(tx);
        const inserted = await insertCharge(inner, {
          type: isBank ? 'ach' : 'card',
          status: 'processing',
          amount: priced.amount,
          tax: priced.tax,
          taxPercent: priced.taxPercent,
          total: priced.total,
          currency,
          description: body.description,
          fullName: body.name || customer?.member.fullName || '',
          memberUserId: customer?.member.userId ?? null,
          payerUserId: customer?.payer.userId ?? null,
          provider: provider.name,
          idempotencyKey,
          requestHash: hash,
          createdBy: member.user.id,
          createdAt: now(),
          ...deferralColumns(deferral),
        });
        if (inserted) await insertLines(inner, inserted.id, priced.lines);
        // The spec's `balance`: the amount is reserved on the member's owed bookings with the charge, or neither.
        if (inserted && body.balance) await reserveBalance(inner, inserted, customer!.member.userId, member.user.id);
        return inserted;
      });
      // Lost the race to a concurrent request with the same key: answer as that one does.
      if (!row) return resume(member, (await findChargeByKey(scope, idempotencyKey))!, hash, body);
      return drive(member, row, body);
    },

    /** POST payment/charges/confirm/{id}: after the card holder's authentication, read the payment again. */
    async confirm(member: MemberContext, id: number): Promise<ChargeDetail> {
      const scope = member.scope;
      const detail = await chargeDetail(scope, id, context.publicUrl);
      if (detail.status !== 'requires_action') throw new AppError(409, PAYMENT_MESSAGES.nothingToConfirm);
      const account = await requireAccount(context, scope);
      try {
        const payment = await provider.retrievePayment(account, detail.charge_id!);
        const row = (await findCharge(scope, id))!;
        await finish(scope, row, 'requires_action', payment, null);
      } catch (error) {
        throw providerFailure(error);
      }
      return answerCharge(scope, id, context.publicUrl);
    },

    /** POST payment/charges/createforcashinput: cash or a check, recorded with its ledger movement at once. */
    async cash(
      member: MemberContext,
      body: CashBody,
      key: string | undefined,
      /** Order lines other modules name (a booking's court time and guest fees); they add up to `amount`. */
      goods?: readonly { description: string; price: number; count: number }[],
    ): Promise<ChargeDetail> {
      const scope = member.scope;
      if (body.appointment_id !== undefined) {
        // The spec's cash for a booking (issue 26) is the booking's payment, taken where every booking is paid.
        if (!context.needs?.bookingCash) throw new Error('booking payments did not register bookingCash');
        const { appointment_id, amount, type, description } = body;
        return context.needs.bookingCash(member, { appointment_id, amount, type, description }, key);
      }
      const idempotencyKey = requireIdempotencyKey(key);
      const hash = hashOf(body);
      const seen = await findChargeByKey(scope, idempotencyKey);
      if (seen) return resume(member, seen, hash, null);
      const customer = body.user_id ? await customerOf(scope, body.user_id) : null;
      const priced = priceLines(
        goods ?? [
          { description: body.description || (body.type === 'cash' ? 'Cash' : 'Check'), price: body.amount, count: 1 },
        ],
        await selectedTaxes(scope, body.selected_taxes),
        body.amount_type === 'total',
      );
      if (goods && priced.amount !== body.amount) throw fieldError('amount', PAYMENT_MESSAGES.goodsMismatch);
      const id = await db.transaction(async (tx) => {
        const inner = scope.within(tx);
        const inserted = await insertCharge(inner, {
          type: body.type,
          status: 'succeeded',
          amount: priced.amount,
          tax: priced.tax,
          taxPercent: priced.taxPercent,
          total: priced.total,
          currency: member.business.currencyCode,
          description: body.description,
          fullName: body.fullName || customer?.member.fullName || '',
          memberUserId: customer?.member.userId ?? null,
          payerUserId: customer?.payer.userId ?? null,
          provider: null,
          idempotencyKey,
          requestHash: hash,
          createdBy: member.user.id,
          createdAt: now(),
        });
        if (!inserted) return undefined;
        await insertLines(inner, inserted.id, priced.lines);
        await insertMovement(inner, chargePosting(inserted));
        await chargeSucceededEvent(inner, inserted);
        await deferChargeRevenue(inner, inserted);
        await enqueueReceipt(inner, inserted, context.publicUrl);
        return inserted.id;
      });
      if (id === undefined) return resume(member, (await findChargeByKey(scope, idempotencyKey))!, hash, null);
      return chargeDetail(scope, id, context.publicUrl);
    },
  };

  /** Reserves a balance charge's amount on the member's owed bookings (booking payments' record), in its insert. */
  async function reserveBalance(scope: TenantScope, row: ChargeRow, memberUserId: number, createdBy: number) {
    if (!context.needs?.balancePayments) throw new Error('booking payments did not register balancePayments');
    await context.needs.balancePayments.reserve(scope, {
      chargeId: row.id,
      memberUserId,
      amount: row.total,
      currency: row.currency,
      createdBy,
      at: now(),
    });
  }

  /** The customer charged: `child_id` (a member of `member_id`'s family, when both are given) or `member_id`. */
  async function chargedCustomer(scope: TenantScope, body: ChargeBody): Promise<Customer | null> {
    const memberId = await namedMember(scope, body);
    if (body.child_id === undefined) return memberId === undefined ? null : customerOf(scope, memberId);
    const child = await customerOf(scope, body.child_id);
    if (memberId !== undefined && memberId !== body.child_id) {
      const parent = await customerOf(scope, memberId);
      if (parent.payer.userId !== child.payer.userId) throw fieldError('child_id', "is not in this member's family.");
    }
    return child;
  }
}

/** The member a charge names by `member_id`, `member_data.id` or `uid` (issue 26); all given must agree. */
async function namedMember(scope: TenantScope, body: ChargeBody): Promise<number | undefined> {
  let memberId = body.member_id;
  const agree = (field: string, id: number) => {
    if (memberId !== undefined && memberId !== id) throw fieldError(field, PAYMENT_MESSAGES.notSameMember);
    memberId = id;
  };
  if (body.member_data?.id !== undefined) agree('member_data.id', body.member_data.id);
  if (body.uid !== undefined) {
    const user = await findUserByUid(scope.db, body.uid);
    if (!user) throw new AppError(404, PAYMENT_MESSAGES.customerNotFound);
    agree('uid', user.id);
  }
  return memberId;
}

export type ChargesService = ReturnType<typeof createChargesService>;

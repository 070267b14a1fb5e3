import { PAYMENT_MESSAGES, type ChargeDetail, type refundChargeBody, type refundItemBody } from '@fairplay/contracts';
import { proportion, refundTax } from '@fairplay/domain';
import type { TenantScope } from '@fairplay/db';
import type { z } from 'zod';
import { AppError, conflict, fieldError } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import { refundableOf } from './charge-view.js';
import {
  addChargeRefunded,
  addLineRefunded,
  completeRefund,
  findCharge,
  findLine,
  findRefundByKey,
  insertRefund,
  refundedTax,
  updateRefund,
  type ChargeRow,
  type RefundRow,
} from './charges.repository.js';
import { chargeDetail, hashOf, refundsSettled, requireAccount, type PaymentsContext } from './context.js';
import { requireIdempotencyKey } from './charges.service.js';
import { postRefund } from './postings.js';
import { providerFailure } from './provider-errors.js';

/**
 * The tax a refund of `amount` cents of a whole charge gives back: the charge's tax in proportion, and all of what
 * is left of it when the refund takes the rest of the charge.
 */
export async function chargeRefundTax(scope: TenantScope, charge: ChargeRow, amount: number): Promise<number> {
  const taxBack = await refundedTax(scope, charge.id);
  return amount === refundableOf(charge)
    ? charge.tax - taxBack
    : Math.min(charge.tax - taxBack, proportion(amount, charge.tax, charge.total));
}

interface RefundAsk {
  chargeId: number;
  amount: number | null;
  lineId: number | null;
  count: number;
  /** The call's Idempotency-Key and a hash of its request; null for the refunds the club's rules make. */
  key: RefundKey | null;
}

export interface RefundKey {
  value: string;
  hash: string;
}

/** The key of a refund call: required, and hashed with the call's name and body so another request is told apart. */
export function refundKey(key: string | undefined, call: string, body: unknown): RefundKey {
  return { value: requireIdempotencyKey(key), hash: hashOf({ call, body }) };
}

/**
 * Refunds (spec 3 sections 4-5): a refund reduces the refundable remainder; of an order line, it refunds the
 * line's tax in proportion (domain refundTax), and of a whole charge, the charge's tax in proportion.
 * The remainder is reserved under the charge's row lock before the provider is asked (so two refunds at once
 * cannot both take the last of it) and given back if the provider refuses.
 * A refund call's Idempotency-Key is kept on its refund: the same key again (in turn, or at once: the charge's row
 * lock puts them in line) answers the first refund and makes none; a refused refund gives its key up, so a retry
 * may try again.
 */
export function createRefundsService(context: PaymentsContext) {
  const { db, provider } = context;

  /** Reserves the refund: checks the remainder, records the refund (pending for the provider) and its amounts. */
  async function reserve(
    by: { scope: TenantScope; userId: number | null },
    ask: RefundAsk,
  ): Promise<{ charge: ChargeRow; refund: RefundRow; replay: boolean }> {
    return db.transaction(async (tx) => {
      const scope = by.scope.within(tx);
      const charge = await findCharge(scope, ask.chargeId, true);
      if (!charge) throw new AppError(404, PAYMENT_MESSAGES.chargeNotFound);
      const seen = ask.key && (await findRefundByKey(scope, ask.key.value));
      if (seen) {
        if (seen.requestHash !== ask.key!.hash)
          throw conflict('Idempotency-Key', PAYMENT_MESSAGES.idempotencyKeyReused);
        return { charge, refund: seen, replay: true };
      }
      if (charge.status !== 'succeeded') throw fieldError('payment_id', PAYMENT_MESSAGES.refundNotPaid);
      const left = refundableOf(charge);
      if (left <= 0) throw fieldError('payment_id', PAYMENT_MESSAGES.refundNothingLeft);
      let amount: number;
      let tax: number;
      if (ask.lineId !== null) {
        const line = await findLine(scope, ask.lineId, true);
        if (!line || line.chargeId !== charge.id) throw new AppError(404, PAYMENT_MESSAGES.orderLineNotFound);
        amount = ask.amount!;
        if (amount > Math.min(left, line.total - line.amountRefunded))
          throw fieldError('amount', PAYMENT_MESSAGES.notValidTax);
        if (ask.count > line.count - line.returnedCount) throw fieldError('count', PAYMENT_MESSAGES.countTooLarge);
        tax = refundTax(amount, line);
        await addLineRefunded(scope, line.id, { amount, tax, count: ask.count });
      } else {
        amount = ask.amount ?? left;
        if (amount > left) throw fieldError('amount', PAYMENT_MESSAGES.notValidTax);
        tax = await chargeRefundTax(scope, charge, amount);
      }
      await addChargeRefunded(scope, charge.id, amount);
      const refund = await insertRefund(scope, {
        chargeId: charge.id,
        lineId: ask.lineId,
        amount,
        tax,
        count: ask.count,
        status: charge.provider === null ? 'succeeded' : 'pending',
        createdBy: by.userId,
        idempotencyKey: ask.key?.value ?? null,
        requestHash: ask.key?.hash ?? null,
      });
      // Cash and checks are paid back at the desk: the refund is done, and its ledger movement with it.
      if (charge.provider === null) {
        await postRefund(scope, charge, refund);
        await refundsSettled(context, scope, charge, by.userId);
      }
      return { charge, refund, replay: false };
    });
  }

  /** Gives a refused refund's amounts (and its key) back. */
  async function release(scope: TenantScope, charge: ChargeRow, refund: RefundRow, message: string) {
    await db.transaction(async (tx) => {
      const inner = scope.within(tx);
      await findCharge(inner, charge.id, true);
      await updateRefund(inner, refund.id, { status: 'failed', failureMessage: message, idempotencyKey: null });
      await addChargeRefunded(inner, charge.id, -refund.amount);
      if (refund.lineId !== null)
        await addLineRefunded(inner, refund.lineId, { amount: -refund.amount, tax: -refund.tax, count: -refund.count });
    });
  }

  async function refund(member: MemberContext, ask: RefundAsk): Promise<ChargeDetail> {
    return refundAs({ scope: member.scope, userId: member.user.id }, ask);
  }

  async function refundAs(by: { scope: TenantScope; userId: number | null }, ask: RefundAsk): Promise<ChargeDetail> {
    const scope = by.scope;
    const { charge, refund: reserved, replay } = await reserve(by, ask);
    // A repeated call answers the charge as it is now: the first call's refund, done or still with the provider.
    if (!replay && charge.provider !== null) {
      const account = await requireAccount(context, scope).catch(async (error: unknown) => {
        await release(scope, charge, reserved, (error as Error).message);
        throw error;
      });
      try {
        const done = await provider.refundPayment(account, {
          paymentId: charge.providerPaymentId!,
          amount: reserved.amount,
          reference: `refund-${reserved.id}`,
          idempotencyKey: `refund-${reserved.id}`,
        });
        await db.transaction(async (tx) => {
          const inner = scope.within(tx);
          // The provider's refund webhook may have completed it first (it knows it by its reference): posted once.
          const completed = await completeRefund(inner, reserved.id, done.id);
          if (completed) {
            await postRefund(inner, charge, completed);
            await refundsSettled(context, inner, charge, by.userId);
          }
        });
      } catch (error) {
        await release(scope, charge, reserved, (error as Error).message);
        throw providerFailure(error, 'amount');
      }
    }
    return chargeDetail(scope, charge.id, context.publicUrl);
  }

  return {
    /** POST payment/charges/refunditem (header Idempotency-Key). */
    refundItem: (member: MemberContext, body: z.output<typeof refundItemBody>, key: string | undefined) =>
      refund(member, {
        chargeId: body.payment_id,
        amount: body.amount,
        lineId: body.order_details_id,
        count: body.count,
        key: refundKey(key, 'refunditem', body),
      }),
    /**
     * POST payment/charges/refund (header Idempotency-Key); other modules' refunds (a booking's) pass their own
     * call's key, already made with `refundKey`.
     */
    refundCharge: (
      member: MemberContext,
      body: z.output<typeof refundChargeBody>,
      key: string | undefined | RefundKey,
    ) =>
      refund(member, {
        chargeId: body.payment_id,
        amount: body.amount ?? null,
        lineId: null,
        count: 0,
        key: typeof key === 'object' && key !== null ? key : refundKey(key, 'refund', body),
      }),
    /**
     * A refund the club's rules make (a booking cancelled within the cancellation window, issue 13): the whole
     * remainder (`amount` null) or `amount` cents, with no person as its author.
     */
    refundByRule: (scope: TenantScope, ask: { chargeId: number; amount: number | null }) =>
      refundAs(
        { scope, userId: null },
        { chargeId: ask.chargeId, amount: ask.amount, lineId: null, count: 0, key: null },
      ),
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;

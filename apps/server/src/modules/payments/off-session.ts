import { PAYMENT_MESSAGES } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import { AppError } from '../../errors.js';
import { findCustomer, findDefaultMethod, findMethod, type MethodRow } from './accounts.repository.js';
import { findChargeByKey, moveCharge, type ChargeRow } from './charges.repository.js';
import { insertProcessingCharge, type ChargeDeferral } from './processing-charge.js';
import { requireAccount, type PaymentsContext } from './context.js';
import { saveMethodFor } from './methods.service.js';
import { customerOf } from './people.js';
import { postPaidCharge } from './postings.js';
import { priceLines, selectedTaxes } from './pricing.js';
import { providerFailure } from './provider-errors.js';
import { ProviderError } from '../payment-gateway/index.js';

/** A charge another module asks for on a member's behalf (a subscription's period), without the member present. */
export interface MemberChargeInput {
  memberUserId: number;
  description: string;
  /** Cents before the exclusive taxes of `taxIds`. */
  amount: number;
  taxIds: readonly number[];
  currency: string;
  /** From the caller's own record (e.g. `subscription-invoice-12-1`): the same key never charges twice. */
  idempotencyKey: string;
  createdBy: number | null;
  /** A fresh token (saved for the payer first, becoming their default), else this saved method, else the default. */
  token?: string;
  paymentMethodId?: number | null;
  /** What the charge pays ahead for (issue 25 point 10): its revenue is deferred and earned over it. */
  deferral?: ChargeDeferral;
}

export interface MemberChargeResult {
  chargeId: number;
  status: 'succeeded' | 'failed';
  failureMessage: string | null;
  /** The saved method charged (payments' id), when one was. */
  paymentMethodId: number | null;
}

/** What the member-charge port refuses before any money moves: no method at all, or the club not connected. */
export const NO_METHOD = 'no_method';

/**
 * Charges a member off-session through the provider (issue 14): the charge is recorded `processing` before the
 * provider is asked, with the provider key `charge-{id}`, and finished with its ledger movement in one
 * transaction, as `payment/charges/create` does. A card that asks for authentication cannot be charged without its
 * holder, so it fails like a decline. Never called inside a database transaction.
 */
export function createMemberCharges(context: PaymentsContext) {
  const { db, provider } = context;

  async function result(row: ChargeRow): Promise<MemberChargeResult> {
    return {
      chargeId: row.id,
      status: row.status === 'succeeded' ? 'succeeded' : 'failed',
      failureMessage: row.status === 'succeeded' ? null : (row.failureMessage ?? PAYMENT_MESSAGES.cardDeclined),
      paymentMethodId: row.paymentMethodId ?? null,
    };
  }

  async function source(scope: TenantScope, account: string, input: MemberChargeInput, key: string) {
    const customer = await customerOf(scope, input.memberUserId);
    let method: MethodRow | undefined;
    if (input.token) method = await saveMethodFor(context, scope, account, customer, input.token, `${key}-method`);
    else if (input.paymentMethodId) {
      method = await findMethod(scope, input.paymentMethodId);
      if (method && method.userId !== customer.payer.userId) method = undefined;
    }
    method ??= await findDefaultMethod(scope, customer.payer.userId);
    if (!method || !method.verified) throw new AppError(400, PAYMENT_MESSAGES.noPaymentMethod, { code: NO_METHOD });
    const payer = await findCustomer(scope, customer.payer.userId);
    return { customer, method, customerId: payer?.customerId ?? '' };
  }

  return {
    /** The saved method a subscription without a charge now (a trial) will renew with: a new token saved, or one. */
    async keepMethod(
      scope: TenantScope,
      memberUserId: number,
      input: { token?: string; paymentMethodId?: number | null },
      key: string,
    ): Promise<number> {
      const account = await requireAccount(context, scope);
      try {
        return (await source(scope, account, { ...input, memberUserId } as MemberChargeInput, key)).method.id;
      } catch (error) {
        throw error instanceof ProviderError ? providerFailure(error, 'token') : error;
      }
    },

    async chargeMember(scope: TenantScope, input: MemberChargeInput): Promise<MemberChargeResult> {
      const seen = await findChargeByKey(scope, input.idempotencyKey);
      if (seen && seen.status !== 'processing') return result(seen);
      const account = await requireAccount(context, scope);
      let paid;
      try {
        paid = await source(scope, account, input, input.idempotencyKey);
      } catch (error) {
        throw error instanceof ProviderError ? providerFailure(error, 'token') : error;
      }
      const { customer, method, customerId } = paid;
      let row = seen;
      if (!row) {
        const priced = priceLines(
          [{ description: input.description, price: input.amount, count: 1 }],
          await selectedTaxes(scope, input.taxIds),
        );
        row = await insertProcessingCharge(context, scope, {
          bank: method.object === 'bank_account',
          priced,
          currency: input.currency,
          description: input.description,
          customer,
          idempotencyKey: input.idempotencyKey,
          createdBy: input.createdBy,
          deferral: input.deferral,
        });
        if (!row) return result((await findChargeByKey(scope, input.idempotencyKey))!);
      }
      const charge = row;
      let failure: { code: string; message: string } | null = null;
      let payment = null;
      try {
        payment = await provider.createPayment(account, {
          amount: charge.total,
          currency: charge.currency,
          source: { paymentMethodId: method.providerMethodId, customerId },
          capture: true,
          description: charge.description,
          reference: `charge-${charge.id}`,
          idempotencyKey: `charge-${charge.id}`,
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        failure = { code: error.code, message: error.message };
      }
      const common = {
        paymentMethodId: method.id,
        sourceObject: method.object,
        sourceBrand: method.brand,
        sourceLast4: method.last4,
        ...(payment ? { providerPaymentId: payment.id } : {}),
      };
      if (payment && payment.status !== 'succeeded')
        failure = payment.failure ?? {
          code: 'authentication_required',
          message: PAYMENT_MESSAGES.cardDeclined,
        };
      await db.transaction(async (tx) => {
        const inner = scope.within(tx);
        const moved = failure
          ? await moveCharge(inner, charge.id, 'processing', {
              ...common,
              status: 'failed',
              failureCode: failure.code,
              failureMessage: failure.message,
            })
          : await moveCharge(inner, charge.id, 'processing', {
              ...common,
              status: 'succeeded',
              processorFee: payment?.fee ?? null,
            });
        if (moved?.status === 'succeeded') await postPaidCharge(inner, moved);
      });
      return result((await findChargeByKey(scope, input.idempotencyKey))!);
    },
  };
}

export type MemberCharges = ReturnType<typeof createMemberCharges>;

import { cashChargeBody, chargeBody, type ChargeDetail } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import type { MemberContext } from '../identity/index.js';
import type { ChargesService } from './charges.service.js';
import type { ChargeDeferral } from './processing-charge.js';
import type { RefundKey, RefundsService } from './refunds.service.js';

/** An order line of a charge (court time, a guest's fee, a plan's period): unit price in cents and a count. */
export interface ChargeLine {
  description: string;
  price: number;
  count: number;
}

/** Where a charge's money comes from: a card (a new token or a saved method), or cash or a check at the desk. */
export type ChargeSource =
  | { method: 'card'; token?: string | undefined; savedMethodId?: number | undefined; saveCard?: boolean | undefined }
  | { method: 'cash' | 'check' }
  /** On the member's monthly invoice (the spec's `invoice: true` charge; the member must be named). */
  | { method: 'invoice' };

/** A priced order to charge now, as other modules hand it to payments (never an HTTP request's body). */
export interface ChargeInput {
  /** The charge's idempotency key, derived from the seller's own record (`booking-payment-{id}`). */
  key: string;
  /** Cents; before the taxes of `taxIds` when there are any, else what is paid. */
  amount: number;
  /** Whose charge it is (a charge made for a member goes by the member's name); null: the caller's own. */
  memberUserId: number | null;
  description: string;
  /** The charge's order lines (they add up to `amount`); one line of `description` without them. */
  lines?: readonly ChargeLine[] | undefined;
  /** Taxes added to each line: the charge's total is the amount with them. */
  taxIds?: readonly number[] | undefined;
  source: ChargeSource;
  /** The name on a card charge (the buyer's; the member's record names them otherwise). */
  name?: string | undefined;
  /** What the charge pays ahead for (its revenue is deferred and earned over it; issue 25 point 10). */
  deferral?: ChargeDeferral | undefined;
}

/** A refund of one charge: the whole remainder (`amount` null) or `amount` cents. */
export type RefundInput = { chargeId: number; amount: number | null } & (
  | {
      /** A person refunds (staff, or a member where the club allows): their call's key, made with `refundKey`. */
      by: MemberContext;
      key: RefundKey;
    }
  | {
      /** The club's rules refund (a cancellation inside the window): no author; the caller claims the cause once. */
      by: 'rule';
    }
);

/**
 * Payments' internal charge and refund (issue 25 point 2): typed orders in, the same services as the spec's calls
 * behind them (idempotency, receipt, ledger, the processor through the gateway). A decline throws 402 with the
 * failed charge in its payload.
 */
export function internalMoney(charges: ChargesService, refunds: RefundsService) {
  return {
    charge(member: MemberContext, input: ChargeInput): Promise<ChargeDetail> {
      const taxIds = input.taxIds ?? [];
      const lines = input.lines ? [...input.lines] : undefined;
      const { source } = input;
      if (source.method === 'invoice')
        return charges.charge(
          member,
          chargeBody.parse({
            amount: input.amount,
            member_id: input.memberUserId ?? undefined,
            invoice: true,
            description: input.description,
            selected_taxes: [...taxIds],
            ...(lines ? { goods: lines } : {}),
          }),
          input.key,
          input.deferral,
        );
      if (source.method !== 'card')
        return charges.cash(
          member,
          cashChargeBody.parse({
            amount: input.amount,
            type: source.method === 'check' ? 'check-input' : 'cash',
            // The amount is the price before tax when taxes are added; without them, it is what was paid.
            amount_type: taxIds.length > 0 ? 'subtotal' : 'total',
            description: input.description,
            user_id: input.memberUserId ?? undefined,
            selected_taxes: [...taxIds],
          }),
          input.key,
          lines,
        );
      return charges.charge(
        member,
        chargeBody.parse({
          amount: input.amount,
          token: source.token,
          payment_method_id: source.savedMethodId,
          description: input.description,
          member_id: input.memberUserId ?? undefined,
          save_card: source.saveCard ?? false,
          ...(input.name === undefined ? {} : { name: input.name }),
          selected_taxes: [...taxIds],
          ...(lines ? { goods: lines } : {}),
        }),
        input.key,
        input.deferral,
      );
    },

    refund(scope: TenantScope, input: RefundInput): Promise<ChargeDetail> {
      if (input.by === 'rule') return refunds.refundByRule(scope, { chargeId: input.chargeId, amount: input.amount });
      return refunds.refundCharge(
        input.by,
        { payment_id: input.chargeId, ...(input.amount === null ? {} : { amount: input.amount }) },
        input.key,
      );
    },
  };
}

export type InternalMoney = ReturnType<typeof internalMoney>;

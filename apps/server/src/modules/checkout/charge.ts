import type { bookAndPayBody, ChargeDetail } from '@fairplay/contracts';
import type { z } from 'zod';
import type { MemberContext } from '../identity/index.js';
import type { ChargeDeferral, PaymentsModule } from '../payments/index.js';

/** The payments module's charging: the money records and the processor behind them. */
export type Charging = PaymentsModule['charging'];

/**
 * Where an order's money comes from: a card (a new token or a saved method, saved on request) or, for staff, cash
 * at the desk (`type`: cash or a check; cash when not said).
 */
export type PaySource = Pick<
  z.output<typeof bookAndPayBody>,
  'method' | 'token' | 'payment_method_id' | 'save_card'
> & {
  type?: 'cash' | 'check-input';
};

/** An order line of a charge (court time, a guest's fee). */
export interface OrderLine {
  description: string;
  price: number;
  count: number;
}

/** A priced order a seller hands the checkout to be charged now. */
export interface ChargeOrder {
  /** The charge's idempotency key (the seller's record of the payment: `booking-payment-{id}`). */
  key: string;
  amount: number;
  /** Whose charge it is (a charge made for a member goes by the member's name). */
  memberUserId: number | null;
  description: string;
  /** The charge's order lines; one line of `description` without them. */
  lines?: OrderLine[] | undefined;
  /** Taxes added to each line (court time's, issue 24): the charge's total is the amount with them. */
  taxIds?: readonly number[] | undefined;
  /** The name on a card charge (the buyer's; the member's record names them otherwise). */
  name?: string | undefined;
  /** What a card charge pays ahead for (bought points, issue 25 point 10): its revenue is earned later. */
  deferral?: ChargeDeferral | undefined;
}

/**
 * Charges a priced order through the payments module (its charge, receipt and ledger), under the order's own
 * idempotency key: the one door to the processor for what a seller books (court time, lesson places and camp
 * days, coach sessions, a player's split share, staff charging a saved booking, bought points), card, cash or
 * check.
 */
export function chargeOrder(
  charging: Charging,
  member: MemberContext,
  source: PaySource,
  order: ChargeOrder,
): Promise<ChargeDetail> {
  return charging.charge(member, {
    key: order.key,
    amount: order.amount,
    memberUserId: order.memberUserId,
    description: order.description,
    lines: order.lines,
    taxIds: order.taxIds,
    name: order.name,
    deferral: order.deferral,
    source:
      source.method === 'cash'
        ? { method: source.type === 'check-input' ? 'check' : 'cash' }
        : {
            method: 'card',
            token: source.token,
            savedMethodId: source.payment_method_id,
            saveCard: source.save_card,
          },
  });
}

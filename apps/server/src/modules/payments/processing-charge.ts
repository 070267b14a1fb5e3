import type { TenantScope } from '@fairplay/db';
import { insertCharge, insertLines, type ChargeRow } from './charges.repository.js';
import type { PaymentsContext } from './context.js';
import type { Customer } from './people.js';
import type { Priced } from './pricing.js';

/** A plan's period (earned day by day from `from` to `until`), or a pack's `units` (earned as used, expiring). */
export interface ChargeDeferral {
  source: 'plan' | 'pack' | 'points';
  /** The subscription (plan, pack) or point lot. */
  ref: number;
  from: Date;
  until: Date | null;
  units?: number | null;
}

/** A charge's columns saying what it pays ahead for (none when it is earned when paid). */
export function deferralColumns(deferral: ChargeDeferral | undefined) {
  if (!deferral) return {};
  return {
    deferralSource: deferral.source,
    deferralRef: deferral.ref,
    deferralFrom: deferral.from,
    deferralUntil: deferral.until,
    deferralUnits: deferral.units ?? null,
  };
}

/**
 * A charge to a customer's saved method, recorded as `processing` with its order lines before the provider is
 * asked (so a crash between the two leaves a row the reconciliation job finishes). Keyed by the caller's
 * idempotency key: undefined when a charge with that key already exists (a retry lost the race to insert it).
 */
export function insertProcessingCharge(
  context: PaymentsContext,
  scope: TenantScope,
  input: {
    bank: boolean;
    priced: Priced;
    currency: string;
    description: string;
    customer: Customer;
    idempotencyKey: string;
    createdBy: number | null;
    deferral?: ChargeDeferral;
  },
): Promise<ChargeRow | undefined> {
  const { priced, customer } = input;
  return context.db.transaction(async (tx) => {
    const inner = scope.within(tx);
    const inserted = await insertCharge(inner, {
      type: input.bank ? 'ach' : 'card',
      status: 'processing',
      amount: priced.amount,
      tax: priced.tax,
      taxPercent: priced.taxPercent,
      total: priced.total,
      currency: input.currency,
      description: input.description,
      fullName: customer.member.fullName,
      memberUserId: customer.member.userId,
      payerUserId: customer.payer.userId,
      provider: context.provider.name,
      idempotencyKey: input.idempotencyKey,
      requestHash: input.idempotencyKey,
      createdBy: input.createdBy,
      createdAt: context.now(),
      ...deferralColumns(input.deferral),
    });
    if (inserted) await insertLines(inner, inserted.id, priced.lines);
    return inserted;
  });
}

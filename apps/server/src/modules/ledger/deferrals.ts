import type { TenantScope } from '@fairplay/db';
import { periodRelease, useRelease, useReturn } from '@fairplay/domain';
import { insertMovement } from './ledger.repository.js';
import {
  deferralOfCharge,
  deferralsOf,
  insertDeferral,
  leftOf,
  openDeferralsOf,
  updateDeferral,
  type DeferralRow,
  type DeferralSource,
} from './deferrals.repository.js';

/**
 * Deferred revenue (issue 25 point 10): money paid ahead is credited to deferred_revenue by the movement that takes
 * it, and each row here says what of it is still owed. Every function runs in its cause's transaction (scope within
 * it) and writes the row and the ledger movement together, so the account's balance is always what the rows have
 * left.
 */

export interface OpenDeferral {
  source: DeferralSource;
  /** The subscription (plan, pack) or the point lot. */
  refId: number;
  chargeId?: number | null;
  userId: number | null;
  /** Cents credited to deferred_revenue by the caller's movement (net of tax). */
  amount: number;
  startsAt: Date;
  /** A plan's period end (earned day by day), or when a pack or points expire (null: never). */
  endsAt: Date | null;
  /** Units paid for (a pack's uses, points): earned as used. Absent: earned over the period. */
  units?: number | null;
}

/** Records what the caller's movement just credited to deferred_revenue. Nothing for a zero amount. */
export async function openDeferral(scope: TenantScope, input: OpenDeferral): Promise<void> {
  if (input.amount <= 0) return;
  await insertDeferral(scope, {
    source: input.source,
    refId: input.refId,
    chargeId: input.chargeId ?? null,
    userId: input.userId,
    cadence: input.units ? 'uses' : 'period',
    amount: input.amount,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    releasedThrough: input.startsAt,
    unitsLeft: input.units ?? 0,
  });
}

function recognition(
  inner: TenantScope,
  row: DeferralRow,
  cents: number,
  to: 'revenue' | 'prepaid_expired',
  memo: string,
) {
  return insertMovement(inner, {
    kind: 'recognition',
    chargeId: row.chargeId,
    memo: memo.slice(0, 200),
    entries: [
      { account: 'deferred_revenue', amount: cents, userId: row.userId },
      { account: to, amount: -cents, userId: row.userId },
    ],
  });
}

/** Releases what a plan's period has earned by `at` (whole days), and all of it at its end. */
export async function releasePeriod(inner: TenantScope, row: DeferralRow, at: Date): Promise<number> {
  const step = periodRelease(leftOf(row), row.releasedThrough, row.endsAt!, at);
  if (!step) return 0;
  await updateDeferral(inner, row.id, { released: row.released + step.cents, releasedThrough: step.through });
  if (step.cents > 0)
    await recognition(inner, row, step.cents, 'revenue', `earned through ${step.through.toISOString().slice(0, 10)}`);
  return step.cents;
}

/** A pack or points past their expiry: what is left of the money goes to prepaid_expired. */
export async function expireRow(inner: TenantScope, row: DeferralRow, memo: string): Promise<number> {
  const left = leftOf(row);
  if (left <= 0) return 0;
  await updateDeferral(inner, row.id, { expired: row.expired + left, unitsLeft: 0 });
  await recognition(inner, row, left, 'prepaid_expired', memo);
  return left;
}

/**
 * A refund of a deferring charge: the part of its net still deferred (up to `net`) leaves the liability; answers
 * that part (the rest was earned already and comes off revenue).
 */
export async function returnChargeDeferral(inner: TenantScope, chargeId: number, net: number): Promise<number> {
  const row = await deferralOfCharge(inner, chargeId);
  if (!row || net <= 0) return 0;
  const taken = Math.min(net, leftOf(row));
  if (taken > 0) await updateDeferral(inner, row.id, { returned: row.returned + taken });
  return taken;
}

/** A refund the provider failed after all: what it took off the deferral is owed again. */
export async function restoreChargeDeferral(inner: TenantScope, chargeId: number, cents: number): Promise<void> {
  const row = await deferralOfCharge(inner, chargeId);
  if (!row || cents <= 0) return;
  await updateDeferral(inner, row.id, { returned: Math.max(0, row.returned - cents) });
}

/**
 * A plan change: the subscription's periods deferred before `before` end here. Up to `net` cents (the unused part
 * given back as credit) leave the liability, the oldest first, and answers how much (the rest of `net` was earned
 * and comes off revenue); what they still hold beyond it was used, by the proration, and is earned now.
 */
export async function closePlanDeferrals(
  inner: TenantScope,
  subscriptionId: number,
  net: number,
  before: Date,
): Promise<number> {
  let want = Math.max(0, net);
  for (const row of await openDeferralsOf(inner, 'plan', subscriptionId)) {
    if (row.startsAt.getTime() >= before.getTime()) continue;
    const taken = Math.min(want, leftOf(row));
    const earned = leftOf(row) - taken;
    want -= taken;
    await updateDeferral(inner, row.id, {
      returned: row.returned + taken,
      released: row.released + earned,
      releasedThrough: before,
    });
    if (earned > 0) await recognition(inner, row, earned, 'revenue', 'earned by the plan change');
  }
  return Math.max(0, net) - want;
}

/** A pause (positive) or its early end (negative) moves the end of the subscription's deferred periods. */
export async function shiftPlanDeferrals(inner: TenantScope, subscriptionId: number, ms: number): Promise<void> {
  if (ms === 0) return;
  for (const row of await openDeferralsOf(inner, 'plan', subscriptionId))
    if (row.endsAt && row.cadence === 'period')
      await updateDeferral(inner, row.id, {
        endsAt: new Date(Math.max(row.releasedThrough.getTime(), row.endsAt.getTime() + ms)),
      });
}

/**
 * Units used (positive: a pack's use, points spent) or given back (negative) of a pack or a point lot: their share
 * of the money moves between deferred_revenue and revenue.
 */
export async function useUnits(
  inner: TenantScope,
  source: DeferralSource,
  refId: number,
  units: number,
  memo: string,
): Promise<void> {
  if (units === 0) return;
  const rows = units > 0 ? await openDeferralsOf(inner, source, refId) : await deferralsOf(inner, source, refId);
  const row = rows.find((candidate) => candidate.cadence === 'uses');
  if (!row) return;
  if (units > 0) {
    const cents = useRelease(leftOf(row), row.unitsLeft, units);
    await updateDeferral(inner, row.id, {
      released: row.released + cents,
      unitsLeft: Math.max(0, row.unitsLeft - units),
      unitsUsed: row.unitsUsed + units,
    });
    if (cents > 0) await recognition(inner, row, cents, 'revenue', memo);
    return;
  }
  const back = -units;
  const cents = useReturn(row.released, row.unitsUsed, back);
  const unitsUsed = Math.max(0, row.unitsUsed - back);
  // Refunded in full: the refund gave back what was earned too, nothing is owed for units given back.
  if (row.expired === 0 && row.returned > 0 && leftOf(row) === 0) {
    await updateDeferral(inner, row.id, { unitsUsed });
    return;
  }
  if (row.expired > 0) {
    // Given back after the rest expired: what the units earned goes where they would have gone unused, expired.
    await updateDeferral(inner, row.id, { released: row.released - cents, expired: row.expired + cents, unitsUsed });
    if (cents > 0)
      await insertMovement(inner, {
        kind: 'recognition',
        chargeId: row.chargeId,
        memo: memo.slice(0, 200),
        entries: [
          { account: 'revenue', amount: cents, userId: row.userId },
          { account: 'prepaid_expired', amount: -cents, userId: row.userId },
        ],
      });
    return;
  }
  // Given back into what is still owed: its earned share returns to the liability.
  await updateDeferral(inner, row.id, {
    released: row.released - cents,
    unitsLeft: row.unitsLeft + back,
    unitsUsed,
  });
  if (cents > 0) await recognition(inner, row, -cents, 'revenue', memo);
}

/** A pack's uses still paid for after a refund changed them (its money left with the refund). */
export async function setUnitsLeft(
  inner: TenantScope,
  source: DeferralSource,
  refId: number,
  unitsLeft: number,
): Promise<void> {
  const [row] = (await deferralsOf(inner, source, refId)).filter((candidate) => candidate.cadence === 'uses');
  if (row) await updateDeferral(inner, row.id, { unitsLeft });
}

/** A point lot or pack expired: what is left of its money goes to prepaid_expired. */
export async function expireDeferrals(
  inner: TenantScope,
  source: DeferralSource,
  refId: number,
  memo: string,
): Promise<void> {
  for (const row of await openDeferralsOf(inner, source, refId)) await expireRow(inner, row, memo);
}

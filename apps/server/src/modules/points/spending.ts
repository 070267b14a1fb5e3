import { POINT_MESSAGES } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import { AppError } from '../../errors.js';
import { insertMovement, useUnits } from '../ledger/index.js';
import {
  findSpend,
  findSpendByKey,
  insertSpend,
  insertSpendLots,
  markReturned,
  markSpendRefunded,
  partsOfSpend,
  returnToLot,
  spendableLots,
  takeFromLot,
  type PointSpendRow,
} from './points.repository.js';
import { pointsPosting } from './postings.js';

export interface SpendPointsInput {
  memberId: number;
  points: number;
  facilityGroupId: number;
  /** What the points pay for: a staff charge, a court booking or a lesson booking (its id in `causeId`). */
  cause: PointSpendRow['cause'];
  causeId?: number | null;
  description?: string;
  actorId?: number | null;
  /** The clock's now: lots expiring at or before it cannot pay. */
  at: Date;
  /** A key from the caller's own record: a second spend with it answers the first instead of spending again. */
  idempotencyKey?: string | null;
  /** The request's fingerprint: a key seen with another request is refused (409). */
  requestHash?: string | null;
}

export interface SpendResult {
  spend: PointSpendRow;
  /** The member's spendable points left in the facility group. */
  balance: number;
  /** False when the idempotency key named an earlier spend, which is answered as it is. */
  created: boolean;
}

/**
 * Pays with a member's points, the lots expiring first first, inside the caller's transaction (`scope` must be
 * within it): the lots stay locked to its end, so two spends at once run one after the other and can never
 * overdraw (point_lots.remaining also has a check >= 0). Short: 409 "Not enough points: …", nothing written.
 */
export async function spendPoints(scope: TenantScope, input: SpendPointsInput): Promise<SpendResult> {
  if (!Number.isInteger(input.points) || input.points <= 0) throw new AppError(400, POINT_MESSAGES.pointsNonZero);
  const seen = input.idempotencyKey ? await findSpendByKey(scope, input.idempotencyKey) : undefined;
  if (seen && seen.requestHash !== (input.requestHash ?? null))
    throw new AppError(409, POINT_MESSAGES.idempotencyKeyReused);
  if (seen) return { spend: seen, balance: await balanceOf(scope, seen, input.at), created: false };
  const lots = await spendableLots(scope, input.memberId, input.facilityGroupId, input.at, true);
  const have = lots.reduce((sum, lot) => sum + lot.remaining, 0);
  if (have < input.points) throw new AppError(409, POINT_MESSAGES.notEnough(have, input.points));
  const spend = await insertSpend(scope, {
    userId: input.memberId,
    facilityGroupId: input.facilityGroupId,
    points: input.points,
    cause: input.cause,
    causeId: input.causeId ?? null,
    description: input.description ?? '',
    idempotencyKey: input.idempotencyKey ?? null,
    requestHash: input.requestHash ?? null,
    createdBy: input.actorId ?? null,
    createdAt: input.at,
  });
  if (!spend) {
    // A concurrent spend with the same key committed first: answer as it does.
    const earlier = await findSpendByKey(scope, input.idempotencyKey!);
    if (earlier!.requestHash !== (input.requestHash ?? null))
      throw new AppError(409, POINT_MESSAGES.idempotencyKeyReused);
    return { spend: earlier!, balance: await balanceOf(scope, earlier!, input.at), created: false };
  }
  const parts: { lotId: number; points: number }[] = [];
  let left = input.points;
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(lot.remaining, left);
    if (!(await takeFromLot(scope, lot.id, take, 'spent'))) throw new AppError(409, POINT_MESSAGES.notEnough(0, left));
    parts.push({ lotId: lot.id, points: take });
    // Points bought with money earn their share of it as they are spent (issue 25 point 10).
    await useUnits(scope, 'points', lot.id, take, `points spent from lot #${lot.id}`);
    left -= take;
  }
  await insertSpendLots(scope, spend.id, parts);
  await insertMovement(
    scope,
    pointsPosting('spend', input.memberId, input.points, `points payment #${spend.id}: ${spend.description}`),
  );
  return { spend, balance: have - input.points, created: true };
}

async function balanceOf(scope: TenantScope, spend: PointSpendRow, at: Date): Promise<number> {
  const lots = await spendableLots(scope, spend.userId, spend.facilityGroupId, at, false);
  return lots.reduce((sum, lot) => sum + lot.remaining, 0);
}

/**
 * Gives back `points` of a points payment (all that is left of it when omitted), inside the caller's transaction:
 * into the lots it took from, the latest-expiring first, keeping their expiry. Points whose lot has expired since
 * are expired at once (they would have expired unspent). Returns the payment after the refund.
 */
export async function refundPoints(
  scope: TenantScope,
  input: { spendId: number; points?: number; at: Date },
): Promise<PointSpendRow> {
  const spend = await findSpend(scope, input.spendId, true);
  if (!spend) throw new AppError(404, POINT_MESSAGES.spendNotFound);
  const left = spend.points - spend.refunded;
  const points = input.points ?? left;
  if (!Number.isInteger(points) || points <= 0) throw new AppError(400, POINT_MESSAGES.pointsNonZero);
  if (points > left) throw new AppError(409, POINT_MESSAGES.spendRefundTooMuch(left));
  let due = points;
  let expired = 0;
  for (const part of await partsOfSpend(scope, spend.id)) {
    if (due === 0) break;
    const give = Math.min(part.points - part.returned, due);
    if (give <= 0) continue;
    const lapsed = part.lot.status === 'expired';
    await returnToLot(scope, part.lotId, give, lapsed);
    await markReturned(scope, spend.id, part.lotId, give);
    await useUnits(scope, 'points', part.lotId, -give, `points given back to lot #${part.lotId}`);
    if (lapsed) expired += give;
    due -= give;
  }
  await markSpendRefunded(scope, spend.id, points);
  const memo = `points payment #${spend.id} refunded`;
  if (points > expired) await insertMovement(scope, pointsPosting('returnSpend', spend.userId, points - expired, memo));
  if (expired > 0) await insertMovement(scope, pointsPosting('expireReturned', spend.userId, expired, memo));
  return { ...spend, refunded: spend.refunded + points };
}

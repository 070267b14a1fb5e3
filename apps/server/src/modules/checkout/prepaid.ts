import { POINT_MESSAGES } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import { AppError, conflict } from '../../errors.js';
import { returnPackUse, takePackUse } from '../class-packs/index.js';
import { familyOfMember } from '../clubs/index.js';
import { refundPoints, spendPoints, type SpendResult } from '../points/index.js';

/**
 * The one place points and class packs pay for what a club sells and are given back (issue 25.1): court time
 * (booking payments), lesson places and camp days, and coach sessions (lessons' private sessions) all spend and
 * return through these four functions, each inside its caller's transaction (`scope` within it), so the place and
 * what paid for it are written, or given back, together.
 */

/** Whose points pay for a member's place: their family's payer, else themselves (as money is charged). */
export async function pointsPayerOf(scope: TenantScope, memberId: number): Promise<number> {
  const family = await familyOfMember(scope, memberId);
  return family?.family?.payerUserId ?? memberId;
}

export interface PointsOrder {
  /** Whose lots are spent (a family's payer, `pointsPayerOf`, for court time and coach sessions). */
  payerId: number;
  points: number;
  /** Points are held per facility group: the courts'. */
  facilityGroupId: number;
  /** What they pay for: court time, or a lesson place (lesson places and coach sessions), and its id. */
  cause: 'court' | 'lesson';
  causeId: number | null;
  description: string;
  actorId: number;
  at: Date;
  /**
   * The request's field a shortfall names (book-and-pay's `method`): the points module's "Not enough points: …"
   * answered 409 on it. Without it the points module's answer passes on as it is (lesson/book's).
   */
  shortField?: string;
}

/** Spends points for an order; a shortfall leaves nothing written (the caller's transaction is rolled back). */
export async function payWithPoints(scope: TenantScope, order: PointsOrder): Promise<SpendResult> {
  const input = {
    memberId: order.payerId,
    points: order.points,
    facilityGroupId: order.facilityGroupId,
    cause: order.cause,
    causeId: order.causeId,
    description: order.description,
    actorId: order.actorId,
    at: order.at,
  };
  if (order.shortField === undefined) return spendPoints(scope, input);
  try {
    return await spendPoints(scope, input);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 409 && error.message.startsWith('Not enough points'))
      throw conflict(order.shortField, error.message);
    throw error;
  }
}

export interface PackOrder {
  packId: number;
  /** Whose place it pays: the pack must be theirs. */
  memberId: number;
  /** The lesson's kind ('private' for a coach session), or the court kind for court time. */
  kind: string;
  /** One use per start (an occurrence of court time, a lesson place, a camp day). */
  starts: Date[];
  description: string;
  actorId: number;
  at: Date;
  /** The request's field naming the pack (book-and-pay's `pack_id`); lesson/book's `payment.pack_id` by default. */
  field?: string;
}

/** Takes one use of the member's pack per start, answering the uses' ids in the order of `starts`. */
export async function payWithPack(scope: TenantScope, order: PackOrder): Promise<number[]> {
  const uses: number[] = [];
  for (const start of order.starts)
    uses.push(
      await takePackUse(scope, {
        packId: order.packId,
        memberId: order.memberId,
        kind: order.kind,
        start,
        description: order.description,
        actorId: order.actorId,
        at: order.at,
        ...(order.field !== undefined ? { field: order.field } : {}),
      }),
    );
  return uses;
}

/**
 * Gives back `points` of a points payment, at most what is left of it: a retried cancellation or removal returns
 * nothing twice (the points module refuses more than is left, which is answered here as done).
 */
export async function givePointsBack(
  scope: TenantScope,
  input: { spendId: number; points: number; at: Date },
): Promise<void> {
  if (input.points <= 0) return;
  try {
    await refundPoints(scope, input);
  } catch (error) {
    if (error instanceof AppError && error.message === POINT_MESSAGES.spendRefundTooMuch(0)) return;
    throw error;
  }
}

/** Gives a pack's use back, once (the use's unique give-back), however often the cancellation is retried. */
export async function givePackUseBack(
  scope: TenantScope,
  input: { useId: number; description: string; actorId: number | null; at: Date },
): Promise<void> {
  await returnPackUse(scope, input);
}

import { CLASS_PACK_MESSAGES } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import { PACK_COURT_KIND, packIssue, usesRevoked } from '@fairplay/domain';
import { AppError, fieldError } from '../../errors.js';
import { setUnitsLeft, useUnits } from '../ledger/index.js';
import {
  findPack,
  findUse,
  giveOneUseBack,
  insertPack,
  insertUse,
  lockPackOfPurchase,
  setPackRevocation,
  takeOneUse,
} from './class-packs.repository.js';

/** The field a booking names its pack in (lesson/book's payment block); errors about the pack point at it. */
const FIELD = 'payment.pack_id';

const ISSUE_MESSAGES = {
  expired: CLASS_PACK_MESSAGES.expired,
  empty: CLASS_PACK_MESSAGES.empty,
  not_covered: CLASS_PACK_MESSAGES.notCovered,
} as const;

export interface GrantPackInput {
  userId: number;
  subscriptionId: number;
  plan: { id: number; nickname: string; uses: number; packCovers: string[] };
  expiresAt: Date | null;
  at: Date;
}

/**
 * In the transaction that marks a one-time product's purchase paid (memberships): the member's pack, with the
 * product's terms as bought. A second call for the same purchase grants nothing (the unique key).
 */
export async function grantPack(scope: TenantScope, input: GrantPackInput): Promise<void> {
  await insertPack(scope, {
    userId: input.userId,
    planId: input.plan.id,
    subscriptionId: input.subscriptionId,
    name: input.plan.nickname,
    usesTotal: input.plan.uses,
    covers: input.plan.packCovers,
    expiresAt: input.expiresAt,
    createdAt: input.at,
  });
}

export interface TakeUseInput {
  packId: number;
  /** Whose place it pays: the pack must be theirs. */
  memberId: number;
  /** The lesson's kind, or 'court' for court time, and the start (a pack pays only for what starts before it expires). */
  kind: string;
  /** The request's field naming the pack (book-and-pay's `pack_id`); lesson/book's `payment.pack_id` by default. */
  field?: string;
  start: Date;
  description: string;
  actorId: number;
  at: Date;
}

/**
 * In the booking's transaction: one use of the member's pack, answering the use's id (the place keeps it). An
 * expired, empty or not covering pack is refused naming `payment.pack_id`; the last use is won by one booking only
 * (the conditional UPDATE and the CHECK on uses_left), the loser told the pack is empty.
 */
export async function takePackUse(scope: TenantScope, input: TakeUseInput): Promise<number> {
  const field = input.field ?? FIELD;
  const pack = await findPack(scope, input.packId);
  if (!pack) throw new AppError(404, CLASS_PACK_MESSAGES.notFound);
  if (pack.userId !== input.memberId) throw fieldError(field, CLASS_PACK_MESSAGES.notYours);
  const issue = packIssue(pack, { kind: input.kind, start: input.start }, input.at);
  if (issue === 'not_covered' && input.kind === PACK_COURT_KIND)
    throw fieldError(field, CLASS_PACK_MESSAGES.notCoveredCourt);
  if (issue) throw fieldError(field, ISSUE_MESSAGES[issue]);
  const taken = await takeOneUse(scope, pack.id);
  if (!taken) throw fieldError(field, CLASS_PACK_MESSAGES.empty);
  const use = await insertUse(scope, {
    packId: pack.id,
    change: -1,
    description: input.description.slice(0, 200),
    actorId: input.actorId,
    createdAt: input.at,
  });
  // The use earns its share of the money paid ahead for the pack (issue 25 point 10).
  await useUnits(scope, 'pack', pack.subscriptionId, 1, `class pack use: ${input.description}`);
  return use!.id;
}

/**
 * In the cancellation's transaction: gives a use back (the caller decides it is inside the window). A use is given
 * back once (the unique key on returned_use_id), however often the cancellation is retried.
 */
export async function returnPackUse(
  scope: TenantScope,
  input: { useId: number; description: string; actorId: number | null; at: Date },
): Promise<void> {
  const use = await findUse(scope, input.useId);
  if (!use || use.change !== -1) return;
  const back = await insertUse(scope, {
    packId: use.packId,
    change: 1,
    returnedUseId: use.id,
    description: input.description.slice(0, 200),
    actorId: input.actorId,
    createdAt: input.at,
  });
  if (!back) return;
  const pack = await findPack(scope, use.packId);
  await giveOneUseBack(scope, use.packId);
  // A use given back is owed again (its share back to deferred revenue), unless it pays off a use a refund took.
  if (pack && pack.usesOwed === 0)
    await useUnits(scope, 'pack', pack.subscriptionId, -1, `class pack use given back: ${input.description}`);
}

/**
 * In the transaction that records a refund of a pack's purchase (or undoes one the provider failed): the pack keeps
 * the uses of the share still paid for (`usesRevoked`, from everything refunded so far, so a repeated call changes
 * nothing). Uses taken back come out of those left; uses the member had already spent beyond them become
 * `uses_owed`, which later give-backs pay off first (the bookings they paid for stay). A refund undone gives the
 * owed uses up first, then the rest back. One history row records the change.
 */
export async function refundPurchaseUses(
  scope: TenantScope,
  input: { subscriptionId: number; refunded: number; price: number; actorId: number | null; at: Date },
): Promise<void> {
  const pack = await lockPackOfPurchase(scope, input.subscriptionId);
  if (!pack) return;
  const target = usesRevoked(pack.usesTotal, input.refunded, input.price);
  const delta = target - pack.usesRevoked;
  if (delta === 0) return;
  let { usesLeft, usesOwed } = pack;
  let description: string;
  if (delta > 0) {
    const fromLeft = Math.min(delta, usesLeft);
    usesLeft -= fromLeft;
    usesOwed += delta - fromLeft;
    description = CLASS_PACK_MESSAGES.refundTaken(delta);
    if (delta > fromLeft) description += ` ${CLASS_PACK_MESSAGES.refundOwed(delta - fromLeft)}`;
  } else {
    const restored = -delta;
    const offOwed = Math.min(usesOwed, restored);
    usesOwed -= offOwed;
    usesLeft += restored - offOwed;
    description = CLASS_PACK_MESSAGES.refundUndone(restored);
  }
  await setPackRevocation(scope, pack.id, { usesLeft, usesOwed, usesRevoked: target });
  // The refund took its money off the pack's deferral; the uses left are what the rest of it is earned over.
  await setUnitsLeft(scope, 'pack', input.subscriptionId, usesLeft);
  await insertUse(scope, {
    packId: pack.id,
    change: -delta,
    refund: true,
    description: description.slice(0, 200),
    actorId: input.actorId,
    createdAt: input.at,
  });
}

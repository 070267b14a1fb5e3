import { CLASS_PACK_MESSAGES } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import { packIssue } from '@fairplay/domain';
import { AppError, fieldError } from '../../errors.js';
import { findPack, findUse, giveOneUseBack, insertPack, insertUse, takeOneUse } from './class-packs.repository.js';

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
  /** The lesson's kind and the place's start (a pack pays only for places before it expires). */
  kind: string;
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
  const pack = await findPack(scope, input.packId);
  if (!pack) throw new AppError(404, CLASS_PACK_MESSAGES.notFound);
  if (pack.userId !== input.memberId) throw fieldError(FIELD, CLASS_PACK_MESSAGES.notYours);
  const issue = packIssue(pack, { kind: input.kind, start: input.start }, input.at);
  if (issue) throw fieldError(FIELD, ISSUE_MESSAGES[issue]);
  const taken = await takeOneUse(scope, pack.id);
  if (!taken) throw fieldError(FIELD, CLASS_PACK_MESSAGES.empty);
  const use = await insertUse(scope, {
    packId: pack.id,
    change: -1,
    description: input.description.slice(0, 200),
    actorId: input.actorId,
    createdAt: input.at,
  });
  return use!.id;
}

/**
 * In the cancellation's transaction: gives a use back (the caller decides it is inside the window). A use is given
 * back once (the unique key on returned_use_id), however often the cancellation is retried.
 */
export async function returnPackUse(
  scope: TenantScope,
  input: { useId: number; description: string; actorId: number; at: Date },
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
  if (back) await giveOneUseBack(scope, use.packId);
}

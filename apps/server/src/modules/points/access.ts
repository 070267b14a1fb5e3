import { POINT_MESSAGES } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import { can } from '@fairplay/domain';
import { AppError, forbidden } from '../../errors.js';
import { familyOfMember, findMembers } from '../clubs/index.js';
import type { MemberContext } from '../identity/index.js';

export interface PointsMember {
  userId: number;
  fullName: string;
  /** Who pays for them: the family's payer, else themselves. */
  payerId: number;
}

/** A member of the caller's club (404 otherwise, so another club's ids reveal nothing). */
export async function memberOf(scope: TenantScope, userId: number): Promise<PointsMember> {
  const [member] = await findMembers(scope, [userId]);
  if (!member) throw new AppError(404, POINT_MESSAGES.memberNotFound);
  const family = await familyOfMember(scope, userId);
  return { userId, fullName: member.fullName, payerId: family?.family?.payerUserId ?? userId };
}

/**
 * A member's points are seen by staff with the payments permission (`action`), the member, and their family's
 * payer; anyone else is refused (403).
 */
export async function visibleMember(
  caller: MemberContext,
  userId: number,
  action: 'read' | 'update',
  refusal?: string,
): Promise<PointsMember> {
  const member = await memberOf(caller.scope, userId);
  if (can(caller.membership.roles, 'payments', action)) return member;
  if (member.userId === caller.user.id || member.payerId === caller.user.id) return member;
  throw forbidden(refusal);
}

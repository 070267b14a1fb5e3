import type { TenantScope } from '@fairplay/db';
import { notFound } from '../../errors.js';
import { findClubMember, type ClubMember } from '../clubs/index.js';

/**
 * The active member `userId` of the caller's club, or a 404: another club's people, pending requests and unknown
 * ids all answer the same, so nothing is learnt about who exists elsewhere.
 */
export async function requireClubMember(
  scope: TenantScope,
  userId: number,
  options: { lock?: boolean } = {},
): Promise<ClubMember> {
  const member = await findClubMember(scope, userId, options);
  if (!member) throw notFound('Member');
  return member;
}

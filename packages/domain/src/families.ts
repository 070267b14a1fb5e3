import { can, type MemberTypeKey, type RoleFlags } from './permissions.js';

/**
 * Families (issue 16): the rules of one family as staff save it, and which of the three family screens of spec 1
 * (coach and supercoach; member; owner) a person gets. Server and web both run these.
 */

export interface FamilyPlanMember {
  userId: number;
  isChild: boolean;
  isSpouse: boolean;
}

export type FamilyProblem =
  | { field: 'members'; problem: 'memberMissing' | 'duplicateMember' | 'childAndSpouse' }
  | { field: 'payer_user_id'; problem: 'payerRequired' | 'payerOutside' | 'payerChild' };

/**
 * The first thing wrong with a family as it is to be saved for `memberId`, or null. The member is always in it;
 * each person once; a child is not a spouse; a family of two or more has a payer, who is one of its adults.
 */
export function familyPlanProblem(plan: {
  memberId: number;
  members: readonly FamilyPlanMember[];
  payerUserId: number | null;
}): FamilyProblem | null {
  const ids = plan.members.map((member) => member.userId);
  if (!ids.includes(plan.memberId)) return { field: 'members', problem: 'memberMissing' };
  if (new Set(ids).size !== ids.length) return { field: 'members', problem: 'duplicateMember' };
  if (plan.members.some((member) => member.isChild && member.isSpouse))
    return { field: 'members', problem: 'childAndSpouse' };
  if (plan.members.length === 1) return null; // dissolves the family: no payer needed
  if (plan.payerUserId === null) return { field: 'payer_user_id', problem: 'payerRequired' };
  const payer = plan.members.find((member) => member.userId === plan.payerUserId);
  if (!payer) return { field: 'payer_user_id', problem: 'payerOutside' };
  if (payer.isChild) return { field: 'payer_user_id', problem: 'payerChild' };
  return null;
}

/** The family's role label of one member. */
export function familyRoleOf(member: { isChild: boolean; isSpouse: boolean }): 'Child' | 'Spouse' | 'Adult' {
  return member.isChild ? 'Child' : member.isSpouse ? 'Spouse' : 'Adult';
}

/**
 * Which family screen a person gets (spec 1: "different screens for coach/supercoach, member and owner"):
 * - `manage`: staff with members update who are not coaches (owner, admin, reception, head coach): full management;
 * - `coach`: coaches and super coaches, and other staff with members read only: the family and its upcoming
 *   bookings, read-only;
 * - `member`: a member: their own family, read-only;
 * - `none`: no access.
 */
export function familyScreenFor(
  memberType: MemberTypeKey | null | undefined,
  roles: readonly RoleFlags[] | null | undefined,
): 'manage' | 'coach' | 'member' | 'none' {
  if (memberType === 'member') return 'member';
  if (memberType === 'coach' || memberType === 'supercoach') return 'coach';
  if (can(roles, 'members', 'update')) return 'manage';
  if (can(roles, 'members', 'read')) return 'coach';
  return memberType ? 'member' : 'none';
}

/**
 * Whether `signer` may sign the club's waiver for `member` (issue 14): everyone signs for themselves; an adult of
 * the family (the payer, a spouse or another adult, never a child) signs for any member of their own family.
 */
export function maySignWaiverFor(
  signer: { userId: number; familyId: number | null; isChild: boolean },
  member: { userId: number; familyId: number | null },
): boolean {
  if (signer.userId === member.userId) return true;
  return signer.familyId !== null && signer.familyId === member.familyId && !signer.isChild;
}

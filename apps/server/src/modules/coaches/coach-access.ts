import { can, courtSheetViewerOf } from '@fairplay/domain';
import { COACH_MESSAGES } from '@fairplay/domain';
import type { TenantScope } from '@fairplay/db';
import { fieldError, forbidden } from '../../errors.js';
import { findMembers, listFamilyOf } from '../clubs/index.js';
import type { MemberContext } from '../identity/index.js';

/** Who is calling, as coach availability sees them. */
export interface CoachViewer {
  member: MemberContext;
  userId: number;
  /** Holds lesson update: manages availability (a coach only their own) and sees blocked time. */
  manages: boolean;
  /** A coach or super coach: manages and sees only their own availability and schedule. */
  isCoach: boolean;
}

export function coachViewerOf(member: MemberContext): CoachViewer {
  const sheet = courtSheetViewerOf({
    userId: member.user.id,
    userType: member.user.userType,
    memberType: member.membership.key,
    roles: member.membership.roles,
  });
  return {
    member,
    userId: member.user.id,
    manages: can(member.membership.roles, 'lesson', 'update'),
    isCoach: sheet.isCoach,
  };
}

/** The coach a managing call is about: the one named, or the caller when a coach names none. */
export function coachOf(viewer: CoachViewer, named: number | null | undefined, isCoach = false): number {
  const coachId = named ?? (viewer.isCoach || isCoach ? viewer.userId : null);
  if (coachId === null) throw fieldError('coach_id', COACH_MESSAGES.required);
  return coachId;
}

/** Staff with lesson update manage anyone's availability; a coach only their own (spec 2 section 6). */
export function requireManages(viewer: CoachViewer, coachId: number): void {
  if (!viewer.manages) throw forbidden();
  if (viewer.isCoach && coachId !== viewer.userId) throw forbidden(COACH_MESSAGES.ownOnly);
}

/** The coach must be one of the club's staff (user type bu), like a lesson's coaches. */
export async function requireCoach(scope: TenantScope, coachId: number, field = 'coach_id'): Promise<string> {
  const [found] = await findMembers(scope, [coachId]);
  if (found?.userType !== 'bu') throw fieldError(field, COACH_MESSAGES.notACoach);
  return found.fullName;
}

/** Members book for themselves and their family; staff with lesson update for anyone. */
export async function mayBookFor(scope: TenantScope, viewer: CoachViewer, userId: number): Promise<boolean> {
  if (viewer.manages || userId === viewer.userId) return true;
  return (await listFamilyOf(scope, viewer.userId)).some((relative) => relative.userId === userId);
}

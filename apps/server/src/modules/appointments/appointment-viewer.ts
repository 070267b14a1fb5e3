import { courtSheetViewerOf, type CourtSheetViewer } from '@fairplay/domain';
import { APPOINTMENT_MESSAGES } from '@fairplay/contracts';
import { AppError, forbidden } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import type { AppointmentsNeeds } from './ports.js';

/**
 * Who is looking at the court sheet: the shared court-sheet policy (@fairplay/domain) for the signed-in member,
 * with the member and what the rules ask of other modules.
 */
export interface Viewer extends CourtSheetViewer {
  member: MemberContext;
  /** What the rules ask of other modules (the club's people, its courts, the outbox). */
  needs: AppointmentsNeeds;
  /** Work to run once the change committed (a cancelled booking's refund at the provider). */
  afterCommit: (() => Promise<void>)[];
}

export function viewerOf(member: MemberContext, needs: AppointmentsNeeds): Viewer {
  const policy = courtSheetViewerOf({
    userId: member.user.id,
    userType: member.user.userType,
    memberType: member.membership.key,
    roles: member.membership.roles,
  });
  return { ...policy, member, needs, afterCommit: [] };
}

/** Customers (nbu) are refused with `message`: by default the spec's rule that they cannot delete or block. */
export function requireStaff(viewer: Viewer, message: string = APPOINTMENT_MESSAGES.cannotDeleteOrBlock): void {
  if (viewer.isCustomer) throw forbidden(message);
}

export function requireCourtUpdate(viewer: Viewer): void {
  if (!viewer.canUpdateCourt) throw new AppError(403, APPOINTMENT_MESSAGES.viewOnly);
}

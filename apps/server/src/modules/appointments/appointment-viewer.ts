import { can, isCoachType } from '@fairplay/domain';
import { APPOINTMENT_MESSAGES } from '@fairplay/contracts';
import { AppError, forbidden } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import type { AppointmentsNeeds } from './ports.js';

/**
 * Who is looking at the court sheet, reduced to what the scheduling rules ask (spec 2 section 6): staff see
 * everything; coaches and members see only what they created, are booked on or are assigned to.
 */
export interface Viewer {
  member: MemberContext;
  /** What the rules ask of other modules (the club's people, its courts, the outbox). */
  needs: AppointmentsNeeds;
  userId: number;
  /** user_type nbu: a customer, who cannot delete or block. */
  isCustomer: boolean;
  isCoach: boolean;
  /** Sees only the events they are involved in. */
  restricted: boolean;
  canUpdateCourt: boolean;
}

export function viewerOf(member: MemberContext, needs: AppointmentsNeeds): Viewer {
  const isCoach = isCoachType(member.membership.key);
  const isCustomer = member.user.userType === 'nbu';
  return {
    member,
    needs,
    userId: member.user.id,
    isCustomer,
    isCoach,
    restricted: isCoach || isCustomer || member.membership.key === 'member',
    canUpdateCourt: can(member.membership.roles, 'court', 'update'),
  };
}

/** Customers (nbu) are refused with `message`: by default the spec's rule that they cannot delete or block. */
export function requireStaff(viewer: Viewer, message: string = APPOINTMENT_MESSAGES.cannotDeleteOrBlock): void {
  if (viewer.isCustomer) throw forbidden(message);
}

export function requireCourtUpdate(viewer: Viewer): void {
  if (!viewer.canUpdateCourt) throw new AppError(403, APPOINTMENT_MESSAGES.viewOnly);
}

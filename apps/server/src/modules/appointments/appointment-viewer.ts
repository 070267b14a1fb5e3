import { courtSheetViewerOf, type CourtSheetViewer } from '@fairplay/domain';
import { APPOINTMENT_MESSAGES } from '@fairplay/contracts';
import { AppError, forbidden } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import type { AppointmentsNeeds, CourtInfo, CourtsLookup } from './ports.js';

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
  return { ...policy, member, needs: { ...needs, courts: courtsOnce(needs.courts) }, afterCommit: [] };
}

/**
 * The courts as one call reads them: a booking checks its courts, then prices and names them, then builds the
 * events it answers with, each from the same rows (issue 30 point 4: three identical reads were a sixth of a
 * booking's statements). A viewer lives for one call, and no call of this module changes a court, so the rows read
 * first are the rows the call would read again.
 */
function courtsOnce(courts: CourtsLookup): CourtsLookup {
  const read = new Map<string, Promise<CourtInfo[]>>();
  return {
    ...courts,
    findCourts(scope, ids) {
      const key = ids === null ? '*' : [...new Set(ids)].sort((a, b) => a - b).join(',');
      let rows = read.get(key);
      if (!rows) {
        rows = courts.findCourts(scope, ids);
        read.set(key, rows);
        // A failed read is not kept: the next call asks again.
        rows.catch(() => read.delete(key));
      }
      return rows.then((found) => [...found]);
    },
  };
}

/** Customers (nbu) are refused with `message`: by default the spec's rule that they cannot delete or block. */
export function requireStaff(viewer: Viewer, message: string = APPOINTMENT_MESSAGES.cannotDeleteOrBlock): void {
  if (viewer.isCustomer) throw forbidden(message);
}

export function requireCourtUpdate(viewer: Viewer): void {
  if (!viewer.canUpdateCourt) throw new AppError(403, APPOINTMENT_MESSAGES.viewOnly);
}

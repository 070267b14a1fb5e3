import type { SessionUser } from '@fairplay/contracts';
import { courtSheetViewerOf, type CourtSheetViewer } from '@fairplay/domain';

/**
 * What the signed-in user may do on the court sheet: the court-sheet policy the server applies too
 * (@fairplay/domain), fed from the session.
 */
export type SheetViewer = CourtSheetViewer;

export function sheetViewerOf(user: SessionUser): SheetViewer {
  return courtSheetViewerOf({
    userId: user.id,
    userType: user.user_type,
    memberType: user.member_type?.key,
    roles: user.member_type?.roles,
    familyIds: user.business?.family.map((person) => person.user_id) ?? [],
  });
}

export { canDragEvent, canEditPlayers, cancelTargetOf } from '@fairplay/domain';

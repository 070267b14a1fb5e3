import type { CourtSheetEvent, SessionUser } from '@fairplay/contracts';
import { can } from '@fairplay/domain';

const COACH_TYPES: ReadonlySet<string> = new Set(['coach', 'supercoach', 'superdupercoach']);

/** What the signed-in user may do on the court sheet (spec 2 sections 5 and 6). */
export interface SheetViewer {
  userId: number;
  /** user_type bu: staff. Staff book with add_complex and see the Conflict dialog. */
  isStaff: boolean;
  canUpdateCourt: boolean;
  /** Coaches and users without court update cannot create by selecting a slot. */
  canSelectSlots: boolean;
  /** Edit court link (settings update). */
  canEditCourts: boolean;
  /** Customers (nbu) never delete or block. */
  canDeleteOrBlock: boolean;
  /** Moving and editing times is staff work; members open their own bookings read-only. */
  canChangeEvents: boolean;
}

export function sheetViewerOf(user: SessionUser): SheetViewer {
  const roles = user.member_type?.roles;
  const canUpdateCourt = can(roles, 'court', 'update');
  const isStaff = user.user_type === 'bu';
  const isCoach = COACH_TYPES.has(user.member_type?.key ?? '');
  return {
    userId: user.id,
    isStaff,
    canUpdateCourt,
    canSelectSlots: canUpdateCourt && !isCoach,
    canEditCourts: can(roles, 'settings', 'update'),
    canDeleteOrBlock: canUpdateCourt && isStaff,
    canChangeEvents: canUpdateCourt && isStaff,
  };
}

/** Availability rules and coach availability are not moved by dragging (spec 2 section 5). */
export function canDragEvent(viewer: SheetViewer, event: CourtSheetEvent): boolean {
  return viewer.canChangeEvents && event.visible && event.type !== 'microsettings' && event.type !== 'coach_availability';
}

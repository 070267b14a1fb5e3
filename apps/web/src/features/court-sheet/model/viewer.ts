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
  /** Moving, editing times, adding players and messaging them is staff work. */
  canChangeEvents: boolean;
  /** The member's family in the club, whose bookings they may cancel. */
  familyIds: readonly number[];
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
    familyIds: user.business?.family.map((person) => person.user_id) ?? [],
  };
}

/** Availability rules and coach availability are not moved by dragging (spec 2 section 5). */
export function canDragEvent(viewer: SheetViewer, event: CourtSheetEvent): boolean {
  return (
    viewer.canChangeEvents && event.visible && event.type !== 'microsettings' && event.type !== 'coach_availability'
  );
}

/** A member may change the note and players of a booking they made, for themselves or their family. */
export function canEditPlayers(viewer: SheetViewer, event: CourtSheetEvent): boolean {
  if (viewer.isStaff || !viewer.canUpdateCourt || !event.visible) return false;
  const booker = event.record.bookings.find((person) => person.kind === 'booker');
  return event.record.created_by === viewer.userId || booker?.user_id === viewer.userId;
}

/**
 * Whom a member's Cancel takes off the event: null for themselves, a family member's id when only the family
 * member is on it, or undefined when the member has no place on it to cancel.
 */
export function cancelTargetOf(viewer: SheetViewer, event: CourtSheetEvent): number | null | undefined {
  if (viewer.isStaff || !viewer.canUpdateCourt || !event.visible) return undefined;
  const people = event.record.bookings.filter((person) => person.user_id !== null);
  if (people.some((person) => person.user_id === viewer.userId)) return null;
  const relative =
    people.find((person) => person.kind === 'booker' && viewer.familyIds.includes(person.user_id!)) ??
    people.find((person) => viewer.familyIds.includes(person.user_id!));
  return relative ? relative.user_id : undefined;
}

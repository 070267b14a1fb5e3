import { can, type RoleFlags } from '../permissions.js';

/**
 * The court-sheet policy (spec 2 sections 5 and 6), one for the server and the web: who sees which events in
 * full and who may change what. Typed by plain data so both sides feed it from what they have.
 */

/** The signed-in member as the policy needs them. */
export interface CourtSheetPerson {
  userId: number;
  /** bu: staff; nbu: a customer. */
  userType: 'bu' | 'nbu';
  /** Their member type's key in this club (owner, coach, member, ...). */
  memberType: string | null | undefined;
  roles: readonly RoleFlags[] | null | undefined;
  /** The rest of their family in the club, whose bookings they may cancel. */
  familyIds?: readonly number[];
}

export interface CourtSheetViewer {
  userId: number;
  /** user_type bu: staff. Staff book with add_complex and see the Conflict dialog. */
  isStaff: boolean;
  /** user_type nbu: a customer, who cannot delete or block. */
  isCustomer: boolean;
  /** Coaches see only their own events and are assigned to what they create. */
  isCoach: boolean;
  /** Sees only the events they are involved in (coaches, customers and the member type "member"). */
  restricted: boolean;
  canUpdateCourt: boolean;
  /** Coaches (any lesson-managing type) and users without court update cannot create by selecting a slot. */
  canSelectSlots: boolean;
  /** Edit court link (settings update). */
  canEditCourts: boolean;
  /** Customers (nbu) never delete or block. */
  canDeleteOrBlock: boolean;
  /** Moving, editing times, adding players and messaging them is staff work. */
  canChangeEvents: boolean;
  familyIds: readonly number[];
}

/** Coach types restricted to their own events (the superdupercoach sees the whole sheet). */
const RESTRICTED_COACHES: ReadonlySet<string> = new Set(['coach', 'supercoach']);
/** Member types that plan lessons and so do not book by selecting slots. */
const LESSON_COACHES: ReadonlySet<string> = new Set(['coach', 'supercoach', 'superdupercoach']);

export function courtSheetViewerOf(person: CourtSheetPerson): CourtSheetViewer {
  const canUpdateCourt = can(person.roles, 'court', 'update');
  const isStaff = person.userType === 'bu';
  const isCustomer = !isStaff;
  const isCoach = RESTRICTED_COACHES.has(person.memberType ?? '');
  return {
    userId: person.userId,
    isStaff,
    isCustomer,
    isCoach,
    restricted: isCoach || isCustomer || person.memberType === 'member',
    canUpdateCourt,
    canSelectSlots: canUpdateCourt && !LESSON_COACHES.has(person.memberType ?? ''),
    canEditCourts: can(person.roles, 'settings', 'update'),
    canDeleteOrBlock: canUpdateCourt && isStaff,
    canChangeEvents: canUpdateCourt && isStaff,
    familyIds: person.familyIds ?? [],
  };
}

/**
 * Whose events a viewer may open and change, for single and bulk writes alike: null for every event of the
 * club (staff who see the whole sheet); otherwise the events created by, booked for or assigned to these people:
 * a customer's own and their family's (`familyIds`, whom they book and cancel for), a coach's own. The server
 * turns the answer into one SQL condition that every read of one event and every range or series write applies.
 */
export function changeableInvolving(viewer: CourtSheetViewer, familyIds: readonly number[]): readonly number[] | null {
  if (!viewer.restricted) return null;
  return viewer.isCustomer ? [viewer.userId, ...familyIds.filter((id) => id !== viewer.userId)] : [viewer.userId];
}

/** An event of the sheet as the policy reads it. */
export interface CourtSheetEventView {
  type: string;
  visible: boolean;
  record: {
    created_by: number | null;
    bookings: readonly { kind: string; user_id: number | null }[];
  };
}

/** Availability rules and coach availability are not moved by dragging (spec 2 section 5). */
export function canDragEvent(viewer: CourtSheetViewer, event: CourtSheetEventView): boolean {
  return (
    viewer.canChangeEvents && event.visible && event.type !== 'microsettings' && event.type !== 'coach_availability'
  );
}

/** A member may change the note and players of a booking they made, for themselves or their family. */
export function canEditPlayers(viewer: CourtSheetViewer, event: CourtSheetEventView): boolean {
  if (viewer.isStaff || !viewer.canUpdateCourt || !event.visible) return false;
  const booker = event.record.bookings.find((person) => person.kind === 'booker');
  return event.record.created_by === viewer.userId || booker?.user_id === viewer.userId;
}

/**
 * Whom a member's Cancel takes off the event: null for themselves, a family member's id when only the family
 * member is on it, or undefined when the member has no place on it to cancel.
 */
export function cancelTargetOf(viewer: CourtSheetViewer, event: CourtSheetEventView): number | null | undefined {
  if (viewer.isStaff || !viewer.canUpdateCourt || !event.visible) return undefined;
  const people = event.record.bookings.filter((person) => person.user_id !== null);
  if (people.some((person) => person.user_id === viewer.userId)) return null;
  const relative =
    people.find((person) => person.kind === 'booker' && viewer.familyIds.includes(person.user_id!)) ??
    people.find((person) => viewer.familyIds.includes(person.user_id!));
  return relative ? relative.user_id : undefined;
}

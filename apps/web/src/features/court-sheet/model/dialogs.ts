import type { CoachAvailabilityEvent, CourtSheetEvent } from '@fairplay/contracts';

/** The one dialog the court sheet shows at a time; while any is open the 60 s refresh pauses. */
export type SheetDialog =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'details'; event: CourtSheetEvent }
  /** A lesson event: the lesson opens (its places, booking, deletion) instead of a booking's details. */
  | { kind: 'lesson'; event: CourtSheetEvent }
  /** A coach's free time a member opened, to book a private session in it. */
  | { kind: 'coach-window'; window: CoachAvailabilityEvent; minMinutes: number; maxMinutes: number | null }
  | { kind: 'edit'; event: CourtSheetEvent }
  | { kind: 'delete'; event: CourtSheetEvent }
  | { kind: 'cancel'; event: CourtSheetEvent; userId: number | null }
  | { kind: 'move'; event: CourtSheetEvent; courtId: number; start: string; end: string }
  | { kind: 'switch-date'; date: string };

export const NO_DIALOG: SheetDialog = { kind: 'none' };

import type { CourtSheetEvent } from '@fairplay/contracts';

/** The one dialog the court sheet shows at a time; while any is open the 60 s refresh pauses. */
export type SheetDialog =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'details'; event: CourtSheetEvent }
  | { kind: 'edit'; event: CourtSheetEvent }
  | { kind: 'delete'; event: CourtSheetEvent }
  | { kind: 'cancel'; event: CourtSheetEvent; userId: number | null }
  | { kind: 'move'; event: CourtSheetEvent; courtId: number; start: string; end: string }
  | { kind: 'switch-date'; date: string };

export const NO_DIALOG: SheetDialog = { kind: 'none' };

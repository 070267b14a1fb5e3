import { useEffect, useRef } from 'react';
import type { SheetDialog } from '../model/dialogs';
import { firstFreeSlot, type PendingSlots, type SlotTaken } from '../model/selection';
import { slotCountFor } from '../model/slots';
import { shiftDate } from '../model/time';

/** What /private/courtlisting/-1/{courtId}?family= hands the sheet: the court to create on, and for whom. */
export interface CreateOnCourt {
  courtId: number;
  /** A family member of the signed-in member the booking is for (the sheet's family choice); null: themselves. */
  family: number | null;
}

export interface CreateOnCourtState {
  createOn: CreateOnCourt;
}

/**
 * Spec 2 section 2: listing id -1 opens the create form on the court. Once the day's bookings are in, the first
 * free slot of that court from now is selected and the create form opens; a day with none left moves to the next
 * day. A court the sheet does not have opens nothing.
 */
export function useCreateOnCourt(
  request: CreateOnCourt | null,
  sheet: {
    courtIds: number[] | null;
    ready: boolean;
    date: string;
    today: string;
    firstOpenSlot: number;
    step: number;
    isTaken: SlotTaken;
  },
  actions: {
    select: (pending: PendingSlots) => void;
    open: (dialog: SheetDialog) => void;
    showDate: (date: string) => void;
  },
): void {
  // A ref, not state: handing the request on changes nothing this hook draws.
  const waiting = useRef(request);
  const { courtIds, ready, date, today, firstOpenSlot, step, isTaken } = sheet;
  const { select, open, showDate } = actions;
  useEffect(() => {
    const wanted = waiting.current;
    if (!wanted || !ready || courtIds === null) return;
    if (!courtIds.includes(wanted.courtId)) {
      waiting.current = null;
      return;
    }
    const slot = firstFreeSlot(wanted.courtId, firstOpenSlot, slotCountFor(step), isTaken);
    if (slot === null) {
      if (date === today) showDate(shiftDate(today, 1));
      else waiting.current = null;
      return;
    }
    waiting.current = null;
    select({ courtId: wanted.courtId, anchor: slot, from: slot, to: slot });
    open({ kind: 'create' });
  }, [ready, courtIds, date, today, firstOpenSlot, step, isTaken, select, open, showDate]);
}

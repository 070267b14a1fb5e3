/** Sizes of the court sheet grid. A slot is `BASE_SLOT_HEIGHT × zoom` pixels tall whatever its length in minutes. */
export const BASE_SLOT_HEIGHT = 36;
export const MIN_EVENT_HEIGHT = 14;
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;
/** Slot step when the club has none (spec 2 section 9: 60 minutes on the court sheet). */
export const DEFAULT_STEP = 60;

export function slotHeightFor(zoom: number): number {
  return BASE_SLOT_HEIGHT * zoom;
}

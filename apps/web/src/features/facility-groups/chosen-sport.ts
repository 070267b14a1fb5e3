/** The chosen sport of a facility group is remembered in this browser (spec 1 section 3, "Local storage"). */
export const sportStorageKey = (groupId: number) => `fairplay.sport.${groupId}`;

export function getChosenSport(groupId: number): number | null {
  try {
    const raw = window.localStorage.getItem(sportStorageKey(groupId));
    return raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  } catch {
    return null;
  }
}

export function setChosenSport(groupId: number, sportId: number | null): void {
  if (sportId === null) window.localStorage.removeItem(sportStorageKey(groupId));
  else window.localStorage.setItem(sportStorageKey(groupId), String(sportId));
}

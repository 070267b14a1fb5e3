import { getSelection, STORAGE_KEYS } from '../../api/storage';

/** The stored choice as the switcher shows it. */
export function storedSelectionValue(): string {
  const selection = getSelection();
  return `${selection.locationId}:${selection.facilityGroupId}`;
}

/** Stores "locationId:facilityGroupId" and reloads, so every list is fetched again with the new headers. */
export function storeSelectionAndReload(value: string): void {
  window.localStorage.setItem(STORAGE_KEYS.selection, value);
  window.location.reload();
}

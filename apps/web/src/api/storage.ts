import { useSyncExternalStore } from 'react';

/** What the client keeps in localStorage (spec 1 section 3, "Local storage"). */
export const STORAGE_KEYS = {
  token: 'fairplay.token',
  /** The header's location / facility-group choice as "locationId:facilityGroupId"; "0:0" means all. */
  selection: 'fairplay.selection',
} as const;

const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return read(STORAGE_KEYS.token);
}

export function setToken(token: string): void {
  window.localStorage.setItem(STORAGE_KEYS.token, token);
  emit();
}

export function clearToken(): void {
  window.localStorage.removeItem(STORAGE_KEYS.token);
  emit();
}

/** Sign-out forgets everything this browser stored for the app. */
export function clearAllStorage(): void {
  window.localStorage.clear();
  emit();
}

export interface Selection {
  locationId: number;
  facilityGroupId: number;
}

export function getSelection(): Selection {
  const [location = '0', group = '0'] = (read(STORAGE_KEYS.selection) ?? '0:0').split(':');
  const asId = (value: string) => (/^\d{1,10}$/.test(value) ? Number(value) : 0);
  return { locationId: asId(location), facilityGroupId: asId(group) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored token, re-rendering when it changes (here or in another tab). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}

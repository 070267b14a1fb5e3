import { getToken } from '../../../api/storage';
import { SNAPSHOT_URL, USER_CACHE_PREFIX, parseDaySnapshot, userCacheName, type DaySnapshot } from '../model/day-view';

/** Which user's cache this device holds: localStorage, which sign-out clears with everything else. */
const OWNER_KEY = 'fairplay.offline-day';

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The tag of the current session's token, or null when signed out. */
export async function currentTokenTag(): Promise<string | null> {
  const token = getToken();
  return token ? sha256(token) : null;
}

const cachesAvailable = () => typeof caches !== 'undefined';

/** Saves the member's day in their own cache (Cache Storage, this origin, this user: never a shared cache). */
export async function saveDaySnapshot(snapshot: DaySnapshot): Promise<void> {
  if (!cachesAvailable()) return;
  const cache = await caches.open(userCacheName(snapshot.userId));
  await cache.put(
    SNAPSHOT_URL,
    new Response(JSON.stringify(snapshot), { headers: { 'content-type': 'application/json' } }),
  );
  window.localStorage.setItem(OWNER_KEY, String(snapshot.userId));
}

/** The saved day of the person signed in on this device, or null (none saved, another session's, signed out). */
export async function readDaySnapshot(): Promise<DaySnapshot | null> {
  const owner = window.localStorage.getItem(OWNER_KEY);
  const tag = await currentTokenTag();
  if (!cachesAvailable() || !owner || !/^\d{1,10}$/.test(owner) || !tag) return null;
  const cache = await caches.open(userCacheName(Number(owner)));
  const response = await cache.match(SNAPSHOT_URL);
  const snapshot = parseDaySnapshot(response ? await response.json().catch(() => null) : null);
  return snapshot && snapshot.tokenTag === tag ? snapshot : null;
}

/** Sign-out: every user's cache on this device goes (the service worker's precache of the app's code stays). */
export async function clearUserCaches(): Promise<void> {
  if (!cachesAvailable()) return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(USER_CACHE_PREFIX)).map((name) => caches.delete(name)));
}

import type { MyBooking, SessionUser } from '@fairplay/contracts';
import { useEffect } from 'react';
import { buildDaySnapshot } from '../model/day-view';
import { currentTokenTag, saveDaySnapshot } from './snapshot';

/**
 * Saves the member's day for offline use whenever their home has loaded fresh answers (their upcoming bookings and
 * their check-in code). A failure to save (storage full, blocked) costs only the offline view.
 */
export function useSaveDaySnapshot(user: SessionUser, bookings: MyBooking[] | undefined, code: string | undefined) {
  useEffect(() => {
    if (!bookings || code === undefined) return;
    let live = true;
    void currentTokenTag()
      .then((tokenTag) => {
        if (!live || !tokenTag) return;
        const snapshot = buildDaySnapshot({ user, bookings, checkinCode: code, tokenTag, now: new Date() });
        return snapshot ? saveDaySnapshot(snapshot) : undefined;
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [user, bookings, code]);
}

import type { MyBooking, SessionUser } from '@fairplay/contracts';
import { addDaysToDate, utcToZonedParts } from '@fairplay/domain';

/**
 * The offline day view (issue 29 point 3): what a member needs at the club with no signal, saved on their device
 * each time their home loads: today's and tomorrow's bookings, their check-in code, the club's name and address.
 * It is kept in a cache of its own per user (never the service worker's shared precache) and deleted on sign-out.
 */
export interface DayBooking {
  id: number;
  start: string;
  end: string;
  court: string;
  players: string;
}

export interface DaySnapshot {
  version: 1;
  userId: number;
  /** SHA-256 of the session token it was saved under: another sign-in on this device never reads it. */
  tokenTag: string;
  savedAt: string;
  firstName: string;
  club: { name: string; address: string; timeZone: string; amPm: boolean };
  checkinCode: string | null;
  days: { date: string; bookings: DayBooking[] }[];
}

export const USER_CACHE_PREFIX = 'fairplay-user-';
export const SNAPSHOT_URL = '/offline/day-view.json';

export const userCacheName = (userId: number): string => `${USER_CACHE_PREFIX}${userId}`;

const playersOf = (booking: MyBooking) => {
  const names = booking.bookings.map((person) => person.full_name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
};

/**
 * Today's and tomorrow's bookings in the club's time zone, by start; a booking of today that has ended is left out
 * (it is of no use at the desk).
 */
export function buildDaySnapshot(input: {
  user: SessionUser;
  bookings: MyBooking[];
  checkinCode: string | null;
  tokenTag: string;
  now: Date;
}): DaySnapshot | null {
  const business = input.user.business;
  if (!business) return null;
  const timeZone = business.timezone;
  const today = utcToZonedParts(input.now, timeZone).date;
  const days = [today, addDaysToDate(today, 1)].map((date) => ({
    date,
    bookings: input.bookings
      .filter((booking) => utcToZonedParts(new Date(booking.start), timeZone).date === date)
      .filter((booking) => new Date(booking.end).getTime() > input.now.getTime())
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
      .map((booking) => ({
        id: booking.id,
        start: booking.start,
        end: booking.end,
        court: booking.court_name,
        players: playersOf(booking),
      })),
  }));
  return {
    version: 1,
    userId: input.user.user_id,
    tokenTag: input.tokenTag,
    savedAt: input.now.toISOString(),
    firstName: input.user.first_name,
    club: { name: business.name, address: business.address, timeZone, amPm: business.am_pm },
    checkinCode: input.checkinCode,
    days,
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** A saved snapshot as read back: null when it is not one (an older format, a damaged entry). */
export function parseDaySnapshot(value: unknown): DaySnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const snapshot = value as Partial<DaySnapshot>;
  if (snapshot.version !== 1 || typeof snapshot.userId !== 'number' || !isString(snapshot.tokenTag)) return null;
  if (!isString(snapshot.savedAt) || Number.isNaN(Date.parse(snapshot.savedAt)) || !isString(snapshot.firstName))
    return null;
  const club = snapshot.club;
  if (!club || !isString(club.name) || !isString(club.address) || !isString(club.timeZone)) return null;
  if (!Array.isArray(snapshot.days) || !(snapshot.checkinCode === null || isString(snapshot.checkinCode))) return null;
  const daysValid = snapshot.days.every(
    (day) =>
      isString(day.date) &&
      Array.isArray(day.bookings) &&
      day.bookings.every((booking) => isString(booking.start) && isString(booking.end) && isString(booking.court)),
  );
  return daysValid ? (snapshot as DaySnapshot) : null;
}

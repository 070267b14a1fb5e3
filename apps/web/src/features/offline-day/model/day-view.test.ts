import { describe, expect, it } from 'vitest';
import type { MyBooking, SessionUser } from '@fairplay/contracts';
import { buildDaySnapshot, parseDaySnapshot, userCacheName } from './day-view';

const user = {
  user_id: 7,
  first_name: 'Grace',
  business: { name: 'Riverside', address: '1 River Rd', timezone: 'America/New_York', am_pm: true },
} as unknown as SessionUser;

const booking = (id: number, start: string, end: string, names: string[] = ['Grace Hopper']): MyBooking =>
  ({
    id,
    start,
    end,
    court_name: `Court ${id}`,
    bookings: names.map((full_name) => ({ full_name })),
  }) as unknown as MyBooking;

// 2026-03-10 at 15:00 in New York (UTC−4 from March 8th).
const NOW = new Date('2026-03-10T19:00:00Z');

describe('the offline day view (issue 29 point 3)', () => {
  it("keeps today's bookings still to come and tomorrow's, in the club's days, by start", () => {
    const snapshot = buildDaySnapshot({
      user,
      bookings: [
        booking(1, '2026-03-10T13:00:00Z', '2026-03-10T14:00:00Z'), // ended this morning
        booking(2, '2026-03-11T03:30:00Z', '2026-03-11T04:30:00Z'), // 23:30 today in New York
        booking(3, '2026-03-10T18:30:00Z', '2026-03-10T20:00:00Z', ['Grace Hopper', 'Ada Lovelace', 'a guest']),
        booking(4, '2026-03-11T15:00:00Z', '2026-03-11T16:00:00Z'),
        booking(5, '2026-03-12T15:00:00Z', '2026-03-12T16:00:00Z'), // the day after tomorrow
      ],
      checkinCode: 'ABCDE12345',
      tokenTag: 'tag',
      now: NOW,
    });
    expect(snapshot?.days.map((day) => day.date)).toEqual(['2026-03-10', '2026-03-11']);
    expect(snapshot?.days[0]?.bookings.map((item) => item.id)).toEqual([3, 2]);
    expect(snapshot?.days[0]?.bookings[0]?.players).toBe('Grace Hopper, Ada Lovelace and a guest');
    expect(snapshot?.days[1]?.bookings.map((item) => item.id)).toEqual([4]);
    expect(snapshot).toMatchObject({
      userId: 7,
      savedAt: NOW.toISOString(),
      checkinCode: 'ABCDE12345',
      club: { name: 'Riverside', address: '1 River Rd', timeZone: 'America/New_York', amPm: true },
    });
  });

  it('saves nothing for a person in no club', () => {
    expect(
      buildDaySnapshot({ user: { ...user, business: null }, bookings: [], checkinCode: null, tokenTag: 't', now: NOW }),
    ).toBeNull();
  });

  it('reads back only a whole snapshot of this format', () => {
    const snapshot = buildDaySnapshot({ user, bookings: [], checkinCode: null, tokenTag: 't', now: NOW });
    expect(parseDaySnapshot(JSON.parse(JSON.stringify(snapshot)))).toEqual(snapshot);
    expect(parseDaySnapshot(null)).toBeNull();
    expect(parseDaySnapshot({ ...snapshot, version: 2 })).toBeNull();
    expect(parseDaySnapshot({ ...snapshot, days: [{ date: '2026-03-10', bookings: [{ start: 1 }] }] })).toBeNull();
    expect(parseDaySnapshot({ ...snapshot, tokenTag: undefined })).toBeNull();
  });

  it('names one cache per user', () => {
    expect(userCacheName(7)).toBe('fairplay-user-7');
  });
});

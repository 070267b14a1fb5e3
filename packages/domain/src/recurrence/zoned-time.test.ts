import { describe, expect, it } from 'vitest';
import { isValidTimeZone, utcToZonedParts, zonedDayBounds, zonedWallTimeToUtc } from './zoned-time.js';

const CHICAGO = 'America/Chicago';
const HOUR_MS = 3_600_000;

function hoursOf(range: { start: Date; end: Date }): number {
  return (range.end.getTime() - range.start.getTime()) / HOUR_MS;
}

describe('zonedWallTimeToUtc', () => {
  it('keeps 18:00 local across both Chicago DST changes, so the UTC instant moves', () => {
    expect(zonedWallTimeToUtc('2026-03-07', '18:00', CHICAGO).toISOString()).toBe('2026-03-08T00:00:00.000Z'); // CST
    expect(zonedWallTimeToUtc('2026-03-08', '18:00', CHICAGO).toISOString()).toBe('2026-03-08T23:00:00.000Z'); // CDT
    expect(zonedWallTimeToUtc('2026-10-31', '18:00', CHICAGO).toISOString()).toBe('2026-10-31T23:00:00.000Z'); // CDT
    expect(zonedWallTimeToUtc('2026-11-01', '18:00', CHICAGO).toISOString()).toBe('2026-11-02T00:00:00.000Z'); // CST
  });

  it('moves a wall time inside the spring-forward gap one hour later (02:30 → 03:30 CDT)', () => {
    expect(zonedWallTimeToUtc('2026-03-08', '02:30', CHICAGO).toISOString()).toBe('2026-03-08T08:30:00.000Z');
    expect(zonedWallTimeToUtc('2026-03-08', '03:30', CHICAGO).toISOString()).toBe('2026-03-08T08:30:00.000Z');
    expect(zonedWallTimeToUtc('2026-03-08', '01:59', CHICAGO).toISOString()).toBe('2026-03-08T07:59:00.000Z');
    expect(zonedWallTimeToUtc('2026-03-08', '03:00', CHICAGO).toISOString()).toBe('2026-03-08T08:00:00.000Z');
  });

  it('takes the first (daylight) instant of a fall-back time that happens twice', () => {
    expect(zonedWallTimeToUtc('2026-11-01', '01:30', CHICAGO).toISOString()).toBe('2026-11-01T06:30:00.000Z');
    expect(zonedWallTimeToUtc('2026-11-01', '00:59', CHICAGO).toISOString()).toBe('2026-11-01T05:59:00.000Z');
    expect(zonedWallTimeToUtc('2026-11-01', '02:00', CHICAGO).toISOString()).toBe('2026-11-01T08:00:00.000Z');
  });

  it('handles Europe/London and Australia/Sydney changes', () => {
    expect(zonedWallTimeToUtc('2026-03-28', '09:00', 'Europe/London').toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-03-29', '09:00', 'Europe/London').toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-03-29', '01:30', 'Europe/London').toISOString()).toBe('2026-03-29T01:30:00.000Z'); // gap → 02:30 BST
    expect(zonedWallTimeToUtc('2026-10-25', '01:30', 'Europe/London').toISOString()).toBe('2026-10-25T00:30:00.000Z'); // first, BST
    expect(zonedWallTimeToUtc('2026-04-04', '07:00', 'Australia/Sydney').toISOString()).toBe(
      '2026-04-03T20:00:00.000Z',
    ); // AEDT
    expect(zonedWallTimeToUtc('2026-04-05', '07:00', 'Australia/Sydney').toISOString()).toBe(
      '2026-04-04T21:00:00.000Z',
    ); // AEST
    expect(zonedWallTimeToUtc('2026-04-05', '02:30', 'Australia/Sydney').toISOString()).toBe(
      '2026-04-04T15:30:00.000Z',
    ); // first, AEDT
    expect(zonedWallTimeToUtc('2026-10-04', '02:30', 'Australia/Sydney').toISOString()).toBe(
      '2026-10-03T16:30:00.000Z',
    ); // gap → 03:30
  });

  it('shifts by the gap length where it is not an hour (Lord Howe, 30 minutes)', () => {
    expect(zonedWallTimeToUtc('2026-10-04', '02:15', 'Australia/Lord_Howe').toISOString()).toBe(
      '2026-10-03T15:45:00.000Z',
    ); // 02:45 LHDT (+11)
  });

  it('throws on bad input', () => {
    expect(() => zonedWallTimeToUtc('2026-02-30', '10:00', CHICAGO)).toThrow(RangeError);
    expect(() => zonedWallTimeToUtc('2026-02-20', '25:00', CHICAGO)).toThrow(RangeError);
    expect(() => zonedWallTimeToUtc('2026-02-20', '10:00', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('utcToZonedParts', () => {
  it('gives the club-local date, time and Monday-based weekday', () => {
    expect(utcToZonedParts(new Date('2026-03-02T00:00:00Z'), CHICAGO)).toEqual({
      date: '2026-03-01',
      time: '18:00',
      weekday: 6,
    });
    expect(utcToZonedParts(new Date('2026-03-08T23:00:00Z'), CHICAGO)).toEqual({
      date: '2026-03-08',
      time: '18:00',
      weekday: 6,
    });
    expect(utcToZonedParts(new Date('2026-03-02T00:00:59.999Z'), 'UTC')).toEqual({
      date: '2026-03-02',
      time: '00:00',
      weekday: 0,
    });
    expect(utcToZonedParts(new Date('2026-03-02T00:00:00Z'), 'Asia/Kathmandu')).toEqual({
      date: '2026-03-02',
      time: '05:45',
      weekday: 0,
    });
  });

  it('shows both fall-back instants as 01:30', () => {
    expect(utcToZonedParts(new Date('2026-11-01T06:30:00Z'), CHICAGO).time).toBe('01:30');
    expect(utcToZonedParts(new Date('2026-11-01T07:30:00Z'), CHICAGO).time).toBe('01:30');
  });

  it('agrees with a fresh Intl formatter every 97 minutes for two years in awkward zones', () => {
    const zones = [
      CHICAGO,
      'Europe/London',
      'Australia/Sydney',
      'Australia/Lord_Howe',
      'America/Santiago',
      'Asia/Kathmandu',
    ];
    for (const timeZone of zones) {
      const reference = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
      for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 97 * 60_000) {
        const { date, time } = utcToZonedParts(new Date(ms), timeZone);
        const expected = reference.format(ms).replace(', ', ' ');
        if (`${date} ${time}` !== expected) expect(`${timeZone} ${date} ${time}`).toBe(`${timeZone} ${expected}`);
      }
    }
  });

  it('stays exact around a historic offset change in the middle of a quarter hour (Monrovia 1972)', () => {
    // Liberia moved from GMT-0:44:30 to GMT at 00:44:30 UTC, inside a 15-minute cache bucket.
    expect(utcToZonedParts(new Date('1972-01-07T00:44:00Z'), 'Africa/Monrovia').time).toBe('23:59');
    expect(utcToZonedParts(new Date('1972-01-07T00:44:40Z'), 'Africa/Monrovia').time).toBe('00:44');
  });
});

describe('zonedDayBounds', () => {
  it('spans 24 hours on an ordinary day', () => {
    const bounds = zonedDayBounds('2026-02-20', CHICAGO);
    expect(bounds.start.toISOString()).toBe('2026-02-20T06:00:00.000Z');
    expect(bounds.end.toISOString()).toBe('2026-02-21T06:00:00.000Z');
  });

  it('spans 23 hours on spring-forward day and 25 on fall-back day', () => {
    expect(hoursOf(zonedDayBounds('2026-03-08', CHICAGO))).toBe(23);
    expect(hoursOf(zonedDayBounds('2026-11-01', CHICAGO))).toBe(25);
    expect(zonedDayBounds('2026-11-01', CHICAGO).end.toISOString()).toBe('2026-11-02T06:00:00.000Z');
    expect(hoursOf(zonedDayBounds('2026-03-29', 'Europe/London'))).toBe(23);
    expect(hoursOf(zonedDayBounds('2026-04-05', 'Australia/Sydney'))).toBe(25);
  });

  it('starts at 01:00 where midnight itself is skipped (Santiago)', () => {
    const bounds = zonedDayBounds('2026-09-06', 'America/Santiago');
    expect(bounds.start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(hoursOf(bounds)).toBe(23);
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA names and refuses anything else', () => {
    expect(isValidTimeZone(CHICAGO)).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Not/AZone')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(undefined)).toBe(false);
  });
});

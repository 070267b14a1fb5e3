import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatCalendarMonth,
  formatClubDate,
  formatClubDateTime,
  formatClubDateTimeRange,
  formatCount,
  formatInstantClock,
} from './index.js';

describe('the one date and time format', () => {
  it('writes a calendar day in each style', () => {
    expect(formatCalendarDate('2026-11-23')).toBe('Nov 23, 2026');
    expect(formatCalendarDate('2026-11-23', 'longDate')).toBe('November 23rd 2026');
    expect(formatCalendarDate('2026-11-23', 'day')).toBe('Mon, Nov 23');
    expect(formatCalendarDate('2026-11-23', 'longDay')).toBe('Monday, November 23');
    expect(formatCalendarDate('2026-11-29', 'fullDay')).toBe('Sunday, November 29, 2026');
    expect(formatCalendarDate('2024-02-29', 'day')).toBe('Thu, Feb 29');
    expect(formatCalendarDate('not a day')).toBe('not a day');
  });

  it('writes a calendar month in words', () => {
    expect(formatCalendarMonth('2026-11')).toBe('November 2026');
    expect(formatCalendarMonth('2027-01')).toBe('January 2027');
    expect(formatCalendarMonth('2026-13')).toBe('2026-13');
  });

  it('says ordinals as spec 1 writes MMMM Do YYYY', () => {
    const days = ['01', '02', '03', '04', '11', '12', '13', '21', '22', '23', '31'].map((day) =>
      formatCalendarDate(`2026-01-${day}`, 'longDate'),
    );
    expect(days).toEqual([
      'January 1st 2026',
      'January 2nd 2026',
      'January 3rd 2026',
      'January 4th 2026',
      'January 11th 2026',
      'January 12th 2026',
      'January 13th 2026',
      'January 21st 2026',
      'January 22nd 2026',
      'January 23rd 2026',
      'January 31st 2026',
    ]);
  });

  it("shows an instant in the club's zone, whichever zone the reader is in, on the club's clock", () => {
    const instant = '2026-11-24T02:30:00Z';
    expect(formatClubDateTime(instant, 'America/Los_Angeles', true)).toBe('Nov 23, 2026 6:30 PM');
    expect(formatClubDateTime(instant, 'America/Los_Angeles', false)).toBe('Nov 23, 2026 18:30');
    expect(formatClubDateTime(instant, 'Europe/Berlin', false)).toBe('Nov 24, 2026 03:30');
    expect(formatClubDateTime(instant, 'Asia/Kolkata', true)).toBe('Nov 24, 2026 8:00 AM');
    expect(formatClubDate(new Date(instant), 'America/Los_Angeles', 'day')).toBe('Mon, Nov 23');
    expect(formatClubDate(instant, 'Asia/Tokyo', 'longDay')).toBe('Tuesday, November 24');
  });

  it('writes midnight and noon as each clock reads them', () => {
    expect(formatClubDateTime('2026-06-01T00:00:00Z', 'UTC', true)).toBe('Jun 1, 2026 12:00 AM');
    expect(formatClubDateTime('2026-06-01T00:00:00Z', 'UTC', false)).toBe('Jun 1, 2026 00:00');
    expect(formatClubDateTime('2026-06-01T12:05:00Z', 'UTC', true)).toBe('Jun 1, 2026 12:05 PM');
    expect(formatClubDateTime('2026-06-01T23:59:59Z', 'UTC', false)).toBe('Jun 1, 2026 23:59');
  });

  it('follows daylight saving time in the club zone', () => {
    // New York springs forward on 2026-03-08 at 02:00 (UTC-5 to UTC-4) and falls back on 2026-11-01 at 02:00.
    expect(formatClubDateTime('2026-03-08T06:59:00Z', 'America/New_York', true)).toBe('Mar 8, 2026 1:59 AM');
    expect(formatClubDateTime('2026-03-08T07:00:00Z', 'America/New_York', true)).toBe('Mar 8, 2026 3:00 AM');
    expect(formatClubDateTime('2026-11-01T05:30:00Z', 'America/New_York', false)).toBe('Nov 1, 2026 01:30');
    expect(formatClubDateTime('2026-11-01T06:30:00Z', 'America/New_York', false)).toBe('Nov 1, 2026 01:30');
    // Summer and winter 18:00 in Berlin are different UTC hours.
    expect(formatInstantClock('2026-07-01T16:00:00Z', 'Europe/Berlin', false)).toBe('18:00');
    expect(formatInstantClock('2026-12-01T17:00:00Z', 'Europe/Berlin', false)).toBe('18:00');
    // The southern hemisphere's summer time runs the other way.
    expect(formatClubDateTime('2026-01-15T07:00:00Z', 'Australia/Sydney', true)).toBe('Jan 15, 2026 6:00 PM');
    expect(formatClubDateTime('2026-07-15T08:00:00Z', 'Australia/Sydney', true)).toBe('Jul 15, 2026 6:00 PM');
  });

  it('writes a stretch of time once per day', () => {
    const zone = 'America/Chicago';
    expect(formatClubDateTimeRange('2026-11-23T15:00:00Z', '2026-11-23T16:30:00Z', zone, true)).toBe(
      'Nov 23, 2026 9:00 AM – 10:30 AM',
    );
    expect(formatClubDateTimeRange('2026-11-24T05:00:00Z', '2026-11-24T06:00:00Z', zone, false)).toBe(
      'Nov 23, 2026 23:00 – 00:00',
    );
    expect(formatClubDateTimeRange('2026-11-23T15:00:00Z', '2026-11-25T15:00:00Z', zone, false)).toBe(
      'Nov 23, 2026 09:00 – Nov 25, 2026 09:00',
    );
  });

  it('shows an unreadable instant as it came rather than failing the screen', () => {
    expect(formatClubDateTime('soon', 'UTC', true)).toBe('soon');
    expect(formatClubDate('', 'UTC')).toBe('');
  });
});

describe('counts', () => {
  it('are grouped the same way everywhere', () => {
    expect(formatCount(12500)).toBe('12,500');
    expect(formatCount(0)).toBe('0');
  });
});

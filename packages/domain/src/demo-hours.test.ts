import { describe, expect, it } from 'vitest';
import { openSlotStarts, parseDemoHours } from './demo-hours.js';

describe('demo open hours', () => {
  it('parses day ranges, single days and wrapping ranges (Monday = 0)', () => {
    expect(parseDemoHours('Mon-Fri 09:00-17:00').map((item) => item.day)).toEqual([0, 1, 2, 3, 4]);
    expect(parseDemoHours('Sat-Sun 10:00-11:00').map((item) => item.day)).toEqual([5, 6]);
    expect(parseDemoHours('Sun-Mon 10:00-11:00').map((item) => item.day)).toEqual([6, 0]);
    expect(parseDemoHours('Tue 10:00-12:00; Sat 09:30-10:30')).toEqual([
      { day: 1, startMinute: 600, endMinute: 720 },
      { day: 5, startMinute: 570, endMinute: 630 },
    ]);
    expect(() => parseDemoHours('Mon 17:00-09:00')).toThrow(/end after/);
    expect(() => parseDemoHours('Funday 09:00-10:00')).toThrow(/DEMO_HOURS/);
    expect(() => parseDemoHours(' ; ')).toThrow(/DEMO_HOURS/);
  });

  it('turns the open times into instants across daylight-saving changes', () => {
    const at = (now: string) =>
      openSlotStarts(parseDemoHours('Mon-Fri 09:00-09:30'), 'America/New_York', new Date(now), 1)[0]?.toISOString();
    expect(at('2025-01-15T00:00:00Z')).toBe('2025-01-15T14:00:00.000Z');
    expect(at('2025-07-15T00:00:00Z')).toBe('2025-07-15T13:00:00.000Z');
    expect(at('2025-03-10T00:00:00Z')).toBe('2025-03-10T13:00:00.000Z');
  });

  it('offers each half hour of the open times after now and within the window', () => {
    const hours = parseDemoHours('Mon 09:00-10:30');
    // Sunday 2025-03-09 (the day New York moves its clocks forward), noon UTC.
    const starts = openSlotStarts(hours, 'America/New_York', new Date('2025-03-09T12:00:00Z'), 14);
    expect(starts.map((start) => start.toISOString())).toEqual([
      '2025-03-10T13:00:00.000Z',
      '2025-03-10T13:30:00.000Z',
      '2025-03-10T14:00:00.000Z',
      '2025-03-17T13:00:00.000Z',
      '2025-03-17T13:30:00.000Z',
      '2025-03-17T14:00:00.000Z',
    ]);
    const midSlot = openSlotStarts(hours, 'America/New_York', new Date('2025-03-10T13:15:00Z'), 1);
    expect(midSlot.map((start) => start.toISOString())).toEqual([
      '2025-03-10T13:30:00.000Z',
      '2025-03-10T14:00:00.000Z',
    ]);
  });
});

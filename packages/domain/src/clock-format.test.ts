import { describe, expect, it } from 'vitest';
import { formatClock, formatInstantClock, formatInstantRange } from './clock-format.js';

describe('the club clock format', () => {
  it('follows the 12/24-hour setting', () => {
    expect(formatClock(0, true)).toBe('12:00 AM');
    expect(formatClock(7 * 60, true)).toBe('7:00 AM');
    expect(formatClock(12 * 60 + 5, true)).toBe('12:05 PM');
    expect(formatClock(18 * 60 + 30, true)).toBe('6:30 PM');
    expect(formatClock(7 * 60, false)).toBe('07:00');
    expect(formatClock(18 * 60 + 30, false)).toBe('18:30');
    expect(formatClock(1440, false)).toBe('00:00');
  });

  it('shows an instant on the club clock of its time zone', () => {
    const instant = '2026-11-23T15:16:57Z';
    expect(formatInstantClock(instant, 'America/New_York', true)).toBe('10:16 AM');
    expect(formatInstantClock(instant, 'Europe/Berlin', false)).toBe('16:16');
    expect(formatInstantRange(instant, '2026-11-23T16:46:00Z', 'America/New_York', true)).toBe('10:16 AM – 11:46 AM');
  });
});

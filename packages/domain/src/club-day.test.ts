import { describe, expect, it } from 'vitest';
import { formatClubDay } from './club-day.js';

describe('formatClubDay', () => {
  it("names the day on the club's calendar, not UTC's", () => {
    // 02:30 UTC on the 16th is still the 15th in New York.
    expect(formatClubDay('2026-12-16T02:30:00Z', 'America/New_York')).toBe('Tuesday, December 15, 2026');
    expect(formatClubDay('2026-12-16T02:30:00Z', 'Europe/Berlin')).toBe('Wednesday, December 16, 2026');
  });
});

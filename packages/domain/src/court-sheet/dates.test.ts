import { describe, expect, it } from 'vitest';
import { isCivilDate, weekdayOfDate } from './dates.js';

describe('court-sheet dates', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    for (const date of ['2026-02-28', '2028-02-29', '2026-12-31']) expect(isCivilDate(date), date).toBe(true);
    for (const date of ['2026-02-30', '2027-02-29', '2026-13-01', '2026-1-01', 'today', '2026-02-28T00:00'])
      expect(isCivilDate(date), date).toBe(false);
  });

  it('numbers weekdays from Monday', () => {
    expect(weekdayOfDate('2026-03-02')).toBe(0);
    expect(weekdayOfDate('2026-03-08')).toBe(6);
    expect(weekdayOfDate('2027-02-06')).toBe(5);
    expect(weekdayOfDate('nope')).toBeNaN();
  });
});

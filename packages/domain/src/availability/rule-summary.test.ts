import { describe, expect, it } from 'vitest';
import { ruleDaysLabel, ruleRowSummary } from './rule-summary.js';

describe('ruleDaysLabel', () => {
  it('names every day, weekdays and weekends, else the days in order', () => {
    expect(ruleDaysLabel([6, 5, 4, 3, 2, 1, 0])).toBe('Every day');
    expect(ruleDaysLabel([0, 1, 2, 3, 4])).toBe('Weekdays');
    expect(ruleDaysLabel([6, 5])).toBe('Weekends');
    expect(ruleDaysLabel([4, 0, 2])).toBe('Mon, Wed, Fri');
    expect(ruleDaysLabel([])).toBe('');
  });
});

describe('ruleRowSummary', () => {
  const row = { time_range: { start: '06:00', end: '09:30' }, price: 3000, point_price: 12, days: [5, 6] };

  it("gives the row's days, times in the club's clock and price per hour", () => {
    expect(ruleRowSummary(row, -1, 'usd', true)).toBe('Weekends · 6:00 AM – 9:30 AM · $30.00/h · 12 pts/h');
    expect(ruleRowSummary(row, -1, 'usd', false)).toBe('Weekends · 06:00 – 09:30 · $30.00/h · 12 pts/h');
  });

  it('shows midnight as the end of the day and leaves out days the row does not name', () => {
    expect(ruleRowSummary({ ...row, days: [], time_range: { start: '18:00', end: '00:00' } }, -1, 'usd', true)).toBe(
      '6:00 PM – 12:00 AM · $30.00/h · 12 pts/h',
    );
  });

  it("adds the hour's total with the club's court-time taxes", () => {
    const taxes = [{ id: 1, percentage: 8.875, inclusive: false }];
    expect(ruleRowSummary(row, 1, 'usd', true, taxes)).toBe(
      'Weekends · 6:00 AM – 9:30 AM · $30.00/h ($32.66/h with tax)',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { describeRecurrence } from './describe.js';

describe('describing how a booking repeats', () => {
  it('names the frequency and the weekdays', () => {
    expect(describeRecurrence({ frequency: 'daily', every: 1, days: [], ends: 'occurrences', occurrences: 5 }, 2)).toBe(
      'Repeats every day',
    );
    expect(
      describeRecurrence({ frequency: 'weekly', every: 1, days: [3, 1], ends: 'date', end_date: '2027-03-02' }, 0),
    ).toBe('Repeats every week on Tuesday and Thursday');
    expect(
      describeRecurrence({ frequency: 'weekly', every: 2, days: [], ends: 'occurrences', occurrences: 4 }, 0),
    ).toBe('Repeats every other week on Monday');
    expect(
      describeRecurrence({ frequency: 'weekly', every: 1, days: [0, 2, 4], ends: 'occurrences', occurrences: 9 }, 0),
    ).toBe('Repeats every week on Monday, Wednesday and Friday');
    expect(
      describeRecurrence({ frequency: 'monthly', every: 1, days: [], ends: 'occurrences', occurrences: 3 }, 0),
    ).toBe('Repeats every month');
  });
});

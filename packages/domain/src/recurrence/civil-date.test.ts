import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  addMonthsToDate,
  parseDateToDayNumber,
  parseTimeToMinutes,
  weekdayOfDayNumber,
} from './civil-date.js';

describe('addDaysToDate', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDaysToDate('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDaysToDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDaysToDate('2026-02-20', 365)).toBe('2027-02-20');
    expect(addDaysToDate('2026-02-20', 0)).toBe('2026-02-20');
  });

  it('throws on an impossible date or a fractional day count', () => {
    expect(() => addDaysToDate('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDaysToDate('2026-2-3', 1)).toThrow(RangeError);
    expect(() => addDaysToDate('2026-02-20', 1.5)).toThrow(RangeError);
  });
});

describe('addMonthsToDate', () => {
  it('clamps to the end of shorter months', () => {
    expect(addMonthsToDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDate('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonthsToDate('2026-02-20', 12)).toBe('2027-02-20');
    expect(addMonthsToDate('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonthsToDate('2026-03-31', -1)).toBe('2026-02-28');
  });
});

describe('parsing', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(parseDateToDayNumber('1970-01-01')).toBe(0);
    expect(parseDateToDayNumber('2026-04-31')).toBeNull();
    expect(parseDateToDayNumber('2027-02-29')).toBeNull();
    expect(parseDateToDayNumber('2026-02-20T00:00')).toBeNull();
    expect(parseDateToDayNumber(20260220)).toBeNull();
  });

  it('accepts only HH:mm from 00:00 to 23:59', () => {
    expect(parseTimeToMinutes('00:00')).toBe(0);
    expect(parseTimeToMinutes('18:30')).toBe(1110);
    expect(parseTimeToMinutes('23:59')).toBe(1439);
    for (const bad of ['24:00', '7:00', '07:60', '07:00:00', '', null]) expect(parseTimeToMinutes(bad)).toBeNull();
  });

  it('numbers weekdays from Monday = 0', () => {
    expect(weekdayOfDayNumber(parseDateToDayNumber('2026-03-02')!)).toBe(0); // a Monday
    expect(weekdayOfDayNumber(parseDateToDayNumber('2026-03-08')!)).toBe(6); // a Sunday
    expect(weekdayOfDayNumber(parseDateToDayNumber('1969-12-29')!)).toBe(0); // negative day numbers too
  });
});

import { describe, expect, it } from 'vitest';
import { calendarMonthIn, marketingOverageCents, renderTemplate, unknownPlaceholders } from './templates.js';

describe('e-mail templates', () => {
  it('fills known placeholders and leaves unknown ones as written', () => {
    expect(
      renderTemplate('Hi {first_name}, {court} at {start} {nope}', { first_name: 'Emma', court: 'C1', start: '9' }),
    ).toBe('Hi Emma, C1 at 9 {nope}');
  });

  it('does not read placeholders from the prototype', () => {
    expect(renderTemplate('{constructor}', {})).toBe('{constructor}');
  });

  it('lists each unknown placeholder once', () => {
    expect(unknownPlaceholders('{a} {club} {a} {b}', ['club'])).toEqual(['a', 'b']);
  });
});

describe('the calendar month in a time zone', () => {
  it('starts at local midnight on the first', () => {
    const { month, start, end } = calendarMonthIn(new Date('2026-03-01T03:00:00Z'), 'America/New_York');
    // 03:00 UTC on March 1st is still February in New York.
    expect(month).toBe('2026-02');
    expect(start.toISOString()).toBe('2026-02-01T05:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-01T05:00:00.000Z');
  });

  it('follows daylight saving time and the year end', () => {
    const { month, start, end } = calendarMonthIn(new Date('2026-12-15T12:00:00Z'), 'Europe/Berlin');
    expect(month).toBe('2026-12');
    expect(start.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(end.toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(calendarMonthIn(new Date('2026-04-10T00:00:00Z'), 'Europe/Berlin').start.toISOString()).toBe(
      '2026-03-31T22:00:00.000Z',
    );
  });
});

describe('the marketing overage', () => {
  it('charges $1 per started 1,000 beyond the included', () => {
    expect(marketingOverageCents(50_000, 50_000, 100)).toBe(0);
    expect(marketingOverageCents(50_001, 50_000, 100)).toBe(100);
    expect(marketingOverageCents(52_000, 50_000, 100)).toBe(200);
  });
});

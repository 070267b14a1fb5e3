import { describe, expect, it } from 'vitest';
import { invoicePeriodLabel } from './invoice-period.js';

describe('invoicePeriodLabel', () => {
  it('names the month and year of a period', () => {
    expect(invoicePeriodLabel('2026-11')).toBe('November 2026');
    expect(invoicePeriodLabel('2027-01-01')).toBe('January 2027');
  });
});

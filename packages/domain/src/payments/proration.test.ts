import { describe, expect, it } from 'vitest';
import { prorateChange } from './proration.js';

const start = new Date('2026-03-01T00:00:00Z');
const end = new Date('2026-03-31T00:00:00Z'); // 30 days
const day = (n: number) => new Date(start.getTime() + n * 86_400_000);

describe('prorateChange', () => {
  it('credits the unused part and charges the new plan for the rest of the period (upgrade)', () => {
    const result = prorateChange({
      periodStart: start,
      periodEnd: end,
      at: day(10),
      paidForPeriod: 3000,
      newAmount: 6000,
    });
    expect(result.remainingShare).toBeCloseTo(2 / 3);
    expect(result.unusedCredit).toBe(2000);
    expect(result.newRemainder).toBe(4000);
    expect(result.dueNow).toBe(2000);
    expect(result.creditAfter).toBe(0);
  });

  it('keeps what a downgrade over-paid as credit and charges nothing now', () => {
    const result = prorateChange({
      periodStart: start,
      periodEnd: end,
      at: day(15),
      paidForPeriod: 6000,
      newAmount: 2000,
    });
    expect(result.unusedCredit).toBe(3000);
    expect(result.newRemainder).toBe(1000);
    expect(result.dueNow).toBe(0);
    expect(result.creditAfter).toBe(2000);
  });

  it('uses credit held from an earlier change before charging the card', () => {
    const result = prorateChange({
      periodStart: start,
      periodEnd: end,
      at: day(15),
      paidForPeriod: 2000,
      newAmount: 8000,
      heldCredit: 500,
    });
    expect(result.unusedCredit).toBe(1000);
    expect(result.newRemainder).toBe(4000);
    expect(result.dueNow).toBe(2500);
    expect(result.creditAfter).toBe(0);
  });

  it('rounds each side to the nearest cent', () => {
    const result = prorateChange({
      periodStart: start,
      periodEnd: end,
      at: day(1),
      paidForPeriod: 1000,
      newAmount: 1999,
    });
    expect(result.unusedCredit).toBe(967); // 1000 × 29/30 = 966.67
    expect(result.newRemainder).toBe(1932); // 1999 × 29/30 = 1932.37
    expect(result.dueNow).toBe(965);
  });

  it('prorates nothing at or after the period end, and the whole period at its start', () => {
    expect(
      prorateChange({ periodStart: start, periodEnd: end, at: end, paidForPeriod: 3000, newAmount: 6000 }),
    ).toEqual({
      remainingShare: 0,
      unusedCredit: 0,
      newRemainder: 0,
      dueNow: 0,
      creditAfter: 0,
    });
    const atStart = prorateChange({
      periodStart: start,
      periodEnd: end,
      at: start,
      paidForPeriod: 3000,
      newAmount: 6000,
    });
    expect([atStart.unusedCredit, atStart.newRemainder, atStart.dueNow]).toEqual([3000, 6000, 3000]);
  });

  it('gives no credit for a period nothing was paid for (a free period)', () => {
    const result = prorateChange({
      periodStart: start,
      periodEnd: end,
      at: day(10),
      paidForPeriod: 0,
      newAmount: 3000,
    });
    expect(result.unusedCredit).toBe(0);
    expect(result.dueNow).toBe(2000);
  });
});

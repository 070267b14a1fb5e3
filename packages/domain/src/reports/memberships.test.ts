import { describe, expect, it } from 'vitest';
import { membershipFigures, membershipsReport, monthlyAmount, type MembershipRow } from './memberships.js';

const t = (iso: string) => Date.parse(iso);
let nextId = 1;
function sub(over: Partial<MembershipRow>): MembershipRow {
  return {
    id: nextId++,
    userId: 1,
    planId: 1,
    status: 'active',
    amount: 10_000,
    interval: 'month',
    createdAt: t('2026-01-10T00:00:00Z'),
    canceledAt: null,
    endsAt: null,
    currentPeriodEnd: null,
    pausedAt: null,
    resumesAt: null,
    ...over,
  };
}

describe('memberships report', () => {
  const rows = [
    // Live through the period.
    sub({ userId: 1 }),
    // Cancelled in March.
    sub({ userId: 2, status: 'canceled', canceledAt: t('2026-03-05T00:00:00Z') }),
    // Back in March after an earlier plan that expired in January.
    sub({ userId: 3, status: 'expired', createdAt: t('2025-11-01T00:00:00Z'), endsAt: t('2026-01-20T00:00:00Z') }),
    sub({ userId: 3, createdAt: t('2026-03-10T00:00:00Z'), planId: 2, amount: 120_000, interval: 'year' }),
    // New in March, paused in March until April.
    sub({
      userId: 4,
      createdAt: t('2026-03-02T00:00:00Z'),
      pausedAt: t('2026-03-20T00:00:00Z'),
      resumesAt: t('2026-04-20T00:00:00Z'),
    }),
    // Expired in March at its fixed end.
    sub({ userId: 5, status: 'expired', endsAt: t('2026-03-15T00:00:00Z') }),
  ];

  it('counts each movement of March', () => {
    expect(membershipFigures(rows, t('2026-03-01T00:00:00Z'), t('2026-04-01T00:00:00Z'))).toEqual({
      start: 3,
      new: 1,
      reactivated: 1,
      paused: 1,
      cancelled: 1,
      ended: 1,
      end: 3,
      churn: 0.6667,
      mrr_start: 30_000,
      // User 1 monthly, user 3 yearly ÷ 12; user 4 is paused.
      mrr_end: 20_000,
    });
  });

  it('splits by period and by plan', () => {
    const report = membershipsReport(
      rows,
      [
        { id: 1, name: 'Monthly', interval: 'month' },
        { id: 2, name: 'Yearly', interval: 'year' },
      ],
      t('2026-02-01T00:00:00Z'),
      t('2026-04-01T00:00:00Z'),
      [
        { label: '2026-02', from: t('2026-02-01T00:00:00Z'), to: t('2026-03-01T00:00:00Z') },
        { label: '2026-03', from: t('2026-03-01T00:00:00Z'), to: t('2026-04-01T00:00:00Z') },
      ],
    );
    expect(report.periods.map((p) => [p.label, p.start, p.end])).toEqual([
      ['2026-02', 3, 3],
      ['2026-03', 3, 3],
    ]);
    expect(report.by_plan.map((p) => [p.name, p.new, p.reactivated, p.end, p.mrr_end])).toEqual([
      ['Monthly', 1, 0, 2, 10_000],
      // Yearly is user 3's first of this plan.
      ['Yearly', 1, 0, 1, 10_000],
    ]);
  });

  it('turns every interval into a month', () => {
    expect(monthlyAmount(12_000, 'year')).toBe(1000);
    expect(monthlyAmount(1000, 'week')).toBe(4333);
    expect(monthlyAmount(100, 'day')).toBe(3042);
  });
});

/**
 * The memberships report (issue 27 point 4): per period the members on a recurring plan at its start, new,
 * reactivated, paused, cancelled, ended (expired) and at its end; churn; monthly recurring revenue with yearly plans
 * divided by 12. A plan change keeps its subscription (the row's plan changes), so it is neither new nor cancelled.
 */

export type PlanInterval = 'day' | 'week' | 'month' | 'year';

/** A subscription to a recurring plan, as the report reads it (instants in UTC ms). */
export interface MembershipRow {
  id: number;
  userId: number;
  planId: number;
  status: 'trialing' | 'active' | 'incomplete' | 'canceled' | 'expired';
  amount: number;
  interval: PlanInterval;
  createdAt: number;
  canceledAt: number | null;
  /** The end of its last period or its fixed end; when it expired. */
  endsAt: number | null;
  currentPeriodEnd: number | null;
  pausedAt: number | null;
  resumesAt: number | null;
}

export interface MembershipPeriod {
  label: string;
  from: number;
  to: number;
}

export interface MembershipFigures {
  start: number;
  new: number;
  reactivated: number;
  paused: number;
  cancelled: number;
  ended: number;
  end: number;
  /** (cancelled + ended) ÷ start, four places; null with no members at the start. */
  churn: number | null;
  /** Cents a month at the period's end: monthly amount, yearly ÷ 12, weekly × 52 ÷ 12, daily × 365 ÷ 12. */
  mrr_start: number;
  mrr_end: number;
}

/** When a subscription stopped: its cancellation, or for an expired one the end of what it was bought for. */
export function endedAt(row: MembershipRow): number | null {
  if (row.status === 'canceled') return row.canceledAt;
  if (row.status === 'expired') return row.endsAt ?? row.currentPeriodEnd ?? row.createdAt;
  return null;
}

export function isLiveAt(row: MembershipRow, at: number): boolean {
  const ended = endedAt(row);
  return row.createdAt <= at && (ended === null || ended > at);
}

function isPausedAt(row: MembershipRow, at: number): boolean {
  return row.pausedAt !== null && row.pausedAt <= at && (row.resumesAt === null || row.resumesAt > at);
}

/** A subscription's amount as a month's worth, in whole cents. */
export function monthlyAmount(amount: number, interval: PlanInterval): number {
  switch (interval) {
    case 'month':
      return amount;
    case 'year':
      return Math.round(amount / 12);
    case 'week':
      return Math.round((amount * 52) / 12);
    case 'day':
      return Math.round((amount * 365) / 12);
  }
}

/** Monthly recurring revenue at an instant: live, unpaused subscriptions. */
export function mrrAt(rows: readonly MembershipRow[], at: number): number {
  return rows
    .filter((row) => isLiveAt(row, at) && !isPausedAt(row, at))
    .reduce((sum, row) => sum + monthlyAmount(row.amount, row.interval), 0);
}

/** How a subscription that began in a period came: first plan of the member, or back after an earlier one. */
function firstStarts(rows: readonly MembershipRow[]): Set<number> {
  const firstByUser = new Map<number, MembershipRow>();
  for (const row of rows) {
    const first = firstByUser.get(row.userId);
    if (!first || row.createdAt < first.createdAt || (row.createdAt === first.createdAt && row.id < first.id))
      firstByUser.set(row.userId, row);
  }
  return new Set([...firstByUser.values()].map((row) => row.id));
}

const inPeriod = (at: number | null, from: number, to: number) => at !== null && at >= from && at < to;

export function membershipFigures(rows: readonly MembershipRow[], from: number, to: number): MembershipFigures {
  const firsts = firstStarts(rows);
  const begun = rows.filter((row) => inPeriod(row.createdAt, from, to));
  const start = rows.filter((row) => isLiveAt(row, from - 1)).length;
  const cancelled = rows.filter((row) => row.status === 'canceled' && inPeriod(row.canceledAt, from, to)).length;
  const ended = rows.filter((row) => row.status === 'expired' && inPeriod(endedAt(row), from, to)).length;
  return {
    start,
    new: begun.filter((row) => firsts.has(row.id)).length,
    reactivated: begun.filter((row) => !firsts.has(row.id)).length,
    paused: rows.filter((row) => inPeriod(row.pausedAt, from, to)).length,
    cancelled,
    ended,
    end: rows.filter((row) => isLiveAt(row, to - 1)).length,
    churn: start > 0 ? Math.round(((cancelled + ended) / start) * 10_000) / 10_000 : null,
    mrr_start: mrrAt(rows, from - 1),
    mrr_end: mrrAt(rows, to - 1),
  };
}

export interface MembershipPlan {
  id: number;
  name: string;
  interval: PlanInterval;
}

export interface MembershipsResult {
  total: MembershipFigures;
  periods: (MembershipFigures & { label: string })[];
  by_plan: (MembershipFigures & { plan_id: number; name: string; interval: PlanInterval })[];
}

/** The whole report: the range's figures, each period's, and each plan's over the range. */
export function membershipsReport(
  rows: readonly MembershipRow[],
  plans: readonly MembershipPlan[],
  from: number,
  to: number,
  periods: readonly MembershipPeriod[],
): MembershipsResult {
  return {
    total: membershipFigures(rows, from, to),
    periods: periods.map((p) => ({ label: p.label, ...membershipFigures(rows, p.from, p.to) })),
    by_plan: plans.map((plan) => ({
      plan_id: plan.id,
      name: plan.name,
      interval: plan.interval,
      ...membershipFigures(
        rows.filter((row) => row.planId === plan.id),
        from,
        to,
      ),
    })),
  };
}

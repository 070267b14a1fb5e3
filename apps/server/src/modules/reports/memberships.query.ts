import { sql } from 'drizzle-orm';
import { queryRows, type TenantScope } from '@fairplay/db';
import type { MembershipPlan, MembershipRow, PlanInterval } from '@fairplay/domain';

const ms = (column: string) => sql.raw(`(extract(epoch FROM ${column}) * 1000)::float8`);
const num = (value: number | string | null) => (value === null ? null : Number(value));

/** The club's recurring plans (not one-time products), or the one plan asked for; archived ones too. */
export async function recurringPlans(scope: TenantScope, planId?: number): Promise<MembershipPlan[]> {
  return queryRows<MembershipPlan>(
    scope.db,
    sql`SELECT id, nickname AS name, interval FROM plans
         WHERE business_id = ${scope.businessId} AND NOT one_time AND interval IS NOT NULL
           AND (${planId ?? null}::int IS NULL OR id = ${planId ?? null}::int)
         ORDER BY position, id`,
  );
}

/**
 * Every subscription to the club's recurring plans (of `planId` when given) begun before `to`: the report needs
 * the earlier ones too, to tell a new member from one who came back.
 */
export async function membershipRows(scope: TenantScope, to: Date, planId?: number): Promise<MembershipRow[]> {
  const rows = await queryRows<{
    id: number;
    user_id: number;
    plan_id: number;
    status: MembershipRow['status'];
    amount: number;
    interval: PlanInterval;
    created: number | string;
    canceled: number | string | null;
    ends: number | string | null;
    period_end: number | string | null;
    paused: number | string | null;
    resumes: number | string | null;
  }>(
    scope.db,
    sql`SELECT s.id, s.user_id, s.plan_id, s.status, s.amount, COALESCE(s.interval, p.interval) AS interval,
               ${ms('s.created_at')} AS created, ${ms('s.canceled_at')} AS canceled, ${ms('s.ends_at')} AS ends,
               ${ms('s.current_period_end')} AS period_end, ${ms('s.paused_at')} AS paused,
               ${ms('s.resumes_at')} AS resumes
          FROM subscriptions s JOIN plans p ON p.business_id = s.business_id AND p.id = s.plan_id
         WHERE s.business_id = ${scope.businessId} AND NOT p.one_time AND p.interval IS NOT NULL
           AND s.created_at < ${to.toISOString()}::timestamptz
           AND (${planId ?? null}::int IS NULL OR s.plan_id = ${planId ?? null}::int)`,
  );
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    planId: row.plan_id,
    status: row.status,
    amount: row.amount,
    interval: row.interval,
    createdAt: Number(row.created),
    canceledAt: num(row.canceled),
    endsAt: num(row.ends),
    currentPeriodEnd: num(row.period_end),
    pausedAt: num(row.paused),
    resumesAt: num(row.resumes),
  }));
}

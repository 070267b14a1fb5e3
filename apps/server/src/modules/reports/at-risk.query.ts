import { sql } from 'drizzle-orm';
import { queryRows, type TenantScope } from '@fairplay/db';
import type { AtRiskInput } from '@fairplay/domain';

const num = (value: number | string) => Number(value);

/**
 * What the at-risk report reads at `now`: members of the club (an active membership) on a live, unpaused recurring
 * plan; each such member's last booking (as booker, partner or on a lesson place) or check-in up to now; the
 * subscriptions waiting for payment after a failed renewal; unexpired class packs with uses left.
 */
export async function atRiskRows(scope: TenantScope, now: Date): Promise<Omit<AtRiskInput, 'now' | 'days'>> {
  const at = now.toISOString();
  const b = scope.businessId;
  const person = sql.raw(`u.id AS user_id, trim(u.first_name || ' ' || u.last_name) AS name, u.email`);
  const member = sql`JOIN business_members bm ON bm.business_id = ${b} AND bm.user_id = u.id AND bm.status = 'active'`;
  const planned = await queryRows<{ user_id: number; name: string; email: string; plan: string }>(
    scope.db,
    sql`SELECT DISTINCT ON (u.id) ${person}, p.nickname AS plan
          FROM subscriptions s
          JOIN plans p ON p.business_id = s.business_id AND p.id = s.plan_id
          JOIN users u ON u.id = s.user_id ${member}
         WHERE s.business_id = ${b} AND s.status IN ('trialing', 'active') AND NOT p.one_time
           AND s.created_at <= ${at}::timestamptz
           AND NOT (s.paused_at IS NOT NULL AND s.paused_at <= ${at}::timestamptz
                    AND (s.resumes_at IS NULL OR s.resumes_at > ${at}::timestamptz))
         ORDER BY u.id, s.created_at`,
  );
  const ids = `{${planned.map((row) => row.user_id).join(',')}}`;
  const visits = await queryRows<{ user_id: number; last: number | string }>(
    scope.db,
    sql`SELECT user_id, max(at_ms) AS last FROM (
          SELECT p.user_id, (extract(epoch FROM max(a.starts_at)) * 1000)::float8 AS at_ms
            FROM appointment_participants p
            JOIN appointments a ON a.business_id = p.business_id AND a.id = p.appointment_id
           WHERE p.business_id = ${b} AND p.user_id = ANY(${ids}::int[]) AND a.starts_at <= ${at}::timestamptz
           GROUP BY p.user_id
          UNION ALL
          SELECT lb.user_id, (extract(epoch FROM max(o.starts_at)) * 1000)::float8
            FROM lesson_bookings lb
            JOIN lesson_occurrences o ON o.business_id = lb.business_id AND o.id = lb.occurrence_id
           WHERE lb.business_id = ${b} AND lb.user_id = ANY(${ids}::int[]) AND lb.status = 'booked'
             AND o.starts_at <= ${at}::timestamptz
           GROUP BY lb.user_id
          UNION ALL
          SELECT user_id, (extract(epoch FROM max(checked_in_at)) * 1000)::float8
            FROM check_ins
           WHERE business_id = ${b} AND user_id = ANY(${ids}::int[]) AND checked_in_at <= ${at}::timestamptz
           GROUP BY user_id) visits
        GROUP BY user_id`,
  );
  const failed = await queryRows<{
    user_id: number;
    name: string;
    email: string;
    plan: string;
    failed: number | string;
  }>(
    scope.db,
    sql`SELECT ${person}, p.nickname AS plan,
               (extract(epoch FROM max(i.created_at)) * 1000)::float8 AS failed
          FROM subscriptions s
          JOIN plans p ON p.business_id = s.business_id AND p.id = s.plan_id
          JOIN subscription_invoices i ON i.business_id = s.business_id AND i.subscription_id = s.id
               AND i.status = 'failed'
          JOIN users u ON u.id = s.user_id ${member}
         WHERE s.business_id = ${b} AND s.status = 'incomplete'
         GROUP BY u.id, u.first_name, u.last_name, u.email, p.nickname`,
  );
  const packs = await queryRows<{ user_id: number; name: string; email: string; pack: string; uses_left: number }>(
    scope.db,
    sql`SELECT ${person}, k.name AS pack, k.uses_left
          FROM class_packs k JOIN users u ON u.id = k.user_id ${member}
         WHERE k.business_id = ${b} AND k.uses_left > 0
           AND (k.expires_at IS NULL OR k.expires_at > ${at}::timestamptz)`,
  );
  const personOf = (row: { user_id: number; name: string; email: string }) => ({
    userId: row.user_id,
    name: row.name,
    email: row.email,
  });
  return {
    planned: planned.map((row) => ({ ...personOf(row), plan: row.plan })),
    lastVisit: new Map(visits.map((row) => [row.user_id, num(row.last)])),
    failedRenewals: failed.map((row) => ({ ...personOf(row), plan: row.plan, failedAt: num(row.failed) })),
    packs: packs.map((row) => ({ ...personOf(row), pack: row.pack, usesLeft: row.uses_left })),
  };
}

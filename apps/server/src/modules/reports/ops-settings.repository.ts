import { eq, sql } from 'drizzle-orm';
import { reportOpsSettings, type TenantScope } from '@fairplay/db';
import type { OpsSettings } from '@fairplay/contracts';

/** The defaults a club without a row has (the migration's column defaults). */
export const DEFAULT_OPS_SETTINGS: OpsSettings = {
  prime_time: { days: [0, 1, 2, 3, 4], start_hour: 17, end_hour: 21 },
  at_risk_days: 14,
  brief: { paused: false, weekday: 0, hour: 7, recipients: null },
};

type Row = typeof reportOpsSettings.$inferSelect;
const view = (row: Row): OpsSettings => ({
  prime_time: { days: [...row.primeDays].sort(), start_hour: row.primeStartHour, end_hour: row.primeEndHour },
  at_risk_days: row.atRiskDays,
  brief: {
    paused: row.briefPaused,
    weekday: row.briefWeekday,
    hour: row.briefHour,
    recipients: row.briefRecipients,
  },
});

export async function loadOpsSettings(scope: TenantScope): Promise<OpsSettings> {
  const [row] = await scope.db
    .select()
    .from(reportOpsSettings)
    .where(eq(reportOpsSettings.businessId, scope.businessId));
  return row ? view(row) : DEFAULT_OPS_SETTINGS;
}

/** Writes the club's settings in one statement (an upsert: two saves at once leave the later one). */
export async function saveOpsSettings(scope: TenantScope, settings: OpsSettings): Promise<OpsSettings> {
  const values = {
    primeDays: [...new Set(settings.prime_time.days)].sort(),
    primeStartHour: settings.prime_time.start_hour,
    primeEndHour: settings.prime_time.end_hour,
    atRiskDays: settings.at_risk_days,
    briefPaused: settings.brief.paused,
    briefWeekday: settings.brief.weekday,
    briefHour: settings.brief.hour,
    briefRecipients: settings.brief.recipients === null ? null : [...new Set(settings.brief.recipients)],
    updatedAt: sql`now()`,
  };
  const [row] = await scope.db
    .insert(reportOpsSettings)
    .values({ businessId: scope.businessId, ...values })
    .onConflictDoUpdate({ target: reportOpsSettings.businessId, set: values })
    .returning();
  return view(row!);
}

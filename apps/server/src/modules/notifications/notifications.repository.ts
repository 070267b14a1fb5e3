import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  emailCampaigns,
  inAppNotifications,
  mailPreferences,
  notificationTemplates,
  type Executor,
  type TenantScope,
} from '@fairplay/db';
import type { NotificationKind } from '@fairplay/contracts';

export type TemplateRow = typeof notificationTemplates.$inferSelect;
export type CampaignRow = typeof emailCampaigns.$inferSelect;
export type PreferenceRow = typeof mailPreferences.$inferSelect;
export type InAppRow = typeof inAppNotifications.$inferSelect;

// Templates and preferences have no id of their own (their key is the club and kind or person), so their
// conditions name business_id directly.

// Templates -------------------------------------------------------------------------------------------------------

export async function listTemplates(scope: TenantScope): Promise<TemplateRow[]> {
  return scope.db.select().from(notificationTemplates).where(eq(notificationTemplates.businessId, scope.businessId));
}

export async function findTemplate(scope: TenantScope, kind: NotificationKind): Promise<TemplateRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(notificationTemplates)
    .where(and(eq(notificationTemplates.businessId, scope.businessId), eq(notificationTemplates.kind, kind)));
  return row;
}

/** Writes the kind's row; subject and body null mean the default text; hours before left out stays as it is. */
export async function saveTemplate(
  scope: TenantScope,
  row: {
    kind: NotificationKind;
    enabled: boolean;
    subject: string | null;
    body: string | null;
    hoursBefore?: number;
    updatedBy: number;
  },
  now: Date,
): Promise<TemplateRow> {
  const [saved] = await scope.db
    .insert(notificationTemplates)
    .values(scope.values({ ...row, updatedAt: now }))
    .onConflictDoUpdate({
      target: [notificationTemplates.businessId, notificationTemplates.kind],
      set: {
        enabled: row.enabled,
        subject: row.subject,
        body: row.body,
        ...(row.hoursBefore === undefined ? {} : { hoursBefore: row.hoursBefore }),
        updatedBy: row.updatedBy,
        updatedAt: now,
      },
    })
    .returning();
  return saved!;
}

/**
 * Every club's reminder setting that is switched on (a club without a row has reminders off). Read across clubs
 * by the reminder sweep, the system's own job.
 */
export async function clubsWithReminders(db: Executor): Promise<{ businessId: number; hoursBefore: number | null }[]> {
  return db
    .select({ businessId: notificationTemplates.businessId, hoursBefore: notificationTemplates.hoursBefore })
    .from(notificationTemplates)
    .where(and(eq(notificationTemplates.kind, 'booking_reminder'), eq(notificationTemplates.enabled, true)))
    .orderBy(notificationTemplates.businessId);
}

// Campaigns -------------------------------------------------------------------------------------------------------

export async function insertCampaign(
  scope: TenantScope,
  row: Omit<typeof emailCampaigns.$inferInsert, 'businessId' | 'id'>,
): Promise<CampaignRow> {
  const [saved] = await scope.db.insert(emailCampaigns).values(scope.values(row)).returning();
  return saved!;
}

export async function findCampaign(scope: TenantScope, id: number): Promise<CampaignRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(emailCampaigns)
    .where(scope.where(emailCampaigns, eq(emailCampaigns.id, id)));
  return row;
}

export async function recentCampaigns(scope: TenantScope, limit: number): Promise<CampaignRow[]> {
  return scope.db
    .select()
    .from(emailCampaigns)
    .where(scope.where(emailCampaigns))
    .orderBy(desc(emailCampaigns.createdAt), desc(emailCampaigns.id))
    .limit(limit);
}

// Preferences -----------------------------------------------------------------------------------------------------

/** Each person's row, written first where missing (a marketing send needs their unsubscribe token). */
export async function ensurePreferences(scope: TenantScope, userIds: number[]): Promise<PreferenceRow[]> {
  const rows: PreferenceRow[] = [];
  for (let start = 0; start < userIds.length; start += 1000) {
    const chunk = userIds.slice(start, start + 1000);
    await scope.db
      .insert(mailPreferences)
      .values(chunk.map((userId) => scope.values({ userId })))
      .onConflictDoNothing();
    rows.push(...(await preferencesOf(scope, chunk)));
  }
  return rows;
}

export async function preferencesOf(scope: TenantScope, userIds: number[]): Promise<PreferenceRow[]> {
  if (userIds.length === 0) return [];
  return scope.db
    .select()
    .from(mailPreferences)
    .where(and(eq(mailPreferences.businessId, scope.businessId), inArray(mailPreferences.userId, userIds)));
}

export async function updatePreferences(
  scope: TenantScope,
  userId: number,
  changes: { mutedKinds: string[]; unsubscribedAt: Date | null },
  now: Date,
): Promise<void> {
  await scope.db
    .update(mailPreferences)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(mailPreferences.businessId, scope.businessId), eq(mailPreferences.userId, userId)));
}

/** The unsubscribe link: the club's row with this token, marked unsubscribed (once; a second click changes nothing). */
export async function unsubscribeByToken(
  db: Executor,
  businessId: number,
  token: string,
  now: Date,
): Promise<PreferenceRow | undefined> {
  const where = and(eq(mailPreferences.businessId, businessId), eq(mailPreferences.unsubscribeToken, token));
  await db
    .update(mailPreferences)
    .set({ unsubscribedAt: now, updatedAt: now })
    .where(and(where, isNull(mailPreferences.unsubscribedAt)));
  const [row] = await db.select().from(mailPreferences).where(where);
  return row;
}

// In-app notifications --------------------------------------------------------------------------------------------

export async function insertInApp(
  scope: TenantScope,
  rows: { userId: number; kind: NotificationKind; title: string; body: string; link: string | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await scope.db.insert(inAppNotifications).values(rows.map((row) => scope.values(row)));
}

export async function listInApp(
  scope: TenantScope,
  userId: number,
  beforeId: number | undefined,
  limit: number,
): Promise<InAppRow[]> {
  return scope.db
    .select()
    .from(inAppNotifications)
    .where(
      scope.where(
        inAppNotifications,
        eq(inAppNotifications.userId, userId),
        beforeId === undefined ? undefined : lt(inAppNotifications.id, beforeId),
      ),
    )
    .orderBy(desc(inAppNotifications.id))
    .limit(limit);
}

export async function countUnread(scope: TenantScope, userId: number): Promise<number> {
  const [row] = await scope.db
    .select({ n: count() })
    .from(inAppNotifications)
    .where(scope.where(inAppNotifications, eq(inAppNotifications.userId, userId), isNull(inAppNotifications.readAt)));
  return row!.n;
}

/** Marks the user's own notifications read: those among `ids`, or all of them. */
export async function markRead(scope: TenantScope, userId: number, ids: number[] | null, now: Date): Promise<void> {
  await scope.db
    .update(inAppNotifications)
    .set({ readAt: sql`coalesce(${inAppNotifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(
      scope.where(
        inAppNotifications,
        eq(inAppNotifications.userId, userId),
        ids === null ? undefined : inArray(inAppNotifications.id, ids),
      ),
    );
}

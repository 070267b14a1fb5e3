import { and, arrayContains, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  apiKeys,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  type Executor,
  type TenantScope,
} from '@fairplay/db';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;

// ---- API keys ----

export async function insertApiKey(
  scope: TenantScope,
  key: Pick<ApiKeyRow, 'name' | 'scope' | 'actsAsUserId' | 'keyHash' | 'keyHint' | 'createdBy'>,
): Promise<ApiKeyRow> {
  const [row] = await scope.db.insert(apiKeys).values(scope.values(key)).returning();
  return row!;
}

export async function listApiKeys(scope: TenantScope): Promise<ApiKeyRow[]> {
  return scope.db.select().from(apiKeys).where(scope.where(apiKeys)).orderBy(desc(apiKeys.id));
}

export async function countLiveApiKeys(scope: TenantScope): Promise<number> {
  const [row] = await scope.db
    .select({ n: count() })
    .from(apiKeys)
    .where(scope.where(apiKeys, isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}

export async function findApiKey(scope: TenantScope, id: number): Promise<ApiKeyRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(apiKeys)
    .where(scope.where(apiKeys, eq(apiKeys.id, id)));
  return row;
}

/** Revokes a live key; undefined when it was revoked already (or by a parallel call). */
export async function revokeApiKey(scope: TenantScope, id: number, now: Date): Promise<ApiKeyRow | undefined> {
  const [row] = await scope.db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(scope.where(apiKeys, eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}

/** A live key by its club and hash (every API request with a key). */
export async function findLiveApiKey(db: Executor, businessId: number, keyHash: string) {
  const [row] = await db
    .select({ id: apiKeys.id, scope: apiKeys.scope, userId: apiKeys.actsAsUserId, businessId: apiKeys.businessId })
    .from(apiKeys)
    .where(and(eq(apiKeys.businessId, businessId), eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
  return row;
}

/** Notes a key's use at most once a minute: the owner sees when it was last used without a write per request. */
export async function touchApiKey(db: Executor, businessId: number, id: number, now: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.businessId, businessId),
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - 60_000))),
      ),
    );
}

// ---- Webhook endpoints ----

export async function insertEndpoint(
  scope: TenantScope,
  endpoint: Pick<WebhookEndpointRow, 'url' | 'description' | 'events' | 'secret' | 'createdBy'>,
): Promise<WebhookEndpointRow> {
  const [row] = await scope.db.insert(webhookEndpoints).values(scope.values(endpoint)).returning();
  return row!;
}

export async function listEndpoints(scope: TenantScope): Promise<WebhookEndpointRow[]> {
  return scope.db
    .select()
    .from(webhookEndpoints)
    .where(scope.where(webhookEndpoints))
    .orderBy(asc(webhookEndpoints.id));
}

export async function countEndpoints(scope: TenantScope): Promise<number> {
  const [row] = await scope.db.select({ n: count() }).from(webhookEndpoints).where(scope.where(webhookEndpoints));
  return row?.n ?? 0;
}

export async function findEndpoint(scope: TenantScope, id: number): Promise<WebhookEndpointRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(webhookEndpoints)
    .where(scope.where(webhookEndpoints, eq(webhookEndpoints.id, id)));
  return row;
}

export async function updateEndpoint(
  scope: TenantScope,
  id: number,
  changes: Partial<Pick<WebhookEndpointRow, 'url' | 'description' | 'events' | 'enabled' | 'disabledReason'>>,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await scope.db
    .update(webhookEndpoints)
    .set(changes)
    .where(scope.where(webhookEndpoints, eq(webhookEndpoints.id, id)))
    .returning();
  return row;
}

export async function deleteEndpoint(scope: TenantScope, id: number): Promise<boolean> {
  const rows = await scope.db
    .delete(webhookEndpoints)
    .where(scope.where(webhookEndpoints, eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** The club's enabled endpoints that want `type`. */
export async function subscribedEndpoints(scope: TenantScope, type: string) {
  return scope.db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      scope.where(webhookEndpoints, eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [type])),
    );
}

/** Turns an endpoint off when it has not succeeded since `since` (still enabled); answers whether it did. */
export async function disableFailing(scope: TenantScope, id: number, since: Date, reason: string): Promise<boolean> {
  const rows = await scope.db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason })
    .where(
      scope.where(
        webhookEndpoints,
        eq(webhookEndpoints.id, id),
        eq(webhookEndpoints.enabled, true),
        or(isNull(webhookEndpoints.lastSuccessAt), lt(webhookEndpoints.lastSuccessAt, since)),
      ),
    )
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

export async function noteSuccess(scope: TenantScope, id: number, at: Date): Promise<void> {
  await scope.db
    .update(webhookEndpoints)
    .set({ lastSuccessAt: at })
    .where(scope.where(webhookEndpoints, eq(webhookEndpoints.id, id)));
}

// ---- Deliveries and their log ----

export async function insertDelivery(
  scope: TenantScope,
  delivery: Pick<WebhookDeliveryRow, 'endpointId' | 'messageId' | 'eventType' | 'body' | 'createdAt' | 'nextAttemptAt'>,
): Promise<WebhookDeliveryRow> {
  const [row] = await scope.db.insert(webhookDeliveries).values(scope.values(delivery)).returning();
  return row!;
}

/** A delivery with its endpoint, for sending (any club: the job knows the club by its row). */
export async function findDeliveryToSend(db: Executor, businessId: number, id: number) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.businessId, businessId), eq(webhookDeliveries.id, id)));
  return row;
}

export async function findDelivery(scope: TenantScope, id: number): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(webhookDeliveries)
    .where(scope.where(webhookDeliveries, eq(webhookDeliveries.id, id)));
  return row;
}

export async function updateDelivery(
  scope: TenantScope,
  id: number,
  changes: Partial<Pick<WebhookDeliveryRow, 'status' | 'attempts' | 'nextAttemptAt' | 'lastAttemptAt'>>,
): Promise<void> {
  await scope.db
    .update(webhookDeliveries)
    .set(changes)
    .where(scope.where(webhookDeliveries, eq(webhookDeliveries.id, id)));
}

export async function insertAttempt(
  scope: TenantScope,
  attempt: Omit<typeof webhookAttempts.$inferInsert, 'id' | 'businessId'>,
): Promise<void> {
  await scope.db.insert(webhookAttempts).values(scope.values(attempt));
}

export async function deliveriesPage(scope: TenantScope, endpointId: number, page: number, size: number) {
  const where = scope.where(webhookDeliveries, eq(webhookDeliveries.endpointId, endpointId));
  const [rows, [total]] = await Promise.all([
    scope.db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.id))
      .limit(size)
      .offset((page - 1) * size),
    scope.db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function attemptsOf(scope: TenantScope, deliveryIds: number[]): Promise<WebhookAttemptRow[]> {
  if (deliveryIds.length === 0) return [];
  return scope.db
    .select()
    .from(webhookAttempts)
    .where(scope.where(webhookAttempts, inArray(webhookAttempts.deliveryId, deliveryIds)))
    .orderBy(asc(webhookAttempts.id));
}

/** The next attempt number of a delivery (retries and replays counted). */
export async function attemptCount(scope: TenantScope, deliveryId: number): Promise<number> {
  const [row] = await scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookAttempts)
    .where(scope.where(webhookAttempts, eq(webhookAttempts.deliveryId, deliveryId)));
  return row?.n ?? 0;
}

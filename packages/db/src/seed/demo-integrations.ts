import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../client.js';
import { apiKeys, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../schema/index.js';

const HOUR = 3_600_000;

/**
 * Settings → Integrations of the demo club (issue 30.9-10): two API keys (the court display's read-only key acting
 * as reception, and a revoked booking-kiosk key) whose keys nobody holds (only their hashes are stored, as for any
 * key), and a webhook endpoint of the club's CRM with a week of deliveries in its log. The endpoint is turned off by
 * the owner, so the demo sends nothing to the outside world.
 */
export async function seedDemoIntegrations(
  tx: Executor,
  context: { businessId: number; ownerId: number; receptionId: number; now: Date },
): Promise<void> {
  const { businessId, ownerId, receptionId, now } = context;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  for (const key of [
    { name: 'Court display (lobby screen)', scope: 'read' as const, usedHoursAgo: 1, revokedHoursAgo: null },
    { name: 'Booking kiosk (old)', scope: 'write' as const, usedHoursAgo: 400, revokedHoursAgo: 300 },
  ]) {
    const secret = `fp_live_${businessId}_${randomBytes(32).toString('base64url')}`;
    await tx.insert(apiKeys).values({
      businessId,
      name: key.name,
      scope: key.scope,
      actsAsUserId: receptionId,
      keyHash: createHash('sha256').update(secret).digest('hex'),
      keyHint: secret.slice(-4),
      createdBy: ownerId,
      createdAt: at(24 * 60),
      lastUsedAt: at(key.usedHoursAgo),
      revokedAt: key.revokedHoursAgo === null ? null : at(key.revokedHoursAgo),
    });
  }
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  const [endpoint] = await tx
    .insert(webhookEndpoints)
    .values({
      businessId,
      url: 'https://crm.riverside.example.com/hooks/fairplay',
      description: 'Club CRM: bookings into member timelines',
      events: ['booking.created', 'booking.changed', 'booking.cancelled'],
      secret,
      enabled: false,
      disabledReason: 'Turned off by the owner.',
      createdBy: ownerId,
      createdAt: at(24 * 30),
      lastSuccessAt: at(26),
    })
    .returning();
  const deliveries = [
    { type: 'booking.created', hoursAgo: 150, answers: [200] },
    { type: 'booking.changed', hoursAgo: 98, answers: [503, 200] },
    { type: 'booking.cancelled', hoursAgo: 50, answers: [200] },
    { type: 'booking.created', hoursAgo: 26, answers: [500, 500, 200] },
  ];
  for (const [index, delivery] of deliveries.entries()) {
    const created = at(delivery.hoursAgo);
    const body = JSON.stringify({
      type: delivery.type,
      timestamp: created.toISOString(),
      version: 1,
      data: {
        appointment_id: 1000 + index,
        court_id: 1,
        start_time: created.toISOString(),
        member_ids: [],
        by_user_id: ownerId,
      },
    });
    const messageId = `msg_${randomBytes(16).toString('base64url')}`;
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({
        businessId,
        endpointId: endpoint!.id,
        messageId,
        eventType: delivery.type,
        body,
        status: 'succeeded',
        attempts: delivery.answers.length,
        createdAt: created,
        lastAttemptAt: created,
      })
      .returning();
    for (const [n, status] of delivery.answers.entries())
      await tx.insert(webhookAttempts).values({
        businessId,
        deliveryId: row!.id,
        attempt: n + 1,
        at: new Date(created.getTime() + [0, 5_000, 305_000][n]!),
        statusCode: status,
        responseBody: status === 200 ? '{"ok":true}' : 'Service Unavailable',
        error: status === 200 ? null : `The receiver answered ${status}.`,
        durationMs: 80 + n * 37,
      });
  }
}

import type { BookingPayment } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import { itemsOf, type BookingPaymentRow } from './booking-payments.repository.js';
import type { BookingPaymentsNeeds } from './ports.js';
import { findNames } from '../identity/index.js';
import { packIdsOfUses } from '../class-packs/index.js';

/** The payments as the API shows them: with the occurrences they cover and their charge. */
export async function paymentViews(
  scope: TenantScope,
  needs: BookingPaymentsNeeds,
  rows: BookingPaymentRow[],
): Promise<BookingPayment[]> {
  const items = await itemsOf(
    scope,
    rows.map((row) => row.id),
  );
  const people = [...new Set(rows.flatMap((row) => [row.createdBy, row.memberUserId]))].filter(
    (id): id is number => id !== null,
  );
  const names = new Map(
    (await findNames(scope.db, people)).map((name) => [name.userId, `${name.firstName} ${name.lastName}`.trim()]),
  );
  const packs = await packIdsOfUses(
    scope,
    items.flatMap((item) => (item.packUseId === null ? [] : [item.packUseId])),
  );
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  const views: BookingPayment[] = [];
  for (const row of rows) {
    views.push({
      id: row.id,
      status: row.status,
      method: row.method,
      amount: row.amount,
      currency: row.currency,
      appointment_ids: items.filter((item) => item.bookingPaymentId === row.id).map((item) => item.appointmentId),
      member_user_id: row.memberUserId,
      created_by: row.createdBy,
      created_by_name: nameOf(row.createdBy),
      member_name: nameOf(row.memberUserId),
      created_at: row.createdAt.toISOString(),
      authorize_at: row.status === 'scheduled' ? (row.authorizeAt?.toISOString() ?? null) : null,
      capture_at:
        row.status === 'authorized' || row.status === 'scheduled' ? (row.captureAt?.toISOString() ?? null) : null,
      failure_message: row.failureMessage,
      charge: row.chargeId === null ? null : await needs.payments.charging.detail(scope, row.chargeId),
      points: row.points,
      pack_id:
        packs.get(items.find((item) => item.bookingPaymentId === row.id && item.packUseId !== null)?.packUseId ?? -1) ??
        null,
    });
  }
  return views;
}

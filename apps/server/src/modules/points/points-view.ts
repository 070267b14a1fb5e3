import type { PointBalance, PointEntity, PointSpend, UserPoint } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import { facilityGroupNames } from '../facilities/index.js';
import type { PointEntityRow, PointLotRow, PointSpendRow } from './points.repository.js';

export type GroupNames = Map<number, string>;

export async function groupNamesOf(scope: TenantScope): Promise<GroupNames> {
  return new Map((await facilityGroupNames(scope)).map((group) => [group.id, group.name]));
}

/** A tax rate charged on points purchases, as the entity's answer names it (issue 24 point 4). */
export interface PointsRate {
  id: number;
  displayName: string;
  percentage: number;
  inclusive: boolean;
}

export function entityView(row: PointEntityRow, names: GroupNames, rates: readonly PointsRate[]): PointEntity {
  return {
    id: row.id,
    business_id: row.businessId,
    facility_group_id: row.facilityGroupId,
    facility_group_name: names.get(row.facilityGroupId) ?? '',
    price_per_point: row.pricePerPoint,
    expiration_date: row.expirationDate,
    status: row.status,
    taxes: rates.map((rate) => ({
      id: rate.id,
      display_name: rate.displayName,
      percentage: rate.percentage,
      inclusive: rate.inclusive,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A lot past its expiry is shown expired even before the expiry job has written it off: it can no longer pay. */
export function lotView(row: PointLotRow, names: GroupNames, at: Date): UserPoint {
  const lapsed = row.status === 'active' && row.expiresAt <= at;
  return {
    id: row.id,
    user_id: row.userId,
    facility_group_id: row.facilityGroupId,
    facility_group_name: names.get(row.facilityGroupId) ?? '',
    gift: row.source === 'gift',
    status: lapsed ? 'expired' : row.status,
    points: row.points,
    remaining: lapsed ? 0 : row.remaining,
    refunded: row.refunded,
    expired: lapsed ? row.expired + row.remaining : row.expired,
    amount: row.amount,
    charge_id: row.chargeId,
    note: row.note,
    expiration_date: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export function spendView(row: PointSpendRow, names: GroupNames): PointSpend {
  return {
    id: row.id,
    user_id: row.userId,
    facility_group_id: row.facilityGroupId,
    facility_group_name: names.get(row.facilityGroupId) ?? '',
    points: row.points,
    refunded: row.refunded,
    charge_for: row.cause,
    appointment_id: row.causeId,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Spendable points per facility group, and the nearest expiry with how many points it takes. */
export function balancesOf(lots: PointLotRow[], names: GroupNames, at: Date): PointBalance[] {
  const byGroup = new Map<number, PointBalance>();
  const live = lots
    .filter((lot) => lot.status === 'active' && lot.remaining > 0 && lot.expiresAt > at)
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime());
  for (const lot of live) {
    const balance = byGroup.get(lot.facilityGroupId) ?? {
      facility_group_id: lot.facilityGroupId,
      facility_group_name: names.get(lot.facilityGroupId) ?? '',
      points: 0,
      next_expiry: lot.expiresAt.toISOString(),
      next_expiry_points: 0,
    };
    balance.points += lot.remaining;
    if (balance.next_expiry === lot.expiresAt.toISOString()) balance.next_expiry_points += lot.remaining;
    byGroup.set(lot.facilityGroupId, balance);
  }
  return [...byGroup.values()];
}

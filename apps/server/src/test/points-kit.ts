import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { facilityGroups, ledgerEntries, pointLots } from '@fairplay/db';
import type { TestApp } from './harness.js';

/** The demo club's facility group ids by name. */
export async function groupIdsByName(t: TestApp, clubId: number): Promise<Map<string, number>> {
  const rows = await t.handle.db
    .select({ id: facilityGroups.id, name: facilityGroups.name })
    .from(facilityGroups)
    .where(eq(facilityGroups.businessId, clubId));
  return new Map(rows.map((row) => [row.name, row.id]));
}

/**
 * The points ledger agrees with the lots: per member, points_held equals what their lots hold (remaining), and
 * every points transaction balances (the database's trigger; checked here again with the money's).
 */
export async function expectPointsLedgerAgrees(t: TestApp, clubId: number): Promise<void> {
  const held = await t.handle.db
    .select({ userId: ledgerEntries.userId, sum: sql<number>`sum(${ledgerEntries.amount})::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.businessId, clubId), eq(ledgerEntries.account, 'points_held')))
    .groupBy(ledgerEntries.userId);
  const lots = await t.handle.db
    .select({ userId: pointLots.userId, sum: sql<number>`sum(${pointLots.remaining})::int` })
    .from(pointLots)
    .where(eq(pointLots.businessId, clubId))
    .groupBy(pointLots.userId);
  const asMap = (rows: { userId: number | null; sum: number }[]) =>
    Object.fromEntries(rows.filter((row) => row.sum !== 0).map((row) => [String(row.userId), row.sum]));
  expect(asMap(held)).toEqual(asMap(lots));
}

import { sql } from 'drizzle-orm';
import {
  REVENUE_CATEGORIES,
  REVENUE_CATEGORY_LABELS,
  type RevenueCategory,
  type RevenueFigures,
  type RevenueRow,
  type RevenueTotals,
} from '@fairplay/contracts';
import {
  appointmentAssignees,
  appointments,
  bookingFees,
  bookingPaymentItems,
  bookingPayments,
  charges,
  ledgerEntries,
  ledgerTransactions,
  pointLots,
  subscriptionInvoices,
} from '@fairplay/db';
import type { PeriodFigures, ReportContext, ReportWindow } from './framework.js';
import { placeCondition, placeFiltered, rowsOf } from './place.query.js';

/**
 * Report 1, Revenue (issue 27), read from the ledger: the movements of money in the period (by the date the
 * ledger wrote them: sale, refund, recognition) of the kinds a customer's money causes, each placed in a category
 * by the charge it belongs to. Internal moves (recognition: deferred_revenue → revenue; expiry: deferred_revenue
 * → prepaid_expired) cancel out of what was sold and show only in earned and deferred.
 */

/*
 * A booking's payment keeps its items only while the booking stands (they go with a cancelled occurrence): a
 * booking payment without items is court time, and cannot be placed by court.
 */

/** The ledger kinds of customers' money; fees, payouts, disputes, holds and points are not revenue. */
const REVENUE_KINDS = ['charge', 'cash', 'check', 'invoice', 'refund', 'adjustment', 'proration', 'recognition'];

interface CategorySums {
  category: RevenueCategory;
  sold: number;
  refunded: number;
  tax: number;
  earned: number;
  deferred_added: number;
  deferred_released: number;
  receivable: number;
  member_credit: number;
  cash: number;
}

export async function revenueFigures(
  { scope, filters }: ReportContext,
  window: ReportWindow,
): Promise<PeriodFigures<RevenueRow, RevenueTotals>> {
  const b = scope.businessId;
  const kinds = sql.join(
    REVENUE_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const place = placeCondition(filters, b, sql`k.court_id`, sql`k.sport_id`);
  const filtered = placeFiltered(filters);
  const result = await scope.db.execute(sql`
    WITH tx AS (
      SELECT t.id, t.kind, t.charge_id FROM ${ledgerTransactions} t
      WHERE t.business_id = ${b} AND t.created_at >= ${window.start.toISOString()}::timestamptz
        AND t.created_at < ${window.end.toISOString()}::timestamptz AND t.kind IN (${kinds})
    ),
    booked AS (
      SELECT DISTINCT ON (bp.charge_id) bp.charge_id, i.lesson_booking_id, a.lesson_id, a.court_id, a.sport_id,
        EXISTS (SELECT 1 FROM ${appointmentAssignees} aa WHERE aa.business_id = a.business_id AND aa.appointment_id = a.id)
          AS coached
      FROM ${bookingPayments} bp
      LEFT JOIN ${bookingPaymentItems} i ON i.business_id = bp.business_id AND i.booking_payment_id = bp.id
      LEFT JOIN ${appointments} a ON a.business_id = i.business_id AND a.id = i.appointment_id
      WHERE bp.business_id = ${b} AND bp.charge_id IN (SELECT charge_id FROM tx WHERE charge_id IS NOT NULL)
      ORDER BY bp.charge_id, i.appointment_id NULLS LAST
    ),
    fee AS (
      SELECT DISTINCT ON (f.charge_id) f.charge_id, a.court_id, a.sport_id
      FROM ${bookingFees} f
      LEFT JOIN ${appointments} a ON a.business_id = f.business_id AND a.id = f.appointment_id
      WHERE f.business_id = ${b} AND f.charge_id IN (SELECT charge_id FROM tx WHERE charge_id IS NOT NULL)
      ORDER BY f.charge_id, f.id
    ),
    kinded AS (
      SELECT c.id AS charge_id,
        CASE
          WHEN c.deferral_source IN ('points', 'pack') THEN 'points_packs'
          WHEN EXISTS (SELECT 1 FROM ${pointLots} pl WHERE pl.business_id = c.business_id AND pl.charge_id = c.id)
            THEN 'points_packs'
          WHEN c.deferral_source = 'plan' OR EXISTS (
            SELECT 1 FROM ${subscriptionInvoices} si WHERE si.business_id = c.business_id AND si.charge_id = c.id)
            THEN 'memberships'
          WHEN fee.charge_id IS NOT NULL THEN 'fees'
          WHEN booked.lesson_booking_id IS NOT NULL OR booked.lesson_id IS NOT NULL THEN 'lessons'
          WHEN booked.coached THEN 'coach_sessions'
          WHEN booked.charge_id IS NOT NULL THEN 'court_time'
          ELSE 'other'
        END AS category,
        COALESCE(booked.court_id, fee.court_id) AS court_id,
        COALESCE(booked.sport_id, fee.sport_id) AS sport_id
      FROM ${charges} c
      LEFT JOIN booked ON booked.charge_id = c.id
      LEFT JOIN fee ON fee.charge_id = c.id
      WHERE c.business_id = ${b} AND c.id IN (SELECT charge_id FROM tx WHERE charge_id IS NOT NULL)
    ),
    placed AS (
      SELECT tx.id, tx.kind,
        COALESCE(k.category, CASE WHEN tx.kind = 'proration' THEN 'memberships' ELSE 'other' END) AS category,
        ${filtered ? sql`(k.charge_id IS NOT NULL AND ${place})` : sql`TRUE`} AS inside
      FROM tx LEFT JOIN kinded k ON k.charge_id = tx.charge_id
    )
    SELECT p.category,
      COALESCE(SUM(CASE WHEN e.account IN ('revenue', 'deferred_revenue', 'prepaid_expired') AND p.kind <> 'refund'
        THEN -e.amount ELSE 0 END), 0)::float8 AS sold,
      COALESCE(SUM(CASE WHEN e.account IN ('revenue', 'deferred_revenue', 'prepaid_expired') AND p.kind = 'refund'
        THEN e.amount ELSE 0 END), 0)::float8 AS refunded,
      COALESCE(SUM(CASE WHEN e.account = 'tax_payable' THEN -e.amount ELSE 0 END), 0)::float8 AS tax,
      COALESCE(SUM(CASE WHEN e.account IN ('revenue', 'prepaid_expired') THEN -e.amount ELSE 0 END), 0)::float8
        AS earned,
      COALESCE(SUM(CASE WHEN e.account = 'deferred_revenue' AND p.kind <> 'recognition' THEN -e.amount ELSE 0 END),
        0)::float8 AS deferred_added,
      COALESCE(SUM(CASE WHEN e.account = 'deferred_revenue' AND p.kind = 'recognition' THEN e.amount ELSE 0 END),
        0)::float8 AS deferred_released,
      COALESCE(SUM(CASE WHEN e.account = 'receivable' THEN e.amount ELSE 0 END), 0)::float8 AS receivable,
      COALESCE(SUM(CASE WHEN e.account = 'member_credit' THEN e.amount ELSE 0 END), 0)::float8 AS member_credit,
      COALESCE(SUM(CASE WHEN e.account IN ('processor', 'cash_drawer', 'checks') THEN e.amount ELSE 0 END), 0)::float8
        AS cash
    FROM placed p
    JOIN ${ledgerEntries} e ON e.business_id = ${b} AND e.transaction_id = p.id AND e.unit = 'cents'
    WHERE p.inside
    GROUP BY p.category`);
  const sums = new Map(rowsOf<CategorySums>(result).map((row) => [row.category, row]));
  const discounts = filtered ? 0 : await couponDiscounts(scope, window);
  const rows = REVENUE_CATEGORIES.map((category) => {
    const row = sums.get(category);
    return figuresRow(category, row, category === 'memberships' ? discounts : 0);
  });
  const totals: RevenueTotals = {
    ...sumFigures(rows),
    receivable_change: total(sums, 'receivable'),
    member_credit_used: total(sums, 'member_credit'),
    cash: total(sums, 'cash'),
  };
  return { rows, totals };
}

function total(sums: Map<RevenueCategory, CategorySums>, key: keyof Omit<CategorySums, 'category'>): number {
  let sum = 0;
  for (const row of sums.values()) sum += Number(row[key]);
  return sum;
}

function figuresRow(category: RevenueCategory, row: CategorySums | undefined, discounts: number): RevenueRow {
  const net = Number(row?.sold ?? 0);
  const refunds = Number(row?.refunded ?? 0);
  return {
    category,
    label: REVENUE_CATEGORY_LABELS[category],
    gross: net + discounts,
    discounts,
    net,
    tax: Number(row?.tax ?? 0),
    refunds,
    net_revenue: net - refunds,
    earned: Number(row?.earned ?? 0),
    deferred_added: Number(row?.deferred_added ?? 0),
    deferred_released: Number(row?.deferred_released ?? 0),
  };
}

function sumFigures(rows: readonly RevenueFigures[]): RevenueFigures {
  const keys = [
    'gross',
    'discounts',
    'net',
    'tax',
    'refunds',
    'net_revenue',
    'earned',
    'deferred_added',
    'deferred_released',
  ] as const;
  const out = Object.fromEntries(keys.map((key) => [key, 0])) as unknown as RevenueFigures;
  for (const row of rows) for (const key of keys) out[key] += row[key];
  return out;
}

/** The coupon discounts off the plan periods whose charge was sold (paid or invoiced) in the period. */
async function couponDiscounts(scope: ReportContext['scope'], window: ReportWindow): Promise<number> {
  const result = await scope.db.execute(sql`
    SELECT COALESCE(SUM(si.discount), 0)::float8 AS discounts FROM ${subscriptionInvoices} si
    WHERE si.business_id = ${scope.businessId} AND si.discount <> 0 AND si.charge_id IS NOT NULL
      AND EXISTS (
        SELECT 1 FROM ${ledgerTransactions} t
        WHERE t.business_id = si.business_id AND t.charge_id = si.charge_id
          AND t.kind IN ('charge', 'cash', 'check', 'invoice')
          AND t.created_at >= ${window.start.toISOString()}::timestamptz
          AND t.created_at < ${window.end.toISOString()}::timestamptz)`);
  return Number(rowsOf<{ discounts: number }>(result)[0]?.discounts ?? 0);
}

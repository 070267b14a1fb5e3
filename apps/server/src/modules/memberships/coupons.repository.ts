import { and, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { clubCoupons, couponRedemptions, subscriptionInvoices, type Executor, type TenantScope } from '@fairplay/db';

/** The only reader and writer of club_coupons and coupon_redemptions. */

export type CouponRow = typeof clubCoupons.$inferSelect;
export type NewCoupon = Omit<typeof clubCoupons.$inferInsert, 'id' | 'businessId' | 'createdAt' | 'timesRedeemed'>;
export type RedemptionRow = typeof couponRedemptions.$inferSelect;

/** Inserts a coupon; undefined when the club has a usable coupon of that code (the partial unique index). */
export async function insertCoupon(scope: TenantScope, values: NewCoupon): Promise<CouponRow | undefined> {
  const [row] = await scope.db.insert(clubCoupons).values(scope.values(values)).onConflictDoNothing().returning();
  return row;
}

export function listCoupons(scope: TenantScope): Promise<CouponRow[]> {
  return scope.db
    .select()
    .from(clubCoupons)
    .where(scope.where(clubCoupons, isNull(clubCoupons.archivedAt)))
    .orderBy(desc(clubCoupons.createdAt), desc(clubCoupons.id));
}

export async function findCouponByCode(scope: TenantScope, code: string): Promise<CouponRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(clubCoupons)
    .where(scope.where(clubCoupons, and(eq(clubCoupons.code, code), isNull(clubCoupons.archivedAt))));
  return row;
}

export async function archiveCoupon(scope: TenantScope, id: number, at: Date): Promise<boolean> {
  const rows = await scope.db
    .update(clubCoupons)
    .set({ archivedAt: at })
    .where(scope.where(clubCoupons, and(eq(clubCoupons.id, id), isNull(clubCoupons.archivedAt))))
    .returning({ id: clubCoupons.id });
  return rows.length > 0;
}

/**
 * Claims one redemption of a usable coupon: a single conditional UPDATE, so concurrent redemptions queue on the
 * row lock and the last unit goes to exactly one of them (the CHECK on times_redeemed backs it). Undefined when the
 * code is unknown, archived, expired or used up.
 */
export async function claimRedemption(scope: TenantScope, code: string, at: Date): Promise<CouponRow | undefined> {
  const [row] = await scope.db
    .update(clubCoupons)
    .set({ timesRedeemed: sql`${clubCoupons.timesRedeemed} + 1` })
    .where(
      scope.where(
        clubCoupons,
        and(
          eq(clubCoupons.code, code),
          isNull(clubCoupons.archivedAt),
          or(isNull(clubCoupons.expiresAt), gt(clubCoupons.expiresAt, at)),
          or(isNull(clubCoupons.maxRedemptions), lt(clubCoupons.timesRedeemed, clubCoupons.maxRedemptions)),
        ),
      ),
    )
    .returning();
  return row;
}

export async function insertRedemption(
  scope: TenantScope,
  values: Omit<typeof couponRedemptions.$inferInsert, 'id' | 'businessId'>,
): Promise<RedemptionRow> {
  const [row] = await scope.db.insert(couponRedemptions).values(scope.values(values)).returning();
  return row!;
}

/**
 * Gives back a redemption whose subscription is forgotten (its first charge was refused before money moved): the
 * redemption row goes with the subscription (cascade), the count goes back here, in the same transaction.
 */
export async function releaseRedemption(scope: TenantScope, subscriptionId: number): Promise<void> {
  const [row] = await scope.db
    .delete(couponRedemptions)
    .where(scope.where(couponRedemptions, eq(couponRedemptions.subscriptionId, subscriptionId)))
    .returning();
  if (!row) return;
  await scope.db
    .update(clubCoupons)
    .set({ timesRedeemed: sql`${clubCoupons.timesRedeemed} - 1` })
    .where(scope.where(clubCoupons, eq(clubCoupons.id, row.couponId)));
}

/** The coupon a subscription holds (any club: the renewal sweep passes the row's own club). */
export async function redemptionOf(db: Executor, businessId: number, subscriptionId: number) {
  const [row] = await db
    .select()
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.businessId, businessId), eq(couponRedemptions.subscriptionId, subscriptionId)));
  return row;
}

export async function redemptionsOf(scope: TenantScope, subscriptionIds: readonly number[]) {
  if (subscriptionIds.length === 0) return new Map<number, RedemptionRow>();
  const rows = await scope.db
    .select()
    .from(couponRedemptions)
    .where(scope.where(couponRedemptions, inArray(couponRedemptions.subscriptionId, [...subscriptionIds])));
  return new Map(rows.map((row) => [row.subscriptionId, row]));
}

/** How many of a subscription's periods a coupon already covered (a once coupon covers one). */
export async function discountedPeriods(db: Executor, businessId: number, subscriptionId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(subscriptionInvoices)
    .where(
      and(
        eq(subscriptionInvoices.businessId, businessId),
        eq(subscriptionInvoices.subscriptionId, subscriptionId),
        gt(subscriptionInvoices.discount, 0),
      ),
    );
  return Number(row?.n ?? 0);
}

import { CLUB_BILLING_MESSAGES, clubPlanOf, type ClubPlanKey, type Promo } from '@fairplay/contracts';
import type { Executor } from '@fairplay/db';
import { fieldError } from '../../errors.js';
import { findPromo, type PromoRow } from './club-billing.repository.js';

/**
 * A promo code as it may be used at `at` (for `plan`, when given): unknown, expired, used up and other-plan codes
 * are refused with 400 naming `field`.
 */
export async function usablePromo(
  db: Executor,
  code: string,
  at: Date,
  field: 'promo' | 'coupon',
  plan?: ClubPlanKey,
): Promise<PromoRow> {
  const promo = await findPromo(db, code.trim().toUpperCase());
  if (!promo) throw fieldError(field, CLUB_BILLING_MESSAGES.promoInvalid);
  if (promo.expiresAt && promo.expiresAt.getTime() <= at.getTime())
    throw fieldError(field, CLUB_BILLING_MESSAGES.promoExpired);
  if (promo.maxRedemptions !== null && promo.redemptions >= promo.maxRedemptions)
    throw fieldError(field, CLUB_BILLING_MESSAGES.promoUsedUp);
  if (plan && promo.plan && promo.plan !== plan)
    throw fieldError(field, CLUB_BILLING_MESSAGES.promoOtherPlan(clubPlanOf(promo.plan)!.name));
  return promo;
}

export const promoView = (row: PromoRow): Promo => ({
  promo: row.code,
  plan: row.plan,
  percent_off: row.percentOff,
  duration_months: row.durationMonths,
  expires_at: row.expiresAt?.toISOString() ?? null,
});

import { clubPlanOf, type ClubInvoice, type ClubSubscription, type Subscription } from '@fairplay/contracts';
import { clubIsPremium, discountApplies, periodPrice } from '@fairplay/domain';
import type { ClubInvoiceRow, ClubSubscriptionRow } from './club-billing.repository.js';

/** The id the club's subscription goes by (the spec's subscription_id). */
export const clubSubscriptionId = (businessId: number) => `sub_club_${businessId}`;

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The session's subscription (spec 1 section 3): status and the pause the banner shows. */
export function sessionSubscriptionOf(row: ClubSubscriptionRow): Subscription {
  return {
    subscription_id: clubSubscriptionId(row.businessId),
    status: row.status,
    pause_collection: row.resumesAt ? { resumes_at: row.resumesAt.toISOString() } : null,
  };
}

function invoiceView(row: ClubInvoiceRow): ClubInvoice {
  return {
    id: row.id,
    plan: row.plan,
    period_start: row.periodStart.toISOString(),
    period_end: row.periodEnd.toISOString(),
    amount: row.amount,
    discount: row.discount,
    credit: row.credit,
    total: row.total,
    status: row.status,
    attempts: row.attempts,
    promo_code: row.promoCode,
    failure_message: row.failureMessage,
    created_at: row.createdAt.toISOString(),
  };
}

/** When the next charge is tried, and its amount (none once the subscription ends or is over). */
function nextCharge(row: ClubSubscriptionRow): ClubSubscription['next_charge'] {
  if (row.status === 'canceled' || row.status === 'unpaid' || row.resumesAt) return null;
  const at = row.status === 'incomplete' ? row.nextAttemptAt : row.currentPeriodEnd;
  if (!at) return null;
  const start = row.currentPeriodEnd;
  const percent = discountApplies(row.percentOff, row.discountEndsAt, start) ? row.percentOff : 0;
  return { at: at.toISOString(), amount: periodPrice(row.amount, percent).total };
}

export function clubSubscriptionView(row: ClubSubscriptionRow, invoices: ClubInvoiceRow[]): ClubSubscription {
  return {
    subscription_id: clubSubscriptionId(row.businessId),
    plan: row.plan,
    plan_name: clubPlanOf(row.plan)!.name,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    promo_code: row.promoCode,
    percent_off: row.percentOff,
    discount_ends_at: iso(row.discountEndsAt),
    trial_ends_at: iso(row.trialEndsAt),
    current_period_start: row.currentPeriodStart.toISOString(),
    current_period_end: row.currentPeriodEnd.toISOString(),
    pause_collection: row.resumesAt ? { resumes_at: row.resumesAt.toISOString() } : null,
    card: row.cardLast4 ? { brand: row.cardBrand ?? '', last4: row.cardLast4 } : null,
    next_charge: nextCharge(row),
    premium: clubIsPremium(row.status),
    invoices: invoices.map(invoiceView),
  };
}

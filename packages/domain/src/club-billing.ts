/**
 * The club's Fairplay subscription (issue 14): what a period costs and what a plan change credits. Pure rules shared
 * by the server (which charges) and the web (which shows the amount before the owner confirms).
 */

const DAY_MS = 86_400_000;

/** One month on from `from`, keeping the day of the month (clamped to the month's last day). */
export function addBillingMonth(from: Date): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export const addBillingDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

export interface PeriodPrice {
  /** The plan's monthly price in cents. */
  amount: number;
  discount: number;
  credit: number;
  total: number;
}

/**
 * A period's charge: the plan's price, less the promo's percentage (rounded to the cent), less a credit from the
 * previous plan (never below zero; a credit larger than the charge is not paid out).
 */
export function periodPrice(amount: number, percentOff: number, credit = 0): PeriodPrice {
  const discount = Math.round((amount * percentOff) / 100);
  const usedCredit = Math.min(Math.max(0, credit), amount - discount);
  return { amount, discount, credit: usedCredit, total: amount - discount - usedCredit };
}

/**
 * What is left of a paid period when the plan changes at `at`: the paid total times the unused share of the
 * period, rounded down to the cent (never more than was paid).
 */
export function unusedCredit(paidTotal: number, periodStart: Date, periodEnd: Date, at: Date): number {
  const length = periodEnd.getTime() - periodStart.getTime();
  const left = periodEnd.getTime() - at.getTime();
  if (length <= 0 || left <= 0 || paidTotal <= 0) return 0;
  return Math.min(paidTotal, Math.floor((paidTotal * left) / length));
}

/** Whether a promo's discount still applies to a period starting at `periodStart`. */
export function discountApplies(percentOff: number, discountEndsAt: Date | null, periodStart: Date): boolean {
  return percentOff > 0 && (discountEndsAt === null || periodStart.getTime() < discountEndsAt.getTime());
}

/** The discount's end for a promo of `durationMonths` monthly charges starting at `from` (null: for good). */
export function discountEnd(from: Date, durationMonths: number | null): Date | null {
  if (durationMonths === null) return null;
  let end = from;
  for (let month = 0; month < durationMonths; month++) end = addBillingMonth(end);
  return end;
}

/** Paid and in good standing (a declined renewal still being retried keeps the plan): the spec's `premium`. */
export const clubIsPremium = (status: string) => status === 'active' || status === 'incomplete';
/** Has a live subscription, trial included: the spec's `subscribed`. */
export const clubIsSubscribed = (status: string) =>
  status === 'trialing' || status === 'active' || status === 'incomplete';

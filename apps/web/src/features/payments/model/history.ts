import {
  chargeMoneyState,
  formatClubDateTime,
  isValidTimeZone,
  REFUND_WORDS,
  utcToZonedParts,
  zonedWallTimeToUtc,
} from '@fairplay/domain';
import type { Charge } from '@fairplay/contracts';

/** Spec 3 section 2: the Recent Charges type filter (bank account charges are ours: ACH). */
export const CHARGE_TYPE_LABELS = {
  all: 'All',
  card: 'Card',
  ach: 'Bank account (ACH)',
  terminal: 'Terminal',
  cash: 'Cash',
  'check-input': 'Check',
} as const;

const zoneOr = (timeZone: string) => (isValidTimeZone(timeZone) ? timeZone : 'UTC');

/** The club's today as YYYY-MM-DD. */
export function clubToday(timeZone: string, now = new Date()): string {
  return utcToZonedParts(now, zoneOr(timeZone)).date;
}

/** Spec 3 section 9: the history's default range, the start of the club's month to today. */
export function defaultRange(timeZone: string, now = new Date()): { from: string; to: string } {
  const today = clubToday(timeZone, now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The filter's club-local days as the instants the call takes: from the first day's start to the last day's end. */
export function rangeQuery(from: string, to: string, timeZone: string): { startDate?: string; endDate?: string } {
  const zone = zoneOr(timeZone);
  const valid = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date);
  return {
    startDate: valid(from) ? zonedWallTimeToUtc(from, '00:00', zone).toISOString() : undefined,
    endDate: valid(to)
      ? new Date(zonedWallTimeToUtc(nextDay(to), '00:00', zone).getTime() - 1).toISOString()
      : undefined,
  };
}

/** Spec 3 section 9: receipts show times in the club's time zone like 'MMM D, YYYY h:mma': the one format. */
export function formatChargeTime(iso: string, timeZone: string, amPm: boolean): string {
  return formatClubDateTime(iso, zoneOr(timeZone), amPm);
}

/** How a charge was paid: "Visa •••• 4242", "Cash", "Check". */
export function sourceLabel(charge: Pick<Charge, 'type' | 'source' | 'cash_input_type'>): string {
  if (charge.cash_input_type === 'cash') return 'Cash';
  if (charge.cash_input_type === 'check-input') return 'Check';
  if (charge.source) {
    const brand = charge.source.brand.charAt(0).toUpperCase() + charge.source.brand.slice(1);
    return `${brand} •••• ${charge.source.last4}`;
  }
  return CHARGE_TYPE_LABELS[charge.type];
}

export const STATUS_LABELS: Record<Charge['status'], string> = {
  processing: 'Processing',
  requires_action: 'Awaiting authentication',
  succeeded: 'Paid',
  failed: 'Failed',
  invoiced: 'On monthly invoice',
  authorized: 'Authorized (held)',
  released: 'Hold released',
  voided: 'Voided (taken off the invoice)',
};

/** A disputed charge (a chargeback, issue 25) reads as its dispute stands: staff must answer an open one. */
export const DISPUTE_LABELS: Record<NonNullable<Charge['dispute_status']>, string> = {
  warning_needs_response: 'Inquiry: needs response',
  warning_under_review: 'Inquiry under review',
  warning_closed: 'Inquiry closed',
  needs_response: 'Disputed: needs response',
  under_review: 'Disputed: under review',
  won: 'Dispute won',
  lost: 'Dispute lost',
  prevented: 'Dispute prevented',
  appeal_needs_response: 'Dispute appeal: needs response',
  appeal_under_review: 'Dispute appeal under review',
};

/**
 * A charge's status as its money stands (issue 24, domain's chargeMoneyState): a paid charge given back whole reads
 * Refunded, in part Partly refunded; otherwise its status's words.
 */
export function chargeStatusLabel(
  charge: Pick<Charge, 'status' | 'total' | 'amount_refunded'> & Partial<Pick<Charge, 'dispute_status'>>,
): string {
  if (charge.dispute_status) return DISPUTE_LABELS[charge.dispute_status];
  const state = chargeMoneyState(charge);
  return state === 'refunded' || state === 'partly_refunded' ? REFUND_WORDS[state] : STATUS_LABELS[state];
}

const STATUS_COLORS: Record<Charge['status'], string> = {
  processing: 'gray',
  requires_action: 'yellow',
  succeeded: 'green',
  failed: 'red',
  invoiced: 'blue',
  authorized: 'yellow',
  released: 'gray',
  voided: 'gray',
};

/** The colour of a charge's status badge, by the same reading: refunded grey, partly refunded orange. */
export function chargeStatusColor(
  charge: Pick<Charge, 'status' | 'total' | 'amount_refunded'> & Partial<Pick<Charge, 'dispute_status'>>,
): string {
  if (charge.dispute_status) return charge.dispute_status === 'won' ? 'green' : 'red';
  const state = chargeMoneyState(charge);
  if (state === 'refunded') return 'gray';
  return state === 'partly_refunded' ? 'orange' : STATUS_COLORS[state];
}

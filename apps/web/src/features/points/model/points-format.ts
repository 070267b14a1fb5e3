import { formatClubDate, taxedLines, type TaxedPrice } from '@fairplay/domain';

/** Dates of points (expiry, bought on) in the club's time zone, as a day. */
export function formatDay(iso: string, timeZone: string): string {
  return formatClubDate(iso, timeZone);
}

/** A lot's state in words: what a member or staff reads in the lots table. */
export function lotState(lot: { status: string; remaining: number; points: number }): string {
  if (lot.status === 'expired') return 'Expired';
  if (lot.status === 'failed') return 'Payment failed';
  if (lot.status === 'pending') return 'Waiting for payment';
  if (lot.remaining === 0) return 'Used';
  return 'Active';
}

/** "30 points" / "1 point". */
export const pointsLabel = (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`;

/**
 * What buying `count` points of a group costs: its price (points × price per point) with the club's points taxes
 * as one line (issue 24 point 4), as the purchase's charge computes it; null until a whole number is entered.
 */
export function pointsQuote(
  count: number,
  entity: { price_per_point: number; taxes: readonly { id: number; percentage: number; inclusive: boolean }[] },
): TaxedPrice | null {
  if (!Number.isInteger(count) || count <= 0) return null;
  return taxedLines([count * entity.price_per_point], entity.taxes);
}

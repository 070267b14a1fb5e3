import { formatClubDate } from '@fairplay/domain';

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

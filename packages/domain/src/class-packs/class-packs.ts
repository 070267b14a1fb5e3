/**
 * Class packs (issue 14): a one-time product with a number of uses. These rules are what the server enforces when
 * a booking is paid with a pack and what the web shows beside each pack, so they are written once here.
 */

/** The lesson kinds a pack can be limited to; a pack naming none covers every kind. */
export const PACK_LESSON_KINDS = ['group', 'private', 'camp'] as const;
export type PackLessonKind = (typeof PACK_LESSON_KINDS)[number];
/** Court time (book-and-pay): covered only by a pack that names it. */
export const PACK_COURT_KIND = 'court';

export interface PackTerms {
  usesLeft: number;
  /** The lesson kinds it covers; empty: all of them. */
  covers: readonly string[];
  /** After this instant the pack pays for nothing; null: it never expires. */
  expiresAt: Date | null;
}

/** Why a pack cannot pay for a place; null when it can. */
export type PackIssue = 'expired' | 'empty' | 'not_covered';

export function packCovers(covers: readonly string[], kind: string): boolean {
  if (covers.length === 0) return kind !== PACK_COURT_KIND;
  return covers.includes(kind);
}

/**
 * How many uses refunds of a pack's purchase take back: the share of the price refunded, rounded up (a member never
 * keeps a use they were paid back for); all of them when the purchase is refunded in full.
 */
export function usesRevoked(usesTotal: number, refunded: number, price: number): number {
  if (price <= 0 || refunded <= 0) return 0;
  if (refunded >= price) return usesTotal;
  return Math.min(usesTotal, Math.ceil((usesTotal * refunded) / price));
}

/** Whether the pack has expired by `now` (an expiry instant is the first moment it no longer counts). */
export function packExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && now.getTime() >= expiresAt.getTime();
}

/**
 * Whether the pack may pay for a place of a lesson of `kind` starting at `start`, booked at `now`. A place must also
 * start before the pack expires: a pack that ends this week does not pay for next month's class. Expiry is told
 * before emptiness (an expired pack's leftover uses are not the member's problem to count).
 */
export function packIssue(pack: PackTerms, place: { kind: string; start: Date }, now: Date): PackIssue | null {
  if (packExpired(pack.expiresAt, now) || packExpired(pack.expiresAt, place.start)) return 'expired';
  if (pack.usesLeft <= 0) return 'empty';
  if (!packCovers(pack.covers, place.kind)) return 'not_covered';
  return null;
}

/**
 * Whether cancelling a place paid with a pack gives its use back: only inside the lesson's cancellation window
 * (cancelling allowed and at least its hours before the start). Staff may still cancel later, but the use is spent,
 * as a late card payment is not refunded.
 */
export function packUseReturns(input: { now: Date; start: Date; cancelAllowed: boolean; hours: number }): boolean {
  return input.cancelAllowed && input.now.getTime() <= input.start.getTime() - input.hours * 3_600_000;
}

/** The state a member sees beside a pack. */
export function packStatus(pack: PackTerms, now: Date): 'active' | 'used_up' | 'expired' {
  if (packExpired(pack.expiresAt, now)) return 'expired';
  return pack.usesLeft <= 0 ? 'used_up' : 'active';
}

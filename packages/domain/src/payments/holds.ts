/**
 * Authorize now, capture later (issue 13; spec 2 rule form: "charge 24 hours before the event"). A card
 * authorization holds the money only for a while, which card networks set per brand and for captures the merchant
 * starts later (merchant-initiated). A booking's hold is captured 24 hours before its start, and never relied on
 * past the hold's end: when the event is further away than a hold can last, the card is saved (with the member's
 * consent) and authorized only when the window opens.
 */

/** The spec's capture time: 24 hours before the event. */
export const CAPTURE_LEAD_MS = 24 * 3_600_000;
/** How long before a hold's end we capture at the latest: a day's margin for retries and clock drift. */
export const HOLD_SAFETY_MS = 24 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Days an authorization holds before it lapses, by card brand, for a capture the merchant makes later. Visa holds
 * merchant-initiated authorizations 5 days; Mastercard, American Express, Discover and the others 7. An unknown
 * brand gets the shortest, so no hold is ever trusted longer than its network keeps it.
 */
export function holdDays(brand: string): number {
  const name = brand.trim().toLowerCase();
  if (name === 'visa' || name === '') return 5;
  if (['mastercard', 'amex', 'american express', 'discover', 'diners', 'jcb', 'unionpay'].includes(name)) return 7;
  return 5;
}

/** When a hold authorized at `authorizedAt` lapses: the brand's window, or the provider's own end if earlier. */
export function holdEndsAt(brand: string, authorizedAt: Date, providerExpiresAt: Date | null = null): Date {
  const byBrand = authorizedAt.getTime() + holdDays(brand) * DAY_MS;
  return new Date(Math.min(byBrand, providerExpiresAt?.getTime() ?? byBrand));
}

/** The latest moment a hold may be captured: 24 hours before the event, or a margin before the hold lapses. */
export function captureTimeFor(startsAt: Date, holdEnd: Date): Date {
  return new Date(Math.min(startsAt.getTime() - CAPTURE_LEAD_MS, holdEnd.getTime() - HOLD_SAFETY_MS));
}

export type HoldPlan =
  /** The capture time has come (the event is less than 24 hours away): the booking is charged at once. */
  | { kind: 'charge_now' }
  /** A hold now lasts until its capture 24 hours before the event. */
  | { kind: 'authorize_now'; captureAt: Date }
  /** Too far away for a hold: the saved method is authorized at `authorizeAt`, then captured at `captureAt`. */
  | { kind: 'authorize_later'; authorizeAt: Date; captureAt: Date };

/** How a booking starting at `startsAt`, booked at `now` with a card of `brand`, is paid. */
export function holdPlan(startsAt: Date, now: Date, brand: string): HoldPlan {
  const captureAt = new Date(startsAt.getTime() - CAPTURE_LEAD_MS);
  if (captureAt.getTime() <= now.getTime()) return { kind: 'charge_now' };
  const lasts = holdDays(brand) * DAY_MS - HOLD_SAFETY_MS;
  if (captureAt.getTime() - now.getTime() <= lasts) return { kind: 'authorize_now', captureAt };
  return { kind: 'authorize_later', authorizeAt: new Date(captureAt.getTime() - lasts), captureAt };
}

/** Retries of a failed authorization or capture: after 1 h, 3 h, then 6 h (never past the capture's deadline). */
export const HOLD_RETRY_MS = [3_600_000, 3 * 3_600_000, 6 * 3_600_000] as const;

import { cancellationIssue, type CancellationSettings } from '../court-sheet/cancellation.js';

/** The club's no-show and late-cancel fees (issue 13, "Beyond the anchors"); amounts in cents, 0 = no fee. */
export interface BookingFeeSettings {
  noShowFee: number;
  /** Minutes after a booking's start by which a player must be checked in. */
  noShowFeeMinutes: number;
  lateCancelFee: number;
  /** When the fees were last changed: only bookings starting after it owe a fee (a new fee is never retroactive). */
  feesChangedAt: Date;
}

export type BookingFeeKind = 'no_show' | 'late_cancel';

/** How far back the no-show sweep looks: a booking missed while the job queue was down is still charged. */
export const NO_SHOW_LOOKBACK_MS = 7 * 24 * 3_600_000;

/** The instant a player not yet checked in becomes a no-show. */
export function noShowAt(startsAt: Date, settings: Pick<BookingFeeSettings, 'noShowFeeMinutes'>): Date {
  return new Date(startsAt.getTime() + settings.noShowFeeMinutes * 60_000);
}

/**
 * Whether a player of a booking starting at `startsAt` owes the no-show fee at `now`: the club charges one, the
 * grace after the start has passed, the player was not checked in by then (a check-in after the grace does not
 * excuse), the booking started after the fee was set, and not longer ago than the sweep looks back.
 */
export function owesNoShowFee(
  settings: BookingFeeSettings,
  startsAt: Date,
  firstCheckIn: Date | null,
  now: Date,
): boolean {
  if (settings.noShowFee <= 0) return false;
  const due = noShowAt(startsAt, settings);
  if (due.getTime() > now.getTime()) return false;
  if (now.getTime() - due.getTime() > NO_SHOW_LOOKBACK_MS) return false;
  if (startsAt.getTime() < settings.feesChangedAt.getTime()) return false;
  return firstCheckIn === null || firstCheckIn.getTime() > due.getTime();
}

/**
 * Whether cancelling at `now` a place on a booking starting at `startsAt` owes the late-cancel fee: the club
 * charges one and the cancellation is outside its cancellation window ("late": fewer than cancel_allowed_hour
 * hours ahead, or cancellations not allowed at all, as when staff cancel for the member). A booking already
 * started or over is not a cancellation but a no-show's business; one booked before the fee was set owes nothing.
 */
export function owesLateCancelFee(
  settings: BookingFeeSettings,
  window: CancellationSettings,
  startsAt: Date,
  bookedAt: Date,
  now: Date,
): boolean {
  if (settings.lateCancelFee <= 0) return false;
  if (startsAt.getTime() <= now.getTime()) return false;
  if (bookedAt.getTime() < settings.feesChangedAt.getTime()) return false;
  return cancellationIssue(window, startsAt, now) !== null;
}

/** The fee's amount for its kind. */
export function bookingFeeAmount(settings: BookingFeeSettings, kind: BookingFeeKind): number {
  return kind === 'no_show' ? settings.noShowFee : settings.lateCancelFee;
}

/** The fee's line on the member's receipt or invoice. */
export function bookingFeeDescription(kind: BookingFeeKind, startsAt: string): string {
  return kind === 'no_show' ? `No-show fee: booking at ${startsAt}` : `Late cancellation fee: booking at ${startsAt}`;
}

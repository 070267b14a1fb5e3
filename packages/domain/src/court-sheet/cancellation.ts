/** The club settings a member's own cancellation is checked against (spec 2 section 2: cancel_allowed[_hour]). */
export interface CancellationSettings {
  cancelAllowed: boolean;
  /** How many hours before the start a member may still cancel. */
  cancelAllowedHour: number;
}

/** Why a member may not cancel their own booking; the caller words it. */
export type CancellationIssue = 'cancelNotAllowed' | 'cancelTooLate';

/**
 * Whether a member may cancel their place on a booking that starts at `start`: the club must allow
 * cancellations, and it must be at least `cancelAllowedHour` hours ahead. Staff are not held to this.
 */
export function cancellationIssue(settings: CancellationSettings, start: Date, now: Date): CancellationIssue | null {
  if (!settings.cancelAllowed) return 'cancelNotAllowed';
  if (start.getTime() - now.getTime() < settings.cancelAllowedHour * 3600_000) return 'cancelTooLate';
  return null;
}

/**
 * Whether cancelling a booking that starts at `start` gives its payment back (issue 13): only inside the club's
 * cancellation window and with the refund asked for (automatically_refund_payment, or the club's setting). Outside
 * the window nothing is refunded and a hold is still captured; staff may refund by hand.
 */
export function refundsOnCancel(settings: CancellationSettings, start: Date, now: Date, refund: boolean): boolean {
  return refund && cancellationIssue(settings, start, now) === null;
}

/** What the member is told before confirming a cancellation of a booking they may have paid for. */
export function cancelRefundNotice(settings: CancellationSettings, start: Date, now: Date, refund: boolean): string {
  if (refundsOnCancel(settings, start, now, refund))
    return 'If you paid for this booking, the payment is refunded, or the hold on your card released.';
  if (!refund) return 'No refund is issued automatically for this cancellation; the club may refund you by hand.';
  return 'This is outside the cancellation window: no refund is issued, and a payment held on your card is still charged.';
}

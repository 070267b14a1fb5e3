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

import type { TimeRange } from '../recurrence/types.js';

/** The club settings a customer's own booking is checked against (spec 2 sections 3 and 5). */
export interface CustomerBookingSettings {
  /** How many days ahead a customer may book. */
  advanceTime: number;
  /** How many hours before the start a customer may still book. */
  allowBookingUntil: number;
}

/** Why a customer's booking is refused; the caller words it. */
export type CustomerBookingIssue =
  | { rule: 'advanceTooFar'; field: 'start_time' }
  | { rule: 'tooLateToBook'; field: 'start_time' }
  | { rule: 'partyFull'; field: 'partners' };

/**
 * The limits a club puts on customers' own bookings: how far ahead, how late and how many players fit the court.
 * Answers the first limit broken, or null. How long a booking may be is booking-length.ts's.
 */
export function checkCustomerBooking(
  settings: CustomerBookingSettings,
  ranges: readonly TimeRange[],
  partySize: number,
  court: { partySize: number },
  now: Date,
  /**
   * true where an availability rule governs the time: its own book-in-advance window and buffer replace the
   * club's advance_time and allow_booking_until (the booking policy checks those).
   */
  windowFromRules = false,
): CustomerBookingIssue | null {
  const first = ranges[0];
  if (!first) return null;
  const last = ranges[ranges.length - 1]!;
  if (!windowFromRules && last.start.getTime() > now.getTime() + settings.advanceTime * 24 * 3600_000)
    return { rule: 'advanceTooFar', field: 'start_time' };
  if (!windowFromRules && first.start.getTime() < now.getTime() + settings.allowBookingUntil * 3600_000)
    return { rule: 'tooLateToBook', field: 'start_time' };
  if (partySize > court.partySize) return { rule: 'partyFull', field: 'partners' };
  return null;
}

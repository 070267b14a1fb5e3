/**
 * How long a booking may be (spec 2 section 5 "Customer bookings"): a booking that names a service type whose
 * min/max is enabled stays within the type's min and max; otherwise the facility's limits apply: the court's (or
 * the club's) minimum length and, when enabled, the maximum minutes per party size. Server and web run the same
 * rule, so the booking dialog shows the limit before the member sends the booking.
 */

/** The club's length settings (businesses). */
export interface ClubLengthSettings {
  minListDuration: number;
  enableMaxTimeForBookings: boolean;
  maxTimeForSingles: number;
  maxTimeForDoubles: number;
  maxTimeForTriples: number;
  maxTimeForQuadruples: number;
}

/** A court's own length settings; null falls back to the club's. */
export interface CourtLengthSettings {
  minListDuration: number | null;
  enableMaxTimeForBookings: boolean;
  maxTimeForSingles: number | null;
  maxTimeForDoubles: number | null;
  maxTimeForTriples: number | null;
  maxTimeForQuadruples: number | null;
}

/** A service type's own lengths (service_types). */
export interface ServiceTypeLengths {
  isMinMaxEnabled: boolean;
  minListDuration: number | null;
  maxListDuration: number | null;
}

const PARTY_LABELS = ['1 person', '2 people', '3 people', '4 people and more'] as const;

export const BOOKING_LENGTH_MESSAGES = {
  // Texts from the spec (section 5, "Customer bookings" and "Rule form").
  serviceTypeMax: (minutes: number) => `The business requires maximum ${minutes} minutes per booking`,
  serviceTypeMin: (minutes: number) => `Lesson min duration is ${minutes} minutes`,
  partyMax: (minutes: number, party: string) =>
    `The business requires maximum ${minutes} minutes per booking for ${party}.`,
  // Our own text, worded as the spec's maximum.
  facilityMin: (minutes: number) => `The business requires minimum ${minutes} minutes per booking.`,
} as const;

/** The length a booking must keep, and where the limit comes from. */
export type BookingLengthLimit =
  | { source: 'service_type'; min: number | null; max: number | null }
  | { source: 'facility'; min: number; max: number | null; partyLabel: string };

/**
 * The limit that holds for a booking: the service type's own min and max when it enables them, else the court's
 * minimum (or the club's) and, when the court or the club enables it, the maximum for the party size (the
 * court's value, or the club's).
 */
export function bookingLengthLimit(
  club: ClubLengthSettings,
  court: CourtLengthSettings | null,
  serviceType: ServiceTypeLengths | null,
  partySize: number,
): BookingLengthLimit {
  if (serviceType?.isMinMaxEnabled)
    return { source: 'service_type', min: serviceType.minListDuration, max: serviceType.maxListDuration };
  const index = Math.min(Math.max(partySize, 1), 4) - 1;
  const clubMax = [club.maxTimeForSingles, club.maxTimeForDoubles, club.maxTimeForTriples, club.maxTimeForQuadruples];
  const courtMax = court
    ? [court.maxTimeForSingles, court.maxTimeForDoubles, court.maxTimeForTriples, court.maxTimeForQuadruples]
    : [null, null, null, null];
  const maxEnabled = club.enableMaxTimeForBookings || (court?.enableMaxTimeForBookings ?? false);
  return {
    source: 'facility',
    min: court?.minListDuration ?? club.minListDuration,
    max: maxEnabled ? (courtMax[index] ?? clubMax[index]!) : null,
    partyLabel: PARTY_LABELS[index]!,
  };
}

/** The spec's message when `minutes` breaks the limit, or null. */
export function bookingLengthIssue(limit: BookingLengthLimit, minutes: number): string | null {
  if (limit.source === 'service_type') {
    if (limit.min !== null && minutes < limit.min) return BOOKING_LENGTH_MESSAGES.serviceTypeMin(limit.min);
    if (limit.max !== null && minutes > limit.max) return BOOKING_LENGTH_MESSAGES.serviceTypeMax(limit.max);
    return null;
  }
  if (minutes < limit.min) return BOOKING_LENGTH_MESSAGES.facilityMin(limit.min);
  if (limit.max !== null && minutes > limit.max) return BOOKING_LENGTH_MESSAGES.partyMax(limit.max, limit.partyLabel);
  return null;
}

/** The limit in words, for the booking dialog's notice: "Bookings here last 60 to 90 minutes." */
export function bookingLengthHint(limit: BookingLengthLimit): string | null {
  const { min, max } = limit;
  const who = limit.source === 'facility' && max !== null ? ` for ${limit.partyLabel}` : '';
  if (min !== null && max !== null)
    return min === max
      ? `This booking lasts ${min} minutes${who}.`
      : `This booking lasts ${min} to ${max} minutes${who}.`;
  if (max !== null) return `This booking lasts at most ${max} minutes${who}.`;
  if (min !== null) return `This booking lasts at least ${min} minutes.`;
  return null;
}

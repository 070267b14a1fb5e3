import { APPOINTMENT_MESSAGES, type Conflict } from '@fairplay/contracts';
import type { TimeRange } from '@fairplay/domain';
import { AppError, fieldError } from '../../errors.js';
import type { CourtInfo, MemberInfo } from './ports.js';

const PARTY_LABELS = ['1 person', '2 people', '3 people', '4 people and more'] as const;

export function conflictError(conflicts: Conflict[]): AppError {
  return new AppError(409, APPOINTMENT_MESSAGES.conflict, { conflicts });
}

export function toConflict(court: CourtInfo | undefined, courtId: number, range: TimeRange): Conflict {
  return {
    court_id: courtId,
    court_name: court?.name ?? `Court ${courtId}`,
    start: range.start.toISOString(),
    end: range.end.toISOString(),
  };
}

/** Every id must be one of the club's members; another club's user is reported like a missing one. */
export function requireMembers(found: MemberInfo[], wanted: number[], field: string, staffOnly = false): void {
  const byId = new Map(found.map((member) => [member.userId, member]));
  wanted.forEach((id, index) => {
    const member = byId.get(id);
    if (!member) throw fieldError(`${field}.${index}`, 'is not a member of this club.');
    if (staffOnly && member.userType !== 'bu') throw fieldError(`${field}.${index}`, 'must be a staff member.');
  });
}

/** The club settings a customer's booking is checked against. */
export interface CustomerBookingSettings {
  advanceTime: number;
  allowBookingUntil: number;
  enableMaxTimeForBookings: boolean;
  maxTimeForSingles: number;
  maxTimeForDoubles: number;
  maxTimeForTriples: number;
  maxTimeForQuadruples: number;
}

/**
 * The limits a club puts on customers' own bookings (spec 2 sections 3 and 5): how far ahead, how late, how
 * long for the party size, and how many players fit the court.
 */
export function checkCustomerBooking(
  business: CustomerBookingSettings,
  ranges: TimeRange[],
  partySize: number,
  court: CourtInfo,
  now: Date,
): void {
  const first = ranges[0];
  if (!first) return;
  const last = ranges[ranges.length - 1]!;
  if (last.start.getTime() > now.getTime() + business.advanceTime * 24 * 3600_000)
    throw fieldError('start_time', APPOINTMENT_MESSAGES.advanceTooFar);
  if (first.start.getTime() < now.getTime() + business.allowBookingUntil * 3600_000)
    throw fieldError('start_time', APPOINTMENT_MESSAGES.tooLateToBook);
  if (partySize > court.partySize) throw fieldError('partners', APPOINTMENT_MESSAGES.partyFull);
  if (!business.enableMaxTimeForBookings) return;
  const limits = [
    business.maxTimeForSingles,
    business.maxTimeForDoubles,
    business.maxTimeForTriples,
    business.maxTimeForQuadruples,
  ];
  const index = Math.min(Math.max(partySize, 1), 4) - 1;
  const minutes = (first.end.getTime() - first.start.getTime()) / 60_000;
  if (minutes > limits[index]!) {
    throw fieldError(
      'end_time',
      `The business requires maximum ${limits[index]} minutes per booking for ${PARTY_LABELS[index]}.`,
    );
  }
}

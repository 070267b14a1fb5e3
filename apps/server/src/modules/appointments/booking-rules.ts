import { APPOINTMENT_MESSAGES, type Conflict } from '@fairplay/contracts';
import {
  checkCustomerBooking as customerBookingIssue,
  type CustomerBookingSettings,
  type TimeRange,
} from '@fairplay/domain';
import { AppError, fieldError } from '../../errors.js';
import { sportIsKnown } from '../sports/index.js';
import type { Executor } from '@fairplay/db';
import type { CourtInfo, MemberInfo } from './ports.js';

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

/**
 * The limits a club puts on customers' own bookings (@fairplay/domain's checkCustomerBooking), refused with the
 * API's messages.
 */
export function checkCustomerBooking(
  business: CustomerBookingSettings,
  ranges: TimeRange[],
  partySize: number,
  court: CourtInfo,
  now: Date,
  /** Where an availability rule governs the time, its window replaces the club's (see the booking policy). */
  windowFromRules = false,
): void {
  const issue = customerBookingIssue(business, ranges, partySize, court, now, windowFromRules);
  if (!issue) return;
  switch (issue.rule) {
    case 'advanceTooFar':
      throw fieldError(issue.field, APPOINTMENT_MESSAGES.advanceTooFar);
    case 'tooLateToBook':
      throw fieldError(issue.field, APPOINTMENT_MESSAGES.tooLateToBook);
    case 'partyFull':
      throw fieldError(issue.field, APPOINTMENT_MESSAGES.partyFull);
  }
}

/**
 * A booking's sport is one of the shared catalogue's, or none. Checked before writing, so an unknown id is a 400
 * naming the field rather than the foreign key's refusal.
 */
export async function requireKnownSport(db: Executor, sportId: number | null | undefined): Promise<void> {
  if (sportId === null || sportId === undefined) return;
  if (!(await sportIsKnown(db, sportId))) throw fieldError('sport_id', 'is not a known sport.');
}

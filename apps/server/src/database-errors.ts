import { ADD_ON_MESSAGES, APPOINTMENT_MESSAGES, LESSON_MESSAGES, MESSAGES } from '@fairplay/contracts';
import { databaseErrorFacts, isConnectionFailure, type DatabaseErrorFacts } from '@fairplay/db';
import { AppError, fieldError } from './errors.js';

/**
 * Constraints whose refusal has a message of its own; any other unique or exclusion refusal gets the generic
 * "changed at the same time" message.
 */
const CONSTRAINT_MESSAGES: Record<string, string> = {
  /** Two bookings of one court at overlapping times (spec 2: conflicts answer 409). */
  appointments_no_overlap: APPOINTMENT_MESSAGES.conflict,
  /** One member booked twice on one occurrence. */
  appointment_participants_member_once: APPOINTMENT_MESSAGES.alreadyBooked,
  /** A booking moved to a time when none of its add-on's units is free (issue 10). */
  appointment_add_ons_no_overlap: ADD_ON_MESSAGES.soldOut,
  /** A coach assigned to two occurrences at overlapping times (issue 11). */
  appointment_assignees_coach_no_overlap: LESSON_MESSAGES.coachBusy,
  /** One person holding two live places on one lesson occurrence (issue 11). */
  lesson_bookings_once: LESSON_MESSAGES.alreadyBooked,
};

/**
 * The field a check constraint guards, when it is named the way PostgreSQL names a column's check
 * (`<table>_<column>_check`); the part between is a column or the constraint's own name, never a value.
 */
function checkedField(facts: DatabaseErrorFacts): string | null {
  const { constraint, table } = facts;
  if (!constraint || !table || !constraint.startsWith(`${table}_`) || !constraint.endsWith('_check')) return null;
  return constraint.slice(table.length + 1, -'_check'.length) || null;
}

function refusedValue(field: string | null | undefined): AppError {
  return field ? fieldError(field, MESSAGES.valueNotAllowed) : new AppError(400, MESSAGES.valueNotAllowed);
}

/**
 * What a failure of the database means to the client, as an envelope error, or null when it is not the
 * database's (a bug answers 500). One mapping for every route, so a race or a lost connection never reaches the
 * client as a 500:
 * - a lost or refused connection: 503 (the server rolls back the open transaction; trying again may succeed);
 * - a unique (23505) or exclusion (23P01) key, a serialization failure (40001) or a deadlock (40P01): 409, the
 *   write lost a race;
 * - a foreign key (23503): 409, the row it points at went away, or, on a delete, the row is still in use;
 * - a check (23514), a missing value (23502) or a data exception (class 22: out of range, not a number or date): 400.
 * The answer never carries the query, its parameters or the row (`detail`).
 */
export function databaseRefusal(error: unknown): AppError | null {
  if (isConnectionFailure(error)) return new AppError(503, MESSAGES.databaseUnavailable);
  const facts = databaseErrorFacts(error);
  if (!facts) return null;
  const { sqlState } = facts;
  if (sqlState === '23505' || sqlState === '23P01') {
    return new AppError(409, CONSTRAINT_MESSAGES[facts.constraint ?? ''] ?? MESSAGES.changedConcurrently);
  }
  if (sqlState === '40001' || sqlState === '40P01') return new AppError(409, MESSAGES.changedConcurrently);
  if (sqlState === '23503' || sqlState === '23001') {
    // PostgreSQL's wording tells a delete of a row still pointed at from an insert pointing at a missing row.
    const isDelete = sqlState === '23001' || facts.message.startsWith('update or delete on table');
    return new AppError(409, isDelete ? MESSAGES.stillInUse : MESSAGES.changedConcurrently);
  }
  if (sqlState === '23514') return refusedValue(checkedField(facts));
  if (sqlState === '23502') return refusedValue(facts.column);
  if (sqlState.startsWith('22')) return refusedValue(null);
  return null;
}

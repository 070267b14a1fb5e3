import type { Conflict } from '@fairplay/contracts';
import { isApiError } from '../../../api/client';

/** The conflicts of a 409 answer (create, update), or null for any other failure. */
export function conflictsOf(error: unknown): Conflict[] | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const list = error.payload?.conflicts;
  return Array.isArray(list) ? (list as Conflict[]) : null;
}

/** A 409 without conflicts: the event changed since the court sheet showed it (its version moved on). */
export function isStale(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && conflictsOf(error) === null;
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

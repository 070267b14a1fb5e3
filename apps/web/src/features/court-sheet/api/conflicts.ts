import type { Conflict } from '@fairplay/contracts';
import { isApiError } from '../../../api/client';

/** The conflicts of a 409 answer (create, update), or null for any other failure. */
export function conflictsOf(error: unknown): Conflict[] | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const list = error.payload?.conflicts;
  return Array.isArray(list) ? (list as Conflict[]) : null;
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

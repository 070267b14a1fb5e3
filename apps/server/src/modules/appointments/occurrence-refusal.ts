import { APPOINTMENT_MESSAGES, type FieldError } from '@fairplay/contracts';
import { formatClubDay } from '@fairplay/domain';
import { AppError } from '../../errors.js';

/**
 * A refusal of one occurrence of a repeat (issue 24) names that occurrence's day in the club's time zone: "The
 * repeat cannot be booked on Tuesday, December 15, 2026. This time is not open for booking yet…". The payload
 * keeps its fields (each error's message becomes the same sentence) and gains `occurrence_start`. A booking of a
 * single time, and any other error, is answered as it was.
 */
export function namingOccurrence(error: unknown, start: Date, occurrences: number, timeZone: string): unknown {
  if (occurrences < 2 || !(error instanceof AppError) || error.statusCode >= 500) return error;
  const message = APPOINTMENT_MESSAGES.repeatRefused(formatClubDay(start, timeZone), error.message);
  const payload = error.payload ?? {};
  const errors = Array.isArray(payload.errors)
    ? (payload.errors as FieldError[]).map((entry) => ({ ...entry, message }))
    : undefined;
  return new AppError(error.statusCode, message, {
    ...payload,
    ...(errors ? { errors } : {}),
    occurrence_start: start.toISOString(),
  });
}

import { MESSAGES, fieldErrorsMessage, type FieldError } from '@fairplay/contracts';
import { databaseErrorFacts } from '@fairplay/db';

/** An error a client should see: its status becomes the envelope code and its message is shown as is. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly payload: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A 400 whose message is the plain sentence people read; the fields stay in `payload.errors` for forms. */
export function fieldErrors(errors: FieldError[]): AppError {
  return new AppError(400, fieldErrorsMessage(errors), { errors });
}

export function fieldError(field: string, message: string): AppError {
  return fieldErrors([{ field, message }]);
}

export const unauthorized = (message: string = MESSAGES.notSignedIn) => new AppError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError(403, message);
export const notFound = (what = 'Record') => new AppError(404, `${what} not found.`);
export const conflict = (field: string, message: string) =>
  new AppError(409, message, { errors: [{ field, message }] });
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { retry_after: retryAfterSeconds });

/** PostgreSQL's unique_violation (of one constraint, when named), read through Drizzle's wrapping by both drivers. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const facts = databaseErrorFacts(error);
  return facts?.sqlState === '23505' && (constraint === undefined || facts.constraint === constraint);
}

import { MESSAGES, type FieldError } from '@fairplay/contracts';

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

export function fieldError(field: string, message: string): AppError {
  const errors: FieldError[] = [{ field, message }];
  return new AppError(400, `${field}: ${message}`, { errors });
}

export const unauthorized = (message: string = MESSAGES.notSignedIn) => new AppError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError(403, message);
export const notFound = (what = 'Record') => new AppError(404, `${what} not found.`);
export const conflict = (field: string, message: string) =>
  new AppError(409, message, { errors: [{ field, message }] });
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { retry_after: retryAfterSeconds });

/** PostgreSQL's unique_violation, raised by both drivers with this code. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const candidate = error as { code?: string; constraint?: string; cause?: unknown } | null;
  if (!candidate) return false;
  if (candidate.code === '23505') return constraint === undefined || candidate.constraint === constraint;
  return candidate.cause !== undefined && isUniqueViolation(candidate.cause, constraint);
}

import type { ApiError } from '../api/client';

interface FormWithErrors {
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * Puts the server's field errors (payload.errors) under the matching inputs and returns how many it
 * placed; the caller shows the error message elsewhere when none matched a field of its form.
 */
export function applyFieldErrors(form: FormWithErrors, error: ApiError, fields: readonly string[]): number {
  const errors: Record<string, string> = {};
  for (const item of error.fieldErrors) {
    if (fields.includes(item.field)) errors[item.field] ??= item.message;
  }
  form.setErrors(errors);
  return Object.keys(errors).length;
}

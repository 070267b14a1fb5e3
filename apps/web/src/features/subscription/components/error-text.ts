import { errorMessage, isApiError } from '../../../api/client';

/** The message of a refused call: the first field's own message when the server named one. */
export function refusalText(error: unknown): string {
  if (isApiError(error) && error.fieldErrors[0]) return error.fieldErrors[0].message;
  return errorMessage(error);
}

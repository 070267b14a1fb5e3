import { MESSAGES } from '@fairplay/contracts';
import { ApiError, NETWORK_ERROR_MESSAGE, request, type ErrorPayload } from '../../../api/client';
import { getSelection, getToken } from '../../../api/storage';

const BASE = '/api/v1';

/** The headers every call carries (token and the header's selection), plus any extra ones. */
export function sessionHeaders(extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ accept: 'application/json', ...extra });
  const token = getToken();
  if (token) headers.set('access-token', token);
  const selection = getSelection();
  headers.set('location-id', String(selection.locationId));
  headers.set('facility-group-id', String(selection.facilityGroupId));
  return headers;
}

/** A lost session is handled by the shared client: asking it for users/info runs its sign-out path. */
function reportUnauthorized(): void {
  request('GET', '/users/info').catch(() => undefined);
}

/**
 * POST with an Idempotency-Key header, which the shared client cannot send; the envelope is unwrapped the same
 * way and failures throw the same ApiError.
 */
export async function postWithKey<T>(path: string, body: unknown, idempotencyKey: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
      method: 'POST',
      headers: sessionHeaders({ 'content-type': 'application/json', 'idempotency-key': idempotencyKey }),
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const envelope = (await response.json().catch(() => null)) as { payload?: unknown; message?: unknown } | null;
  if (response.ok && envelope) return envelope.payload as T;
  const message = typeof envelope?.message === 'string' && envelope.message ? envelope.message : MESSAGES.serverError;
  const payload = envelope?.payload && typeof envelope.payload === 'object' ? (envelope.payload as ErrorPayload) : null;
  if (response.status === 401) reportUnauthorized();
  throw new ApiError(response.status, message, payload);
}

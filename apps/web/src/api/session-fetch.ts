import { getSelection, getToken } from './storage';

/** The headers every call carries (token and the header's selection), plus any extra ones; for the live stream. */
export function sessionHeaders(extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ accept: 'application/json', ...extra });
  const token = getToken();
  if (token) headers.set('access-token', token);
  const selection = getSelection();
  headers.set('location-id', String(selection.locationId));
  headers.set('facility-group-id', String(selection.facilityGroupId));
  return headers;
}

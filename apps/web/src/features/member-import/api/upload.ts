import { endpoints, MESSAGES, type MemberImportProgress, type MemberImportResult } from '@fairplay/contracts';
import type { MemberImportField } from '@fairplay/domain';
import { ApiError, call, NETWORK_ERROR_MESSAGE, urlOf, type ErrorPayload } from '../../../api/client';
import { newIdempotencyKey } from '../../../api/idempotency';
import { getSelection, getToken } from '../../../api/storage';

export interface ImportOptions {
  mode: 'preview' | 'import';
  /** Absent on the first read: the server suggests one from the headers. */
  mapping?: (MemberImportField | null)[];
  onExisting: 'update' | 'skip';
  dateOrder: 'mdy' | 'dmy';
  sendInvitations: boolean;
  importKey?: string;
}

/**
 * POST members/uploadcsv as multipart/form-data. XMLHttpRequest, not fetch: only it reports how much of the file
 * has been sent, which the wizard's progress bar shows (`onSent` gets 0 to 1).
 */
export function uploadMemberCsv(
  file: File,
  options: ImportOptions,
  onSent: (fraction: number) => void,
): Promise<{ payload: MemberImportResult; message: string }> {
  const form = new FormData();
  form.append('mode', options.mode);
  if (options.mapping) form.append('mapping', JSON.stringify(options.mapping));
  form.append('on_existing', options.onExisting);
  form.append('date_order', options.dateOrder);
  form.append('send_invitations', String(options.sendInvitations));
  if (options.importKey) form.append('import_key', options.importKey);
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', urlOf(endpoints.memberImport.upload));
    xhr.setRequestHeader('accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('access-token', token);
    const selection = getSelection();
    xhr.setRequestHeader('location-id', String(selection.locationId));
    xhr.setRequestHeader('facility-group-id', String(selection.facilityGroupId));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onSent(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    xhr.onload = () => {
      let envelope: { payload?: unknown; message?: unknown } | null;
      try {
        envelope = JSON.parse(xhr.responseText) as { payload?: unknown; message?: unknown };
      } catch {
        envelope = null;
      }
      const message = typeof envelope?.message === 'string' ? envelope.message : '';
      if (xhr.status === 200 && envelope) {
        resolve({ payload: envelope.payload as MemberImportResult, message });
        return;
      }
      const payload =
        envelope?.payload && typeof envelope.payload === 'object' ? (envelope.payload as ErrorPayload) : null;
      reject(new ApiError(xhr.status, message || MESSAGES.serverError, payload));
    };
    xhr.send(form);
  });
}

/** GET members/uploadcsv/progress/{key}; null while the import has not started on the server yet. */
export async function fetchImportProgress(key: string): Promise<MemberImportProgress | null> {
  try {
    return await call(endpoints.memberImport.progress, { params: { key } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** A new import's key. */
export const newImportKey = newIdempotencyKey;

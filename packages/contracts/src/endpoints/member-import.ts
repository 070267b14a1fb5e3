import { endpoint } from '../endpoint.js';
import { memberImportKeyParams, memberImportProgressSchema, memberImportResultSchema } from '../member-import.js';

const tag = 'members';
const update = { resource: 'members', action: 'update' } as const;

/**
 * The member CSV import. `uploadcsv` is the spec's call (multipart: a `file` part and the fields of
 * memberImportFormSchema); `progress` is ours, so a client can show how far a running import has come.
 */
export const memberImportEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/members/uploadcsv',
    tag,
    summary:
      'multipart/form-data: file (CSV, UTF-8) and the fields mode (preview|import), mapping (JSON), on_existing, date_order, send_invitations, import_key',
    access: update,
    response: memberImportResultSchema,
  }),
  progress: endpoint({
    method: 'GET',
    path: '/members/uploadcsv/progress/:key',
    tag,
    access: update,
    params: memberImportKeyParams,
    response: memberImportProgressSchema,
  }),
};

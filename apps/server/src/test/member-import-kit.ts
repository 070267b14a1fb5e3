import { endpoints, type MemberImportResult } from '@fairplay/contracts';
import { API_PREFIX } from '../app.js';
import type { TestApp } from './harness.js';

/** Helpers of the member import's API tests and bench: a multipart form built by hand, as a browser sends it. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; content: string | Buffer; type?: string },
): { body: Buffer; contentType: string } {
  const boundary = `----fairplay${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'text/csv'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface UploadAnswer {
  status: number;
  message: string;
  payload: MemberImportResult;
  errors: { field: string; message: string }[];
}

/** POST members/uploadcsv with the given form fields and CSV text. */
export async function uploadCsv(
  t: TestApp,
  input: { token?: string; fields: Record<string, string>; csv?: string | Buffer; fileName?: string },
): Promise<UploadAnswer> {
  const { body, contentType } = multipartBody(
    input.fields,
    input.csv === undefined ? undefined : { name: input.fileName ?? 'members.csv', content: input.csv },
  );
  const headers: Record<string, string> = { 'content-type': contentType };
  if (input.token) headers['access-token'] = input.token;
  const raw = await t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}${endpoints.memberImport.upload.path}`,
    headers,
    payload: body,
  });
  const json = raw.json() as { message: string; payload: MemberImportResult & { errors?: UploadAnswer['errors'] } };
  return { status: raw.statusCode, message: json.message, payload: json.payload, errors: json.payload?.errors ?? [] };
}

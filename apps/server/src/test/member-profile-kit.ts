import { eq } from 'drizzle-orm';
import { users } from '@fairplay/db';
import type { TestApp } from './harness.js';

/** Helpers of the member detail's API tests. */

/** A valid 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG (SOI + APP0 JFIF), enough for the type check. */
export const JPEG_HEAD = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.alloc(64, 0),
  Buffer.from([0xff, 0xd9]),
]);
export const GIF_1PX = Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAACAkQBADs=', 'base64');

export async function userIdOf(t: TestApp, username: string): Promise<number> {
  const [row] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

/** POST users/fileupload with one file part named `file` (or another field name). */
export async function uploadPicture(
  t: TestApp,
  options: { token?: string; file: Buffer; name?: string; type?: string; memberId?: number; field?: string },
) {
  const boundary = `----fairplay${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; ` +
    `filename="${options.name ?? 'me.png'}"\r\nContent-Type: ${options.type ?? 'image/png'}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), options.file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  if (options.token) headers['access-token'] = options.token;
  const query = options.memberId === undefined ? '' : `?member_id=${options.memberId}`;
  const raw = await t.app.inject({ method: 'POST', url: `/api/v1/users/fileupload${query}`, headers, payload });
  return {
    status: raw.statusCode,
    body: raw.json() as {
      code: number;
      message: string;
      payload: { user_id: number; profile_image: string; errors?: { field: string }[] };
    },
  };
}

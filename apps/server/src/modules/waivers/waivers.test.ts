import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { businesses, businessFiles } from '@fairplay/db';
import { endpoints, pathOf } from '@fairplay/contracts';
import { API_PREFIX } from '../../app.js';
import { onePagePdf } from './waiver-fixture.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { registerSecondClub } from '../../test/second-club.js';

/** Upload and download send raw bytes, which the harness's JSON calls do not: they go through inject. */
const WAIVER_URL = `${API_PREFIX}${pathOf(endpoints.waivers.download)}`;
let PDF: Buffer;

describe('the club waiver', () => {
  let t: TestApp;
  let owner: string;
  let clubId: number;
  beforeAll(async () => {
    PDF = await onePagePdf();
    t = await startTestApp();
    owner = await t.login('owner');
    clubId = (await t.call(endpoints.users.info, { token: owner })).body.payload.business_id!;
    // The demo club keeps a waiver its members must sign; these tests start from a club without one.
    await requireSigning(false);
    expect((await t.call(endpoints.waivers.remove, { token: owner })).status).toBe(200);
  });
  /** Each test uploads the waiver it needs; afterwards the demo club has none again and requires none. */
  afterEach(async () => {
    await requireSigning(false);
    expect((await t.call(endpoints.waivers.remove, { token: owner })).status).toBe(200);
  });
  afterAll(async () => t.close());

  const requireSigning = (required: boolean) =>
    t.handle.db.update(businesses).set({ requireWaiverSign: required }).where(eq(businesses.id, clubId));
  const filesOfClub = () =>
    t.handle.db.select({ id: businessFiles.id }).from(businessFiles).where(eq(businessFiles.businessId, clubId));

  const upload = (
    token: string | undefined,
    payload: Buffer | string,
    name = 'club-waiver.pdf',
    contentType = 'application/pdf',
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `${API_PREFIX}${pathOf(endpoints.waivers.upload, undefined, { name })}`,
      headers: { 'content-type': contentType, ...(token ? { 'access-token': token } : {}) },
      payload,
    });
  const download = (token: string) => t.app.inject({ url: WAIVER_URL, headers: { 'access-token': token } });

  it('has none until one is uploaded', async () => {
    const response = await download(owner);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, payload: null, message: 'Waiver not found.' });
  });

  it('stores an uploaded PDF, points sign_file at it, and lets members read it', async () => {
    const response = await upload(owner, PDF);
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({
      sign_file: '/api/v1/business/waiver',
      file_name: 'club-waiver.pdf',
      size_bytes: PDF.length,
      version: (await filesOfClub())[0]!.id,
    });
    const member = await t.login('member');
    const file = await download(member);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('inline; filename="club-waiver.pdf"');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const settings = await t.call(endpoints.settings.read, { token: owner });
    expect(settings.body.payload.sign_file).toBe('/api/v1/business/waiver');
  });

  it('replaces the previous waiver', async () => {
    expect((await upload(owner, PDF)).statusCode).toBe(200);
    const second = Buffer.concat([PDF, Buffer.from('% revised\n')]);
    expect((await upload(owner, second, 'waiver-2027.pdf')).statusCode).toBe(200);
    const replaced = await download(owner);
    expect(replaced.rawPayload.equals(second)).toBe(true);
    expect(replaced.headers['content-disposition']).toBe('inline; filename="waiver-2027.pdf"');
    expect(await filesOfClub()).toHaveLength(1);
  });

  it('refuses files that are not PDFs, bad names, other content types and oversize files, keeping the old one', async () => {
    expect((await upload(owner, PDF)).statusCode).toBe(200);
    const notPdf = await upload(owner, Buffer.from('GIF89a not a pdf'));
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().payload.errors[0]).toEqual({ field: 'body', message: 'The waiver must be a PDF file.' });
    const badName = await upload(owner, PDF, "waiver'; DROP TABLE users;--.exe");
    expect(badName.statusCode).toBe(400);
    expect(badName.json().payload.errors[0].field).toBe('name');
    expect((await upload(owner, 'hello', 'waiver.pdf', 'text/plain')).statusCode).toBe(400);
    expect((await upload(owner, PDF, 'waiver.pdf', 'image/png')).statusCode).toBe(415);
    const huge = await upload(owner, Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe(413);
    const kept = await download(owner);
    expect(kept.rawPayload.equals(PDF)).toBe(true);
    expect(kept.headers['content-disposition']).toBe('inline; filename="club-waiver.pdf"');
    expect(await filesOfClub()).toHaveLength(1);
  });

  it('needs settings update to upload or remove, and a sign-in to read', async () => {
    const coach = await t.login('coach');
    expect((await upload(coach, PDF)).statusCode).toBe(403);
    expect((await t.call(endpoints.waivers.remove, { token: coach })).status).toBe(403);
    expect((await upload(undefined, PDF)).statusCode).toBe(401);
    expect((await t.app.inject({ url: WAIVER_URL })).statusCode).toBe(401);
  });

  it('keeps each club to its own waiver', async () => {
    expect((await upload(owner, PDF, 'riverside.pdf')).statusCode).toBe(200);
    const other = await registerSecondClub(t, 'w');
    expect((await download(other.token)).statusCode).toBe(404);
    expect((await upload(other.token, PDF, 'bayview.pdf')).statusCode).toBe(200);
    expect((await download(other.token)).headers['content-disposition']).toBe('inline; filename="bayview.pdf"');
    expect((await download(owner)).headers['content-disposition']).toBe('inline; filename="riverside.pdf"');
    expect((await t.call(endpoints.waivers.remove, { token: other.token })).status).toBe(200);
    expect((await download(other.token)).statusCode).toBe(404);
    const own = await download(owner);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PDF)).toBe(true);
  });

  it('will not remove a waiver members are required to sign', async () => {
    expect((await upload(owner, PDF)).statusCode).toBe(200);
    await requireSigning(true);
    const refused = await t.call(endpoints.waivers.remove, { token: owner });
    expect(refused.status).toBe(409);
    expect((await download(owner)).statusCode).toBe(200);
    await requireSigning(false);
    const removed = await t.call(endpoints.waivers.remove, { token: owner });
    expect(removed.body).toEqual({ code: 200, payload: null, message: 'Waiver removed.' });
    expect((await download(owner)).statusCode).toBe(404);
    const settings = await t.call(endpoints.settings.read, { token: owner });
    expect(settings.body.payload.sign_file).toBeNull();
  });
});

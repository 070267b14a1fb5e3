import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { businesses, businessFiles } from '@fairplay/db';
import { endpoints, pathOf, WAIVER_LIMITS } from '@fairplay/contracts';
import { API_PREFIX } from '../../app.js';
import { onePagePdf } from './waiver-fixture.js';
import { startTestApp, type TestApp } from '../../test/harness.js';

const WAIVER_URL = `${API_PREFIX}${pathOf(endpoints.waivers.download)}`;
const uploadUrl = (name: string) => `${API_PREFIX}${pathOf(endpoints.waivers.upload, undefined, { name })}`;
const LIMIT_MESSAGE = 'The waiver must be at most 5 MB.';

/** A body that sends `bytes` and then stays open: only a server that stops reading at its limit can answer. */
function endlessUpload(bytes: number): Readable {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let sent = 0;
  return new Readable({
    read() {
      if (sent < bytes) {
        sent += chunk.length;
        this.push(sent === chunk.length ? Buffer.concat([Buffer.from('%PDF-1.7\n'), chunk]) : chunk);
      }
      // Past `bytes` nothing more is pushed and the stream never ends.
    },
  });
}

describe('the waiver file is a real PDF, capped in size and served inertly', () => {
  let t: TestApp;
  let owner: string;
  let clubId: number;
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await onePagePdf();
    t = await startTestApp();
    owner = await t.login('owner');
    clubId = (await t.call(endpoints.users.info, { token: owner })).body.payload.business_id!;
    // The demo club keeps a waiver its members must sign; these tests start from a club without one.
    await t.handle.db.update(businesses).set({ requireWaiverSign: false }).where(eq(businesses.id, clubId));
    expect((await t.call(endpoints.waivers.remove, { token: owner })).status).toBe(200);
  });
  afterEach(async () => {
    expect((await t.call(endpoints.waivers.remove, { token: owner })).status).toBe(200);
  });
  afterAll(async () => t.close());

  const upload = (payload: Buffer | Readable, name = 'club-waiver.pdf', headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: uploadUrl(name),
      headers: { 'content-type': 'application/pdf', 'access-token': owner, ...headers },
      payload,
    });
  const storedFiles = () =>
    t.handle.db.select({ id: businessFiles.id }).from(businessFiles).where(eq(businessFiles.businessId, clubId));

  it('refuses a web page that starts with %PDF-, and stores nothing', async () => {
    const disguised = Buffer.from('%PDF-1.4\n<html><body><script>fetch("/api/v1/users/info")</script></body></html>');
    const response = await upload(disguised);
    expect(response.statusCode).toBe(400);
    expect(response.json().payload.errors).toEqual([
      { field: 'body', message: 'The waiver must not contain web page markup.' },
    ]);
    const scriptInsidePdf = Buffer.concat([pdf, Buffer.from('\n<script>alert(1)</script>\n%%EOF\n')]);
    expect((await upload(scriptInsidePdf)).json().payload.errors[0].message).toBe(
      'The waiver must not contain web page markup.',
    );
    expect(await storedFiles()).toHaveLength(0);
  });

  it('refuses a PDF header without a document behind it, or a cut-off document', async () => {
    const headerOnly = Buffer.from('%PDF-1.7\nnot really a document\nstartxref\n0\n%%EOF\n');
    const cutOff = pdf.subarray(0, Math.floor(pdf.length / 2));
    for (const file of [headerOnly, cutOff]) {
      const response = await upload(file);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 400,
        payload: { errors: [{ field: 'body', message: 'The waiver PDF is damaged or incomplete.' }] },
        message: 'The waiver PDF is damaged or incomplete.',
      });
    }
    expect(await storedFiles()).toHaveLength(0);
  });

  it('serves the waiver as a PDF download that cannot run or be sniffed, under a safe name', async () => {
    expect((await upload(pdf, 'waiver "2027" <final>.pdf')).statusCode).toBe(200);
    const file = await t.app.inject({ url: WAIVER_URL, headers: { 'access-token': owner } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
    expect(file.headers['content-disposition']).toBe('inline; filename="waiver _2027_ _final_.pdf"');
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('answers 413 naming the body at once when the declared size is over 5 MB', async () => {
    expect(WAIVER_LIMITS.maxBytes).toBe(5 * 1024 * 1024);
    const response = await upload(Buffer.concat([pdf, Buffer.alloc(WAIVER_LIMITS.maxBytes)]));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 413,
      payload: { errors: [{ field: 'body', message: LIMIT_MESSAGE }] },
      message: LIMIT_MESSAGE,
    });
    expect(await storedFiles()).toHaveLength(0);
  });

  it('stops reading an upload of unknown length at the limit instead of waiting for its end', async () => {
    const body = endlessUpload(WAIVER_LIMITS.maxBytes + 256 * 1024);
    try {
      const response = await upload(body);
      expect(response.statusCode).toBe(413);
      expect(response.json().payload.errors).toEqual([{ field: 'body', message: LIMIT_MESSAGE }]);
    } finally {
      body.destroy();
    }
    expect(await storedFiles()).toHaveLength(0);
  }, 60_000);
});

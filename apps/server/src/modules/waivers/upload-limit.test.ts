import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '@fairplay/db';
import { endpoints, pathOf } from '@fairplay/contracts';
import { API_PREFIX } from '../../app.js';
import { onePagePdf } from './waiver-fixture.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { registerSecondClub } from '../../test/second-club.js';

let PDF: Buffer;

/** Waiver uploads are limited per club (10 stored files in 10 minutes); refused uploads do not count. */
describe('the waiver upload limit', () => {
  let t: TestApp;
  let owner: string;
  let clubId: number;
  beforeAll(async () => {
    PDF = await onePagePdf();
    t = await startTestApp();
    owner = await t.login('owner');
    clubId = (await t.call(endpoints.users.info, { token: owner })).body.payload.business_id!;
  });
  afterAll(async () => {
    await t.handle.db.update(businesses).set({ requireWaiverSign: false }).where(eq(businesses.id, clubId));
    await t.call(endpoints.waivers.remove, { token: owner });
    await t.close();
  });

  const upload = (token: string, payload: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: `${API_PREFIX}${pathOf(endpoints.waivers.upload, undefined, { name: 'club-waiver.pdf' })}`,
      headers: { 'content-type': 'application/pdf', 'access-token': token },
      payload,
    });

  it('stores ten waivers of a club in ten minutes, refuses the eleventh with 429, and not another club', async () => {
    for (let i = 0; i < 3; i += 1) expect((await upload(owner, Buffer.from('not a pdf'))).statusCode).toBe(400);
    for (let i = 0; i < 10; i += 1) expect((await upload(owner, PDF)).statusCode).toBe(200);
    const limited = await upload(owner, PDF);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 429,
      message: 'Too many requests. Please slow down and try again shortly.',
    });
    const other = await registerSecondClub(t);
    expect((await upload(other.token, PDF)).statusCode).toBe(200);
    t.clock.advance((limited.json() as { payload: { retry_after: number } }).payload.retry_after * 1000);
    expect((await upload(owner, PDF)).statusCode).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUB_IMAGE_LIMITS, CLUB_IMAGE_MESSAGES, SETTINGS_LIMITS, endpoints } from '@fairplay/contracts';
import { businesses, clubImages } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { GIF_1PX, JPEG_HEAD, PNG_1PX } from '../../test/member-profile-kit.js';
import { registerSecondClub } from '../../test/second-club.js';

/** PUT business/image with one file part named `file`. */
async function uploadImage(t: TestApp, options: { token?: string; file: Buffer; type?: string }) {
  const boundary = `----fairplay${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="club.png"\r\n` +
    `Content-Type: ${options.type ?? 'image/png'}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), options.file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  if (options.token) headers['access-token'] = options.token;
  const raw = await t.app.inject({ method: 'PUT', url: '/api/v1/business/image', headers, payload });
  return {
    status: raw.statusCode,
    body: raw.json() as { message: string; payload: { image: string | null; errors?: { field: string }[] } },
  };
}

/**
 * The club's public page (issue 14; spec 3 "Shows business image, name, about"): staff with settings update write
 * the about text in the settings and upload the image; the public memberships page shows both.
 */
describe('the club page: about text and image', () => {
  let t: TestApp;
  let owner: string;
  let reception: string;
  let member: string;
  let uid: string;
  let businessId: number;
  const publicPage = async (clubUid = uid) =>
    (await t.call(endpoints.plans.publicMemberships, { params: { uid: clubUid } })).body.payload.business;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    reception = await t.login('reception');
    member = await t.login('member');
    const info = (await t.call(endpoints.users.info, { token: owner })).body.payload;
    uid = info.business!.uid;
    businessId = info.business!.id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('staff write the about text in the settings; the public page shows it, trimmed and within the limit', async () => {
    const about = '  A friendly club by the river: 12 courts, junior academy and Friday socials.  ';
    const saved = await t.call(endpoints.settings.update, { body: { about }, token: owner });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.payload.about).toBe(about.trim());
    expect((await t.call(endpoints.settings.read, { token: owner })).body.payload.about).toBe(about.trim());
    expect((await publicPage()).about).toBe(about.trim());

    const long = await t.callRaw(endpoints.settings.update, {
      body: { about: 'x'.repeat(SETTINGS_LIMITS.aboutMax + 1) },
      token: owner,
    });
    expect(long.status).toBe(400);
    expect(long.errors[0]).toEqual({
      field: 'about',
      message: `About must be at most ${SETTINGS_LIMITS.aboutMax} characters.`,
    });
    const wrongType = await t.callRaw(endpoints.settings.update, { body: { about: 42 }, token: owner });
    expect(wrongType.errors[0]).toEqual({ field: 'about', message: 'About must be text.' });
    // Reception reads the settings but may not change them.
    expect((await t.callRaw(endpoints.settings.update, { body: { about: 'Hi' }, token: reception })).status).toBe(403);
    expect((await publicPage()).about).toBe(about.trim());
  });

  it('staff upload the image; it is served at its address, and a new upload replaces it', async () => {
    const first = await uploadImage(t, { token: owner, file: PNG_1PX });
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.message).toBe(CLUB_IMAGE_MESSAGES.saved);
    const address = first.body.payload.image!;
    expect(address).toMatch(new RegExp(`^/api/v1/out/business/${uid}/image/[A-Za-z0-9_-]{24}$`));
    expect((await publicPage()).image).toBe(address);
    expect((await t.call(endpoints.settings.read, { token: owner })).body.payload.image).toBe(address);

    const served = await t.app.inject({ method: 'GET', url: address });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG_1PX)).toBe(true);

    // A JPEG sent as "image/png" is stored as what its bytes say; the old address is gone.
    const second = await uploadImage(t, { token: owner, file: JPEG_HEAD });
    expect(second.status).toBe(200);
    expect(second.body.payload.image).not.toBe(address);
    expect((await t.app.inject({ method: 'GET', url: address })).statusCode).toBe(404);
    const replaced = await t.app.inject({ method: 'GET', url: second.body.payload.image! });
    expect(replaced.headers['content-type']).toBe('image/jpeg');
    expect(await t.handle.db.select().from(clubImages).where(eq(clubImages.businessId, businessId))).toHaveLength(1);
  });

  it('refuses what is not an image, nothing, too much, and callers without settings update', async () => {
    const before = (await publicPage()).image;
    const gif = await uploadImage(t, { token: owner, file: GIF_1PX, type: 'image/gif' });
    expect(gif.status).toBe(415);
    expect(gif.body.message).toBe(CLUB_IMAGE_MESSAGES.type);
    const html = await uploadImage(t, { token: owner, file: Buffer.from('<html><script>alert(1)</script></html>') });
    expect(html.status).toBe(415);
    const empty = await uploadImage(t, { token: owner, file: Buffer.alloc(0) });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(CLUB_IMAGE_MESSAGES.missing);
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(CLUB_IMAGE_LIMITS.maxBytes)]);
    const tooLarge = await uploadImage(t, { token: owner, file: big });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe(CLUB_IMAGE_MESSAGES.tooLarge);
    const notMultipart = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/business/image',
      headers: { 'access-token': owner, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(notMultipart.statusCode).toBe(400);
    expect((await uploadImage(t, { file: PNG_1PX })).status).toBe(401);
    expect((await uploadImage(t, { token: reception, file: PNG_1PX })).status).toBe(403);
    expect((await uploadImage(t, { token: member, file: PNG_1PX })).status).toBe(403);
    expect((await t.callRaw(endpoints.clubImage.remove, { token: member })).status).toBe(403);
    expect((await t.callRaw(endpoints.clubImage.remove, {})).status).toBe(401);
    expect((await publicPage()).image).toBe(before);
    const badKey = await t.callRaw(endpoints.clubImage.read, { params: { uid, key: 'short' } });
    expect(badKey.status).toBe(400);
  });

  it("another club's image changes only its own page and is not served under this club's uid", async () => {
    const b = await registerSecondClub(t, 'i');
    const [club] = await t.handle.db.select().from(businesses).where(eq(businesses.id, b.businessId));
    const ours = (await publicPage()).image!;
    const theirs = await uploadImage(t, { token: b.token, file: PNG_1PX });
    expect(theirs.status).toBe(200);
    expect(theirs.body.payload.image).toContain(`/out/business/${club!.uid}/image/`);
    expect((await publicPage()).image).toBe(ours);
    expect((await publicPage(club!.uid)).image).toBe(theirs.body.payload.image);
    // Their key under our uid, and ours under theirs, find nothing.
    const theirKey = theirs.body.payload.image!.split('/').pop()!;
    const ourKey = ours.split('/').pop()!;
    expect((await t.callRaw(endpoints.clubImage.read, { params: { uid, key: theirKey } })).status).toBe(404);
    expect((await t.callRaw(endpoints.clubImage.read, { params: { uid: club!.uid, key: ourKey } })).status).toBe(404);
    expect((await t.callRaw(endpoints.clubImage.read, { params: { uid: 'no-such-club', key: ourKey } })).status).toBe(
      404,
    );
    // Their about text is theirs.
    await t.call(endpoints.settings.update, { body: { about: 'Bayview by the sea.' }, token: b.token });
    expect((await publicPage()).about).not.toBe('Bayview by the sea.');
    // Removing theirs leaves ours.
    const removed = await t.call(endpoints.clubImage.remove, { token: b.token });
    expect(removed.body).toMatchObject({ message: CLUB_IMAGE_MESSAGES.removed, payload: { image: null } });
    expect((await publicPage(club!.uid)).image).toBeNull();
    expect((await publicPage()).image).toBe(ours);
  });

  it('staff remove the image: the page shows none and its address is gone', async () => {
    const address = (await publicPage()).image!;
    const removed = await t.call(endpoints.clubImage.remove, { token: owner });
    expect(removed.status).toBe(200);
    expect((await publicPage()).image).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: address })).statusCode).toBe(404);
    expect(await t.handle.db.select().from(clubImages).where(eq(clubImages.businessId, businessId))).toHaveLength(0);
  });
});

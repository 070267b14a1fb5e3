import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, pathOf } from '@fairplay/contracts';
import { API_PREFIX, buildApp } from '../../app.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { MAX_STREAMS_PER_USER, TOO_MANY_STREAMS } from './live-stream.js';

const STREAM_PATH = `${API_PREFIX}${pathOf(endpoints.appointments.stream)}`;
/** Long enough for a loaded machine and the periodic session check (5 s); a run normally takes seconds. */
const GENEROUS_MS = 60_000;

interface OpenStream {
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens a live-update stream over real HTTP and waits until the server has said it is connected. */
async function openStream(base: string, token: string): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}${STREAM_PATH}`, {
    headers: { 'access-token': token },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!text.includes(': connected')) {
    const { value, done } = await reader.read();
    if (done) throw new Error('the stream ended before it connected');
    text += value;
  }
  const ended = (async () => {
    try {
      for (;;) {
        const { done } = await reader.read();
        if (done) return;
      }
    } catch {
      // The test's own close aborts the read; that is an end too.
    }
  })();
  return { ended, close: () => controller.abort() };
}

describe('live-update streams end with their session', () => {
  let t: TestApp;
  let base: string;
  /** A second server process on the same database: it shares no memory with the first. */
  let other: FastifyInstance;
  let otherBase: string;
  beforeAll(async () => {
    t = await startTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const config = { ...(await import('../../config.js')).configFromEnv({}), webDist: null };
    other = await buildApp({
      db: t.handle.db,
      config,
      now: t.clock.now,
    });
    otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await other?.close();
    await t.close();
  });

  it(
    'ends the stream when its session signs out, and keeps the same user’s other sessions streaming',
    async () => {
      const token = await t.login('reception');
      const otherDevice = await t.login('reception');
      const signedOut = await openStream(base, token);
      const stillIn = await openStream(base, otherDevice);
      try {
        expect((await t.call(endpoints.auth.logout, { token })).status).toBe(200);
        await signedOut.ended;
        expect((await fetch(`${base}${STREAM_PATH}`, { headers: { 'access-token': token } })).status).toBe(401);
        // The other device's stream is untouched: it still hears the club's changes.
        let stillOpen = true;
        void stillIn.ended.then(() => (stillOpen = false));
        expect((await t.call(endpoints.users.info, { token: otherDevice })).status).toBe(200);
        expect(stillOpen).toBe(true);
      } finally {
        stillIn.close();
        await t.call(endpoints.auth.logout, { token: otherDevice });
      }
    },
    GENEROUS_MS,
  );

  it(
    'ends every stream of the account when its password changes',
    async () => {
      const token = await t.login('coach');
      const first = await openStream(base, token);
      const second = await openStream(base, token);
      const body = {
        old_password: 'fairplay1',
        new_password: 'changed-pass-2026',
        confirm_password: 'changed-pass-2026',
      };
      const changed = await t.call(endpoints.users.changePassword, { token, body });
      expect(changed.status).toBe(200);
      await Promise.all([first.ended, second.ended]);
      // The demo password is put back for the other tests.
      const back = await t.call(endpoints.users.changePassword, {
        token: changed.body.payload.token,
        body: { old_password: 'changed-pass-2026', new_password: 'fairplay1', confirm_password: 'fairplay1' },
      });
      expect(back.status).toBe(200);
      await t.call(endpoints.auth.logout, { token: back.body.payload.token });
    },
    GENEROUS_MS,
  );

  it(
    'ends a stream on another server process when the session signs out here',
    async () => {
      const token = await t.login('admin');
      const elsewhere = await openStream(otherBase, token);
      expect((await t.call(endpoints.auth.logout, { token })).status).toBe(200);
      await elsewhere.ended;
    },
    GENEROUS_MS,
  );

  it(
    'ends the stream when its session expires',
    async () => {
      const token = await t.login('owner');
      const stream = await openStream(base, token);
      // Sign-ins last TOKEN_TTL_HOURS (720 h by default); the app's clock moves past that.
      t.clock.advance(721 * 3_600_000);
      try {
        await stream.ended;
        expect((await t.call(endpoints.users.info, { token })).status).toBe(401);
      } finally {
        t.clock.advance(-721 * 3_600_000);
      }
    },
    GENEROUS_MS,
  );

  it(
    `refuses a user's stream beyond ${MAX_STREAMS_PER_USER} with 429, and takes one again once another ends`,
    async () => {
      const token = await t.login('member');
      const otherDevice = await t.login('member');
      const streams: OpenStream[] = [];
      try {
        for (let i = 1; i < MAX_STREAMS_PER_USER; i += 1) streams.push(await openStream(base, token));
        const onOtherDevice = await openStream(base, otherDevice);
        const refused = await fetch(`${base}${STREAM_PATH}`, { headers: { 'access-token': token } });
        expect(refused.status).toBe(429);
        expect(await refused.json()).toEqual({ code: 429, payload: null, message: TOO_MANY_STREAMS });
        // Another user is not affected by this one's streams.
        const reception = await t.login('reception');
        const theirs = await openStream(base, reception);
        theirs.close();
        await t.call(endpoints.auth.logout, { token: reception });
        // A stream that ended frees its slot.
        expect((await t.call(endpoints.auth.logout, { token: otherDevice })).status).toBe(200);
        await onOtherDevice.ended;
        streams.push(await openStream(base, token));
      } finally {
        for (const stream of streams) stream.close();
        await t.call(endpoints.auth.logout, { token });
      }
    },
    GENEROUS_MS,
  );
});

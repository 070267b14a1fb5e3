import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, freeCourtBetween, localDate, userIdOf } from '../../test/appointments-kit.js';

const SCRIPT = fileURLToPath(new URL('../../../../../docs/examples/book-with-key.mjs', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('docs/examples/book-with-key.mjs (issue 30.11)', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await startTestApp({ config: { webhooksAllowPrivate: true } });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = address;
    // The job queue polls as a server process does, so the webhook goes out while the script waits.
    t.app.jobs.start(100);
  });
  afterAll(async () => t.close());

  it('books a court with a key and receives the signed webhook of it', async () => {
    const owner = await t.login('owner');
    const clubId = await clubIdOf(t, owner);
    const court = (await courtIdsOf(t, clubId))[2]!;
    const day = localDate(140);
    const [start, end] = [at(day, '06:00'), at(day, '07:00')];
    await freeCourtBetween(t, owner, court, start, end);
    const key = await t.call(endpoints.integrations.createKey, {
      body: { name: 'Example script', scope: 'write', acts_as_user_id: await userIdOf(t, 'owner') },
      token: owner,
    });
    const port = await freePort();
    const hook = await t.call(endpoints.integrations.createEndpoint, {
      body: { url: `http://127.0.0.1:${port}/`, events: ['booking.created'] },
      token: owner,
    });
    expect(hook.status, hook.body.message).toBe(200);

    const { stdout } = await promisify(execFile)(process.execPath, [SCRIPT], {
      env: {
        PATH: process.env.PATH,
        FAIRPLAY_URL: baseUrl,
        FAIRPLAY_API_KEY: key.body.payload.key,
        WEBHOOK_SECRET: hook.body.payload.secret,
        COURT_ID: String(court),
        START: start,
        END: end,
        PORT: String(port),
        WAIT_SECONDS: '60',
      },
      timeout: 90_000,
    });
    const booked = /Booked appointment (\d+)/.exec(stdout);
    expect(booked, stdout).not.toBeNull();
    expect(stdout).toContain(`Received booking.created (version 1) for appointment ${booked![1]}`);
    const made = await t.call(endpoints.appointments.get, { params: { id: Number(booked![1]) }, token: owner });
    expect(made.body.payload).toMatchObject({ resourceId: court, start });
  }, 120_000);
});

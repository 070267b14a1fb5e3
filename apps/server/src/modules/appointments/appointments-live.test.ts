import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, pathOf } from '@fairplay/contracts';
import { courts as courtsTable } from '@fairplay/db';
import { API_PREFIX } from '../../app.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { registerSecondClub } from '../../test/second-club.js';
import { clubIdOf, courtIdsOf, localDate, spot } from '../../test/appointments-kit.js';

const table = endpoints.appointments;
/** Long enough for a loaded machine; the test normally finishes in a second. */
const GENEROUS_MS = 30_000;

/** Reads server-sent events from a real HTTP connection until `count` `changed` events arrived. */
async function collectChanges(
  url: string,
  token: string,
  count: number,
  started: () => void,
): Promise<{ business_id: number }[]> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { 'access-token': token }, signal: controller.signal });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: { business_id: number }[] = [];
  let buffer = '';
  started();
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (block.includes('event: changed') && data) events.push(JSON.parse(data.slice(6)));
    }
  }
  controller.abort();
  return events;
}

/** The stream's URL path under the API prefix. */
const pathOfStream = `${API_PREFIX}${pathOf(table.stream)}`;

describe('live updates', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  it(
    "streams a change to the club's open court sheets, and only that club's",
    async () => {
      const owner = await t.login('owner');
      const reception = await t.login('reception');
      const other = await registerSecondClub(t, 'live');
      const clubId = await clubIdOf(t, owner);
      const courts = await courtIdsOf(t, clubId);
      const group = await t.call(endpoints.facilities.create, {
        token: other.token,
        body: {
          name: 'Live courts',
          plan: 'courtandlessonproviderplan',
          sport_category_id: 1,
          location_id: other.locationId,
        },
      });
      expect(group.status).toBe(200);
      const [otherCourt] = await t.handle.db
        .insert(courtsTable)
        .values({ businessId: other.businessId, facilityGroupId: group.body.payload.id, name: 'Live 1' })
        .returning();
      let ready = 0;
      let resolveReady: () => void = () => {};
      const bothReady = new Promise<void>((resolve) => (resolveReady = resolve));
      const onStart = () => {
        ready += 1;
        if (ready === 2) resolveReady();
      };
      const stream = `${base}${pathOfStream}`;
      const receptionSheet = collectChanges(stream, reception, 1, onStart);
      const otherClubSheet = collectChanges(stream, other.token, 1, onStart);
      await bothReady;
      const created = await t.call(table.addComplex, {
        token: owner,
        body: spot(courts[0]!, localDate(110), '10:00', '11:00'),
      });
      expect(created.status).toBe(200);
      const refused = await t.callRaw(table.addComplex, {
        token: other.token,
        body: { courts: [], start_time: 'x', end_time: 'y' },
      });
      expect(refused.status).toBe(400);
      expect(await receptionSheet).toEqual([expect.objectContaining({ business_id: clubId })]);
      // The other club's sheet hears of its own change, and of nothing before it: events arrive in order, so A's
      // booking above would have come first.
      const own = await t.call(table.addComplex, {
        token: other.token,
        body: spot(otherCourt!.id, localDate(110), '10:00', '11:00'),
      });
      expect(own.status).toBe(200);
      expect(await otherClubSheet).toEqual([expect.objectContaining({ business_id: other.businessId })]);
    },
    GENEROUS_MS,
  );

  it('answers HEAD with the stream headers at once, and ends it', async () => {
    const owner = await t.login('owner');
    const response = await fetch(`${base}${pathOfStream}`, {
      method: 'HEAD',
      headers: { 'access-token': owner },
      signal: AbortSignal.timeout(GENEROUS_MS),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(await response.text()).toBe('');
  });

  it('refuses the stream without a sign-in', async () => {
    const response = await fetch(`${base}${pathOfStream}`);
    expect(response.status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { registerSecondClub } from '../../test/second-club.js';
import { API, courtIdsOf, localDate, spot } from '../../test/appointments-kit.js';

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

describe('live updates', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  it("streams a change to the club's open court sheets, and only that club's", async () => {
    const owner = await t.login('owner');
    const reception = await t.login('reception');
    const other = await registerSecondClub(t, 'live');
    const clubId = (await t.api({ url: '/api/v1/users/info', token: owner })).body.payload.business_id;
    const courts = await courtIdsOf(t, clubId);
    let ready = 0;
    let resolveReady: () => void = () => {};
    const bothReady = new Promise<void>((resolve) => (resolveReady = resolve));
    const onStart = () => {
      ready += 1;
      if (ready === 2) resolveReady();
    };
    const receptionSheet = collectChanges(`${base}${API}/stream`, reception, 1, onStart);
    const otherClubSheet = collectChanges(`${base}${API}/stream`, other.token, 1, onStart);
    await bothReady;
    const created = await t.api({
      method: 'POST',
      url: `${API}/add_complex`,
      token: owner,
      body: spot(courts[0]!, localDate(110), '10:00', '11:00'),
    });
    expect(created.status).toBe(200);
    await t.api({
      method: 'POST',
      url: `${API}/add_complex`,
      token: other.token,
      body: { courts: [], start_time: 'x', end_time: 'y' },
    });
    expect(await receptionSheet).toEqual([expect.objectContaining({ business_id: clubId })]);
    const sydney = await Promise.race([
      otherClubSheet.then(() => 'received'),
      new Promise((resolve) => setTimeout(() => resolve('nothing'), 300)),
    ]);
    expect(sydney).toBe('nothing');
  });

  it('refuses the stream without a sign-in', async () => {
    const response = await fetch(`${base}${API}/stream`);
    expect(response.status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, pathOf, type RuleBody } from '@fairplay/contracts';
import { API_PREFIX } from '../../app.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, courtIdsOf, localDate } from '../../test/appointments-kit.js';

/** Long enough for a loaded machine; the test normally finishes in a second. */
const GENEROUS_MS = 30_000;

/** Reads the court sheet's live stream over a real HTTP connection until `count` `changed` events arrived. */
async function collectChanges(url: string, token: string, count: number, started: () => void) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { 'access-token': token }, signal: controller.signal });
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

describe('live updates of availability rules', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  it(
    "tells the club's open court sheets when a rule is added, updated, starred and deleted",
    async () => {
      const owner = await t.login('owner');
      const reception = await t.login('reception');
      const clubId = await clubIdOf(t, owner);
      const courts = await courtIdsOf(t, clubId);
      const rule: RuleBody = {
        note: 'Live rule',
        sport_id: 1,
        courts: [courts[0]!],
        start_date: localDate(130),
        recurrence: null,
        book_pay_type: 1,
        rules: [
          { days: [], start_time: '08:00', end_time: '10:00', price: 1000, point_price: 0, advance: 7, buffer: 0 },
        ],
        who_can_book: [{ for: 'allmembers', values: [] }],
      };
      let resolveReady: () => void = () => {};
      const ready = new Promise<void>((resolve) => (resolveReady = resolve));
      const sheet = collectChanges(`${base}${API_PREFIX}${pathOf(endpoints.appointments.stream)}`, reception, 4, () =>
        resolveReady(),
      );
      await ready;
      const added = await t.call(endpoints.availability.add, { body: rule, token: owner });
      expect(added.status, added.body.message).toBe(200);
      const id = { id: added.body.payload.id };
      // A refused change tells nobody.
      const refused = await t.callRaw(endpoints.availability.update, {
        params: id,
        body: { ...rule, note: '' },
        token: owner,
      });
      expect(refused.status).toBe(400);
      const updated = await t.call(endpoints.availability.update, {
        params: id,
        body: { ...rule, note: 'Live rule, later', mode: 2 },
        token: owner,
      });
      expect(updated.status).toBe(200);
      expect(
        (await t.call(endpoints.availability.star, { params: id, body: { stared: 1 }, token: owner })).status,
      ).toBe(200);
      expect((await t.call(endpoints.availability.delete, { params: id, query: {}, token: owner })).status).toBe(200);
      expect(await sheet).toEqual(Array.from({ length: 4 }, () => expect.objectContaining({ business_id: clubId })));
    },
    GENEROUS_MS,
  );
});

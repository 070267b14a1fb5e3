import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../test/harness.js';
import { userIdOf } from '../test/appointments-kit.js';

/**
 * Issue 26: answers carrying people's data (members, payments, bookings, families) are sent with
 * `Cache-Control: no-store`, from the endpoint table (the row's `personal` flag, else its tag), refusals included.
 */
describe('personal data is never stored by a browser or proxy', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let memberId: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    memberId = await userIdOf(t, 'member');
  });
  afterAll(async () => t.close());

  it('sends no-store on members, payments, bookings and family answers', async () => {
    const now = new Date();
    const answers = [
      await t.call(endpoints.customers.list, { query: {}, token: owner }),
      await t.call(endpoints.payments.list, { query: {}, token: owner }),
      await t.call(endpoints.appointments.listing, {
        body: { startDate: now.toISOString(), endDate: new Date(now.getTime() + 3_600_000).toISOString() },
        token: owner,
      }),
      await t.call(endpoints.families.get, { params: { id: memberId }, token: owner }),
      await t.call(endpoints.users.info, { token: member }),
      await t.call(endpoints.waivers.status, { token: member }),
    ];
    for (const answer of answers) {
      expect(answer.status, answer.raw.raw.req.url).toBe(200);
      expect(answer.raw.headers['cache-control'], answer.raw.raw.req.url).toBe('no-store');
    }
  });

  it('sends no-store on their refusals too', async () => {
    const refused = await t.call(endpoints.customers.list, { query: {}, token: member });
    expect(refused.status).toBe(403);
    expect(refused.raw.headers['cache-control']).toBe('no-store');
    const missing = await t.call(endpoints.families.get, { params: { id: 999_999_999 }, token: owner });
    expect(missing.status).toBe(404);
    expect(missing.raw.headers['cache-control']).toBe('no-store');
  });

  it('leaves the club catalogue (courts, sports) to the browser', async () => {
    const courts = await t.call(endpoints.courts.list, { token: owner });
    expect(courts.status).toBe(200);
    expect(courts.raw.headers['cache-control']).toBeUndefined();
    const sports = await t.call(endpoints.sports.list, { query: {}, token: owner });
    expect(sports.status).toBe(200);
    expect(sports.raw.headers['cache-control']).toBeUndefined();
  });
});

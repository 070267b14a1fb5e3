import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, courtIdsOf, localDate, rowsOnCourtFrom, spot } from '../../test/appointments-kit.js';

const addComplex = endpoints.appointments.addComplex;

describe('the database decides who gets a contested court', () => {
  let t: TestApp;
  let owner: string;
  let courts: number[];
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    const clubId = await clubIdOf(t, owner);
    courts = await courtIdsOf(t, clubId);
  });
  afterAll(async () => t.close());

  it('of 100 simultaneous requests for one court and slot, exactly one books and 99 get 409', async () => {
    const day = localDate(100);
    const body = spot(courts[0]!, day, '17:00', '18:00');
    const responses = await Promise.all(Array.from({ length: 100 }, () => t.call(addComplex, { token: owner, body })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(99);
    const rows = await rowsOnCourtFrom(t, courts[0]!, day);
    expect(rows).toHaveLength(1);
  });

  it('overlapping (not identical) simultaneous requests still leave no overlap', async () => {
    const day = localDate(101);
    const bodies = ['16:00', '16:30', '17:00', '15:30'].map((from) => {
      const [h, m] = from.split(':').map(Number);
      const to = `${String(h! + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
      return spot(courts[1]!, day, from, to);
    });
    const responses = await Promise.all(
      bodies.flatMap((body) => Array.from({ length: 10 }, () => t.call(addComplex, { token: owner, body }))),
    );
    expect(responses.every((response) => response.status === 200 || response.status === 409)).toBe(true);
    const rows = (await rowsOnCourtFrom(t, courts[1]!, day)).sort(
      (a, b) => a.startsAt.getTime() - b.startsAt.getTime(),
    );
    for (let index = 1; index < rows.length; index += 1)
      expect(rows[index]!.startsAt >= rows[index - 1]!.endsAt).toBe(true);
  });

  it('twenty simultaneous retries with one Idempotency-Key book once and all get the same answer', async () => {
    const day = localDate(102);
    const body = spot(courts[2]!, day, '09:00', '10:00');
    const headers = { 'idempotency-key': 'concurrent-retry' };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => t.call(addComplex, { token: owner, body, headers })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((response) => JSON.stringify(response.body.payload))).size).toBe(1);
    expect(await rowsOnCourtFrom(t, courts[2]!, day)).toHaveLength(1);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freezes } from '@fairplay/db';
import { endpoints, type FreezeList } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate } from '../../test/appointments-kit.js';

/**
 * POST appointment/freeze with the spec's `group_by` (spec 2 "Freeze", issue 26): the freezes a client makes in one
 * group are unfrozen together, as the original deleted a group's records together.
 */
describe('freezes: group_by', () => {
  let t: TestApp;
  let owner: string;
  let courts: number[];
  const day = localDate(95);
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    courts = await courtIdsOf(t, await clubIdOf(t, owner));
  });
  afterAll(async () => t.close());

  const freeze = async (court: number, groupBy: string | null, from: string, to: string) => {
    const answer = await t.call(endpoints.appointments.freeze, {
      token: owner,
      body: {
        note: 'Club championship',
        freeze_for: 'court',
        courts: [court],
        sport_ids: [],
        filters: [],
        cancel_on_freeze: false,
        rules: [{ start_time: at(day, from), end_time: at(day, to), days: [], multipleDates: [] }],
        group_by: groupBy,
      },
    });
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.payload;
  };

  it('keeps the group, lists it, and unfreezes the whole group from any of its freezes', async () => {
    const first = await freeze(courts[3]!, 'championship-2026', '08:00', '12:00');
    const second = await freeze(courts[4]!, 'championship-2026', '13:00', '17:00');
    const alone = await freeze(courts[5]!, null, '08:00', '12:00');
    expect(first.group_by).toBe('championship-2026');
    expect(alone.group_by).toBeNull();
    const list = await t.callRaw(endpoints.availability.list, { query: { freeze: '1' }, token: owner });
    const rows = (list.body.payload as FreezeList).rows;
    expect(rows.find((row) => row.id === second.id)?.group_by).toBe('championship-2026');

    const removed = await t.call(endpoints.availability.delete, {
      params: { id: second.id },
      query: { freeze: '1' },
      token: owner,
    });
    expect(removed.status, removed.body.message).toBe(200);
    expect(removed.body.payload.removed).toBe(2);
    const left = await t.handle.db.select({ id: freezes.id }).from(freezes).where(eq(freezes.id, alone.id));
    expect(left).toHaveLength(1);
    expect(await t.handle.db.select().from(freezes).where(eq(freezes.id, first.id))).toHaveLength(0);
  });

  it('refuses an empty or overlong group_by by name', async () => {
    for (const groupBy of ['', ' ', 'x'.repeat(65)]) {
      const answer = await t.callRaw(endpoints.appointments.freeze, {
        token: owner,
        body: {
          note: 'Bad group',
          courts: [courts[3]!],
          rules: [{ start_time: at(day, '08:00'), end_time: at(day, '09:00') }],
          group_by: groupBy,
        },
      });
      expect(answer.status).toBe(400);
      expect(answer.errors.map((e) => e.field)).toEqual(['group_by']);
    }
  });
});

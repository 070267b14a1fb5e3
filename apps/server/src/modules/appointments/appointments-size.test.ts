import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_LIMITS, APPOINTMENT_MESSAGES, endpoints } from '@fairplay/contracts';
import { appointments } from '@fairplay/db';
import { startTestApp, type TestApp, errorFields } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate, spot } from '../../test/appointments-kit.js';

const table = endpoints.appointments;

/**
 * One request creates at most APPOINTMENT_LIMITS.occurrencesPerRequestMax occurrences (dates × courts), so no
 * single call holds the database for long; the largest allowed request is written in batches.
 */
describe('the size of one create request', () => {
  let t: TestApp;
  let owner: string;
  let courts: number[];
  let clubId: number;
  const firstDay = localDate(75);
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    clubId = await clubIdOf(t, owner);
    courts = await courtIdsOf(t, clubId);
  });
  afterAll(async () => t.close());

  /** A daily repeat from firstDay over `days` days on `count` courts, at its own hour. */
  const daily = (hour: number, count: number, days: number) =>
    spot(courts[0]!, firstDay, `${hour}:00`, `${hour}:30`, {
      courts: courts.slice(0, count),
      recurrence: { frequency: 'daily', ends: 'date', end_date: localDate(75 + days - 1) },
    });

  /** The club's occurrences from firstDay on; the demo seed's lie before it. */
  const countFrom = async () =>
    (
      await t.handle.db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.businessId, clubId), gte(appointments.startsAt, new Date(at(firstDay, '00:00')))))
    ).length;

  it('is 2,000, enough for a year of daily bookings on five courts', () => {
    expect(APPOINTMENT_LIMITS.occurrencesPerRequestMax).toBe(2000);
    expect(366 * 5).toBeLessThanOrEqual(APPOINTMENT_LIMITS.occurrencesPerRequestMax);
  });

  it('books the largest allowed request whole: 250 days on eight courts', async () => {
    const response = await t.call(table.addComplex, { token: owner, body: daily(10, 8, 250) });
    expect(response.status).toBe(200);
    expect(response.body.payload.created).toHaveLength(2000);
    expect(await countFrom()).toBe(2000);
  });

  it('refuses one occurrence more with a 400 naming the repeat, and writes nothing', async () => {
    const before = await countFrom();
    const response = await t.call(table.addComplex, { token: owner, body: daily(12, 8, 251) });
    expect(response.status).toBe(400);
    expect(response.errors).toEqual([{ field: 'recurrence', message: APPOINTMENT_MESSAGES.tooManyOccurrences }]);
    expect(errorFields(response)).toContain('recurrence');
    expect(await countFrom()).toBe(before);
  });

  it('counts add_many over all its bookings and names appointments', async () => {
    const before = await countFrom();
    const response = await t.call(table.addMany, {
      token: owner,
      body: { appointments: [daily(13, 4, 250), daily(14, 4, 250), spot(courts[9]!, firstDay, '15:00', '16:00')] },
    });
    expect(response.status).toBe(400);
    expect(response.errors).toEqual([{ field: 'appointments', message: APPOINTMENT_MESSAGES.tooManyOccurrences }]);
    expect(await countFrom()).toBe(before);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBookings, emailOutbox, queryRows } from '@fairplay/db';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';

const ZONE = 'America/New_York';
const DAY_MS = 24 * 60 * 60_000;

const wall = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Weekday and HH:MM of an instant in the demo time zone. */
function inZone(iso: string): { weekday: string; time: string } {
  const parts = Object.fromEntries(wall.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return { weekday: parts.weekday!, time: `${parts.hour}:${parts.minute}` };
}

interface Slot {
  start: string;
  end: string;
}

describe('demo scheduling: demo/slots and demo/slots/book', () => {
  let t: TestApp;
  let requestCount = 0;

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(async () => t.close());

  async function newToken(): Promise<string> {
    requestCount += 1;
    const response = await t.call(endpoints.marketing.requestDemo, {
      ip: `10.90.${Math.floor(requestCount / 200)}.${requestCount % 200}`,
      body: {
        fullName: `Visitor ${requestCount}`,
        email: `visitor${requestCount}@example.org`,
        company: 'Pine Ridge Swim',
        jobTitle: 'Director',
      },
    });
    expect(response.status).toBe(200);
    return response.body.payload.booking_token as string;
  }

  async function slots(from?: string): Promise<Slot[]> {
    const response = await t.call(endpoints.marketing.demoSlots, { query: { from } });
    expect(response.status).toBe(200);
    expect(response.body.payload).toMatchObject({ timezone: ZONE, slot_minutes: 30 });
    return response.body.payload.slots as Slot[];
  }

  it('lists only 30-minute slots inside Mon-Fri 09:00-17:00 New York time, in the next 14 days, none in the past', async () => {
    const list = await slots();
    const now = t.clock.now().getTime();
    // 10 weekdays (9 to 11 depending on where today falls) of 16 slots each.
    expect(list.length).toBeGreaterThanOrEqual(9 * 16 - 16);
    expect(list.length).toBeLessThanOrEqual(11 * 16);
    for (const slot of list) {
      const start = Date.parse(slot.start);
      expect(Date.parse(slot.end) - start).toBe(30 * 60_000);
      expect(start).toBeGreaterThan(now);
      expect(start).toBeLessThan(now + 14 * DAY_MS);
      const { weekday, time } = inZone(slot.start);
      expect(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']).toContain(weekday);
      expect(time >= '09:00' && time <= '16:30').toBe(true);
      expect(time.endsWith(':00') || time.endsWith(':30')).toBe(true);
    }
    expect(new Set(list.map((slot) => slot.start)).size).toBe(list.length);
  });

  it('starts the list at from, and never before now', async () => {
    const all = await slots();
    const from = all[20]!.start;
    expect((await slots(from))[0]!.start).toBe(from);
    expect((await slots('2001-01-01T00:00:00Z'))[0]!.start).toBe(all[0]!.start);
    const bad = await t.call(endpoints.marketing.demoSlots, { query: { from: 'tomorrow' } });
    expect(bad.status).toBe(400);
    expect(bad.errors[0]?.field).toBe('from');
  });

  it('books an open slot, stores it, e-mails both sides, and stops offering it', async () => {
    const token = await newToken();
    const slot = (await slots())[3]!;
    const response = await t.call(endpoints.marketing.bookDemoSlot, {
      body: { booking_token: token, start: slot.start },
    });
    expect(response.body).toEqual({
      code: 200,
      payload: { start: slot.start, end: slot.end, timezone: ZONE },
      message: 'Your private demo is booked. We have e-mailed you the details.',
    });
    const rows = await t.handle.db.select().from(demoBookings);
    expect(rows.map((row) => row.startsAt.toISOString())).toContain(slot.start);
    expect((await slots()).map((item) => item.start)).not.toContain(slot.start);
    const mails = await queryRows<{ to_address: string }>(
      t.handle.db,
      sql`SELECT to_address FROM ${emailOutbox} WHERE subject LIKE 'Demo booked:%' OR subject = 'Your Fairplay demo is booked'`,
    );
    expect(mails.map((mail) => mail.to_address).sort()).toEqual([
      'demo@fairplay.local',
      `visitor${requestCount}@example.org`,
    ]);
  });

  it('answers 409 to a second booking of a taken slot, and to a second booking with one token', async () => {
    const [first, second] = [await newToken(), await newToken()];
    const [slot, other] = (await slots()).slice(5, 7) as [Slot, Slot];
    expect(
      (await t.call(endpoints.marketing.bookDemoSlot, { body: { booking_token: first, start: slot.start } })).status,
    ).toBe(200);
    const taken = await t.call(endpoints.marketing.bookDemoSlot, {
      body: { booking_token: second, start: slot.start },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This time has just been taken. Please pick another one.');
    expect(taken.errors[0]?.field).toBe('start');
    const again = await t.call(endpoints.marketing.bookDemoSlot, {
      body: { booking_token: first, start: other.start },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Your demo is already scheduled.');
    // The loser keeps its token and can take another time.
    expect(
      (await t.call(endpoints.marketing.bookDemoSlot, { body: { booking_token: second, start: other.start } })).status,
    ).toBe(200);
  });

  it('gives exactly one winner when many visitors book one slot at the same moment', async () => {
    const tokens = await Promise.all(Array.from({ length: 8 }, () => newToken()));
    const slot = (await slots())[10]!;
    const responses = await Promise.all(
      tokens.map((token) =>
        t.call(endpoints.marketing.bookDemoSlot, { body: { booking_token: token, start: slot.start } }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const [row] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`SELECT count(*)::int AS n FROM demo_bookings WHERE starts_at = ${slot.start}`,
    );
    expect(row!.n).toBe(1);
  });

  it('refuses a time that is not an open slot', async () => {
    const token = await newToken();
    const first = Date.parse((await slots())[0]!.start);
    const notOpen = [
      new Date(first + 10 * 60_000).toISOString(), // not on the half hour
      new Date(first - 7 * DAY_MS).toISOString(), // in the past
      new Date(first + 20 * DAY_MS).toISOString(), // beyond 14 days
      new Date(first - 12 * 60 * 60_000).toISOString(), // at night
    ];
    for (const start of notOpen) {
      const response = await t.call(endpoints.marketing.bookDemoSlot, { body: { booking_token: token, start } });
      expect(response.status, start).toBe(400);
      expect(response.errors).toEqual([{ field: 'start', message: 'Please pick one of the open times.' }]);
    }
  });

  it('refuses an unknown token with 404 and bad bodies with 400 naming the field', async () => {
    const start = (await slots())[0]!.start;
    const unknown = await t.call(endpoints.marketing.bookDemoSlot, { body: { booking_token: 'not-a-token', start } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This scheduling link is not valid. Please request a demo again.');
    const token = await newToken();
    const cases: [string, Record<string, unknown>][] = [
      ['start', { booking_token: token, start: 'next tuesday' }],
      ['start', { booking_token: token }],
      ['booking_token', { start }],
      ['booking_token', { booking_token: 'x'.repeat(129), start }],
      ['demo_request_id', { booking_token: token, start, demo_request_id: 1 }],
    ];
    for (const [field, body] of cases) {
      const response = await t.callRaw(endpoints.marketing.bookDemoSlot, { body });
      expect(response.status, field).toBe(400);
      expect(response.errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    expect((await t.callRaw(endpoints.marketing.bookDemoSlot, { rawBody: '{"start":' })).status).toBe(400);
  });

  it('drops slots that have passed as time moves on', async () => {
    const before = await slots();
    t.clock.advance(3 * DAY_MS);
    const after = await slots();
    const now = t.clock.now().getTime();
    expect(after.every((slot) => Date.parse(slot.start) > now)).toBe(true);
    expect(after[0]!.start > before[0]!.start).toBe(true);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { API, at, courtIdsOf, localDate, spot, userIdOf } from '../../test/appointments-kit.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the appointments API with a body that is otherwise valid, so each bad variant isolates one fault:
 * `required` fields must be named when missing, `typed` gets a wrong type, `text` a string over its limit.
 */
interface Call {
  method: Method;
  url: (ids: Fixture) => string;
  body?: (ids: Fixture) => Record<string, unknown>;
  required?: string[];
  typed?: string;
  text?: { field: string; max: number };
  /** The route's query string parameter that takes a number or flag, and a value it refuses. */
  badQuery?: string;
  /** A write: no token gives 401 and a role with court read only gives 403. */
  write: boolean;
}

interface Fixture {
  id: number;
  recurrenceId: number;
  globalId: number;
  courtId: number;
  start: string;
  end: string;
  memberId: number;
}

const day = localDate(100);
const CALLS: Call[] = [
  {
    method: 'POST',
    url: () => `${API}/listing`,
    body: () => ({ startDate: at(day, '00:00'), endDate: at(day, '23:00') }),
    required: ['startDate', 'endDate'],
    typed: 'startDate',
    write: false,
  },
  {
    method: 'POST',
    url: () => `${API}/add_complex`,
    body: (f) => spot(f.courtId, day, '15:00', '16:00'),
    required: ['courts', 'start_time', 'end_time'],
    typed: 'courts',
    text: { field: 'note', max: 280 },
    write: true,
  },
  {
    method: 'POST',
    url: () => `${API}/add_book`,
    body: (f) => spot(f.courtId, day, '15:00', '16:00'),
    required: ['courts', 'start_time', 'end_time'],
    typed: 'partners',
    text: { field: 'note', max: 280 },
    write: true,
  },
  {
    method: 'POST',
    url: () => `${API}/add_many`,
    body: (f) => ({ appointments: [spot(f.courtId, day, '15:00', '16:00')] }),
    required: ['appointments'],
    typed: 'appointments',
    write: true,
  },
  {
    method: 'PUT',
    url: (f) => `${API}/update/${f.id}`,
    body: () => ({ mode: 0, note: 'Changed' }),
    typed: 'mode',
    text: { field: 'note', max: 280 },
    write: true,
  },
  {
    method: 'PUT',
    url: (f) => `${API}/update_complex/${f.id}`,
    body: () => ({ mode: 2, recurrence: null }),
    typed: 'recurrence',
    text: { field: 'note', max: 280 },
    write: true,
  },
  {
    method: 'PUT',
    url: (f) => `${API}/drag_and_drop/${f.id}`,
    body: (f) => ({
      old_court: f.courtId,
      new_court: f.courtId,
      old_start: f.start,
      old_end: f.end,
      new_start: f.start,
      new_end: f.end,
    }),
    required: ['old_court', 'new_court', 'old_start', 'old_end', 'new_start', 'new_end'],
    typed: 'new_court',
    write: true,
  },
  {
    method: 'DELETE',
    url: (f) => `${API}/delete/${f.id}`,
    badQuery: 'automatically_refund_payment=maybe',
    write: true,
  },
  { method: 'DELETE', url: (f) => `${API}/remove_partly/${f.id}/${f.recurrenceId}`, badQuery: 'scope=3', write: true },
  {
    method: 'DELETE',
    url: (f) => `${API}/remove_partly/${f.id}/${f.recurrenceId}/${f.globalId}`,
    badQuery: 'keep_booked=perhaps',
    write: true,
  },
  {
    method: 'DELETE',
    url: () => `${API}/delete_rule`,
    body: (f) => ({ court_id: f.courtId, start_time: at(day, '20:00'), end_time: at(day, '21:00') }),
    required: ['court_id', 'start_time', 'end_time'],
    typed: 'court_id',
    write: true,
  },
  { method: 'PUT', url: (f) => `${API}/block/${f.id}`, write: true },
  {
    method: 'POST',
    url: (f) => `${API}/cancel/${f.id}`,
    body: () => ({ cancel_for: 'self' }),
    typed: 'cancel_for',
    write: true,
  },
  {
    method: 'POST',
    url: (f) => `${API}/cancel/${f.id}/${f.memberId}`,
    body: () => ({ cancel_for: 'self' }),
    typed: 'apt_id',
    write: true,
  },
  {
    method: 'PUT',
    url: (f) => `${API}/cancel_for/${f.id}`,
    body: (f) => ({ user_id: f.memberId, cancel_for: 'this' }),
    required: ['user_id'],
    typed: 'user_id',
    badQuery: 'cancel_from=yesterday',
    write: true,
  },
  {
    method: 'POST',
    url: (f) => `${API}/book_for/${f.id}`,
    body: () => ({ book_for: 'guest', fullName: 'Pat Guest' }),
    typed: 'all',
    text: { field: 'fullName', max: 60 },
    write: true,
  },
  {
    method: 'POST',
    url: () => `${API}/getmsgs`,
    body: (f) => ({ appointment_id: f.id }),
    required: ['appointment_id'],
    typed: 'appointment_id',
    write: false,
  },
  {
    method: 'POST',
    url: () => '/api/v1/user/court/sendmessagetoparticipantcp',
    body: (f) => ({ appointment_id: f.id, message: 'See you on court' }),
    required: ['appointment_id', 'message'],
    typed: 'message',
    text: { field: 'message', max: 2000 },
    write: true,
  },
  { method: 'GET', url: (f) => `${API}/get/${f.id}`, write: false },
  { method: 'GET', url: () => `${API}/people?search=emma`, badQuery: 'limit=500', write: false },
];

/** Stand-in ids for naming the tests, which are declared before the real fixture exists. */
const NAMING: Fixture = { id: 101, recurrenceId: 202, globalId: 303, courtId: 404, start: '', end: '', memberId: 505 };
const label = (call: Call) => `${call.method} ${call.url(NAMING)}`;
const takesId = (call: Call) => call.url(NAMING).includes(`/${NAMING.id}`);

describe('bad input on every appointments call', () => {
  let t: TestApp;
  let owner: string;
  let fixture: Fixture;
  let before: unknown;

  async function snapshot() {
    return queryRows(
      t.handle.db,
      sql`SELECT (SELECT count(*)::int FROM appointments) AS appointments, (SELECT count(*)::int FROM appointment_series) AS series,
                 (SELECT count(*)::int FROM appointment_participants) AS participants, (SELECT count(*)::int FROM appointment_assignees) AS assignees,
                 (SELECT count(*)::int FROM appointment_removals) AS removals, (SELECT count(*)::int FROM appointment_messages) AS messages,
                 (SELECT count(*)::int FROM idempotency_keys) AS keys, (SELECT count(*)::int FROM email_outbox) AS emails,
                 (SELECT md5(string_agg(concat_ws('|', id, court_id, starts_at, ends_at, status, note, closed), ',' ORDER BY id)) FROM appointments) AS rows`,
    );
  }

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    const clubId = (await t.api({ url: '/api/v1/users/info', token: owner })).body.payload.business_id;
    const [courtId] = await courtIdsOf(t, clubId);
    const memberId = await userIdOf(t, 'member');
    const created = await t.api({
      method: 'POST',
      url: `${API}/add_complex`,
      token: owner,
      body: spot(courtId!, day, '10:00', '11:00', { userId: memberId }),
    });
    const event = created.body.payload.created[0];
    fixture = {
      id: event.id,
      recurrenceId: event.recurrence_id,
      globalId: event.global_recurrence_id,
      courtId: courtId!,
      start: event.start,
      end: event.end,
      memberId,
    };
    before = await snapshot();
  });
  afterAll(async () => t.close());

  const send = (call: Call, extra: { body?: unknown; rawBody?: string; token?: string | null; url?: string } = {}) =>
    t.api({
      method: call.method,
      url: extra.url ?? call.url(fixture),
      token: extra.token === null ? undefined : (extra.token ?? owner),
      ...(extra.rawBody !== undefined
        ? { rawBody: extra.rawBody, headers: { 'content-type': 'application/json' } }
        : {}),
      ...(extra.body !== undefined
        ? { body: extra.body }
        : call.body && extra.rawBody === undefined
          ? { body: call.body(fixture) }
          : {}),
    });

  for (const call of CALLS) {
    if (call.body) {
      it(`${label(call)}: malformed JSON and bodies that are not objects give 400`, async () => {
        for (const rawBody of ['{"a":', '[1, 2]', '"text"', 'null']) {
          const response = await send(call, { rawBody });
          expect(response.status, rawBody).toBe(400);
          expect(response.body.code).toBe(400);
        }
      });

      it(`${label(call)}: missing fields, a wrong type and an unknown key are named`, async () => {
        const body = call.body!(fixture);
        for (const field of call.required ?? []) {
          const { [field]: _dropped, ...rest } = body;
          const missing = await send(call, { body: rest });
          expect(missing.status, field).toBe(400);
          expect(missing.body.message).toContain(field);
        }
        if (call.typed) {
          const wrongType = await send(call, { body: { ...body, [call.typed]: { nested: true } } });
          expect(wrongType.status).toBe(400);
          expect(wrongType.body.payload.errors.map((error: { field: string }) => error.field.split('.')[0])).toContain(
            call.typed,
          );
        }
        const unknown = await send(call, { body: { ...body, add_on_id: 7 } });
        expect(unknown.status).toBe(400);
        expect(unknown.body.message).toContain('add_on_id');
      });
    }

    if (call.text) {
      const { field, max } = call.text;
      it(`${label(call)}: ${field} over ${max} characters is refused, naming it`, async () => {
        const long = await send(call, { body: { ...call.body!(fixture), [field]: 'x'.repeat(max + 1) } });
        expect(long.status).toBe(400);
        expect(long.body.message).toContain(field);
      });
    }

    if (call.badQuery) {
      it(`${label(call)}: a bad query value (${call.badQuery}) gives 400 naming it`, async () => {
        const url = call.url(fixture);
        const response = await send(call, { url: `${url}${url.includes('?') ? '&' : '?'}${call.badQuery}` });
        expect(response.status).toBe(400);
        expect(response.body.message).toContain(call.badQuery!.split('=')[0]);
      });
    }

    if (takesId(call)) {
      it(`${label(call)}: a malformed or unknown id gives 400 or 404`, async () => {
        const url = call.url(fixture);
        for (const [bad, status] of [
          ['abc', 400],
          ['0', 400],
          ['1.5', 400],
          ['99999999999', 400],
          ['2147483000', 404],
        ] as const) {
          const response = await send(call, { url: url.replace(`/${fixture.id}`, `/${bad}`) });
          expect(response.status, bad).toBe(status);
        }
      });
    }

    it(`${label(call)}: no token gives 401${call.write ? ', and a role with court read only gives 403' : ''}`, async () => {
      expect((await send(call, { token: null })).status).toBe(401);
      if (call.write) {
        const accountant = await t.login('accountant');
        const denied = await send(call, { token: accountant });
        expect(denied.status).toBe(403);
        expect(denied.body.message).toBe('Your Assigned Role Is View Only');
      }
    });
  }

  it('left nothing written by any of the bad requests', async () => {
    expect(await snapshot()).toEqual(before);
  });
});

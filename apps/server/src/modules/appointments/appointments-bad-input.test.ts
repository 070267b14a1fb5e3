import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointDefinition } from '@fairplay/contracts';
import { queryRows } from '@fairplay/db';
import { startTestApp, type TestApp, errorFields } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate, spot, userIdOf } from '../../test/appointments-kit.js';

const table = endpoints.appointments;

/**
 * One call of the appointments API with a body that is otherwise valid, so each bad variant isolates one fault:
 * `required` fields must be named when missing, `typed` gets a wrong type, `text` a string over its limit.
 */
interface Call {
  endpoint: EndpointDefinition;
  params?: (ids: Fixture) => Record<string, number>;
  query?: Record<string, string>;
  body?: (ids: Fixture) => Record<string, unknown>;
  required?: string[];
  typed?: string;
  text?: { field: string; max: number };
  /** A query parameter that takes a number or flag, and a value it refuses. */
  badQuery?: Record<string, string>;
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
const byId = (f: Fixture) => ({ id: f.id });
const CALLS: Call[] = [
  {
    endpoint: table.listing,
    body: () => ({ startDate: at(day, '00:00'), endDate: at(day, '23:00') }),
    required: ['startDate', 'endDate'],
    typed: 'startDate',
    write: false,
  },
  {
    endpoint: table.addComplex,
    body: (f) => spot(f.courtId, day, '15:00', '16:00'),
    required: ['courts', 'start_time', 'end_time'],
    typed: 'courts',
    text: { field: 'note', max: 280 },
    write: true,
  },
  {
    endpoint: table.addBook,
    body: (f) => spot(f.courtId, day, '15:00', '16:00'),
    required: ['courts', 'start_time', 'end_time'],
    typed: 'partners',
    text: { field: 'note', max: 280 },
    write: true,
  },
  {
    endpoint: table.addMany,
    body: (f) => ({ appointments: [spot(f.courtId, day, '15:00', '16:00')] }),
    required: ['appointments'],
    typed: 'appointments',
    write: true,
  },
  {
    endpoint: table.update,
    params: byId,
    body: () => ({ mode: 0, note: 'Changed' }),
    typed: 'mode',
    text: { field: 'note', max: 280 },
    write: true,
  },
  {
    endpoint: table.updateComplex,
    params: byId,
    body: () => ({ mode: 2, recurrence: null }),
    typed: 'recurrence',
    text: { field: 'note', max: 280 },
    write: true,
  },
  {
    endpoint: table.dragAndDrop,
    params: byId,
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
  { endpoint: table.delete, params: byId, badQuery: { automatically_refund_payment: 'maybe' }, write: true },
  {
    endpoint: table.removePartly,
    params: (f) => ({ id: f.id, recurrence: f.recurrenceId }),
    badQuery: { scope: '3' },
    write: true,
  },
  {
    endpoint: table.removePartlyGlobal,
    params: (f) => ({ id: f.id, recurrence: f.recurrenceId, global: f.globalId }),
    badQuery: { keep_booked: 'perhaps' },
    write: true,
  },
  {
    endpoint: table.deleteRule,
    body: (f) => ({ court_id: f.courtId, start_time: at(day, '20:00'), end_time: at(day, '21:00') }),
    required: ['court_id', 'start_time', 'end_time'],
    typed: 'court_id',
    write: true,
  },
  { endpoint: table.block, params: byId, write: true },
  {
    endpoint: table.cancel,
    params: byId,
    body: () => ({ cancel_for: 'self' }),
    typed: 'cancel_for',
    write: true,
  },
  {
    endpoint: table.cancelUser,
    params: (f) => ({ id: f.id, userId: f.memberId }),
    body: () => ({ cancel_for: 'self' }),
    typed: 'apt_id',
    write: true,
  },
  {
    endpoint: table.cancelFor,
    params: (f) => ({ aptId: f.id }),
    body: (f) => ({ user_id: f.memberId, cancel_for: 'this' }),
    required: ['user_id'],
    typed: 'user_id',
    badQuery: { cancel_from: 'yesterday' },
    write: true,
  },
  {
    endpoint: table.bookFor,
    params: byId,
    body: () => ({ book_for: 'guest', fullName: 'Pat Guest' }),
    typed: 'all',
    text: { field: 'fullName', max: 60 },
    write: true,
  },
  {
    endpoint: table.messages,
    body: (f) => ({ appointment_id: f.id }),
    required: ['appointment_id'],
    typed: 'appointment_id',
    write: false,
  },
  {
    endpoint: table.sendMessage,
    body: (f) => ({ appointment_id: f.id, message: 'See you on court' }),
    required: ['appointment_id', 'message'],
    typed: 'message',
    text: { field: 'message', max: 2000 },
    write: true,
  },
  { endpoint: table.get, params: byId, write: false },
  { endpoint: table.people, query: { search: 'emma' }, badQuery: { limit: '500' }, write: false },
];

/** Stand-in ids for naming the tests, which are declared before the real fixture exists. */
const NAMING: Fixture = { id: 101, recurrenceId: 202, globalId: 303, courtId: 404, start: '', end: '', memberId: 505 };
const label = (call: Call) => `${call.endpoint.method} ${call.endpoint.path}`;
/** The path parameter that carries the appointment's id, if the call has one. */
const idParamOf = (call: Call) =>
  Object.entries(call.params?.(NAMING) ?? {}).find(([, value]) => value === NAMING.id)?.[0];

describe('bad input on every appointments call', () => {
  let t: TestApp;
  let owner: string;
  let fixture: Fixture;

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

  /** Runs one test's bad requests and checks that none of them wrote anything. */
  async function expectNothingWritten(run: () => Promise<void>): Promise<void> {
    const before = await snapshot();
    await run();
    expect(await snapshot()).toEqual(before);
  }

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    const [courtId] = await courtIdsOf(t, await clubIdOf(t, owner));
    const memberId = await userIdOf(t, 'member');
    const created = await t.callRaw(table.addComplex, {
      token: owner,
      body: spot(courtId!, day, '10:00', '11:00', { userId: memberId }),
    });
    const event = created.body.payload.created[0]!;
    fixture = {
      id: event.id,
      recurrenceId: event.recurrence_id!,
      globalId: event.global_recurrence_id!,
      courtId: courtId!,
      start: event.start,
      end: event.end,
      memberId,
    };
  });
  afterAll(async () => t.close());

  interface Extra {
    body?: unknown;
    rawBody?: string;
    token?: string | null;
    params?: Record<string, string | number>;
    query?: Record<string, string>;
  }
  const send = (call: Call, extra: Extra = {}) =>
    t.callRaw(call.endpoint, {
      params: extra.params ?? call.params?.(fixture),
      query: extra.query ?? call.query,
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

  const DATED: { endpoint: EndpointDefinition; fields: string[] }[] = [
    { endpoint: table.listing, fields: ['startDate', 'endDate'] },
    { endpoint: table.deleteRule, fields: ['start_time', 'end_time'] },
    { endpoint: table.dragAndDrop, fields: ['old_start', 'old_end', 'new_start', 'new_end'] },
  ];
  for (const { endpoint, fields } of DATED) {
    const call = CALLS.find((candidate) => candidate.endpoint === endpoint)!;
    it(`${label(call)}: a date in the year 0000, 0001 or 9999 gives 400 naming the field`, () =>
      expectNothingWritten(async () => {
        for (const field of fields) {
          for (const instant of [
            '0000-01-01T00:00:00Z',
            '0001-01-01T00:00:00Z',
            '0001-12-31T23:00:00Z',
            '9999-12-31T23:00:00Z',
          ]) {
            const body = call.body!(fixture);
            const response = await send(call, { body: { ...body, [field]: instant } });
            expect(response.status, `${field} ${instant}`).toBe(400);
            expect(response.errors.map((error) => error.field)).toContain(field);
          }
        }
      }));
  }

  for (const endpoint of [table.dragAndDrop, table.update]) {
    const call = CALLS.find((candidate) => candidate.endpoint === endpoint)!;
    it(`${label(call)}: a version that is not a positive whole number gives 400 naming it`, () =>
      expectNothingWritten(async () => {
        for (const version of [0, -1, 1.5, '1', null, 2147483648]) {
          const response = await send(call, { body: { ...call.body!(fixture), version } });
          expect(response.status, String(version)).toBe(400);
          expect(response.errors.map((error) => error.field)).toEqual(['version']);
        }
      }));
  }

  for (const call of CALLS) {
    if (call.body) {
      it(`${label(call)}: malformed JSON and bodies that are not objects give 400`, () =>
        expectNothingWritten(async () => {
          for (const rawBody of ['{"a":', '[1, 2]', '"text"', 'null']) {
            const response = await send(call, { rawBody });
            expect(response.status, rawBody).toBe(400);
            expect(response.body.code).toBe(400);
          }
        }));

      it(`${label(call)}: missing fields, a wrong type and an unknown key are named`, () =>
        expectNothingWritten(async () => {
          const body = call.body!(fixture);
          for (const field of call.required ?? []) {
            const { [field]: _dropped, ...rest } = body;
            const missing = await send(call, { body: rest });
            expect(missing.status, field).toBe(400);
            expect(errorFields(missing)).toContain(field);
          }
          if (call.typed) {
            const wrongType = await send(call, { body: { ...body, [call.typed]: { nested: true } } });
            expect(wrongType.status).toBe(400);
            expect(wrongType.errors.map((error) => error.field.split('.')[0])).toContain(call.typed);
          }
          const unknown = await send(call, { body: { ...body, surprise: 7 } });
          expect(unknown.status).toBe(400);
          expect(errorFields(unknown)).toContain('surprise');
        }));
    }

    if (call.body) {
      it(`${label(call)}: a NUL character in any text field or query value gives 400 naming it`, () =>
        expectNothingWritten(async () => {
          const body = call.body!(fixture);
          const textFields = Object.keys(body).filter((field) => typeof body[field] === 'string');
          if (call.text) textFields.push(call.text.field);
          for (const field of new Set(textFields)) {
            const response = await send(call, { body: { ...body, [field]: 'a\u0000b' } });
            expect(response.status, field).toBe(400);
            expect(response.errors, field).toContainEqual({ field, message: 'Must not contain NUL characters.' });
          }
        }));
    }

    if (call.query) {
      it(`${label(call)}: a NUL character in a query value gives 400 naming it`, () =>
        expectNothingWritten(async () => {
          for (const name of Object.keys(call.query!)) {
            const response = await send(call, { query: { ...call.query, [name]: 'a\u0000b' } });
            expect(response.status, name).toBe(400);
            expect(response.body.message).toBe('Must not contain NUL characters.');
            expect(errorFields(response)).toContain(name);
          }
        }));
    }

    if (call.text) {
      const { field, max } = call.text;
      it(`${label(call)}: ${field} over ${max} characters is refused, naming it`, () =>
        expectNothingWritten(async () => {
          const long = await send(call, { body: { ...call.body!(fixture), [field]: 'x'.repeat(max + 1) } });
          expect(long.status).toBe(400);
          expect(errorFields(long)).toContain(field);
        }));
    }

    const badQuery = call.badQuery;
    if (badQuery) {
      const [name, value] = Object.entries(badQuery)[0]!;
      it(`${label(call)}: a bad query value (${name}=${value}) gives 400 naming it`, () =>
        expectNothingWritten(async () => {
          const response = await send(call, { query: { ...call.query, ...badQuery } });
          expect(response.status).toBe(400);
          expect(errorFields(response)).toContain(name);
        }));
    }

    const idParam = idParamOf(call);
    if (idParam) {
      it(`${label(call)}: a malformed or unknown id gives 400 or 404`, () =>
        expectNothingWritten(async () => {
          for (const [bad, status] of [
            ['abc', 400],
            ['0', 400],
            ['1.5', 400],
            ['99999999999', 400],
            ['2147483000', 404],
          ] as const) {
            const response = await send(call, { params: { ...call.params!(fixture), [idParam]: bad } });
            expect(response.status, bad).toBe(status);
          }
        }));
    }

    it(`${label(call)}: no token gives 401${call.write ? ', and a role with court read only gives 403' : ''}`, () =>
      expectNothingWritten(async () => {
        expect((await send(call, { token: null })).status).toBe(401);
        if (call.write) {
          const accountant = await t.login('accountant');
          const denied = await send(call, { token: accountant });
          expect(denied.status).toBe(403);
          expect(denied.body.message).toBe('Your Assigned Role Is View Only');
        }
      }));
  }
});

import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES, MESSAGES } from '@fairplay/contracts';
import { databaseRefusal } from './database-errors.js';

const QUERY = 'insert into "users" ("email") values ($1)';
const SECRET = 'ana@leak.example';

/** A driver error as node-postgres raises it (PGlite's carry the same fields), wrapped by Drizzle like every query's. */
function driverError(
  sqlState: string,
  fields: { constraint?: string; table?: string; column?: string } = {},
  message = 'refused',
) {
  const cause = Object.assign(new pg.DatabaseError(message, 0, 'error'), {
    code: sqlState,
    detail: `Failing row contains (${SECRET}).`,
    ...fields,
  });
  return new DrizzleQueryError(QUERY, [SECRET], cause);
}

/** The envelope a refusal becomes: its status, payload and message. */
function answerTo(error: unknown) {
  const refusal = databaseRefusal(error);
  return refusal && { code: refusal.statusCode, payload: refusal.payload, message: refusal.message };
}

describe('the database error mapping', () => {
  it('answers a lost connection with 503, for every way the driver reports it', () => {
    const lost = [
      driverError('57P01', {}, 'terminating connection due to administrator command'),
      driverError('57P02', {}, 'terminating connection due to crash of another server process'),
      driverError('57P03', {}, 'the database system is starting up'),
      driverError('08006', {}, 'connection failure'),
      driverError('08001', {}, 'could not connect'),
      driverError('53300', {}, 'sorry, too many clients already'),
      new DrizzleQueryError(
        'rollback',
        [],
        new Error('Client has encountered a connection error and is not queryable'),
      ),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated'),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      Object.assign(new AggregateError([], 'connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ];
    for (const error of lost) {
      expect(answerTo(error), error.message).toEqual({
        code: 503,
        payload: null,
        message: MESSAGES.databaseUnavailable,
      });
    }
  });

  it('answers a unique or exclusion refusal with 409, with the booking messages for bookings', () => {
    expect(answerTo(driverError('23505', { constraint: 'appointment_participants_member_once' }))).toEqual({
      code: 409,
      payload: null,
      message: APPOINTMENT_MESSAGES.alreadyBooked,
    });
    expect(answerTo(driverError('23P01', { constraint: 'appointments_no_overlap' }))).toEqual({
      code: 409,
      payload: null,
      message: APPOINTMENT_MESSAGES.conflict,
    });
    for (const sqlState of ['23505', '23P01']) {
      expect(answerTo(driverError(sqlState, { constraint: 'locations_name_key' }))).toEqual({
        code: 409,
        payload: null,
        message: MESSAGES.changedConcurrently,
      });
    }
  });

  it('answers a serialization failure or a deadlock with 409', () => {
    for (const sqlState of ['40001', '40P01']) {
      expect(answerTo(driverError(sqlState))).toEqual({
        code: 409,
        payload: null,
        message: MESSAGES.changedConcurrently,
      });
    }
  });

  it('answers a foreign key refusal with 409: the row pointed at went away, or a deleted row is still in use', () => {
    const insert = driverError(
      '23503',
      { constraint: 'appointments_court_fk' },
      'insert or update on table "appointments" violates foreign key constraint "appointments_court_fk"',
    );
    const remove = driverError(
      '23503',
      { constraint: 'appointments_court_fk' },
      'update or delete on table "courts" violates foreign key constraint "appointments_court_fk" on table "appointments"',
    );
    expect(answerTo(insert)).toEqual({ code: 409, payload: null, message: MESSAGES.changedConcurrently });
    expect(answerTo(remove)).toEqual({ code: 409, payload: null, message: MESSAGES.stillInUse });
    expect(answerTo(driverError('23001'))).toEqual({ code: 409, payload: null, message: MESSAGES.stillInUse });
  });

  it('answers a check refusal with 400 naming the column when the constraint is named after it', () => {
    expect(answerTo(driverError('23514', { table: 'users', constraint: 'users_phone_check' }))).toEqual({
      code: 400,
      payload: { errors: [{ field: 'phone', message: MESSAGES.valueNotAllowed }] },
      message: MESSAGES.valueNotAllowed,
    });
    expect(answerTo(driverError('23514', { table: 'users', constraint: 'no_leak_domain' }))).toEqual({
      code: 400,
      payload: null,
      message: MESSAGES.valueNotAllowed,
    });
    expect(answerTo(driverError('23502', { table: 'users', column: 'email' }))).toMatchObject({
      code: 400,
      payload: { errors: [{ field: 'email', message: MESSAGES.valueNotAllowed }] },
    });
  });

  it('answers a data exception (out of range, not a number or a date) with 400', () => {
    for (const sqlState of ['22003', '22P02', '22007', '22008', '22001', '22021']) {
      expect(answerTo(driverError(sqlState))).toEqual({ code: 400, payload: null, message: MESSAGES.valueNotAllowed });
    }
  });

  it('leaves other failures to the 500 answer: they are bugs, not refusals', () => {
    expect(databaseRefusal(driverError('42P01', {}, 'relation "nope" does not exist'))).toBeNull();
    expect(databaseRefusal(driverError('42601', {}, 'syntax error'))).toBeNull();
    expect(databaseRefusal(new TypeError('Cannot read properties of undefined'))).toBeNull();
    expect(databaseRefusal(Object.assign(new Error('not a SQLSTATE'), { code: 'ERR_ASSERTION' }))).toBeNull();
    expect(databaseRefusal(null)).toBeNull();
  });

  it('never puts the query, its parameters or the refused row in the answer', () => {
    for (const sqlState of ['23505', '23P01', '23503', '23514', '22P02', '57P01']) {
      const text = JSON.stringify(answerTo(driverError(sqlState, { table: 'users', constraint: 'users_email_check' })));
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain('insert into');
      expect(text).not.toContain('Failing row');
    }
  });
});

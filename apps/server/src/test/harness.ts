import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import {
  endpoints,
  pathOf,
  type EndpointDefinition,
  type EndpointInput,
  type EndpointPayload,
  type FieldError,
} from '@fairplay/contracts';
import { openDatabase, type DatabaseHandle } from '@fairplay/db';
import { API_PREFIX, buildApp } from '../app.js';
import { configFromEnv, type AppConfig } from '../config.js';
import { databaseUrl, onAdmin } from './database-templates.js';

/** A clock tests can move forward, so expiries and rate-limit windows are tested without waiting. */
export class TestClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  clock: TestClock;
  /** A raw request to any URL: for what the endpoint table cannot express (unknown routes, hostile paths). */
  api(options: ApiCall): Promise<ApiResponse>;
  /** One call of the endpoint table, typed by it: the path, method and payload come from the definition. */
  call<E extends EndpointDefinition>(definition: E, input?: EndpointInput<E> & CallOptions): Promise<CallResponse<E>>;
  /** The same with input the definition does not allow: for bad-input tests. */
  callRaw<E extends EndpointDefinition>(definition: E, input?: RawInput & CallOptions): Promise<CallResponse<E>>;
  login(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface ApiCall {
  method?: InjectOptions['method'];
  url: string;
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  /** The caller's IP address as the server sees it. */
  ip?: string;
}

/** How a call is sent, beside its params, query and body. */
export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  ip?: string;
  /** Sent as the body as it is (malformed JSON, oversize text). */
  rawBody?: string;
}

export interface RawInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The answer of a call: the payload typed by the endpoint, and the field errors of a refusal. */
export interface CallResponse<E extends EndpointDefinition> {
  status: number;
  body: { code: number; payload: EndpointPayload<E>; message: string };
  /** `payload.errors` of a 400 or 409, else empty. */
  errors: FieldError[];
  raw: LightMyRequestResponse;
}

export interface ApiResponse {
  status: number;
  body: { code: number; payload: unknown; message: string };
  raw: LightMyRequestResponse;
}

/**
 * The field names of a refusal's `payload.errors`, joined: where a test looks for the field a 400 names. The envelope's
 * message is the plain sentence people read and never carries a field name.
 */
export function errorFields(response: { body: { payload: unknown } }): string {
  const errors = (response.body.payload as { errors?: FieldError[] } | null)?.errors ?? [];
  return errors.map((error) => error.field).join(' ');
}

/**
 * How many requests a race test sends at once. PostgreSQL serves them on many connections at the same moment, so a
 * hundred is a real race there; PGlite has one connection and settles them one after another, so a quarter of them
 * proves the same rules there at a quarter of the WebAssembly's time on a busy machine.
 */
export function simultaneous(onPostgres: number): number {
  return process.env.TEST_DB_KIND === 'postgres' ? onPostgres : Math.max(20, Math.ceil(onPostgres / 4));
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the database and removes it. */
  drop(): Promise<void>;
}

/** Holds CREATE DATABASE … TEMPLATE to one at a time across workers: PostgreSQL refuses to copy a busy template. */
const TEMPLATE_COPY_LOCK = 7_311_943;

/**
 * Opens this test file's own database of the kind its project runs on (TEST_DB_KIND), started from the run's
 * template (migrated, and seeded with the demo club when asked): see database-templates.ts.
 */
export async function openTestDatabase(seeded: boolean): Promise<TestDatabase> {
  const templates = inject('databaseTemplates');
  const template = seeded ? templates.seeded : templates.empty;
  if (templates.kind === 'pglite') {
    const loadDataDir = new Blob([await readFile(template)]);
    const handle = await openDatabase({ kind: 'pglite', dataDir: null, loadDataDir });
    return { handle, drop: async () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  const name = `fairplay_t_${randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_COPY_LOCK]);
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_COPY_LOCK]);
    }
    // A commit need not wait for its WAL to reach the disk (a lost database server is all it risks, and a test
    // database is dropped anyway): on a slow disk each flush costs milliseconds, and a file commits thousands of
    // times. Transactions, locks and constraints behave as before.
    await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  });
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name), maxConnections: 30 });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await onAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export interface StartOptions {
  seed?: boolean;
  /** Where the app's log lines go (one JSON line per write); without it the app does not log. */
  logStream?: { write(line: string): void };
  /** Settings that differ from the tests' defaults, such as the trusted proxies. */
  config?: Partial<AppConfig>;
}

export async function startTestApp(options: StartOptions = {}): Promise<TestApp> {
  const { handle, drop } = await openTestDatabase(options.seed !== false);
  const clock = new TestClock();
  const app = await buildTestApp(handle, clock, options);
  return {
    ...clientOf(app),
    app,
    handle,
    clock,
    async close() {
      await app.close();
      await drop();
    },
  };
}

async function buildTestApp(handle: DatabaseHandle, clock: TestClock, options: StartOptions): Promise<FastifyInstance> {
  const config = { ...configFromEnv({ PUBLIC_URL: 'http://fairplay.test' }), webDist: null };
  return buildApp(
    // On PostgreSQL, live updates go through LISTEN/NOTIFY as in production; PGlite keeps them in the process.
    { db: handle.db, config: { ...config, ...options.config }, now: clock.now, listenUrl: handle.listenUrl },
    { logger: options.logStream ? { level: 'info', stream: options.logStream } : false },
  );
}

/** An app's calls, as tests make them. */
export type TestClient = Pick<TestApp, 'api' | 'call' | 'callRaw' | 'login'>;

/**
 * Another app instance on the same test database and clock, as a second server process on one database would
 * be: its own module state (caches), the same rows. Close it before the first.
 */
export async function startSecondApp(
  t: TestApp,
  options: StartOptions = {},
): Promise<TestClient & { app: FastifyInstance; close(): Promise<void> }> {
  const app = await buildTestApp(t.handle, t.clock, options);
  return { ...clientOf(app), app, close: () => app.close() };
}

function clientOf(app: FastifyInstance): TestClient {
  async function api(call: ApiCall): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...call.headers };
    if (call.token) headers['access-token'] = call.token;
    let payload: string | undefined;
    if (call.rawBody !== undefined) payload = call.rawBody;
    else if (call.body !== undefined) payload = JSON.stringify(call.body);
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const raw = await app.inject({
      method: call.method ?? 'GET',
      url: call.url,
      headers,
      payload,
      remoteAddress: call.ip ?? '127.0.0.1',
    });
    return { status: raw.statusCode, body: raw.json(), raw };
  }

  async function call<E extends EndpointDefinition>(
    definition: E,
    input: RawInput & CallOptions = {},
  ): Promise<CallResponse<E>> {
    const response = await api({
      method: definition.method,
      url: `${API_PREFIX}${pathOf(definition, input.params, input.query)}`,
      body: input.body,
      rawBody: input.rawBody,
      token: input.token,
      headers: input.headers,
      ip: input.ip,
    });
    const payload: unknown = response.body?.payload;
    const errors = (payload as { errors?: FieldError[] } | null)?.errors;
    // The answer is the endpoint's: a success carries its payload (the tests check it against the contract).
    const body = response.body as CallResponse<E>['body'];
    return { ...response, body, errors: Array.isArray(errors) ? errors : [] };
  }

  async function login(username: string, password = 'fairplay1'): Promise<string> {
    const response = await call(endpoints.auth.login, { body: { username, password } });
    if (response.status !== 200) throw new Error(`login ${username} failed: ${response.body.message}`);
    return response.body.payload.token;
  }

  return {
    api,
    call: (definition, input) => call(definition, input as RawInput & CallOptions),
    callRaw: call,
    login,
  };
}

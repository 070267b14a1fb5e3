import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../test/harness.js';

describe('the envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(async () => t.close());

  it('answers an unknown API route with a 404 envelope', async () => {
    const response = await t.api({ url: '/api/v1/no/such/route' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 404, payload: null, message: 'Route GET /api/v1/no/such/route not found.' });
  });

  it('answers malformed JSON with 400 and names the problem', async () => {
    const response = await t.callRaw(endpoints.auth.login, { rawBody: '{"username": "owner",' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 400, payload: null, message: 'The request body is not valid JSON.' });
  });

  it('answers wrong types with 400 naming each field', async () => {
    const response = await t.callRaw(endpoints.auth.login, { body: { username: 5, password: ['x'] } });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(400);
    expect(response.errors.map((error) => error.field).sort()).toEqual(['password', 'username']);
    // The message is the sentence people read; the fields stay in payload.errors for forms to place.
    expect(response.body.message).toBe('Please enter text.');
    expect(response.body.message).not.toMatch(/username|password/);
  });

  it("keeps a spec message word for word and never prefixes it with the field's name", async () => {
    const response = await t.callRaw(endpoints.auth.register, { body: {} });
    expect(response.status).toBe(400);
    for (const error of response.errors) expect(response.body.message).not.toContain(`${error.field}:`);
    const missing = await t.callRaw(endpoints.auth.login, { body: { username: '', password: 'x' } });
    expect(missing.body.message).toBe('Username is required.');
    expect(missing.errors).toEqual([{ field: 'username', message: 'Username is required.' }]);
  });

  it("words the validation library's own issues plainly", async () => {
    const response = await t.callRaw(endpoints.auth.verifyUsername, { body: { username: 'x'.repeat(201) } });
    expect(response.status).toBe(400);
    expect(response.errors).toEqual([{ field: 'username', message: 'Must be at most 200 characters.' }]);
    expect(response.body.message).toBe('Must be at most 200 characters.');
    const missing = await t.callRaw(endpoints.auth.verifyUsername, { body: {} });
    expect(missing.body.message).toBe('This field is required.');
    expect(missing.body.message).not.toMatch(/expected|Too big|Invalid input|username/);
  });

  it('answers an oversize body with 413', async () => {
    const response = await t.callRaw(endpoints.auth.login, {
      body: { username: 'x'.repeat(300_000), password: 'y' },
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ code: 413, payload: null, message: 'The request body is too large.' });
  });

  it('answers an unsupported content type with a 415 envelope', async () => {
    const response = await t.callRaw(endpoints.auth.login, {
      rawBody: 'username=owner',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(response.body.code).toBe(415);
  });

  it('tags every answer with a request id', async () => {
    const response = await t.call(endpoints.users.info);
    expect(response.raw.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an over-long path id with a 414 envelope', async () => {
    const response = await t.api({ url: '/api/v1/court/get/' + '9'.repeat(500) });
    expect(response.status).toBe(414);
    expect(response.body).toEqual({ code: 414, payload: null, message: 'The request address is too long.' });
    expect(response.raw.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const malformed = await t.api({ url: '/api/v1/court/get/%E0%A4%A' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ code: 400, payload: null, message: 'The request address is not valid.' });
  });

  it("echoes a client's x-request-id only in a short safe format, else answers a fresh one", async () => {
    const safe = await t.api({ url: '/api/v1/no/such/route', headers: { 'x-request-id': 'abc-123_DEF.9' } });
    expect(safe.raw.headers['x-request-id']).toBe('abc-123_DEF.9');
    for (const hostile of ['<script>alert(1)</script>', 'a'.repeat(500), 'line\nbreak', 'a b', '']) {
      const response = await t.api({ url: '/api/v1/no/such/route', headers: { 'x-request-id': hostile } });
      expect(response.raw.headers['x-request-id'], hostile).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const raw = await t.app.inject({ url: '/api/docs/json' });
    expect(raw.statusCode).toBe(200);
    const document = raw.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/api/v1/auth/login');
    expect(
      document.paths['/api/v1/auth/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('username');
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('hides internal failures behind a 500 envelope without a stack trace', async () => {
    const broken = await startTestApp({ seed: false });
    await broken.handle.close();
    const response = await broken.call(endpoints.auth.verifyUsername, {
      body: { username: 'someone' },
    });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ code: 500, payload: null, message: 'Something went wrong, please try later.' });
    expect(response.raw.body).not.toMatch(/at .*\.ts:\d+/);
    await broken.app.close();
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, webhookDeliveries, jobs } from '@fairplay/db';
import { endpoints, INTEGRATION_MESSAGES, WEBHOOK_EVENTS, WEBHOOK_PAYLOADS } from '@fairplay/contracts';
import { errorFields, startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, courtIdsOf, freeCourtBetween, localDate, spot, at } from '../../test/appointments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';
import { expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';
import { WebhookReceiver } from '../../test/webhook-receiver.js';
import { DELIVER_JOB, emitWebhookEvent, MAX_TRIES, REPLAY_JOB, RETRY_DELAYS_MS } from './index.js';
import { postWebhook } from './outbound.js';

const table = endpoints.integrations;

describe('webhooks (issue 30.10)', () => {
  let t: TestApp;
  let owner: string;
  let clubId: number;
  let court: number;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    // Tests deliver to a receiver on this machine: private addresses are allowed here (refused by default).
    t = await startTestApp({ config: { webhooksAllowPrivate: true } });
    owner = await t.login('owner');
    clubId = await clubIdOf(t, owner);
    court = (await courtIdsOf(t, clubId))[1]!;
    receiver = await new WebhookReceiver().start();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  const run = () => t.app.jobs.runDueJobs(t.clock.now(), { types: [DELIVER_JOB, REPLAY_JOB] });
  async function newEndpoint(events: string[], url = receiver.url) {
    const made = await t.callRaw(table.createEndpoint, {
      body: { url, events, description: 'Front desk' },
      token: owner,
    });
    expect(made.status, made.body.message).toBe(200);
    return made.body.payload;
  }
  async function book(day: string, from: string, to: string) {
    await freeCourtBetween(t, owner, court, at(day, from), at(day, to));
    const made = await t.call(endpoints.appointments.addComplex, { body: spot(court, day, from, to), token: owner });
    expect(made.status, made.body.message).toBe(200);
    return made.body.payload.created[0]!;
  }
  const deliveriesOf = async (endpointId: number) =>
    (await t.call(table.deliveries, { params: { id: endpointId }, query: {}, token: owner })).body.payload.rows;

  it('sends a booking made, changed and cancelled, signed by Standard Webhooks, to the endpoints that want it', async () => {
    const hook = await newEndpoint(['booking.created', 'booking.cancelled']);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = (await t.call(table.listEndpoints, { token: owner })).body.payload.find((row) => row.id === hook.id);
    expect(listed).not.toHaveProperty('secret');
    const changesOnly = await newEndpoint(['booking.changed']);

    receiver.received.length = 0;
    const event = await book(localDate(130), '07:00', '08:00');
    await run();
    expect(receiver.received).toHaveLength(1);
    const [message] = receiver.received;
    const payload = receiver.verify(message!, hook.secret);
    expect(WEBHOOK_PAYLOADS['booking.created'].parse(payload)).toEqual(payload);
    expect(payload).toMatchObject({
      type: 'booking.created',
      version: 1,
      data: { appointment_id: event.id, court_id: court, start_time: event.start },
    });
    expect(message!.headers['webhook-id']).toMatch(/^msg_/);
    // The other endpoint's secret does not verify it (the receiver really checks).
    expect(() => receiver.verify(message!, changesOnly.secret)).toThrow();

    const delivered = (await deliveriesOf(hook.id))[0]!;
    expect(delivered).toMatchObject({ status: 'succeeded', event_type: 'booking.created', next_attempt_at: null });
    expect(delivered.log).toEqual([expect.objectContaining({ attempt: 1, status_code: 200, response_body: 'thanks' })]);
    // The try planned before the call finds the delivery done and sends nothing more.
    t.clock.advance(RETRY_DELAYS_MS[0]!);
    await run();
    expect(receiver.received).toHaveLength(1);

    receiver.received.length = 0;
    const moved = await t.call(endpoints.appointments.update, {
      params: { id: event.id },
      body: { note: 'Moved to the evening group' },
      token: owner,
    });
    expect(moved.status, moved.body.message).toBe(200);
    const removed = await t.call(endpoints.appointments.delete, { params: { id: event.id }, query: {}, token: owner });
    expect(removed.status, removed.body.message).toBe(200);
    await run();
    const byType = new Map(receiver.received.map((m) => [JSON.parse(m.body).type as string, m]));
    expect([...byType.keys()].sort()).toEqual(['booking.cancelled', 'booking.changed']);
    expect(receiver.verify(byType.get('booking.cancelled')!, hook.secret)).toMatchObject({
      data: { appointment_id: event.id },
    });
    expect(receiver.verify(byType.get('booking.changed')!, changesOnly.secret)).toMatchObject({
      type: 'booking.changed',
    });
    await t.call(table.deleteEndpoint, { params: { id: changesOnly.id }, token: owner });
    await t.call(table.deleteEndpoint, { params: { id: hook.id }, token: owner });
  });

  it('sends a payment taken at the desk and its refund, with their amounts, signed', async () => {
    const hook = await newEndpoint(['payment.succeeded', 'payment.refunded']);
    receiver.received.length = 0;
    const paid = await t.call(endpoints.payments.cash, {
      body: { amount: 2500, type: 'cash', description: 'Racquet restring' },
      headers: freshKey(),
      token: owner,
    });
    expect(paid.status, paid.body.message).toBe(200);
    const refunded = await t.call(endpoints.payments.refund, {
      body: { payment_id: paid.body.payload.id, amount: 1000 },
      headers: freshKey(),
      token: owner,
    });
    expect(refunded.status, refunded.body.message).toBe(200);
    await run();
    const byType = new Map(receiver.received.map((m) => [JSON.parse(m.body).type as string, m]));
    const succeeded = receiver.verify(byType.get('payment.succeeded')!, hook.secret);
    expect(WEBHOOK_PAYLOADS['payment.succeeded'].parse(succeeded)).toEqual(succeeded);
    expect(succeeded).toMatchObject({
      data: { charge_id: paid.body.payload.id, type: 'cash', total: 2500, description: 'Racquet restring' },
    });
    const refund = receiver.verify(byType.get('payment.refunded')!, hook.secret);
    expect(WEBHOOK_PAYLOADS['payment.refunded'].parse(refund)).toEqual(refund);
    expect(refund).toMatchObject({ data: { charge_id: paid.body.payload.id, amount: 1000 } });
    await expectLedgerBalanced(t);
    await t.call(table.deleteEndpoint, { params: { id: hook.id }, token: owner });
  });

  it('enqueues an event only when its cause commits: a rolled-back change sends nothing', async () => {
    const hook = await newEndpoint(['booking.created']);
    await expect(
      t.handle.db.transaction(async (tx) => {
        expect(await emitWebhookEvent(tx, clubId, 'booking.created', { appointment_id: 1 }, t.clock.now())).toBe(1);
        throw new Error('the booking failed after its event was written');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await t.handle.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.id))).toEqual(
      [],
    );
    // A booking refused (the court is taken) writes no event either.
    const day = localDate(131);
    await book(day, '07:00', '08:00');
    const before = (await deliveriesOf(hook.id)).length;
    const refused = await t.callRaw(endpoints.appointments.addComplex, {
      body: spot(court, day, '07:00', '08:00'),
      token: owner,
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await deliveriesOf(hook.id)).toHaveLength(before);
    await run();
    await t.call(table.deleteEndpoint, { params: { id: hook.id }, token: owner });
  });

  it('retries with backoff for 3 days, then fails the delivery, turns the endpoint off and tells the owner', async () => {
    const hook = await newEndpoint(['booking.created']);
    receiver.received.length = 0;
    receiver.status = 500;
    await book(localDate(132), '07:00', '08:00');
    const started = t.clock.now().getTime();
    await run();
    const [first] = await deliveriesOf(hook.id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(Date.parse(first!.next_attempt_at!) - started).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[0]!);

    for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
      // Not a moment early: one second before the try is due, nothing is sent.
      t.clock.advance(delay - 1000);
      await run();
      expect(receiver.received).toHaveLength(index + 1);
      t.clock.advance(1000);
      await run();
      expect(receiver.received).toHaveLength(index + 2);
    }
    expect(receiver.received).toHaveLength(MAX_TRIES);
    // Every try is the same message, signed anew.
    expect(new Set(receiver.received.map((m) => m.headers['webhook-id'])).size).toBe(1);
    expect(receiver.verify(receiver.received.at(-1)!, hook.secret)).toMatchObject({ type: 'booking.created' });
    const total = RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThan(71 * 3_600_000);
    expect(total).toBeLessThanOrEqual(72 * 3_600_000);

    const [failed] = await deliveriesOf(hook.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_TRIES, next_attempt_at: null });
    expect(failed!.log).toHaveLength(MAX_TRIES);
    expect(failed!.log[0]).toMatchObject({ status_code: 500, response_body: 'receiver is down' });
    const endpoint = (await t.call(table.listEndpoints, { token: owner })).body.payload.find((e) => e.id === hook.id);
    expect(endpoint).toMatchObject({ enabled: false, disabled_reason: INTEGRATION_MESSAGES.disabledAfterFailures });
    const mail = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.businessId, clubId), eq(emailOutbox.subject, 'A webhook endpoint was turned off')));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.textBody).toContain(receiver.url);
    t.clock.advance(24 * 3_600_000);
    await run();
    expect(receiver.received).toHaveLength(MAX_TRIES);

    // A turned-off endpoint hears nothing new.
    receiver.status = 200;
    await book(localDate(133), '07:00', '08:00');
    await run();
    expect(receiver.received).toHaveLength(MAX_TRIES);

    // Replay from the log: the same message (id and body), signed now; the delivery succeeds.
    const replayed = await t.call(table.replay, { params: { id: failed!.id }, token: owner });
    expect(replayed.status).toBe(200);
    expect(replayed.body.message).toBe(INTEGRATION_MESSAGES.replayQueued);
    await run();
    expect(receiver.received).toHaveLength(MAX_TRIES + 1);
    const again = receiver.received.at(-1)!;
    expect(again.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);
    expect(again.body).toBe(receiver.received[0]!.body);
    expect(receiver.verify(again, hook.secret)).toMatchObject({ type: 'booking.created' });
    const [after] = await deliveriesOf(hook.id).then((rows) => rows.filter((row) => row.id === failed!.id));
    expect(after).toMatchObject({ status: 'succeeded' });
    expect(after!.log.at(-1)).toMatchObject({ replay: true, status_code: 200, attempt: MAX_TRIES + 1 });

    // Turned on again by the owner, it hears the next booking.
    const on = await t.call(table.updateEndpoint, { params: { id: hook.id }, body: { enabled: true }, token: owner });
    expect(on.body.payload).toMatchObject({ enabled: true, disabled_reason: null });
    await book(localDate(134), '07:00', '08:00');
    await run();
    expect(receiver.received).toHaveLength(MAX_TRIES + 2);
    await t.call(table.deleteEndpoint, { params: { id: hook.id }, token: owner });
  });

  it('keeps an endpoint on when another delivery reached it while one kept failing', async () => {
    const hook = await newEndpoint(['booking.created']);
    receiver.status = 500;
    await book(localDate(135), '07:00', '08:00');
    await run();
    // A later delivery goes through while the first keeps failing.
    receiver.status = 200;
    await book(localDate(136), '07:00', '08:00');
    await run();
    receiver.status = 500;
    for (const delay of RETRY_DELAYS_MS) {
      t.clock.advance(delay);
      await run();
    }
    const rows = await deliveriesOf(hook.id);
    expect(rows.map((row) => row.status)).toEqual(['succeeded', 'failed']);
    const endpoint = (await t.call(table.listEndpoints, { token: owner })).body.payload.find((e) => e.id === hook.id);
    expect(endpoint!.enabled).toBe(true);
    receiver.status = 200;
    await t.call(table.deleteEndpoint, { params: { id: hook.id }, token: owner });
  });

  it('refuses bad input naming the field, and keeps each club to its own endpoints and deliveries', async () => {
    const bad = (body: unknown) => t.callRaw(table.createEndpoint, { body, token: owner });
    expect(errorFields(await bad({ url: 'ftp://example.org/hook', events: ['booking.created'] }))).toBe('url');
    expect(errorFields(await bad({ url: 'https://user:pw@example.org/hook', events: ['booking.created'] }))).toBe(
      'url',
    );
    expect(errorFields(await bad({ url: 'https://example.org/hook', events: [] }))).toBe('events');
    expect(errorFields(await bad({ url: 'https://example.org/hook', events: ['booking.eaten'] }))).toBe('events.0');
    const hook = await newEndpoint(['booking.created'], 'https://example.org/hook');
    await t.handle.db.transaction((tx) => emitWebhookEvent(tx, clubId, 'booking.created', {}, t.clock.now()));
    const [aDelivery] = await t.handle.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, hook.id));
    const b = await registerSecondClub(t, 'w');
    expect((await t.call(table.listEndpoints, { token: b.token })).body.payload).toEqual([]);
    expect((await t.call(table.deliveries, { params: { id: hook.id }, query: {}, token: b.token })).status).toBe(404);
    const update = await t.call(table.updateEndpoint, {
      params: { id: hook.id },
      body: { enabled: false },
      token: b.token,
    });
    expect(update.status).toBe(404);
    expect((await t.call(table.deleteEndpoint, { params: { id: hook.id }, token: b.token })).status).toBe(404);
    expect((await t.call(table.replay, { params: { id: aDelivery!.id }, token: b.token })).status).toBe(404);
    const admin = await t.login('admin');
    expect((await t.call(table.listEndpoints, { token: admin })).status).toBe(403);
    expect((await t.call(table.deleteEndpoint, { params: { id: hook.id }, token: owner })).status).toBe(200);
    expect((await t.call(table.deleteEndpoint, { params: { id: hook.id }, token: owner })).status).toBe(404);
    const left = await t.handle.db.select().from(jobs).where(eq(jobs.status, 'dead'));
    expect(left.filter((job) => job.type === DELIVER_JOB)).toEqual([]);
  });

  it('calls only http(s) addresses, and no private address unless allowed', async () => {
    const local = await postWebhook(receiver.url, {}, '{}', false);
    expect(local).toMatchObject({ statusCode: null, error: 'The address is in a private network.' });
    expect(receiver.received.some((m) => m.body === '{}')).toBe(false);
    for (const url of ['http://10.1.2.3/x', 'http://[::1]:9/x', 'http://169.254.169.254/latest/meta-data'])
      expect((await postWebhook(url, {}, '{}', false)).error).toBe('The address is in a private network.');
    expect((await postWebhook('file:///etc/passwd', {}, '{}', true)).error).toBe(
      'Only http and https addresses are called.',
    );
    expect((await postWebhook(receiver.url, {}, '{}', true)).statusCode).toBe(200);
  });

  it('documents the key scheme and every webhook with its signature headers and payload in the OpenAPI document', async () => {
    const document = (await t.api({ url: '/api/docs/json' })).raw.json() as {
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      webhooks: Record<string, { post: { parameters: { name: string }[]; requestBody: { content: object } } }>;
    };
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(document.webhooks).sort()).toEqual([...WEBHOOK_EVENTS].sort());
    const created = document.webhooks['booking.created']!.post;
    expect(created.parameters.map((p) => p.name)).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
    expect(JSON.stringify(created.requestBody.content)).toContain('appointment_id');
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@fairplay/contracts';
import { contactMessages, demoRequests, emailOutbox, queryRows } from '@fairplay/db';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp, errorFields } from '../../test/harness.js';

const OPERATOR = 'demo@fairplay.local';

const contact = {
  first_name: 'Priya',
  last_name: 'Raman',
  email: 'Priya@EastsideTennis.example.org',
  phone: '+14155550123',
  message: 'We run 14 courts and want to move off spreadsheets. Can we talk about pricing?',
  job_title: 'General manager',
};

const demo = {
  fullName: 'Marco Bellini',
  email: 'marco@lakeshore-golf.example.org',
  company: 'Lakeshore Golf Studio',
  jobTitle: 'Owner',
  message: 'Six simulator bays, looking for online bay booking.',
};

async function counts(t: TestApp) {
  const [row] = await queryRows<{ contacts: number; demos: number; mails: number }>(
    t.handle.db,
    sql`SELECT (SELECT count(*)::int FROM contact_messages) AS contacts, (SELECT count(*)::int FROM demo_requests) AS demos,
               (SELECT count(*)::int FROM email_outbox) AS mails`,
  );
  return row!;
}

describe('contactus and auth/requestdemo', () => {
  let t: TestApp;
  let ipCounter = 0;
  /** Each call from its own address, so the per-IP limit only bites in its own test. */
  const freshIp = () => `10.77.0.${++ipCounter}`;

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(async () => t.close());

  it('stores a contact message and e-mails the operator in the same transaction', async () => {
    const response = await t.call(endpoints.marketing.contactUs, { body: contact, ip: freshIp() });
    expect(response.body).toEqual({ code: 200, payload: null, message: 'Success. We will get back to you shortly.' });
    const [row] = await t.handle.db.select().from(contactMessages).where(eq(contactMessages.lastName, 'Raman'));
    expect(row).toMatchObject({
      firstName: 'Priya',
      email: 'priya@eastsidetennis.example.org',
      phone: '+14155550123',
      jobTitle: 'General manager',
    });
    const mails = await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, OPERATOR));
    const mail = mails.find((item) => item.subject === 'Contact us: Priya Raman');
    expect(mail?.textBody).toContain(contact.message);
    expect(mail?.status).toBe('pending');
  });

  it('takes a contact message without phone or job title', async () => {
    const { phone: _phone, job_title: _job, ...minimal } = contact;
    const response = await t.call(endpoints.marketing.contactUs, {
      body: { ...minimal, last_name: 'Minimal', phone: '' },
      ip: freshIp(),
    });
    expect(response.status).toBe(200);
    const [row] = await t.handle.db.select().from(contactMessages).where(eq(contactMessages.lastName, 'Minimal'));
    expect(row).toMatchObject({ phone: null, jobTitle: null });
  });

  it('stores a demo request, e-mails the operator and returns a one-time booking token', async () => {
    const response = await t.call(endpoints.marketing.requestDemo, { body: demo, ip: freshIp() });
    expect(response.status).toBe(200);
    const { demo_request_id: id, booking_token: token } = response.body.payload;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [row] = await t.handle.db.select().from(demoRequests).where(eq(demoRequests.id, id));
    expect(row).toMatchObject({
      fullName: 'Marco Bellini',
      company: 'Lakeshore Golf Studio',
      jobTitle: 'Owner',
      message: demo.message,
    });
    expect(row!.bookingTokenHash).not.toContain(token);
    const mails = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Demo request #${id}: Lakeshore Golf Studio`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe(OPERATOR);
  });

  it('stores SQL meta-characters verbatim', async () => {
    const message = `Robert'); DROP TABLE contact_messages;-- "quoted" \\ 100% _wild_`;
    const response = await t.call(endpoints.marketing.contactUs, {
      body: { ...contact, last_name: "O'Brien", message },
      ip: freshIp(),
    });
    expect(response.status).toBe(200);
    const [row] = await t.handle.db.select().from(contactMessages).where(eq(contactMessages.lastName, "O'Brien"));
    expect(row!.message).toBe(message);
    const company = `Smash & Co'; DELETE FROM demo_requests;--`;
    const demoResponse = await t.call(endpoints.marketing.requestDemo, { body: { ...demo, company }, ip: freshIp() });
    const [stored] = await t.handle.db
      .select()
      .from(demoRequests)
      .where(eq(demoRequests.id, demoResponse.body.payload.demo_request_id));
    expect(stored!.company).toBe(company);
  });

  it('refuses malformed JSON', async () => {
    for (const form of [endpoints.marketing.contactUs, endpoints.marketing.requestDemo]) {
      const response = await t.callRaw(form, { rawBody: '{"first_name": "Priya",', ip: freshIp() });
      expect(response.body).toEqual({ code: 400, payload: null, message: MESSAGES.malformedJson });
    }
  });

  const badContacts: [string, Record<string, unknown>][] = [
    ['first_name', { first_name: undefined }],
    ['first_name', { first_name: 'P' }],
    ['last_name', { last_name: 7 }],
    ['email', { email: 'not-an-email' }],
    ['email', { email: undefined }],
    ['phone', { phone: '555-0123' }],
    ['phone', { phone: `+${'1'.repeat(18)}` }],
    ['message', { message: 'x' }],
    ['message', { message: 'x'.repeat(211) }],
    ['message', { message: undefined }],
    ['job_title', { job_title: 'x'.repeat(101) }],
    ['captcha', { captcha: 12 }],
  ];
  it.each(badContacts)('contactus refuses a bad %s with 400 naming it, storing nothing', async (field, change) => {
    const before = await counts(t);
    const response = await t.call(endpoints.marketing.contactUs, { body: { ...contact, ...change }, ip: freshIp() });
    expect(response.status).toBe(400);
    expect(response.errors.map((error: { field: string }) => error.field)).toContain(field);
    expect(errorFields(response)).toContain(field);
    expect(await counts(t)).toEqual(before);
  });

  const badDemos: [string, Record<string, unknown>][] = [
    ['fullName', { fullName: 'M' }],
    ['fullName', { fullName: 'x'.repeat(101) }],
    ['email', { email: ' marco@ ' }],
    ['company', { company: '   ' }],
    ['company', { company: undefined }],
    ['jobTitle', { jobTitle: '' }],
    ['jobTitle', { jobTitle: ['Owner'] }],
    ['message', { message: 'x'.repeat(211) }],
    ['message', { message: 42 }],
  ];
  it.each(badDemos)('requestdemo refuses a bad %s with 400 naming it, storing nothing', async (field, change) => {
    const before = await counts(t);
    const response = await t.call(endpoints.marketing.requestDemo, { body: { ...demo, ...change }, ip: freshIp() });
    expect(response.status).toBe(400);
    expect(response.errors.map((error: { field: string }) => error.field)).toContain(field);
    expect(await counts(t)).toEqual(before);
  });

  it('takes a demo request without a message, with the e-mail trimmed', async () => {
    const { message: _message, ...rest } = demo;
    const response = await t.call(endpoints.marketing.requestDemo, {
      body: { ...rest, email: '  ana@padel.example.org ' },
      ip: freshIp(),
    });
    expect(response.status).toBe(200);
    const [row] = await t.handle.db
      .select()
      .from(demoRequests)
      .where(eq(demoRequests.id, response.body.payload.demo_request_id));
    expect(row).toMatchObject({ email: 'ana@padel.example.org', message: null });
  });

  it('limits the two forms together to 10 per IP per 15 minutes', async () => {
    const ip = '10.78.0.1';
    for (let index = 0; index < 5; index += 1) {
      expect((await t.call(endpoints.marketing.contactUs, { body: contact, ip })).status).toBe(200);
      expect((await t.call(endpoints.marketing.requestDemo, { body: demo, ip })).status).toBe(200);
    }
    const before = await counts(t);
    let retryAfter = 0;
    for (const form of [endpoints.marketing.contactUs, endpoints.marketing.requestDemo]) {
      const limited = await t.callRaw(form, { body: form === endpoints.marketing.contactUs ? contact : demo, ip });
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(MESSAGES.tooManyRequests);
      // A refusal's payload is not the endpoint's: read it from the raw answer.
      retryAfter = limited.raw.json<{ payload: { retry_after: number } }>().payload.retry_after;
      expect(retryAfter).toBeGreaterThan(0);
    }
    expect(await counts(t)).toEqual(before);
    expect((await t.call(endpoints.marketing.contactUs, { body: contact, ip: '10.78.0.2' })).status).toBe(200);
    // The ten leave the count between 15 and 18 minutes after they were sent; retry_after says when.
    expect(retryAfter).toBeLessThanOrEqual(18 * 60);
    t.clock.advance(retryAfter * 1000);
    expect((await t.call(endpoints.marketing.contactUs, { body: contact, ip })).status).toBe(200);
  });
});
